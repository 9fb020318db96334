#include "render/page_layout.hpp"

#include <gtest/gtest.h>

#include "render_test_support.hpp"

namespace sudokupress::render {
namespace {

TEST(PageLayoutTest, MagazineGridIsExactlyEightyMillimetresWide) {
  Template t = testing::load_template("magazine");
  for (const char* v : {"9x9", "6x6", "16x16", "samurai"}) {
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
}  // namespace sudokupress::render
