#include "cli/app.hpp"

#include <iostream>
#include <vector>

#include "cli/commands.hpp"

namespace sudokupress::cli {

int run(int argc, char** argv) {
  CLI::App app{
      "sudokupress: Sudoku puzzles for print (generate, grade, select, typeset).\n"
      "Exit codes: 0 ok; 1 failure (I/O, options); 2 some input records rejected; 64 usage."};
  app.set_version_flag("--version", std::string("sudokupress ") + SP_VERSION);
  app.require_subcommand(1);
  std::vector<std::pair<CLI::App*, Action>> commands;
  auto add = [&](Action (*reg)(CLI::App&)) {
    size_t before = app.get_subcommands({}).size();
    Action a = reg(app);
    auto subs = app.get_subcommands({});
    if (subs.size() > before) commands.emplace_back(subs.back(), std::move(a));
  };
  add(register_solve);
  add(register_grade);
  add(register_stats);
  add(register_generate);
  add(register_transform);
  add(register_dedupe);
  add(register_render);
  add(register_book);
  add(register_cover);
  add(register_preflight);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  }
  for (auto& [sub, action] : commands)
    if (sub->parsed()) return action();
  return kExitUsage;
}

}  // namespace sudokupress::cli
