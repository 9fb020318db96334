// SPDX-License-Identifier: GPL-3.0-or-later
// The how-to-play page's worked example: a real step of the logic solver on the book's own
// example puzzle (never a puzzle of the book, so it spoils nothing), with the grid as it stands
// just before the step and the solver's explanation in reader's words (rows and columns
// counted from 1: "row 4, column 1").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "grade/difficulty.hpp"
#include "publish/book/book_puzzle.hpp"

namespace sudokupress::publish::book {

struct WorkedExample {
  int puzzle_number = 0;
  int section = 0;
  int step_number = 0;      // 1-based among the solver's steps
  core::Puzzle before;      // givens plus the cells solved before the step
  core::Puzzle solution;    // the example's solution (the title page's ornament)
  std::string strategy;     // the table name ("unique-loop", "naked-pair", ...)
  std::vector<int> cells;   // the pattern's cells
  std::vector<int> houses;  // the houses involved
  std::vector<std::pair<int, int>> placements;    // (cell, digit)
  std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
  std::string explanation;                        // the solver's one-line explanation
};

// Picks the example: the first hidden single (one placement, after the initial cleanup) in the
// book's classic 9x9 puzzles, in book order (at most 50 are examined); else the first step of
// any puzzle that places or eliminates something. nullopt when there is none.
std::optional<WorkedExample> worked_example(const std::vector<BookPuzzle>& puzzles);

// A fixed classic puzzle with a hidden single (generated once by sudokupress; tests check it
// is unique): the example of the tests, and of nothing printed since issue 27, when every book
// printed this same page.
const char* example_puzzle_text();
std::optional<WorkedExample> own_worked_example();

// Each book its own example: a classic 9x9 generated from the book's seed on a stream of its
// own (past every section's) at the first level of the book's ladder (`profile`), rot180, the
// first one that is not equivalent to a puzzle of the book (canonical form) and has a hidden
// single. `id` receives its generator ID. The same manifest gives the same example.
core::StatusOr<WorkedExample> book_worked_example(uint64_t book_seed, grade::Profile profile,
                                                  const std::vector<BookPuzzle>& puzzles,
                                                  std::string* id = nullptr);

// The solver's text (reader coordinates already) in words: cell "r4c1" becomes "row 4, column 1",
// a list "r4c1, r5c2" "row 4, column 1; row 5, column 2", a compact block "r45c6" (grid_size
// <= 9: one-digit rows and columns) its cells one after the other "row 4, column 6; row 5,
// column 6". Houses ("row 3", "box 9") stay as they are.
std::string reader_text(std::string_view solver_text, int grid_size = 9);

}  // namespace sudokupress::publish::book
