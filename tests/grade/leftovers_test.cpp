// SPDX-License-Identifier: GPL-3.0-or-later
// The law of leftovers (grade/leftovers.cpp): on a hand-made jigsaw candidate state, the first
// window's one cell inside and one outside keep the digits they share; nothing on a box grid;
// and on generated jigsaws every step of the human profile agrees with the solution and the
// row is used.
#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "grade/difficulty.hpp"
#include "grade/grade.hpp"
#include "grade/strategies.hpp"
#include "grade_test_support.hpp"

namespace sudokupress::grade {
namespace {

using testing::cell;
using testing::set_of;

// Region 0: row 1's first eight cells and r2c1; region 1: r1c9 and row 2's other eight cells;
// regions 2..8: rows 3..9. Row 1 takes region 0: r1c9 inside, r2c1 outside.
core::GeometryPtr two_row_jigsaw() {
  std::vector<int> regions(81);
  for (int c = 0; c < 81; ++c) regions[c] = c / 9;
  regions[cell(0, 8)] = 1;
  regions[cell(1, 0)] = 0;
  auto g = core::Geometry::jigsaw(9, regions, 0, false);
  EXPECT_TRUE(g.is_ok()) << g.status().message();
  return std::make_shared<const core::Geometry>(std::move(*g));
}

std::string cands(const Candidates<1>& grid, int r, int c) {
  std::string s;
  grid.at(cell(r, c)).for_each([&](int d) { s += char('0' + d); });
  return s;
}

TEST(LeftoversTest, OneCellInsideAndOneOutsideKeepTheDigitsTheyShare) {
  core::GeometryPtr geo = two_row_jigsaw();
  Topology topo(*geo);
  Candidates<1> grid(topo);
  std::vector<core::SymbolSet<1>> all(81, set_of("123456789"));
  all[cell(0, 8)] = set_of("127");
  all[cell(1, 0)] = set_of("2378");
  grid.assign(all);
  std::vector<Step> steps;
  Context<1> ctx(grid, topo, &steps);
  ASSERT_TRUE(law_of_leftovers(ctx, testing::info(94), {}));
  EXPECT_EQ(cands(grid, 0, 8), "27");
  EXPECT_EQ(cands(grid, 1, 0), "27");
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].code, 94);
  EXPECT_EQ(steps[0].cells, (std::vector<int>{cell(0, 8), cell(1, 0)}));
  EXPECT_EQ(steps[0].eliminations.size(), 3u);
  EXPECT_NE(steps[0].explanation.find("leftovers r1c9 and r2c1 hold the same digits"),
            std::string::npos)
      << steps[0].explanation;
}

TEST(LeftoversTest, NothingOnABoxGrid) {
  testing::Fixture f;
  f.fill("123456789");
  f.set(0, 8, "12");
  EXPECT_FALSE(law_of_leftovers(*f.ctx, testing::info(94), {}));
  EXPECT_TRUE(f.steps.empty());
}

TEST(LeftoversTest, EveryStepOnGeneratedJigsawsAgreesWithTheSolution) {
  GradeOptions go;
  go.profile = Profile::kHuman;
  go.record_steps = true;
  Grader grader(go);
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name("jigsaw");
  std::map<int, int> used;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto g = generate::generate_one(o, seed);
    ASSERT_TRUE(g.is_ok()) << seed;
    GradeResult r = grader.grade(g->puzzle);
    ASSERT_TRUE(r.consistent) << seed;
    for (const Step& s : r.steps) {
      if (s.code >= 40 && s.code < 50) continue;  // a guess: not a deduction
      ++used[s.code];
      for (const auto& e : s.eliminations) ASSERT_NE(g->solution[e.cell], e.digit) << s.explanation;
      for (const auto& p : s.placements) ASSERT_EQ(g->solution[p.cell], p.digit) << s.explanation;
    }
  }
  EXPECT_GT(used[94], 0);
}

}  // namespace
}  // namespace sudokupress::grade
