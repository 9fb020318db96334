// SPDX-License-Identifier: GPL-3.0-or-later
// The technique library's cell set: up to 128 cells as two words, the type both graders use
// for cell sets (the human profile's peer and house masks in topology.hpp, as grade::CellMask;
// the SE rater's CellSet in se/se_grid.hpp). Below both, so the SE rater needs nothing of the
// human grader's folder.
#pragma once

#include <bit>
#include <cstdint>

#include "core/bits.hpp"

namespace sudokupress::grade::technique {

// A set of cells of a grid of up to kMaskCells cells, as two words: what "sees all of them" and
// "the places of a digit" become in the strategies that test many cell sets (ALS, chains, and
// the SE rater's cell sets).
struct CellMask {
  static constexpr int kMaskCells = 128;
  uint64_t w[2] = {0, 0};
  constexpr void set(int c) { w[c >> 6] |= uint64_t{1} << (c & 63); }
  constexpr void reset(int c) { w[c >> 6] &= ~(uint64_t{1} << (c & 63)); }
  constexpr bool test(int c) const { return w[c >> 6] >> (c & 63) & 1; }
  constexpr bool empty() const { return !(w[0] | w[1]); }
  int count() const { return core::popcount64(w[0]) + core::popcount64(w[1]); }
  constexpr CellMask operator&(const CellMask& o) const { return {{w[0] & o.w[0], w[1] & o.w[1]}}; }
  constexpr CellMask operator|(const CellMask& o) const { return {{w[0] | o.w[0], w[1] | o.w[1]}}; }
  constexpr CellMask& operator|=(const CellMask& o) {
    w[0] |= o.w[0];
    w[1] |= o.w[1];
    return *this;
  }
  constexpr CellMask minus(const CellMask& o) const { return {{w[0] & ~o.w[0], w[1] & ~o.w[1]}}; }
  bool operator==(const CellMask&) const = default;
  static CellMask all() { return {{~uint64_t{0}, ~uint64_t{0}}}; }
  template <class F>
  void for_each(F&& f) const {
    for (int k = 0; k < 2; ++k)
      for (uint64_t x = w[k]; x; x &= x - 1) f(k * 64 + std::countr_zero(x));
  }
};

}  // namespace sudokupress::grade::technique
