// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern finder of the bivalue universal grave (BUG), written once for both graders: every
// unsolved cell bivalue but a few ("BUG cells"), and each digit twice or not at all in every
// house once the BUG cells' extra digits are set aside. Then one of the extra digits is true;
// the policies say what follows: the SE rater's BUG type 1 (one BUG cell: it keeps its extra
// digit) and type 2 (one extra digit shared by all BUG cells: it leaves every cell that sees
// them all; se/se_unique.cpp), the human BUG+1 (one BUG cell with three candidates: it is
// placed; uniqueness.cpp).
//
// A BUG cell's extra digits are those that occur more than twice in every house of the cell,
// and a cell with n candidates must have n - 2 of them. Cells, houses and digits are the
// caller's (cells and houses: any geometry, not the 9x9 alone).
#pragma once

#include <span>

#include "grade/technique/bit_sets.hpp"

namespace sudokupress::grade::technique {

// The grid as the finder reads it: `cells` cells and `houses` houses; candidates(c) the set
// of an unsolved cell (digits as bits 1..digits), solved(c), and houses_of(c) the houses of a
// cell (ids 0..houses-1).
template <class Candidates, class Solved, class HousesOf>
struct BugGrid {
  int cells, houses, digits;
  Candidates candidates;
  Solved solved;
  HousesOf houses_of;
};
// Spelled out for clang 14, which deduces no aggregate's template arguments by itself.
template <class Candidates, class Solved, class HousesOf>
BugGrid(int, int, int, Candidates, Solved, HousesOf) -> BugGrid<Candidates, Solved, HousesOf>;

// The BUG cells (written to bug_cells, in cell order) and each one's extra digits (extras,
// by the same index): their number, or 0 when there is no BUG (an unsolved cell with one
// candidate, a cell without n - 2 extras, or a digit left once or thrice in a house; also no
// BUG cell at all). count: room for houses x (digits + 1) counts.
template <class Set, class Grid>
int find_bug(const Grid& g, std::span<int> count, std::span<int> bug_cells, std::span<Set> extras) {
  const int width = g.digits + 1;
  for (int i = 0; i < g.houses * width; ++i) count[i] = 0;
  for (int c = 0; c < g.cells; ++c) {
    if (g.solved(c)) continue;
    const Set cand = g.candidates(c);
    for (int h : g.houses_of(c)) for_each_bit(cand, [&](int d) { ++count[h * width + d]; });
  }
  int nb = 0;
  for (int c = 0; c < g.cells; ++c) {
    if (g.solved(c)) continue;
    const Set cand = g.candidates(c);
    const int n = set_count(cand);
    if (n == 2) continue;
    if (n < 2) return 0;
    Set extra{};
    for_each_bit(cand, [&](int d) {
      bool all = true;
      for (int h : g.houses_of(c)) all = all && count[h * width + d] > 2;
      if (all) extra = with_bit(extra, d);
    });
    if (set_count(extra) != n - 2) return 0;
    bug_cells[nb] = c;
    extras[nb++] = extra;
  }
  if (nb == 0) return 0;
  for (int i = 0; i < nb; ++i)
    for_each_bit(extras[i], [&](int d) {
      for (int h : g.houses_of(bug_cells[i])) --count[h * width + d];
    });
  for (int i = 0; i < g.houses * width; ++i)
    if (count[i] != 0 && count[i] != 2) return 0;
  return nb;
}

}  // namespace sudokupress::grade::technique
