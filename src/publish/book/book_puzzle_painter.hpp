// SPDX-License-Identifier: GPL-3.0-or-later
// The book painter's puzzle and solution pages: a section's heading and intro on its first
// page (else the running head), the thumb tab, each puzzle in its slot with its caption (number,
// grade, the solution's page, linked), the editorial ID slug; solution pages with small grids
// labelled and linked back to their puzzles.
#pragma once

#include "publish/book/book_grid_painter.hpp"

namespace sudokupress::publish::book {

class PuzzlePagePainter : public BookGridPainter {
 public:
  using BookGridPainter::BookGridPainter;

  void puzzle_page(int index, const PageFrame& f);
  void solution_page(int index, const PageFrame& f);

 private:
  void section_heading(const PlannedPage& p, const PageFrame& f, const PageGeometry& geometry);
  void id_slug(const PageFrame& f, int index);
  void puzzle_caption(const BookPuzzle& bp, const render::Rect& r, const LayoutStyle& st,
                      int sol_page);
};

}  // namespace sudokupress::publish::book
