// SPDX-License-Identifier: GPL-3.0-or-later
// Killer cages on a grid (core::Constraints), drawn through the backend-independent Canvas, so
// PDF, PNG, SVG and the book all get them. draw_grid calls draw_cages after the grid lines and
// before the symbols.
//
// Layout, in cell units: the outline is inset kCageInset from the cell borders and dashed in
// dashes and gaps of kCageDash (plain line segments: every backend draws the same marks); its
// weight is the template's thin line, at least kCageLineMinPt (the print services' thinnest
// line, print-on-demand.md: 0.75 pt), in the line colour (a solid ink that survives grayscale).
// The sum sits in the top-left corner of the cage's first cell (reading order), at
// kCageSumFraction of the cell, never below kCageSumMinPt (the services' smallest text, 7 pt), on
// a patch of background that interrupts the outline; it stays inside the inset band and the
// first pencil-mark mini-cell's corner.
#pragma once

#include "core/puzzle.hpp"
#include "render/canvas.hpp"
#include "render/grid/grid_style.hpp"

namespace sudokupress::render::grid {

inline constexpr double kCageInset = 0.09;
inline constexpr double kCageDash = 0.07;
inline constexpr double kCageSumFraction = 0.24;
inline constexpr double kCageSumMinPt = 7;
inline constexpr double kCageLineMinPt = 0.75;
inline constexpr double kCageSumPad = 0.15;    // the patch's margin around the sum, in its size
inline constexpr double kCageSumAscent = 0.8;  // the sum's baseline below its top, in its size

// What draw_cages uses, from a grid style (its cell size, thin line, colours and candidate face).
struct CageStyle {
  Length line, inset, dash;
  Colour colour, patch;
  TextStyle sum;
  static CageStyle from(const GridStyle& style);
};

// The dashed cage outlines and (when `sums`) sums of p's constraints (nothing without cages);
// each cage is a GroupKind::kCage group whose value is its sum, inside one kCages group.
void draw_cages(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& style,
                bool sums = true);

}  // namespace sudokupress::render::grid
