// SPDX-License-Identifier: GPL-3.0-or-later
// Each sub-command registers itself on the application; run() dispatches.
//
// A command file only wires options to the layers below:
//   Action register_foo(CLI::App& app) {
//     auto o = std::make_shared<FooOptions>();
//     CLI::App* cmd = app.add_subcommand("foo", "What it does");
//     add_input_options(cmd, o->in, kInputAll);      // reading commands (cli/input_set.hpp)
//     cmd->add_option(...);                           // its own options
//     return [o](Console& console) { return run_foo(*o, console); };
//   }
// The action returns a core::Status: ok, or a failure whose code (usage, bad input, I/O,
// resource, internal) app.cpp turns into the exit code and whose message it prints once.
// Every command gets -q/--quiet (Console) from app.cpp.
#pragma once

#include <CLI/CLI.hpp>
#include <cmath>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/console.hpp"
#include "core/library_version.hpp"
#include "core/status.hpp"

namespace sudokupress::cli {

// A number option's check: finite and in [lo, hi] (CLI::Range lets nan through).
inline CLI::Validator finite_range(double lo, double hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        double v = 0;
        try {
          size_t used = 0;
          v = std::stod(text, &used);
          if (used != text.size()) return "'" + text + "' is not a number";
        } catch (const std::exception&) {
          return "'" + text + "' is not a number";
        }
        if (!std::isfinite(v) || v < lo || v > hi)
          return "value " + text + " not in range " + CLI::detail::to_string(lo) + " to " +
                 CLI::detail::to_string(hi);
        return "";
      },
      "FLOAT in [" + CLI::detail::to_string(lo) + " - " + CLI::detail::to_string(hi) + "]");
}

// A registered command: after parsing, the action runs; its Status gives the exit code.
using Action = std::function<core::Status(Console&)>;

Action register_solve(CLI::App& app);
Action register_grade(CLI::App& app);
Action register_stats(CLI::App& app);
Action register_generate(CLI::App& app);
Action register_transform(CLI::App& app);
Action register_dedupe(CLI::App& app);
Action register_render(CLI::App& app);
Action register_book(CLI::App& app);
Action register_cover(CLI::App& app);
Action register_preflight(CLI::App& app);
Action register_bank(CLI::App& app);
Action register_symbols(CLI::App& app);
// The hidden 'man' and 'completion' commands (cli/commands/docs_command.cpp); registered last.
std::vector<std::pair<CLI::App*, Action>> register_docs(CLI::App& app);

// What a program built on this layer offers (app.hpp: the two programs). run_commands() parses
// the line against these commands, runs the one given and maps its Status to the exit code.
struct CommandTable {
  std::vector<Action (*)(CLI::App&)> commands;  // in --help order
  // The hidden man and completion commands (register_docs; none in the front program).
  std::vector<std::pair<CLI::App*, Action>> (*docs)(CLI::App&) = nullptr;
  // Every library linked in, for --version (no --version flag without it).
  std::vector<core::LibraryVersion> (*libraries)() = nullptr;
  // Installs a linked library's own out-of-memory handler (GLib's), when one is linked in.
  void (*set_library_oom_handler)(void (*handler)()) = nullptr;
};

int run_commands(int argc, char** argv, const CommandTable& table);

// The commands the front program runs itself (front.cpp, app.hpp), in --help order; each name
// is the one its register function gives (tests/cli/front_test.cpp checks).
struct NamedCommand {
  const char* name;
  Action (*reg)(CLI::App&);
};
const std::vector<NamedCommand>& engine_commands();

}  // namespace sudokupress::cli
