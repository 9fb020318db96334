// SPDX-License-Identifier: GPL-3.0-or-later
// The book painter's grids: a puzzle or solution fitted into a box with the book's line weights
// (raised to the service's minimum, thinner on small grids), and a puzzle fitted together with
// its legend. Used by the front matter (the how-to-play examples, the title page's ornament)
// and by the puzzle and solution pages.
#pragma once

#include <utility>
#include <vector>

#include "publish/book/book_paint_context.hpp"
#include "render/grid/grid_style.hpp"

namespace sudokupress::publish::book {

class BookGridPainter : public PagePainter {
 public:
  using PagePainter::PagePainter;

 protected:
  // Draws a grid fitted into `box` (centred); returns the rectangle it took. Section -1 is the
  // how-to-play example (a classic 9x9 in the book's digits); `symbols` overrides the section's
  // set; `highlights` fill cells before the grid is drawn.
  render::Rect grid(const BookPuzzle& p, const render::Rect& box, bool solution, int section,
                    const std::vector<std::pair<int, render::Colour>>& highlights = {},
                    const render::symbols::Symbols* symbols = nullptr);
  // A puzzle and the section template's legend (render/grid/legend.hpp) fitted together into `box`
  // (centred): the largest cell for which both fit. Returns the rectangle of both. `top` puts
  // the block at the top of the box; `grid_only` receives the grid's own rectangle.
  render::Rect grid_with_legend(const BookPuzzle& p, const render::Rect& box, int section,
                                const render::symbols::Symbols& symbols, bool top = false,
                                render::Rect* grid_only = nullptr);
  bool has_legend(int section) const;
  // The first `n` symbols of a section's set (the how-to-play example is a 4x4).
  render::symbols::Symbols first_symbols(int section, int n) const;

 private:
  // The template's line weights, scaled and raised to the service's minimum line.
  GridLineWeights line_weights(const render::Template& t, double scale) const;
  const render::Template& templ_for(int section) const;
  const render::symbols::Symbols& symbols_for(int section) const;
};

}  // namespace sudokupress::publish::book
