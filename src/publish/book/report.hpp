// SPDX-License-Identifier: GPL-3.0-or-later
// The book report (`sudokupress book --report OUT.tsv`): one row per puzzle, TAB-separated,
// with a header line:
//
//   number  section  page  id  grade  score  clues  level  er  puzzle
//
// number is the book's puzzle number, section the section heading, page the printed page label
// of the puzzle, grade the label printed with it (on the book's ladder), score as the grader
// gives it (up to 2 decimals), level the grade's level, er Sudoku Explainer's rating (one
// decimal; "-" when the puzzle is not a classic 9x9 graded on the human ladder), puzzle the line
// format (one symbol per cell, '.' empty; composites: canvas cells in reading order; a jigsaw
// adds a TAB and its regions, which is why the puzzle comes last).
#pragma once

#include <string>
#include <vector>

#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {

inline constexpr const char* kReportHeader =
    "number\tsection\tpage\tid\tgrade\tscore\tclues\tlevel\ter\tpuzzle";

std::string book_report(const BookManifest& manifest, const std::vector<BookPuzzle>& puzzles,
                        const BookPlan& plan);

// A score as printed in the report: integers without decimals, otherwise up to 2 decimals.
std::string format_score(double score);

}  // namespace sudokupress::publish::book
