// SPDX-License-Identifier: GPL-3.0-or-later
// Man pages and shell completion, made from the CLI::App tree itself (the same text as --help:
// descriptions, footers, option names, types, defaults) plus the value sets of
// cli/docs/option_values.hpp. CMake runs the built binary ('sudokupress man', 'sudokupress
// completion') at build time, so the pages and scripts never drift from the commands.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "cli/docs/option_values.hpp"

namespace sudokupress::cli::docs {

struct OptionDoc {
  std::vector<std::string> names;  // "-n", "--count"; a positional: its name ("inputs")
  bool positional = false;
  bool takes_value = false;  // false for flags
  bool repeatable = false;   // positionals or options that take several values
  bool required = false;
  std::string type;  // CLI11's type text: "INT", "TEXT", "FLOAT:FLOAT in [10 - 1200]"
  std::string default_value;
  std::string description;
  ValueHint values;
  std::string metavar() const;  // "N", "FILE", "SYMMETRY": the word after the option
};

struct CommandDoc {
  std::vector<std::string> path;  // {"bank", "add"}; empty for the program itself
  std::string description;
  std::string footer;
  std::vector<OptionDoc> options;
  std::vector<CommandDoc> commands;  // listed subcommands (hidden ones left out)
  std::string name() const;          // "bank add"
};

// The documented tree under `app` (the program: path empty).
CommandDoc describe(const CLI::App& app, std::vector<std::string> path = {});

// The man page (roff, man(7) macros) of `doc` (the program or a top-level command; a command's
// subcommands are sections of its page). `date` is YYYY-MM-DD, `version` the program's.
std::string man_page(const CommandDoc& doc, const CommandDoc& program, const std::string& date,
                     const std::string& version);
// "sudokupress" or "sudokupress-bank": the page's name.
std::string man_page_name(const CommandDoc& doc);

// Completion scripts for bash, zsh and fish; false when `shell` is none of those.
bool completion_script(const CommandDoc& program, const std::string& shell, std::string& out);

}  // namespace sudokupress::cli::docs
