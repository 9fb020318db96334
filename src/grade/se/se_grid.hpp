// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the SE rater: the 9x9 state (values and candidate bit masks), the constant
// region tables in Sudoku Explainer's order (blocks 0-8, rows 9-17, columns 18-26: the
// technique library's classic houses, technique/classic_grid.hpp, in SE's order), and a step
// ("hint") as a value: difficulty, eliminations, an optional placement.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "grade/technique/cell_mask.hpp"
#include "grade/technique/classic_grid.hpp"

namespace sudokupress::grade::se {

inline constexpr int kCells = 81;
inline constexpr int kRegions = 27;
using Mask = uint16_t;  // candidate digits as bits 1..9

// Bit counts of candidate masks by table (popcount is a library call on plain x86-64).
struct BitCounts {
  std::array<uint8_t, 1024> n{};
  constexpr BitCounts() {
    for (int i = 1; i < 1024; ++i) n[i] = static_cast<uint8_t>(n[i >> 1] + (i & 1));
  }
};
inline constexpr BitCounts kBitCounts{};
inline int bit_count(unsigned x) {
  return x < 1024 ? kBitCounts.n[x] : kBitCounts.n[x & 1023] + kBitCounts.n[(x >> 10) & 1023];
}
inline int low_digit(unsigned x) { return __builtin_ctz(x); }

constexpr int block_of(int c) { return technique::classic_box(c); }
constexpr int row_of(int c) { return technique::classic_row(c); }
constexpr int col_of(int c) { return technique::classic_column(c); }
constexpr bool sees(int a, int b) { return technique::classic_sees(a, b); }

// The classic houses (technique::kClassic) in SE's region order, and what SE's rules look up
// by region.
struct Tables {
  std::array<std::array<int8_t, 9>, kRegions> cells{};  // region -> its cells in SE order
  std::array<std::array<int8_t, 3>, kCells> regions{};  // cell -> block, row, column region
  std::array<std::array<uint16_t, kRegions>, kRegions> crossing{};  // positions in a of a & b
  std::array<std::array<int8_t, kRegions>, kCells> index_in{};      // a cell's position in a region

  constexpr Tables() {
    for (int r = 0; r < kRegions; ++r)
      cells[r] = technique::kClassic.house_cells[technique::se_region_house(r)];
    for (int c = 0; c < kCells; ++c) {
      regions[c] = {static_cast<int8_t>(block_of(c)), static_cast<int8_t>(9 + row_of(c)),
                    static_cast<int8_t>(18 + col_of(c))};
      for (int r = 0; r < kRegions; ++r) index_in[c][r] = -1;
    }
    for (int r = 0; r < kRegions; ++r)
      for (int i = 0; i < 9; ++i) index_in[cells[r][i]][r] = static_cast<int8_t>(i);
    for (int a = 0; a < kRegions; ++a)
      for (int b = 0; b < kRegions; ++b)
        for (int i = 0; i < 9; ++i)
          if (index_in[cells[a][i]][b] >= 0) crossing[a][b] |= static_cast<uint16_t>(1u << i);
  }
};
inline constexpr Tables kTables{};
inline const Tables& tables() { return kTables; }

// An 81-bit cell set: the technique library's cell mask (technique/cell_mask.hpp).
using CellSet = technique::CellMask;
// A cell's 20 peers, in cell order and as a cell set (the library's classic tables).
inline const std::array<int8_t, 20>& peers_of(int c) { return technique::kClassic.peers[c]; }
inline const CellSet& peer_set(int c) { return technique::kClassic.peer_masks[c]; }

struct Grid {
  std::array<uint8_t, kCells> value{};
  std::array<Mask, kCells> cand{};  // 0 for a solved cell

  bool has(int c, int d) const { return (cand[c] >> d) & 1; }
  // The cells of region r that hold candidate d, as a 9-bit mask of positions in the region.
  unsigned positions(int r, int d) const {
    unsigned m = 0;
    const auto& cells = tables().cells[r];
    for (int i = 0; i < 9; ++i)
      if ((cand[cells[i]] >> d) & 1) m |= 1u << i;
    return m;
  }
  bool solved() const {
    for (uint8_t v : value)
      if (!v) return false;
    return true;
  }
  // SE's setValueAndCancel: the value, and the digit struck from every peer.
  void place(int c, int d) {
    value[c] = static_cast<uint8_t>(d);
    cand[c] = 0;
    for (int p : peers_of(c)) cand[p] &= static_cast<Mask>(~(1u << d));
  }
};

// Every region's positions of every digit (Grid::positions for all at once), for rules that
// test them many times. (Built from the cells: 81 x 3 updates against 27 x 9 walks of nine
// cells.)
using PositionTable = std::array<std::array<uint16_t, 10>, kRegions>;
inline void fill_positions(const Grid& g, PositionTable& pos) {
  for (auto& r : pos) r.fill(0);
  for (int c = 0; c < kCells; ++c)
    for (unsigned m = g.cand[c]; m; m &= m - 1)
      for (int r : tables().regions[c])
        pos[r][low_digit(m)] |= static_cast<uint16_t>(1u << tables().index_in[c][r]);
}

struct Elim {
  int8_t cell;
  int8_t digit;
};

struct Hint {
  double difficulty = 0;
  std::string_view name;
  std::vector<Elim> elims;
  int cell = -1;  // a placement, with `digit`
  int digit = 0;
  void clear() {
    difficulty = 0;
    name = {};
    elims.clear();
    cell = -1;
    digit = 0;
  }
};

void apply(Grid& g, const Hint& h);
// "2.6 Pointing: r3c4=5; -5 r3c7 r3c8" (1-based rows and columns, like SE).
std::string describe(const Hint& h);

// The rules, each looking for its first step in SE's order; true = found (in `h`).
// `pos`: g's positions (fill_positions), made once for a step's rules.
bool hidden_single(const Grid& g, const PositionTable& pos, Hint& h);
bool direct_locking(const Grid& g, const PositionTable& pos, Hint& h);
bool direct_hidden_set(const Grid& g, const PositionTable& pos, int size, Hint& h);
bool naked_single(const Grid& g, Hint& h);
bool locking(const Grid& g, const PositionTable& pos, Hint& h);
bool naked_set(const Grid& g, int size, Hint& h);
bool hidden_set(const Grid& g, const PositionTable& pos, int size, Hint& h);
bool fish(const Grid& g, const PositionTable& pos, int size, Hint& h);
bool xy_wing(const Grid& g, bool xyz, Hint& h);
bool unique_loop(const Grid& g, Hint& h);
bool bug(const Grid& g, Hint& h);
bool aligned_exclusion(const Grid& g, int size, Hint& h);

}  // namespace sudokupress::grade::se
