// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/recording_canvas.hpp"

#include <cstdio>

#include "core/number_text.hpp"

namespace sudokupress::render {

namespace {

std::string num(Length l) {
  return core::number_text(l.in_pt(), core::unsigned_zero(core::fixed(2)));
}
std::string pt(Point p) { return num(p.x) + "," + num(p.y); }
std::string rect(const Rect& r) {
  return pt({r.x, r.y}) + " " + num(r.width) + "x" + num(r.height);
}
const char* halign(HAlign h) {
  return h == HAlign::kLeft ? "left" : h == HAlign::kCentre ? "centre" : "right";
}

}  // namespace

void RecordingCanvas::set_info(const DocumentInfo& info) {
  lines_.push_back("info title=\"" + info.title + "\"");
}

void RecordingCanvas::begin_page(Size size) {
  if (in_page_ && error_.empty()) error_ = "begin_page inside a page";
  in_page_ = true;
  lines_.push_back("page " + num(size.width) + "x" + num(size.height));
}

void RecordingCanvas::end_page() {
  if (!in_page_ && error_.empty()) error_ = "end_page outside a page";
  if (depth_ > 0 && error_.empty()) error_ = "end_page with an open group";
  in_page_ = false;
  lines_.push_back("endpage");
}

void RecordingCanvas::fill_rect(const Rect& r, Colour colour) {
  lines_.push_back("fill " + rect(r) + " " + colour.hex());
}

void RecordingCanvas::stroke_line(Point a, Point b, const Stroke& s) {
  lines_.push_back("line " + pt(a) + " -> " + pt(b) + " w=" + num(s.width) + " " + s.colour.hex() +
                   (s.cap == LineCap::kButt ? " butt" : " square"));
}

void RecordingCanvas::stroke_rect(const Rect& r, const Stroke& s) {
  lines_.push_back("rect " + rect(r) + " w=" + num(s.width) + " " + s.colour.hex());
}

void RecordingCanvas::draw_circle(Point centre, Length radius, Colour fill, const Stroke& s) {
  lines_.push_back("circle " + pt(centre) + " r=" + num(radius) + " " + fill.hex() +
                   " w=" + num(s.width) + " " + s.colour.hex());
}

void RecordingCanvas::draw_text(std::string_view utf8, const TextStyle& st, Point at, HAlign h,
                                VAlign v) {
  std::string style =
      st.bold ? (st.italic ? "bold-italic" : "bold") : (st.italic ? "italic" : "regular");
  lines_.push_back("text \"" + std::string(utf8) + "\" \"" + st.family + "\" " + style + " " +
                   num(st.size) + " " + st.colour.hex() + " @ " + pt(at) + " " + halign(h) +
                   (v == VAlign::kBaseline ? " baseline" : " middle"));
}

void RecordingCanvas::draw_spine_text(std::string_view utf8, const TextStyle& st, Point centre) {
  lines_.push_back("spine-text \"" + std::string(utf8) + "\" \"" + st.family + "\" " +
                   num(st.size) + " " + st.colour.hex() + " @ " + pt(centre));
}

void RecordingCanvas::draw_icon(const IconPtr& icon, const Rect& box) {
  lines_.push_back("icon " + (icon ? icon->name : std::string("(null)")) + " @ " + rect(box));
}

void RecordingCanvas::add_destination(std::string_view name, Point at) {
  lines_.push_back("dest " + std::string(name) + " @ " + pt(at));
}

void RecordingCanvas::add_link(const Rect& area, std::string_view destination) {
  lines_.push_back("link " + rect(area) + " -> " + std::string(destination));
}

void RecordingCanvas::add_uri_link(const Rect& area, std::string_view uri) {
  lines_.push_back("uri " + rect(area) + " -> " + std::string(uri));
}

void RecordingCanvas::begin_link(std::string_view destination) {
  lines_.push_back("beginlink -> " + std::string(destination));
}

void RecordingCanvas::end_link() { lines_.push_back("endlink"); }

void RecordingCanvas::add_outline(std::string_view title, std::string_view destination, int level) {
  lines_.push_back("outline " + std::to_string(level) + " \"" + std::string(title) + "\" -> " +
                   std::string(destination));
}

void RecordingCanvas::begin_group(GroupKind kind, int value) {
  ++depth_;
  lines_.push_back("group " + std::string(group_class(kind)) +
                   (group_has_value(kind) ? " " + std::to_string(value) : std::string()));
}

void RecordingCanvas::end_group() {
  if (depth_-- == 0 && error_.empty()) error_ = "end_group without begin_group";
  lines_.push_back("endgroup");
}

core::Status RecordingCanvas::finish() {
  if (in_page_ && error_.empty()) error_ = "finish inside a page";
  if (depth_ > 0 && error_.empty()) error_ = "finish with an open group";
  return error_.empty() ? core::Status::ok() : core::Status::error(error_);
}

std::string RecordingCanvas::text() const {
  std::string s;
  for (const auto& l : lines_) s += l + "\n";
  return s;
}

}  // namespace sudokupress::render
