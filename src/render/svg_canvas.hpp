// An SVG writer behind the canvas API, for magazines: text stays text (<text> elements that
// Inkscape and Illustrator can edit, fonts named by family), the size is in mm (width="80mm",
// viewBox in mm, so every coordinate is a millimetre), lines of one style are merged into one
// <path>, and icons are inlined as nested <svg> elements. Cairo's own SVG surface turns text
// into glyph outlines, which is why this backend exists.
//
// An SVG file holds one page; a second begin_page() is an error.
#pragma once

#include <string>

#include "render/canvas.hpp"

namespace sudokupress::render {

class SvgCanvas : public Canvas {
 public:
  void set_info(const DocumentInfo& info) override;
  void begin_page(Size size) override;
  void end_page() override;
  void fill_rect(const Rect& r, Colour colour) override;
  void stroke_line(Point a, Point b, const Stroke& stroke) override;
  void stroke_rect(const Rect& r, const Stroke& stroke) override;
  void draw_text(std::string_view utf8, const TextStyle& style, Point at, HAlign h,
                 VAlign v) override;
  void draw_spine_text(std::string_view utf8, const TextStyle& style, Point centre) override;
  void draw_icon(const IconPtr& icon, const Rect& box) override;
  void add_destination(std::string_view name, Point at) override;
  void add_link(const Rect& area, std::string_view destination) override;
  void add_uri_link(const Rect& area, std::string_view uri) override;
  void begin_link(std::string_view destination) override;
  void end_link() override;
  void add_outline(std::string_view, std::string_view, int) override {}
  core::Status finish() override;

  // The document (complete after finish()).
  const std::string& svg() const { return out_; }

 private:
  void flush();
  void fail(std::string message);

  std::string out_;
  std::string title_;
  std::string group_key_;  // the style of the open <path> or <g> batch, "" if none
  std::string path_;       // pending path data
  int pages_ = 0;
  bool in_page_ = false;
  std::string error_;
};

// XML text escaping (&, <, >, ", ').
std::string xml_escape(std::string_view s);
// A length in millimetres, at most 3 decimals, no trailing zeros ("12.5", "0.176").
std::string mm_number(Length l);

}  // namespace sudokupress::render
