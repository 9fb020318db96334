// SPDX-License-Identifier: GPL-3.0-or-later
// Draws a planned cover (cover_layout.hpp) on a render::Canvas: background to the bleed edge,
// the artwork panel (a grid of one of the book's puzzles, or an icon pattern for a children's
// book), title lines, blurb, difficulty ladder, the empty barcode box and the spine text.
#pragma once

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "publish/cover/cover_layout.hpp"
#include "publish/cover/cover_template.hpp"
#include "render/canvas.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::publish::cover {

struct CoverArt {
  const core::Puzzle* puzzle = nullptr;  // drawn as a grid (givens only)
  // A picture book's cover: the puzzle's solution, every square a picture of the book's set
  // (a real solved grid, not a decorative pattern).
  const core::Puzzle* solution = nullptr;
  const render::Template* look = nullptr;
  const render::symbols::Symbols* symbols = nullptr;
  bool icon_pattern = false;  // icons: the solved grid of pictures instead of the puzzle
  // The service's thinnest line: the grid's lines are raised to it like a book's
  // (book_layout.hpp grid_line_weights; the magazine template's 0.5 pt failed IngramSpark).
  render::Length min_line = render::Length::pt(0.75);
};

// Width / height of the artwork, for CoverInput::artwork_aspect.
double cover_art_aspect(const CoverArt& art);

core::Status paint_cover(render::Canvas& canvas, const CoverLayout& layout, const CoverTemplate& t,
                         const CoverArt& art, const render::DocumentInfo& info);

}  // namespace sudokupress::publish::cover
