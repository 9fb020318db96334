// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/page_layout.hpp"

#include <cstdio>

namespace sudokupress::render::grid {

namespace {
// DejaVu-like vertical metrics, in em: a caption line is 1.2 em high, its baseline 0.93 em down.
constexpr double kCaptionLine = 1.2;
constexpr double kCaptionAscent = 0.93;

}  // namespace

core::Status check_composite_cell(const Template& t, const core::Geometry& g, Length cell) {
  if (!g.is_composite()) return core::Status::ok();
  const Length min_cell = t.min_cell.value_or(Length::mm(kMinCompositeCellMm));
  const double digit_pt = (cell * t.given.size).in_pt();
  if (cell >= min_cell && digit_pt >= t.min_digit_pt) return core::Status::ok();
  char buf[400];
  std::snprintf(buf, sizeof buf,
                ": a %s (%dx%d cells) in template %s gets %.1f mm cells and %.1f pt digits, below "
                "its minimum of %.1f mm cells and %.1f pt digits ([grid] min_cell_mm, "
                "min_digit_pt); use a template with a larger grid, such as --template "
                "samurai-magazine or samurai-a4",
                g.name().c_str(), g.canvas_rows(), g.canvas_cols(), t.name.c_str(), cell.in_mm(),
                digit_pt, min_cell.in_mm(), t.min_digit_pt);
  return core::Status::error(t.source + buf);
}

std::string expand_caption(const std::string& slot, const CaptionData& d) {
  std::string out;
  bool any_placeholder = false, any_value = false;
  for (size_t i = 0; i < slot.size();) {
    size_t close;
    if (slot[i] == '{' && (close = slot.find('}', i)) != std::string::npos) {
      std::string key = slot.substr(i + 1, close - i - 1);
      std::string value;
      bool known = true;
      if (key == "number")
        value = d.number > 0 ? std::to_string(d.number) : "";
      else if (key == "id")
        value = d.id;
      else if (key == "grade")
        value = d.grade;
      else if (key == "variant")
        value = d.variant;
      else if (key == "symbols")
        value = d.symbols;
      else if (key == "clues")
        value = d.clues >= 0 ? std::to_string(d.clues) : "";
      else if (key == "answer")
        value = d.answer;
      else
        known = false;
      if (known) {
        any_placeholder = true;
        if (!value.empty()) any_value = true;
        out += value;
      } else {
        out += slot.substr(i, close - i + 1);
      }
      i = close + 1;
    } else {
      out += slot[i++];
    }
  }
  if (any_placeholder && !any_value) return "";
  return out;
}

TextStyle caption_style(const Template& t) {
  TextStyle s;
  s.family = t.caption.family;
  s.middle = t.caption.middle;
  s.size = Length::pt(t.caption.size);
  s.bold = t.caption.bold;
  s.italic = t.caption.italic;
  s.colour = t.caption.colour;
  return s;
}

PageContent page_content(const Template& t, const symbols::Symbols& symbols, bool solution) {
  PageContent c;
  if (legend_shown(t.legend, symbols)) c.legend_symbols = symbols.count();
  c.answer = solution;
  return c;
}

std::array<std::string, kCaptionSlots> caption_texts(const Template& t, const CaptionData& data,
                                                     bool answer) {
  CaptionData d = data;
  d.answer = answer ? t.answer : "";
  std::array<std::string, kCaptionSlots> out;
  bool placed = false;
  for (int i = 0; i < kCaptionSlots; ++i) {
    out[i] = expand_caption(t.captions[i], d);
    if (t.captions[i].find("{answer}") != std::string::npos) placed = true;
    while (!out[i].empty() && out[i].back() == ' ') out[i].pop_back();
  }
  if (answer && !placed && !t.answer.empty())
    out[kTopRight] = out[kTopRight].empty() ? t.answer : out[kTopRight] + " \u00b7 " + t.answer;
  return out;
}

core::StatusOr<PageLayout> layout_page(const Template& t, const core::Geometry& g,
                                       const PageContent& pc) {
  PageLayout l;
  const int cols = g.canvas_cols();
  if (t.grid_width) {
    l.cell = (*t.grid_width - t.border) / cols;
    if (l.cell <= t.border)
      return core::Status::error(t.source + ": grid width " + mm_text(*t.grid_width) +
                                 " is too narrow for a " + g.name() + " grid");
  } else {
    l.cell = *t.cell;
  }
  if (auto st = check_composite_cell(t, g, l.cell); !st) return st;
  l.grid = grid_extent(g, l.cell, t.border);
  l.answer = pc.answer && !t.answer.empty();
  l.legend = pc.legend_symbols > 0;
  Size block = l.grid;  // the grid and its legend
  if (l.legend) {
    l.legend_layout =
        layout_legend(t.legend, pc.legend_symbols, l.cell, l.grid, Length::pt(t.caption.size));
    block = with_legend(t.legend, l.legend_layout, l.grid);
  }
  const Length caption_h = Length::pt(t.caption.size * kCaptionLine);
  const Length top = t.has_top_caption() || l.answer ? caption_h + t.caption_gap : Length();
  const Length bottom = t.has_bottom_caption() ? caption_h + t.caption_gap : Length();
  Size content{block.width, top + block.height + bottom};
  Point content_origin{t.margin, t.margin};
  if (t.page) {
    l.page = *t.page;
    Size room{l.page.width - t.margin * 2, l.page.height - t.margin * 2};
    if (content.width > room.width + Length::pt(0.01) ||
        content.height > room.height + Length::pt(0.01))
      return core::Status::error(t.source + ": a " + g.name() + " grid needs " +
                                 mm_text(content.width) + " x " + mm_text(content.height) +
                                 " but the page has room for " + mm_text(room.width) + " x " +
                                 mm_text(room.height));
    content_origin = {t.margin + (room.width - content.width) / 2,
                      t.margin + (room.height - content.height) / 2};
  } else {
    l.page = {content.width + t.margin * 2, content.height + t.margin * 2};
  }
  // The grid is centred over a wider legend (and the legend under the grid).
  l.grid_origin = {content_origin.x + (block.width - l.grid.width) / 2, content_origin.y + top};
  if (l.legend) l.legend_at = legend_origin(t.legend, l.legend_layout, l.grid_origin, l.grid);
  const Length ascent = Length::pt(t.caption.size * kCaptionAscent);
  const Length top_base = content_origin.y + ascent;
  const Length bottom_base = content_origin.y + top + block.height + t.caption_gap + ascent;
  const Length left = content_origin.x, centre = content_origin.x + content.width / 2,
               right = content_origin.x + content.width;
  l.caption_at = {Point{left, top_base},    Point{centre, top_base},    Point{right, top_base},
                  Point{left, bottom_base}, Point{centre, bottom_base}, Point{right, bottom_base}};
  return l;
}

void draw_puzzle_page(Canvas& canvas, const PageLayout& l, const Template& t,
                      const symbols::Symbols& symbols, const GridContent& content,
                      const CaptionData& caption) {
  canvas.begin_page(l.page);
  const core::Geometry& g = content.puzzle->geo();
  const GridStyle grid_style = GridStyle::from(t, symbols, l.cell);
  draw_grid(canvas, l.grid_origin, g, grid_style, symbols, content);
  const TextStyle style = caption_style(t);
  if (l.legend) {
    const Length box = l.cell * t.legend.size;
    draw_legend(canvas, t.legend, l.legend_layout, l.legend_at, symbols,
                legend_text_style(grid_style.given, box, t.given.size), style,
                grid_style.icon_scale);
  }
  const auto texts = caption_texts(t, caption, l.answer);
  canvas.begin_group(GroupKind::kCaption);
  for (int i = 0; i < kCaptionSlots; ++i) {
    const std::string& text = texts[i];
    if (text.empty()) continue;
    HAlign h = i % 3 == 0 ? HAlign::kLeft : i % 3 == 1 ? HAlign::kCentre : HAlign::kRight;
    canvas.draw_text(text, style, l.caption_at[i], h, VAlign::kBaseline);
  }
  canvas.end_group();
  canvas.end_page();
}

}  // namespace sudokupress::render::grid
