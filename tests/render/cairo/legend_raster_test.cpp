// SPDX-License-Identifier: GPL-3.0-or-later
// The legend in PDF and PNG pixels: each picture of the set is drawn in its legend box, in value
// order (each legend box looks like the grid's clue of the same value), and nothing is drawn
// there when the template turns the legend off.
#include <gtest/gtest.h>

#include <cmath>

#include "cairo_test_support.hpp"
#include "render/grid/legend.hpp"
#include "render/grid/page_layout.hpp"
#include "render/symbols/symbol_library.hpp"

namespace sudokupress::render {
namespace {

using cairo::OutputFormat;
using testing::Gray;
using testing::TempDir;

constexpr int kDpi = 150;

Gray raster(const std::string& bytes, OutputFormat f, const TempDir& tmp) {
  if (f == OutputFormat::kPng) {
    testing::write_bytes(tmp.file("r.png"), bytes);
    return testing::load_png(tmp.file("r.png"));
  }
  testing::write_bytes(tmp.file("r.pdf"), bytes);
  std::string out;
  EXPECT_EQ(testing::run_command("pdftoppm -r " + std::to_string(kDpi) + " -png -singlefile " +
                                     testing::quote(tmp.file("r.pdf")) + " " +
                                     testing::quote(tmp.file("pdf")),
                                 &out),
            0)
      << out;
  return testing::load_png(tmp.file("pdf.png"));
}

double px(Length l) { return l.in_pt() / 72.0 * kDpi; }

// Mean darkness (0..1) inside the central `frac` of a box.
double darkness(const Gray& img, const Rect& r, double frac = 0.7) {
  const double inset = (1 - frac) / 2;
  const double x0 = px(r.x + r.width * inset), y0 = px(r.y + r.height * inset);
  const double x1 = px(r.x + r.width * (1 - inset)), y1 = px(r.y + r.height * (1 - inset));
  const auto k = testing::ink_in(img, x0, y0, x1, y1);
  return k.amount / std::max(1.0, (x1 - x0) * (y1 - y0));
}

TEST(LegendRasterTest, PicturesInTheirBoxesInValueOrderInPdfAndPng) {
  if (!testing::tool_available("pdftoppm")) GTEST_SKIP() << "pdftoppm not installed";
  const core::Puzzle p = testing::puzzle_from_line("1234............", "4x4");
  const Template t = testing::probe_template("", "frame_pt = 0\nsize = 0.8\nspacing = 0.4\n");
  auto symbols = symbols::load_symbols("kids4", 4, testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  auto layout = grid::layout_page(t, p.geo(), grid::page_content(t, *symbols, false));
  ASSERT_TRUE(layout && layout->legend);
  for (OutputFormat f : {OutputFormat::kPdf, OutputFormat::kPng}) {
    TempDir tmp;
    const Gray img = raster(testing::render_bytes(t, p, "kids4", f, nullptr, kDpi), f, tmp);
    ASSERT_GT(img.width, 0);
    std::vector<double> legend, clue;
    for (int v = 1; v <= 4; ++v) {
      const Rect& b = layout->legend_layout.boxes[v - 1];
      const Rect box{layout->legend_at.x + b.x, layout->legend_at.y + b.y, b.width, b.height};
      legend.push_back(darkness(img, box));
      clue.push_back(darkness(
          img, grid::cell_rect(p.geo(), layout->grid_origin, layout->cell, t.border, v - 1)));
      EXPECT_GT(legend.back(), 0.03) << "legend box " << v << " is empty";
    }
    // Each legend box matches the clue of its own value best (the pictures differ in ink).
    for (int v = 0; v < 4; ++v) {
      int best = 0;
      for (int u = 1; u < 4; ++u)
        if (std::abs(clue[u] - legend[v]) < std::abs(clue[best] - legend[v])) best = u;
      EXPECT_EQ(best, v) << "legend box " << v + 1 << " looks like clue " << best + 1;
    }
  }
  // Off: the same boxes stay white.
  TempDir tmp;
  const Template off = testing::probe_template("", "show = \"never\"\n");
  const Gray img = raster(testing::render_bytes(off, p, "kids4", OutputFormat::kPng, nullptr, kDpi),
                          OutputFormat::kPng, tmp);
  const auto below = testing::ink_in(img, 0, px(layout->grid_origin.y + layout->grid.height) + 4,
                                     img.width, img.height);
  EXPECT_LT(below.amount, 1.0);
}

}  // namespace
}  // namespace sudokupress::render
