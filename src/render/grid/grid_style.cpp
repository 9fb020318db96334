// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/grid_style.hpp"

#include <algorithm>

namespace sudokupress::render::grid {

namespace {
constexpr double kMaxOutlineFraction = 0.12;
}  // namespace

GridStyle GridStyle::from(const Template& t, const symbols::Symbols& symbols, Length cell) {
  GridStyle s;
  s.cell = cell;
  s.thin = t.thin;
  s.thick = t.thick;
  s.border = t.border;
  // A sub-grid outline covers no more than kMaxOutlineFraction of a cell (small composites
  // would lose their symbols' room) unless that would bring it under kOutlineOverBox times the
  // box line: the sub-grids always stand out from the boxes.
  s.outline = std::max(t.thick * kOutlineOverBox, std::min(t.outline, cell * kMaxOutlineFraction));
  s.line = t.line_colour;
  s.shade = t.shade_colour;
  s.background = t.background;
  s.grid_tints = t.grid_tints;
  s.diagonal_lines = t.diagonal_style == Template::DiagonalStyle::kLine;
  s.diagonal = t.diagonal_colour;
  s.window = t.window_colour;
  s.extra = t.extra_colour;
  s.region_colours = t.region_colours;
  s.icon_scale = t.icon_scale;
  auto make = [&](const TextSpec& spec, Length size) {
    TextStyle ts;
    ts.family = spec.family;
    ts.middle = spec.middle;
    ts.bold = spec.bold;
    ts.italic = spec.italic;
    ts.colour = spec.colour;
    ts.size = size;
    if (symbols.symbol_font) {  // glyph sets: the symbols font, which has no bold or italic
      ts.family = t.symbol_family;
      ts.middle = t.symbol_middle;
      ts.bold = ts.italic = false;
    }
    return ts;
  };
  s.given = make(t.given, cell * t.given.size);
  s.solution = make(t.solution, cell * t.solution.size);
  s.candidate = make(t.candidate, cell * t.candidate.size);  // scaled per mini-cell when drawn
  return s;
}

Size grid_extent(const core::Geometry& g, Length cell, Length border) {
  return {cell * g.canvas_cols() + border, cell * g.canvas_rows() + border};
}

Rect cell_rect(const core::Geometry& g, Point origin, Length cell, Length border, int cell_id) {
  core::Coord c = g.coord(cell_id);
  return {origin.x + border / 2 + cell * c.col, origin.y + border / 2 + cell * c.row, cell, cell};
}

}  // namespace sudokupress::render::grid
