// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/data_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

// Set by CMake on this file only (GNUInstallDirs); the defaults are the usual layout.
#ifndef SP_INSTALL_BIN_TO_DATA
#define SP_INSTALL_BIN_TO_DATA "../share/sudokupress"
#endif
#ifndef SP_INSTALL_HELPER_TO_DATA  // from lib/sudokupress, sudokupress-print's place
#define SP_INSTALL_HELPER_TO_DATA "../../share/sudokupress"
#endif
#ifndef SP_INSTALL_DATA_DIR
#define SP_INSTALL_DATA_DIR "/usr/local/share/sudokupress"
#endif

namespace sudokupress::render {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxLevelsUp = 8;

bool qualifies(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "fonts" / "fonts.toml", ec) &&
         fs::is_directory(dir / "templates", ec);
}

// The folder itself, without "." and ".." parts (and its real path when it exists).
std::string clean(const fs::path& dir) {
  std::error_code ec;
  fs::path real = fs::canonical(dir, ec);
  return ec ? dir.lexically_normal().string() : real.string();
}

std::string search_up(fs::path dir) {
  for (int depth = 0; depth < kMaxLevelsUp && !dir.empty(); ++depth) {
    if (qualifies(dir)) return dir.string();
    if (dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  return {};
}

}  // namespace

bool is_data_dir(const std::string& dir) { return !dir.empty() && qualifies(dir); }

DataDirSearch process_data_dir_search() {
  DataDirSearch s;
  if (const char* env = std::getenv("SUDOKUPRESS_DATA_DIR"); env) s.env = env;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) s.exe = exe.string();
  fs::path cwd = fs::current_path(ec);
  if (!ec) s.cwd = cwd.string();
  s.bin_to_data = SP_INSTALL_BIN_TO_DATA;
  s.helper_to_data = SP_INSTALL_HELPER_TO_DATA;
  for (const char* d :
       {SP_INSTALL_DATA_DIR, "/usr/local/share/sudokupress", "/usr/share/sudokupress"}) {
    bool seen = false;
    for (const auto& k : s.standard) seen = seen || k == d;
    if (!seen) s.standard.emplace_back(d);
  }
  return s;
}

core::StatusOr<DataDir> find_data_dir(const DataDirSearch& s) {
  if (!s.env.empty()) {
    if (!qualifies(s.env))
      return core::Status::error("SUDOKUPRESS_DATA_DIR=" + s.env +
                                 ": no fonts/fonts.toml and templates/ there");
    return DataDir{s.env};
  }
  if (!s.exe.empty()) {
    const fs::path bin = fs::path(s.exe).parent_path();
    for (const std::string* rel : {&s.bin_to_data, &s.helper_to_data})
      if (!rel->empty() && qualifies(bin / *rel)) return DataDir{clean(bin / *rel)};
    if (std::string r = search_up(bin); !r.empty()) return DataDir{r};
  }
  for (const auto& d : s.standard)
    if (!d.empty() && qualifies(d)) return DataDir{d};
  if (!s.cwd.empty()) {
    if (std::string r = search_up(s.cwd); !r.empty()) return DataDir{r};
  }
  return core::Status::error(
      "cannot find the sudokupress data folder (fonts/fonts.toml, templates/) in <exe>/" +
      s.bin_to_data +
      ", above the executable, in the installed places or above the working directory; "
      "set SUDOKUPRESS_DATA_DIR to the repository root or to <prefix>/share/sudokupress");
}

core::StatusOr<DataDir> find_data_dir() { return find_data_dir(process_data_dir_search()); }

}  // namespace sudokupress::render
