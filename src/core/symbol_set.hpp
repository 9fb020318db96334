// SPDX-License-Identifier: GPL-3.0-or-later
// SymbolSet<W>: a set of symbols 1..64*W as W 64-bit words, sized at compile time so that a
// 9x9 grid (W = 1) never pays for 100x100 support (W = 2).
//
//   word 0:  bit 0 = symbol 1, bit 1 = symbol 2, ... bit 63 = symbol 64
//   word 1:  bit 0 = symbol 65 ... bit 35 = symbol 100
//
// Solvers are templates over W and are instantiated through dispatch_symbol_width().
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/bits.hpp"

namespace sudokupress::core {

template <int W>
class SymbolSet {
 public:
  static constexpr int kWords = W;
  static constexpr int kMaxSymbols = 64 * W;

  constexpr SymbolSet() = default;

  // The set {1..n}.
  static constexpr SymbolSet all(int n) {
    SymbolSet s;
    for (int w = 0; w < W; ++w) {
      int lo = 64 * w;
      if (n >= lo + 64) {
        s.words_[w] = ~uint64_t{0};
      } else if (n > lo) {
        s.words_[w] = (uint64_t{1} << (n - lo)) - 1;
      }
    }
    return s;
  }
  static constexpr SymbolSet single(int symbol) {
    SymbolSet s;
    s.set(symbol);
    return s;
  }

  constexpr bool test(int symbol) const {
    int b = symbol - 1;
    return (words_[b >> 6] >> (b & 63)) & 1;
  }
  constexpr void set(int symbol) {
    int b = symbol - 1;
    words_[b >> 6] |= uint64_t{1} << (b & 63);
  }
  constexpr void reset(int symbol) {
    int b = symbol - 1;
    words_[b >> 6] &= ~(uint64_t{1} << (b & 63));
  }
  constexpr int count() const {
    int n = 0;
    for (auto w : words_) n += popcount_small(w);  // inline: see core/bits.hpp
    return n;
  }
  constexpr bool empty() const {
    for (auto w : words_)
      if (w) return false;
    return true;
  }
  constexpr bool single() const { return count() == 1; }
  // Smallest symbol in the set, 0 if empty.
  constexpr int first() const {
    for (int w = 0; w < W; ++w)
      if (words_[w]) return 64 * w + std::countr_zero(words_[w]) + 1;
    return 0;
  }
  // Smallest symbol greater than `symbol`, 0 if none.
  constexpr int next(int symbol) const {
    int b = symbol;  // bit index of symbol+1
    for (int w = b >> 6; w < W; ++w) {
      uint64_t m = words_[w];
      if (w == (b >> 6)) m &= (b & 63) ? (~uint64_t{0} << (b & 63)) : ~uint64_t{0};
      if (m) return 64 * w + std::countr_zero(m) + 1;
    }
    return 0;
  }
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int w = 0; w < W; ++w) {
      uint64_t m = words_[w];
      while (m) {
        f(64 * w + std::countr_zero(m) + 1);
        m &= m - 1;
      }
    }
  }

  constexpr SymbolSet operator&(const SymbolSet& o) const {
    SymbolSet r;
    for (int w = 0; w < W; ++w) r.words_[w] = words_[w] & o.words_[w];
    return r;
  }
  constexpr SymbolSet operator|(const SymbolSet& o) const {
    SymbolSet r;
    for (int w = 0; w < W; ++w) r.words_[w] = words_[w] | o.words_[w];
    return r;
  }
  constexpr SymbolSet operator^(const SymbolSet& o) const {
    SymbolSet r;
    for (int w = 0; w < W; ++w) r.words_[w] = words_[w] ^ o.words_[w];
    return r;
  }
  // Set difference: this minus o.
  constexpr SymbolSet minus(const SymbolSet& o) const {
    SymbolSet r;
    for (int w = 0; w < W; ++w) r.words_[w] = words_[w] & ~o.words_[w];
    return r;
  }
  constexpr SymbolSet& operator&=(const SymbolSet& o) { return *this = *this & o; }
  constexpr SymbolSet& operator|=(const SymbolSet& o) { return *this = *this | o; }
  constexpr bool operator==(const SymbolSet&) const = default;
  constexpr bool contains_all(const SymbolSet& o) const { return o.minus(*this).empty(); }

  constexpr uint64_t word(int w) const { return words_[w]; }

 private:
  std::array<uint64_t, W> words_{};
};

// Calls f.template operator()<W>() with the smallest W that holds n symbols (n <= 128).
template <class F>
decltype(auto) dispatch_symbol_width(int n, F&& f) {
  if (n <= 64) return f.template operator()<1>();
  return f.template operator()<2>();
}

}  // namespace sudokupress::core
