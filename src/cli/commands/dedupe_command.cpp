// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress dedupe`: keep the first puzzle of every equivalence class (canonical form).
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/input_set.hpp"
#include "cli/output.hpp"
#include "core/format.hpp"
#include "core/transform.hpp"

namespace sudokupress::cli {

namespace {

struct DedupeOptions {
  InputOptions in;
  bool canonical = false;
  bool report = false;
};

core::Status run_dedupe(const DedupeOptions& o, Console& console) {
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  // The one thing kept per distinct puzzle (the records are streamed, InputSet::for_each): its
  // canonical form and where it was first met, as an index into `files` and a line.
  struct Seen {
    uint32_t file;
    int line;
  };
  std::unordered_map<std::string, Seen> first;
  std::vector<std::string> files;  // the display names met, in order
  long total = 0, kept = 0;
  StdoutSink out;
  core::Status st = inputs->for_each(console, [&](InputRecord& r) -> core::Status {
    const core::Puzzle& p = r.puzzle;
    if (!core::canonical_supported(p.geo()))
      return inputs->reject(console, r.where() +
                                         ": canonical form is for single box grids up to 12x12, "
                                         "not " +
                                         p.geo().name());
    ++total;
    std::string key = core::canonical_string(p);
    if (files.empty() || files.back() != r.file) files.push_back(r.file);
    const Seen here{static_cast<uint32_t>(files.size() - 1), r.line};
    auto [it, inserted] = first.emplace(std::move(key), here);
    if (!inserted) {
      if (o.report)
        console.error(r.where() + ": equivalent to " + files[it->second.file] + ":" +
                      std::to_string(it->second.line));
      return core::Status::ok();
    }
    ++kept;
    return out.write((o.canonical ? it->first : core::write_puzzle(p, core::Format::kLine, true)) +
                     "\n");
  });
  if (!st) return st;
  if (o.report)
    console.error("dedupe: " + std::to_string(total) + " puzzles, " + std::to_string(kept) +
                  " distinct, " + std::to_string(total - kept) + " duplicates");
  return inputs->result();
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
      "file:line') and a summary. Single box grids up to 12x12.\n"
      "Memory: the puzzles are read a block at a time and written as they come; what stays is\n"
      "one entry per distinct puzzle (its canonical form and where it was first met), about\n"
      "170 bytes each for a 9x9 (a million distinct puzzles: 184 MB resident).");
  add_input_options(cmd, o->in, kInputFormat | kInputStrict);
  cmd->add_flag("--canonical", o->canonical, "Print canonical forms");
  cmd->add_flag("--report", o->report, "Report duplicates and a summary on stderr");
  return [o](Console& console) { return run_dedupe(*o, console); };
}

}  // namespace sudokupress::cli
