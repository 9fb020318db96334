// SPDX-License-Identifier: GPL-3.0-or-later
// The set operations the technique library's finders use, for both graders' sets: an unsigned
// bit mask (the SE rater's digits and positions) or a set type with count(), empty() and
// minus() (core::SymbolSet<W>, grade::CellMask).
#pragma once

#include "core/bits.hpp"

namespace sudokupress::grade::technique {

inline int set_count(unsigned s) { return core::popcount_small(s); }
inline bool is_empty(unsigned s) { return s == 0; }
inline unsigned minus(unsigned a, unsigned b) { return a & ~b; }

template <class Set>
int set_count(const Set& s) {
  return s.count();
}
template <class Set>
bool is_empty(const Set& s) {
  return s.empty();
}
template <class Set>
Set minus(const Set& a, const Set& b) {
  return a.minus(b);
}

}  // namespace sudokupress::grade::technique
