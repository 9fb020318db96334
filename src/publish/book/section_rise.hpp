// SPDX-License-Identifier: GPL-3.0-or-later
// Graded sections rise: in the book's order, the hardest puzzle of a graded section is no harder
// than the easiest puzzle of the next graded section of the same variant (issue 25).
//
// A section is graded when it names a grade of the book's ladder ([book] profile, default human)
// or an er range; kids sections (their own ladder) and sections without either are not. Its
// planned range is on the one scale (grade::scale_value: ER for the classic 9x9 on the human
// ladder, else score / 100): a grade's level band (grade::level_band), narrowed by `er` when
// both are given. The builder asks the generator for that range (target_range), checks the plan
// before generating anything (check_planned_rise: overlapping or inverted sections are a
// `book.toml:LINE` error, or a warning with [book] allow_overlap = true), and checks the puzzles
// it chose (check_selected_rise), whichever source they came from (generator, file, bank).
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {

struct SectionRange {
  int level = -1;  // the grade's level on the book's ladder; -1 = none asked
  double lo = -std::numeric_limits<double>::infinity();  // inclusive
  double hi = std::numeric_limits<double>::infinity();   // see hi_inclusive
  bool hi_inclusive = true;  // an er range "A..B" includes B; a level band excludes its top
};

// The planned range of a graded section; nullopt when the section is not graded. Error: a grade
// that is not on the book's ladder (book.toml:LINE), or a grade and er that do not meet.
core::StatusOr<std::optional<SectionRange>> section_range(const BookManifest& m,
                                                          const SectionSpec& s);

// Whether a section's values are ER (a classic 9x9 on the human ladder) or score / 100.
bool section_uses_er(const BookManifest& m, const SectionSpec& s);

// The value a puzzle is ordered and compared by (grade::scale_value).
double rise_value(const BookPuzzle& p);

// Every graded section against the next graded section of the same variant. Overlaps are
// errors, or warnings (appended to `warnings`) when the manifest allows them.
core::Status check_planned_rise(const BookManifest& m, std::vector<std::string>& warnings);

// The same over the chosen puzzles (`book` in book order, sections in manifest order).
core::Status check_selected_rise(const BookManifest& m, const std::vector<BookPuzzle>& book,
                                 std::vector<std::string>& warnings);

}  // namespace sudokupress::publish::book
