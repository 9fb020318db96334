// SPDX-License-Identifier: GPL-3.0-or-later
// The book's chapter 16 statistics (spec §3.3) re-measured on our generator: 5 quadruples,
// 10 pairs, 0 cells, then some more. Our RNG differs from the book's, so the checks are the
// shape of the distributions, with tolerances, not the book's exact counts.
#include <gtest/gtest.h>

#include <array>
#include <map>

#include "generate/generator.hpp"
#include "test_support.hpp"

namespace sudokupress::generate {
namespace {

TEST(BookStatisticsTest, ChapterSixteenOnTenThousandPuzzles) {
  const int n = testing::kSanitizerBuild ? 300 : 10000;
  GenerateOptions o;
  o.book = BookRemoval{5, 10, 0, true};
  BatchOptions b;
  b.count = n;
  b.seed = 0;  // like the book: seeds 0, 1, 2, ...
  std::map<int, int> clues;
  int lack_one = 0, lack_two = 0, one_complete = 0, two_complete = 0, lack_and_complete = 0;
  b.on_puzzle = [&](const Generated& g) {
    ++clues[g.puzzle.clue_count()];
    std::array<int, 10> count{};
    for (uint8_t v : g.puzzle.cells) ++count[v];
    int missing = 0, complete = 0;
    for (int d = 1; d <= 9; ++d) {
      missing += count[d] == 0;
      complete += count[d] == 9;
    }
    lack_one += missing == 1;
    lack_two += missing >= 2;
    one_complete += complete == 1;
    two_complete += complete >= 2;
    lack_and_complete += missing == 1 && complete == 1;
    ASSERT_TRUE(is_unique(g.puzzle));
  };
  auto s = generate_batch(o, b);
  ASSERT_TRUE(s.is_ok()) << s.status().message();
  int total = 0, max_clues = 0, min_clues = 81;
  double mean = 0;
  for (auto [k, v] : clues) {
    total += v;
    max_clues = std::max(max_clues, k);
    min_clues = std::min(min_clues, k);
    mean += double(k) * v;
  }
  mean /= total;
  ASSERT_EQ(total, n);
  // With 5 quads and 10 pairs the maximum is 41 clues, and it is the most common count
  // ("the lower half of a normal distribution with mean 41").
  EXPECT_EQ(max_clues, 41);
  int mode = 0, mode_count = 0;
  for (auto [k, v] : clues)
    if (v > mode_count) mode = k, mode_count = v;
  EXPECT_GE(mode, 38);
  EXPECT_GT(mean, 34.0);
  // The tail falls fast: the book saw ten puzzles of 26 clues in 30,000 and none below.
  EXPECT_GE(min_clues, 24);
  int low = 0;
  for (auto [k, v] : clues)
    if (k <= 27) low += v;
  EXPECT_LE(low, n / 200);
  // Digits: no valid puzzle lacks two digits; the book had 521/30,000 (1.7%) lacking one, 114
  // (0.38%) with one complete, none with two complete, 8 with both.
  EXPECT_EQ(lack_two, 0);
  if (!testing::kSanitizerBuild) {
    EXPECT_GT(lack_one, n * 0.005);
    EXPECT_LT(lack_one, n * 0.05);
    EXPECT_GT(one_complete, n * 0.0005);
    EXPECT_LT(one_complete, n * 0.015);
    EXPECT_LE(two_complete, n * 0.0005);
    EXPECT_LE(lack_and_complete, one_complete);
  }
  std::string hist;
  for (auto [k, v] : clues) hist += " " + std::to_string(k) + ":" + std::to_string(v);
  RecordProperty("clue_histogram", hist);
  std::printf("clues:%s\nmean %.2f; lack one digit %d, one complete %d, two complete %d, both %d\n",
              hist.c_str(), mean, lack_one, one_complete, two_complete, lack_and_complete);
}

}  // namespace
}  // namespace sudokupress::generate
