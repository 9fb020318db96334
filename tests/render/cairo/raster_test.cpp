// SPDX-License-Identifier: GPL-3.0-or-later
// Raster checks: rasterise the outputs with the tools a reader would use (pdftoppm for PDF,
// rsvg-convert and headless Chromium for SVG, Chromium for HTML) and probe pixels: symbols land
// in their cells and nowhere else, thick lines are thicker than thin ones, composites leave
// their gaps empty, and the SVG renders like the PDF.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cairo_test_support.hpp"
#include "render/cairo/cairo_canvas.hpp"

namespace sudokupress::render::cairo {
namespace {

using testing::Box;
using testing::CellInk;
using testing::Gray;
using testing::quote;
using testing::run_command;
using testing::TempDir;

#define REQUIRE_TOOL(name)                                                                    \
  do {                                                                                        \
    if (!testing::tool_available(name))                                                       \
      GTEST_SKIP() << name << " not installed (scripts/setup.sh installs it); check skipped"; \
  } while (0)

constexpr int kDpi = 100;

Gray pdf_raster(const std::string& pdf, const TempDir& tmp) {
  testing::write_bytes(tmp.file("r.pdf"), pdf);
  std::string out;
  EXPECT_EQ(run_command("pdftoppm -r " + std::to_string(kDpi) + " -png -singlefile " +
                            quote(tmp.file("r.pdf")) + " " + quote(tmp.file("pdf")),
                        &out),
            0)
      << out;
  return testing::load_png(tmp.file("pdf.png"));
}

Gray svg_raster(const std::string& svg, const TempDir& tmp) {
  testing::write_bytes(tmp.file("r.svg"), svg);
  std::string out;
  EXPECT_EQ(run_command("rsvg-convert --dpi-x " + std::to_string(kDpi) + " --dpi-y " +
                            std::to_string(kDpi) + " -o " + quote(tmp.file("svg.png")) + " " +
                            quote(tmp.file("r.svg")),
                        &out),
            0)
      << out;
  return testing::load_png(tmp.file("svg.png"));
}

double border_px(const Template& t, double dpi) { return t.border.in_px(dpi); }

// Every cell with a symbol has ink in its middle, every other cell has none.
void expect_symbols_in_their_cells(const CellInk& ink, const core::Puzzle& p,
                                   const core::Puzzle* solution, const std::string& what) {
  double cell_area = 0.36 * ink.cell_px * ink.cell_px;
  for (int id = 0; id < p.num_cells(); ++id) {
    bool filled = p.cells[id] || (solution && solution->cells[id]);
    if (filled) {
      EXPECT_GT(ink.amount[id], 0.02 * cell_area) << what << " " << p.geo().cell_name(id);
    } else {
      EXPECT_LT(ink.amount[id], 0.002 * cell_area) << what << " " << p.geo().cell_name(id);
    }
  }
}

TEST(PdfRasterTest, SymbolsLandInTheirCellsForEveryGeometryAndSymbolSet) {
  REQUIRE_TOOL("pdftoppm");
  struct Case {
    const char* variant;
    const char* symbols;
  } cases[] = {{"tv12", "digits"},  {"tv12", "glyphs-book"}, {"tv12", "shapes"},
               {"tv12", "letters"}, {"4x4", "kids4"},        {"6x6", "kids6"},
               {"16x16", "digits"}, {"butterfly", "digits"}, {"double", "garden"}};
  // (A samurai here would have 2.8 mm cells, whose 2.4 pt sub-grid outlines reach the probed
  // middle of their cells at this resolution; the 120 mm HTML test below probes it.)
  Template t = testing::probe_template();
  for (const auto& c : cases) {
    TempDir tmp;
    std::string variant = c.variant;
    core::Puzzle p = variant == "tv12" ? testing::puzzle_from_line(testing::kTv12)
                                       : testing::sample_puzzle(variant);
    Gray img = pdf_raster(testing::render_bytes(t, p, c.symbols, OutputFormat::kPdf), tmp);
    Box box = testing::dark_box(img);
    // The grid is 60 mm wide at 5 mm from the edge.
    EXPECT_NEAR(box.x0, 5 / 25.4 * kDpi, 1.5) << c.variant;
    EXPECT_NEAR(box.width(), 60 / 25.4 * kDpi, 2) << c.variant;
    CellInk ink = testing::cell_ink(img, box, p.geo(), border_px(t, kDpi));
    expect_symbols_in_their_cells(ink, p, nullptr, std::string(c.variant) + "/" + c.symbols);
  }
}

TEST(PdfRasterTest, ThickLinesAreThickerAndCompositeGapsStayEmpty) {
  REQUIRE_TOOL("pdftoppm");
  // Heavier lines than the magazine, so the widths are measurable at 100 dpi.
  Template t = testing::probe_template("thin_pt = 1\nthick_pt = 3\nborder_pt = 5\n");
  core::Puzzle p = testing::sample_puzzle("samurai");
  TempDir tmp;
  Gray img = pdf_raster(testing::render_bytes(t, p, "digits", OutputFormat::kPdf), tmp);
  Box box = testing::dark_box(img);
  const double b = border_px(t, kDpi);
  const double cell = (box.width() - b) / 21;
  auto x_of = [&](int col) { return static_cast<int>(std::lround(box.x0 + b / 2 + col * cell)); };
  auto y_mid = [&](int row) {
    return static_cast<int>(std::lround(box.y0 + b / 2 + (row + 0.5) * cell));
  };
  // Along canvas row 1 (top-left grid): border at 0 and 9, thick at 3 and 6, thin elsewhere.
  int y = y_mid(1);
  int w_border = testing::run_width_at(img, x_of(0), y, 2);
  int w_thick = testing::run_width_at(img, x_of(3), y, 2);
  int w_thin = testing::run_width_at(img, x_of(1), y, 2);
  EXPECT_GT(w_thick, w_thin);
  EXPECT_GT(w_border, w_thick);
  EXPECT_EQ(testing::run_width_at(img, x_of(6), y, 2), w_thick);
  EXPECT_GE(testing::run_width_at(img, x_of(9), y, 2), w_border - 1);
  // The gap between the top grids (canvas rows 0..5, columns 9..11) has no ink at all.
  testing::Ink gap =
      testing::ink_in(img, x_of(9) + b, box.y0, x_of(12) - b, y_mid(5) + cell / 2 - b);
  EXPECT_EQ(gap.amount, 0);
  // Nor has the lower-left corner region between grids (rows 9..11, columns 0..5).
  testing::Ink gap2 =
      testing::ink_in(img, box.x0, y_mid(9) - cell / 2 + b, x_of(6) - b, y_mid(11) + cell / 2 - b);
  EXPECT_EQ(gap2.amount, 0);
}

// Issue 31 (verification gap E): the high-contrast hearts' hatching ran across cells, grid lines
// and captions because <mask> was dropped. Icons whose masked content reaches far past their
// box ink only inside their mask: the page's ink is the grid, empty cells stay empty, and a
// filled cell has no ink in the ring between its mask and its lines.
TEST(PdfRasterTest, MaskedIconsInkOnlyInsideTheirMask) {
  REQUIRE_TOOL("pdftoppm");
  TempDir tmp;
  const std::string dir = tmp.file("masked");
  std::filesystem::create_directories(dir);
  std::string hatching = "M-2100 -1000";  // diagonal lines over a square 21 times the icon's
  for (int x = -2100; x <= 1100; x += 20) hatching += "M" + std::to_string(x) + " -1000l2100 2100";
  for (int v = 1; v <= 4; ++v)
    testing::write_bytes(
        dir + "/" + std::to_string(v) + ".svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><title>hatched " +
            std::to_string(v) +
            "</title><mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"-1000\" y=\"-1000\" "
            "width=\"2100\" height=\"2100\"><circle cx=\"50\" cy=\"50\" r=\"" +
            std::to_string(15 + 5 * v) + "\" fill=\"#fff\"/></mask><path d=\"" + hatching +
            "\" stroke=\"#000\" stroke-width=\"8\" mask=\"url(#m)\"/></svg>");
  Template t = testing::probe_template();
  core::Puzzle p = testing::sample_puzzle("4x4");
  Gray img = pdf_raster(testing::render_bytes(t, p, dir, OutputFormat::kPdf), tmp);
  Box box = testing::dark_box(img);
  EXPECT_NEAR(box.x0, 5 / 25.4 * kDpi, 1.5);
  EXPECT_NEAR(box.y0, 5 / 25.4 * kDpi, 1.5);
  EXPECT_NEAR(box.width(), 60 / 25.4 * kDpi, 2);
  EXPECT_NEAR(box.height(), 60 / 25.4 * kDpi, 2);
  CellInk ink = testing::cell_ink(img, box, p.geo(), border_px(t, kDpi));
  expect_symbols_in_their_cells(ink, p, nullptr, "masked");
  CellInk wide = testing::cell_ink(img, box, p.geo(), border_px(t, kDpi), 0.08);
  int filled = 0;
  for (int id = 0; id < p.num_cells(); ++id) {
    if (!p.cells[id]) continue;
    ++filled;
    EXPECT_LT(wide.amount[id] - ink.amount[id], 0.002 * 0.36 * ink.cell_px * ink.cell_px)
        << "ink around the mask in " << p.geo().cell_name(id);
  }
  EXPECT_GE(filled, 2);
}

// Verification gap A: the J of a heading in DejaVu Serif Bold (negative left bearing) inked
// 0.002 in past the text block and into IngramSpark's margin. Type set from an edge keeps its
// ink on the anchor's side: no ink left of a left-aligned anchor, none right of a right-aligned
// one; centred type is placed by its advance as before.
TEST(PngRasterTest, TextSetFromAnEdgeInksOnlyOnItsSide) {
  constexpr double kPngDpi = 600;
  TextStyle heading;
  heading.family = "DejaVu Serif";
  heading.bold = true;
  heading.size = Length::pt(30);
  TextStyle italic = heading;
  italic.bold = false;
  italic.italic = true;
  const Length left = Length::mm(10), right = Length::mm(60);
  auto c = CairoCanvas::png(testing::fonts(), kPngDpi);
  c->begin_page({Length::mm(70), Length::mm(40)});
  c->draw_text("Jigsaw", heading, {left, Length::mm(15)}, HAlign::kLeft, VAlign::kBaseline);
  c->draw_text("jaff", italic, {right, Length::mm(32)}, HAlign::kRight, VAlign::kBaseline);
  c->end_page();
  ASSERT_TRUE(c->finish());
  ASSERT_EQ(c->png_pages().size(), 1u);
  TempDir tmp;
  testing::write_bytes(tmp.file("t.png"), c->png_pages()[0]);
  Gray img = testing::load_png(tmp.file("t.png"));
  auto ink_columns = [&](int y0, int y1) {
    Box b{img.width, 0, -1, 0};
    for (int y = y0; y < y1; ++y)
      for (int x = 0; x < img.width; ++x)
        if (img.at(x, y) < 250) {
          b.x0 = std::min(b.x0, x);
          b.x1 = std::max(b.x1, x);
        }
    return b;
  };
  const int mid = static_cast<int>(Length::mm(20).in_px(kPngDpi));
  const Box top = ink_columns(0, mid), bottom = ink_columns(mid, img.height);
  ASSERT_FALSE(top.empty());
  ASSERT_FALSE(bottom.empty());
  EXPECT_GE(top.x0, left.in_px(kPngDpi) - 0.5) << "the J inks left of its anchor";
  EXPECT_LT(top.x0, left.in_px(kPngDpi) + 2);  // and starts right there
  EXPECT_LE(bottom.x1, right.in_px(kPngDpi) + 0.5) << "the italic f inks right of its anchor";
  EXPECT_GT(bottom.x1, right.in_px(kPngDpi) - 4);
}

// The SVG as rsvg-convert and Chromium draw it matches the PDF as pdftoppm draws it: the same
// cells have ink, at the same place (ink centre within 6% of a cell), in similar amounts.
TEST(SvgRasterTest, RsvgConvertAndChromiumRenderTheSvgLikeThePdf) {
  REQUIRE_TOOL("pdftoppm");
  REQUIRE_TOOL("rsvg-convert");
  Template t = testing::probe_template();
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle sol = testing::puzzle_from_line(testing::kTv12Solution);
  for (const char* symbols : {"digits", "glyphs-book", "garden"}) {
    TempDir tmp;
    Gray pdf = pdf_raster(testing::render_bytes(t, p, symbols, OutputFormat::kPdf, &sol), tmp);
    const std::string svg_text = testing::render_bytes(t, p, symbols, OutputFormat::kSvg, &sol);
    Gray svg = svg_raster(svg_text, tmp);
    ASSERT_EQ(pdf.width, svg.width);
    ASSERT_EQ(pdf.height, svg.height);
    Box pb = testing::dark_box(pdf), sb = testing::dark_box(svg);
    EXPECT_NEAR(pb.x0, sb.x0, 1);
    EXPECT_NEAR(pb.y1, sb.y1, 1);
    CellInk pi = testing::cell_ink(pdf, pb, p.geo(), border_px(t, kDpi));
    CellInk si = testing::cell_ink(svg, sb, p.geo(), border_px(t, kDpi));
    expect_symbols_in_their_cells(si, p, &sol, std::string("rsvg ") + symbols);
    for (int id = 0; id < 81; ++id) {
      EXPECT_NEAR(pi.cx[id], si.cx[id], 0.06) << symbols << " " << p.geo().cell_name(id);
      EXPECT_NEAR(pi.cy[id], si.cy[id], 0.06) << symbols << " " << p.geo().cell_name(id);
      EXPECT_NEAR(si.amount[id] / pi.amount[id], 1.0, 0.25)
          << symbols << " " << p.geo().cell_name(id);
    }
    if (!testing::tool_available("chromium")) continue;  // reported by the HTML test
    // Chromium draws CSS pixels: 96 per inch.
    testing::write_bytes(tmp.file("c.svg"), svg_text);
    ASSERT_TRUE(
        testing::chromium_screenshot(tmp.file("c.svg"), tmp.file("chrome.png"), 400, 400, tmp));
    Gray chrome = testing::load_png(tmp.file("chrome.png"));
    Box cb = testing::dark_box(chrome);
    EXPECT_NEAR(cb.width(), 60 / 25.4 * 96, 2);
    CellInk ci = testing::cell_ink(chrome, cb, p.geo(), t.border.in_px(96));
    expect_symbols_in_their_cells(ci, p, &sol, std::string("chromium svg ") + symbols);
    for (int id = 0; id < 81; ++id) {
      EXPECT_NEAR(pi.cx[id], ci.cx[id], 0.06) << symbols << " " << p.geo().cell_name(id);
      EXPECT_NEAR(pi.cy[id], ci.cy[id], 0.06) << symbols << " " << p.geo().cell_name(id);
    }
  }
}

TEST(HtmlScreenshotTest, ChromiumShowsEverySymbolInItsCell) {
  if (!testing::tool_available("chromium"))
    GTEST_SKIP() << "chromium not installed (fonts/packages.txt lists it; scripts/setup.sh "
                    "installs it); HTML screenshot check skipped";
  // 120 mm wide, so even a samurai's cells (5.7 mm) are big enough to probe at 96 px per inch.
  auto templ = render::parse_template(
      "name = \"probe\"\n[grid]\nwidth_mm = 120\nthin_pt = 1\nthick_pt = 3\nborder_pt = 4\n"
      "[legend]\nshow = \"never\"\n",  // the grid alone (legend_test.cpp checks the legend)
      "probe.toml", testing::manifest());
  ASSERT_TRUE(templ) << templ.status().message();
  const Template& t = *templ;
  struct Case {
    const char* variant;
    const char* symbols;
  } cases[] = {
      {"tv12", "digits"}, {"tv12", "glyphs-book"}, {"6x6", "kids6"}, {"samurai", "digits"}};
  for (const auto& c : cases) {
    std::string variant = c.variant;
    core::Puzzle p = variant == "tv12" ? testing::puzzle_from_line(testing::kTv12)
                                       : testing::sample_puzzle(variant);
    TempDir tmp;
    SCOPED_TRACE(std::string(c.variant) + "/" + c.symbols);
    testing::write_bytes(tmp.file("p.html"),
                         testing::render_bytes(t, p, c.symbols, OutputFormat::kHtml));
    ASSERT_TRUE(testing::chromium_screenshot(tmp.file("p.html"), tmp.file("p.png"), 560, 560, tmp));
    Gray img = testing::load_png(tmp.file("p.png"));
    Box box = testing::dark_box(img);
    // The cells are 120 mm less the border wide (the border lies inside the outer cells), at
    // 96 px per inch, give or take the pixel snapping of borders.
    const double width_px = (Length::mm(120) - t.border).in_px(96);
    EXPECT_NEAR(box.width(), width_px, 3) << c.variant;
    EXPECT_NEAR(box.height(), width_px * p.geo().canvas_rows() / p.geo().canvas_cols(), 3);
    // Each cell draws its top and left lines inside itself: probe the middle half.
    CellInk ink = testing::cell_ink(img, box, p.geo(), 0, 0.25);
    expect_symbols_in_their_cells(ink, p, nullptr,
                                  std::string("html ") + c.variant + "/" + c.symbols);
    if (variant == "tv12") {
      // Box lines are thicker than cell lines in the browser too.
      double cell = box.width() / 9.0;
      int y = static_cast<int>(box.y0 + 4.5 * cell);
      int thick = testing::run_width_at(img, static_cast<int>(box.x0 + 3 * cell), y, 3);
      int thin = testing::run_width_at(img, static_cast<int>(box.x0 + 1 * cell), y, 3);
      EXPECT_GT(thick, thin);
    }
  }
}

}  // namespace
}  // namespace sudokupress::render::cairo
