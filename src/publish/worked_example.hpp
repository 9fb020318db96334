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
#include "publish/book_puzzle.hpp"

namespace sudokupress::publish {

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

// The example every book shows: a classic puzzle made for the how-to-play page (generated
// once by sudokupress; tests check it is unique), its first hidden single.
const char* example_puzzle_text();
std::optional<WorkedExample> own_worked_example();

// The solver's text for readers: cells "r3c0" become "row 4, column 1", houses "row 3",
// "column 0", "box 8" and "grid 0" count from 1.
std::string reader_text(std::string_view solver_text);

}  // namespace sudokupress::publish
