// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern of pointing and claiming (locked candidates), written once for both graders: a
// digit's places in house `from` all lie in its crossing with house `to`, so the digit leaves
// `to`'s places outside the crossing. The graders differ in what they walk and how they see
// the sets, not in the pattern: the SE rater walks SE's region pairs with positions inside a
// region (se/se_basic.cpp, a pattern needs two places or more), the human rows walk houses and
// their digits with cell masks over the grid (intersections.cpp: box-line and pointing; one
// place is enough, every house kind crosses).
//
//   Set removed = technique::locked_candidates(places_in_from, crossing_in_from,
//                                              places_in_to, crossing_in_to, 2);
//   (or confined(...) and then removed_outside(...), the same in two halves)
//
// Set: a grade::CellMask, or an unsigned mask of positions (bit_sets.hpp).
#pragma once

#include "grade/technique/bit_sets.hpp"

namespace sudokupress::grade::technique {

// The pattern's two halves, for a caller that makes the second set only when the first holds
// (the human rows: confine() in intersections.cpp, a hot loop): `from`'s places (at least
// `min_places` of them) all in the crossing, and what goes: `to`'s places outside it.
template <class Set>
bool confined(const Set& from_places, const Set& crossing_in_from, int min_places) {
  if (min_places > 1 && set_count(from_places) < min_places) return false;
  return is_empty(minus(from_places, crossing_in_from));
}
template <class Set>
Set removed_outside(const Set& to_places, const Set& crossing_in_to) {
  return minus(to_places, crossing_in_to);
}

// The places of the digit in `to` that the pattern removes, or an empty set when `from`'s
// places (at least `min_places` of them) are not all in the crossing. from_places and
// crossing_in_from are sets over one index space (from's positions, or cells), to_places and
// crossing_in_to over another (to's positions, or cells).
template <class Set>
Set locked_candidates(const Set& from_places, const Set& crossing_in_from, const Set& to_places,
                      const Set& crossing_in_to, int min_places) {
  if (!confined(from_places, crossing_in_from, min_places)) return Set{};
  return removed_outside(to_places, crossing_in_to);
}

}  // namespace sudokupress::grade::technique
