// SPDX-License-Identifier: GPL-3.0-or-later
// Clue symmetries, defined on canvas coordinates (so they apply to box grids of any size and to
// composites whose canvas is symmetric). A symmetry is a group of canvas maps; removing a clue
// removes its whole orbit, so the clue pattern keeps the symmetry exactly.
//
//   none            {id}
//   rot180          (r,c) -> (R-1-r, C-1-c)
//   rot90           rotations by 90, 180, 270 degrees (square canvas)
//   mirror-h        reflection in the horizontal middle line: (r,c) -> (R-1-r, c)
//   mirror-v        reflection in the vertical middle line:   (r,c) -> (r, C-1-c)
//   diagonal        reflection in the main diagonal: (r,c) -> (c, r)  (square canvas)
//   antidiagonal    reflection in the anti-diagonal: (r,c) -> (C-1-c, R-1-r)  (square canvas)
//   both-diagonals  both diagonal reflections and rot180
//   4way            mirror-h, mirror-v and rot180
//   8way            all 8 symmetries of the square (square canvas)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

enum class Symmetry {
  kNone,
  kRot180,
  kRot90,
  kMirrorH,
  kMirrorV,
  kDiagonal,
  kAntidiagonal,
  kBothDiagonals,
  kFourWay,
  kEightWay
};

std::string_view symmetry_name(Symmetry s);
core::StatusOr<Symmetry> parse_symmetry(std::string_view name);
std::vector<std::string> symmetry_names();

// The cell orbits of the geometry under the symmetry, each sorted, in order of their smallest
// cell. Error when the symmetry does not map the geometry's cells onto its cells (for example
// rot90 on a non-square canvas).
core::StatusOr<std::vector<std::vector<int>>> symmetry_orbits(const core::Geometry& g, Symmetry s);

// The group's maps as cell permutations (to[c] = image of cell c), the identity first (Killer
// cage layouts map whole cages). Errors as symmetry_orbits.
core::StatusOr<std::vector<std::vector<int>>> symmetry_cell_maps(const core::Geometry& g,
                                                                 Symmetry s);

// True when the set of cells with a non-zero value is invariant under the symmetry.
bool has_symmetry(const core::Geometry& g, const std::vector<uint8_t>& cells, Symmetry s);

// The largest group the clue pattern keeps (8way, 4way, both-diagonals, rot90, then the single
// maps), kNone when it keeps none: the bank's `symmetry` column.
Symmetry strongest_symmetry(const core::Geometry& g, const std::vector<uint8_t>& cells);

}  // namespace sudokupress::core
