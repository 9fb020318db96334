// SPDX-License-Identifier: GPL-3.0-or-later
// The technique library's classic 9x9 tables (grade/technique/classic_grid.hpp): known houses
// and peers, SE's region order as a permutation of the houses, and the tables equal to what
// core::Geometry and the human grader's Topology derive for the classic 9x9.
#include "grade/technique/classic_grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "core/geometry.hpp"
#include "grade/topology.hpp"

namespace sudokupress::grade::technique {
namespace {

std::vector<int> cells_of(const std::array<int8_t, 9>& house) {
  return std::vector<int>(house.begin(), house.end());
}

TEST(ClassicGridTest, KnownHousesAndPeers) {
  const ClassicGrid& t = kClassic;
  EXPECT_EQ(cells_of(t.house_cells[4]), (std::vector<int>{36, 37, 38, 39, 40, 41, 42, 43, 44}));
  EXPECT_EQ(cells_of(t.house_cells[kClassicColumns + 2]),
            (std::vector<int>{2, 11, 20, 29, 38, 47, 56, 65, 74}));
  EXPECT_EQ(cells_of(t.house_cells[kClassicBoxes + 4]),
            (std::vector<int>{30, 31, 32, 39, 40, 41, 48, 49, 50}));
  // r5c5 (cell 40): row 5, column 5, box 5.
  EXPECT_EQ(t.houses_of[40][0], 4);
  EXPECT_EQ(t.houses_of[40][1], kClassicColumns + 4);
  EXPECT_EQ(t.houses_of[40][2], kClassicBoxes + 4);
  // r1c1's peers in cell order: its row, then the box's second and third rows, then its column.
  const std::vector<int> want = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                 11, 18, 19, 20, 27, 36, 45, 54, 63, 72};
  EXPECT_EQ(std::vector<int>(t.peers[0].begin(), t.peers[0].end()), want);
  EXPECT_EQ(t.peer_masks[0].count(), 20);
  EXPECT_TRUE(t.peer_masks[0].test(20));
  EXPECT_FALSE(t.peer_masks[0].test(21));
  EXPECT_FALSE(t.peer_masks[0].test(0));
  EXPECT_TRUE(classic_sees(0, 20));
  EXPECT_FALSE(classic_sees(0, 0));
  EXPECT_FALSE(classic_sees(0, 30));
}

TEST(ClassicGridTest, SeRegionsArePermutedHouses) {
  // SE's regions: blocks 0-8, rows 9-17, columns 18-26; each house exactly once.
  std::vector<int> houses;
  for (int r = 0; r < kClassicHouses; ++r) houses.push_back(se_region_house(r));
  EXPECT_EQ(houses[0], kClassicBoxes);
  EXPECT_EQ(houses[8], kClassicBoxes + 8);
  EXPECT_EQ(houses[9], 0);
  EXPECT_EQ(houses[17], 8);
  EXPECT_EQ(houses[18], kClassicColumns);
  EXPECT_EQ(houses[26], kClassicColumns + 8);
  std::sort(houses.begin(), houses.end());
  for (int h = 0; h < kClassicHouses; ++h) EXPECT_EQ(houses[h], h);
}

TEST(ClassicGridTest, EqualsTheClassicGeometryAndTopology) {
  const core::Geometry& g = core::Geometry::classic();
  const Topology topo(g);
  ASSERT_EQ(g.num_cells(), kClassicCells);
  ASSERT_EQ(static_cast<int>(g.houses().size()), kClassicHouses);
  for (int h = 0; h < kClassicHouses; ++h) {
    EXPECT_EQ(g.houses()[h].cells, cells_of(kClassic.house_cells[h])) << h;
    CellMask house;
    for (int c : g.houses()[h].cells) house.set(c);
    EXPECT_EQ(kClassic.house_masks[h], house) << h;
    // Topology's classic case reads the tables.
    EXPECT_EQ(topo.house_masks()[h], kClassic.house_masks[h]) << h;
    EXPECT_TRUE(topo.house_sorted(h)) << h;
  }
  for (int c = 0; c < kClassicCells; ++c) {
    EXPECT_EQ(g.peers(c), std::vector<int>(kClassic.peers[c].begin(), kClassic.peers[c].end()))
        << c;
    CellMask peers;
    for (int p : g.peers(c)) peers.set(p);
    EXPECT_EQ(kClassic.peer_masks[c], peers) << c;
    EXPECT_EQ(topo.peer_masks()[c], kClassic.peer_masks[c]) << c;
    std::vector<int> houses(g.houses_of(c).begin(), g.houses_of(c).end());
    std::sort(houses.begin(), houses.end());
    EXPECT_EQ(houses,
              (std::vector<int>(kClassic.houses_of[c].begin(), kClassic.houses_of[c].end())))
        << c;
  }
}

}  // namespace
}  // namespace sudokupress::grade::technique
