// Shared by the grade, stats and solve commands: reading puzzle batches and formatting
// grade lines.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "grade/grade.hpp"

namespace sudokupress::cli {

// The puzzles of all inputs in order; errors[i] = (number of puzzles before it, message).
struct Records {
  std::vector<core::Puzzle> puzzles;
  std::vector<std::pair<size_t, std::string>> errors;
};
using StatusOrRecords = core::StatusOr<Records>;
template <class T>
using StatusOr = core::StatusOr<T>;

StatusOrRecords read_records(const std::vector<std::string>& paths, const std::string& in_format,
                             const std::string& variant);
StatusOr<grade::Profile> parse_profile(std::string_view name);
// format: "tsv", "book" or "json"; ordinal = 1-based record number (the id when none is given).
std::string format_grade_line(const core::Puzzle& p, size_t ordinal, const grade::GradeResult& r,
                              std::string_view format);
// grade_batch with a progress line on stderr when it is a terminal.
std::vector<grade::GradeResult> grade_with_progress(const std::vector<core::Puzzle>& puzzles,
                                                    const grade::GradeOptions& opts, int threads);

}  // namespace sudokupress::cli
