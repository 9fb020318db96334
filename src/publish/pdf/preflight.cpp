// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/pdf/preflight.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <set>

#include "core/limits.hpp"
#include "core/number_text.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::pdf {

namespace {

// Inches without the unit, trailing zeros dropped: "8.5", "0.19".
std::string num(double inches, int decimals = 2) {
  const std::string s = format_inches(Length::inch(inches), decimals);
  return s.substr(0, s.size() - 3);
}

std::string size_text(double w_pt, double h_pt, int decimals = 3) {
  return num(w_pt / 72, decimals) + " x " + num(h_pt / 72, decimals) + " in";
}

// A line width for messages: "0.18 pt".
std::string pt_text(double pt) { return core::number_text(pt, core::fixed(2)) + " pt"; }

std::string sname(const PreflightOptions& o) { return std::string(o.service->name); }

double dpi_of(const PageFacts& p, const PreflightOptions& o) {
  return p.raster_dpi > 0 ? p.raster_dpi : o.dpi;
}

// Where the trim lies on page `index`: its TrimBox, else the page less the bleed (interior:
// outside edge, top and bottom; cover: every edge), else the page itself.
BoxF trim_of(const PageFacts& p, int index, const PreflightOptions& o) {
  if (p.trim) return *p.trim;
  if (o.cover) {
    const double b = o.service->cover_bleed.in_pt();
    return {b, b, p.media.x1 - b, p.media.y1 - b};
  }
  if (!o.bleed) return p.media;
  const double b = o.service->interior_bleed.in_pt();
  const bool recto = index % 2 == 0;  // page 1 is a right-hand page: its outside edge is right
  return {recto ? 0 : b, b, recto ? p.media.x1 - b : p.media.x1, p.media.y1 - b};
}

// Pixels of ink connected to the page's outer edge (bleed elements such as thumb tabs).
std::vector<uint8_t> bleed_connected(const PageFacts& p) {
  const int w = p.raster_width, h = p.raster_height;
  std::vector<uint8_t> seen(p.pixels.size(), 0);
  std::deque<int> queue;
  auto push = [&](int x, int y) {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const size_t i = static_cast<size_t>(y) * w + x;
    if (seen[i] || !(p.pixels[i] & kPixelInk)) return;
    seen[i] = 1;
    queue.push_back(static_cast<int>(i));
  };
  for (int x = 0; x < w; ++x) push(x, 0), push(x, h - 1);
  for (int y = 0; y < h; ++y) push(0, y), push(w - 1, y);
  while (!queue.empty()) {
    const int i = queue.front();
    queue.pop_front();
    const int x = i % w, y = i / w;
    push(x + 1, y), push(x - 1, y), push(x, y + 1), push(x, y - 1);
  }
  return seen;
}

bool in_text(const PageFacts& p, double x_pt, double y_pt) {
  for (const TextFact& t : p.text)
    if (x_pt >= t.box.x0 - 1 && x_pt <= t.box.x1 + 1 && y_pt >= t.box.y0 - 1 &&
        y_pt <= t.box.y1 + 1)
      return true;
  return false;
}

struct EdgeInk {
  double distance_pt = 1e9;  // from the trim edge to the nearest ink inside the trim
  bool text = false;         // that ink belongs to a text box
};

enum Side { kTop, kBottom, kLeft, kRight };

// Nearest ink to one trim edge, looking `band_pt` deep; bleed-connected ink is skipped.
EdgeInk nearest_ink(const PageFacts& p, const BoxF& trim, Side side, double band_pt,
                    const std::vector<uint8_t>& skip, double dpi) {
  EdgeInk e;
  const double k = dpi / 72;
  const int w = p.raster_width, h = p.raster_height;
  const int x0 = std::max(0, static_cast<int>(std::ceil(trim.x0 * k))),
            x1 = std::min(w, static_cast<int>(std::floor(trim.x1 * k)));
  const int y0 = std::max(0, static_cast<int>(std::ceil(trim.y0 * k))),
            y1 = std::min(h, static_cast<int>(std::floor(trim.y1 * k)));
  const int depth = static_cast<int>(std::ceil(band_pt * k));
  const bool rows = side == kTop || side == kBottom;
  const int along0 = rows ? x0 : y0, along1 = rows ? x1 : y1;
  for (int d = 0; d < depth; ++d) {
    const int line = side == kTop      ? y0 + d
                     : side == kBottom ? y1 - 1 - d
                     : side == kLeft   ? x0 + d
                                       : x1 - 1 - d;
    if (line < 0 || line >= (rows ? h : w)) break;
    for (int a = along0; a < along1; ++a) {
      const int x = rows ? a : line, y = rows ? line : a;
      const size_t i = static_cast<size_t>(y) * w + x;
      if (!(p.pixels[i] & kPixelInk) || skip[i]) continue;
      e.distance_pt = d / k;
      e.text = in_text(p, (x + 0.5) / k, (y + 0.5) / k);
      return e;
    }
  }
  return e;
}

void check_margins(const PageFacts& p, int index, int page_count, const PreflightOptions& o,
                   const BoxF& trim, std::vector<Violation>& out) {
  if (p.pixels.empty()) return;
  const Margins& m = min_margins(*o.service, o.bleed);
  const Length inside = gutter(*o.service, page_count);
  const bool recto = index % 2 == 0;
  const std::vector<uint8_t> skip =
      o.bleed ? bleed_connected(p) : std::vector<uint8_t>(p.pixels.size(), 0);
  struct Edge {
    Side side;
    Length need;
    const char* name;
  } edges[] = {{kTop, m.top, "top"},
               {kBottom, m.bottom, "bottom"},
               {kLeft, recto ? inside : m.outside, recto ? "inside" : "outside"},
               {kRight, recto ? m.outside : inside, recto ? "outside" : "inside"}};
  for (const Edge& e : edges) {
    const EdgeInk ink = nearest_ink(p, trim, e.side, e.need.in_pt(), skip, dpi_of(p, o));
    if (ink.distance_pt >= e.need.in_pt() - 0.5) continue;  // half a point: raster rounding
    std::string msg = std::string(ink.text ? "text " : "ink ") +
                      format_inches(Length::pt(ink.distance_pt), 2) + " from the " + e.name +
                      " trim; " + sname(o) + " needs " + format_inches(e.need);
    if (std::string_view(e.name) == "inside")
      msg += " for " + std::to_string(page_count) + " pages";
    out.push_back({index + 1, msg});
  }
}

void check_boxes(const PageFacts& p, int index, const PreflightOptions& o, const BoxF& trim,
                 std::vector<Violation>& out) {
  const double tol = o.service->trim_tolerance.in_pt();
  const double tw = o.trim.width.in_pt(), th = o.trim.height.in_pt();
  if (std::abs(trim.width() - tw) > tol || std::abs(trim.height() - th) > tol)
    out.push_back({index + 1, "trim " + size_text(trim.width(), trim.height()) + "; expected " +
                                  size_text(tw, th)});
  double ew = tw, eh = th;
  if (o.bleed) {
    ew += o.service->interior_bleed.in_pt();
    eh += o.service->interior_bleed.in_pt() * 2;
  }
  if (std::abs(p.media.width() - ew) > 0.72 || std::abs(p.media.height() - eh) > 0.72)
    out.push_back({index + 1, "page " + size_text(p.media.width(), p.media.height()) + "; " +
                                  (o.bleed ? "with bleed " : "without bleed ") + sname(o) +
                                  " needs " + size_text(ew, eh)});
}

void check_text_sizes(const PageFacts& p, int index, const PreflightOptions& o,
                      std::vector<Violation>& out) {
  const TextFact* smallest = nullptr;
  for (const TextFact& t : p.text)
    if (t.size_pt > 0 && (!smallest || t.size_pt < smallest->size_pt)) smallest = &t;
  if (!smallest || smallest->size_pt >= o.service->min_text_size.in_pt() - 0.05) return;
  const std::string size = core::number_text(smallest->size_pt, core::fixed(1)) + " pt";
  out.push_back({index + 1, "text " + size + "; " + sname(o) + " needs at least " +
                                std::to_string(static_cast<int>(
                                    std::lround(o.service->min_text_size.in_pt()))) +
                                " pt"});
}

std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v))) + " %"; }

std::string inks_text(const Ink& i) {
  auto n = [](double v) { return std::to_string(static_cast<int>(std::lround(v))); };
  return n(i.c) + "/" + n(i.m) + "/" + n(i.y) + "/" + n(i.k);
}

void check_marks(const PageFacts& p, int index, const PreflightOptions& o,
                 std::vector<Violation>& out) {
  const PrintService& s = *o.service;
  if (!s.annotations_allowed && !p.annotations.empty())
    out.push_back({index + 1, std::to_string(p.annotations.size()) + " annotation" +
                                  (p.annotations.size() == 1 ? "" : "s") + " (" +
                                  p.annotations.front() + "); " + sname(o) +
                                  " rejects annotations and links"});
  for (const ImageFact& im : p.images)
    if (im.ppi + 0.5 < s.min_image_dpi)
      out.push_back({index + 1, "image " + im.name + " at " +
                                    std::to_string(static_cast<int>(std::lround(im.ppi))) +
                                    " ppi; " + sname(o) + " needs " +
                                    std::to_string(s.min_image_dpi)});
  const bool colour_interior = !o.cover && o.interior == Interior::kColor;
  const bool rgb_ok = colour_interior ? s.colour_interior.rgb : s.colour.rgb_allowed;
  if (!rgb_ok && p.rgb)
    out.push_back({index + 1, "RGB colour; " + sname(o) +
                                  (colour_interior ? " wants a colour interior in CMYK"
                                                   : " accepts CMYK or grayscale only")});
  const bool bw =
      !o.cover && !colour_interior && o.paper != Paper::kColor && s.colour.grayscale_on_bw_paper;
  if (bw && std::any_of(p.pixels.begin(), p.pixels.end(),
                        [](uint8_t px) { return (px & kPixelColour) != 0; }))
    out.push_back({index + 1, "colour on a black-and-white interior (" +
                                  std::string(paper_name(o.paper)) + " paper prints black only)"});
  else if (bw && p.first_cmy)
    out.push_back({index + 1, "colour ink on a black-and-white interior (" +
                                  std::string(paint_name(p.first_cmy_paint)) + ", C/M/Y/K " +
                                  inks_text(*p.first_cmy) + "; " +
                                  std::string(paper_name(o.paper)) + " paper prints black only)"});
}

// The service's line weight, total ink and rich black rules, from the content's operators.
void check_lines_and_ink(const PageFacts& p, int index, const PreflightOptions& o,
                         std::vector<Violation>& out) {
  const PrintService& s = *o.service;
  // A hundredth of a point: the widths are written with two or three decimals.
  if (p.thinnest_line_pt && *p.thinnest_line_pt < s.min_line_width.in_pt() - 0.01) {
    out.push_back({index + 1, "line " + pt_text(*p.thinnest_line_pt) + "; " + sname(o) +
                                  " needs at least " + pt_text(s.min_line_width.in_pt())});
  }
  const bool colour_interior = !o.cover && o.interior == Interior::kColor;
  const ColourInterior& ci = s.colour_interior;
  if (colour_interior && p.thinnest_colour_line_pt &&
      *p.thinnest_colour_line_pt < ci.min_line_width.in_pt() - 0.01) {
    out.push_back({index + 1, "colour line " + pt_text(*p.thinnest_colour_line_pt) + "; " +
                                  sname(o) + " needs at least " +
                                  pt_text(ci.min_line_width.in_pt()) + " for a line in colour"});
  }
  const ColourRule& c = s.colour;
  const int max_ink = colour_interior ? ci.max_ink_percent : c.max_ink_percent;
  if (max_ink > 0 && p.heaviest_ink && p.heaviest_ink->total() > max_ink + 0.5)
    out.push_back({index + 1, "ink coverage " + percent(p.heaviest_ink->total()) + " (" +
                                  std::string(paint_name(p.heaviest_paint)) + ", C/M/Y/K " +
                                  inks_text(*p.heaviest_ink) + "); " + sname(o) +
                                  " allows at most " + percent(max_ink)});
  const bool recipe = c.rich_black[0] + c.rich_black[1] + c.rich_black[2] + c.rich_black[3] > 0;
  if (recipe && p.rich_black_type)
    out.push_back({index + 1, "four-colour black on " +
                                  std::string(paint_name(p.rich_black_paint)) + " (C/M/Y/K " +
                                  inks_text(*p.rich_black_type) + "); " + sname(o) +
                                  " wants text and lines in black ink only"});
  if (recipe && p.heaviest_ink && p.heaviest_ink->rich_black()) {
    const Ink& i = *p.heaviest_ink;
    const Ink r{double(c.rich_black[0]), double(c.rich_black[1]), double(c.rich_black[2]),
                double(c.rich_black[3])};
    if (i.c > r.c + 0.5 || i.m > r.m + 0.5 || i.y > r.y + 0.5)
      out.push_back({index + 1, "rich black C/M/Y/K " + inks_text(i) + "; " + sname(o) +
                                    "'s rich black is " + inks_text(r)});
  }
}

bool page_blank(const PageFacts& p, const BoxF& trim, double dpi) {
  if (p.pixels.empty()) return p.text.empty();
  const double k = dpi / 72;
  const int x0 = std::max(0, static_cast<int>(trim.x0 * k)),
            x1 = std::min(p.raster_width, static_cast<int>(trim.x1 * k));
  const int y0 = std::max(0, static_cast<int>(trim.y0 * k)),
            y1 = std::min(p.raster_height, static_cast<int>(trim.y1 * k));
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x)
      if (p.pixels[static_cast<size_t>(y) * p.raster_width + x] & kPixelInk) return false;
  return true;
}

void check_cover(const PageFacts& p, const PreflightOptions& o, std::vector<Violation>& out) {
  const PrintService& s = *o.service;
  const render::Size want = cover_size(s, o.trim, o.paper, o.pages);
  const Length spine = spine_width(s, o.paper, o.pages);
  if (std::abs(p.media.width() - want.width.in_pt()) > s.spine_tolerance.in_pt() ||
      std::abs(p.media.height() - want.height.in_pt()) > s.trim_tolerance.in_pt())
    out.push_back({1, "cover " + size_text(p.media.width(), p.media.height(), 4) + "; " + sname(o) +
                          " needs " + size_text(want.width.in_pt(), want.height.in_pt(), 4) +
                          " for " + std::to_string(o.pages) + " pages on " +
                          std::string(paper_name(o.paper)) + " paper (spine " +
                          format_inches(spine, 4) + ")"});
  const double b = s.cover_bleed.in_pt(), tw = o.trim.width.in_pt(), th = o.trim.height.in_pt();
  const double spine_x0 = b + tw, spine_x1 = b + tw + spine.in_pt();
  const double safe = s.cover_safe.in_pt(), clear = s.spine_text_clearance.in_pt();
  for (const TextFact& t : p.text) {
    const bool on_spine = t.box.x1 > spine_x0 && t.box.x0 < spine_x1;
    if (on_spine && o.pages < s.spine_text_min_pages) {
      out.push_back({1, "text on the spine (\"" + t.text.substr(0, 20) + "\"); " + sname(o) +
                            " allows spine text from " + std::to_string(s.spine_text_min_pages) +
                            " pages"});
    } else if (on_spine &&
               (t.box.x0 < spine_x0 + clear - 0.5 || t.box.x1 > spine_x1 - clear + 0.5)) {
      out.push_back({1, "spine text closer than " + format_inches(s.spine_text_clearance, 4) +
                            " to the spine's folds (\"" + t.text.substr(0, 20) + "\")"});
    }
    const double d =
        std::min({t.box.x0 - b, t.box.y0 - b, b + th - t.box.y1, p.media.width() - b - t.box.x1});
    if (d < safe - 0.5)
      out.push_back({1, "text " + format_inches(Length::pt(d), 2) + " from the cover's trim (\"" +
                            t.text.substr(0, 20) + "\"); " + sname(o) + " needs " +
                            format_inches(s.cover_safe)});
  }
  // The barcode box: bottom right of the back cover, empty and light.
  const BarcodeBox& bc = s.barcode;
  const double k = dpi_of(p, o) / 72;
  const int x0 =
      static_cast<int>(std::ceil((b + tw - bc.from_spine.in_pt() - bc.width.in_pt()) * k)) + 1;
  const int x1 = static_cast<int>((b + tw - bc.from_spine.in_pt()) * k) - 1;
  const int y1 = static_cast<int>((b + th - bc.from_bottom.in_pt()) * k) - 1;
  const int y0 =
      static_cast<int>(std::ceil((b + th - bc.from_bottom.in_pt() - bc.height.in_pt()) * k)) + 1;
  int light = 0, ink = 0, all = 0;
  for (int y = std::max(0, y0); y < std::min(p.raster_height, y1); ++y)
    for (int x = std::max(0, x0); x < std::min(p.raster_width, x1); ++x) {
      const uint8_t px = p.pixels[static_cast<size_t>(y) * p.raster_width + x];
      ++all;
      light += (px & kPixelLight) != 0;
      ink += (px & kPixelInk) != 0;
    }
  if (all > 0 && (light < all || (ink > 0 && ink < all)))
    out.push_back({1, "the barcode box (" + format_inches(bc.width) + " x " +
                          format_inches(bc.height) + ", bottom right of the back cover) is not " +
                          "empty and light"});
}

}  // namespace

std::string_view paint_name(Paint p) {
  switch (p) {
    case Paint::kLine:
      return "line";
    case Paint::kText:
      return "text";
    case Paint::kFill:
      return "fill";
    case Paint::kImage:
      return "image";
  }
  return "fill";
}

std::vector<Violation> check_page(const PageFacts& p, int index, int page_count,
                                  const PreflightOptions& o, bool* blank) {
  std::vector<Violation> out;
  const BoxF trim = trim_of(p, index, o);
  if (o.cover) {
    if (index == 0) check_cover(p, o, out);
  } else {
    check_boxes(p, index, o, trim, out);
    check_margins(p, index, page_count, o, trim, out);
  }
  check_text_sizes(p, index, o, out);
  check_marks(p, index, o, out);
  check_lines_and_ink(p, index, o, out);
  if (blank) *blank = page_blank(p, trim, dpi_of(p, o));
  return out;
}

std::vector<Violation> check_document(const PdfFacts& f, const std::vector<bool>& blank,
                                      const PreflightOptions& o) {
  std::vector<Violation> out;
  const PrintService& s = *o.service;
  const int n = static_cast<int>(f.pages.size());
  if (o.cover) {
    if (n != 1) out.push_back({0, std::to_string(n) + " pages; a cover is one page"});
    if (std::string rule = check_page_count(s, o.trim, o.paper, o.pages, o.interior); !rule.empty())
      out.push_back({0, "a cover for " + std::to_string(o.pages) + " pages; " + rule});
  } else if (std::string rule = check_page_count(s, o.trim, o.paper, n, o.interior);
             !rule.empty()) {
    out.push_back({0, std::to_string(n) + " pages; " + rule});
  }
  for (int i = 0; i < n && !o.cover;) {
    int j = i;
    while (j < n && j < static_cast<int>(blank.size()) && blank[j]) ++j;
    if (j - i > s.max_blank_run)
      out.push_back({0, "pages " + std::to_string(i + 1) + "-" + std::to_string(j) + ": " +
                            std::to_string(j - i) + " blank pages in a row; " + sname(o) +
                            " allows at most " + std::to_string(s.max_blank_run)});
    i = std::max(i + 1, j);
  }
  for (const FontFact& font : f.fonts)
    if (!font.embedded) out.push_back({0, "font " + font.name + " is not embedded"});
  if (f.encrypted) out.push_back({0, "the PDF is encrypted; " + sname(o) + " rejects it"});
  if (!s.pdfx_accepted.empty()) {
    const bool ok =
        std::any_of(s.pdfx_accepted.begin(), s.pdfx_accepted.end(), [&](std::string_view v) {
          // PDF/X-1a:2001 files say version "PDF/X-1:2001" and
          // conformance "PDF/X-1a:2001"; later versions say it once.
          return f.pdfx_version == v || f.pdfx_conformance == v;
        });
    std::string list;
    for (std::string_view v : s.pdfx_accepted)
      list += (list.empty() ? "" : " or ") + std::string(v);
    if (!ok)
      out.push_back({0, (f.pdfx_version.empty() ? std::string("not PDF/X (no GTS_PDFXVersion)")
                                                : "GTS_PDFXVersion " + f.pdfx_version) +
                            "; " + sname(o) + " needs " + list});
    if (!f.output_intent) out.push_back({0, "no PDF/X output intent; " + sname(o) + " needs one"});
  }
  return out;
}

std::vector<Violation> check_facts(const PdfFacts& f, const PreflightOptions& o) {
  std::vector<Violation> pages;
  std::vector<bool> blank(f.pages.size(), false);
  for (size_t i = 0; i < f.pages.size(); ++i) {
    bool b = false;
    auto v = check_page(f.pages[i], static_cast<int>(i), static_cast<int>(f.pages.size()), o, &b);
    blank[i] = b;
    pages.insert(pages.end(), v.begin(), v.end());
  }
  std::vector<Violation> out = check_document(f, blank, o);
  out.insert(out.end(), pages.begin(), pages.end());
  return out;
}

double raster_dpi_for(const PageFacts& p, double dpi) {
  const double w_in = std::max(p.media.width(), 1.0) / 72,
               h_in = std::max(p.media.height(), 1.0) / 72;
  const double limit =
      std::sqrt(static_cast<double>(core::limits::kMaxPreflightPixels) / (w_in * h_in));
  return std::min(dpi, std::floor(limit * 1000) / 1000);
}

core::Status check_page_sizes(const PdfFacts& f, std::string_view name) {
  const double max_pt = core::limits::kMaxPdfPageInches * 72;
  for (size_t i = 0; i < f.pages.size(); ++i) {
    const BoxF& m = f.pages[i].media;
    if (!(m.width() <= max_pt && m.height() <= max_pt))  // NaN too
      return core::Status::error(std::string(name) + ": page " + std::to_string(i + 1) + " is " +
                                 size_text(m.width(), m.height(), 1) +
                                 "; preflight reads pages of at most " +
                                 std::to_string(static_cast<int>(core::limits::kMaxPdfPageInches)) +
                                 " in a side (no print service prints a larger one)");
  }
  return core::Status::ok();
}

core::Status check_preflight_options(const PreflightOptions& o) {
  auto usage = [](std::string m) {
    return core::Status::error(core::StatusCode::kUsage, std::move(m));
  };
  if (!o.service) return usage("preflight: no print service");
  if (o.cover && o.pages <= 0) return usage("--cover needs --pages N (the interior's page count)");
  if (o.cover && !o.service->cover) return usage("--cover: " + sname(o) + " prints no cover");
  if (o.bleed && o.service->interior_bleed == Length())
    return usage("--bleed: " + sname(o) + " prints no bleed");
  return core::Status::ok();
}

core::StatusOr<std::vector<Violation>> preflight_pdf(const PdfInput& in,
                                                     const PreflightOptions& o) {
  if (auto st = check_preflight_options(o); !st) return st;
  auto facts = read_pdf_structure(in);
  if (!facts) return facts.status();
  if (auto st = check_page_sizes(*facts, in.name); !st) return st;
  const int n = static_cast<int>(facts->pages.size());
  std::vector<Violation> pages;
  std::vector<bool> blank(n, false);
  auto after = [&](int i) {
    bool b = false;
    auto v = check_page(facts->pages[i], i, n, o, &b);
    blank[i] = b;
    pages.insert(pages.end(), v.begin(), v.end());
    facts->pages[i].pixels = std::vector<uint8_t>();  // one page's raster at a time
  };
  if (auto st = read_pdf_render(in, o, *facts, after); !st) return st;
  std::vector<Violation> out = check_document(*facts, blank, o);
  out.insert(out.end(), pages.begin(), pages.end());
  return out;
}

PreflightOptions preflight_options_for(const BookManifest& m) {
  PreflightOptions o;
  o.service = find_print_service(m.print.service);
  o.trim = m.trim.size();
  o.paper = m.print.paper;
  o.interior = m.print.interior;
  o.bleed = m.bleed;
  return o;
}

core::Status require_clean(const std::vector<Violation>& v, const PreflightOptions& o,
                           std::string_view name) {
  if (v.empty()) return core::Status::ok();
  const std::vector<std::string> lines = format_violations(v);
  return core::Status::error(
      std::string(name) + ": fails the " + std::string(o.service->name) +
      " preflight: " + lines.front() +
      (lines.size() > 1 ? " (and " + std::to_string(lines.size() - 1) + " more)" : std::string()));
}

std::vector<std::string> format_violations(const std::vector<Violation>& v) {
  std::vector<std::string> lines;
  std::set<std::pair<int, std::string>> on_page, done;
  for (const Violation& x : v) {
    if (x.page == 0)
      lines.push_back(x.message);
    else
      on_page.insert({x.page, x.message});
  }
  // The same message on consecutive pages is one line: "pages 3-9: ...".
  for (const Violation& x : v) {
    if (x.page == 0 || done.count({x.page, x.message})) continue;
    int last = x.page;
    while (on_page.count({last + 1, x.message})) ++last;
    for (int p = x.page; p <= last; ++p) done.insert({p, x.message});
    lines.push_back((last == x.page
                         ? "page " + std::to_string(x.page)
                         : "pages " + std::to_string(x.page) + "-" + std::to_string(last)) +
                    ": " + x.message);
  }
  return lines;
}

}  // namespace sudokupress::publish::pdf
