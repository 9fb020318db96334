// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_paint_context.hpp"

#include "publish/word_wrap.hpp"

namespace sudokupress::publish::book {

using render::HAlign;
using render::Length;
using render::TextStyle;
using render::VAlign;

std::string puzzle_dest(int number) { return "puzzle-" + std::to_string(number); }
std::string solution_dest(int number) { return "solution-" + std::to_string(number); }

std::vector<std::string> wrap_text(render::Canvas& canvas, const std::string& text,
                                   const render::TextStyle& style, render::Length width) {
  // One line breaker for the book and the cover (word_wrap.hpp), measured by this canvas.
  return wrap_words(text, style, width, [&canvas](std::string_view s, const render::TextStyle& st) {
    return canvas.text_width(s, st);
  });
}

PagePainter::PagePainter(render::Canvas& canvas, const PaintInput& in)
    : c_(canvas),
      m_(*in.manifest),
      puzzles_(*in.puzzles),
      plan_(*in.plan),
      layout_(*in.layout),
      look_(*in.look),
      in_(in),
      type_(layout_.type),
      page_style_(layout_.page_style),
      rule_(in.rules.service->min_line_width) {}

TextStyle PagePainter::heading(Length size) const {
  TextStyle s;
  s.family = look_.heading_family;
  s.bold = true;
  s.size = size;
  return s;
}

TextStyle PagePainter::body(Length size, bool bold, render::Colour colour) const {
  TextStyle s;
  s.family = look_.body_family;
  s.bold = bold;
  s.size = size;
  s.colour = colour;
  return s;
}

void PagePainter::text(const std::string& t, const TextStyle& s, Length x, Length y, HAlign h) {
  if (!t.empty()) c_.draw_text(t, s, {x, y}, h, VAlign::kBaseline);
}

Length PagePainter::width(const std::string& t, const TextStyle& s) { return c_.text_width(t, s); }

Length PagePainter::paragraph(const std::string& t, const TextStyle& s, Length x, Length y,
                              Length w, double leading) {
  for (const std::string& line : wrap_text(c_, t, s, w)) {
    text(line, s, x, y);
    y += s.size * leading;
  }
  return y;
}

void PagePainter::folio(int index, const PageFrame& f) {
  const PlannedPage& p = plan_.pages[index];
  if (!p.print_number) return;
  text(p.label, body(page_style_.folio), f.folio_x, f.folio_y,
       f.folio_right ? HAlign::kRight : HAlign::kLeft);
}

void PagePainter::running_head(const PageFrame& f, const std::string& recto_text) {
  const TextStyle s = body(page_style_.head, false, kGray);
  if (f.recto)
    text(recto_text, s, f.block.right(), f.running_head_y, HAlign::kRight);
  else
    text(m_.title, s, f.block.x, f.running_head_y);
  block_rule(f, f.running_head_y + page_style_.head_rule_gap);
}

void PagePainter::block_rule(const PageFrame& f, Length y) {
  c_.stroke_line({f.block.x, y}, {f.block.right(), y}, {rule_, kMidGray});
}

void PagePainter::thumb_tab(const PageFrame& f, int section) {
  const render::Rect tab =
      thumb_tab_box(f, section, static_cast<int>(m_.sections.size()), m_.bleed);
  if (tab.width <= Length()) return;
  c_.fill_rect(tab, kTabGray);
  const Length inside = tab.width - kBleed;  // the part inside the trim
  const Length cx = f.recto ? f.trim.right() - inside / 2 : f.trim.x + inside / 2;
  TextStyle s = body(type_.small, true, render::Colour::white());
  c_.draw_text(std::to_string(section + 1), s, {cx, tab.y + tab.height / 2}, HAlign::kCentre,
               VAlign::kMiddle);
}

Length PagePainter::page_heading(const PageFrame& f, const std::string& title,
                                 const std::string& dest, Length size) {
  c_.add_destination(dest, {f.block.x, f.block.y});
  text(title, heading(size), f.block.x, f.block.y + size);
  return f.block.y + size * kHeadingDepth;
}

}  // namespace sudokupress::publish::book
