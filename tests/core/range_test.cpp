// SPDX-License-Identifier: GPL-3.0-or-later
// The one "A..B" parser: open sides, single values, number syntax, bounds, reversed ranges, and
// which of the caller's messages (and code) each refusal carries.
#include "core/range.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <string>

namespace sudokupress::core {
namespace {

RangeSyntax messages() {
  RangeSyntax s;
  s.no_dots = "no dots";
  s.not_number = "not a number";
  s.out_of_bounds = "out of bounds";
  s.reversed = "reversed";
  return s;
}

std::string refusal(std::string_view text, const RangeSyntax& s) {
  auto r = parse_range(text, s);
  return r ? std::string("ok") : r.status().message();
}

TEST(RangeTest, BothSidesEitherSideOrNone) {
  auto r = parse_range("300..500", messages());
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, 300.0);
  EXPECT_EQ(r->hi, 500.0);
  r = parse_range("6.5..", messages());
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, 6.5);
  EXPECT_FALSE(r->hi);
  r = parse_range("..4", messages());
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->lo);
  EXPECT_EQ(r->hi, 4.0);
  r = parse_range("..", messages());
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->lo || r->hi);
  r = parse_range("", messages());  // the empty text: no bounds, not an error
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->lo || r->hi);
  RangeSyntax closed = messages();
  closed.empty_is_open = false;
  EXPECT_FALSE(parse_range("", closed));
  r = parse_range("5..5", messages());  // a one-value range holds that value
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, r->hi);
}

TEST(RangeTest, SingleValueOnlyWhereTheCallerAllowsIt) {
  RangeSyntax s = messages();
  EXPECT_EQ(refusal("5", s), "no dots");
  s.single_value = true;
  auto r = parse_range("5", s);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, 5.0);
  EXPECT_EQ(r->hi, 5.0);
  EXPECT_EQ(refusal("x", s), "not a number");
}

TEST(RangeTest, NumbersAreWholeSides) {
  const RangeSyntax s = messages();
  EXPECT_EQ(refusal("a..b", s), "not a number");
  EXPECT_EQ(refusal("300x..500", s), "not a number");  // no number prefix taken
  EXPECT_EQ(refusal("1..2..3", s), "not a number");    // the second ".." is part of B
  EXPECT_EQ(refusal("1.5e2..2e2", s), "ok");
  EXPECT_EQ(refusal("-3..-1", s), "ok");
}

TEST(RangeTest, BoundsFiniteAndIntegers) {
  RangeSyntax s = messages();
  EXPECT_EQ(refusal("nan..5", s), "out of bounds");
  EXPECT_EQ(refusal("inf..", s), "out of bounds");
  EXPECT_EQ(refusal("1e999..", s), "out of bounds");  // overflows to inf
  s.min = 0;
  s.max = 20;
  EXPECT_EQ(refusal("..20", s), "ok");
  EXPECT_EQ(refusal("..20.5", s), "out of bounds");
  EXPECT_EQ(refusal("-1..", s), "out of bounds");
  s = messages();
  s.integers = true;
  s.min = INT_MIN;
  s.max = INT_MAX;
  s.single_value = true;
  EXPECT_EQ(refusal("20..40", s), "ok");
  EXPECT_EQ(refusal("1.5", s), "out of bounds");
  EXPECT_EQ(refusal("4294967297", s), "out of bounds");
  EXPECT_EQ(refusal("1e300", s), "out of bounds");
}

TEST(RangeTest, ReversedRangesAreRefusedAfterTheNumbers) {
  RangeSyntax s = messages();
  EXPECT_EQ(refusal("5..1", s), "reversed");
  EXPECT_EQ(refusal("nan..1", s), "out of bounds");  // bounds are checked first
  EXPECT_EQ(refusal("9..x", s), "not a number");
}

TEST(RangeTest, TheCallersCodeIsKept) {
  RangeSyntax s = messages();
  auto r = parse_range("5..1", s);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.status().code(), StatusCode::kUsage);
  s.code = StatusCode::kFailure;
  r = parse_range("x", s);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.status().code(), StatusCode::kFailure);
  EXPECT_EQ(r.status().message(), "no dots");
}

}  // namespace
}  // namespace sudokupress::core
