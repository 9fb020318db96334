// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress solve`: exact solving and solution counting over batches of puzzles.
#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/grade_support.hpp"
#include "cli/input_set.hpp"
#include "cli/json.hpp"
#include "cli/output.hpp"
#include "cli/watchdog.hpp"
#include "core/classic_lines.hpp"
#include "core/format.hpp"
#include "grade/grade.hpp"
#include "solve/exact.hpp"

namespace sudokupress::cli {

namespace {

struct SolveOptions {
  InputOptions in;
  bool count = false;
  int limit = 2;
  std::string format = "auto";
  std::string explain;  // "", "text" or "json"
  std::string profile = "human";
  bool allow_invalid = false;
  double time_limit = 0;
};

// --explain: the grader's steps a reader sees (grade::step_shown), one line each (text or JSON
// lines), then a summary.
std::string explain_text(const core::Puzzle& p, size_t ordinal, const std::string& mode,
                         const grade::GradeResult& r) {
  std::string out;
  if (mode == "json") {
    long number = 0;  // counts the steps shown
    for (const auto& step : r.steps) {
      if (!grade::step_shown(step)) continue;
      out += JsonObject()
                 .add("puzzle", static_cast<long>(ordinal))
                 .add("step", ++number)
                 .merge(grade::step_json(p.geo(), step))
                 .str() +
             "\n";
    }
    out += JsonObject()
               .add("puzzle", static_cast<long>(ordinal))
               .add("result", core::cells_text(r.solution))
               .add("solved", r.solved)
               .add("level", r.level)
               .add("grade", std::string(r.grade))
               .add("score", static_cast<long>(r.score))
               .add("codes", r.codes)
               .str() +
           "\n";
    return out;
  }
  std::string codes;
  for (int c : r.codes) codes += (codes.empty() ? "" : " ") + std::to_string(c);
  out += "# " + core::write_puzzle(p, core::Format::kLine) + "\n";
  for (const auto& s : r.steps)
    if (grade::step_shown(s)) out += s.explanation + "\n";
  out += std::string("# ") +
         (r.solved       ? "solved"
          : r.consistent ? "stuck"
                         : "inconsistent") +
         ": level " + std::to_string(r.level) + " (" + std::string(r.grade) + "), score " +
         std::to_string(static_cast<long>(r.score)) + ", codes " + codes + "\n";
  return out;
}

// A solved puzzle in `fmt`, ending with a newline (multi-line formats: a blank line after).
core::StatusOr<std::string> solution_record(const core::Puzzle& p,
                                            const std::vector<uint8_t>& cells, core::Format fmt) {
  core::Puzzle sol(p.geometry, cells);
  sol.fields = p.fields;
  return core::write_record(sol, fmt);
}

// What the records of one run share. The classic 9x9 line format's records (issue 32) come
// through classic(): one engine and one puzzle for the whole run, and the record's line and
// count written straight into the output buffer; every other record through general().
class SolveRun {
 public:
  SolveRun(const SolveOptions& o, core::Format out_format, InputSet& inputs, Console& console,
           Watchdog& watchdog, BatchedStdout& out)
      : o_(o),
        out_format_(out_format),
        inputs_(inputs),
        console_(console),
        watchdog_(watchdog),
        out_(out) {}

  core::Status general(InputRecord& r);
  core::Status classic(const ClassicRecord& r);
  grade::GradeOptions gopts;

 private:
  void arm(const std::string& where) {
    watchdog_.arm(where + ": not solved within " + seconds_text(o_.time_limit) +
                  " s (--time-limit)");
  }

  const SolveOptions& o_;
  core::Format out_format_;
  InputSet& inputs_;
  Console& console_;
  Watchdog& watchdog_;
  BatchedStdout& out_;
  std::unique_ptr<solve::Engine> classic_engine_;  // made at the first classic record
  core::Puzzle classic_puzzle_;
};

core::Status SolveRun::general(InputRecord& r) {
  const core::Puzzle& p = r.puzzle;
  arm(r.where());
  if (!o_.explain.empty()) {
    if (std::string why = grade::profile_problem(p, gopts.profile); !why.empty())
      return inputs_.reject(console_, r.where() + ": " + why);
    if (!o_.allow_invalid)
      if (std::string problem = validity_problem(p); !problem.empty())
        return inputs_.reject(console_, r.where() + ": " + problem);
    grade::GradeResult g = grade::grade(p, gopts);
    if (auto w = out_.add(explain_text(p, r.ordinal, o_.explain, g)); !w) return w;
    if (!g.consistent) return inputs_.reject(console_, r.where() + ": contradiction (no solution)");
    return core::Status::ok();
  }
  auto solver = solve::make_solver(p);
  if (o_.count) {
    auto c = solver->count(p, o_.limit);
    return out_.add(core::write_puzzle(p, core::Format::kLine) + "\t" + std::to_string(c.count) +
                    (c.count >= o_.limit ? "+" : "") + "\n");
  }
  auto c = solver->count(p, 2);
  if (c.count == 0) return inputs_.reject(console_, r.where() + ": no solution");
  if (std::string marks = core::marks_problem(p, c.count == 1 ? &c.solution : nullptr);
      !marks.empty())
    return inputs_.reject(console_, r.where() + ": " + marks);
  core::Format fmt = out_format_ == core::Format::kAuto ? r.format : out_format_;
  if (c.count > 1) {
    if (auto s =
            inputs_.reject(console_, r.where() + ": more than one solution (printing the first)");
        !s)
      return s;
  }
  auto text = solution_record(p, c.solution, fmt);
  if (!text) return inputs_.reject(console_, r.where() + ": " + text.status().message());
  return out_.add(*text);
}

// The same as general() for a plain classic line (no fields, no rules, no pencil marks), the
// same bytes out.
core::Status SolveRun::classic(const ClassicRecord& r) {
  if (!classic_engine_) {
    const core::GeometryPtr& forced = inputs_.read_options().geometry;
    classic_puzzle_ = core::Puzzle(forced ? forced : core::geometry_for_cell_count(81));
    classic_engine_ = solve::make_solver(classic_puzzle_);
  }
  if (o_.time_limit > 0) arm(r.where());
  std::copy(r.cells, r.cells + core::kClassicCells, classic_puzzle_.cells.begin());
  if (o_.count) {
    const int count = classic_engine_->count(classic_puzzle_, o_.limit).count;
    return out_.append([&](std::string& b) {
      const size_t at = b.size();
      b.resize(at + core::kClassicCells + 1);
      core::classic_line_text(r.cells, &b[at]);
      b[at + core::kClassicCells] = '\t';
      char number[16];
      b.append(number, std::to_chars(number, number + sizeof number, count).ptr);
      if (count >= o_.limit) b += '+';
      b += '\n';
    });
  }
  auto c = classic_engine_->count(classic_puzzle_, 2);
  if (c.count == 0) return inputs_.reject(console_, r.where() + ": no solution");
  if (c.count > 1) {
    if (auto s =
            inputs_.reject(console_, r.where() + ": more than one solution (printing the first)");
        !s)
      return s;
  }
  const core::Format fmt = out_format_ == core::Format::kAuto ? core::Format::kLine : out_format_;
  if (fmt != core::Format::kLine) {
    auto text = solution_record(classic_puzzle_, c.solution, fmt);
    if (!text) return inputs_.reject(console_, r.where() + ": " + text.status().message());
    return out_.add(*text);
  }
  return out_.append([&](std::string& b) {
    const size_t at = b.size();
    b.resize(at + core::kClassicLineBytes);
    core::classic_line_text(c.solution.data(), &b[at]);
    b.back() = '\n';
  });
}

core::Status run_solve(const SolveOptions& o, Console& console) {
  auto out_format = core::parse_format(o.format);
  if (!out_format) return as_usage(out_format.status());
  if (!o.explain.empty() && o.explain != "text" && o.explain != "json")
    return usage_error("unknown --explain format '" + o.explain + "' (text, json)");
  auto profile = parse_profile(o.profile);
  if (!profile) return profile.status();
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  BatchedStdout out(o.time_limit > 0);
  inputs->on_report([&out] { (void)out.flush(); });
  Watchdog watchdog(console, o.time_limit);
  SolveRun run(o, *out_format, *inputs, console, watchdog, out);
  run.gopts.profile = *profile;
  run.gopts.record_steps = true;
  auto general = [&run](InputRecord& r) { return run.general(r); };
  core::Status st =
      o.explain.empty()
          ? inputs->for_each_classic(
                console, [&run](const ClassicRecord& r) { return run.classic(r); }, general)
          : inputs->for_each(console, general);
  watchdog.disarm();
  if (core::Status f = out.flush(); !f && st) st = f;
  return st.is_ok() ? inputs->result() : st;
}

}  // namespace

Action register_solve(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "Solve puzzles exactly, or count their solutions");
  cmd->footer(
      "Input formats are detected (line, grid, rows, sdk, composite-line, composite-grid).\n"
      "Output: each solution in the input's format (or --format); with --count,\n"
      "'<puzzle line>\\t<count>' where count is 0, 1, ... or N+ at the limit.\n"
      "A bad record is reported on stderr as file:line: problem and skipped; the exit status\n"
      "is then 2 (--strict stops at the first). Puzzles with no or several solutions also give 2.");
  add_input_options(cmd, o->in, kInputAll);
  CLI::Option* count =
      cmd->add_flag("--count", o->count, "Count solutions instead of printing them");
  cmd->add_option("--limit", o->limit, "Stop counting at N (with --count)")
      ->default_val(2)
      ->check(CLI::Range(1, 1000000000))
      ->needs(count);
  CLI::Option* format = cmd->add_option("--format", o->format,
                                        "Output format: line, grid, rows, sdk, composite-grid, "
                                        "fpuzzles, sudokupad, sudokuwiki, ss, "
                                        "hodoku, sdm, pm729")
                            ->default_val("auto");
  // Options that would be silently ignored together are usage errors (issue 26).
  CLI::Option* explain =
      cmd->add_flag("--explain{text}", o->explain,
                    "Print the logic solver's steps instead: --explain (one line each) or "
                    "--explain=json (JSON lines: code, strategy, cells, digits, houses, placed, "
                    "eliminated, explanation), then a summary (not with --format or --count)")
          ->excludes(format)
          ->excludes(count);
  cmd->add_option("--profile", o->profile,
                  "Strategy profile for --explain: human (default), book or full")
      ->default_val("human")
      ->needs(explain);
  add_allow_invalid_option(cmd, o->allow_invalid);
  add_time_limit_option(cmd, o->time_limit, "solving one puzzle");
  return [o](Console& console) { return run_solve(*o, console); };
}

}  // namespace sudokupress::cli
