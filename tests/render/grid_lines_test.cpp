#include "render/grid_lines.hpp"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

namespace sudokupress::render {
namespace {

int count(const std::vector<GridSegment>& s, EdgeKind k, bool horizontal) {
  int n = 0;
  for (const auto& seg : s) n += seg.kind == k && seg.horizontal == horizontal;
  return n;
}

TEST(GridLinesTest, ClassicHasSixThinTwoThickAndTwoBorderSegmentsPerDirection) {
  auto segs = grid_segments(core::Geometry::classic());
  for (bool h : {true, false}) {
    EXPECT_EQ(count(segs, EdgeKind::kThin, h), 6) << h;  // whole lines: crossings do not split
    EXPECT_EQ(count(segs, EdgeKind::kThick, h), 2);
    EXPECT_EQ(count(segs, EdgeKind::kBorder, h), 2);
  }
  for (const auto& s : segs) {
    if (s.kind == EdgeKind::kThick) {
      EXPECT_TRUE(s.line == 3 || s.line == 6);
    }
    EXPECT_EQ(s.from, 0);
    EXPECT_EQ(s.to, 9);
  }
  // Drawing order: thin, thick, border.
  EXPECT_EQ(segs.front().kind, EdgeKind::kThin);
  EXPECT_EQ(segs.back().kind, EdgeKind::kBorder);
}

TEST(GridLinesTest, SixBySixUsesItsTwoByThreeBoxes) {
  auto g = core::Geometry::standard(6);
  ASSERT_TRUE(g);
  // Boxes are 2 rows by 3 columns: thick horizontal lines at rows 2 and 4, vertical at col 3.
  for (int c = 0; c < 6; ++c) {
    EXPECT_EQ(horizontal_edge(*g, 2, c), EdgeKind::kThick);
    EXPECT_EQ(horizontal_edge(*g, 4, c), EdgeKind::kThick);
    EXPECT_EQ(horizontal_edge(*g, 3, c), EdgeKind::kThin);
    EXPECT_EQ(horizontal_edge(*g, 0, c), EdgeKind::kBorder);
  }
  for (int r = 0; r < 6; ++r) {
    EXPECT_EQ(vertical_edge(*g, r, 3), EdgeKind::kThick);
    EXPECT_EQ(vertical_edge(*g, r, 2), EdgeKind::kThin);
    EXPECT_EQ(vertical_edge(*g, r, 6), EdgeKind::kBorder);
  }
}

TEST(GridLinesTest, SamuraiDrawsNoLinesWhereThereAreNoCellsAndSharedBoxesOnce) {
  auto g = core::geometry_by_name("samurai");
  ASSERT_TRUE(g);
  const core::Geometry& s = **g;
  // Canvas cell (3,10) lies in the gap between the top grids: no edge around it.
  EXPECT_EQ(horizontal_edge(s, 3, 10), EdgeKind::kNone);
  EXPECT_EQ(vertical_edge(s, 3, 10), EdgeKind::kNone);
  // The centre grid's top edge over the gap is a border; inside the shared corner box it is thin.
  EXPECT_EQ(horizontal_edge(s, 6, 10), EdgeKind::kBorder);
  EXPECT_EQ(horizontal_edge(s, 7, 7), EdgeKind::kThin);
  // The shared box's edge towards the centre grid's next box is thick.
  EXPECT_EQ(vertical_edge(s, 7, 9), EdgeKind::kThick);
  // No unit edge is drawn twice.
  auto segs = grid_segments(s);
  std::set<std::tuple<bool, int, int>> seen;
  for (const auto& seg : segs)
    for (int i = seg.from; i < seg.to; ++i)
      EXPECT_TRUE(seen.insert({seg.horizontal, seg.line, i}).second)
          << (seg.horizontal ? "h" : "v") << seg.line << ":" << i;
  // Every edge of every cell is covered exactly once.
  std::set<std::tuple<bool, int, int>> expected;
  for (int id = 0; id < s.num_cells(); ++id) {
    auto c = s.coord(id);
    expected.insert({true, c.row, c.col});
    expected.insert({true, c.row + 1, c.col});
    expected.insert({false, c.col, c.row});
    expected.insert({false, c.col + 1, c.row});
  }
  EXPECT_EQ(seen, expected);
}

TEST(GridLinesTest, EveryBuiltinCompositeHasClosedBorders) {
  for (const auto& name : core::builtin_composite_names()) {
    auto g = core::geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    // Each canvas position with a cell has a border edge exactly where its neighbour is missing.
    for (int id = 0; id < (*g)->num_cells(); ++id) {
      auto c = (*g)->coord(id);
      bool up = c.row > 0 && (*g)->cell_at(c.row - 1, c.col) >= 0;
      EXPECT_EQ(horizontal_edge(**g, c.row, c.col) == EdgeKind::kBorder, !up) << name;
    }
  }
}

}  // namespace
}  // namespace sudokupress::render
