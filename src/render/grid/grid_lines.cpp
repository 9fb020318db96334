// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/grid_lines.hpp"

#include <algorithm>

namespace sudokupress::render::grid {

namespace {

int cell_or_none(const core::Geometry& g, int row, int col) {
  if (row < 0 || col < 0 || row >= g.canvas_rows() || col >= g.canvas_cols()) return -1;
  return g.cell_at(row, col);
}

bool share_box(const core::Geometry& g, int a, int b) {
  for (int h : g.houses_of(a)) {
    const core::House& house = g.houses()[h];
    if (house.kind != core::HouseKind::kBox && house.kind != core::HouseKind::kRegion) continue;
    if (std::find(house.cells.begin(), house.cells.end(), b) != house.cells.end()) return true;
  }
  return false;
}

bool inside(const core::Placement& p, int n, int row, int col) {
  return row >= p.row && row < p.row + n && col >= p.col && col < p.col + n;
}

// True when some sub-grid of a composite holds exactly one of the two canvas positions: the
// edge is on that sub-grid's outline.
bool on_outline(const core::Geometry& g, int r1, int c1, int r2, int c2) {
  if (!g.is_composite()) return false;
  for (const core::Placement& p : g.grids())
    if (inside(p, g.size(), r1, c1) != inside(p, g.size(), r2, c2)) return true;
  return false;
}

EdgeKind classify(const core::Geometry& g, int r1, int c1, int r2, int c2) {
  const int a = cell_or_none(g, r1, c1), b = cell_or_none(g, r2, c2);
  if (a < 0 && b < 0) return EdgeKind::kNone;
  if (a < 0 || b < 0) return EdgeKind::kBorder;
  if (on_outline(g, r1, c1, r2, c2)) return EdgeKind::kOutline;
  return share_box(g, a, b) ? EdgeKind::kThin : EdgeKind::kThick;
}

}  // namespace

EdgeKind horizontal_edge(const core::Geometry& g, int row, int col) {
  return classify(g, row - 1, col, row, col);
}

EdgeKind vertical_edge(const core::Geometry& g, int row, int col) {
  return classify(g, row, col - 1, row, col);
}

std::vector<int> grids_of_position(const core::Geometry& g, int row, int col) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(g.grids().size()); ++i)
    if (inside(g.grids()[i], g.size(), row, col)) out.push_back(i);
  return out;
}

std::vector<GridSegment> grid_segments(const core::Geometry& g) {
  std::vector<GridSegment> all;
  const int rows = g.canvas_rows(), cols = g.canvas_cols();
  for (int dir = 0; dir < 2; ++dir) {
    const bool horizontal = dir == 0;
    const int lines = horizontal ? rows + 1 : cols + 1;
    const int span = horizontal ? cols : rows;
    for (int line = 0; line < lines; ++line) {
      int start = 0;
      EdgeKind run = EdgeKind::kNone;
      for (int i = 0; i <= span; ++i) {
        EdgeKind k = i == span    ? EdgeKind::kNone
                     : horizontal ? horizontal_edge(g, line, i)
                                  : vertical_edge(g, i, line);
        if (k == run) continue;
        if (run != EdgeKind::kNone) all.push_back({horizontal, line, start, i, run});
        run = k;
        start = i;
      }
    }
  }
  std::stable_sort(all.begin(), all.end(), [](const GridSegment& a, const GridSegment& b) {
    return static_cast<int>(a.kind) < static_cast<int>(b.kind);
  });
  return all;
}

}  // namespace sudokupress::render::grid
