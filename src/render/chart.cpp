// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/number_text.hpp"

namespace sudokupress::render {

namespace {

// The estimated width of a label (layout cannot measure: it is pure; the style's char_width
// is on the wide side of the chart family's digits and letters).
Length text_estimate(const std::string& s, Length size, const ChartStyle& st) {
  long chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;  // code points
  return size * (st.char_width * static_cast<double>(chars));
}

// The axis end and step for the bars' largest value.
void value_axis(const ChartSpec& spec, const ChartStyle& st, ChartLayout& out) {
  double max = 0;
  for (const auto& b : spec.bars) max = std::max(max, b.value);
  out.tick_step = nice_step(max, st.target_ticks);
  out.axis_max = std::max(out.tick_step, std::ceil(max / out.tick_step - 1e-9) * out.tick_step);
}

Length baseline_for_middle(Length y, Length size, const ChartStyle& st) {
  return y + size * st.middle;
}

void add_title(const ChartSpec& spec, const ChartStyle& st, ChartLayout& out) {
  out.texts.push_back({spec.title,
                       {out.frame.x + out.frame.width / 2, out.frame.y + st.title_size},
                       HAlign::kCentre,
                       st.title_size,
                       true});
}

// Both chart kinds end alike: the bottom axis's title under the plot, then the two axes.
void bottom_axis_and_frame(const std::string& title, const ChartStyle& st, ChartLayout& out) {
  const Rect& p = out.plot;
  out.texts.push_back({title,
                       {p.x + p.width / 2, out.frame.bottom() - st.text_gap / 2},
                       HAlign::kCentre,
                       st.axis_title_size,
                       false});
  out.lines.push_back({{p.x, p.bottom()}, {p.right(), p.bottom()}, st.axis_width, st.text_colour});
  out.lines.push_back({{p.x, p.y}, {p.x, p.bottom()}, st.axis_width, st.text_colour});
}

void layout_vertical(const ChartSpec& spec, const ChartStyle& st, ChartLayout& out) {
  const Rect& f = out.frame;
  add_title(spec, st, out);
  const Length head = f.y + st.title_size + st.text_gap * 2 + st.axis_title_size;
  out.texts.push_back({spec.value_axis, {f.x, head}, HAlign::kLeft, st.axis_title_size, false});
  const Length top = head + st.text_gap * 2 + st.count_size;
  const Length bottom =
      f.bottom() - st.axis_title_size - st.label_size - st.text_gap * 3 - st.tick_length;
  out.plot = {f.x + st.value_label_width, top, f.width - st.value_label_width, bottom - top};
  const Rect& p = out.plot;
  value_axis(spec, st, out);
  for (double v = 0; v <= out.axis_max + 1e-9; v += out.tick_step) {
    const Length y = p.bottom() - p.height * (v / out.axis_max);
    if (v > 0) out.lines.push_back({{p.x, y}, {p.right(), y}, st.grid_width, st.grid_colour, true});
    out.lines.push_back({{p.x - st.tick_length, y}, {p.x, y}, st.axis_width, st.text_colour});
    out.texts.push_back(
        {chart_number(v),
         {p.x - st.tick_length - st.text_gap, baseline_for_middle(y, st.label_size, st)},
         HAlign::kRight,
         st.label_size,
         false});
  }
  const size_t n = spec.bars.size();
  const Length pitch = n ? p.width / static_cast<double>(n) : p.width;
  Length widest;
  for (const auto& b : spec.bars)
    widest = std::max(widest, text_estimate(b.label, st.label_size, st));
  const size_t every =
      std::max<size_t>(1, static_cast<size_t>(std::ceil((widest + st.text_gap) / pitch - 1e-9)));
  for (size_t i = 0; i < n; ++i) {
    const auto& b = spec.bars[i];
    const Length w = pitch * st.bar_fill, h = p.height * (b.value / out.axis_max);
    const Length cx = p.x + pitch * (static_cast<double>(i) + 0.5);
    out.bars.push_back({{cx - w / 2, p.bottom() - h, w, h}, st.bar_colour});
    out.texts.push_back({chart_number(b.value),
                         {cx, p.bottom() - h - st.text_gap},
                         HAlign::kCentre,
                         st.count_size,
                         false});
    if (i % every == 0) {
      out.lines.push_back(
          {{cx, p.bottom()}, {cx, p.bottom() + st.tick_length}, st.axis_width, st.text_colour});
      out.texts.push_back({b.label,
                           {cx, p.bottom() + st.tick_length + st.text_gap + st.label_size * 0.75},
                           HAlign::kCentre,
                           st.label_size,
                           false});
    }
  }
  bottom_axis_and_frame(spec.category_axis, st, out);
}

Length horizontal_height(const ChartSpec& spec, const ChartStyle& st) {
  return st.title_size + st.text_gap * 3 + st.axis_title_size +
         st.bar_pitch * static_cast<double>(std::max<size_t>(1, spec.bars.size())) +
         st.tick_length + st.label_size + st.axis_title_size + st.text_gap * 4;
}

void layout_horizontal(const ChartSpec& spec, const ChartStyle& st, ChartLayout& out) {
  const Rect& f = out.frame;
  add_title(spec, st, out);
  const Length head = f.y + st.title_size + st.text_gap * 2 + st.axis_title_size;
  out.texts.push_back({spec.category_axis, {f.x, head}, HAlign::kLeft, st.axis_title_size, false});
  const Length top = head + st.text_gap;
  const size_t n = spec.bars.size();
  out.plot = {f.x + st.category_width, top, f.width - st.category_width - st.value_label_width,
              st.bar_pitch * static_cast<double>(std::max<size_t>(1, n))};
  const Rect& p = out.plot;
  value_axis(spec, st, out);
  for (double v = 0; v <= out.axis_max + 1e-9; v += out.tick_step) {
    const Length x = p.x + p.width * (v / out.axis_max);
    if (v > 0)
      out.lines.push_back({{x, p.y}, {x, p.bottom()}, st.grid_width, st.grid_colour, true});
    out.lines.push_back(
        {{x, p.bottom()}, {x, p.bottom() + st.tick_length}, st.axis_width, st.text_colour});
    out.texts.push_back({chart_number(v),
                         {x, p.bottom() + st.tick_length + st.text_gap + st.label_size * 0.75},
                         HAlign::kCentre,
                         st.label_size,
                         false});
  }
  for (size_t i = 0; i < n; ++i) {
    const auto& b = spec.bars[i];
    const Length cy = p.y + st.bar_pitch * (static_cast<double>(i) + 0.5);
    const Length h = st.bar_pitch * st.bar_fill, w = p.width * (b.value / out.axis_max);
    out.bars.push_back({{p.x, cy - h / 2, w, h}, st.bar_colour});
    out.texts.push_back({b.label,
                         {p.x - st.text_gap, baseline_for_middle(cy, st.label_size, st)},
                         HAlign::kRight,
                         st.label_size,
                         false});
    out.texts.push_back({chart_number(b.value),
                         {p.x + w + st.text_gap, baseline_for_middle(cy, st.count_size, st)},
                         HAlign::kLeft,
                         st.count_size,
                         false});
  }
  bottom_axis_and_frame(spec.value_axis, st, out);
}

}  // namespace

double nice_step(double max, int target) {
  if (!(max > 0)) return 1;
  const double raw = max / std::max(1, target);
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = power;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * power >= raw) {
      step = m * power;
      break;
    }
  return step;
}

std::string chart_number(double v) {
  // A whole number whole ("12"), else one decimal kept even when zero ("2.0" for 2.04).
  return core::number_text(v, core::fixed(std::fabs(v - std::round(v)) < 1e-9 ? 0 : 1));
}

ChartSheetLayout layout_chart_sheet(const std::vector<ChartSpec>& charts, const ChartStyle& st) {
  ChartSheetLayout sheet;
  Length y = st.margin;
  const Length width = st.page_width - st.margin * 2;
  for (const ChartSpec& spec : charts) {
    ChartLayout c;
    const Length h = spec.horizontal ? horizontal_height(spec, st) : st.vertical_height;
    c.frame = {st.margin, y, width, h};
    if (spec.horizontal)
      layout_horizontal(spec, st, c);
    else
      layout_vertical(spec, st, c);
    sheet.charts.push_back(std::move(c));
    y += h + st.chart_gap;
  }
  sheet.page = {st.page_width, y - (charts.empty() ? Length() : st.chart_gap) + st.margin};
  return sheet;
}

void draw_chart_sheet(Canvas& canvas, const ChartSheetLayout& sheet, const ChartStyle& st) {
  canvas.begin_page(sheet.page);
  canvas.fill_rect({Length(), Length(), sheet.page.width, sheet.page.height}, Colour::white());
  for (const ChartLayout& c : sheet.charts) {
    for (const ChartLine& l : c.lines)
      if (l.grid) canvas.stroke_line(l.a, l.b, {l.width, l.colour});
    for (const ChartBox& b : c.bars)
      if (b.rect.width.in_pt() > 0 && b.rect.height.in_pt() > 0) canvas.fill_rect(b.rect, b.colour);
    for (const ChartLine& l : c.lines)
      if (!l.grid) canvas.stroke_line(l.a, l.b, {l.width, l.colour});
    for (const ChartText& t : c.texts) {
      if (t.text.empty()) continue;
      TextStyle ts;
      ts.family = st.family;
      ts.size = t.size;
      ts.bold = t.bold;
      ts.colour = st.text_colour;
      ts.middle = st.middle;
      canvas.draw_text(t.text, ts, t.at, t.align, VAlign::kBaseline);
    }
  }
  canvas.end_page();
}

}  // namespace sudokupress::render
