// SPDX-License-Identifier: GPL-3.0-or-later
// PDF validity: fonts embedded (pdffonts), qpdf --check clean (also with links, destinations
// and an outline: the cairo 1.16 cross-reference trap), byte-identical output for a pinned date.
#include <cairo-pdf.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <sstream>

#include "cairo_test_support.hpp"
#include "render/cairo/cairo_canvas.hpp"

namespace sudokupress::render::cairo {
namespace {

using testing::quote;
using testing::run_command;
using testing::TempDir;

#define REQUIRE_TOOL(name)                                                                    \
  do {                                                                                        \
    if (!testing::tool_available(name))                                                       \
      GTEST_SKIP() << name << " not installed (scripts/setup.sh installs it); check skipped"; \
  } while (0)

std::string tv12_pdf(const std::string& symbols = "digits") {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  Template t = testing::load_template("magazine");
  return testing::render_bytes(t, p, symbols, OutputFormat::kPdf);
}

TEST(PdfTest, EveryFontIsEmbedded) {
  REQUIRE_TOOL("pdffonts");
  for (const char* symbols : {"digits", "glyphs-book", "letters"}) {
    TempDir tmp;
    testing::write_bytes(tmp.file("a.pdf"), tv12_pdf(symbols));
    std::string out;
    ASSERT_EQ(run_command("pdffonts " + quote(tmp.file("a.pdf")), &out), 0) << out;
    std::istringstream lines(out);
    std::string line;
    int fonts = 0;
    std::regex row(R"(\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$)");
    while (std::getline(lines, line)) {
      std::smatch m;
      if (!std::regex_search(line, m, row)) continue;
      ++fonts;
      EXPECT_EQ(m[1], "yes") << line;
    }
    EXPECT_GE(fonts, 2) << out;  // the symbols' font and the caption's
    if (std::string(symbols) == "glyphs-book") {
      EXPECT_NE(out.find("Symbola"), std::string::npos) << out;
    }
  }
}

TEST(PdfTest, QpdfCheckIsClean) {
  REQUIRE_TOOL("qpdf");
  TempDir tmp;
  testing::write_bytes(tmp.file("a.pdf"), tv12_pdf("shapes"));
  std::string out;
  EXPECT_EQ(run_command("qpdf --check " + quote(tmp.file("a.pdf")), &out), 0) << out;
  EXPECT_NE(out.find("No syntax or stream encoding errors"), std::string::npos) << out;
}

TEST(PdfTest, SameInputAndPinnedDateGiveIdenticalBytes) {
  std::string a = tv12_pdf(), b = tv12_pdf();
  EXPECT_EQ(a, b);
  EXPECT_NE(a.find("/CreationDate (20231114221320Z)"), std::string::npos);
  // SOURCE_DATE_EPOCH pins it when the caller does not.
  auto draw = [] {
    auto c = CairoCanvas::pdf(testing::fonts());
    c->begin_page({Length::mm(50), Length::mm(50)});
    c->draw_text("7", TextStyle{}, {Length::mm(10), Length::mm(10)}, HAlign::kLeft,
                 VAlign::kBaseline);
    c->end_page();
    EXPECT_TRUE(c->finish());
    return c->pdf_bytes();
  };
  ::setenv("SOURCE_DATE_EPOCH", "86400", 1);
  std::string c = draw();
  std::string d = draw();
  ::unsetenv("SOURCE_DATE_EPOCH");
  EXPECT_EQ(c, d);
  EXPECT_NE(c.find("/CreationDate (19700102000000Z)"), std::string::npos);
}

// The book builder's hooks: several pages, destinations, internal and URI links, an outline,
// metadata. With cairo 1.16 a bare link tag breaks the xref table; ours must pass qpdf.
// Text is measured with the fonts before the first page too (a cover's lines are wrapped
// before its page begins): the same widths as on a page, and Japanese at its full-width 1 em a
// character, not the 0.6 em estimate of a canvas without fonts (sample-ja's blurb ran into the
// spine on that estimate).
TEST(PdfTest, TextIsMeasuredWithTheFontsBeforeTheFirstPage) {
  TextStyle latin;
  latin.size = Length::pt(12);
  TextStyle cjk = latin;
  cjk.family = "Noto Sans CJK JP";
  const std::string ja = "\u554f\u984c\u306e\u7b54\u3048";  // 5 full-width characters
  auto before = CairoCanvas::pdf(testing::fonts());
  const Length latin_before = before->text_width("Picture Sudoku", latin);
  const Length ja_before = before->text_width(ja, cjk);
  auto after = CairoCanvas::pdf(testing::fonts());
  after->begin_page({Length::mm(100), Length::mm(100)});
  EXPECT_NEAR(latin_before.in_pt(), after->text_width("Picture Sudoku", latin).in_pt(), 1e-6);
  EXPECT_NEAR(ja_before.in_pt(), after->text_width(ja, cjk).in_pt(), 1e-6);
  EXPECT_NEAR(ja_before.in_pt(), 5 * 12, 0.5);
  after->end_page();
}

TEST(PdfTest, LinksDestinationsAndOutlinePassQpdf) {
  REQUIRE_TOOL("qpdf");
  auto c = CairoCanvas::pdf(testing::fonts());
  DocumentInfo info;
  info.title = "Links";
  info.author = "sudokupress tests";
  info.creation_time = 0;
  c->set_info(info);
  for (int page = 1; page <= 3; ++page) {
    c->begin_page({Length::mm(100), Length::mm(100)});
    std::string name = "page" + std::to_string(page);
    c->add_destination(name, {Length::mm(10), Length::mm(10)});
    c->add_outline("Page " + std::to_string(page), name, page == 1 ? 0 : 1);
    c->draw_text("Page " + std::to_string(page), TextStyle{}, {Length::mm(10), Length::mm(20)},
                 HAlign::kLeft, VAlign::kBaseline);
    c->add_link({Length::mm(10), Length::mm(30), Length::mm(40), Length::mm(10)},
                "page" + std::to_string(page % 3 + 1));
    c->add_uri_link({Length::mm(10), Length::mm(50), Length::mm(40), Length::mm(10)},
                    "https://example.org/sudoku?id=1");
    c->begin_link("page1");  // a link around text, like a table-of-contents line
    c->draw_text("Back to page 1", TextStyle{}, {Length::mm(10), Length::mm(80)}, HAlign::kLeft,
                 VAlign::kBaseline);
    c->end_link();
    c->end_page();
  }
  ASSERT_TRUE(c->finish());
  const std::string& pdf = c->pdf_bytes();
  EXPECT_NE(pdf.find("/Subtype /Link"), std::string::npos);
  EXPECT_NE(pdf.find("/Outlines"), std::string::npos);
  TempDir tmp;
  testing::write_bytes(tmp.file("links.pdf"), pdf);
  std::string out;
  EXPECT_EQ(run_command("qpdf --check " + quote(tmp.file("links.pdf")), &out), 0) << out;
  EXPECT_EQ(out.find("WARNING"), std::string::npos) << out;
}

// Documents the trap the guard exists for: on cairo 1.16 a link tag around drawn content,
// outside any structure tag, gives a PDF that qpdf reports as damaged. (Newer cairo fixed it; then
// this test only checks validity.)
TEST(PdfTest, Cairo116UnguardedLinkTrapIsReal) {
  REQUIRE_TOOL("qpdf");
  std::string pdf;
  cairo_surface_t* s = cairo_pdf_surface_create_for_stream(
      [](void* closure, const unsigned char* data, unsigned int len) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), len);
        return CAIRO_STATUS_SUCCESS;
      },
      &pdf, 200, 200);
  cairo_t* cr = cairo_create(s);
  cairo_tag_begin(cr, CAIRO_TAG_LINK, "uri='https://example.org'");
  cairo_rectangle(cr, 10, 10, 50, 20);  // drawn content inside the link (text does it too)
  cairo_fill(cr);
  cairo_tag_end(cr, CAIRO_TAG_LINK);
  cairo_show_page(cr);
  cairo_destroy(cr);
  cairo_surface_finish(s);
  cairo_surface_destroy(s);
  TempDir tmp;
  testing::write_bytes(tmp.file("bare.pdf"), pdf);
  std::string out;
  int rc = run_command("qpdf --check " + quote(tmp.file("bare.pdf")), &out);
  if (cairo_version() < CAIRO_VERSION_ENCODE(1, 17, 0))
    EXPECT_NE(rc, 0) << "cairo " << cairo_version_string()
                     << " wrote a valid PDF: is the guard still needed?\n"
                     << out;
  else
    EXPECT_EQ(rc, 0) << out;
}

TEST(PngOutputTest, SizeFollowsTheDpi) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  Template t = testing::probe_template();
  std::string png = testing::render_bytes(t, p, "digits", OutputFormat::kPng, nullptr, 200);
  TempDir tmp;
  testing::write_bytes(tmp.file("a.png"), png);
  testing::Gray img = testing::load_png(tmp.file("a.png"));
  // 60 mm grid + 2 x 5 mm margin = 70 mm square at 200 dpi = 551.2 px.
  EXPECT_EQ(img.width, 552);
  EXPECT_EQ(img.height, 552);
}

}  // namespace
}  // namespace sudokupress::render::cairo
