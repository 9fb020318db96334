// SPDX-License-Identifier: GPL-3.0-or-later
// The Killer rows of the grader (grade/killer.cpp) on generated Killers of four shapes: every
// step agrees with the solution (no candidate of the solution removed, no wrong digit placed),
// each new cage technique is used, and the cage logic, not the forcing nets, solves most of them.
#include "generate/killer.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>

#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "grade/difficulty.hpp"
#include "grade/grade.hpp"
#include "grade/strategies.hpp"
#include "grade_test_support.hpp"

namespace sudokupress::grade {
namespace {

generate::GenerateOptions killer(const char* base) {
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name(base);
  o.killer = generate::KillerOptions{};
  if (o.geometry->size() < 5) o.killer->max_size = o.geometry->size();
  return o;
}

struct Tally {
  int puzzles = 0, nightmare = 0;
  std::map<int, int> steps;  // by code
};

void check(const generate::Generated& g, Grader& grader, Tally& t) {
  GradeResult r = grader.grade(g.puzzle);
  ASSERT_TRUE(r.consistent) << g.seed;
  ASSERT_TRUE(r.solved) << g.seed;
  EXPECT_EQ(r.solution.cells, g.solution) << g.seed;
  ++t.puzzles;
  bool nightmare = false;  // a forcing net, or a guess after them
  for (const Step& s : r.steps) {
    nightmare |= s.code == 74 || (s.code >= 40 && s.code < 50);
    if (s.code >= 40 && s.code < 50) continue;  // a guess (after the nets): not a deduction
    ++t.steps[s.code];
    for (const auto& e : s.eliminations) ASSERT_NE(g.solution[e.cell], e.digit) << s.explanation;
    for (const auto& e : s.implied) ASSERT_NE(g.solution[e.cell], e.digit) << s.explanation;
    for (const auto& p : s.placements) ASSERT_EQ(g.solution[p.cell], p.digit) << s.explanation;
    EXPECT_FALSE(s.explanation.empty());
  }
  t.nightmare += nightmare;
}

// SP_KILLER_SCALE=k multiplies the counts (the sweep of the report: k = 10).
int scale() {
  const char* s = std::getenv("SP_KILLER_SCALE");
  return s && std::atoi(s) > 0 ? std::atoi(s) : 1;
}

// Hand-made positions on an empty 9x9 (cells named by the fixture's cell(row, col), so the text
// of the steps does not matter): each row does its one deduction.
struct CageFixture : testing::Fixture {
  core::Constraints rules;
  void cage(std::vector<std::pair<int, int>> cells, int sum) {
    core::Cage k;
    for (auto [r, c] : cells) k.cells.push_back(testing::cell(r, c));
    std::sort(k.cells.begin(), k.cells.end());
    k.sum = sum;
    rules.cages.push_back(std::move(k));
    ctx->rules = &rules;
  }
};

TEST(KillerGradeTest, CageLockedDigitLeavesTheHouses) {
  CageFixture f;
  f.fill("123456789");
  f.cage({{0, 0}, {0, 1}}, 4);  // 1+3
  ASSERT_TRUE(cage_combination(*f.ctx, testing::info(80), {}));
  EXPECT_EQ(f.cands(0, 0), "13");
  ASSERT_TRUE(cage_combination(*f.ctx, testing::info(87), {}));  // the 1s, then the 3s
  EXPECT_EQ(f.steps.back().code, 87);
  while (cage_combination(*f.ctx, testing::info(87), {})) {
  }
  EXPECT_EQ(f.cands(0, 5), "2456789");  // the row
  EXPECT_EQ(f.cands(2, 2), "2456789");  // the box
  EXPECT_EQ(f.cands(1, 5), "123456789");
}

TEST(KillerGradeTest, KillerPairOfTwoCages) {
  CageFixture f;
  f.fill("123456789");
  f.cage({{0, 0}, {0, 1}}, 5);  // 1+4 or 2+3
  f.cage({{0, 3}, {0, 4}}, 5);
  while (cage_combination(*f.ctx, testing::info(80), {})) {
  }
  EXPECT_EQ(f.cands(0, 3), "1234");
  EXPECT_FALSE(cage_combination(*f.ctx, testing::info(87), {}));  // no digit every set needs
  // {1,2}: each cage holds one of them whatever it holds; then {3,4} the same.
  ASSERT_TRUE(cage_combination(*f.ctx, testing::info(88), {}));
  EXPECT_EQ(f.steps.back().code, 88);
  while (cage_combination(*f.ctx, testing::info(88), {})) {
  }
  EXPECT_EQ(f.cands(0, 8), "56789");
  EXPECT_EQ(f.cands(0, 2), "56789");
  EXPECT_EQ(f.cands(1, 0), "123456789");  // not in a house with both cages
}

TEST(KillerGradeTest, InnieMinusOutieIsKnown) {
  CageFixture f;
  f.fill("123456789");
  f.cage({{0, 0}, {0, 1}, {0, 2}}, 6);
  f.cage({{0, 3}, {0, 4}, {0, 5}}, 15);
  f.cage({{0, 6}, {0, 7}, {1, 7}}, 20);  // two cells in row 0, one out: the outie r1c7
  f.cage({{0, 8}, {1, 8}, {2, 8}}, 12);  // one cell in row 0: the innie r0c8
  // 45 = 6 + 15 + (20 - outie) + innie: innie - outie = 4.
  EXPECT_FALSE(innies_outies(*f.ctx, testing::info(81), {}));
  ASSERT_TRUE(innies_outies(*f.ctx, testing::info(91), {}));
  EXPECT_EQ(f.cands(0, 8), "56789");
  EXPECT_EQ(f.cands(1, 7), "12345");
  EXPECT_EQ(f.steps.back().code, 91);
}

TEST(KillerGradeTest, HiddenCageOfARow) {
  CageFixture f;
  f.fill("123456789");
  f.cage({{0, 0}, {0, 1}, {0, 2}}, 6);   // 1+2+3
  f.cage({{0, 3}, {0, 4}, {0, 5}}, 15);  // not necessarily 4+5+6
  f.cage({{0, 6}, {1, 6}}, 10);
  f.cage({{0, 7}, {1, 7}}, 10);
  f.cage({{0, 8}, {1, 8}}, 10);
  // r0c6..r0c8 are a virtual cage of 45 - 21 = 24: 7+8+9, locked in box 2.
  ASSERT_TRUE(innies_outies(*f.ctx, testing::info(89), {}));
  EXPECT_EQ(f.cands(0, 7), "789");
  EXPECT_EQ(f.cands(2, 6), "123456");
  EXPECT_EQ(f.cands(3, 7), "123456789");
  EXPECT_EQ(f.steps.back().code, 89);
}

TEST(KillerGradeTest, ClashingCombinationsInARow) {
  CageFixture f;
  f.fill("123456789");
  f.cage({{0, 0}, {0, 1}}, 10);  // 1+9, 2+8, 3+7 or 4+6
  f.cage({{0, 2}, {0, 3}}, 3);   // 1+2: so not 1+9 nor 2+8
  while (cage_combination(*f.ctx, testing::info(80), {})) {
  }
  EXPECT_EQ(f.cands(0, 0), "12346789");
  ASSERT_TRUE(cage_combination(*f.ctx, testing::info(93), {}));
  EXPECT_EQ(f.steps.back().code, 93);
  EXPECT_EQ(f.cands(0, 0), "3467");
  EXPECT_EQ(f.cands(0, 6), "3456789");  // 1 and 2 are the cage 3's
  EXPECT_EQ(f.cands(1, 0), "123456789");
}

TEST(KillerGradeTest, EveryStepAgreesWithTheSolution) {
  GradeOptions go;
  go.profile = Profile::kHuman;
  go.record_steps = true;
  Grader grader(go);
  Tally t;
  const std::pair<const char*, int> shapes[] = {
      {"9x9", 80}, {"x", 30}, {"jigsaw", 30}, {"6x6", 60}};
  for (auto [base, count] : shapes) {
    const generate::GenerateOptions o = killer(base);
    for (int k = 1; k <= count * scale(); ++k) {
      auto g = generate::generate_one(o, 1000 + static_cast<uint64_t>(k));
      ASSERT_TRUE(g.is_ok()) << base << " " << k;
      check(*g, grader, t);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
  std::string used;
  for (auto [code, k] : t.steps) used += std::to_string(code) + ":" + std::to_string(k) + " ";
  std::cout << "[ killer   ] " << t.puzzles << " puzzles, " << t.nightmare
            << " needed a forcing net or a guess; steps by code " << used << "\n";
  // Each cage technique does its share (codes 80..83, 87..92).
  for (int code : {80, 81, 82, 83, 87, 88, 89, 90, 91, 92})
    EXPECT_GT(t.steps[code], 0) << strategy_by_code(code)->name;
  // Most need no forcing net (measured: 15 of 200 do, all of them guessing after the nets).
  EXPECT_LE(t.nightmare * 8, t.puzzles);
}

}  // namespace
}  // namespace sudokupress::grade
