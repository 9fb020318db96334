// SPDX-License-Identifier: GPL-3.0-or-later
// Print-on-demand services as data: one table (print_service.cpp) says what Amazon KDP,
// IngramSpark, Lulu, a generic printer and a printable PDF (printed at home or school) accept
// for an interior PDF and its cover: standard
// trims, page-count limits per trim group and paper, the gutter by page count, minimum margins,
// page-count and blank-page rules, colour, the PDF standard, the spine formula per paper, spine
// text, cover bleed and the barcode box. The rules in words: ../shared/docs/print-on-demand.md.
// Layout, cover and preflight read the numbers here; nothing else hard-codes them.
//
//   const PrintService* kdp = find_print_service("kdp");
//   Length spine = spine_width(*kdp, Paper::kWhite, 300);   // 0.6756 in
//   Length inside = gutter(*kdp, 300);                        // 0.5 in
//   int limit = max_pages(*kdp, {Length::inch(8.5), Length::inch(11)}, Paper::kCream);  // 550
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "render/length.hpp"

namespace sudokupress::publish {

using render::Length;

enum class Paper { kWhite = 0, kCream = 1, kColor = 2 };
inline constexpr int kPaperCount = 3;
std::string_view paper_name(Paper p);                     // "white", "cream", "color"
std::optional<Paper> parse_paper(std::string_view name);  // also accepts "colour"

// What the pages print in: black ink only (gray), or four colours. A colour interior on white
// paper is the services' standard colour; on colour paper their premium colour.
enum class Interior { kGray = 0, kColor = 1 };
std::string_view interior_name(Interior i);                     // "gray", "color"
std::optional<Interior> parse_interior(std::string_view name);  // also "grey", "colour"

// A trim in the service's list of standard sizes.
struct StandardTrim {
  Length width, height;
};

// Page-count limit for a group of trims (an empty `trims` span: every other accepted trim).
// max_pages per paper, indexed by Paper; 0 = this paper is not offered for the group.
struct PageLimitGroup {
  std::span<const StandardTrim> trims;
  int max_pages[kPaperCount];
};

// Inside margin (from the binding edge) for books of up to `max_pages` pages.
struct GutterStep {
  int max_pages;
  Length gutter;
};

// Outside, top and bottom minimum margins (running heads and folios count as content).
struct Margins {
  Length outside, top, bottom;
};

// Spine = base + pages × per_page (inches); pages counts every page, blank ones included.
struct SpineRule {
  double per_page_in;
  double base_in;
};

// The empty box on the back cover where the service prints its barcode, measured from the
// spine edge of the back cover and from the bottom trim.
struct BarcodeBox {
  Length width, height;
  Length from_spine, from_bottom;
};

struct ColourRule {
  bool grayscale_on_bw_paper;  // white and cream papers print black only: no colour on a page
  bool rgb_allowed;            // RGB objects on a colour interior or cover
  int max_ink_percent;         // total area coverage (C+M+Y+K); 0 = no limit stated
  // The service's rich black recipe (C, M, Y, K percent; all 0 = none stated). When stated,
  // text and lines in black must be black ink only (four inks on fine type never register),
  // and a rich black fill stays within the recipe.
  int rich_black[4];
};

// A colour interior's rules (the interior's own; a cover follows ColourRule). Where the
// service's colour is standard (white paper) and premium (colour paper) with different page
// counts, the standard limits are here and premium's in page_limits' colour column.
struct ColourInterior {
  bool offered;
  bool rgb;  // true: the pages stay sRGB (the service converts); false: CMYK, as PDF/X-1a
  int max_ink_percent;           // total area coverage of a CMYK page (0 = no limit stated)
  Length min_line_width;         // a line in colour (more than one ink, or any hue)
  int standard_min_pages;        // standard colour (white paper); 0 = the service's minimum
  int standard_max_pages;        // 0 = the paper's limit in page_limits
  std::string_view pdfx_output;  // what --print-ready writes ("" = a plain PDF, sRGB kept)
};

struct PrintService {
  std::string_view name;   // "kdp": the manifest and --service name
  std::string_view label;  // "Amazon KDP"

  // Trims: the standard list, and custom trims inside [min, max] (a zero max: none).
  std::span<const StandardTrim> standard_trims;
  Length custom_min_width, custom_min_height, custom_max_width, custom_max_height;
  std::span<const PageLimitGroup> page_limits;  // first matching group wins

  int min_pages;
  bool even_pages;
  int max_blank_run;  // most consecutive blank pages accepted

  std::span<const GutterStep> gutters;  // by page count, ascending
  Margins margins;                      // without bleed
  Margins margins_bleed;                // with bleed
  Length interior_bleed;                // added to the outside edge, top and bottom
  Length trim_tolerance;                // page box against the trim

  ColourRule colour;
  ColourInterior colour_interior;
  // GTS_PDFXVersion values the service accepts; empty = any PDF (PDF/X not required).
  std::span<const std::string_view> pdfx_accepted;
  std::string_view pdfx_output;  // the PDF/X version --print-ready writes for this service
  bool annotations_allowed;
  Length min_text_size;
  Length min_line_width;
  int min_image_dpi;

  // The service prints a wrap-around cover (back, spine and front: the fields below). false:
  // none (a printable PDF's title page is its cover): `cover` and `book --cover` refuse it.
  bool cover;
  SpineRule spine[kPaperCount];  // by Paper
  Length spine_tolerance;        // a cover whose spine is off by more is rejected
  int spine_text_min_pages;      // no spine text below this page count
  Length spine_text_clearance;   // free space on each side of the spine text
  Length cover_bleed;            // every edge of the cover
  Length cover_safe;             // cover text at least this far inside the trim
  BarcodeBox barcode;
};

// The table, in a fixed order: kdp, ingramspark, lulu, generic, printable.
std::span<const PrintService> print_services();
// nullptr when unknown.
const PrintService* find_print_service(std::string_view name);
// "kdp, ingramspark, lulu, generic, printable" for messages and help texts.
std::string print_service_names();

// Spine width for a page count (pages >= 0).
Length spine_width(const PrintService& s, Paper paper, int pages);
// Minimum inside margin (gutter) for a page count; the last step for counts past the table.
Length gutter(const PrintService& s, int pages);
// Minimum outside/top/bottom margins.
const Margins& min_margins(const PrintService& s, bool bleed);
// Highest page count for a trim on a paper; 0 when the service does not print that trim (or
// that paper for it).
int max_pages(const PrintService& s, render::Size trim, Paper paper);
// True when the trim is one of the service's standard sizes (within 0.01 in).
bool is_standard_trim(const PrintService& s, render::Size trim);
// Full cover size: 2 × trim width + spine + 2 × bleed by trim height + 2 × bleed.
render::Size cover_size(const PrintService& s, render::Size trim, Paper paper, int pages);
// Empty string when `pages` is acceptable for the service, trim and paper; otherwise the rule
// broken ("kdp needs at least 24 pages", "kdp needs an even page count", ...).
// A colour interior is also held to its own range (kdp standard colour: 72-600 pages).
std::string check_page_count(const PrintService& s, render::Size trim, Paper paper, int pages,
                             Interior interior = Interior::kGray);
// The most pages a book may have for the trim, paper and interior (0: not printed).
int max_pages(const PrintService& s, render::Size trim, Paper paper, Interior interior);
// The fewest pages.
int min_pages(const PrintService& s, Paper paper, Interior interior);
// The PDF standard --print-ready writes for the interior ("" = a plain PDF).
std::string_view pdfx_output(const PrintService& s, Interior interior);

// "0.25 in", "0.375 in", "1 in": inches with up to `decimals` places, trailing zeros dropped
// (messages of the manifest reader, cover and preflight).
std::string format_inches(Length l, int decimals = 3);

}  // namespace sudokupress::publish
