// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/app.hpp"

#include <cctype>
#include <cstdio>
#include <new>
#include <string>
#include <system_error>
#include <vector>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "cli/memory_limit.hpp"
#include "cli/suggest.hpp"
#include "core/file_access.hpp"
#include "core/library_version.hpp"
#include "core/limits.hpp"
#include "core/source_date.hpp"

namespace sudokupress::cli {

namespace {

// `sudokupress --version`: the version (CMakeLists.txt's project() is its one place), the
// licence, and every library linked in with its version and licence.
std::string version_text(const CommandTable& table) {
  std::vector<core::LibraryVersion> libraries = table.libraries();
  libraries.push_back({"CLI11", CLI11_VERSION, "BSD-3-Clause"});
  std::string text = std::string("sudokupress ") + SP_VERSION +
                     "\nLicence: GPL-3.0-or-later (no warranty; the LICENSE file, or "
                     "/usr/share/doc/sudokupress/copyright once installed)\nLibraries:\n" +
                     core::library_lines(libraries);
  text.pop_back();  // CLI11 ends the version text with its own newline
  return text;
}

struct Registered {
  CLI::App* app;
  Action action;
};

void usage_line(const std::string& line) {
  std::fprintf(stderr, "%s\nRun with --help for more information.\n", line.c_str());
}

std::vector<std::string> option_names(const CLI::App& cmd) {
  std::vector<std::string> names = {"--help"};
  for (const CLI::Option* opt : cmd.get_options()) {
    for (const auto& l : opt->get_lnames()) names.push_back("--" + l);
    for (const auto& s : opt->get_snames()) names.push_back("-" + s);
  }
  return names;
}

// A mistyped command or option: one line with a suggestion; false when the line looks fine
// (CLI11 then parses it and reports anything else).
bool check_names(int argc, char** argv, const CLI::App& app) {
  if (argc < 2) return true;
  std::string first = argv[1];
  if (first.empty() || first[0] == '-') return true;
  const CLI::App* cmd = nullptr;
  std::vector<std::string> commands;
  for (const CLI::App* sub : app.get_subcommands({})) {
    commands.push_back(sub->get_name());
    if (sub->get_name() == first) cmd = sub;
  }
  if (!cmd) {
    std::string best = closest_name(first, commands);
    usage_line("sudokupress: unknown command '" + first + "'" +
               (best.empty() ? "" : "; did you mean '" + best + "'?"));
    return false;
  }
  std::vector<std::string> names = option_names(*cmd);
  int first_arg = 2;
  if (argc > 2)  // a command with its own subcommands (bank add, ...): theirs and its options
    for (const CLI::App* sub : cmd->get_subcommands({}))
      if (sub->get_name() == argv[2]) {
        for (auto& n : option_names(*sub)) names.push_back(n);
        first_arg = 3;
      }
  for (int i = first_arg; i < argc; ++i) {
    std::string tok = argv[i];
    if (tok == "--") break;
    bool long_opt = tok.size() > 2 && tok.rfind("--", 0) == 0;
    bool short_opt = tok.size() == 2 && tok[0] == '-' && std::isalpha(tok[1]);
    if (!long_opt && !short_opt) continue;
    std::string name = tok.substr(0, tok.find('='));
    bool known = false;
    for (const auto& n : names) known = known || n == name;
    if (known) continue;
    std::string best = closest_name(name, names);
    usage_line("sudokupress " + first + ": unknown option " + name +
               (best.empty() ? "" : "; did you mean " + best + "?"));
    return false;
  }
  return true;
}

std::string limits_text() {
  namespace l = core::limits;
  return "Limits (refused up front, exit 1; src/core/limits.hpp): box grids 4x4..100x100 with box "
         "sides >= 2; at most " +
         std::to_string(l::kMaxCells) + " cells per puzzle, composites of at most " +
         std::to_string(l::kMaxGrids) + " grids on a canvas up to " +
         std::to_string(l::kMaxCanvasSide) + " cells wide; generate: puzzles of at most " +
         std::to_string(l::kMaxGenerateCells) + " cells, " + std::to_string(l::kMaxGeneratedCells) +
         " cells per run, composites of at most " + std::to_string(l::kMaxGenerateGrids) +
         " grids (more than 5: " + std::to_string(static_cast<int>(l::kCompositeTimeLimit)) +
         " s a puzzle unless --time-limit); books of at most " + std::to_string(l::kMaxBookPages) +
         " pages; icons of at most " + std::to_string(l::kMaxIconBytes) + " bytes and " +
         std::to_string(l::kMaxIconElements) + " elements drawn and painting at most " +
         std::to_string(l::kMaxIconCoverage) +
         " times their viewBox (after <use> expansion); manifests and templates of at most " +
         std::to_string(l::kMaxConfigBytes) + " bytes (UTF-8, no NUL); input files of at most " +
         std::to_string(l::kMaxInputBytes >> 20) + " MB; PNG at most " +
         std::to_string(static_cast<int>(l::kMaxDpi)) + " dpi and " +
         std::to_string(l::kMaxRasterPixels / 1000000) +
         " megapixels; preflight pages of at most " +
         std::to_string(static_cast<int>(l::kMaxPdfPageInches)) + " in a side; titles of at most " +
         std::to_string(l::kMaxTitleBytes) + " bytes; memory " +
         format_memory_size(l::kDefaultMemoryLimit) + " per command (--memory-limit SIZE or " +
         l::kMemoryLimitEnv +
         "=SIZE, e.g. 2G, 0 = none). --time-limit SECONDS bounds each puzzle of generate, grade "
         "and solve.";
}

// Runs a command under the memory limit; running out of memory (or of room for a thread) in
// the command's own thread unwinds to here (RAII removes temp files; nothing was committed) and
// becomes a resource error. Worker threads end the process in memory_limit.cpp's handler.
core::Status run_limited(const Action& action, Console& console, const std::string& option,
                         void (*set_library_oom_handler)(void (*)())) {
  if (auto sde = core::source_date_epoch(); !sde) return sde.status();  // names the variable
  auto limit = resolve_memory_limit(option);
  if (!limit) return limit.status();
  if (auto st = apply_memory_limit(*limit, console.command(), set_library_oom_handler); !st)
    return st;
  core::ReadSet reads;  // every file the command reads; OutputFiles never replaces one
  core::ReadScope scope(reads);
  try {
    return action(console);
  } catch (const std::bad_alloc&) {
    return resource_error(out_of_memory_message(*limit));
  } catch (const std::system_error& e) {
    if (e.code() != std::errc::resource_unavailable_try_again) throw;
    return resource_error("cannot start a thread: " + e.code().message() + " (memory limit " +
                          format_memory_size(*limit) +
                          "; use fewer --threads or raise --memory-limit)");
  }
}

}  // namespace

int run_commands(int argc, char** argv, const CommandTable& table) {
  CLI::App app{
      "sudokupress: Sudoku puzzles for print (generate, grade, select, typeset).\n"
      "Exit codes: 0 ok; 1 failure (I/O, resources); 2 some input records rejected; 64 usage."};
  app.footer(limits_text() +
             "\nManual pages: man sudokupress-COMMAND. Shell completion: sudokupress completion "
             "bash|zsh|fish (README.md).\n"
             "Examples:\n"
             "Generate, grade and typeset twenty puzzles (p-001.pdf ... p-020.pdf):\n"
             "  sudokupress generate -n 20 --seed 7 > p.tsv\n"
             "  sudokupress grade p.tsv\n"
             "  sudokupress render p.tsv -o p.pdf\n"
             "A whole book from a manifest:\n"
             "  sudokupress book book/sample/book.toml -o book.pdf");
  if (table.libraries) app.set_version_flag("--version", [&table] { return version_text(table); });
  app.require_subcommand(1);
  std::vector<Registered> commands;
  bool quiet = false;
  std::string memory_limit;
  auto add = [&](Action (*reg)(CLI::App&)) {
    size_t before = app.get_subcommands({}).size();
    Action a = reg(app);
    auto subs = app.get_subcommands({});
    if (subs.size() > before) {
      subs.back()->add_flag("-q,--quiet", quiet, "No progress line or summary on stderr");
      subs.back()->add_option(
          "--memory-limit", memory_limit,
          "Memory the command may use: SIZE like 2G or 512M, 0 = no limit (default " +
              format_memory_size(core::limits::kDefaultMemoryLimit) + ", or $" +
              core::limits::kMemoryLimitEnv + "); past it: 'out of memory', exit 1, no output");
      commands.push_back({subs.back(), std::move(a)});
    }
  };
  for (auto reg : table.commands) add(reg);
  if (table.docs)
    for (auto& [sub, action] : table.docs(app)) commands.push_back({sub, std::move(action)});
  if (!check_names(argc, argv, app)) return kExitUsage;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  }
  for (auto& c : commands) {
    if (!c.app->parsed()) continue;
    Console console(c.app->get_name(), quiet);
    core::Status st = run_limited(c.action, console, memory_limit, table.set_library_oom_handler);
    console.end_progress();
    console.report(st);
    return exit_code_for(st.code());
  }
  return kExitUsage;
}

}  // namespace sudokupress::cli
