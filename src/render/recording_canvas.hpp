// SPDX-License-Identifier: GPL-3.0-or-later
// A canvas that records every call as one line of text, for golden tests. Numbers are in
// points with two decimals, so a golden file is readable and diffable:
//
//   page 226.77x226.77
//   fill 2.83,2.83 24.57x24.57 #d9d9d9
//   line 2.83,2.83 -> 223.94,2.83 w=2.00 #000000 square
//   text "5" "DejaVu Sans" bold 17.69 #000000 @ 15.12,15.12 centre middle
//   icon shapes/3 @ 5.00,5.00 20.00x20.00
//   group symbol clue 5
//   endgroup
#pragma once

#include <string>
#include <vector>

#include "render/canvas.hpp"

namespace sudokupress::render {

class RecordingCanvas : public Canvas {
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
  void add_outline(std::string_view title, std::string_view destination, int level) override;
  void begin_group(GroupKind kind, int value) override;
  void end_group() override;
  core::Status finish() override;

  const std::vector<std::string>& lines() const { return lines_; }
  std::string text() const;  // the lines joined with '\n', ending with '\n'

 private:
  std::vector<std::string> lines_;
  bool in_page_ = false;
  int depth_ = 0;  // open groups
  std::string error_;
};

}  // namespace sudokupress::render
