// SPDX-License-Identifier: GPL-3.0-or-later
// The Cairo backend of the canvas: PDF (vector, fonts embedded, links, outline, metadata) and
// PNG (previews at a given dpi). Text goes through Pango on the private font map of a
// FontLibrary; icons through librsvg, as vectors.
//
// Cairo 1.16 traps handled here:
//  * A link tag that is not inside a structure tag, with content drawn inside it, makes cairo
//    1.16 write a broken cross-reference table ("file is damaged", qpdf --check exit 3). Every
//    link is wrapped in a structure element ("P"), see link_tag and begin_link;
//    tests/render/cairo/pdf_test.cpp shows the trap and checks the guard with qpdf --check.
//  * The creation date is pinned from DocumentInfo::creation_time or SOURCE_DATE_EPOCH, so the
//    same input gives a byte-identical PDF.
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "render/cairo/font_library.hpp"
#include "render/canvas.hpp"

typedef struct _RsvgHandle RsvgHandle;

namespace sudokupress::render::cairo {

class CairoCanvas : public Canvas {
 public:
  enum class Kind { kPdf, kPng };
  static std::unique_ptr<CairoCanvas> pdf(std::shared_ptr<FontLibrary> fonts);
  static std::unique_ptr<CairoCanvas> png(std::shared_ptr<FontLibrary> fonts, double dpi);
  ~CairoCanvas() override;

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
  Length text_width(std::string_view utf8, const TextStyle& style) override;
  core::Status finish() override;

  // The thinnest line an icon may stroke once scaled into its box (0 = as drawn): an icon
  // drawn small (a legend, a solution) has its thinner strokes raised to it, through a user
  // stylesheet with librsvg (print services want lines of 0.75 pt; the picture themes' 3-unit
  // strokes became 0.38 pt in a legend).
  void set_min_icon_stroke(Length width) { min_icon_stroke_ = width; }

  // PDF: the document after finish(). PNG: one image per page.
  const std::string& pdf_bytes() const { return pdf_; }
  const std::vector<std::string>& png_pages() const { return pngs_; }

 private:
  CairoCanvas(Kind kind, std::shared_ptr<FontLibrary> fonts, double dpi);
  void fail(std::string message);
  bool ready() const { return cr_ != nullptr && in_page_; }
  PangoLayout* layout_for(std::string_view utf8, const TextStyle& style);
  void set_colour(Colour c);
  void link_tag(const Rect& area, const std::string& attributes);
  std::string min_stroke_css(RsvgHandle* handle, const std::string& svg, const Rect& box) const;
  void ensure_pango();  // the Pango context (font options, 72 dpi), made on first use

  Kind kind_;
  std::shared_ptr<FontLibrary> fonts_;
  double dpi_ = 72;
  DocumentInfo info_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
  PangoContext* pango_ = nullptr;
  std::map<const Icon*, std::pair<IconPtr, RsvgHandle*>> icons_;
  Length min_icon_stroke_;
  std::map<std::string, PangoFontDescription*> fonts_by_style_;
  std::vector<int> outline_parents_;  // outline id per level
  std::string pdf_;
  std::vector<std::string> pngs_;
  bool in_page_ = false;
  bool in_link_ = false;
  int pages_ = 0;
  bool finished_ = false;
  std::string error_;
};

// The PDF date for a time (seconds since the epoch, UTC): "2026-11-21T06:12:00Z".
std::string pdf_date(int64_t epoch_seconds);

}  // namespace sudokupress::render::cairo
