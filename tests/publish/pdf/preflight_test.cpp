// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/pdf/preflight.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "publish/manifest.hpp"
#include "publish/pdf/pdf_finish.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/cairo/font_library.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"

namespace sudokupress::publish::pdf {
namespace {

using render::Length;
using render::Point;
using render::Rect;

std::shared_ptr<render::cairo::FontLibrary> fonts() {
  static std::shared_ptr<render::cairo::FontLibrary> lib = [] {
    auto dir = render::find_data_dir();
    EXPECT_TRUE(dir) << dir.status().message();
    auto m = render::load_font_manifest(dir->font_manifest());
    EXPECT_TRUE(m) << m.status().message();
    auto f = render::cairo::FontLibrary::create(*m);
    EXPECT_TRUE(f) << f.status().message();
    return *f;
  }();
  return lib;
}

// A temporary file that removes itself.
class TempPdf {
 public:
  explicit TempPdf(const std::string& bytes) {
    static int counter = 0;
    path_ =
        (std::filesystem::temp_directory_path() /
         ("sp_preflight_" + std::to_string(::getpid()) + "_" + std::to_string(++counter) + ".pdf"))
            .string();
    EXPECT_TRUE(core::write_file_atomic(path_, bytes));
  }
  ~TempPdf() { std::filesystem::remove(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

using PageDraw = std::function<void(render::Canvas&, int page)>;

// `n` pages of `size` drawn with the project's Cairo canvas; each page gets a grey block in the
// middle unless `draw` says otherwise (so no page is blank by accident).
std::string cairo_pdf(int n, render::Size size, const PageDraw& draw = {}) {
  auto canvas = render::cairo::CairoCanvas::pdf(fonts());
  render::DocumentInfo info;
  info.creation_time = 0;
  canvas->set_info(info);
  for (int i = 0; i < n; ++i) {
    canvas->begin_page(size);
    if (draw)
      draw(*canvas, i);
    else
      canvas->fill_rect({size.width / 3, size.height / 3, size.width / 3, size.height / 3},
                        {96, 96, 96});
    canvas->end_page();
  }
  EXPECT_TRUE(canvas->finish());
  return canvas->pdf_bytes();
}

render::Size six_by_nine() { return {Length::inch(6), Length::inch(9)}; }

PreflightOptions kdp_6x9() {
  PreflightOptions o;
  o.service = find_print_service("kdp");
  o.trim = six_by_nine();
  return o;
}

std::vector<std::string> preflight_lines(const std::string& pdf, const PreflightOptions& o) {
  TempPdf f(pdf);
  auto v = preflight_pdf(f.path(), o);
  EXPECT_TRUE(v) << v.status().message();
  return v ? format_violations(*v) : std::vector<std::string>{"(error)"};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

// The number in "PREFIX<number>SUFFIX", or -1 when the line has another form.
double distance_in(const std::string& line, const std::string& prefix, const std::string& suffix) {
  if (line.rfind(prefix, 0) != 0 || line.size() < prefix.size() + suffix.size() ||
      line.compare(line.size() - suffix.size(), suffix.size(), suffix) != 0)
    return -1;
  return std::stod(line.substr(prefix.size(), line.size() - prefix.size() - suffix.size()));
}

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

bool has_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
}

// A PDF written with qpdf: one 6x9 page with `content` and `resources` (what Cairo cannot
// make: an unembedded font, a low-resolution image).
std::string qpdf_page(const std::string& content, const std::string& resources,
                      const std::function<void(QPDF&, QPDFObjectHandle&)>& extra = {},
                      const std::string& media = "[0 0 432 648]") {
  QPDF pdf;
  pdf.emptyPDF();
  QPDFObjectHandle page = pdf.makeIndirectObject(QPDFObjectHandle::parse(
      "<< /Type /Page /MediaBox " + media + " /Resources " + resources + " >>"));
  page.replaceKey("/Contents", QPDFObjectHandle::newStream(&pdf, content));
  if (extra) extra(pdf, page);
  QPDFPageDocumentHelper(pdf).addPage(page, false);
  QPDFWriter w(pdf);
  w.setOutputMemory();
  w.write();
  auto b = w.getBufferSharedPointer();
  return std::string(reinterpret_cast<const char*>(b->getBuffer()), b->getSize());
}

TEST(PreflightTest, AGoodInteriorIsClean) {
  std::string pdf = cairo_pdf(24, six_by_nine(), [](render::Canvas& c, int page) {
    render::TextStyle st;
    st.size = Length::pt(10);
    c.draw_text("Page " + std::to_string(page + 1), st, {Length::inch(3), Length::inch(8.5)},
                render::HAlign::kCentre, render::VAlign::kBaseline);
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
  });
  auto lines = preflight_lines(pdf, kdp_6x9());
  EXPECT_TRUE(lines.empty()) << joined(lines);
}

// What the request asks of the service is checked before the file is read, for the command and
// any other caller alike: the file named here does not exist.
TEST(PreflightTest, ARequestTheServiceCannotPrintIsAUsageError) {
  PreflightOptions o = kdp_6x9();
  EXPECT_TRUE(check_preflight_options(o));
  o.service = find_print_service("printable");
  o.bleed = true;
  auto bleed = preflight_pdf("/nonexistent/book.pdf", o);
  ASSERT_FALSE(bleed);
  EXPECT_EQ(bleed.status().code(), core::StatusCode::kUsage);
  EXPECT_EQ(bleed.status().message(), "--bleed: printable prints no bleed");
  o.bleed = false;
  o.cover = true;
  o.pages = 24;
  EXPECT_EQ(check_preflight_options(o).message(), "--cover: printable prints no cover");
  o.service = find_print_service("kdp");
  o.pages = 0;
  EXPECT_EQ(check_preflight_options(o).code(), core::StatusCode::kUsage);
  o.service = nullptr;
  EXPECT_FALSE(check_preflight_options(o));
}

TEST(PreflightTest, TextAtTheEdgeIsReportedWithItsDistance) {
  std::string pdf = cairo_pdf(24, six_by_nine(), [](render::Canvas& c, int page) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
    if (page != 6) return;
    render::TextStyle st;
    st.size = Length::pt(10);
    // Cap tops about 0.09 in below the top trim (the baseline 0.73 em lower).
    c.draw_text("HEAD", st, {Length::inch(3), Length::inch(0.1) + Length::pt(7.3)},
                render::HAlign::kCentre, render::VAlign::kBaseline);
  });
  auto lines = preflight_lines(pdf, kdp_6x9());
  ASSERT_EQ(lines.size(), 1u) << joined(lines);
  // The raster is 72 dpi: the distance is good to a pixel (0.014 in).
  EXPECT_NEAR(distance_in(lines[0], "page 7: text ", " in from the top trim; kdp needs 0.25 in"),
              0.09, 0.025)
      << lines[0];
}

TEST(PreflightTest, InkInTheGutterUsesTheServiceGutterForThePageCount) {
  // Page 1 is a right-hand page: its inside edge is the left one. KDP: 0.375 in up to 150 pages.
  std::string pdf = cairo_pdf(24, six_by_nine(), [](render::Canvas& c, int page) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
    if (page == 0)
      c.fill_rect({Length::inch(0.3), Length::inch(4), Length::inch(0.5), Length::inch(1)},
                  {0, 0, 0});
  });
  auto lines = preflight_lines(pdf, kdp_6x9());
  ASSERT_EQ(lines.size(), 1u) << joined(lines);
  EXPECT_NEAR(distance_in(lines[0], "page 1: ink ",
                          " in from the inside trim; kdp needs 0.375 in for 24 pages"),
              0.3, 0.02)
      << lines[0];
}

TEST(PreflightTest, UnembeddedFontIsReported) {
  std::string pdf = qpdf_page("BT /F1 12 Tf 100 300 Td (Hello) Tj ET",
                              "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont "
                              "/Helvetica >> >> >>");
  PreflightOptions o = kdp_6x9();
  auto lines = preflight_lines(pdf, o);
  EXPECT_TRUE(has_line(lines, "font Helvetica is not embedded")) << joined(lines);
  EXPECT_TRUE(has_line(lines, "1 pages; kdp needs at least 24 pages")) << joined(lines);
}

TEST(PreflightTest, RgbColourOnAGrayscaleBookIsReported) {
  auto draw = [](render::Canvas& c, int page) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)},
                page == 2 ? render::Colour{200, 30, 30} : render::Colour{90, 90, 90});
  };
  std::string pdf = cairo_pdf(24, six_by_nine(), draw);
  auto lines = preflight_lines(pdf, kdp_6x9());
  EXPECT_EQ(lines,
            std::vector<std::string>{
                "page 3: colour on a black-and-white interior (white paper prints black only)"});
  PreflightOptions colour = kdp_6x9();
  colour.paper = Paper::kColor;
  EXPECT_TRUE(preflight_lines(pdf, colour).empty());
  // IngramSpark refuses RGB even where it is grey.
  PreflightOptions ingram = kdp_6x9();
  ingram.service = find_print_service("ingramspark");
  auto il = preflight_lines(cairo_pdf(18, six_by_nine()), ingram);
  EXPECT_TRUE(has_prefix(il, "pages 1-18: RGB colour; ingramspark accepts CMYK or grayscale only"))
      << joined(il);
  EXPECT_TRUE(has_line(il,
                       "not PDF/X (no GTS_PDFXVersion); ingramspark needs PDF/X-1a:2001 or "
                       "PDF/X-3:2002"))
      << joined(il);
  EXPECT_TRUE(has_line(il, "no PDF/X output intent; ingramspark needs one")) << joined(il);
}

TEST(PreflightTest, ThreeBlankPagesInARowAreReportedTwoAreNot) {
  auto with_blanks = [](int first, int count) {
    return cairo_pdf(24, six_by_nine(), [first, count](render::Canvas& c, int page) {
      if (page >= first && page < first + count) return;
      c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)},
                  {90, 90, 90});
    });
  };
  auto lines = preflight_lines(with_blanks(4, 3), kdp_6x9());
  EXPECT_EQ(lines,
            std::vector<std::string>{"pages 5-7: 3 blank pages in a row; kdp allows at most 2"});
  EXPECT_TRUE(preflight_lines(with_blanks(4, 2), kdp_6x9()).empty());
}

TEST(PreflightTest, LinkAnnotationIsReported) {
  std::string pdf = cairo_pdf(24, six_by_nine(), [](render::Canvas& c, int page) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
    if (page == 0)
      c.add_uri_link({Length::inch(1), Length::inch(1), Length::inch(1), Length::inch(1)},
                     "https://example.org");
  });
  auto lines = preflight_lines(pdf, kdp_6x9());
  EXPECT_EQ(lines, std::vector<std::string>{
                       "page 1: 1 annotation (Link); kdp rejects annotations and links"});
  // The same check on bytes in memory (a book checking its own output before writing it).
  auto v = preflight_pdf(PdfInput::bytes(pdf, "mem.pdf"), kdp_6x9());
  ASSERT_TRUE(v) << v.status().message();
  EXPECT_EQ(format_violations(*v), lines);
}

TEST(PreflightTest, PageCountParityAndSizeAreChecked) {
  auto lines = preflight_lines(cairo_pdf(25, six_by_nine()), kdp_6x9());
  EXPECT_EQ(lines, std::vector<std::string>{"25 pages; kdp needs an even page count"});
  lines = preflight_lines(cairo_pdf(24, {Length::inch(8.5), Length::inch(11)}), kdp_6x9());
  EXPECT_TRUE(has_line(lines, "pages 1-24: trim 8.5 x 11 in; expected 6 x 9 in")) << joined(lines);
  // With bleed a page is 0.125 in wider and 0.25 in higher.
  PreflightOptions bleed = kdp_6x9();
  bleed.bleed = true;
  lines = preflight_lines(cairo_pdf(24, six_by_nine()), bleed);
  EXPECT_TRUE(has_prefix(lines, "pages 1-24: page 6 x 9 in; with bleed kdp needs 6.125 x 9.25 in"))
      << joined(lines);
}

TEST(PreflightTest, BleedElementsMayCrossTheOutsideMargin) {
  const render::Size page{Length::inch(6.125), Length::inch(9.25)};
  auto tab = [page](render::Canvas& c, int i) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
    // A thumb tab from the outside bleed edge 0.3 in into the page (right on recto pages).
    const Length w = Length::inch(0.425);
    c.fill_rect({i % 2 == 0 ? page.width - w : Length(), Length::inch(3), w, Length::inch(1)},
                {60, 60, 60});
  };
  PreflightOptions bleed = kdp_6x9();
  bleed.bleed = true;
  auto lines = preflight_lines(cairo_pdf(24, page, tab), bleed);
  EXPECT_TRUE(lines.empty()) << joined(lines);
}

TEST(PreflightTest, SmallTextAndLowResolutionImagesAreReported) {
  std::string pdf = cairo_pdf(24, six_by_nine(), [](render::Canvas& c, int page) {
    c.fill_rect({Length::inch(1), Length::inch(1), Length::inch(4), Length::inch(6)}, {90, 90, 90});
    render::TextStyle st;
    st.size = Length::pt(5);
    if (page == 1)
      c.draw_text("tiny", st, {Length::inch(3), Length::inch(7.5)}, render::HAlign::kCentre,
                  render::VAlign::kBaseline);
  });
  auto lines = preflight_lines(pdf, kdp_6x9());
  EXPECT_EQ(lines, std::vector<std::string>{"page 2: text 5.0 pt; kdp needs at least 7 pt"});
  // A 10 x 10 pixel image placed 1 in wide: 10 ppi.
  std::string image =
      qpdf_page("q 72 0 0 72 100 300 cm /Im1 Do Q", "<< >>", [](QPDF& pdf, QPDFObjectHandle& page) {
        QPDFObjectHandle im = QPDFObjectHandle::newStream(&pdf, std::string(100, '\x40'));
        im.replaceDict(
            QPDFObjectHandle::parse("<< /Type /XObject /Subtype /Image /Width 10 /Height 10 "
                                    "/ColorSpace /DeviceGray /BitsPerComponent 8 >>"));
        QPDFObjectHandle res = QPDFObjectHandle::newDictionary();
        QPDFObjectHandle xo = QPDFObjectHandle::newDictionary();
        xo.replaceKey("/Im1", im);
        res.replaceKey("/XObject", xo);
        page.replaceKey("/Resources", res);
      });
  lines = preflight_lines(image, kdp_6x9());
  EXPECT_TRUE(has_line(lines, "page 1: image Im1 at 10 ppi; kdp needs 300")) << joined(lines);
}

TEST(PreflightTest, CoverNeedsAnEmptyLightBarcodeBoxAndTheSpineWidth) {
  // A KDP 6 x 9 cover for 100 white pages: 12 + 0.2252 + 0.25 in wide.
  const PrintService& kdp = *find_print_service("kdp");
  const render::Size size = cover_size(kdp, six_by_nine(), Paper::kWhite, 100);
  const Rect box{Length::inch(0.125 + 6 - 0.25 - 2), Length::inch(0.125 + 9 - 0.25 - 1.2),
                 Length::inch(2), Length::inch(1.2)};
  auto cover = [&](bool mark) {
    return cairo_pdf(1, size, [&](render::Canvas& c, int) {
      c.fill_rect({Length(), Length(), size.width, size.height}, {30, 50, 90});
      c.fill_rect(box, render::Colour::white());
      if (mark)
        c.fill_rect({box.x + Length::inch(0.5), box.y + Length::inch(0.5), Length::inch(0.3),
                     Length::inch(0.3)},
                    {30, 50, 90});
    });
  };
  PreflightOptions o = kdp_6x9();
  o.cover = true;
  o.pages = 100;
  auto lines = preflight_lines(cover(false), o);
  EXPECT_TRUE(lines.empty()) << joined(lines);
  lines = preflight_lines(cover(true), o);
  EXPECT_EQ(lines, std::vector<std::string>{"page 1: the barcode box (2 in x 1.2 in, bottom right "
                                            "of the back cover) is not empty and light"});
  o.pages = 200;
  lines = preflight_lines(cover(false), o);
  EXPECT_EQ(lines, std::vector<std::string>{"page 1: cover 12.4752 x 9.25 in; kdp needs 12.7004 x "
                                            "9.25 in for 200 pages on white paper (spine "
                                            "0.4504 in)"});
}

TEST(PreflightTest, OptionsForABookAndTheRefusalLine) {
  auto m = parse_manifest(
      "[book]\ntitle = \"T\"\n[page]\ntrim = \"6x9in\"\nbleed = true\n"
      "[print]\nservice = \"lulu\"\npaper = \"cream\"\n[[section]]\n"
      "heading = \"A\"\ncount = 1\n",
      "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  PreflightOptions o = preflight_options_for(*m);
  EXPECT_EQ(o.service->name, "lulu");
  EXPECT_EQ(o.paper, Paper::kCream);
  EXPECT_TRUE(o.bleed);
  EXPECT_NEAR(o.trim.width.in_inch(), 6, 1e-9);
  EXPECT_TRUE(require_clean({}, o, "b.pdf"));
  EXPECT_EQ(
      require_clean({{0, "30 pages; lulu needs at least 32 pages"}, {3, "x"}, {4, "x"}}, o, "b.pdf")
          .message(),
      "b.pdf: fails the lulu preflight: 30 pages; lulu needs at least 32 pages (and 1 more)");
}

TEST(PreflightTest, PdfxRulesOnFactsAlone) {
  // check_facts is pure: facts without a raster (a 6 x 9 page) and the PDF/X keys.
  PdfFacts f;
  f.pages.resize(18);
  for (PageFacts& p : f.pages) {
    p.media = {0, 0, 432, 648};
    p.text.push_back({{100, 300, 200, 312}, 10, "text"});  // not blank
  }
  PreflightOptions o = kdp_6x9();
  o.service = find_print_service("ingramspark");
  f.pdfx_version = "PDF/X-1:2001";  // PDF/X-1a:2001 writes the version and the conformance
  f.pdfx_conformance = "PDF/X-1a:2001";
  f.output_intent = true;
  EXPECT_TRUE(format_violations(check_facts(f, o)).empty());
  f.pdfx_conformance.clear();
  f.output_intent = false;
  EXPECT_EQ(format_violations(check_facts(f, o)),
            (std::vector<std::string>{
                "GTS_PDFXVersion PDF/X-1:2001; ingramspark needs PDF/X-1a:2001 or PDF/X-3:2002",
                "no PDF/X output intent; ingramspark needs one"}));
  f.pdfx_version = "PDF/X-3:2002";
  f.output_intent = true;
  EXPECT_TRUE(format_violations(check_facts(f, o)).empty());
}

TEST(PreflightTest, FormatJoinsRunsOfPagesWithTheSameMessage) {
  std::vector<Violation> v = {{0, "25 pages; kdp needs an even page count"},
                              {3, "a"},
                              {3, "b"},
                              {4, "a"},
                              {5, "a"},
                              {7, "a"}};
  EXPECT_EQ(format_violations(v),
            (std::vector<std::string>{"25 pages; kdp needs an even page count", "pages 3-5: a",
                                      "page 3: b", "page 7: a"}));
}

// Issue 26: a 200 x 200 in page died with SIGSEGV (exit 139) under the 1 GiB limit. Absurd pages
// are refused before anything is rasterised; large ones are rasterised at a lowered resolution.
TEST(PreflightTest, HugePagesAreRefusedOrRasterisedWithinThePixelLimit) {
  PageFacts letter;
  letter.media = {0, 0, 612, 792};
  EXPECT_EQ(raster_dpi_for(letter, 72), 72);
  PageFacts big;
  big.media = {0, 0, 99 * 72, 99 * 72};
  const double dpi = raster_dpi_for(big, 72);
  EXPECT_LT(dpi, 72);
  EXPECT_LE(99 * dpi * 99 * dpi, static_cast<double>(core::limits::kMaxPreflightPixels));
  PdfFacts facts;
  facts.pages = {letter, big};
  EXPECT_TRUE(check_page_sizes(facts, "x.pdf"));
  facts.pages[1].media = {0, 0, 14400, 14400};
  auto st = check_page_sizes(facts, "x.pdf");
  ASSERT_FALSE(st);
  EXPECT_EQ(st.message(),
            "x.pdf: page 2 is 200 x 200 in; preflight reads pages of at most 100 in a side (no "
            "print service prints a larger one)");
  // Through preflight_pdf: refused before poppler sees it.
  TempPdf f(qpdf_page("0 0 1 rg 10 10 100 100 re f", "<< >>", {}, "[0 0 14400 14400]"));
  auto v = preflight_pdf(f.path(), kdp_6x9());
  ASSERT_FALSE(v);
  EXPECT_NE(v.status().message().find("page 1 is 200 x 200 in"), std::string::npos);
}

// Issue 26: a cover for 2,000 pages passed; the interior's page count is checked like a book's.
TEST(PreflightTest, ACoverForMorePagesThanTheServicePrintsIsReported) {
  PdfFacts facts;
  facts.pages.resize(1);
  PreflightOptions o = kdp_6x9();
  o.cover = true;
  o.pages = 2000;
  auto lines = format_violations(check_document(facts, {false}, o));
  EXPECT_TRUE(has_prefix(lines, "a cover for 2000 pages; ")) << joined(lines);
  o.pages = 200;
  lines = format_violations(check_document(facts, {false}, o));
  EXPECT_FALSE(has_prefix(lines, "a cover for")) << joined(lines);
}

}  // namespace
}  // namespace sudokupress::publish::pdf

namespace sudokupress::publish::pdf {
namespace {

PreflightOptions ingram_6x9() {
  PreflightOptions o = kdp_6x9();
  o.service = find_print_service("ingramspark");
  return o;
}

TEST(PreflightTest, ThinLinesAreReadFromTheContentWithTheMatrix) {
  // 0.5 pt through a 0.8 scale: 0.4 pt on the page; the 1 pt line passes.
  const std::string content =
      "q 0.8 0 0 0.8 0 0 cm 0.5 w 100 100 m 300 100 l S Q 1 w 100 200 m 300 200 l S";
  const std::string pdf = qpdf_page(content, "<< >>");
  TempPdf f(pdf);
  auto facts = read_pdf_structure(PdfInput::file(f.path()));
  ASSERT_TRUE(facts) << facts.status().message();
  ASSERT_TRUE(facts->pages[0].thinnest_line_pt.has_value());
  EXPECT_NEAR(*facts->pages[0].thinnest_line_pt, 0.4, 1e-9);
  EXPECT_EQ(facts->pages[0].lines, 2);
  auto lines = preflight_lines(pdf, kdp_6x9());
  EXPECT_TRUE(has_line(lines, "page 1: line 0.40 pt; kdp needs at least 0.75 pt")) << joined(lines);
  // A page whose lines are all 0.75 pt or more says nothing about lines.
  auto heavy = preflight_lines(qpdf_page("0.75 w 100 100 m 300 100 l S", "<< >>"), kdp_6x9());
  EXPECT_FALSE(has_prefix(heavy, "page 1: line")) << joined(heavy);
}

TEST(PreflightTest, InkCoverageAndFourColourBlackFollowTheService) {
  // A background fill of 249 % and text in a four-colour black of 295 %.
  const std::string content =
      "0.8 0.7 0.59 0.4 k 0 0 432 648 re f "
      "0.75 0.7 0.6 0.9 k BT /F1 12 Tf 100 300 Td (Hello) Tj ET";
  const std::string fonts =
      "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>";
  const std::string pdf = qpdf_page(content, fonts);
  TempPdf f(pdf);
  auto facts = read_pdf_structure(PdfInput::file(f.path()));
  ASSERT_TRUE(facts) << facts.status().message();
  const PageFacts& p = facts->pages[0];
  ASSERT_TRUE(p.heaviest_ink && p.rich_black_type);
  EXPECT_NEAR(p.heaviest_ink->total(), 295, 1e-6);
  EXPECT_EQ(p.heaviest_paint, Paint::kText);
  auto lines = preflight_lines(pdf, ingram_6x9());
  EXPECT_TRUE(has_line(lines,
                       "page 1: ink coverage 295 % (text, C/M/Y/K 75/70/60/90); ingramspark "
                       "allows at most 240 %"))
      << joined(lines);
  EXPECT_TRUE(has_line(lines,
                       "page 1: four-colour black on text (C/M/Y/K 75/70/60/90); ingramspark "
                       "wants text and lines in black ink only"))
      << joined(lines);
  // KDP states neither rule.
  auto kdp = preflight_lines(pdf, kdp_6x9());
  EXPECT_FALSE(has_prefix(kdp, "page 1: ink coverage")) << joined(kdp);
  EXPECT_FALSE(has_prefix(kdp, "page 1: four-colour")) << joined(kdp);
  // Black ink alone, and gray, pass; the coverage of gray is its K.
  auto pure = preflight_lines(
      qpdf_page("0 0 0 1 k 0 0 432 648 re f 0.2 g 10 10 20 20 re f 0 0 0 1 K 2 w 5 5 m 50 5 l S",
                "<< >>"),
      ingram_6x9());
  EXPECT_FALSE(has_prefix(pure, "page 1: ink coverage")) << joined(pure);
  EXPECT_FALSE(has_prefix(pure, "page 1: four-colour")) << joined(pure);
}

TEST(PreflightTest, ColoursSetThroughColourSpacesAreRead) {
  // scn in a DeviceCMYK space named in the resources; a form XObject keeps its state.
  const std::string content = "/CS0 cs 0.9 0.9 0.9 0.5 scn 0 0 100 100 re f";
  auto lines =
      preflight_lines(qpdf_page(content, "<< /ColorSpace << /CS0 /DeviceCMYK >> >>"), ingram_6x9());
  EXPECT_TRUE(has_prefix(lines, "page 1: ink coverage 320 % (fill")) << joined(lines);
}

// A neutral four-colour black or gray has no hue for the raster to see, but it is colour ink:
// a black-and-white interior refuses it by its inks; black ink alone passes.
TEST(PreflightTest, NeutralFourColourInkOnABlackAndWhiteInteriorIsColour) {
  const std::string fonts =
      "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>";
  auto rich = preflight_lines(
      qpdf_page("0.7 0.6 0.6 1 k BT /F1 12 Tf 100 300 Td (Hello) Tj ET", fonts), kdp_6x9());
  EXPECT_TRUE(has_line(rich,
                       "page 1: colour ink on a black-and-white interior (text, C/M/Y/K "
                       "70/60/60/100; white paper prints black only)"))
      << joined(rich);
  auto pure = preflight_lines(
      qpdf_page("0 0 0 1 k BT /F1 12 Tf 100 300 Td (Hello) Tj ET 0 0 0 0.3 k 0 0 50 50 re f",
                fonts),
      kdp_6x9());
  EXPECT_FALSE(has_prefix(pure, "page 1: colour ink")) << joined(pure);
  PreflightOptions colour = kdp_6x9();  // a colour interior takes it
  colour.interior = Interior::kColor;
  auto in_colour = preflight_lines(
      qpdf_page("0.7 0.6 0.6 1 k BT /F1 12 Tf 100 300 Td (Hello) Tj ET", fonts), colour);
  EXPECT_FALSE(has_prefix(in_colour, "page 1: colour ink")) << joined(in_colour);
}

// A colour interior (issue 31): colour is allowed on its pages (on white paper too: kdp standard
// colour), a line in colour is held to the service's colour line weight, and a service that
// wants CMYK (ingramspark) refuses RGB and holds the page to its ink limit.
TEST(PreflightTest, AColourInteriorFollowsTheServiceColourRules) {
  // A thin red line (0.5 pt) and a black one at 1 pt, drawn in RGB.
  const std::string content =
      "1 0 0 RG 0.5 w 100 100 m 300 100 l S 0 0 0 RG 1 w 100 200 m 300 "
      "200 l S 0 0.6 0.3 rg 100 300 100 100 re f";
  const std::string pdf = qpdf_page(content, "<< >>");
  TempPdf f(pdf);
  auto facts = read_pdf_structure(PdfInput::file(f.path()));
  ASSERT_TRUE(facts) << facts.status().message();
  ASSERT_TRUE(facts->pages[0].thinnest_colour_line_pt.has_value());
  EXPECT_NEAR(*facts->pages[0].thinnest_colour_line_pt, 0.5, 1e-9);
  PreflightOptions colour = kdp_6x9();
  colour.interior = Interior::kColor;
  auto lines = preflight_lines(pdf, colour);
  EXPECT_TRUE(has_line(lines,
                       "page 1: colour line 0.50 pt; kdp needs at least 0.75 pt for a line in "
                       "colour"))
      << joined(lines);
  EXPECT_FALSE(has_prefix(lines, "page 1: colour on a black-and-white")) << joined(lines);
  EXPECT_FALSE(has_prefix(lines, "page 1: RGB colour")) << joined(lines);  // kdp takes sRGB
  // The same page as a gray interior: colour on black-and-white paper.
  auto gray = preflight_lines(pdf, kdp_6x9());
  EXPECT_TRUE(has_prefix(gray, "page 1: colour on a black-and-white interior")) << joined(gray);
  EXPECT_FALSE(has_prefix(gray, "page 1: colour line")) << joined(gray);
  // ingramspark: a colour interior in CMYK only.
  PreflightOptions ingram = ingram_6x9();
  ingram.interior = Interior::kColor;
  auto rgb = preflight_lines(pdf, ingram);
  EXPECT_TRUE(has_line(rgb, "page 1: RGB colour; ingramspark wants a colour interior in CMYK"))
      << joined(rgb);
  // A CMYK colour line of one ink is not a line "in colour" (black); of two inks it is.
  auto one_ink = preflight_lines(qpdf_page("0 0 0 1 K 0.5 w 1 1 m 50 1 l S", "<< >>"), ingram);
  EXPECT_FALSE(has_prefix(one_ink, "page 1: colour line")) << joined(one_ink);
  auto two_inks = preflight_lines(qpdf_page("0.5 0 0 1 K 0.5 w 1 1 m 50 1 l S", "<< >>"), ingram);
  EXPECT_TRUE(has_prefix(two_inks, "page 1: colour line 0.50 pt")) << joined(two_inks);
  // The page range of standard colour: 72 pages at kdp (white paper), 24 on colour paper.
  PdfFacts few;
  few.pages.resize(24, facts->pages[0]);
  auto doc = check_document(few, std::vector<bool>(24, false), colour);
  ASSERT_FALSE(doc.empty());
  EXPECT_EQ(doc[0].message, "24 pages; kdp standard colour needs at least 72 pages");
  colour.paper = Paper::kColor;
  EXPECT_TRUE(check_document(few, std::vector<bool>(24, false), colour).empty());
}

}  // namespace
}  // namespace sudokupress::publish::pdf
