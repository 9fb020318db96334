// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/classic_lines.hpp"

#include <array>

namespace sudokupress::core {
namespace {

// 1 for the symbols of a classic line: '0'-'9' and '.'.
constexpr std::array<uint8_t, 256> kLineSymbol = [] {
  std::array<uint8_t, 256> t{};
  for (int c = '0'; c <= '9'; ++c) t[c] = 1;
  t['.'] = 1;
  return t;
}();

}  // namespace

bool plain_classic_lines(std::string_view text) {
  const size_t n = text.size();
  if (n < static_cast<size_t>(kClassicCells)) return false;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  size_t i = 0;
  while (i < n) {
    if (n - i < static_cast<size_t>(kClassicCells)) return false;
    unsigned ok = 1;
    for (int k = 0; k < kClassicCells; ++k) ok &= kLineSymbol[s[i + k]];
    if (!ok) return false;
    i += kClassicCells;
    if (i == n) return true;  // the last line without its LF
    if (s[i] != '\n') return false;
    ++i;
  }
  return true;
}

void line_cells(const char* line, uint8_t* cells) {
  for (int i = 0; i < kClassicCells; ++i) {
    const unsigned v = static_cast<unsigned char>(line[i]) - '0';
    cells[i] = static_cast<uint8_t>(v <= 9 ? v : 0);  // '.' -> 0
  }
}

bool classic_givens_hold(const uint8_t* cells) {
  // Row by row: the row's, the nine columns' and the band's three boxes' value masks stay in
  // registers (a version indexing mask arrays by house tables was 2.7 % of `solve --count` on
  // serg, perf).
  uint32_t clash = 0, column[9] = {}, box[3] = {};
  for (int r = 0; r < 9; ++r) {
    if (r % 3 == 0) box[0] = box[1] = box[2] = 0;
    uint32_t row = 0;
#pragma GCC unroll 9
    for (int c = 0; c < 9; ++c) {
      const uint32_t bit = (1u << cells[9 * r + c]) & ~1u;  // 0 for an empty cell
      uint32_t& b = box[c / 3];
      clash |= bit & (row | column[c] | b);
      row |= bit;
      column[c] |= bit;
      b |= bit;
    }
  }
  return clash == 0;
}

void classic_line_text(const uint8_t* cells, char* out) {
  for (int i = 0; i < kClassicCells; ++i)
    out[i] = cells[i] ? static_cast<char>('0' + cells[i]) : '.';
}

}  // namespace sudokupress::core
