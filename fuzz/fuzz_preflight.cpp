// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: preflight on a PDF. The input's first byte picks the options (service, interior
// or cover, bleed, paper); the rest is read as the PDF, in memory, through the whole preflight:
// the structure (qpdf), the page-size bound checked before anything is rasterised, fonts, text
// and each page rasterised within the pixel bound (poppler), then the rules. Any result is
// fine (most inputs are no PDF); a crash, a sanitizer report or a runaway is not.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "publish/pdf/preflight.hpp"
#include "publish/print_service.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace publish = sudokupress::publish;
  namespace render = sudokupress::render;
  if (size < 2) return 0;
  const int pick = data[0];
  publish::pdf::PreflightOptions o;
  o.service = publish::find_print_service((pick & 1) ? "ingramspark" : "kdp");
  if (!o.service) o.service = publish::find_print_service("kdp");
  o.trim = {render::Length::pt(432), render::Length::pt(648)};
  o.bleed = (pick & 2) != 0;
  o.cover = (pick & 4) != 0;
  o.pages = o.cover ? 24 + (pick >> 4) * 40 : 0;
  o.paper = static_cast<publish::Paper>((pick >> 3) % 3);
  o.dpi = 36;  // the rules' resolution matters little here; speed does
  std::string_view pdf(reinterpret_cast<const char*>(data + 1), size - 1);
  auto violations = publish::pdf::preflight_pdf(publish::pdf::PdfInput::bytes(pdf, "fuzz.pdf"), o);
  if (violations) (void)publish::pdf::format_violations(*violations);
  return 0;
}
