// SPDX-License-Identifier: GPL-3.0-or-later
// Bivalue cells, shared by Y-wing and XY-chain (the book's pairs_find, spec §1.4).
#pragma once

#include <algorithm>
#include <vector>

#include "grade/candidates.hpp"

namespace sudokupress::grade {

struct Bivalue {
  int cell;
  int a, b;  // a < b
};

// For each digit x, the bivalue cells holding x as (other digit, cell), sorted by the other
// digit, then cell order (the book's x_pairs[x][y][..] walk: y = 1..N, then pair index).
struct PairIndex {
  std::vector<Bivalue> pairs;  // in cell order
  std::vector<std::vector<std::pair<int, int>>> by_digit;

  template <int W>
  void build(const Candidates<W>& g, int n) {
    pairs.clear();
    by_digit.resize(n + 1);
    for (auto& v : by_digit) v.clear();
    for (int c = 0; c < g.num_cells(); ++c) {
      if (!two_bits(g.at(c))) continue;
      int a = g.at(c).first(), b = g.at(c).next(a);
      pairs.push_back({c, a, b});
      by_digit[a].push_back({b, c});
      by_digit[b].push_back({a, c});
    }
    for (auto& v : by_digit) std::sort(v.begin(), v.end());
  }
};

}  // namespace sudokupress::grade
