// SPDX-License-Identifier: GPL-3.0-or-later
// Candidates as chain nodes and the links between them, written once for both graders' chains
// (the human profile's X-/XY-chains and AIC, aic.cpp; the SE rater's cycles and forcing chains,
// se/se_chains.cpp):
//   a candidate (cell, digit) of an n-digit grid is the id cell * n + digit - 1, and a literal is
//   an id with its truth, id * 2 + on ("the candidate is true" / "is false");
//   strong links (the candidate false -> another true): the other digit of a bivalue cell
//   (bivalue_partner), the other place of a digit with two places in a house (two_places);
//   weak links (the candidate true -> others false): its cell's other digits and its digit in
//   each peer that holds it (for_each_weak_link).
// The searches over these links stay each grader's own, on purpose: the human chains are one
// breadth-first walk per start over a graph built once per position (shortest productive chain,
// the book's order of forms), SE's are its implication nets with parents, their complexity and
// nested levels (SE's rules decide the ratings, and its link order (block, then row and column
// outside the block) decides which of equal steps is taken). Each grader gives the links in its
// own order: the house order and the peers' walk are the caller's.
//
//   int lit = technique::literal(technique::candidate_id(cell, digit, n), true);
//   if (int e = technique::bivalue_partner(cell_digits, digit)) ...  // e true
//   if (technique::two_places(house_places, a, b)) ...                // a = b strongly linked
//   technique::for_each_weak_link(cell_digits, digit, peers_with_digit, on_digit, on_peer);
#pragma once

#include <bit>
#include <cstdint>

#include "grade/technique/bit_sets.hpp"
#include "grade/technique/cell_mask.hpp"

namespace sudokupress::grade::technique {

// The candidate (cell, digit), digits 1..n, as one id, and back.
constexpr int candidate_id(int cell, int digit, int n) { return cell * n + digit - 1; }
constexpr int candidate_cell(int id, int n) { return id / n; }
constexpr int candidate_digit(int id, int n) { return id % n + 1; }

// A literal: a candidate id with its truth; negation() is the other truth of the same candidate.
constexpr int literal(int id, bool on) { return id * 2 + static_cast<int>(on); }
constexpr int literal_id(int lit) { return lit >> 1; }
constexpr bool literal_on(int lit) { return lit & 1; }
constexpr int negation(int lit) { return lit ^ 1; }

// The two members of a set holding exactly two (a bivalue cell's digits, a digit's two places
// in a house), lowest first; false (a and b untouched) for any other count. Without popcount
// (a library call on plain x86-64): a set minus its lowest bit keeps exactly one.
inline bool two_places(unsigned s, int& a, int& b) {
  const unsigned rest = s & (s - 1);
  if (!rest || (rest & (rest - 1))) return false;
  a = std::countr_zero(s);
  b = std::countr_zero(rest);
  return true;
}
inline bool two_places(const CellMask& s, int& a, int& b) {
  const uint64_t lo = s.w[0], hi = s.w[1];
  if (lo && hi) {
    if ((lo & (lo - 1)) || (hi & (hi - 1))) return false;
    a = std::countr_zero(lo);
    b = 64 + std::countr_zero(hi);
    return true;
  }
  const uint64_t x = lo | hi, rest = x & (x - 1);
  if (!rest || (rest & (rest - 1))) return false;
  const int base = lo ? 0 : 64;
  a = base + std::countr_zero(x);
  b = base + std::countr_zero(rest);
  return true;
}

// A false candidate's strong link in its cell: the cell's other digit when it holds two, else
// 0. `digits` holds `digit`.
inline int bivalue_partner(unsigned digits, int digit) {
  int a = 0, b = 0;
  if (!two_places(digits, a, b)) return 0;
  return a == digit ? b : a;
}

// A true candidate's weak links, in this order: on_digit(e) for each other digit e of its cell
// (bits in increasing order), then on_peer(p) for each cell of `peers_with_digit` (the peers
// holding its digit, walked by its own for_each: the caller's order). `cell_digits`: an
// unsigned mask or a set type (bit_sets.hpp); pass an empty one for an X-chain's one-digit
// graph.
template <class Set, class Peers, class F, class G>
inline void for_each_weak_link(const Set& cell_digits, int digit, const Peers& peers_with_digit,
                               F&& on_digit, G&& on_peer) {
  for_each_bit(without(cell_digits, digit), on_digit);
  peers_with_digit.for_each(on_peer);
}

}  // namespace sudokupress::grade::technique
