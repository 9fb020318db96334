// SPDX-License-Identifier: GPL-3.0-or-later
// The one number formatter: each style gives the text its callers printed before it existed
// ("%g" messages, "%.2f" JSON, trimmed coordinates and inches, no "-0" where asked).
#include "core/number_text.hpp"

#include <gtest/gtest.h>

namespace sudokupress::core {
namespace {

TEST(NumberTextTest, ShortestIsPrintfG) {
  EXPECT_EQ(number_text(16), "16");
  EXPECT_EQ(number_text(10.5), "10.5");
  EXPECT_EQ(number_text(0.5), "0.5");
  EXPECT_EQ(number_text(1e6), "1e+06");
  EXPECT_EQ(number_text(1.0 / 3), "0.333333");
}

TEST(NumberTextTest, FixedKeepsItsDecimals) {
  EXPECT_EQ(number_text(4.5, fixed(2)), "4.50");
  EXPECT_EQ(number_text(299.6, fixed(0)), "300");
  EXPECT_EQ(number_text(6.25, fixed(1)), "6.2");  // printf rounds half to even here
  EXPECT_EQ(number_text(-0.001, fixed(2)), "-0.00");
  EXPECT_EQ(number_text(-0.001, unsigned_zero(fixed(2))), "0.00");
  EXPECT_EQ(number_text(-0.5, unsigned_zero(fixed(2))), "-0.50");
  EXPECT_EQ(number_text(1e300, fixed(2)).size(), 304u);  // never cut to a buffer
}

TEST(NumberTextTest, TrimmedDropsTrailingZerosAndPoint) {
  EXPECT_EQ(number_text(8.5, trimmed(2)), "8.5");
  EXPECT_EQ(number_text(0.19, trimmed(3)), "0.19");
  EXPECT_EQ(number_text(12.0, trimmed(2)), "12");
  EXPECT_EQ(number_text(12.999999999, trimmed(2)), "13");
  EXPECT_EQ(number_text(100, trimmed(0)), "100");  // no point: no zeros taken
  EXPECT_EQ(number_text(0.25, trimmed(6)), "0.25");
  EXPECT_EQ(number_text(-0.0001, trimmed(3)), "-0");
  EXPECT_EQ(number_text(-0.0001, unsigned_zero(trimmed(3))), "0");
  EXPECT_EQ(number_text(-1.5, unsigned_zero(trimmed(3))), "-1.5");
}

}  // namespace
}  // namespace sudokupress::core
