// SPDX-License-Identifier: GPL-3.0-or-later
// The lines of a grid, worked out from the geometry alone (cells and box houses), in canvas
// cell units: any box shape, any composite, no hard-coded 9x9.
//
// Each unit edge between two canvas positions is classified:
//   none    neither side is a cell (gaps of a composite: no lines where there are no cells)
//   border  exactly one side is a cell (the outer border)
//   outline both are cells, and some sub-grid of a composite holds exactly one side: a
//           sub-grid's outline running through other grids' cells, drawn heaviest (template
//           outline_pt), so a butterfly or an overlap shows each of its 9x9s
//   thick   both are cells but no box house holds both (a box boundary; a jigsaw's regions
//           count as boxes; grid_drawer draws a jigsaw's at border weight)
//   thin    both are cells in one box
// Shared boxes of a composite are one house, so they are drawn once. Collinear unit edges of
// one kind are merged into maximal segments, so a 9x9 has 8 thin + 2 thick per direction, and
// the border is four segments.
#pragma once

#include <cstdint>
#include <vector>

#include "core/geometry.hpp"

namespace sudokupress::render::grid {

enum class EdgeKind : uint8_t { kNone, kThin, kThick, kBorder, kOutline };

// A straight run of edges on canvas line coordinates: a horizontal segment lies on line y=row
// from x=col0 to x=col1; a vertical one on x=col from y=row0 to y=row1.
struct GridSegment {
  bool horizontal;
  int line;  // the row (horizontal) or column (vertical) line index, 0..rows / 0..cols
  int from;  // start, in the other coordinate
  int to;    // end (exclusive of nothing: from < to)
  EdgeKind kind;
  bool operator==(const GridSegment&) const = default;
};

// Kind of the edge on horizontal line `row` (between canvas rows row-1 and row) at column `col`.
EdgeKind horizontal_edge(const core::Geometry& g, int row, int col);
// Kind of the edge on vertical line `col` (between canvas columns col-1 and col) at row `row`.
EdgeKind vertical_edge(const core::Geometry& g, int row, int col);

// The sub-grids (placement indices) that hold the canvas position, in order.
std::vector<int> grids_of_position(const core::Geometry& g, int row, int col);

// All segments, merged, ordered thin first, then thick, then border, then outline (the drawing
// order: heavier lines on top), each group horizontal before vertical, in reading order.
std::vector<GridSegment> grid_segments(const core::Geometry& g);

}  // namespace sudokupress::render::grid
