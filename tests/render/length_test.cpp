// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/length.hpp"

#include <gtest/gtest.h>

namespace sudokupress::render {
namespace {

TEST(LengthTest, ConvertsBetweenMillimetresPointsAndInches) {
  EXPECT_DOUBLE_EQ(Length::inch(1).in_pt(), 72.0);
  EXPECT_DOUBLE_EQ(Length::mm(25.4).in_pt(), 72.0);
  EXPECT_NEAR(Length::pt(72).in_mm(), 25.4, 1e-12);
  EXPECT_NEAR(Length::mm(80).in_px(300), 80 / 25.4 * 300, 1e-9);
  EXPECT_DOUBLE_EQ((Length::mm(10) + Length::mm(5)).in_mm(), 15.0);
  EXPECT_DOUBLE_EQ(Length::mm(10) / Length::mm(4), 2.5);
  EXPECT_LT(Length::pt(1), Length::mm(1));
}

TEST(ColourTest, ParsesHexAndNone) {
  EXPECT_EQ(Colour::parse("#000000"), Colour::black());
  EXPECT_EQ(Colour::parse("#fff"), Colour::white());
  EXPECT_EQ(Colour::parse("#D9d9D9")->hex(), "#d9d9d9");
  EXPECT_TRUE(Colour::parse("none")->none);
  EXPECT_FALSE(Colour::parse("black"));
  EXPECT_FALSE(Colour::parse("#12345"));
  EXPECT_FALSE(Colour::parse("#gg0000"));
}

}  // namespace
}  // namespace sudokupress::render
