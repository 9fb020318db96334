// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/classic_lines.hpp"

#include <array>
#include <cstdint>
#include <cstring>

namespace sudokupress::core {
namespace {

// 1 for the symbols of a classic line: '0'-'9' and '.'.
constexpr std::array<uint8_t, 256> kLineSymbol = [] {
  std::array<uint8_t, 256> t{};
  for (int c = '0'; c <= '9'; ++c) t[c] = 1;
  t['.'] = 1;
  return t;
}();

// A value's counter in classic_givens_hold: 1 << 4 (v - 1) for 1..9, 0 for an empty cell (and
// for 10..15, which no line gives).
constexpr std::array<uint64_t, 16> kValueCount = [] {
  std::array<uint64_t, 16> t{};
  for (int v = 1; v <= 9; ++v) t[v] = uint64_t{1} << (4 * (v - 1));
  return t;
}();

// Sixteen bytes at a time with GCC vector extensions (SSE2 on x86-64, NEON on arm64): 80 of a
// line's 81 bytes in five blocks, the last by itself.
using V16 = unsigned char __attribute__((vector_size(16)));

V16 load16(const unsigned char* s) {
  V16 v;
  std::memcpy(&v, s, sizeof v);
  return v;
}

// True when all 81 bytes at s are line symbols.
bool line_symbols(const unsigned char* s) {
  V16 bad = {};
  for (int k = 0; k < 80; k += 16) {
    const V16 x = load16(s + k);
    bad |= (x - '0' > 9) & (x != '.');
  }
  uint64_t half[2];
  std::memcpy(half, &bad, sizeof half);
  return !(half[0] | half[1]) && kLineSymbol[s[80]];
}

}  // namespace

bool plain_classic_lines(std::string_view text) {
  const size_t n = text.size();
  if (n < static_cast<size_t>(kClassicCells)) return false;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  size_t i = 0;
  while (i < n) {
    if (n - i < static_cast<size_t>(kClassicCells)) return false;
    if (!line_symbols(s + i)) return false;
    i += kClassicCells;
    if (i == n) return true;  // the last line without its LF
    if (s[i] != '\n') return false;
    ++i;
  }
  return true;
}

void line_cells(const char* line, uint8_t* cells) {
  const auto* s = reinterpret_cast<const unsigned char*>(line);
  for (int k = 0; k < 80; k += 16) {
    const V16 v = load16(s + k) - '0';
    const V16 cell = v & (v <= 9);  // '.' -> 0
    std::memcpy(cells + k, &cell, sizeof cell);
  }
  const unsigned v = s[80] - '0';
  cells[80] = static_cast<uint8_t>(v <= 9 ? v : 0);
}

bool classic_givens_hold(const uint8_t* cells) {
  // Each value counted per house in its own 4-bit field (value v adds 1 << 4 (v - 1); nine
  // cells never carry out of a field): a value twice in a row, column or box leaves a field at
  // 2 or more, a bit of kTwice. Adding is 6 instructions a cell; the previous check (each
  // house's value mask, tested then updated cell by cell) was 1,400 a puzzle, 4.8 % of
  // `solve --count` on serg (callgrind), and a band-by-band bitboard check with SSE2 byte
  // compares 2,000 (rejected).
  constexpr uint64_t kTwice = 0xEEEEEEEEE;
  uint64_t any = 0, column[9] = {}, box[3] = {};
  for (int r = 0; r < 9; ++r) {
    uint64_t row = 0;
#pragma GCC unroll 9
    for (int c = 0; c < 9; ++c) {
      const uint64_t count = kValueCount[cells[9 * r + c] & 15];
      row += count;
      column[c] += count;
      box[c / 3] += count;
    }
    any |= row;
    if (r % 3 == 2) {
      any |= box[0] | box[1] | box[2];
      box[0] = box[1] = box[2] = 0;
    }
  }
  for (uint64_t c : column) any |= c;
  return !(any & kTwice);
}

void classic_line_text(const uint8_t* cells, char* out) {
  for (int i = 0; i < kClassicCells; ++i)
    out[i] = cells[i] ? static_cast<char>('0' + cells[i]) : '.';
}

}  // namespace sudokupress::core
