// SPDX-License-Identifier: GPL-3.0-or-later
// Random solution grids for any geometry (box grids of every size, composites). Engines serve
// it as Engine::random_fill; one algorithm for all, so a seed means one grid.
//
// Algorithm (documented because a seed must mean the same grid everywhere):
//   candidates start full; repeat: choose the empty cell with the fewest candidates (ties: the
//   lowest cell id), list its candidates in ascending order, shuffle them with Rng::shuffle, and
//   try each in turn (assign, then remove it from the peers, propagating naked singles);
//   depth-first with backtracking. After `node_budget` search nodes without success the attempt is
//   abandoned and the search starts again from empty, continuing the same random stream.
#pragma once

#include <cstdint>
#include <vector>

#include "core/geometry.hpp"
#include "solve/rng.hpp"

namespace sudokupress::solve {

// Box grids with at least this many symbols (36x36 and up) use a shuffled pattern grid instead
// (fill.cpp: random symbols, bands, rows, stacks and columns of a pattern grid).
inline constexpr int kPatternFillSymbols = 36;

// Jigsaws (irregular regions) use another algorithm, the propagating fill below: the fill above
// has naked singles only and stalled on most 14x14 and 16x16 layouts (every one of 100 layouts
// refused for some seeds), while a region meets rows and columns in irregular pieces that
// hidden singles and intersections resolve.
//   propagating fill: the exclusion engine's search (exclusion_engine.cpp: naked and hidden
//   singles, pointing and claiming between any two houses sharing two or more cells) with the
//   empty cell of fewest candidates first (ties: the lowest cell id) and its candidates tried in
//   an order shuffled with Rng::shuffle; an attempt that visits more than `node_budget` search
//   nodes restarts from empty, continuing the same random stream. Empty when all restarts ran
//   out, or at once when an attempt searched the whole tree (the layout has no solution).
std::vector<uint8_t> propagating_fill(const core::Geometry& g, Rng& rng, long node_budget,
                                      int max_restarts);
// Search nodes of one propagating-fill attempt on an n x n grid (jigsaw or big Windoku).
long propagating_fill_budget(int n);
// The geometries whose plain fill (naked singles only) stalls, so random_solution gives them
// the propagating fill: jigsaws (above), and Windoku from 16x16 up, whose extra windows cut
// rows, columns and boxes into pieces as regions do (measured: windoku-16 did not fill in
// 60 s with 1,000 restarts of 13,800 nodes; the propagating fill takes milliseconds). The
// generator also bounds their removal tests and gives their IDs their own version.
bool needs_propagating_fill(const core::Geometry& g);

// A complete valid grid (one value 1..N per cell). Never fails for box grids and the built-in
// composites; returns an empty vector only if `max_restarts` restarts all ran out of budget.
std::vector<uint8_t> random_solution(const core::Geometry& g, Rng& rng, int max_restarts = 1000);

}  // namespace sudokupress::solve
