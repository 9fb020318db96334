// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing one grid onto a canvas: cell fills (background, shaded clues), lines (thin, thick,
// border, from grid_lines.hpp), givens, solution symbols and pencil-mark candidates. Works for
// any geometry: everything is placed from the geometry's canvas coordinates.
#pragma once

#include <vector>

#include "core/puzzle.hpp"
#include "render/canvas.hpp"
#include "render/grid/grid_style.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::render::grid {

// What to draw in the cells.
struct GridContent {
  const core::Puzzle* puzzle = nullptr;    // the givens (required)
  const core::Puzzle* solution = nullptr;  // if set, fills the empty cells in solution style
  // If set, one list of candidate values per cell, drawn small in empty cells that the
  // solution does not fill (explanation diagrams).
  const std::vector<std::vector<int>>* candidates = nullptr;
  bool shade_clues = false;  // shade given cells (shows a designer clue shape)
};

// The fill of a cell from the variant's houses (jigsaw region colour, shaded window, extra
// region or diagonal cell), or none: shared by the drawing and the HTML page.
Colour variant_fill(const core::Geometry& g, const GridStyle& style, int cell);

void draw_grid(Canvas& canvas, Point origin, const core::Geometry& g, const GridStyle& style,
               const symbols::Symbols& symbols, const GridContent& content);

// The size of a text symbol of `chars` characters in a box `width` wide: `size`, shrunk so that
// multi-character symbols ("10".."100" in big grids) fit 80% of the width (0.64 em a character,
// DejaVu Sans digits being 0.636 em wide).
// draw_grid then measures each multi-character symbol and shrinks it further if it is wider.
inline constexpr double kSymbolWidthFraction = 0.8;
Length fitted_text_size(Length size, Length width, size_t chars);

// Basic candidates: for every empty cell, the values no peer holds (for pencil-mark diagrams).
std::vector<std::vector<int>> basic_candidates(const core::Puzzle& p);

}  // namespace sudokupress::render::grid
