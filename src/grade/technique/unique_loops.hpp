// SPDX-License-Identifier: GPL-3.0-or-later
// Unique loops, written once for both graders: a loop of cells (a unique rectangle is the loop
// of four) that all hold the digits {a, b}, laid out so that swapping a and b keeps every house
// valid. If no cell of it held more than {a, b}, the puzzle would have two solutions; the cells
// that hold more (the roofs) must keep one of their extra digits, and each type says what that
// removes:
//   type 1: one roof -> a and b leave it;
//   type 2: every roof holds one and the same extra digit z -> z leaves every cell seeing all
//           the roofs (type2_digit gives z);
//   type 4: two roofs sharing a house where a (or b) lies only in them -> the other digit of
//           the pair leaves both (find_type4 walks the candidates).
// The searches that find the loops stay each grader's own, with their orders: the human
// profile's rectangles by pairs of rows (uniqueness.cpp), the SE rater's loops of 4 to 14 cells
// walked from each bivalue cell (se/se_unique.cpp). Type 3 and the hidden rectangle are the
// human profile's only (SE has neither).
//
//   int z = technique::type2_digit(roofs, pair, candidates);
//   technique::find_type4(common_houses, a, b, places_in, visit);
#pragma once

#include <span>

#include "grade/technique/bit_sets.hpp"

namespace sudokupress::grade::technique {

// Type 2: the digit z when every roof's candidates beyond `pair` are exactly {z}, else -1.
// `candidates(cell)` gives a cell's set (an unsigned mask or a set type, bit_sets.hpp).
template <class Set, class Candidates>
int type2_digit(std::span<const int> roofs, const Set& pair, Candidates&& candidates) {
  if (roofs.empty()) return -1;
  const auto extra = minus(candidates(roofs[0]), pair);
  if (set_count(extra) != 1) return -1;
  for (size_t i = 1; i < roofs.size(); ++i)
    if (!(minus(candidates(roofs[i]), pair) == extra)) return -1;
  int z = -1;
  for_each_bit(extra, [&](int d) { z = d; });
  return z;
}

// Type 4: for each house holding both roofs (`common`, in the caller's order) and each digit u
// of the pair (a, then b) whose places in that house are only the two roofs (`places_in(house,
// u) == 2`; both roofs hold it): visit(house, u, v) with v the pair's other digit, which leaves
// both roofs. A visit returning true stops the walk, and then this returns true.
template <class Houses, class PlacesIn, class Visit>
bool find_type4(const Houses& common, int a, int b, PlacesIn&& places_in, Visit&& visit) {
  for (int h : common)
    for (int u : {a, b})
      if (places_in(h, u) == 2 && visit(h, u, u == a ? b : a)) return true;
  return false;
}

}  // namespace sudokupress::grade::technique
