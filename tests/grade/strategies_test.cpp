// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests from the book's figures and logs (spec §8).
#include <gtest/gtest.h>

#include <algorithm>

#include "grade_test_support.hpp"

namespace sudokupress::grade {
namespace {

using testing::cell;
using testing::Fixture;
using testing::info;
using V = std::vector<std::string>;

constexpr const char* kTv1 =
    "409701003005400200060503040078614900000958400954372186013840020042100308890235014";
constexpr const char* kTv14 =
    "500090006020408970009000200050314090190080063030609010205940600940806020700020009";

TEST(RectangleTest, Tv1FirstRemovalIsNineFromR1C5ThroughBoxes1287) {
  Fixture f;
  f.load_cleaned(kTv1);
  // Figure 1-2: row 0 = 4 | 28 | 9 | 7 | 268 | 1 | 568 | 56 | 3; row 1 = 137 | 38 | 5 | 4 | ...
  EXPECT_EQ(f.cands(0, 1), "28");
  EXPECT_EQ(f.cands(0, 4), "268");
  EXPECT_EQ(f.cands(0, 6), "568");
  EXPECT_EQ(f.cands(0, 7), "56");
  EXPECT_EQ(f.cands(1, 0), "137");
  EXPECT_EQ(f.cands(1, 1), "38");
  EXPECT_EQ(f.cands(1, 4), "689");
  EXPECT_EQ(f.cands(1, 5), "69");
  EXPECT_EQ(f.cands(1, 7), "679");
  EXPECT_EQ(f.cands(1, 8), "179");
  ASSERT_TRUE(rectangle(*f.ctx, info(30), Variant{true, false}));
  ASSERT_EQ(f.steps.size(), 1u);
  const Step& s = f.steps[0];
  EXPECT_EQ(s.eliminations, (std::vector<CellDigit>{{cell(1, 5), 9}}));
  EXPECT_NE(s.explanation.find("boxes [2,3,9,8]"), std::string::npos) << s.explanation;
  // Then cleanup removes 6 from (1,4), (1,7), (6,5), (7,5), (0,4).
  for (auto [r, c] : {std::pair{1, 4}, {1, 7}, {6, 5}, {7, 5}, {0, 4}}) {
    EXPECT_FALSE(f.grid.has(cell(r, c), 6)) << r << "," << c;
    EXPECT_NE(std::find(s.implied.begin(), s.implied.end(), CellDigit{cell(r, c), 6}),
              s.implied.end());
  }
  EXPECT_EQ(s.placements, (std::vector<CellDigit>{{cell(1, 5), 6}}));
}

TEST(FishTest, Tv14LinesTwoOnColumns0And8) {
  Fixture f;
  f.load_cleaned(kTv14);
  int base[] = {0, 8};
  ASSERT_TRUE(fish_lines(*f.ctx, info(22), 0, true, base, 4));
  EXPECT_EQ(f.eliminated(), (V{"r2c7:4", "r5c2:4", "r5c6:4"}));
}

TEST(FishTest, Tv14LinesThreeOnRows157) {
  Fixture f;
  f.load_cleaned(kTv14);
  int base[] = {1, 5, 7};
  ASSERT_TRUE(fish_lines(*f.ctx, info(32), 0, false, base, 5));
  EXPECT_EQ(f.eliminated(), (V{"r2c4:5", "r2c8:5", "r4c6:5", "r8c6:5"}));
}

TEST(IntersectionTest, Tv14PointingTwoOfBox4) {
  Fixture f;
  f.load_cleaned(kTv14);
  pointing_box(*f.ctx, info(13), 18 + 4);
  auto e = f.eliminated();
  EXPECT_NE(std::find(e.begin(), e.end(), "r4c2:2"), e.end());
  bool found = false;
  for (const auto& s : f.steps)
    if (s.explanation.find("all 2s of box 5 are in row 5") != std::string::npos) found = true;
  EXPECT_TRUE(found);
}

TEST(FishTest, Figure16_7LinesFourOnRows1347) {
  Fixture f;
  f.rows({"9|23|7|36|256|1|8|25|4", "8|6|5|4|9|27|1|27|3", "4|23|1|8|25|237|6|579|29",
          "3|5|8|29|1|29|4|6|7", "1|4|6|7|3|8|29|29|5", "2|7|9|5|4|6|3|1|8",
          "6|19|23|123|7|4|5|8|29", "7|19|4|12|8|5|29|3|6", "5|8|23|2369|26|39|7|4|1"});
  int base[] = {1, 3, 4, 7};
  ASSERT_TRUE(fish_lines(*f.ctx, info(33), 0, false, base, 2));
  EXPECT_EQ(f.eliminated(), (V{"r0c7:2", "r2c5:2", "r6c3:2", "r8c3:2"}));
  EXPECT_NE(f.steps[0].explanation.find("rows 2,4,5,8 confine 2 to the columns 4,6,7,8"),
            std::string::npos)
      << f.steps[0].explanation;
  // The whole strategy finds the same jellyfish (no smaller fish exists here).
  Fixture g;
  g.rows({"9|23|7|36|256|1|8|25|4", "8|6|5|4|9|27|1|27|3", "4|23|1|8|25|237|6|579|29",
          "3|5|8|29|1|29|4|6|7", "1|4|6|7|3|8|29|29|5", "2|7|9|5|4|6|3|1|8",
          "6|19|23|123|7|4|5|8|29", "7|19|4|12|8|5|29|3|6", "5|8|23|2369|26|39|7|4|1"});
  EXPECT_FALSE(fish(*g.ctx, info(22), Variant{true, false}));
  EXPECT_FALSE(fish(*g.ctx, info(32), Variant{true, false}));
  ASSERT_TRUE(fish(*g.ctx, info(33), Variant{true, false}));
  EXPECT_EQ(g.eliminated(), (V{"r0c7:2", "r2c5:2", "r6c3:2", "r8c3:2"}));
}

// Box 3 of a grid whose other cells hold every digit.
void box3(Fixture& f, const std::vector<std::string>& cells) {
  f.fill("123456789");
  int i = 0;
  for (int r = 3; r < 6; ++r)
    for (int c = 0; c < 3; ++c) f.set(r, c, cells[i++]);
}

TEST(SinglesTest, Figure4_2UniqueNineInBox3) {
  Fixture f;
  box3(f, {"4", "157", "1357", "58", "2", "589", "1368", "1678", "13578"});
  ASSERT_TRUE(unique_house(*f.ctx, info(0), 18 + 3));
  EXPECT_EQ(f.cands(4, 2), "9");
  ASSERT_EQ(f.steps.size(), 1u);
  EXPECT_EQ(f.steps[0].placements.front(), (CellDigit{cell(4, 2), 9}));
}

TEST(SubsetTest, Figure2_2NakedPairInBox3) {
  Fixture f;
  box3(f, {"4", "1579", "13579", "89", "2", "89", "138", "1678", "13578"});
  ASSERT_TRUE(naked_subset_house(*f.ctx, info(10), 18 + 3, 2, true));
  EXPECT_EQ(f.eliminated(), (V{"r3c1:9", "r3c2:9", "r5c0:8", "r5c1:8", "r5c2:8"}));
  EXPECT_EQ(f.steps[0].explanation,
            "naked pair {8,9} in box 4 at r5c13: removes 9 from r4c23 and 8 from r6c123");
}

TEST(SubsetTest, Figure5_1NakedPairInBox3Cascades) {
  Fixture f;
  box3(f, {"23", "7", "8", "12369", "39", "136", "23", "5", "4"});
  ASSERT_TRUE(naked_subset_house(*f.ctx, info(10), 18 + 3, 2, true));
  EXPECT_EQ(f.cands(4, 0), "16");  // 169, then cleanup of the 9 placed at (4,1)
  EXPECT_EQ(f.cands(4, 1), "9");
  EXPECT_EQ(f.cands(4, 2), "16");
  ASSERT_EQ(f.steps.size(), 1u);
  EXPECT_EQ(f.steps[0].placements.front(), (CellDigit{cell(4, 1), 9}));
}

TEST(SubsetTest, Figure6_1HiddenPairInBox7) {
  Fixture f;
  f.fill("123456789");
  const char* cells[] = {"356", "4", "36", "3568", "35", "2", "356789", "1", "36789"};
  int i = 0;
  for (int r = 6; r < 9; ++r)
    for (int c = 3; c < 6; ++c) f.set(r, c, cells[i++]);
  ASSERT_TRUE(hidden_subset_house(*f.ctx, info(11), 18 + 7, 2, true));
  EXPECT_EQ(f.cands(8, 3), "79");
  EXPECT_EQ(f.cands(8, 5), "79");
  EXPECT_EQ(f.eliminated(),
            (V{"r8c3:3", "r8c3:5", "r8c3:6", "r8c3:8", "r8c5:3", "r8c5:6", "r8c5:8"}));
}

TEST(SubsetTest, Figure2_3HiddenPairInARow) {
  Fixture f;
  f.fill("123456789");
  const char* row[] = {"1234", "145", "46", "789", "1789", "2358", "4567", "16789", "45689"};
  for (int c = 0; c < 9; ++c) f.set(0, c, row[c]);
  ASSERT_TRUE(hidden_subset_house(*f.ctx, info(11), 0, 2, true));
  EXPECT_EQ(f.cands(0, 0), "23");
  EXPECT_EQ(f.cands(0, 5), "23");
}

TEST(SubsetTest, BookFormMissesSubsetTripleThatFullFinds) {
  // Row 0: {1,2} {2,3} {1,3} form a naked triple in subset form (spec §9.3 rule 4b).
  for (bool book : {true, false}) {
    Fixture f;
    f.fill("123456789");
    f.set(0, 0, "12");
    f.set(0, 1, "23");
    f.set(0, 2, "13");
    bool hit = naked_subset_house(*f.ctx, info(20), 0, 3, book);
    EXPECT_EQ(hit, !book);
    if (!book) {
      EXPECT_EQ(f.cands(0, 5), "456789");
    }
  }
}

TEST(SubsetTest, HiddenQuadInFullProfile) {
  Fixture f;
  f.fill("56789");
  const char* row[] = {"1256", "3467", "1278", "23459", "56", "67", "78", "89", "59"};
  for (int c = 0; c < 9; ++c) f.set(0, c, row[c]);
  ASSERT_TRUE(hidden_subset_house(*f.ctx, info(25), 0, 4, false));
  EXPECT_EQ(f.cands(0, 0), "12");
  EXPECT_EQ(f.cands(0, 1), "34");
  EXPECT_EQ(f.cands(0, 2), "12");
  EXPECT_EQ(f.cands(0, 3), "234");
}

// Synthetic single-digit patterns (Figures 2-13, 2-15, 2-16): which start cells lose the 5,
// and through which rotation of (0,1,7,6).
V rectangle_hits(const std::vector<std::pair<int, int>>& fives) {
  V hits;
  int quad[4] = {18 + 0, 18 + 1, 18 + 7, 18 + 6};
  for (int rot = 0; rot < 4; ++rot) {
    int seq[4];
    for (int i = 0; i < 4; ++i) seq[i] = quad[(rot + i) % 4];
    for (auto [r, c] : fives) {
      Fixture f;
      f.fill("12");
      for (auto [r5, c5] : fives) f.set(r5, c5, "125");
      if (!f.topo.in_house(seq[0], cell(r, c))) continue;
      if (!rectangle_cell(*f.ctx, info(30), seq, cell(r, c), 5)) continue;
      EXPECT_EQ(f.steps.size(), 1u);
      if (f.steps[0].eliminations == std::vector<CellDigit>{{cell(r, c), 5}} &&
          f.steps[0].explanation.find("contradiction") != std::string::npos) {
        std::string s = "r" + std::to_string(r) + "c" + std::to_string(c) + " [";
        for (int i = 0; i < 4; ++i) s += std::to_string(seq[i] - 18);
        hits.push_back(s + "]");
      }
    }
  }
  std::sort(hits.begin(), hits.end());
  return hits;
}

TEST(RectangleTest, Figure2_13) {
  EXPECT_EQ(rectangle_hits(
                {{1, 0}, {1, 1}, {1, 4}, {2, 0}, {2, 5}, {6, 0}, {6, 5}, {7, 0}, {7, 1}, {7, 4}}),
            (V{"r1c0 [0176]", "r7c0 [6017]"}));
}

TEST(RectangleTest, Figure2_15) {
  EXPECT_EQ(rectangle_hits(
                {{1, 0}, {1, 1}, {1, 4}, {2, 0}, {2, 5}, {6, 1}, {6, 5}, {7, 0}, {7, 1}, {7, 4}}),
            (V{"r1c1 [0176]", "r7c0 [6017]"}));
}

TEST(RectangleTest, Figure2_16) {
  EXPECT_EQ(rectangle_hits({{0, 1},
                            {0, 5},
                            {1, 0},
                            {1, 2},
                            {1, 4},
                            {2, 1},
                            {2, 5},
                            {6, 0},
                            {6, 1},
                            {6, 5},
                            {7, 0},
                            {7, 1},
                            {7, 2},
                            {7, 4},
                            {8, 0},
                            {8, 1},
                            {8, 2},
                            {8, 5}}),
            (V{"r7c1 [6017]"}));
}

}  // namespace
}  // namespace sudokupress::grade
