#include "render/page_layout.hpp"

#include <cstdio>

namespace sudokupress::render {

namespace {
// DejaVu-like vertical metrics, in em: a caption line is 1.2 em high, its baseline 0.93 em down.
constexpr double kCaptionLine = 1.2;
constexpr double kCaptionAscent = 0.93;

std::string mm_text(Length l) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f mm", l.in_mm());
  return buf;
}
}  // namespace

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

core::StatusOr<PageLayout> layout_page(const Template& t, const core::Geometry& g) {
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
  l.grid = grid_extent(g, l.cell, t.border);
  const Length caption_h = Length::pt(t.caption.size * kCaptionLine);
  const Length top = t.has_top_caption() ? caption_h + t.caption_gap : Length();
  const Length bottom = t.has_bottom_caption() ? caption_h + t.caption_gap : Length();
  Size content{l.grid.width, top + l.grid.height + bottom};
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
  l.grid_origin = {content_origin.x, content_origin.y + top};
  const Length ascent = Length::pt(t.caption.size * kCaptionAscent);
  const Length top_base = content_origin.y + ascent;
  const Length bottom_base = l.grid_origin.y + l.grid.height + t.caption_gap + ascent;
  const Length left = content_origin.x, centre = content_origin.x + content.width / 2,
               right = content_origin.x + content.width;
  l.caption_at = {Point{left, top_base},    Point{centre, top_base},    Point{right, top_base},
                  Point{left, bottom_base}, Point{centre, bottom_base}, Point{right, bottom_base}};
  return l;
}

void draw_puzzle_page(Canvas& canvas, const PageLayout& l, const Template& t,
                      const Symbols& symbols, const GridContent& content,
                      const CaptionData& caption) {
  canvas.begin_page(l.page);
  const core::Geometry& g = content.puzzle->geo();
  draw_grid(canvas, l.grid_origin, g, GridStyle::from(t, symbols, l.cell), symbols, content);
  const TextStyle style = caption_style(t);
  canvas.begin_group(GroupKind::kCaption);
  for (int i = 0; i < kCaptionSlots; ++i) {
    std::string text = expand_caption(t.captions[i], caption);
    if (text.empty()) continue;
    HAlign h = i % 3 == 0 ? HAlign::kLeft : i % 3 == 1 ? HAlign::kCentre : HAlign::kRight;
    canvas.draw_text(text, style, l.caption_at[i], h, VAlign::kBaseline);
  }
  canvas.end_group();
  canvas.end_page();
}

}  // namespace sudokupress::render
