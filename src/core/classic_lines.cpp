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

// Cell -> (row, column, box), one byte each.
struct Houses {
  std::array<uint8_t, kClassicCells> row{}, column{}, box{};
};
constexpr Houses kHouses = [] {
  Houses h;
  for (int i = 0; i < kClassicCells; ++i) {
    h.row[i] = static_cast<uint8_t>(i / 9);
    h.column[i] = static_cast<uint8_t>(i % 9);
    h.box[i] = static_cast<uint8_t>(i / 27 * 3 + i % 9 / 3);
  }
  return h;
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
  uint16_t row[9] = {}, column[9] = {}, box[9] = {};
  uint16_t clash = 0;
  for (int i = 0; i < kClassicCells; ++i) {
    const uint16_t bit = static_cast<uint16_t>((1u << cells[i]) & ~1u);  // 0 for an empty cell
    uint16_t& r = row[kHouses.row[i]];
    uint16_t& c = column[kHouses.column[i]];
    uint16_t& b = box[kHouses.box[i]];
    clash |= static_cast<uint16_t>(bit & (r | c | b));
    r |= bit;
    c |= bit;
    b |= bit;
  }
  return clash == 0;
}

void classic_line_text(const uint8_t* cells, char* out) {
  for (int i = 0; i < kClassicCells; ++i)
    out[i] = cells[i] ? static_cast<char>('0' + cells[i]) : '.';
}

}  // namespace sudokupress::core
