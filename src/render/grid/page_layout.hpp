// SPDX-License-Identifier: GPL-3.0-or-later
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
//   |   gap              [legend: symbols in play]                  |  (or right of the grid)
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
#include "render/grid/grid_drawer.hpp"
#include "render/grid/legend.hpp"
#include "render/template.hpp"

namespace sudokupress::render::grid {

// What caption slots may say: {number}, {id}, {grade}, {clues}, {variant}, {symbols}.
// A slot whose placeholders are all empty is left out (so "Grade {grade}" vanishes without a
// grade); unknown placeholders are kept literally.
struct CaptionData {
  int number = 0;  // 0 = none
  std::string id;
  std::string grade;
  std::string variant;
  std::string symbols;
  int clues = -1;      // -1 = none
  std::string answer;  // {answer}: the template's answer label on a solution page, else empty
};
std::string expand_caption(const std::string& slot, const CaptionData& data);

struct PageLayout {
  Size page;
  Point grid_origin;  // outer top-left of the grid (border ink)
  Size grid;
  Length cell;
  std::array<Point, kCaptionSlots> caption_at;  // baseline anchors (left, centre, right)
  bool legend = false;                          // a legend is drawn (legend.hpp)
  LegendLayout legend_layout;
  Point legend_at;
  bool answer = false;  // a solution page: the answer label is shown
};

// What a page shows besides the grid: the legend's symbol count (0 = no legend) and whether it
// is a solution (the template's answer label then needs a top caption row).
struct PageContent {
  int legend_symbols = 0;
  bool answer = false;
};
// For a page drawing `symbols` (the legend when the template shows one) and maybe a solution.
PageContent page_content(const Template& t, const symbols::Symbols& symbols, bool solution);

// A composite's cells and givens are at least the template's minimum ([grid] min_cell_mm, unset
// kMinCompositeCellMm; min_digit_pt): else an error naming the template, the composite, the
// sizes it would get and the minimum. Other geometries always pass.
core::Status check_composite_cell(const Template& t, const core::Geometry& g, Length cell);

// Fails when the grid does not fit the page, or a composite's cells are below the minimum.
core::StatusOr<PageLayout> layout_page(const Template& t, const core::Geometry& g,
                                       const PageContent& content = {});

// The caption slots' texts: each slot expanded; on a solution page the answer label goes where
// a slot says {answer}, else after the top-right slot's text.
std::array<std::string, kCaptionSlots> caption_texts(const Template& t, const CaptionData& data,
                                                     bool answer);

// One page: begin_page, the grid, the legend, the captions, end_page.
void draw_puzzle_page(Canvas& canvas, const PageLayout& layout, const Template& t,
                      const symbols::Symbols& symbols, const GridContent& content,
                      const CaptionData& caption);

// The caption text style of a template.
TextStyle caption_style(const Template& t);

}  // namespace sudokupress::render::grid
