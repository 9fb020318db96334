// Shared by the grade, stats and solve commands: the profile option, grade lines, and grading
// a stream of records in parallel with results in input order.
#pragma once

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

// format: "tsv", "book" or "json"; ordinal = 1-based record number (the id when none is given).
std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format);

// Grades the records of `entries` on `threads` workers (one Grader each) and calls emit for
// each in input order as soon as it is ready (bounded window); bad entries are reported through
// inputs.reject in their place (--strict stops). Progress on the console. Stops at the first
// error from emit.
using GradeEmit = std::function<core::Status(const InputRecord&, const grade::GradeResult&)>;
core::Status grade_entries(std::vector<InputEntry>& entries, InputSet& inputs, Console& console,
                           const grade::GradeOptions& options, int threads, const GradeEmit& emit);

}  // namespace sudokupress::cli
