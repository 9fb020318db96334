// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/svg_canvas.hpp"

#include <cstdio>

#include "core/number_text.hpp"

namespace sudokupress::render {

std::string mm_number(Length l) {
  return core::number_text(l.in_mm(), core::unsigned_zero(core::trimmed(3)));
}

namespace {
std::string font_attrs(const TextStyle& st) {
  std::string a =
      "font-family=\"" + xml_escape(st.family) + "\" font-size=\"" + mm_number(st.size) + "\"";
  if (st.bold) a += " font-weight=\"bold\"";
  if (st.italic) a += " font-style=\"italic\"";
  a += " fill=\"" + st.colour.hex() + "\"";
  return a;
}
}  // namespace

void SvgCanvas::fail(std::string message) {
  if (error_.empty()) error_ = std::move(message);
}

void SvgCanvas::set_info(const DocumentInfo& info) { title_ = info.title; }

void SvgCanvas::begin_page(Size size) {
  if (in_page_) return fail("SVG: begin_page inside a page");
  if (pages_++ > 0) return fail("SVG: an SVG file holds one page");
  in_page_ = true;
  const std::string w = mm_number(size.width), h = mm_number(size.height);
  out_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out_ += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + w +
          "mm\" height=\"" + h + "mm\" viewBox=\"0 0 " + w + " " + h + "\">\n";
  if (!title_.empty()) out_ += "<title>" + xml_escape(title_) + "</title>\n";
}

void SvgCanvas::flush() {
  if (group_key_.empty()) return;
  if (!path_.empty()) {
    out_ += "<path " + group_key_ + " d=\"" + path_ + "\"/>\n";
    path_.clear();
  } else {
    out_ += "</g>\n";
  }
  group_key_.clear();
}

void SvgCanvas::write_groups(const std::string& text_attrs) {
  bool first = true;
  for (OpenGroup& g : groups_) {
    if (g.written) continue;
    out_ += g.tag;
    if (first && !text_attrs.empty()) {
      out_ += " " + text_attrs;
      g.text_key = text_attrs;
    }
    out_ += ">\n";
    g.written = true;
    first = false;
  }
}

bool SvgCanvas::inherits_text(const std::string& text_attrs) const {
  for (auto it = groups_.rbegin(); it != groups_.rend(); ++it)
    if (!it->text_key.empty()) return it->text_key == text_attrs;
  return false;
}

void SvgCanvas::begin_group(GroupKind kind, int value) {
  flush();
  OpenGroup g;
  g.tag = "<g class=\"" + std::string(group_class(kind)) + "\"";
  if (group_has_value(kind)) g.tag += " data-value=\"" + std::to_string(value) + "\"";
  groups_.push_back(std::move(g));
}

void SvgCanvas::end_group() {
  if (groups_.empty()) return fail("SVG: end_group without begin_group");
  flush();
  if (groups_.back().written) out_ += "</g>\n";
  groups_.pop_back();
}

void SvgCanvas::end_page() {
  if (!in_page_) return fail("SVG: end_page outside a page");
  if (!groups_.empty()) fail("SVG: end_page with an open group");
  while (!groups_.empty()) end_group();
  flush();
  in_page_ = false;
  out_ += "</svg>\n";
}

void SvgCanvas::fill_rect(const Rect& r, Colour colour) {
  if (colour.none) return;
  flush();
  write_groups();
  out_ += "<rect x=\"" + mm_number(r.x) + "\" y=\"" + mm_number(r.y) + "\" width=\"" +
          mm_number(r.width) + "\" height=\"" + mm_number(r.height) + "\" fill=\"" + colour.hex() +
          "\"/>\n";
}

void SvgCanvas::stroke_line(Point a, Point b, const Stroke& s) {
  std::string key = "fill=\"none\" stroke=\"" + s.colour.hex() + "\" stroke-width=\"" +
                    mm_number(s.width) + "\" stroke-linecap=\"" +
                    (s.cap == LineCap::kButt ? "butt" : "square") + "\"";
  if (key != group_key_ || path_.empty()) {
    flush();
    write_groups();
    group_key_ = key;
  }
  path_ += (path_.empty() ? "M" : " M") + mm_number(a.x) + " " + mm_number(a.y);
  if (a.y == b.y)
    path_ += "H" + mm_number(b.x);
  else if (a.x == b.x)
    path_ += "V" + mm_number(b.y);
  else
    path_ += "L" + mm_number(b.x) + " " + mm_number(b.y);
}

void SvgCanvas::stroke_rect(const Rect& r, const Stroke& s) {
  flush();
  write_groups();
  out_ += "<rect x=\"" + mm_number(r.x) + "\" y=\"" + mm_number(r.y) + "\" width=\"" +
          mm_number(r.width) + "\" height=\"" + mm_number(r.height) + "\" fill=\"none\" stroke=\"" +
          s.colour.hex() + "\" stroke-width=\"" + mm_number(s.width) + "\"/>\n";
}

void SvgCanvas::draw_circle(Point centre, Length radius, Colour fill, const Stroke& s) {
  if (fill.none && s.colour.none) return;
  flush();
  write_groups();
  out_ += "<circle cx=\"" + mm_number(centre.x) + "\" cy=\"" + mm_number(centre.y) + "\" r=\"" +
          mm_number(radius) + "\" fill=\"" + fill.hex() + "\"";
  if (!s.colour.none)
    out_ += " stroke=\"" + s.colour.hex() + "\" stroke-width=\"" + mm_number(s.width) + "\"";
  out_ += "/>\n";
}

void SvgCanvas::draw_text(std::string_view utf8, const TextStyle& st, Point at, HAlign h,
                          VAlign v) {
  if (has_emoji_selector(utf8)) return fail("text contains U+FE0F");
  std::string attrs = font_attrs(st);
  if (h != HAlign::kLeft)
    attrs += h == HAlign::kCentre ? " text-anchor=\"middle\"" : " text-anchor=\"end\"";
  const std::string key = "<g " + attrs + ">";
  if (group_key_.empty() && !groups_.empty()) {
    // Inside groups: the outermost pending group carries the style, or an ancestor already does.
    const bool pending = !groups_.back().written;
    write_groups(pending && !inherits_text(attrs) ? attrs : std::string());
    if (inherits_text(attrs)) return write_text(utf8, st, at, v);
  }
  if (key != group_key_ || !path_.empty()) {
    flush();
    write_groups();
    group_key_ = key;
    out_ += key + "\n";
  }
  write_text(utf8, st, at, v);
}

void SvgCanvas::write_text(std::string_view utf8, const TextStyle& st, Point at, VAlign v) {
  Length y = v == VAlign::kMiddle ? at.y + st.size * st.middle : at.y;
  out_ += "<text x=\"" + mm_number(at.x) + "\" y=\"" + mm_number(y) + "\">" + xml_escape(utf8) +
          "</text>\n";
}

void SvgCanvas::draw_spine_text(std::string_view utf8, const TextStyle& st, Point centre) {
  if (has_emoji_selector(utf8)) return fail("text contains U+FE0F");
  flush();
  out_ += "<text " + font_attrs(st) + " text-anchor=\"middle\" transform=\"translate(" +
          mm_number(centre.x) + " " + mm_number(centre.y) + ") rotate(90)\" x=\"0\" y=\"" +
          mm_number(st.size * st.middle) + "\">" + xml_escape(utf8) + "</text>\n";
}

void SvgCanvas::draw_icon(const IconPtr& icon, const Rect& box) {
  flush();
  write_groups();
  if (!icon) return fail("SVG: null icon");
  out_ += "<svg x=\"" + mm_number(box.x) + "\" y=\"" + mm_number(box.y) + "\" width=\"" +
          mm_number(box.width) + "\" height=\"" + mm_number(box.height) + "\" viewBox=\"" +
          icon->view_box + "\">" + icon_body(*icon, icon_uses_[icon.get()]++) + "</svg>\n";
}

void SvgCanvas::add_destination(std::string_view name, Point at) {
  flush();
  write_groups();
  out_ += "<g id=\"" + xml_escape(name) + "\" transform=\"translate(" + mm_number(at.x) + " " +
          mm_number(at.y) + ")\"/>\n";
}

void SvgCanvas::add_link(const Rect& area, std::string_view destination) {
  add_uri_link(area, "#" + std::string(destination));
}

void SvgCanvas::add_uri_link(const Rect& area, std::string_view uri) {
  flush();
  write_groups();
  out_ += "<a href=\"" + xml_escape(uri) + "\"><rect x=\"" + mm_number(area.x) + "\" y=\"" +
          mm_number(area.y) + "\" width=\"" + mm_number(area.width) + "\" height=\"" +
          mm_number(area.height) + "\" fill=\"#ffffff\" fill-opacity=\"0\"/></a>\n";
}

void SvgCanvas::begin_link(std::string_view destination) {
  flush();
  write_groups();
  out_ += "<a href=\"#" + xml_escape(destination) + "\">\n";
}

void SvgCanvas::end_link() {
  flush();
  out_ += "</a>\n";
}

core::Status SvgCanvas::finish() {
  if (in_page_) end_page();
  if (pages_ == 0) fail("SVG: no page drawn");
  return error_.empty() ? core::Status::ok() : core::Status::error(error_);
}

}  // namespace sudokupress::render
