// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/page_layout.hpp"

#include <gtest/gtest.h>

#include "render/render_test_support.hpp"

namespace sudokupress::render::grid {
namespace {

TEST(PageLayoutTest, MagazineGridIsExactlyEightyMillimetresWide) {
  Template t = testing::load_template("magazine");
  for (const char* v : {"9x9", "6x6", "16x16", "flower", "butterfly"}) {
    auto g = core::geometry_by_name(v);
    auto l = layout_page(t, **g);
    ASSERT_TRUE(l) << l.status().message();
    EXPECT_NEAR(l->grid.width.in_mm(), 80.0, 1e-9) << v;
    EXPECT_NEAR(l->page.width.in_mm(), 80.0, 1e-9) << v;  // fit page, no margin
    EXPECT_NEAR(l->grid_origin.x.in_pt(), 0.0, 1e-9);
  }
}

TEST(PageLayoutTest, PaperPagesCentreTheContentAndRejectWhatDoesNotFit) {
  Template t = testing::load_template("large-print");
  auto l = layout_page(t, core::Geometry::classic());
  ASSERT_TRUE(l);
  EXPECT_NEAR(l->page.height.in_mm(), 297, 1e-9);
  EXPECT_NEAR(l->grid_origin.x.in_mm(), 15, 1e-9);  // 180 mm grid in 180 mm of room
  auto kids = parse_template(
      "name = \"k\"\n[page]\nsize = \"A4\"\nmargin_mm = 15\n[grid]\n"
      "cell_mm = 28\nborder_pt = 4\n[caption]\ntop_centre = \"x\"\n",
      "k.toml", testing::manifest());
  ASSERT_TRUE(kids) << kids.status().message();
  auto big = layout_page(*kids, **core::geometry_by_name("16x16"));  // 16 x 28 mm > 180 mm
  ASSERT_FALSE(big);
  EXPECT_NE(big.status().message().find("a 16x16 grid needs 449.4 mm"), std::string::npos)
      << big.status().message();
}

// Issue 27: a composite whose cells would be too small for its template is refused, naming the
// template, the composite, both sizes and what to do.
TEST(PageLayoutTest, CompositesBelowTheMinimumCellAreRefused) {
  Template magazine = testing::load_template("magazine");
  auto samurai = layout_page(magazine, **core::geometry_by_name("samurai"));
  ASSERT_FALSE(samurai);
  EXPECT_EQ(samurai.status().message(),
            magazine.source +
                ": a samurai (21x21 cells) in template magazine gets 3.8 mm cells and 6.6 pt "
                "digits, below its minimum of 5.0 mm cells and 8.0 pt digits ([grid] "
                "min_cell_mm, min_digit_pt); use a template with a larger grid, such as "
                "--template samurai-magazine or samurai-a4");
  auto flower = layout_page(magazine, **core::geometry_by_name("flower"));  // 15 wide: 5.3 mm
  ASSERT_TRUE(flower) << flower.status().message();
  EXPECT_GE(flower->cell.in_mm(), kMinCompositeCellMm);
  for (const char* name : {"samurai-magazine", "samurai-a4", "samurai-letter", "multigrid-tint"})
    EXPECT_TRUE(layout_page(testing::load_template(name), **core::geometry_by_name("samurai")))
        << name;
  // The template's own minimum: min_cell_mm, and min_digit_pt for the givens.
  Template strict = magazine;
  strict.min_cell = Length::mm(6);
  EXPECT_FALSE(layout_page(strict, **core::geometry_by_name("flower")));
  strict = magazine;
  strict.min_digit_pt = 10;
  EXPECT_FALSE(layout_page(strict, **core::geometry_by_name("flower")));  // 9.4 pt givens
  EXPECT_TRUE(layout_page(strict, core::Geometry::classic()));            // one grid: no rule
}

TEST(PageLayoutTest, CaptionPlaceholdersExpandAndEmptySlotsVanish) {
  CaptionData d;
  d.number = 7;
  d.clues = 26;
  EXPECT_EQ(expand_caption("No. {number}", d), "No. 7");
  EXPECT_EQ(expand_caption("Grade {grade}", d), "");
  EXPECT_EQ(expand_caption("{number} {grade}", d), "7 ");
  EXPECT_EQ(expand_caption("{clues} clues {unknown}", d), "26 clues {unknown}");
  EXPECT_EQ(expand_caption("plain", d), "plain");
}

}  // namespace
}  // namespace sudokupress::render::grid
