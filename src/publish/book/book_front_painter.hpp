// SPDX-License-Identifier: GPL-3.0-or-later
// The book painter's front and back matter: the title page (title, subtitle, an empty grid as
// ornament, author, picture credits), how to play (a worked hidden single, or for children a
// tiny picture puzzle beside its answer), the contents with dotted leaders and links, and the
// Notes pages that pad a book to the service's minimum.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "publish/book/book_grid_painter.hpp"

namespace sudokupress::publish::book {

class FrontMatterPainter : public BookGridPainter {
 public:
  using BookGridPainter::BookGridPainter;

  void title_page(const PageFrame& f);
  void how_to_play(const PageFrame& f);
  void contents(int index, const PageFrame& f);
  void notes_page(const PageFrame& f);

 private:
  render::Length title_lines(const PageFrame& f, render::Length cx);
  void credits(const PageFrame& f, render::Length cx);
  void picture_how_to_play(const PageFrame& f, const PictureExample& ex);
  // The worked example's grid in `box`: the grid before the step, its houses shaded and the
  // step's cells darker, the placed digit shown. Returns the grid's rectangle.
  render::Rect worked_grid(const WorkedExample& ex, const render::Rect& box);
  // The example's step in the book's language: "In row 4, the 7 fits in one cell only: row 4,
  // column 2." (a hidden single), else where the digit goes.
  std::string step_text(const WorkedExample& ex) const;
  void contents_entry(const ContentsEntry& e, const render::Rect& block, render::Length y);
};

}  // namespace sudokupress::publish::book
