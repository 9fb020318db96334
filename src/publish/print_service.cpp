// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/print_service.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/number_text.hpp"

namespace sudokupress::publish {

namespace {

using render::Size;

constexpr Length in(double v) { return Length::inch(v); }
constexpr StandardTrim trim(double w, double h) { return {in(w), in(h)}; }
// Trims are matched to 0.01 in: A4 is 8.2677 × 11.6929 in and is listed as 8.27 × 11.69.
// Metric trims: A4 (210 × 297 mm) is a standard trim of every service; A5 (148 × 210 mm,
// 5.83 × 8.27) is standard at IngramSpark, Lulu and the generic printer, and a custom trim at
// KDP (inside its 4–8.5 × 6–11.69 range); ISO B5 (176 × 250 mm, 6.93 × 9.84) is in no
// service's list: KDP and the generic printer print it as a custom trim, IngramSpark and Lulu
// (no custom trims here) do not, and the manifest reader says so.
constexpr double kTrimMatchIn = 0.01;

// ---------------------------------------------------------------------------------------------
// Amazon KDP (paperback). Source: KDP help pages as summarised in print-on-demand.md.
constexpr StandardTrim kKdpTrims[] = {
    trim(5, 8),        trim(5.06, 7.81), trim(5.25, 8),    trim(5.5, 8.5),   trim(6, 9),
    trim(6.14, 9.21),  trim(6.69, 9.61), trim(7, 10),      trim(7.44, 9.69), trim(7.5, 9.25),
    trim(8, 10),       trim(8.25, 6),    trim(8.25, 8.25), trim(8.5, 8.5),   trim(8.5, 11),
    trim(8.27, 11.69), trim(8.25, 11)};
constexpr StandardTrim kKdpWideShort[] = {trim(8.25, 6), trim(8.25, 8.25)};
constexpr StandardTrim kKdpLarge[] = {trim(8.5, 8.5), trim(8.5, 11)};
constexpr StandardTrim kKdpA4[] = {trim(8.27, 11.69)};
// Colour = premium colour (24-828 pages; the spine factor 0.002347 is premium colour's).
constexpr PageLimitGroup kKdpLimits[] = {
    // trims          white cream color
    {kKdpWideShort, {800, 750, 828}},
    {kKdpLarge, {590, 550, 828}},
    {kKdpA4, {780, 730, 828}},
    {{}, {828, 776, 828}},
};
constexpr GutterStep kKdpGutters[] = {
    {150, in(0.375)}, {300, in(0.5)}, {500, in(0.625)}, {700, in(0.75)}, {828, in(0.875)}};

// ---------------------------------------------------------------------------------------------
// IngramSpark. Sources: print-on-demand.md (PDF/X-1a:2001 or X-3:2002, 0.5 in margins, 18 pages
// minimum, 1/16 in trim tolerance, 240 % ink). Assumptions, to check against their cover
// template generator, which is the authority: the spine uses their stocks' page thickness,
// 50 lb white at 444 pages per inch (0.002252 in), 50 lb creme at 400 (0.0025 in) and standard
// colour 50 lb at 426 (0.002347 in); the generator rounds, and a spine within the 1/16 in
// tolerance passes. Page limits: 1200 pages for black-and-white and colour up to 6.14 × 9.21,
// 840 for the large trims. Blank runs and spine text follow KDP's rules (the strictest known).
// The gutter is their 0.5 in minimum for every page count.
constexpr StandardTrim kIngramTrims[] = {
    trim(4.25, 7),    trim(5, 8),       trim(5.06, 7.81), trim(5.25, 8),    trim(5.5, 8.5),
    trim(5.83, 8.27), trim(6, 9),       trim(6.14, 9.21), trim(6.69, 9.61), trim(7, 10),
    trim(7.44, 9.69), trim(7.5, 9.25),  trim(8, 10),      trim(8.5, 8.5),   trim(8.25, 11),
    trim(8.5, 11),    trim(8.27, 11.69)};
constexpr StandardTrim kIngramLarge[] = {trim(8, 10), trim(8.5, 8.5), trim(8.25, 11), trim(8.5, 11),
                                         trim(8.27, 11.69)};
constexpr PageLimitGroup kIngramLimits[] = {
    {kIngramLarge, {840, 840, 840}},
    {{}, {1200, 1200, 1200}},
};
constexpr GutterStep kIngramGutters[] = {{1200, in(0.5)}};
constexpr std::string_view kIngramPdfx[] = {"PDF/X-1a:2001", "PDF/X-3:2002"};

// ---------------------------------------------------------------------------------------------
// Lulu (paperback, perfect bound). Source: print-on-demand.md: spine pages / 444 + 0.06 in,
// 32 pages minimum for a paperback cover, 0.5 in safety margin, gutter added by page count.
// The gutter here is the whole inside margin, safety margin plus Lulu's added gutter (<= 60
// pages: +0; 61-150: +0.125; 151-400: +0.5; 401-600: +0.625; more: +0.75). Assumptions: the
// 444 formula for all three papers (the /460 stock is not offered here), 800 pages at most,
// spine text from 80 pages, blank runs as KDP.
constexpr StandardTrim kLuluTrims[] = {
    trim(4.25, 6.875),  trim(5.5, 8.5), trim(5.83, 8.27), trim(6, 9),     trim(6.14, 9.21),
    trim(6.625, 10.25), trim(7, 10),    trim(7.44, 9.68), trim(7.5, 7.5), trim(8.5, 8.5),
    trim(8.27, 11.69),  trim(8.5, 11),  trim(9, 7),       trim(11, 8.5)};
constexpr PageLimitGroup kLuluLimits[] = {{{}, {800, 800, 800}}};
constexpr GutterStep kLuluGutters[] = {
    {60, in(0.5)}, {150, in(0.625)}, {400, in(1.0)}, {600, in(1.125)}, {800, in(1.25)}};

// ---------------------------------------------------------------------------------------------
// Generic: a printer not listed. Assumptions chosen to be safe rather than tight: 0.5 in
// margins, KDP's gutter steps, 24 pages and an even count, cream-like 0.0025 in per page for
// every paper, spine text from 100 pages, any trim from 4 × 6 to 8.5 × 11.69 in.
constexpr StandardTrim kGenericTrims[] = {trim(5, 8),        trim(5.5, 8.5), trim(5.83, 8.27),
                                          trim(6, 9),        trim(7, 10),    trim(8.5, 8.5),
                                          trim(8.27, 11.69), trim(8.5, 11)};
constexpr PageLimitGroup kGenericLimits[] = {{{}, {828, 828, 828}}};

// ---------------------------------------------------------------------------------------------
// Printable: a PDF sold or shared as a download and printed on a home, school or office printer
// (worksheets, printable puzzle books). No source states these: they are what such a printer
// and its paper allow, chosen to be safe. Letter and A4, the two papers those printers take
// (trimmed by nobody: the page is the sheet). No bleed: most such printers cannot print the
// last 4-6 mm of a sheet, so 0.25 in on every side, and no added gutter (a stapled or
// ring-bound stack opens flat enough). Any page count from 1, odd counts too (printed
// single-sided as often as not), at most 1,000 pages (a request past that is a mistake). No
// cover: the title page is the first page. Blank runs, type size, line weight and image
// resolution as KDP's (a home printer loses more of a hairline than a press does). Colour in
// sRGB, any PDF.
constexpr StandardTrim kPrintableTrims[] = {trim(8.5, 11), trim(8.27, 11.69)};
constexpr PageLimitGroup kPrintableLimits[] = {{{}, {1000, 1000, 1000}}};
constexpr GutterStep kPrintableGutters[] = {{1000, in(0.25)}};

// Colour interiors (ColourInterior). kdp: standard colour (white paper) 72-600 pages, premium
// colour (colour paper, spine 0.002347 in a page) 24-828; RGB accepted (sRGB pages, kdp
// converts), no PDF/X asked. IngramSpark: PDF/X-1a, CMYK only, 240 % total ink (the same
// figures as its covers). Lulu: colour in sRGB. Minimum line weight in colour: the 0.75 pt of
// the services' line rule, held for a line of any hue or of more than one ink too (no service
// states a separate colour figure). The generic printer: sRGB, kdp's line rule.
constexpr BarcodeBox kBarcode{in(2), in(1.2), in(0.25), in(0.25)};

// clang-format off
constexpr PrintService kServices[] = {
  {.name = "kdp", .label = "Amazon KDP",
   .standard_trims = kKdpTrims,
   .custom_min_width = in(4), .custom_min_height = in(6),
   .custom_max_width = in(8.5), .custom_max_height = in(11.69),
   .page_limits = kKdpLimits,
   .min_pages = 24, .even_pages = true, .max_blank_run = 2,
   .gutters = kKdpGutters,
   .margins = {in(0.25), in(0.25), in(0.25)},
   .margins_bleed = {in(0.375), in(0.375), in(0.375)},
   .interior_bleed = in(0.125), .trim_tolerance = in(0.0625),
   .colour = {.grayscale_on_bw_paper = true, .rgb_allowed = true, .max_ink_percent = 0,
              .rich_black = {}},
   .colour_interior = {.offered = true, .rgb = true, .max_ink_percent = 0,
                       .min_line_width = Length::pt(0.75),
                       .standard_min_pages = 72, .standard_max_pages = 600,
                       .pdfx_output = ""},
   .pdfx_accepted = {}, .pdfx_output = "PDF/X-1a:2001",
   .annotations_allowed = false,
   .min_text_size = Length::pt(7), .min_line_width = Length::pt(0.75), .min_image_dpi = 300,
   .cover = true,
   .spine = {{0.002252, 0}, {0.0025, 0}, {0.002347, 0}},
   .spine_tolerance = in(0.0625),
   .spine_text_min_pages = 79, .spine_text_clearance = in(0.0625),
   .cover_bleed = in(0.125), .cover_safe = in(0.25),
   .barcode = kBarcode},
  {.name = "ingramspark", .label = "IngramSpark",
   .standard_trims = kIngramTrims,
   .custom_min_width = {}, .custom_min_height = {}, .custom_max_width = {}, .custom_max_height = {},
   .page_limits = kIngramLimits,
   .min_pages = 18, .even_pages = true, .max_blank_run = 2,
   .gutters = kIngramGutters,
   .margins = {in(0.5), in(0.5), in(0.5)},
   .margins_bleed = {in(0.5), in(0.5), in(0.5)},
   .interior_bleed = in(0.125), .trim_tolerance = in(0.0625),
   .colour = {.grayscale_on_bw_paper = true, .rgb_allowed = false, .max_ink_percent = 240,
              .rich_black = {60, 40, 40, 100}},
   .colour_interior = {.offered = true, .rgb = false, .max_ink_percent = 240,
                       .min_line_width = Length::pt(0.75),
                       .standard_min_pages = 0, .standard_max_pages = 0,
                       .pdfx_output = "PDF/X-1a:2001"},
   .pdfx_accepted = kIngramPdfx, .pdfx_output = "PDF/X-1a:2001",
   .annotations_allowed = false,
   .min_text_size = Length::pt(7), .min_line_width = Length::pt(0.75), .min_image_dpi = 300,
   .cover = true,
   .spine = {{1.0 / 444, 0}, {1.0 / 400, 0}, {1.0 / 426, 0}},
   .spine_tolerance = in(0.0625),
   .spine_text_min_pages = 79, .spine_text_clearance = in(0.0625),
   .cover_bleed = in(0.125), .cover_safe = in(0.25),
   .barcode = kBarcode},
  {.name = "lulu", .label = "Lulu",
   .standard_trims = kLuluTrims,
   .custom_min_width = {}, .custom_min_height = {}, .custom_max_width = {}, .custom_max_height = {},
   .page_limits = kLuluLimits,
   .min_pages = 32, .even_pages = true, .max_blank_run = 2,
   .gutters = kLuluGutters,
   .margins = {in(0.5), in(0.5), in(0.5)},
   .margins_bleed = {in(0.5), in(0.5), in(0.5)},
   .interior_bleed = in(0.125), .trim_tolerance = in(0.0625),
   .colour = {.grayscale_on_bw_paper = true, .rgb_allowed = true, .max_ink_percent = 0,
              .rich_black = {}},
   .colour_interior = {.offered = true, .rgb = true, .max_ink_percent = 0,
                       .min_line_width = Length::pt(0.75),
                       .standard_min_pages = 0, .standard_max_pages = 0,
                       .pdfx_output = ""},
   .pdfx_accepted = {}, .pdfx_output = "PDF/X-1a:2001",
   .annotations_allowed = false,
   .min_text_size = Length::pt(7), .min_line_width = Length::pt(0.75), .min_image_dpi = 300,
   .cover = true,
   .spine = {{1.0 / 444, 0.06}, {1.0 / 444, 0.06}, {1.0 / 444, 0.06}},
   .spine_tolerance = in(0.0625),
   .spine_text_min_pages = 80, .spine_text_clearance = in(0.0625),
   .cover_bleed = in(0.125), .cover_safe = in(0.25),
   .barcode = kBarcode},
  {.name = "generic", .label = "generic print-on-demand",
   .standard_trims = kGenericTrims,
   .custom_min_width = in(4), .custom_min_height = in(6),
   .custom_max_width = in(8.5), .custom_max_height = in(11.69),
   .page_limits = kGenericLimits,
   .min_pages = 24, .even_pages = true, .max_blank_run = 2,
   .gutters = kKdpGutters,
   .margins = {in(0.5), in(0.5), in(0.5)},
   .margins_bleed = {in(0.5), in(0.5), in(0.5)},
   .interior_bleed = in(0.125), .trim_tolerance = in(0.0625),
   .colour = {.grayscale_on_bw_paper = true, .rgb_allowed = true, .max_ink_percent = 0,
              .rich_black = {}},
   .colour_interior = {.offered = true, .rgb = true, .max_ink_percent = 0,
                       .min_line_width = Length::pt(0.75),
                       .standard_min_pages = 0, .standard_max_pages = 0,
                       .pdfx_output = ""},
   .pdfx_accepted = {}, .pdfx_output = "PDF/X-1a:2001",
   .annotations_allowed = false,
   .min_text_size = Length::pt(7), .min_line_width = Length::pt(0.75), .min_image_dpi = 300,
   .cover = true,
   .spine = {{0.0025, 0}, {0.0025, 0}, {0.0025, 0}},
   .spine_tolerance = in(0.0625),
   .spine_text_min_pages = 100, .spine_text_clearance = in(0.0625),
   .cover_bleed = in(0.125), .cover_safe = in(0.25),
   .barcode = kBarcode},
  {.name = "printable", .label = "printable PDF (home, school or office printer)",
   .standard_trims = kPrintableTrims,
   .custom_min_width = {}, .custom_min_height = {}, .custom_max_width = {}, .custom_max_height = {},
   .page_limits = kPrintableLimits,
   .min_pages = 1, .even_pages = false, .max_blank_run = 2,
   .gutters = kPrintableGutters,
   .margins = {in(0.25), in(0.25), in(0.25)},
   .margins_bleed = {in(0.25), in(0.25), in(0.25)},
   .interior_bleed = {}, .trim_tolerance = in(0.0625),
   .colour = {.grayscale_on_bw_paper = false, .rgb_allowed = true, .max_ink_percent = 0,
              .rich_black = {}},
   .colour_interior = {.offered = true, .rgb = true, .max_ink_percent = 0,
                       .min_line_width = Length::pt(0.75),
                       .standard_min_pages = 0, .standard_max_pages = 0,
                       .pdfx_output = ""},
   .pdfx_accepted = {}, .pdfx_output = "PDF/X-1a:2001",
   .annotations_allowed = false,
   .min_text_size = Length::pt(7), .min_line_width = Length::pt(0.75), .min_image_dpi = 300,
   .cover = false,
   .spine = {{0, 0}, {0, 0}, {0, 0}},
   .spine_tolerance = {},
   .spine_text_min_pages = 0, .spine_text_clearance = {},
   .cover_bleed = {}, .cover_safe = {},
   .barcode = {}},
};
// clang-format on

bool same_trim(const StandardTrim& t, Size s) {
  return std::abs((t.width - s.width).in_inch()) <= kTrimMatchIn &&
         std::abs((t.height - s.height).in_inch()) <= kTrimMatchIn;
}

bool in_list(std::span<const StandardTrim> list, Size s) {
  for (const auto& t : list)
    if (same_trim(t, s)) return true;
  return false;
}

bool custom_ok(const PrintService& s, Size t) {
  const Length eps = in(kTrimMatchIn);
  return s.custom_max_width > Length() && t.width + eps >= s.custom_min_width &&
         t.height + eps >= s.custom_min_height && t.width <= s.custom_max_width + eps &&
         t.height <= s.custom_max_height + eps;
}

}  // namespace

std::string_view paper_name(Paper p) {
  switch (p) {
    case Paper::kWhite:
      return "white";
    case Paper::kCream:
      return "cream";
    case Paper::kColor:
      return "color";
  }
  return "white";
}

std::string_view interior_name(Interior i) { return i == Interior::kColor ? "color" : "gray"; }

std::optional<Interior> parse_interior(std::string_view name) {
  if (name == "gray" || name == "grey") return Interior::kGray;
  if (name == "color" || name == "colour") return Interior::kColor;
  return std::nullopt;
}

std::optional<Paper> parse_paper(std::string_view name) {
  if (name == "white") return Paper::kWhite;
  if (name == "cream") return Paper::kCream;
  if (name == "color" || name == "colour") return Paper::kColor;
  return std::nullopt;
}

std::span<const PrintService> print_services() { return kServices; }

const PrintService* find_print_service(std::string_view name) {
  for (const auto& s : kServices)
    if (s.name == name) return &s;
  return nullptr;
}

std::string print_service_names() {
  std::string out;
  for (const auto& s : kServices) out += (out.empty() ? "" : ", ") + std::string(s.name);
  return out;
}

Length spine_width(const PrintService& s, Paper paper, int pages) {
  const SpineRule& r = s.spine[static_cast<int>(paper)];
  return in(r.base_in + r.per_page_in * std::max(pages, 0));
}

Length gutter(const PrintService& s, int pages) {
  for (const auto& g : s.gutters)
    if (pages <= g.max_pages) return g.gutter;
  return s.gutters.back().gutter;
}

const Margins& min_margins(const PrintService& s, bool bleed) {
  return bleed ? s.margins_bleed : s.margins;
}

bool is_standard_trim(const PrintService& s, Size trim) { return in_list(s.standard_trims, trim); }

int max_pages(const PrintService& s, Size trim, Paper paper) {
  if (!is_standard_trim(s, trim) && !custom_ok(s, trim)) return 0;
  for (const auto& g : s.page_limits)
    if (g.trims.empty() || in_list(g.trims, trim)) return g.max_pages[static_cast<int>(paper)];
  return 0;
}

Size cover_size(const PrintService& s, Size trim, Paper paper, int pages) {
  return {trim.width * 2 + spine_width(s, paper, pages) + s.cover_bleed * 2,
          trim.height + s.cover_bleed * 2};
}

int max_pages(const PrintService& s, Size trim, Paper paper, Interior interior) {
  const int limit = max_pages(s, trim, paper);
  const ColourInterior& c = s.colour_interior;
  if (interior == Interior::kGray || limit == 0) return limit;
  if (!c.offered) return 0;
  if (paper != Paper::kColor && c.standard_max_pages > 0)
    return std::min(limit, c.standard_max_pages);
  return limit;
}

int min_pages(const PrintService& s, Paper paper, Interior interior) {
  const ColourInterior& c = s.colour_interior;
  if (interior == Interior::kColor && paper != Paper::kColor && c.standard_min_pages > 0)
    return std::max(s.min_pages, c.standard_min_pages);
  return s.min_pages;
}

std::string_view pdfx_output(const PrintService& s, Interior interior) {
  return interior == Interior::kColor ? s.colour_interior.pdfx_output : s.pdfx_output;
}

std::string check_page_count(const PrintService& s, Size trim, Paper paper, int pages,
                             Interior interior) {
  const std::string name(s.name);
  const bool colour = interior == Interior::kColor;
  const std::string what =
      colour ? (paper == Paper::kColor ? " premium colour" : " standard colour") : "";
  if (colour && !s.colour_interior.offered) return name + " prints no colour interiors";
  const int fewest = min_pages(s, paper, interior);
  if (pages < fewest) return name + what + " needs at least " + std::to_string(fewest) + " pages";
  if (s.even_pages && pages % 2 != 0) return name + " needs an even page count";
  const int limit = max_pages(s, trim, paper, interior);
  if (limit == 0)
    return name + " does not print this trim on " + std::string(paper_name(paper)) + " paper";
  if (pages > limit)
    return name + what + " prints at most " + std::to_string(limit) + " pages on this trim and " +
           std::string(paper_name(paper)) + " paper";
  return {};
}

std::string format_inches(Length l, int decimals) {
  return core::number_text(l.in_inch(), core::unsigned_zero(core::trimmed(decimals))) + " in";
}

}  // namespace sudokupress::publish
