// SPDX-License-Identifier: GPL-3.0-or-later
// The composite descriptions in variants/: cell counts, canvases and shared boxes (spec §7.1).
#include <gtest/gtest.h>

#include <set>

#include "core/geometry.hpp"

namespace sudokupress::core {
namespace {

struct Expected {
  const char* name;
  int grids, cells, rows, cols;
};

TEST(CompositeVariantsTest, EveryDescriptionHasItsCellCountAndCanvas) {
  const Expected cases[] = {
      {"overlap2", 2, 144, 15, 12},         {"overlap3", 2, 135, 15, 9},
      {"overlap4", 2, 126, 12, 12},         {"overlap6", 2, 108, 12, 9},
      {"triple-ears", 3, 225, 15, 21},      {"triple-ears-down", 3, 225, 15, 21},
      {"triple-ears-side", 3, 225, 21, 15}, {"butterfly", 4, 144, 12, 12},
      {"windmill", 5, 333, 21, 21},         {"flower", 5, 189, 15, 15},
  };
  for (const auto& c : cases) {
    auto g = geometry_by_name(c.name);
    ASSERT_TRUE(g) << c.name << ": " << g.status().message();
    EXPECT_EQ(static_cast<int>((*g)->grids().size()), c.grids) << c.name;
    EXPECT_EQ((*g)->num_cells(), c.cells) << c.name;
    EXPECT_EQ((*g)->canvas_rows(), c.rows) << c.name;
    EXPECT_EQ((*g)->canvas_cols(), c.cols) << c.name;
    // Every house still has 9 cells and every cell sees 20 peers or more.
    for (const auto& h : (*g)->houses()) EXPECT_EQ(h.cells.size(), 9u) << c.name;
    for (int cell = 0; cell < (*g)->num_cells(); ++cell)
      EXPECT_GE((*g)->peers(cell).size(), 20u) << c.name;
  }
}

// A shift of (3a, 3b) overlaps (3-a)(3-b) boxes (spec §7.1): count the box houses whose cells
// lie in both grids.
TEST(CompositeVariantsTest, OverlapsShareTheSpecNumberOfBoxes) {
  const std::pair<const char*, int> cases[] = {
      {"double", 1}, {"overlap2", 2}, {"overlap3", 3}, {"overlap4", 4}, {"overlap6", 6}};
  for (const auto& [name, boxes] : cases) {
    auto g = geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    std::set<int> in0((*g)->grid_cells()[0].begin(), (*g)->grid_cells()[0].end());
    std::set<int> in1((*g)->grid_cells()[1].begin(), (*g)->grid_cells()[1].end());
    int shared_cells = 0;
    for (int c : in1) shared_cells += in0.count(c);
    EXPECT_EQ(shared_cells, 9 * boxes) << name;
    std::set<std::set<int>> shared_boxes;
    for (const auto& h : (*g)->houses()) {
      if (h.kind != HouseKind::kBox) continue;
      bool all = true;
      for (int c : h.cells) all = all && in0.count(c) && in1.count(c);
      if (all) shared_boxes.insert(std::set<int>(h.cells.begin(), h.cells.end()));
    }
    EXPECT_EQ(static_cast<int>(shared_boxes.size()), boxes) << name;
  }
}

TEST(CompositeVariantsTest, WindmillSailsShareTwoBoxesWithTheCentreAndNothingElse) {
  auto g = geometry_by_name("windmill");
  ASSERT_TRUE(g);
  const auto& gc = (*g)->grid_cells();
  auto common = [&](int a, int b) {
    std::set<int> sa(gc[a].begin(), gc[a].end());
    int n = 0;
    for (int c : gc[b]) n += sa.count(c);
    return n;
  };
  for (int k = 1; k <= 4; ++k) {
    EXPECT_EQ(common(0, k), 18) << k;
    for (int j = k + 1; j <= 4; ++j) EXPECT_EQ(common(k, j), 0) << k << "," << j;
  }
}

TEST(CompositeVariantsTest, OnlyTheBookFourAreDetectedByLength) {
  EXPECT_EQ(geometry_for_cell_count(225), *geometry_by_name("triple"));
  EXPECT_EQ(geometry_for_cell_count(144), *geometry_by_name("12x12"));
  EXPECT_EQ(geometry_for_cell_count(333), nullptr);
}

TEST(CompositeVariantsTest, BookCompositesAreFoundByTheirCellCounts) {
  // The counts variants.cpp knows without building the composites.
  const std::pair<const char*, int> book[] = {
      {"double", 153}, {"triple", 225}, {"quadruple", 297}, {"samurai", 369}};
  for (const auto& c : book) {
    auto g = geometry_by_name(c.first);
    ASSERT_TRUE(g) << c.first;
    EXPECT_EQ((*g)->num_cells(), c.second) << c.first;
    EXPECT_EQ(geometry_for_cell_count(c.second), *g) << c.first;
  }
  EXPECT_EQ(geometry_for_cell_count(81), *geometry_by_name("9x9"));
}

}  // namespace
}  // namespace sudokupress::core
