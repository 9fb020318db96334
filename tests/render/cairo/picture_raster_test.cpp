// SPDX-License-Identifier: GPL-3.0-or-later
// The print check on real themes (a fast subset; `sudokupress symbols check` runs the whole
// catalogue, its table is templates/themes/picture-check.tsv).
#include "render/cairo/picture_raster.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "render/render_test_support.hpp"

namespace sudokupress::render::cairo {
namespace {

std::string dir() { return testing::data_dir().symbols(); }

const Length kPicture = Length::mm(kListPictureMm);

// The theme, or a skip when its icon package is not installed.
#define LOAD_THEME_OR_SKIP(var, name)                                                     \
  auto var = load_theme(dir(), name);                                                     \
  ASSERT_TRUE(var) << var.status().message();                                             \
  if (std::error_code ec;                                                                 \
      !std::filesystem::is_directory(theme_style_dir(dir(), *var, var->style), ec))       \
  GTEST_SKIP() << "the themes' icon package is not installed (scripts/setup.sh installs " \
                  "it): the print check needs the pictures"

TEST(PictureRasterTest, RendersAPictureAtTheCheckSize) {
  LOAD_THEME_OR_SKIP(theme, "farm-animals");
  auto s = load_theme_symbols(*theme, dir(), "flat", false);
  ASSERT_TRUE(s) << s.status().message();
  const int px = picture_pixels(kPicture);
  EXPECT_EQ(px, 28);  // 4.8 mm at 150 dpi
  auto images = rasterize_symbols(*s, px);
  ASSERT_TRUE(images) << images.status().message();
  ASSERT_EQ(images->size(), 9u);
  int covered = 0;
  for (float a : (*images)[0].a) covered += a >= 0.5f;
  EXPECT_GT(covered, px * px / 5);  // a cow covers a good part of its box
  EXPECT_LT(covered, px * px);
}

TEST(PictureRasterTest, FarmAnimalsPrintInGrayInTheirOwnStyle) {
  LOAD_THEME_OR_SKIP(theme, "farm-animals");
  auto r = check_theme_style(*theme, dir(), theme->style, 0, kPicture);
  ASSERT_TRUE(r) << r.status().message();
  for (Vision v : kAllVisions)
    EXPECT_TRUE(r->in(v).pass()) << vision_name(v) << ": " << describe_clashes(r->in(v), {});
  auto s = load_print_symbols("farm-animals", 9, dir(), SymbolTone::kGray, kPicture);
  ASSERT_TRUE(s) << s.status().message();
  EXPECT_EQ(s->style, "flat");
  EXPECT_TRUE(s->gray);
}

TEST(PictureRasterTest, HeartsOfOneShapeAreRefusedForGrayBooks) {
  LOAD_THEME_OR_SKIP(theme, "coloured-hearts");
  auto r = check_theme_style(*theme, dir(), theme->style, 0, kPicture);
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_TRUE(r->in(Vision::kColour).pass()) << describe_clashes(r->in(Vision::kColour), {});
  EXPECT_FALSE(r->in(Vision::kGray).pass());
  auto s = load_print_symbols("coloured-hearts", 9, dir(), SymbolTone::kGray, kPicture);
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find(
                "picture theme 'coloured-hearts' is not told apart in gray at 4.8 mm: "),
            std::string::npos)
      << s.status().message();
  EXPECT_NE(s.status().message().find("in its high-contrast style: "), std::string::npos);
  // In colour the same theme loads.
  EXPECT_TRUE(load_print_symbols("coloured-hearts", 9, dir(), SymbolTone::kColour, kPicture));
}

}  // namespace
}  // namespace sudokupress::render::cairo
