// SPDX-License-Identifier: GPL-3.0-or-later
// The legend: the set of symbols in play, drawn beside or under a grid in value order (1..N),
// so a child knows which pictures a picture Sudoku uses (and a solver which letters a letter
// puzzle uses). Templates say whether, where and how big ([legend] in templates/*.toml):
//
//   show      auto (every set but digits) | always | never
//   position  below | right
//   size      the side of one symbol's box, as a fraction of the grid's cell
//   gap_mm    between the grid's border and the legend
//   spacing   between two boxes, as a fraction of a box
//   frame_pt  a frame around each box (0 = none)
//   label     an optional line above the boxes ("Use these pictures:"), caption font
//
// Like the page layout, the legend is pure geometry first (layout_legend), then drawn.
//
//   below:  +------ grid ------+        right:  +------ grid ------+  label
//           |                  |                |                  |  [1]
//           +------------------+                |                  |  [2]
//               label                           +------------------+  [3] ...
//           [1] [2] [3] [4] ...
#pragma once

#include <string>
#include <vector>

#include "render/canvas.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::render::grid {

// Whether a template shows a legend for this symbol set.
bool legend_shown(const LegendSpec& spec, const symbols::Symbols& symbols);

struct LegendLayout {
  Size size;                // the whole legend, label included
  Length label_baseline;    // from the legend's top (0 when there is no label)
  std::vector<Rect> boxes;  // one per value, relative to the legend's top-left
};

// Boxes of `n` symbols for a grid of `cell` cells whose outer extent is `grid`: a row under the
// grid (wrapping to more rows when the grid is narrower than the row), or a column beside it
// (wrapping to more columns). `label_size` is the label's text size (unused without a label).
LegendLayout layout_legend(const LegendSpec& spec, int n, Length cell, Size grid,
                           Length label_size);

// The origin of the legend for a grid at `grid_origin` with outer extent `grid`: centred under
// it, or beside it at the top.
Point legend_origin(const LegendSpec& spec, const LegendLayout& l, Point grid_origin, Size grid);

// Grid plus legend: the outer size of both together.
Size with_legend(const LegendSpec& spec, const LegendLayout& l, Size grid);

// Draws the legend at `origin`: each symbol in its box (icons at `icon_scale` of the box, text
// in `text`, sized for the box: legend_text_style), the frames, and the label in `label`.
void draw_legend(Canvas& canvas, const LegendSpec& spec, const LegendLayout& l, Point origin,
                 const symbols::Symbols& symbols, const TextStyle& text, const TextStyle& label,
                 double icon_scale);

// The text style of legend symbols: the given style at the template's given size of a box.
TextStyle legend_text_style(const TextStyle& given, Length box, double given_size);

}  // namespace sudokupress::render::grid
