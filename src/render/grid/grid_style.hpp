// SPDX-License-Identifier: GPL-3.0-or-later
// A grid's resolved style and its cell geometry: what every drawer of a grid's layers (the grid
// itself, Killer cages, marks) shares, below grid_drawer.hpp so that those drawers need not
// include it (grid_drawer calls them).
#pragma once

#include <vector>

#include "core/geometry.hpp"
#include "render/canvas.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::render::grid {

// Absolute styles for one cell size (a template's relative sizes resolved).
struct GridStyle {
  Length cell;
  Length thin, thick, border, outline;
  Colour line, shade, background;
  std::vector<Colour> grid_tints;  // composites: one light fill per sub-grid (template.hpp)
  bool diagonal_lines = true;      // X: a thin line corner to corner (else shaded cells)
  Colour diagonal, window, extra;  // variants' house colours (template.hpp)
  std::vector<Colour> region_colours;
  TextStyle given, solution, candidate;
  double icon_scale = 0.8;

  static GridStyle from(const Template& t, const symbols::Symbols& symbols, Length cell);
};

// The outer size of a grid, the border's ink included.
Size grid_extent(const core::Geometry& g, Length cell, Length border);
// The rectangle of one cell (between the centres of its lines) for a grid whose outer top-left
// corner is `origin`.
Rect cell_rect(const core::Geometry& g, Point origin, Length cell, Length border, int cell_id);

}  // namespace sudokupress::render::grid
