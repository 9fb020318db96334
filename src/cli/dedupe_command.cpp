// `sudokupress dedupe`: keep the first puzzle of every equivalence class (canonical form).
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "core/format.hpp"
#include "generate/transform.hpp"

namespace sudokupress::cli {

namespace {

struct DedupeOptions {
  std::vector<std::string> inputs;
  bool canonical = false;
  bool report = false;
  std::string variant;
};

int run_dedupe(const DedupeOptions& o) {
  core::ReadOptions ropts;
  if (!o.variant.empty()) {
    auto g = core::geometry_by_name(o.variant);
    if (!g) {
      std::cerr << "sudokupress dedupe: " << g.status().message() << "\n";
      return kExitUsage;
    }
    ropts.geometry = *g;
  }
  std::vector<std::string> inputs = o.inputs;
  if (inputs.empty()) inputs.push_back("-");
  std::unordered_map<std::string, std::string> first;  // canonical -> "file:line"
  bool rejected = false;
  long total = 0, kept = 0;
  for (const auto& path : inputs) {
    std::string name = path == "-" ? "<stdin>" : path;
    auto read = core::read_puzzle_file(path, ropts);
    if (!read) {
      std::cerr << read.status().message() << "\n";
      rejected = true;
      continue;
    }
    for (const auto& item : read->items) {
      if (!item.puzzle) {
        std::cerr << item.error << "\n";
        rejected = true;
        continue;
      }
      const core::Puzzle& p = *item.puzzle;
      std::string where = name + ":" + std::to_string(item.line);
      if (!generate::canonical_supported(p.geo())) {
        std::cerr << where << ": canonical form is for single box grids up to 12x12, not "
                  << p.geo().name() << "\n";
        rejected = true;
        continue;
      }
      ++total;
      std::string key = generate::canonical_string(p);
      auto [it, inserted] = first.emplace(key, where);
      if (!inserted) {
        if (o.report) std::cerr << where << ": equivalent to " << it->second << "\n";
        continue;
      }
      ++kept;
      if (o.canonical) {
        std::cout << key << "\n";
      } else {
        std::cout << core::write_puzzle(p, core::Format::kLine, true) << "\n";
      }
    }
  }
  std::cout.flush();
  if (o.report)
    std::cerr << "dedupe: " << total << " puzzles, " << kept << " distinct, " << total - kept
              << " duplicates\n";
  return rejected ? kExitBadInput : kExitOk;
}

}  // namespace

Action register_dedupe(CLI::App& app) {
  auto o = std::make_shared<DedupeOptions>();
  CLI::App* cmd =
      app.add_subcommand("dedupe", "Drop puzzles equivalent to an earlier one (canonical form)");
  cmd->footer(
      "Two puzzles are equivalent when one is a relabelling, rotation, reflection, band/stack\n"
      "permutation or row/column permutation inside bands/stacks of the other. The first of\n"
      "each class is printed as a line (with its TAB fields); --canonical prints the canonical\n"
      "form instead. --report lists each duplicate on stderr ('file:line: equivalent to\n"
      "file:line') and a summary. Single box grids up to 12x12.");
  cmd->add_option("inputs", o->inputs, "Puzzle files ('-' or none = standard input)");
  cmd->add_flag("--canonical", o->canonical, "Print canonical forms");
  cmd->add_flag("--report", o->report, "Report duplicates and a summary on stderr");
  cmd->add_option("--variant", o->variant, "Geometry of the input (default: detect)");
  return [o] { return run_dedupe(*o); };
}

}  // namespace sudokupress::cli
