// SPDX-License-Identifier: GPL-3.0-or-later
// Preflight: checks any PDF (ours or someone else's) against a print-on-demand service's rules
// (print_service.hpp) and lists every violation, one line each:
//
//   page 7: text 0.19 in from the top trim; kdp needs 0.25 in
//   pages 5-7: 3 blank pages in a row; kdp allows at most 2
//   font Helvetica is not embedded
//
// Two stages. Facts are gathered from the file: preflight_pdf.cpp reads the structure with
// libqpdf (page boxes, annotations, PDF/X keys, output intents, placed images and their
// resolution, RGB colour operators), preflight_raster.cpp reads it with poppler (fonts and
// whether they are embedded, text boxes and sizes, and each page rasterised: ink near the trim,
// colour, blank pages, the barcode box of a cover). Then check_facts() applies the rules to the
// facts: pure, so tests can also feed it facts directly.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "publish/print_service.hpp"

namespace sudokupress::publish {
struct BookManifest;  // publish/manifest.hpp
}  // namespace sudokupress::publish

namespace sudokupress::publish::pdf {

struct PreflightOptions {
  const PrintService* service = nullptr;
  render::Size trim;
  Paper paper = Paper::kWhite;
  // A colour interior: colour allowed on the pages, held to the service's ColourInterior
  // (sRGB or CMYK, ink limit, colour line weight, page range). Gray: colour only on colour
  // paper (the older way to say colour).
  Interior interior = Interior::kGray;
  bool bleed = false;  // the interior has bleed (pages are trim + bleed)
  bool cover = false;  // the file is a cover for an interior of `pages` pages
  int pages = 0;
  double dpi = 72;  // raster resolution of the ink checks
};

// Rectangles in points, origin at the top left of the page (MediaBox), y down.
struct BoxF {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
};

struct TextFact {
  BoxF box;
  double size_pt = 0;
  std::string text;
};

struct ImageFact {
  std::string name;
  double ppi = 0;  // the lower of the two directions
};

// What a page paints in one colour, from its content streams: a stroke (a line), text (the
// fill colour of a text-showing operator), a fill, or a CMYK image's darkest pixel.
enum class Paint { kLine, kText, kFill, kImage };
std::string_view paint_name(Paint p);  // "line", "text", "fill", "image"

// A colour as inks, percent of each (gray: K only). Total = C+M+Y+K, the area coverage.
struct Ink {
  double c = 0, m = 0, y = 0, k = 0;
  double total() const { return c + m + y + k; }
  // A black (K at least 80 %: Ghostscript turns RGB black into 75/68/67/90) built from more
  // than black ink.
  bool rich_black() const { return k >= 80 && c + m + y > 5; }
};

struct PageFacts {
  BoxF media;
  std::optional<BoxF> trim, bleed;
  std::vector<std::string> annotations;  // subtypes ("Link", ...)
  std::vector<ImageFact> images;
  bool rgb = false;  // DeviceRGB colour set in the content or an RGB image
  // The thinnest line the content strokes, in points on the page (the line width through the
  // transformation matrix); unset when nothing is stroked.
  std::optional<double> thinnest_line_pt;
  // The thinnest line stroked in a colour with a hue or of more than one ink.
  std::optional<double> thinnest_colour_line_pt;
  int lines = 0;  // stroke operators seen
  // The heaviest ink a painted colour puts down (gray and CMYK colours; RGB is checked as RGB)
  // and what painted it; and the first rich black (Ink::rich_black) on text or a line.
  std::optional<Ink> heaviest_ink;
  Paint heaviest_paint = Paint::kFill;
  std::optional<Ink> rich_black_type;
  Paint rich_black_paint = Paint::kText;
  // The first painted colour holding cyan, magenta or yellow ink (CMYK colours and images): on
  // a black-and-white interior even a neutral four-colour gray or black is colour ink, which
  // the raster's hue test cannot see.
  std::optional<Ink> first_cmy;
  Paint first_cmy_paint = Paint::kFill;
  std::vector<TextFact> text;
  // Raster, top-left first, at raster_dpi: one byte of flags per pixel.
  int raster_width = 0, raster_height = 0;
  // The raster's resolution: PreflightOptions::dpi, or less for a page so large that it would
  // exceed core::limits::kMaxPreflightPixels (0 = not rasterised: PreflightOptions::dpi).
  double raster_dpi = 0;
  std::vector<uint8_t> pixels;
};
inline constexpr uint8_t kPixelInk = 1;     // darker than near-white
inline constexpr uint8_t kPixelColour = 2;  // chromatic
inline constexpr uint8_t kPixelLight = 4;   // light enough for a barcode box background

struct FontFact {
  std::string name;
  bool embedded = true;
};

struct PdfFacts {
  std::vector<PageFacts> pages;
  std::vector<FontFact> fonts;
  std::string pdfx_version;      // Info /GTS_PDFXVersion ("" if none): "PDF/X-1:2001"
  std::string pdfx_conformance;  // Info /GTS_PDFXConformance: "PDF/X-1a:2001"
  bool output_intent = false;
  bool encrypted = false;
};

struct Violation {
  int page = 0;  // 1-based; 0 = the whole document
  std::string message;
};

// The PDF to read: a file, or bytes in memory (`data` set; `name` is used in messages).
struct PdfInput {
  std::string name;
  std::optional<std::string_view> data;
  static PdfInput file(std::string path) { return {std::move(path), std::nullopt}; }
  static PdfInput bytes(std::string_view pdf, std::string name) { return {std::move(name), pdf}; }
};

// The resolution page `p` is rasterised at: `dpi`, lowered so that the raster has at most
// core::limits::kMaxPreflightPixels pixels.
double raster_dpi_for(const PageFacts& p, double dpi);
// An error for a page no print service prints (a side over core::limits::kMaxPdfPageInches),
// checked before anything is rasterised; ok otherwise.
core::Status check_page_sizes(const PdfFacts& f, std::string_view name);

// Reads the facts (structure with qpdf, text and raster with poppler).
core::StatusOr<PdfFacts> read_pdf_facts(const PdfInput& in, const PreflightOptions& o);
// The structure part (qpdf) only; fills pages, pdfx_version, output_intent, encrypted.
core::StatusOr<PdfFacts> read_pdf_structure(const PdfInput& in);
// The poppler part: fonts, text, raster for pages already listed in `facts`; `after_page(i)`
// (if set) runs when page i is read (preflight_pdf checks it and drops its raster there).
core::Status read_pdf_render(const PdfInput& in, const PreflightOptions& o, PdfFacts& facts,
                             const std::function<void(int)>& after_page = {});

// The rules. check_page() looks at one page (index 0-based) and says whether it is blank;
// check_document() applies the document-wide rules (page count, parity, blank runs, fonts,
// PDF/X); check_facts() is both over every page.
std::vector<Violation> check_page(const PageFacts& page, int index, int page_count,
                                  const PreflightOptions& o, bool* blank);
std::vector<Violation> check_document(const PdfFacts& facts, const std::vector<bool>& blank,
                                      const PreflightOptions& o);
std::vector<Violation> check_facts(const PdfFacts& facts, const PreflightOptions& o);

// Everything: read, then check (one page's raster in memory at a time). For a book checking its
// own output before writing it: preflight_pdf(PdfInput::bytes(pdf, "book.pdf"), options).
// The options' own sense, before any file is read: a service, --pages with --cover, and what the
// service prints (a cover, a bleed). kUsage: the caller's request, not the file, is wrong.
core::Status check_preflight_options(const PreflightOptions& o);

core::StatusOr<std::vector<Violation>> preflight_pdf(const PdfInput& in, const PreflightOptions& o);
inline core::StatusOr<std::vector<Violation>> preflight_pdf(const std::string& path,
                                                            const PreflightOptions& o) {
  return preflight_pdf(PdfInput::file(path), o);
}

// The options for a book's own interior: its [print] service and paper, trim and bleed.
PreflightOptions preflight_options_for(const BookManifest& m);
// Ok when `v` is empty; else one error line: "NAME: fails the kdp preflight: page 7: ... (and
// 3 more)" (book --print-ready refuses to leave a file that fails).
core::Status require_clean(const std::vector<Violation>& v, const PreflightOptions& o,
                           std::string_view name);

// The report's lines: "page 7: ...", runs of pages with the same message joined
// ("pages 3-300: ..."), document-wide lines unprefixed.
std::vector<std::string> format_violations(const std::vector<Violation>& v);

}  // namespace sudokupress::publish::pdf
