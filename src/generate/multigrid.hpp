// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-grid Sudokus (spec §7): what the generator needs beyond a geometry.
//
//   * per-grid uniqueness (the book's property, spec §7.4): every 9x9 sub-grid of a composite,
//     taken alone with the clues that fall in it, has exactly one solution. This is stronger
//     than uniqueness of the whole composite (a shared clue serves every grid it is in) and
//     needs more clues;
//   * per-grid masks (spec §7.6): one designer mask per sub-grid, merged onto the canvas; the
//     masks must agree on every shared cell;
//   * geometry tokens for puzzle IDs, so that a composite read from a user's file regenerates
//     from the ID alone.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "generate/mask.hpp"

namespace sudokupress::solve {
class Engine;
}

namespace sudokupress::generate {

// Checks each sub-grid of a composite alone with an exact solver for its box grid.
class PerGridChecker {
 public:
  explicit PerGridChecker(const core::Geometry& g);
  ~PerGridChecker();
  // Every sub-grid alone has exactly one solution.
  bool all_unique(const std::vector<uint8_t>& cells);
  // Every sub-grid that contains `cell` has exactly one solution (the others are unchanged by a
  // removal at `cell`).
  bool unique_around(const std::vector<uint8_t>& cells, int cell);
  long checks() const { return checks_; }

 private:
  bool grid_unique(const std::vector<uint8_t>& cells, int grid);
  const core::Geometry& geo_;
  std::vector<core::GeometryPtr> sub_geo_;
  std::vector<std::unique_ptr<solve::Engine>> solvers_;
  std::vector<std::vector<int>> grids_of_cell_;
  long checks_ = 0;
};

// The clues of sub-grid k as a puzzle of its own box grid.
core::Puzzle sub_puzzle(const core::Puzzle& p, int grid);
// Each sub-grid alone has exactly one solution.
bool each_grid_unique(const core::Puzzle& p);

// Merges one mask per sub-grid (in the geometry's grid order; each N x N) into one canvas mask.
// Error when the count is wrong, a mask has the wrong size, or two masks disagree on a shared
// cell: "grids 1 and 2 disagree at r7c8 (shared cell): grid 1 keeps it, grid 2 clears it" (grids
// and cells counted from 1).
core::StatusOr<Mask> combine_grid_masks(const std::vector<Mask>& masks, const core::Geometry& g);

// The geometry as a puzzle-ID token: its name when that name resolves to the same grids, else
// "@R.C+R.C+..." (placements; ".RxC" appended for boxes other than 3x3). No '_' in either.
std::string geometry_token(const core::Geometry& g);
core::StatusOr<core::GeometryPtr> geometry_from_token(std::string_view token);

}  // namespace sudokupress::generate
