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

// A complete valid grid (one value 1..N per cell). Never fails for box grids and the built-in
// composites; returns an empty vector only if `max_restarts` restarts all ran out of budget.
std::vector<uint8_t> random_solution(const core::Geometry& g, Rng& rng, int max_restarts = 1000);

}  // namespace sudokupress::solve
