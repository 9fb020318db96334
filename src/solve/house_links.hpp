// SPDX-License-Identifier: GPL-3.0-or-later
// Intersections of two houses with two or more common cells (box-row, box-column, a jigsaw
// region and a line, rows or columns of overlapping grids), as flat tables the engines scan for
// pointing and claiming: if a symbol of house h can only go in the common cells, it leaves the
// rest of the other house h2. Built once per geometry (exclusion and general engines).
//
//   link_cells: ... | h & h2 | h - h2 | h2 - h | ...      one Link per (h, h2) pair
//                    ^inside  ^outside ^targets ^end     offsets into link_cells
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/geometry.hpp"

namespace sudokupress::solve {

struct HouseLinks {
  struct Link {
    int inside, outside, targets, end;  // offsets into cells: h & h2, h - h2, h2 - h
  };
  std::vector<int> start;  // links of house h: links[start[h] .. start[h + 1])
  std::vector<Link> links;
  std::vector<int> cells;

  bool empty() const { return links.empty(); }  // no intersections (or not built)

  // Pairs whose h2 - h is empty (nothing to eliminate) are left out.
  static HouseLinks of(const core::Geometry& g) {
    HouseLinks t;
    const auto& houses = g.houses();
    const int count = static_cast<int>(houses.size());
    std::vector<int> common(count);
    std::vector<uint8_t> in_h(g.num_cells(), 0), in_h2(g.num_cells(), 0);
    t.start.assign(1, 0);
    for (int h = 0; h < count; ++h) {
      std::fill(common.begin(), common.end(), 0);
      for (int c : houses[h].cells) {
        in_h[c] = 1;
        for (int h2 : g.houses_of(c)) ++common[h2];
      }
      for (int h2 = 0; h2 < count; ++h2) {
        if (h2 == h || common[h2] < 2) continue;
        for (int c : houses[h2].cells) in_h2[c] = 1;
        Link l;
        l.inside = static_cast<int>(t.cells.size());
        for (int c : houses[h].cells)
          if (in_h2[c]) t.cells.push_back(c);
        l.outside = static_cast<int>(t.cells.size());
        for (int c : houses[h].cells)
          if (!in_h2[c]) t.cells.push_back(c);
        l.targets = static_cast<int>(t.cells.size());
        for (int c : houses[h2].cells)
          if (!in_h[c]) t.cells.push_back(c);
        l.end = static_cast<int>(t.cells.size());
        for (int c : houses[h2].cells) in_h2[c] = 0;
        if (l.end > l.targets) t.links.push_back(l);
      }
      for (int c : houses[h].cells) in_h[c] = 0;
      t.start.push_back(static_cast<int>(t.links.size()));
    }
    return t;
  }
};

}  // namespace sudokupress::solve
