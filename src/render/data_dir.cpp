#include "render/data_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace sudokupress::render {

namespace fs = std::filesystem;

namespace {

bool qualifies(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "fonts" / "fonts.toml", ec) &&
         fs::is_directory(dir / "templates", ec);
}

std::string search_up(fs::path dir) {
  for (int depth = 0; depth < 8 && !dir.empty(); ++depth) {
    if (qualifies(dir)) return dir.string();
    if (dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  return {};
}

}  // namespace

core::StatusOr<DataDir> find_data_dir() {
  if (const char* env = std::getenv("SUDOKUPRESS_DATA_DIR"); env && *env) {
    if (!qualifies(env))
      return core::Status::error(std::string("SUDOKUPRESS_DATA_DIR=") + env +
                                 ": no fonts/fonts.toml and templates/ there");
    return DataDir{env};
  }
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    if (std::string r = search_up(exe.parent_path()); !r.empty()) return DataDir{r};
  }
  fs::path cwd = fs::current_path(ec);
  if (!ec) {
    if (std::string r = search_up(cwd); !r.empty()) return DataDir{r};
  }
  return core::Status::error(
      "cannot find the sudokupress data folder (fonts/fonts.toml, templates/); "
      "set SUDOKUPRESS_DATA_DIR to the repository root");
}

}  // namespace sudokupress::render
