// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the grade, stats and solve commands: the profile option, grade lines, and grading
// a stream of records in parallel with results in input order.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/input_set.hpp"
#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "grade/grade.hpp"

namespace sudokupress::cli {

class Console;

core::StatusOr<grade::Profile> parse_profile(std::string_view name);
// The one scale as text, a line per level of the human ladder: "  3 Tough       ER 3.8-5.0"
// (grade::level_band; `grade --help` prints it, README "One scale" shows the same table).
std::string scale_table_text();

// format: "tsv", "book" or "json"; ordinal = 1-based record number (the id when none is given).
// tsv and json carry SE's rating (r.er, ep, ed; "-"/null when not computed). se_profile: the
// score is SE's ER and the codes column SE's hardest step (grade --profile se).
std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format, bool se_profile = false);

// Grades the records of `entries` on `threads` workers (one Grader each) and calls emit for
// each in input order as soon as it is ready (bounded window); bad entries are reported through
// inputs.reject in their place (--strict stops). Progress on the console. Stops at the first
// error from emit.
// Unless allow_invalid, a puzzle with no solution or several is rejected in its place
// ("file:line: no solution", "file:line: more than one solution") instead of graded.
using GradeEmit = std::function<core::Status(const InputRecord&, const grade::GradeResult&)>;
struct GradeRun {
  grade::GradeOptions options;
  int threads = 0;
  bool allow_invalid = false;
  double time_limit = 0;   // seconds per puzzle (0 = none): --time-limit
  long* graded = nullptr;  // records counted so far in the input's earlier runs (progress)
};
core::Status grade_entries(std::vector<InputEntry>& entries, InputSet& inputs, Console& console,
                           const GradeRun& run, const GradeEmit& emit);

// "" when the puzzle has exactly one solution, else "no solution" or "more than one solution".
std::string validity_problem(const core::Puzzle& p);

// Registers --allow-invalid.
void add_allow_invalid_option(CLI::App* cmd, bool& allow_invalid);

}  // namespace sudokupress::cli
