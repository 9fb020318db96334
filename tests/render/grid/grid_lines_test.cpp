// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/grid_lines.hpp"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

namespace sudokupress::render::grid {
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
  // The shared box's edge towards the centre grid's next box is grid 1's outline.
  EXPECT_EQ(vertical_edge(s, 7, 9), EdgeKind::kOutline);
  // Between two boxes of the centre grid alone it is thick.
  EXPECT_EQ(vertical_edge(s, 10, 12), EdgeKind::kThick);
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

// Every sub-grid's outline is drawn heavy (outline or border) all the way round, in every
// built-in composite, and no edge inside a sub-grid is heavy unless another grid's outline
// runs there: each 9x9 can be read off the page.
TEST(GridLinesTest, EveryBuiltinCompositeOutlinesEachSubGrid) {
  for (const auto& name : core::builtin_composite_names()) {
    auto g = core::geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    const core::Geometry& geo = **g;
    const int n = geo.size();
    auto heavy = [](EdgeKind k) { return k == EdgeKind::kOutline || k == EdgeKind::kBorder; };
    for (const core::Placement& p : geo.grids())
      for (int i = 0; i < n; ++i) {
        EXPECT_TRUE(heavy(horizontal_edge(geo, p.row, p.col + i))) << name;
        EXPECT_TRUE(heavy(horizontal_edge(geo, p.row + n, p.col + i))) << name;
        EXPECT_TRUE(heavy(vertical_edge(geo, p.row + i, p.col))) << name;
        EXPECT_TRUE(heavy(vertical_edge(geo, p.row + i, p.col + n))) << name;
      }
    for (int r = 0; r < geo.canvas_rows(); ++r)
      for (int c = 0; c <= geo.canvas_cols(); ++c) {
        if (vertical_edge(geo, r, c) != EdgeKind::kOutline) continue;
        bool on_some_outline = false;
        for (const core::Placement& p : geo.grids())
          on_some_outline |= (c == p.col || c == p.col + n) && r >= p.row && r < p.row + n;
        EXPECT_TRUE(on_some_outline) << name << " v" << c << ":" << r;
      }
  }
}

// A jigsaw's region borders are heavy, inside a region thin, whatever the shape.
TEST(GridLinesTest, JigsawRegionBordersAreThick) {
  for (const char* name : {"jigsaw", "jigsaw-7", "x-jigsaw-16"}) {
    auto g = core::geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    const core::Geometry& geo = **g;
    const int n = geo.size();
    for (int r = 0; r < n; ++r)
      for (int c = 1; c < n; ++c) {
        bool same = geo.regions()[r * n + c - 1] == geo.regions()[r * n + c];
        EXPECT_EQ(vertical_edge(geo, r, c), same ? EdgeKind::kThin : EdgeKind::kThick) << name;
        same = geo.regions()[(c - 1) * n + r] == geo.regions()[c * n + r];
        EXPECT_EQ(horizontal_edge(geo, c, r), same ? EdgeKind::kThin : EdgeKind::kThick) << name;
      }
  }
}

TEST(GridLinesTest, ButterflyShowsItsFourGrids) {
  auto g = core::geometry_by_name("butterfly");
  ASSERT_TRUE(g);
  // Lines 3 and 9 are grid outlines; line 6 is only a box boundary.
  EXPECT_EQ(vertical_edge(**g, 5, 3), EdgeKind::kOutline);
  EXPECT_EQ(vertical_edge(**g, 5, 9), EdgeKind::kOutline);
  EXPECT_EQ(vertical_edge(**g, 5, 6), EdgeKind::kThick);
  EXPECT_EQ(horizontal_edge(**g, 3, 5), EdgeKind::kOutline);
  EXPECT_EQ(horizontal_edge(**g, 6, 5), EdgeKind::kThick);
  EXPECT_EQ(grids_of_position(**g, 5, 5), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(grids_of_position(**g, 0, 0), (std::vector<int>{0}));
}

}  // namespace
}  // namespace sudokupress::render::grid
