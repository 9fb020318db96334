// SPDX-License-Identifier: GPL-3.0-or-later
// An SVG writer behind the canvas API, for magazines: text stays text (<text> elements that
// Inkscape and Illustrator can edit, fonts named by family), the size is in mm (width="80mm",
// viewBox in mm, so every coordinate is a millimetre), lines of one style are merged into one
// <path>, and icons are inlined as nested <svg> elements. Cairo's own SVG surface turns text
// into glyph outlines, which is why this backend exists.
//
// Groups become <g class="..."> elements (data-value="N" for symbols). A group's tag is written
// when its first content is, and the first text style inside the outermost pending group goes
// onto that group's tag, so `<g class="clues" font-family=...><g class="symbol clue"
// data-value="5"><text ...>5</text></g>...` repeats no font attributes.
//
// An SVG file holds one page; a second begin_page() is an error.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "render/canvas.hpp"
#include "render/xml_text.hpp"

namespace sudokupress::render {

class SvgCanvas : public Canvas {
 public:
  void set_info(const DocumentInfo& info) override;
  void begin_page(Size size) override;
  void end_page() override;
  void fill_rect(const Rect& r, Colour colour) override;
  void stroke_line(Point a, Point b, const Stroke& stroke) override;
  void stroke_rect(const Rect& r, const Stroke& stroke) override;
  void draw_circle(Point centre, Length radius, Colour fill, const Stroke& outline) override;
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
  void begin_group(GroupKind kind, int value) override;
  void end_group() override;
  core::Status finish() override;

  // The document (complete after finish()).
  const std::string& svg() const { return out_; }

 private:
  struct OpenGroup {
    std::string tag;       // "<g class=\"...\"" without the closing '>'
    bool written = false;  // the tag is in out_
    std::string text_key;  // the text attributes carried by the tag, "" if none
  };

  void flush();
  // Writes the tags of pending groups; `text_attrs` (if not empty) goes onto the outermost one.
  void write_groups(const std::string& text_attrs = "");
  bool inherits_text(const std::string& text_attrs) const;
  void write_text(std::string_view utf8, const TextStyle& st, Point at, VAlign v);
  void fail(std::string message);

  std::vector<OpenGroup> groups_;
  std::map<const Icon*, int> icon_uses_;  // for unique ids per use (icon_body)
  std::string out_;
  std::string title_;
  std::string group_key_;  // the style of the open <path> or <g> batch, "" if none
  std::string path_;       // pending path data
  int pages_ = 0;
  bool in_page_ = false;
  std::string error_;
};

// A length in millimetres, at most 3 decimals, no trailing zeros ("12.5", "0.176").
std::string mm_number(Length l);

}  // namespace sudokupress::render
