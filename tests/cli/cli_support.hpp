// Runs the sudokupress binary for CLI tests: arguments, optional standard input, captured
// stdout/stderr and exit code.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "test_support.hpp"

namespace sudokupress::testing {

struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// `args` is a shell-ready string (quote paths with shell_quote).
inline CliResult run_cli(const std::string& args, const std::string& stdin_text = "") {
  namespace fs = std::filesystem;
  static int counter = 0;  // unique temp names within this process
  fs::path dir = fs::temp_directory_path() /
                 ("sp_cli_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
  fs::create_directories(dir);
  std::string in = (dir / "in").string(), out = (dir / "out").string(),
              err = (dir / "err").string();
  {
    FILE* f = std::fopen(in.c_str(), "wb");
    std::fwrite(stdin_text.data(), 1, stdin_text.size(), f);
    std::fclose(f);
  }
  std::string cmd = shell_quote(SP_CLI_PATH) + " " + args + " <" + shell_quote(in) + " >" +
                    shell_quote(out) + " 2>" + shell_quote(err);
  int status = std::system(cmd.c_str());
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  fs::remove_all(dir);
  return r;
}

}  // namespace sudokupress::testing
