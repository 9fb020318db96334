// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/grade_support.hpp"

#include <algorithm>
#include <cmath>

#include "cli/app.hpp"
#include "cli/console.hpp"
#include "cli/json.hpp"
#include "cli/ordered_runner.hpp"
#include "cli/watchdog.hpp"
#include "core/format.hpp"
#include "solve/exact.hpp"

namespace sudokupress::cli {

namespace {

std::string codes_text(const std::vector<int>& codes, char sep) {
  std::string s;
  for (size_t i = 0; i < codes.size(); ++i) {
    if (i) s += sep;
    s += std::to_string(codes[i]);
  }
  return s;
}

// SE's number with one decimal, or "-" when it was not computed (not a classic 9x9).
std::string se_text(double v) { return v < 0 ? "-" : format_number(v, 1); }
std::string se_json(double v) { return v < 0 ? "null" : format_number(v, 1); }

}  // namespace

core::StatusOr<grade::Profile> parse_profile(std::string_view name) {
  if (auto p = grade::profile_by_name(name)) return *p;
  return usage_error("unknown profile '" + std::string(name) + "' (human, book, full)");
}

std::string scale_table_text() {
  std::string out;
  const grade::Ladder& ladder = grade::ladder(grade::Profile::kHuman);
  for (int l = 0; l <= ladder.top(); ++l) {
    const grade::Band b = grade::level_band(l, grade::Profile::kHuman);
    std::string name(ladder.names[l]);
    name.resize(std::max<size_t>(name.size(), 11), ' ');
    std::string band = std::isinf(b.hi) ? format_number(b.lo, 1) + " and up"
                       : b.lo == 0      ? "below " + format_number(b.hi, 1)
                                   : format_number(b.lo, 1) + " to below " + format_number(b.hi, 1);
    out += "  " + std::to_string(l) + " " + name + " ER " + band + "\n";
  }
  return out;
}

std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format, bool se_profile) {
  std::string puzzle = core::write_puzzle(p, core::Format::kLine);
  std::string id = p.fields.empty() ? std::to_string(ordinal) : p.fields[0];
  long score = static_cast<long>(r.score);
  if (format == "book") {
    std::string s = puzzle + "\t" + id + "\t" + std::to_string(p.clue_count()) + "\t" +
                    (r.consistent ? "consistent" : "inconsistent") + "\t" +
                    std::to_string(r.solved_cells) + "\t" + std::to_string(r.codes.size());
    for (int c : r.codes) s += "\t" + std::to_string(c);
    return s;
  }
  if (format == "json") {
    JsonObject o;
    // Cells only; the geometry (and a jigsaw's regions) get their own keys, as in generate's.
    o.add("puzzle", core::cells_text(p));
    if (p.geo().is_jigsaw()) o.add("regions", core::regions_text(p.geo().regions()));
    o.add("geometry", p.geo().name())
        .add("id", id)
        .add("clues", p.clue_count())
        .add("level", r.level)
        .add("grade", std::string(r.grade));
    if (se_profile)
      o.raw("score", se_json(r.er)).add("hardest", r.se_hardest);
    else
      o.add("score", score);
    o.add("codes", r.codes);
    if (r.hodoku_score >= 0) o.add("hodoku_score", static_cast<long>(r.hodoku_score));
    return o.add("consistent", r.consistent)
        .add("solved_cells", static_cast<long>(r.solved_cells))
        .add("guesses", static_cast<long>(r.guesses))
        .add("logic_solved", static_cast<long>(r.logic_solved))
        .add("logic_candidates", static_cast<long>(r.logic_candidates))
        .raw("er", se_json(r.er))
        .raw("ep", se_json(r.ep))
        .raw("ed", se_json(r.ed))
        .str();
  }
  if (se_profile)
    return puzzle + "\t" + std::to_string(r.level) + "\t" + std::string(r.grade) + "\t" +
           se_text(r.er) + "\t" + std::string(r.se_hardest.empty() ? "-" : r.se_hardest) + "\t" +
           se_text(r.er);
  return puzzle + "\t" + std::to_string(r.level) + "\t" + std::string(r.grade) + "\t" +
         std::to_string(score) + "\t" + codes_text(r.codes, ' ') + "\t" + se_text(r.er);
}

std::string validity_problem(const core::Puzzle& p) {
  if (std::string marks = core::marks_problem(p, nullptr); !marks.empty()) return marks;
  auto r = solve::make_solver(p)->count(p, 2);
  if (r.count == 0) return "no solution";
  if (r.count > 1) return "more than one solution";
  return core::marks_problem(p, &r.solution);  // pencil marks that exclude the solution
}

void add_allow_invalid_option(CLI::App* cmd, bool& allow_invalid) {
  cmd->add_flag("--allow-invalid", allow_invalid,
                "Grade puzzles with no solution or several solutions too (default: they are "
                "rejected as file:line: no solution / more than one solution, exit 2)");
}

core::Status grade_entries(std::vector<InputEntry>& entries, InputSet& inputs, Console& console,
                           const GradeRun& run, const GradeEmit& emit) {
  const int workers = worker_count(run.threads);
  std::vector<grade::Grader> graders;
  for (int w = 0; w < workers; ++w) graders.emplace_back(run.options);
  std::vector<grade::GradeResult> results(entries.size());
  std::vector<std::string> problems(entries.size());
  // Progress counts on from the runs before of a streamed input (run.graded): done of the
  // records so far, the total growing with each run (exact when the input is one run).
  long local = 0;
  long& done = run.graded ? *run.graded : local;
  long total = done;
  for (const auto& e : entries) total += e.record ? 1 : 0;
  Watchdog watchdog(console, run.time_limit);
  auto watch = [&](size_t i) {
    while (i < entries.size() && !entries[i].record) ++i;
    if (i < entries.size())
      watchdog.arm(entries[i].record->where() + ": not graded within " +
                   seconds_text(run.time_limit) + " s (--time-limit)");
  };
  watch(0);
  auto work = [&](size_t i, int w) {
    if (!entries[i].record) return;
    const core::Puzzle& p = entries[i].record->puzzle;
    problems[i] = grade::profile_problem(p, run.options.profile);
    if (problems[i].empty() && !run.allow_invalid) problems[i] = validity_problem(p);
    if (problems[i].empty()) results[i] = graders[w].grade(p);
  };
  auto deliver = [&](size_t i) -> core::Status {
    InputEntry& e = entries[i];
    watch(i + 1);
    if (!e.record) return inputs.reject(console, e);
    console.progress("grade", ++done, total);
    if (!problems[i].empty()) return inputs.reject(console, e.record->where() + ": " + problems[i]);
    core::Status st = emit(*e.record, results[i]);
    results[i] = grade::GradeResult();  // bounded memory: drop what was written
    return st;
  };
  core::Status st =
      run_ordered(entries.size(), workers, 64 * static_cast<size_t>(workers), work, deliver);
  watchdog.disarm();
  return st;
}

}  // namespace sudokupress::cli
