// SPDX-License-Identifier: GPL-3.0-or-later
// Killer Sudoku generation (generate --variant killer, killer-x, killer-6x6, killer-jigsaw...).
//
// Algorithm (a seed means one puzzle; documented because IDs depend on it):
//   1. A random solution grid (solve::random_solution; a jigsaw's layout first, drawn from the
//      seed as for plain jigsaws).
//   2. A random cage layout over that grid (random_cage_layout): cells in random order; an
//      unassigned cell starts a cage of a random target size in [min, max], grown by random
//      4-neighbours whose solution digits are not yet in the cage. With a symmetry the cage
//      and its images under the group are grown together (an image is the same cage or a
//      disjoint one). A cage left below the minimum joins a neighbouring cage that stays within
//      the maximum and keeps its digits different (with its images); if none can take it, the
//      layout is drawn again. Each cage's sum is its digits' sum.
//   3. The cages alone (no givens) are counted to two with the constraint engine; a unique
//      layout is the puzzle (no givens). Otherwise a new solution and layout are drawn, up to
//      kKillerLayouts times; the last one then keeps givens: every cell given, then the cells
//      removed in random order while the puzzle stays unique (the removal test), so the givens
//      are minimal for that layout.
//   4. With a difficulty target the finished puzzle is graded (grade_with_easing). Harder than
//      the target after kKillerPureAttempts attempts, it is eased: solution digits given one at a
//      time in the seed's random cell order, regraded after each, until it meets or passes the
//      target (at most one cell in kKillerEaseShare); met, the added givens are taken back, last
//      first, while it stays on target. Published easy Killers are no easier without givens: with
//      cages of 2-5 cells (and 2-3) no layout of 20 graded Easy, because the 45 rule is above
//      singles, and an Easy target failed after 300 attempts (3,049 layouts) before this step. A
//      miss starts again from step 1 (the attempt budget is GenerateOptions::max_attempts or
//      kKillerTargetAttempts).
// Every output is confirmed unique by a fresh count.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/constraints.hpp"
#include "core/geometry.hpp"
#include "core/status.hpp"
#include "generate/options.hpp"
#include "solve/engine.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {

inline constexpr int kKillerLayouts = 25;           // layouts tried for a puzzle with no givens
inline constexpr long kKillerTargetAttempts = 300;  // puzzles graded against a target
// Fiendish and up (human levels 4..6) are rare among random layouts once the cage techniques of
// grade/killer.cpp solve what they can (`generate --variant killer -n 100 --seed 1`: Diabolical 1,
// Fiendish 0, Nightmare 10; Fiendish comes mostly from easing a Nightmare): 300 attempts left a
// Diabolical seed (1) and a book's Fiendish seed without a puzzle. About 65 ms an attempt.
inline constexpr int kKillerRareLevel = 4;
inline constexpr long kKillerRareTargetAttempts = 3000;
inline constexpr int kKillerMaxSymbols = 16;  // the constraint engine's largest grid
inline constexpr int kKillerEaseShare = 6;    // easing gives at most one cell in 6
// Attempts without easing first: a target the layouts reach alone is met with no givens (of 20
// default layouts 3 graded Medium and 2 Hard, so 16 plain attempts find a Medium 93 % of the
// time); Easy, which they never reach, pays 16 attempts (about 0.6 CPU s) before easing.
inline constexpr long kKillerPureAttempts = 16;

// A layout of connected cages over `solution` with sizes in [min_size, max_size] (min_size 1
// allows one-cell cages), distinct digits in each cage, sums from the solution; invariant
// under the symmetry's cell maps (symmetry_cell_maps; empty or one map = none). nullopt when
// this draw could not place every cell (the caller draws again with the same stream).
std::optional<core::Constraints> random_cage_layout(const core::Geometry& g,
                                                    const std::vector<uint8_t>& solution,
                                                    const KillerOptions& options,
                                                    const std::vector<std::vector<int>>& maps,
                                                    solve::Rng& rng);

// Checks the killer options against a geometry (single grid up to kKillerMaxSymbols, cage sizes
// 1..N, min <= max, no mask or book removal).
core::Status validate_killer(const GenerateOptions& o);

// The geometry a seed's puzzle uses: `base` itself, or for a jigsaw the seed's random layout (as
// plain jigsaws draw it). Shared by the Killer and mark generators.
core::StatusOr<core::GeometryPtr> layout_geometry(const core::GeometryPtr& base, uint64_t seed);

// Keeps the fewest givens p's rules need: every cell given, then removed in random order while
// the puzzle stays unique (the removal engine's test).
void minimal_givens(core::Puzzle& p, const std::vector<uint8_t>& sol, solve::Engine& removal,
                    solve::Rng& rng, GenerateStats& stats);

// Grades p against options.target (step 4 above): the grade when p meets it, perhaps after
// easing when `ease` (p then holds the added givens), nullopt when it misses.
std::optional<GradeInfo> grade_with_easing(core::Puzzle& p, const std::vector<uint8_t>& sol,
                                           const GenerateOptions& options, bool ease,
                                           solve::Rng& rng, GenerateStats& stats);

// One Killer puzzle for the seed (generate_one calls it when options.killer is set).
core::StatusOr<Generated> generate_killer(const GenerateOptions& options, uint64_t seed);

}  // namespace sudokupress::generate
