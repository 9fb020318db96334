// SPDX-License-Identifier: GPL-3.0-or-later
// Step text in reader coordinates (issue 29 item 4): names count from 1 (r1c1 = the top-left
// cell, row 1, box 9), effects group as a reader writes them, and the text reads back into the
// effect it names (tests/grade/effect_parse.hpp, written apart from grade/step_text.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "effect_parse.hpp"
#include "grade/grade.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {
namespace {

// The house of `kind` with this grid and index (0-based), or -1.
int house_of(const core::Geometry& g, core::HouseKind kind, int grid, int index) {
  for (int h = 0; h < static_cast<int>(g.houses().size()); ++h) {
    const core::House& house = g.houses()[h];
    if (house.kind == kind && house.grid == grid && house.index == index) return h;
  }
  return -1;
}

TEST(StepTextTest, NamesCountFromOne) {
  const core::Geometry& g = core::Geometry::classic();
  EXPECT_EQ(g.cell_name(0), "r1c1");  // top-left
  EXPECT_EQ(g.cell_name(8), "r1c9");
  EXPECT_EQ(g.cell_name(9), "r2c1");
  EXPECT_EQ(g.cell_name(80), "r9c9");  // bottom-right
  EXPECT_EQ(g.house_name(house_of(g, core::HouseKind::kRow, 0, 0)), "row 1");
  EXPECT_EQ(g.house_name(house_of(g, core::HouseKind::kColumn, 0, 8)), "column 9");
  EXPECT_EQ(g.house_name(house_of(g, core::HouseKind::kBox, 0, 0)), "box 1");
  EXPECT_EQ(g.house_name(house_of(g, core::HouseKind::kBox, 0, 8)), "box 9");
  // The bottom-right box holds the bottom-right cell.
  const auto& box9 = g.houses()[house_of(g, core::HouseKind::kBox, 0, 8)].cells;
  EXPECT_NE(std::find(box9.begin(), box9.end(), 80), box9.end());

  auto big = core::geometry_by_name("16x16");
  ASSERT_TRUE(big);
  EXPECT_EQ((*big)->cell_name(255), "r16c16");
  EXPECT_EQ((*big)->cell_name(16 * 9 + 11), "r10c12");
  EXPECT_EQ((*big)->house_name(house_of(**big, core::HouseKind::kBox, 0, 15)), "box 16");

  // A composite: canvas names (samurai: 21 x 21), houses by grid from 1 with canvas rows and
  // columns (grid 1 is the centre one, at canvas row 7, column 7), boxes inside their grid.
  auto samurai = core::geometry_by_name("samurai");
  ASSERT_TRUE(samurai);
  const core::Geometry& s = **samurai;
  EXPECT_EQ(s.cell_name(0), "r1c1");
  EXPECT_EQ(s.cell_name(s.num_cells() - 1), "r21c21");
  EXPECT_EQ(s.house_name(house_of(s, core::HouseKind::kRow, 0, 0)), "row 7 of grid 1");
  EXPECT_EQ(s.house_name(house_of(s, core::HouseKind::kRow, 1, 0)), "row 1 of grid 2");
  EXPECT_EQ(s.house_name(house_of(s, core::HouseKind::kColumn, 3, 8)), "column 21 of grid 4");
  EXPECT_EQ(s.house_name(house_of(s, core::HouseKind::kBox, 0, 4)), "box 5 of grid 1");
}

int at(int row, int col) { return row * 9 + col; }  // 0-based, classic

std::string removes(const core::Geometry& g, const std::vector<CellDigit>& xs) {
  ChangeLog log;
  log.eliminations = xs;
  return effect_text(g, log);
}

TEST(StepTextTest, EffectsGroupDigitsAndCells) {
  const core::Geometry& g = core::Geometry::classic();
  // Digits that leave the same cells go together.
  EXPECT_EQ(removes(g, {{at(3, 5), 1},
                        {at(4, 5), 1},
                        {at(3, 5), 2},
                        {at(4, 5), 2},
                        {at(3, 5), 3},
                        {at(4, 5), 3}}),
            "removes 1, 2 and 3 from r45c6");
  // One digit from cells of two rows: the fewest blocks (by row here).
  EXPECT_EQ(removes(g, {{at(3, 6), 9}, {at(3, 7), 9}, {at(4, 6), 9}}),
            "removes 9 from r4c78, r5c7");
  // By column when that gives fewer blocks: r1c1, r3c1, r2c2, r3c2 by row would be r1c1, r2c2,
  // r3c12.
  EXPECT_EQ(removes(g, {{at(0, 0), 4}, {at(2, 0), 4}, {at(1, 1), 4}, {at(2, 1), 4}}),
            "removes 4 from r13c1, r23c2");
  // A full rectangle is one block.
  EXPECT_EQ(removes(g, {{at(0, 0), 7}, {at(0, 3), 7}, {at(6, 0), 7}, {at(6, 3), 7}}),
            "removes 7 from r17c14");
  // Cells that lose the same digits go together when that gives fewer groups.
  EXPECT_EQ(removes(g, {{at(0, 0), 1}, {at(0, 0), 2}, {at(0, 1), 2}, {at(0, 1), 3}}),
            "removes 1 and 2 from r1c1 and 2 and 3 from r1c2");
  // Different digits from different cells keep the order of their first removal.
  EXPECT_EQ(removes(g, {{at(2, 1), 9}, {at(2, 2), 9}, {at(4, 0), 8}}),
            "removes 9 from r3c23 and 8 from r5c1");
  ChangeLog both;
  both.eliminations = {{at(8, 8), 5}};
  both.placements = {{at(0, 0), 5}, {at(4, 4), 7}};
  EXPECT_EQ(effect_text(g, both), "removes 5 from r9c9; places 5 at r1c1 and 7 at r5c5");
  EXPECT_EQ(effect_text(g, ChangeLog{}), "no change");

  // Past 9 rows or columns every cell is named in full (r1c11 is never a block).
  auto big = core::geometry_by_name("16x16");
  ASSERT_TRUE(big);
  EXPECT_EQ(removes(**big, {{16 * 9 + 11, 9}, {16 * 9 + 12, 9}, {16 * 0 + 10, 9}}),
            "removes 9 from r1c11, r10c12, r10c13");
  const int cells[] = {at(4, 0), at(4, 2)};
  EXPECT_EQ(cell_list(g, cells), "r5c13");
}

TEST(StepTextTest, EffectTextReadsBackIntoTheEffect) {
  const core::Geometry& g = core::Geometry::classic();
  Step s;
  s.eliminations = {{at(3, 5), 1}, {at(4, 5), 1}, {at(3, 6), 9}, {at(3, 7), 9}, {at(4, 6), 9}};
  s.placements = {{at(8, 0), 4}};
  ChangeLog log;
  log.eliminations = s.eliminations;
  log.placements = s.placements;
  s.explanation = "pattern in box 5: " + effect_text(g, log);
  EXPECT_TRUE(testing::text_names_effect(g, s)) << s.explanation;
  // The parser is strict: a wrong name or a missing cell is caught.
  Step wrong = s;
  wrong.explanation = "pattern: removes 1 from r45c6 and 9 from r4c78; places 4 at r9c1";
  EXPECT_FALSE(testing::text_names_effect(g, wrong));
  wrong.explanation = "pattern: removes 1 from r45c6 and 9 from r4c78, r5c7; places 4 at r10c1";
  EXPECT_FALSE(testing::text_names_effect(g, wrong));
}

TEST(StepTextTest, CleanupThatPlacesNothingIsNotShown) {
  // A puzzle with one empty cell: the cleanup of the givens places it (shown); a puzzle whose
  // cleanup places nothing (TV-3, 17 clues) records the cleanup but does not show it.
  const std::string solved =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  GradeOptions o;
  o.record_steps = true;
  std::string one_empty = solved;
  one_empty[0] = '.';
  auto p = core::read_puzzles(one_empty + "\n", "t");
  ASSERT_TRUE(p);
  GradeResult r = grade(*p->items.at(0).puzzle, o);
  ASSERT_FALSE(r.steps.empty());
  EXPECT_EQ(r.steps[0].code, -1);
  EXPECT_TRUE(step_shown(r.steps[0]));
  EXPECT_EQ(r.steps[0].explanation, "cleanup of the givens: places 5 at r1c1");

  auto hard = core::read_puzzles(
      "000000260090800000000000050206000007000700004001000000000026100840000000000000300\n", "t");
  ASSERT_TRUE(hard);
  GradeResult h = grade(*hard->items.at(0).puzzle, o);
  ASSERT_FALSE(h.steps.empty());
  EXPECT_EQ(h.steps[0].code, -1);
  EXPECT_FALSE(h.steps[0].implied.empty());  // the record keeps the cleanup's removals
  EXPECT_FALSE(step_shown(h.steps[0]));
  for (size_t i = 1; i < h.steps.size(); ++i) EXPECT_TRUE(step_shown(h.steps[i])) << i;
}

}  // namespace
}  // namespace sudokupress::grade
