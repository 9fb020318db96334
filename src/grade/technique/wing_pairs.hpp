// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern finder behind XY- and XYZ-wings, written once for both graders: a pivot cell and
// two of its peers (the wings). The finder only enumerates; each policy says which cells are
// pivots, which peers are wings, what a pivot and two wings remove, its rating and when to stop
// (the SE rater's XY- and XYZ-wing in se/se_basic.cpp, the human XYZ-wing in wings.cpp; the
// human Y-wing walks its wings by digit, the book's order, and keeps its own loop).
//
//   technique::find_wing_pairs(cells, is_pivot, peers_of, is_wing, buffer, visit, done);
//
// Order: pivots 0..cells-1, then the pairs of the pivot's wings (in the order of peers_of(p)),
// a before b: (w0, w1), (w0, w2), ..., (w1, w2), ... The wings are listed once per pivot.
#pragma once

#include <span>

namespace sudokupress::grade::technique {

// For each cell p with is_pivot(p): its wings, the peers a (peers_of(p), in that order) with
// is_wing(p, a), written to `buffer` (room for every peer of a cell), and each pair of them:
// visit(p, a, b) returns true to stop the walk (and then this returns true); done(p) runs
// after a pivot whose pairs did not stop it (a memo of pivots that found nothing).
template <class IsPivot, class PeersOf, class IsWing, class Visit, class Done>
bool find_wing_pairs(int cells, IsPivot&& is_pivot, PeersOf&& peers_of, IsWing&& is_wing,
                     std::span<int> buffer, Visit&& visit, Done&& done) {
  for (int p = 0; p < cells; ++p) {
    if (!is_pivot(p)) continue;
    int n = 0;
    for (int a : peers_of(p))
      if (is_wing(p, a)) buffer[n++] = a;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (visit(p, buffer[i], buffer[j])) return true;
    done(p);
  }
  return false;
}

}  // namespace sudokupress::grade::technique
