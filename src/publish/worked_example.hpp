// The how-to-play page's worked example: a real step of the logic solver on a puzzle of the
// book, with the grid as it stands just before the step and the solver's own explanation.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "publish/book_puzzle.hpp"

namespace sudokupress::publish {

struct WorkedExample {
  int puzzle_number = 0;
  int section = 0;
  int step_number = 0;                          // 1-based among the solver's steps
  core::Puzzle before;                          // givens plus the cells solved before the step
  std::string strategy;                         // the table name ("unique-loop", "naked-pair", ...)
  std::vector<int> cells;                       // the pattern's cells
  std::vector<int> houses;                      // the houses involved
  std::vector<std::pair<int, int>> placements;  // (cell, digit)
  std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
  std::string explanation;                        // the solver's one-line explanation
};

// Picks the example: the first hidden single (one placement, after the initial cleanup) in the
// book's classic 9x9 puzzles, in book order (at most 50 are examined); else the first step of
// any puzzle that places or eliminates something. nullopt when there is none.
std::optional<WorkedExample> worked_example(const std::vector<BookPuzzle>& puzzles);

}  // namespace sudokupress::publish
