// SPDX-License-Identifier: GPL-3.0-or-later
// The set operations the technique library's finders use, for both graders' sets: an unsigned
// bit mask (the SE rater's digits and positions) or a set type with count(), empty() and
// minus() (core::SymbolSet<W>, grade::CellMask), and set(), reset() and for_each() for with_bit,
// without and for_each_bit (bits in increasing order).
#pragma once

#include <bit>

#include "core/bits.hpp"

namespace sudokupress::grade::technique {

inline int set_count(unsigned s) { return core::popcount_small(s); }
inline bool is_empty(unsigned s) { return s == 0; }
inline unsigned minus(unsigned a, unsigned b) { return a & ~b; }
inline unsigned with_bit(unsigned s, int i) { return s | 1u << i; }
inline unsigned without(unsigned s, int i) { return s & ~(1u << i); }
template <class F>
void for_each_bit(unsigned s, F&& f) {
  for (; s; s &= s - 1) f(std::countr_zero(s));
}

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
template <class Set>
Set with_bit(Set s, int i) {
  s.set(i);
  return s;
}
template <class Set>
Set without(Set s, int i) {
  s.reset(i);
  return s;
}
template <class Set, class F>
void for_each_bit(const Set& s, F&& f) {
  s.for_each(f);
}

}  // namespace sudokupress::grade::technique
