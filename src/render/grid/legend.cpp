// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/legend.hpp"

#include <algorithm>
#include <cmath>

#include "render/grid/grid_drawer.hpp"

namespace sudokupress::render::grid {

namespace {
// Caption-like metrics (as page_layout.cpp): a label line is 1.2 em, its baseline 0.93 em down.
constexpr double kLabelLine = 1.2;
constexpr double kLabelAscent = 0.93;
}  // namespace

bool legend_shown(const LegendSpec& spec, const symbols::Symbols& symbols) {
  switch (spec.show) {
    case LegendSpec::Show::kNever:
      return false;
    case LegendSpec::Show::kAlways:
      return symbols.count() > 0;
    case LegendSpec::Show::kAuto:
      break;
  }
  return symbols.count() > 0 && symbols.name != "digits";
}

LegendLayout layout_legend(const LegendSpec& spec, int n, Length cell, Size grid,
                           Length label_size) {
  LegendLayout l;
  if (n <= 0) return l;
  const Length box = cell * spec.size;
  const Length step = box * (1 + spec.spacing);
  const bool below = spec.position == LegendSpec::Position::kBelow;
  // Boxes per line: as many as fit along the grid's side (at least one).
  const Length along = below ? grid.width : grid.height;
  int per_line = static_cast<int>(std::floor((along + box * spec.spacing) / step + 1e-9));
  per_line = std::clamp(per_line, 1, n);
  const int lines = (n + per_line - 1) / per_line;
  const Length label_h = spec.label.empty() ? Length() : label_size * kLabelLine;
  l.label_baseline = spec.label.empty() ? Length() : label_size * kLabelAscent;
  const Length run = box * per_line + box * spec.spacing * (per_line - 1);
  const Length depth = box * lines + box * spec.spacing * (lines - 1);
  l.size = below ? Size{std::max(run, Length()), label_h + depth} : Size{depth, label_h + run};
  for (int v = 0; v < n; ++v) {
    const int line = v / per_line, k = v % per_line;
    // The last line is centred like the others (below) or starts at the top (right).
    const int in_line = line == lines - 1 ? n - line * per_line : per_line;
    const Length line_run = box * in_line + box * spec.spacing * (in_line - 1);
    if (below) {
      const Length x0 = (l.size.width - line_run) / 2;
      l.boxes.push_back({x0 + step * k, label_h + step * line, box, box});
    } else {
      l.boxes.push_back({step * line, label_h + step * k, box, box});
    }
  }
  if (!below && !spec.label.empty()) l.size.width = std::max(l.size.width, box);
  return l;
}

TextStyle legend_text_style(const TextStyle& given, Length box, double given_size) {
  TextStyle s = given;
  s.size = box * given_size;
  return s;
}

Point legend_origin(const LegendSpec& spec, const LegendLayout& l, Point grid_origin, Size grid) {
  if (spec.position == LegendSpec::Position::kBelow)
    return {grid_origin.x + (grid.width - l.size.width) / 2,
            grid_origin.y + grid.height + spec.gap};
  return {grid_origin.x + grid.width + spec.gap, grid_origin.y};
}

Size with_legend(const LegendSpec& spec, const LegendLayout& l, Size grid) {
  if (spec.position == LegendSpec::Position::kBelow)
    return {std::max(grid.width, l.size.width), grid.height + spec.gap + l.size.height};
  return {grid.width + spec.gap + l.size.width, std::max(grid.height, l.size.height)};
}

void draw_legend(Canvas& canvas, const LegendSpec& spec, const LegendLayout& l, Point origin,
                 const symbols::Symbols& symbols, const TextStyle& text, const TextStyle& label,
                 double icon_scale) {
  ScopedGroup group(canvas, GroupKind::kLegend);  // <g class="legend">
  if (!spec.label.empty()) {
    const bool below = spec.position == LegendSpec::Position::kBelow;
    const Point at{below ? origin.x + l.size.width / 2 : origin.x, origin.y + l.label_baseline};
    canvas.draw_text(spec.label, label, at, below ? HAlign::kCentre : HAlign::kLeft,
                     VAlign::kBaseline);
  }
  Stroke frame{spec.frame, text.colour};
  for (size_t i = 0; i < l.boxes.size() && static_cast<int>(i) < symbols.count(); ++i) {
    const Rect& b = l.boxes[i];
    const Rect box{origin.x + b.x, origin.y + b.y, b.width, b.height};
    // One symbol of the legend: <g class="symbol legend" data-value="i+1"> in SVG.
    ScopedGroup symbol(canvas, GroupKind::kLegendSymbol, static_cast<int>(i) + 1);
    if (spec.frame > Length()) canvas.stroke_rect(box, frame);
    if (symbols.kind == symbols::SymbolKind::kIcon) {
      const Length side = box.width * icon_scale;
      canvas.draw_icon(symbols.icons[i], {box.x + (box.width - side) / 2,
                                          box.y + (box.height - side) / 2, side, side});
    } else {
      const std::string& s = symbols.texts[i];
      TextStyle fitted = text;
      fitted.size = fitted_text_size(text.size, box.width, utf8_to_u32(s).size());
      canvas.draw_text(s, fitted, box.centre(), HAlign::kCentre, VAlign::kMiddle);
    }
  }
}

}  // namespace sudokupress::render::grid
