// SPDX-License-Identifier: GPL-3.0-or-later
// Bar charts of statistics (grade distribution, strategy usage, clue and score histograms),
// planned before they are drawn: layout_chart_sheet() turns chart specs into a page of boxes,
// lines and text positions (pure data, tested without Cairo), draw_chart_sheet() paints that on
// any Canvas (SVG, PDF, PNG). Every number of the layout is in ChartStyle.
//
// A sheet stacks the charts top to bottom on one page of the style's width, as tall as they
// need: a vertical chart (categories along the x axis) is `vertical_height` tall; a horizontal
// one (long category names such as strategies) grows with its number of bars. Each chart has a
// title, a value axis with "nice" ticks (1, 2 or 5 times a power of ten) and light grid lines,
// a label per category (every k-th one when they would collide), the count at the end of each
// bar, and axis titles.
#pragma once

#include <string>
#include <vector>

#include "render/canvas.hpp"
#include "render/length.hpp"

namespace sudokupress::render {

struct ChartBar {
  std::string label;
  double value = 0;
};

struct ChartSpec {
  std::string title;
  std::string category_axis;  // what the categories are ("clues", "strategy")
  std::string value_axis;     // what the bars count ("puzzles")
  std::vector<ChartBar> bars;
  bool horizontal = false;  // bars grow to the right; labels on the left
};

struct ChartStyle {
  Length page_width = Length::mm(210);
  Length margin = Length::mm(12);
  Length chart_gap = Length::mm(10);          // between two charts
  Length vertical_height = Length::mm(75);    // a vertical chart, title to axis title
  Length bar_pitch = Length::pt(11);          // a horizontal chart's row
  Length category_width = Length::mm(42);     // a horizontal chart's label column
  Length value_label_width = Length::mm(12);  // the tick labels left of a vertical chart
  Length title_size = Length::pt(12);
  Length axis_title_size = Length::pt(8);
  Length label_size = Length::pt(7.5);
  Length count_size = Length::pt(7);
  Length tick_length = Length::pt(3);
  Length text_gap = Length::pt(3);
  Length axis_width = Length::pt(0.8);
  Length grid_width = Length::pt(0.3);
  double bar_fill = 0.75;    // of the pitch
  double char_width = 0.56;  // estimated advance of a label character, in em
  int target_ticks = 5;
  Colour bar_colour{60, 100, 150, false};
  Colour grid_colour{205, 205, 205, false};
  Colour text_colour = Colour::black();
  std::string family = "DejaVu Sans";
  double middle = 0.3645;  // the family's visual middle (fonts.toml)
};

struct ChartText {
  std::string text;
  Point at;
  HAlign align = HAlign::kLeft;
  Length size;
  bool bold = false;
};
struct ChartLine {
  Point a, b;
  Length width;
  Colour colour;
  bool grid = false;  // a grid line: drawn under the bars
};
struct ChartBox {
  Rect rect;
  Colour colour;
};

struct ChartLayout {
  Rect frame;           // the chart's whole area on the page
  Rect plot;            // the axes' rectangle
  double axis_max = 0;  // the value at the end of the value axis
  double tick_step = 0;
  std::vector<ChartBox> bars;    // one per ChartSpec bar, in order
  std::vector<ChartLine> lines;  // grid lines, then ticks, then the two axes
  std::vector<ChartText> texts;  // title, tick labels, category labels, counts, axis titles
};

struct ChartSheetLayout {
  Size page;
  std::vector<ChartLayout> charts;
};

// A "nice" tick step for values up to `max` with about `target` ticks (1, 2, 5 x 10^k; >= 1
// when every value is an integer count).
double nice_step(double max, int target);
ChartSheetLayout layout_chart_sheet(const std::vector<ChartSpec>& charts, const ChartStyle& style);
// Count and value formatting of the labels: integers without decimals, others with one.
std::string chart_number(double v);
void draw_chart_sheet(Canvas& canvas, const ChartSheetLayout& sheet, const ChartStyle& style);

}  // namespace sudokupress::render
