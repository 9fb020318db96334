// SPDX-License-Identifier: GPL-3.0-or-later
// sudokupress, the front program (app.hpp): the engine commands here, the rest by exec.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"

// Set by CMake on this file only (cmake/install.cmake); the defaults are the usual layout.
#ifndef SP_INSTALL_BIN_TO_HELPER
#define SP_INSTALL_BIN_TO_HELPER "../lib/sudokupress"
#endif
#ifndef SP_INSTALL_HELPER_DIR
#define SP_INSTALL_HELPER_DIR "/usr/local/lib/sudokupress"
#endif

namespace sudokupress::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kPrintProgram = "sudokupress-print";

bool is_engine_command(const char* name) {
  for (const NamedCommand& c : engine_commands())
    if (std::strcmp(c.name, name) == 0) return true;
  return false;
}

// Beside the real executable (a build tree), then the installed layout relative to it (a moved
// prefix), then the configured installed place (a front program copied alone).
std::vector<fs::path> print_program_places() {
  std::vector<fs::path> places;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    places.push_back(exe.parent_path() / kPrintProgram);
    places.push_back(exe.parent_path() / SP_INSTALL_BIN_TO_HELPER / kPrintProgram);
  }
  places.push_back(fs::path(SP_INSTALL_HELPER_DIR) / kPrintProgram);
  return places;
}

// Replaces this process by sudokupress-print with the same arguments (argv[0] included, so
// its messages and help name the program as the user called it); returns only on failure.
int exec_print_program(char** argv) {
  std::vector<fs::path> places = print_program_places();
  for (const fs::path& p : places) {
    if (::access(p.c_str(), X_OK) != 0) continue;
    ::execv(p.c_str(), argv);
    std::fprintf(stderr, "sudokupress: cannot run %s: %s\n", p.c_str(), std::strerror(errno));
    return kExitFailure;
  }
  std::string looked;
  for (const fs::path& p : places) looked += (looked.empty() ? "" : ", ") + p.string();
  std::fprintf(stderr,
               "sudokupress: this command needs the print program, not found (looked at %s); "
               "the installation is incomplete\n",
               looked.c_str());
  return kExitFailure;
}

}  // namespace

const std::vector<NamedCommand>& engine_commands() {
  static const std::vector<NamedCommand> kCommands = {{"solve", register_solve},
                                                      {"grade", register_grade},
                                                      {"generate", register_generate},
                                                      {"transform", register_transform},
                                                      {"dedupe", register_dedupe}};
  return kCommands;
}

int run_front(int argc, char** argv) {
  if (argc < 2 || !is_engine_command(argv[1])) return exec_print_program(argv);
  CommandTable table;
  for (const NamedCommand& c : engine_commands()) table.commands.push_back(c.reg);
  return run_commands(argc, argv, table);
}

}  // namespace sudokupress::cli
