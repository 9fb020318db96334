// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles with marks (generate --variant kropki, xv, even-odd; with a geometry: kropki-6x6, xv-x,
// even-odd-jigsaw, ...).
//
// Algorithm (a seed means one puzzle; documented because IDs depend on it):
//   1. A random solution grid (a jigsaw's layout first, drawn from the seed as for plain jigsaws).
//   2. Every mark of the family that holds on it (true_marks): Kropki, a white dot on each pair of
//      consecutive neighbours and a black one where one is twice the other (1 and 2 get one of
//      the two, drawn); XV, an X on each pair adding up to 10 and a V on each adding up to 5;
//      even/odd, every cell's parity.
//   3. With all of them and no givens the puzzle is counted to two; when it is not unique, the
//      givens are made minimal for those marks (every cell given, then removed in random order
//      while unique).
//   4. Unless every mark is to be given (--all-marks, the negative constraint of Kropki and XV),
//      the marks are removed in random order while the puzzle stays unique, so each mark left is
//      needed: a second solution without mark m must break m, so it is looked for by the
//      exclusion search on m's cells (another value than the solution's); a search that hits
//      kMarkNodeLimit keeps the mark.
//   5. With a difficulty target the puzzle is graded; a miss starts again from step 1.
// Every output is confirmed unique by a fresh count.
#pragma once

#include <cstdint>
#include <vector>

#include "core/constraints.hpp"
#include "generate/options.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {

inline constexpr long kMarkTargetAttempts = 200;  // puzzles graded against a target
inline constexpr uint64_t kMarkNodeLimit = 5000;

// Every mark of `family` that holds on the complete grid `solution`, sorted.
std::vector<core::Mark> true_marks(const core::Geometry& g, const std::vector<uint8_t>& solution,
                                   core::MarkFamily family, solve::Rng& rng);

// Checks the mark options (single grid up to 16 symbols; no mask, clue counts, book removal,
// words or symmetry; --all-marks only for Kropki and XV).
core::Status validate_marks(const GenerateOptions& o);

// One puzzle with marks for the seed (generate_one calls it when options.marks is set).
core::StatusOr<Generated> generate_marks(const GenerateOptions& options, uint64_t seed);

}  // namespace sudokupress::generate
