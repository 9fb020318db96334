// SPDX-License-Identifier: GPL-3.0-or-later
// Colour interiors through the book builder (issue 31 item 3), on a small picture book from the
// fake source: IngramSpark wants CMYK, so the print-ready colour interior is converted (our RGB
// to CMYK of the content's colours, then Ghostscript) and written as PDF/X-1a within 240 % ink;
// the builder's own preflight passes it, and the facts read back say CMYK, no RGB, colour kept.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "publish/book/book_builder.hpp"
#include "publish/fake_source.hpp"
#include "publish/pdf/preflight.hpp"

namespace sudokupress::publish::book {
namespace {

namespace fs = std::filesystem;

std::string picture_book(const std::string& service) {
  return "[book]\ntitle = \"Colour\"\nauthor = \"tests\"\ndate = \"2026-11-28\"\n"
         "[print]\nservice = \"" +
         service +
         "\"\ninterior = \"color\"\n[page]\ntrim = \"6x9in\"\nmargin_top = \"0.5in\"\n"
         "margin_bottom = \"0.5in\"\nmargin_outside = \"0.5in\"\n[front]\nhow_to_play = false\n"
         "[[section]]\nheading = \"Farm\"\ncount = 4\nsize = 4\nsymbols = \"farm-animals\"\n"
         "template = \"kids-icons\"\nper_page = 1\n[solutions]\nenabled = false\n";
}

bool icons_installed() {
  std::error_code ec;
  return fs::is_directory(
      fs::path(SP_SOURCE_DIR) / "third_party/icons/node_modules/fluentui-emoji/icons/flat", ec);
}

TEST(ColourInteriorTest, IngramSparkGetsACmykPdfxInteriorWithinItsInkLimit) {
  if (!icons_installed()) GTEST_SKIP() << "the themes' icons are not installed (scripts/setup.sh)";
  const fs::path dir =
      fs::temp_directory_path() / ("sp_colour_interior_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "book.toml") << picture_book("ingramspark");
  testing::FakeSource fake;
  BuildOptions o;
  o.manifest_path = (dir / "book.toml").string();
  o.print_ready = true;  // and its preflight: a failing book is an error here
  o.source = &fake;
  auto r = build_book(o);
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->manifest.print.paper, Paper::kColor);
  EXPECT_GE(r->plan.page_count(), 18);
  auto facts = read_pdf_structure(pdf::PdfInput::bytes(r->pdf, "book.pdf"));
  ASSERT_TRUE(facts) << facts.status().message();
  EXPECT_EQ(facts->pdfx_conformance, "PDF/X-1a:2001");
  EXPECT_TRUE(facts->output_intent);
  double heaviest = 0;
  bool chromatic_ink = false;
  for (const pdf::PageFacts& p : facts->pages) {
    EXPECT_FALSE(p.rgb);
    if (p.heaviest_ink) heaviest = std::max(heaviest, p.heaviest_ink->total());
    if (p.heaviest_ink && p.heaviest_ink->c + p.heaviest_ink->m + p.heaviest_ink->y > 5)
      chromatic_ink = true;
  }
  EXPECT_LE(heaviest, 240.5);
  EXPECT_TRUE(chromatic_ink) << "the pictures keep their colours in CMYK";
  // The same manifest as a gray book: no colour ink at all.
  o.interior = Interior::kGray;
  auto gray = build_book(o);
  ASSERT_TRUE(gray) << gray.status().message();
  auto gray_facts = read_pdf_structure(pdf::PdfInput::bytes(gray->pdf, "gray.pdf"));
  ASSERT_TRUE(gray_facts);
  for (const pdf::PageFacts& p : gray_facts->pages)
    if (p.heaviest_ink) {
      EXPECT_LE(p.heaviest_ink->c + p.heaviest_ink->m + p.heaviest_ink->y, 0.5);
    }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace sudokupress::publish::book
