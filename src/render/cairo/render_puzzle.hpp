// SPDX-License-Identifier: GPL-3.0-or-later
// One puzzle page to a file's bytes, in any output format: the glue the CLI, the benchmark and
// the book builder share. PDF and PNG are drawn by Cairo; SVG by the SVG canvas; HTML by the
// HTML page writer. Fonts are checked for every format (a family that does not resolve to
// itself, or lacks a glyph, is an error even in SVG and HTML, where the viewer would otherwise
// substitute silently).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/status.hpp"
#include "render/cairo/font_library.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/grid/page_layout.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::render::cairo {

enum class OutputFormat { kPdf, kSvg, kPng, kHtml };

// From the file name's extension (.pdf, .svg, .png, .html/.htm; any case).
core::StatusOr<OutputFormat> output_format_for(std::string_view path);
std::string_view extension_of(OutputFormat f);  // "pdf", "svg", "png", "html"

struct PuzzlePage {
  const Template* templ = nullptr;
  const symbols::Symbols* symbols = nullptr;
  grid::GridContent content;
  grid::CaptionData caption;
  DocumentInfo info;  // title, author, creation time (PDF)
  double dpi = 150;   // PNG
  // HTML only: a playable page checking entries against this solution (render --interactive).
  const core::Puzzle* play_solution = nullptr;
};

core::StatusOr<std::string> render_puzzle(const PuzzlePage& page, OutputFormat format,
                                          const std::shared_ptr<FontLibrary>& fonts);

// A canvas that draws nothing and checks every text against the font library (used before
// writing SVG and HTML).
class FontCheckCanvas : public Canvas {
 public:
  explicit FontCheckCanvas(std::shared_ptr<FontLibrary> fonts) : fonts_(std::move(fonts)) {}
  void set_info(const DocumentInfo&) override {}
  void begin_page(Size) override {}
  void end_page() override {}
  void fill_rect(const Rect&, Colour) override {}
  void stroke_line(Point, Point, const Stroke&) override {}
  void stroke_rect(const Rect&, const Stroke&) override {}
  void draw_circle(Point, Length, Colour, const Stroke&) override {}
  void draw_text(std::string_view utf8, const TextStyle& style, Point, HAlign, VAlign) override {
    if (status_.is_ok()) status_ = fonts_->check_text(utf8, style);
  }
  void draw_icon(const IconPtr&, const Rect&) override {}
  void add_destination(std::string_view, Point) override {}
  void add_link(const Rect&, std::string_view) override {}
  void add_uri_link(const Rect&, std::string_view) override {}
  void begin_link(std::string_view) override {}
  void end_link() override {}
  void add_outline(std::string_view, std::string_view, int) override {}
  core::Status finish() override { return status_; }

 private:
  std::shared_ptr<FontLibrary> fonts_;
  core::Status status_;
};

}  // namespace sudokupress::render::cairo
