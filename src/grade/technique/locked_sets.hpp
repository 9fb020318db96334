// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern finder behind naked subsets, hidden subsets and basic fish, written once for both
// graders: `size` items whose bit sets together hold `size` bits (a locked set).
//   naked subset: items = a house's cells, sets = their candidate digits;
//   hidden subset: items = digits, sets = their places in the house;
//   fish: items = base lines (rows or columns), sets = the digit's places on the cover lines;
// and, with more bits allowed (`most`), the base of a finned fish. The finder only enumerates:
// each grader's policy chooses the items (which cells, digits or lines take part), the order of
// houses and digits around it, what a found set removes, its rating and when to stop (the
// human profile in subsets.cpp / fish.cpp, the SE rater in se/se_basic.cpp).
//
//   technique::find_locked_sets<Set>(m, size, [&](int i) { return set_of(item[i]); },
//                                    [&](const int* chosen, const Set& all) { ...; return stop; });
//
// Order (which decides each grader's output): combinations of item indices in lexicographic
// order; a prefix whose union already holds more than `most` bits is not extended (no superset
// of it can qualify), so the leaves come in the same order as an unpruned walk's qualifying ones.
// Set: a core::SymbolSet<W> or an unsigned bit mask (bit_sets.hpp).
#pragma once

#include <cstdint>
#include <type_traits>

#include "grade/technique/bit_sets.hpp"

namespace sudokupress::grade::technique {

// The largest set a finder takes (subsets and fish of up to 8 items).
inline constexpr int kMaxSetSize = 8;

// fresh() for walks that need no fresh item.
struct AllFresh {
  bool operator()(int) const { return true; }
};

// Every `size`-combination (size <= kMaxSetSize) of items 0..m-1 in lexicographic order whose
// union of sets (set_of(i)) holds at most `most` bits and that holds a fresh item (fresh(i));
// leaf(chosen, union) returns true to stop the walk, and then so does this. A prefix without a
// fresh item is not extended past the last fresh one (a memo's unchanged items make no new
// pattern alone: the human fish; every combination walked and the freshness tested at the
// leaves, the walk was 5 % of the human engine's CPU time on top1465, perf). Iterative: the
// running unions are kept per depth.
// (Always inlined: as a call of its own the human fish's walk took 7.4M instructions against
// 6.3M inlined on the first 300 of top1465, full profile, callgrind.)
template <class Set, class SetOf, class Fresh, class Leaf>
[[gnu::always_inline]] inline bool for_each_covered_set(int m, int size, int most, SetOf&& set_of,
                                                        Fresh&& fresh, Leaf&& leaf) {
  constexpr bool kAllFresh = std::is_same_v<std::decay_t<Fresh>, AllFresh>;
  if (size < 1 || size > kMaxSetSize || m < size) return false;
  int last_fresh = m - 1;
  if constexpr (!kAllFresh) {
    last_fresh = -1;
    for (int i = 0; i < m; ++i)
      if (fresh(i)) last_fresh = i;
  }
  int chosen[kMaxSetSize];
  bool has_fresh[kMaxSetSize + 1] = {kAllFresh};
  Set acc[kMaxSetSize + 1] = {};
  int depth = 0;
  chosen[0] = -1;
  while (depth >= 0) {
    const int next = chosen[depth] + 1;
    if (next > m - (size - depth) || (!has_fresh[depth] && next > last_fresh)) {
      --depth;
      continue;
    }
    chosen[depth] = next;
    acc[depth + 1] = acc[depth] | set_of(next);
    if (set_count(acc[depth + 1]) > most) continue;
    if constexpr (kAllFresh)
      has_fresh[depth + 1] = true;
    else
      has_fresh[depth + 1] = has_fresh[depth] || fresh(next);
    if (depth + 1 < size) {
      ++depth;
      chosen[depth] = chosen[depth - 1];
      continue;
    }
    if (has_fresh[size] && leaf(static_cast<const int*>(chosen), acc[size])) return true;
  }
  return false;
}

namespace detail {

// find_locked_sets' walk from item `start` at `depth` with the union `acc` so far (recursive:
// the unions live in the frames; the iterative walk above, with its per-depth arrays, cost the
// human naked and hidden subsets 16.4M -> 23.9M and 24.4M -> 28.7M instructions on the first
// 300 of top1465, full profile, callgrind).
template <class Set, class SetOf, class Leaf>
bool locked_sets_from(int m, int size, int start, int depth, int* chosen, const Set& acc,
                      SetOf& set_of, Leaf& leaf) {
  // Never reached (size <= kMaxSetSize), but it lets GCC see that chosen[depth] is in bounds.
  if (depth >= kMaxSetSize) return false;
  for (int i = start; i <= m - (size - depth); ++i) {
    const Set next = acc | set_of(i);
    const int bits = set_count(next);
    if (bits > size) continue;
    chosen[depth] = i;
    if (depth + 1 < size) {
      if (locked_sets_from(m, size, i + 1, depth + 1, chosen, next, set_of, leaf)) return true;
    } else if (bits == size && leaf(static_cast<const int*>(chosen), next)) {
      return true;
    }
  }
  return false;
}

}  // namespace detail

// The locked sets among items 0..m-1: `size` items whose sets together hold exactly `size`
// bits, in lexicographic order (as for_each_covered_set with most = size and every item
// fresh); leaf(chosen, union) returns true to stop.
template <class Set, class SetOf, class Leaf>
bool find_locked_sets(int m, int size, SetOf&& set_of, Leaf&& leaf) {
  if (size < 1 || size > kMaxSetSize || m < size) return false;
  int chosen[kMaxSetSize];
  return detail::locked_sets_from(m, size, 0, 0, chosen, Set{}, set_of, leaf);
}

}  // namespace sudokupress::grade::technique
