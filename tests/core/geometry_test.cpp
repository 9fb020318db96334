// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/geometry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace sudokupress::core {
namespace {

TEST(GeometryTest, ClassicHasTwentySevenHousesAndTwentyPeers) {
  const Geometry& g = Geometry::classic();
  EXPECT_EQ(g.num_cells(), 81);
  EXPECT_EQ(g.houses().size(), 27u);
  for (int c = 0; c < 81; ++c) EXPECT_EQ(g.peers(c).size(), 20u);
  EXPECT_TRUE(g.is_classic());
}

TEST(GeometryTest, BoxIndexFollowsTheBook) {
  // spec §0: (7,2) is in box 6; box 5 holds (3,6)..(5,8) in reading order.
  const Geometry& g = Geometry::classic();
  const House& box5 = g.houses()[18 + 5];
  ASSERT_EQ(box5.kind, HouseKind::kBox);
  EXPECT_EQ(box5.cells.front(), 3 * 9 + 6);
  EXPECT_EQ(box5.cells.back(), 5 * 9 + 8);
  const House& box6 = g.houses()[18 + 6];
  EXPECT_NE(std::find(box6.cells.begin(), box6.cells.end(), 7 * 9 + 2), box6.cells.end());
}

TEST(GeometryTest, StandardShapesForEverySize) {
  struct Case {
    int n, br, bc;
  } cases[] = {{4, 2, 2},  {6, 2, 3},  {8, 2, 4},  {9, 3, 3},    {12, 3, 4},
               {16, 4, 4}, {25, 5, 5}, {36, 6, 6}, {100, 10, 10}};
  for (auto c : cases) {
    auto g = Geometry::standard(c.n);
    ASSERT_TRUE(g) << c.n;
    EXPECT_EQ(g->grids()[0].box_rows, c.br);
    EXPECT_EQ(g->grids()[0].box_cols, c.bc);
    EXPECT_EQ(g->num_cells(), c.n * c.n);
    EXPECT_EQ(static_cast<int>(g->houses().size()), 3 * c.n);
    for (const auto& h : g->houses()) EXPECT_EQ(static_cast<int>(h.cells.size()), c.n);
    EXPECT_EQ(static_cast<int>(g->peers(0).size()), 3 * c.n - c.br - c.bc - 1);
  }
  EXPECT_FALSE(Geometry::standard(7));  // prime: no box shape
  EXPECT_FALSE(Geometry::standard(101));
}

TEST(GeometryTest, BookCompositesHaveTheBookCellCounts) {
  struct Case {
    const char* name;
    int cells, canvas, houses;
  } cases[] = {{"double", 153, 15, 2 * 27 - 1},
               {"triple", 225, 21, 3 * 27 - 2},
               {"quadruple", 297, 21, 4 * 27 - 3},
               {"samurai", 369, 21, 5 * 27 - 4}};
  for (auto c : cases) {
    auto g = geometry_by_name(c.name);
    ASSERT_TRUE(g) << c.name << ": " << g.status().message();
    EXPECT_EQ((*g)->num_cells(), c.cells) << c.name;
    EXPECT_EQ((*g)->canvas_rows(), c.canvas);
    EXPECT_EQ(static_cast<int>((*g)->houses().size()), c.houses) << c.name;
    EXPECT_EQ(geometry_for_cell_count(c.cells), *g);
  }
}

TEST(GeometryTest, SamuraiSharedBoxIsOneHouseWithBookNumbering) {
  auto g = *geometry_by_name("samurai");
  // Grid 0's box 0 is grid 1's box 8: the canvas cells (6..8, 6..8).
  const auto& g0 = g->grid_cells()[0];
  const auto& g1 = g->grid_cells()[1];
  EXPECT_EQ(g0[0], g1[6 * 9 + 6]);
  EXPECT_EQ(g->cell_at(6, 6), g0[0]);
  // A shared cell belongs to two rows, two columns and one box.
  EXPECT_EQ(g->houses_of(g0[0]).size(), 5u);
  // Grid 0's box 2 = grid 3's box 6; box 6 = grid 4's box 2; box 8 = grid 2's box 0.
  EXPECT_EQ(g0[6], g->grid_cells()[3][6 * 9]);
  EXPECT_EQ(g0[6 * 9], g->grid_cells()[4][6]);
  EXPECT_EQ(g0[80], g->grid_cells()[2][2 * 9 + 2]);
  EXPECT_EQ(g->cell_at(0, 10), -1);  // between grids 1 and 3: no cell
}

TEST(GeometryTest, ParseCompositeReportsFileAndLine) {
  auto bad = parse_composite("name x\ngrid 0 0\ngrid a 3\n", "mine.txt");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.status().message().rfind("mine.txt:3: ", 0), 0u) << bad.status().message();
  auto unknown = parse_composite("grids 0 0\n", "m.txt");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.status().message().find("m.txt:1: unknown directive"), std::string::npos);
  // Shift (3,0) overlaps six boxes (spec §7.1): 9 + 9 - 6 = 12 distinct boxes.
  auto six = parse_composite("grid 0 0\ngrid 3 0\n", "six.txt");
  ASSERT_TRUE(six);
  int boxes = 0;
  for (const auto& h : six->houses()) boxes += h.kind == HouseKind::kBox;
  EXPECT_EQ(boxes, 12);
  EXPECT_EQ(six->num_cells(), 12 * 9);
}

}  // namespace
}  // namespace sudokupress::core
