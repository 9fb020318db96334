// SPDX-License-Identifier: GPL-3.0-or-later
#include "solve/rng.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace sudokupress::solve {
namespace {

TEST(RngTest, SameSeedSameStreamAndKnownValues) {
  Rng a(42), b(42), c(43);
  uint64_t first = a.next();
  EXPECT_EQ(first, b.next());
  EXPECT_NE(first, c.next());
  // Pinned output: the algorithm is part of the puzzle-ID contract (a seed means one puzzle).
  Rng z(0);
  EXPECT_EQ(z.next(), 0x99ec5f36cb75f2b4ull);
}

TEST(RngTest, BelowIsInRangeAndCoversEveryValue) {
  Rng r(7);
  std::vector<int> hits(9, 0);
  for (int i = 0; i < 9000; ++i) {
    uint32_t v = r.below(9);
    ASSERT_LT(v, 9u);
    ++hits[v];
  }
  for (int h : hits) {
    EXPECT_GT(h, 800);
    EXPECT_LT(h, 1200);
  }
  EXPECT_EQ(r.below(1), 0u);
}

TEST(RngTest, ShuffleIsAPermutation) {
  Rng r(1);
  std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  r.shuffle(v);
  std::vector<int> s = v;
  std::sort(s.begin(), s.end());
  for (int i = 0; i < 10; ++i) EXPECT_EQ(s[i], i);
}

}  // namespace
}  // namespace sudokupress::solve
