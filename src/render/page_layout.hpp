// Page layout as pure geometry, decided before anything is drawn: where the grid goes on the
// page, how big a cell is, where the caption lines sit. Then draw_puzzle_page() draws it.
//
//   +---------------------------- page -----------------------------+
//   | margin                                                        |
//   |   top_left            top_centre               top_right      |  caption (baseline)
//   |   gap                                                         |
//   |   +--------------------- grid (border ink) -----------------+ |
//   |   |                                                          | |
//   |   +----------------------------------------------------------+ |
//   |   gap                                                         |
//   |   bottom_left         bottom_centre            bottom_right   |
//   +---------------------------------------------------------------+
//
// A "fit" page is exactly the content plus the margins (magazine files); a paper page centres
// the content and fails if it does not fit.
#pragma once

#include <array>
#include <string>

#include "core/puzzle.hpp"
#include "render/canvas.hpp"
#include "render/grid_drawer.hpp"
#include "render/template.hpp"

namespace sudokupress::render {

// What caption slots may say: {number}, {id}, {grade}, {clues}, {variant}, {symbols}.
// A slot whose placeholders are all empty is left out (so "Grade {grade}" vanishes without a
// grade); unknown placeholders are kept literally.
struct CaptionData {
  int number = 0;  // 0 = none
  std::string id;
  std::string grade;
  std::string variant;
  std::string symbols;
  int clues = -1;  // -1 = none
};
std::string expand_caption(const std::string& slot, const CaptionData& data);

struct PageLayout {
  Size page;
  Point grid_origin;  // outer top-left of the grid (border ink)
  Size grid;
  Length cell;
  std::array<Point, kCaptionSlots> caption_at;  // baseline anchors (left, centre, right)
};

core::StatusOr<PageLayout> layout_page(const Template& t, const core::Geometry& g);

// One page: begin_page, the grid, the captions, end_page.
void draw_puzzle_page(Canvas& canvas, const PageLayout& layout, const Template& t,
                      const Symbols& symbols, const GridContent& content,
                      const CaptionData& caption);

// The caption text style of a template.
TextStyle caption_style(const Template& t);

}  // namespace sudokupress::render
