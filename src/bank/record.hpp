// SPDX-License-Identifier: GPL-3.0-or-later
// From a puzzle (and the TAB fields its input line carried) to a bank row: the solution from
// the exact solver (a puzzle without exactly one solution is refused), the canonical key, and
// the grade taken from `generate`/`grade` output or computed by the grader.
#pragma once

#include <string>
#include <vector>

#include "bank/bank.hpp"
#include "core/puzzle.hpp"
#include "core/status.hpp"

namespace sudokupress::grade {
class Grader;
}
namespace sudokupress::solve {
class Engine;
}

namespace sudokupress::bank {

// "GEOMETRY:CANONICAL": generate::canonical_string for box grids up to 12x12 (two equivalent
// puzzles, relabelled, transposed or with lines permuted, get one key); the puzzle's own line for
// other geometries (composites, 16x16: only identical puzzles share a key).
std::string canonical_key(const core::Puzzle& p);

// What the input line said about the puzzle, from its TAB fields:
//   generate tsv: ID, clues, level, grade, score;  grade tsv: level, grade, score, codes.
// Anything else (book lines, bare puzzles) leaves the grade unknown.
struct KnownFacts {
  std::string id;
  std::optional<int> level;
  std::string grade;
  std::optional<double> score;
  std::string codes;
};
KnownFacts facts_from_fields(const std::vector<std::string>& fields);

// The whole row but `source` and `created`. `solver` must support the geometry. With a grader,
// a puzzle whose grade is unknown is graded (level, grade, score, codes); without, those stay
// unset. Errors: "no solution", "more than one solution".
core::StatusOr<BankPuzzle> make_row(const core::Puzzle& p, const KnownFacts& facts,
                                    solve::Engine& solver, grade::Grader* grader);

}  // namespace sudokupress::bank
