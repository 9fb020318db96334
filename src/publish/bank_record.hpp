// SPDX-License-Identifier: GPL-3.0-or-later
// From a puzzle (and the TAB fields its input line carried) to a bank row: the solution from
// the exact solver (a puzzle without exactly one solution is refused), the canonical key
// (core/puzzle_key.hpp), and the grade taken from `generate`/`grade` output or computed by the
// grader.
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

namespace sudokupress::publish {

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
core::StatusOr<bank::BankPuzzle> make_row(const core::Puzzle& p, const KnownFacts& facts,
                                          solve::Engine& solver, grade::Grader* grader);

}  // namespace sudokupress::publish
