// SPDX-License-Identifier: GPL-3.0-or-later
// The Nightmare search (issue 25 item 5): the classic 9x9's top rung of the human ladder
// (puzzles that need a dynamic forcing net, grade level 6) is a cliff the generator's climb does
// not reach (climb.cpp, Climb::run: no Nightmare in 500 attempts of 60 grades). This
// search starts from one of the generator's own Diabolical puzzles and walks best-first over
// the full {-1,+1} neighbourhood: a clue removed and another given (any empty cell, any value,
// the removed cell with another value), kept when the puzzle stays unique. The solution grid
// changes along the walk.
//
// The measure it climbs is the grader's forcing census (grade::GradeOptions::forcing_census):
// at the states where the static forcing chains (cell and region, level 5) run, how many of
// their candidate sets give a deduction; the fewest over the solve. A Nightmare has a state
// where none does (0). Measured on classic 9x9 puzzles (human profile, census grader): the
// generator's Diabolical puzzles 106-151, the Diabolical {-1,+1} neighbours of top1465's three
// Nightmares 18-108 (median 86-108); other measures tried as the walk's key and rejected
// (2026-11-28, dev build, 3 seeds x 60-80 expansions each, no Nightmare): the human score
// (saturates at 847-848), the count of forcing-chain steps (climbs to 10-27), the hardest
// step's rating with its bonus, and the largest share of the forcing chains' sets one step tried
// before it found a deduction (0.18-0.24; a Nightmare's neighbours show 0.10-0.17).
//
// Neighbours are found without a uniqueness test each: for each clue c, every solution of the
// puzzle without c is listed (at most kMaxSolutions, else that clue is skipped); giving value v
// at an empty cell d leaves exactly the solutions with v at d, so the neighbour is unique iff
// exactly one of them has it (the tests would be about 12,600 counts a node). The solutions
// come from the exact engine (solve::Task::kEnumerate, a solve::SolutionSink adding up how many
// hold each cell's value), not from a search of this file's own.
//
// Deterministic: the walk is single-threaded and its ties go to the earlier node.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace sudokupress::solve {
class Rng;
}

namespace sudokupress::generate {

// One {-1,+1} neighbour: the clue at `removed` goes, value `value` is given at `added`.
struct Neighbour {
  int removed;
  int added;
  int value;
};
// Every unique {-1,+1} neighbour of a unique classic 9x9 puzzle, clue by clue in cell order,
// then by added cell and value; clues whose removal leaves more than `cap` solutions are skipped.
std::vector<Neighbour> unique_neighbours(const std::vector<uint8_t>& cells, int cap);

struct NightmareBudget {
  int expansions = 40;  // nodes whose neighbourhood is listed and graded
  // A walk that has reached a forcing census of `promising` or less by then goes on up to
  // `extended` expansions (measured: the walks that found one had reached 8-11 by 40).
  int promising = 20;
  int extended = 160;
  int open_limit = 200;  // the best nodes kept for expansion
  // harvest(): expansions without a new Nightmare before it stops.
  int stale = 80;
};

struct NightmareStats {
  long expansions = 0;
  long grades = 0;
  int best_census = -1;  // the lowest forcing census reached (0 = a Nightmare was found)
};

class NightmareSearch {
 public:
  NightmareSearch();
  ~NightmareSearch();
  // From a classic 9x9 unique puzzle (the generator's Diabolical puzzle): a Nightmare puzzle
  // (unique, grade level 6 on the human ladder), or empty when the budget ran out.
  std::vector<uint8_t> run(const std::vector<uint8_t>& start, const NightmareBudget& budget,
                           NightmareStats* stats);
  // The same walk, on after its first Nightmare: every Nightmare met is kept (and expanded
  // before any Diabolical node), until `want` are found, or `budget.stale` expansions pass
  // without a new one, or (before the first) the budget runs out. In the order found: a smaller
  // `want` gives a prefix of a larger one's list.
  std::vector<std::vector<uint8_t>> harvest(const std::vector<uint8_t>& start,
                                            const NightmareBudget& budget, int want,
                                            NightmareStats* stats);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A random isomorph of a classic 9x9 clue vector: bands and stacks permuted, rows and columns
// permuted inside them, transposed or not, the digits relabelled; all drawn from `rng`. Grades
// and uniqueness are the same; the puzzle looks like another one.
std::vector<uint8_t> random_isomorph(const std::vector<uint8_t>& cells, solve::Rng& rng);

// Solutions listed for a clue's removal before that clue is skipped.
inline constexpr int kMaxSolutions = 4000;

}  // namespace sudokupress::generate
