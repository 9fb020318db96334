// SPDX-License-Identifier: GPL-3.0-or-later
// Preflight facts read with poppler (Debian libpoppler-cpp-dev): the fonts and whether they are
// embedded, every text box with its size, and each page rasterised (ARGB32) into three masks:
// ink (anything darker than near-white), colour (a chromatic pixel) and light.
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-font.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-image.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "publish/pdf/preflight.hpp"

namespace sudokupress::publish::pdf {

namespace {

// A pixel is ink below this luminance (0-255): anti-aliased edges of real marks reach it, paper
// white and the faintest rendering noise do not.
constexpr int kInkBelow = 245;
// A pixel is chromatic when two of its channels differ by more than this (grey anti-aliasing
// keeps r = g = b).
constexpr int kChromaAbove = 24;
// A pixel is light (a barcode box background) at or above this luminance.
constexpr int kLightFrom = 200;

void quiet(const std::string&, void*) {}

void read_text(const poppler::page& page, PageFacts& facts) {
  for (const poppler::text_box& t : page.text_list(poppler::page::text_list_include_font)) {
    const poppler::rectf r = t.bbox();
    const poppler::byte_array utf8 = t.text().to_utf8();
    facts.text.push_back({{r.x(), r.y(), r.x() + r.width(), r.y() + r.height()},
                          t.get_font_size(),
                          std::string(utf8.begin(), utf8.end())});
  }
}

core::Status read_raster(const poppler::page_renderer& renderer, const poppler::page& page,
                         double dpi, PageFacts& facts) {
  poppler::image img = renderer.render_page(&page, dpi, dpi);
  if (!img.is_valid() || img.format() != poppler::image::format_argb32)
    return core::Status::error("poppler could not rasterise a page");
  const int w = img.width(), h = img.height();
  facts.raster_width = w;
  facts.raster_height = h;
  facts.pixels.assign(static_cast<size_t>(w) * h, 0);
  const char* data = img.const_data();
  for (int y = 0; y < h; ++y) {
    const auto* row =
        reinterpret_cast<const uint8_t*>(data + static_cast<size_t>(y) * img.bytes_per_row());
    for (int x = 0; x < w; ++x) {
      const uint8_t* px = row + 4 * x;  // little-endian ARGB32: B, G, R, A
      const int b = px[0], g = px[1], r = px[2];
      const int lum = (r * 299 + g * 587 + b * 114) / 1000;
      const size_t i = static_cast<size_t>(y) * w + x;
      const int chroma = std::max({r, g, b}) - std::min({r, g, b});
      facts.pixels[i] = (lum < kInkBelow ? kPixelInk : 0) |
                        (chroma > kChromaAbove ? kPixelColour : 0) |
                        (lum >= kLightFrom ? kPixelLight : 0);
    }
  }
  return core::Status::ok();
}

}  // namespace

core::Status read_pdf_render(const PdfInput& in, const PreflightOptions& o, PdfFacts& facts,
                             const std::function<void(int)>& after_page) {
  poppler::set_debug_error_function(quiet, nullptr);
  const std::string& path = in.name;
  std::unique_ptr<poppler::document> doc(
      in.data ? poppler::document::load_from_raw_data(in.data->data(),
                                                      static_cast<int>(in.data->size()))
              : poppler::document::load_from_file(path));
  if (!doc || doc->is_locked()) return core::Status::error(path + ": poppler cannot open it");
  for (const poppler::font_info& f : doc->fonts())
    facts.fonts.push_back({f.name().empty() ? "(unnamed)" : f.name(), f.is_embedded()});
  if (doc->pages() != static_cast<int>(facts.pages.size()))
    return core::Status::error(path + ": qpdf and poppler disagree on the page count");
  poppler::page_renderer renderer;
  renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
  renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
  renderer.set_paper_color(0xffffffff);
  for (int i = 0; i < doc->pages(); ++i) {
    std::unique_ptr<poppler::page> page(doc->create_page(i));
    if (!page)
      return core::Status::error(path + ": poppler cannot read page " + std::to_string(i + 1));
    read_text(*page, facts.pages[i]);
    facts.pages[i].raster_dpi = raster_dpi_for(facts.pages[i], o.dpi);
    if (auto st = read_raster(renderer, *page, facts.pages[i].raster_dpi, facts.pages[i]); !st)
      return core::Status::error(path + ": page " + std::to_string(i + 1) + ": " + st.message());
    if (after_page) after_page(i);
  }
  return core::Status::ok();
}

core::StatusOr<PdfFacts> read_pdf_facts(const PdfInput& in, const PreflightOptions& o) {
  auto facts = read_pdf_structure(in);
  if (!facts) return facts.status();
  if (auto st = check_page_sizes(*facts, in.name); !st) return st;
  if (auto st = read_pdf_render(in, o, *facts); !st) return st;
  return facts;
}

}  // namespace sudokupress::publish::pdf
