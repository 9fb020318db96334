// SPDX-License-Identifier: GPL-3.0-or-later
// Marks on a grid (core::Constraints marks), drawn through the backend-independent Canvas, so
// PDF, PNG, SVG and the book all get them, as vector shapes in solid inks that survive
// grayscale. draw_grid calls draw_cell_marks before the grid lines (they are cell fills) and
// draw_pair_marks after the lines and cages (they sit on the lines between cells).
//
// Layout, in cell units:
//   Kropki dots: circles of radius kDotRadius centred on the middle of the shared side; a white
//     dot is the background colour with an outline in the line colour, a black dot is filled
//     with the line colour; the outline is the template's thin line, at least kMarkLineMinPt.
//   X and V: drawn as strokes (no font), kXvHalf of a cell from the centre of the shared side
//     each way, on a patch of background kXvPatch wide, in the line colour at kXvLineFraction of
//     a cell, at least kMarkLineMinPt.
//   Even: a grey square kEvenSide wide, centred; odd: a grey circle of radius kOddRadius; both
//     in kParityGrey, light enough for black digits on them and dark enough to survive print.
// The marks sit in a group "marks" with one "mark" group each (data-value = MarkKind + 1).
#pragma once

#include "core/puzzle.hpp"
#include "render/canvas.hpp"
#include "render/grid/grid_style.hpp"

namespace sudokupress::render::grid {

inline constexpr double kDotRadius = 0.12;
inline constexpr double kXvHalf = 0.14;
inline constexpr double kXvPatch = 0.36;
inline constexpr double kXvLineFraction = 0.045;
inline constexpr double kEvenSide = 0.72;
inline constexpr double kOddRadius = 0.38;
inline constexpr double kMarkLineMinPt = 0.75;
inline constexpr Colour kParityGrey{200, 200, 200, false};

// Even/odd cells (nothing without such marks).
void draw_cell_marks(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& style);
// Dots and X/V between cells (nothing without such marks).
void draw_pair_marks(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& style);

}  // namespace sudokupress::render::grid
