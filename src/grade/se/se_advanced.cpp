// SPDX-License-Identifier: GPL-3.0-or-later
// The basic rules of SE's nested forcing chains (se_advanced.hpp), written from Sudoku
// Explainer's rules as its source describes them: every hint of a rule, in the rule's order
// (region kinds block, column, row; pairs of digits, cells or lines in increasing bit-mask
// order, as SE's Permutations gives them), a hint kept when it eliminates something and has
// parents.
#include "grade/se/se_advanced.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace sudokupress::grade::se {

namespace {

constexpr int kBlock0 = 0, kRow0 = 9, kCol0 = 18;
// SE's region order for sets: blocks, then columns, then rows.
constexpr int kSetOrder[3] = {kBlock0, kCol0, kRow0};

// The 36 nine-bit masks with two bits, in increasing order (SE's Permutations(2, 9) order):
// walked directly instead of skipping the other 476 of 0..511 (the skipping was most of the
// nested rules' time on forum_hardest).
struct PairMasks {
  std::array<uint16_t, 36> masks{};
  constexpr PairMasks() {
    int n = 0;
    for (unsigned set = 3; set < 512; ++set)
      if (std::popcount(set) == 2) masks[n++] = static_cast<uint16_t>(set);
  }
};
inline constexpr PairMasks kPairs{};

// One hint under construction: its eliminations and parents, appended to `out` when it has
// both (eliminations sorted by cell, then digit, as SE sorts them). (Rejected: its two
// vectors kept in AdvancedOffs rather than made per call: forum_hardest_1106 71.4-72.5
// puzzles per CPU second against 71.7-72.6, within the noise.)
class HintSink {
 public:
  explicit HintSink(AdvancedOffs& out) : out_(out) {}
  void begin() {
    elims_.clear();
    parents_.clear();
  }
  void elim(int cell, int digit) {
    elims_.push_back({static_cast<int8_t>(cell), static_cast<int8_t>(digit)});
  }
  void parent(int cell, int digit) {
    parents_.push_back({static_cast<int8_t>(cell), static_cast<int8_t>(digit)});
  }
  void end() {
    if (elims_.empty() || parents_.empty()) return;
    std::sort(elims_.begin(), elims_.end(), [](Elim a, Elim b) {
      return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
    for (Elim e : elims_) {
      out_.elims.push_back(e);
      out_.parents.insert(out_.parents.end(), parents_.begin(), parents_.end());
      out_.start.push_back(static_cast<int>(out_.parents.size()));
    }
  }

 private:
  AdvancedOffs& out_;
  std::vector<Elim> elims_, parents_;
};

int empty_cells(const Grid& g, int r) {
  int n = 0;
  for (int c : tables().cells[r]) n += g.value[c] == 0;
  return n;
}

bool struck(const Grid& source, const Grid& work, int c, int d) {
  return source.has(c, d) && !work.has(c, d);
}

// SE's Locking (not direct): region kinds (block, column), (block, row), (column, block),
// (row, block); a digit with two or more positions in the first region, all in the second.
// Parents: the digit struck in the first region outside the second.
void locking(const Grid& source, const Grid& work, const PositionTable& pos, HintSink& sink) {
  static constexpr int kFirst[4] = {kBlock0, kBlock0, kCol0, kRow0};
  static constexpr int kSecond[4] = {kCol0, kRow0, kBlock0, kBlock0};
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        const int r1 = kFirst[k] + i, r2 = kSecond[k] + j;
        const unsigned cross1 = tables().crossing[r1][r2];
        if (!cross1) continue;
        const unsigned cross2 = tables().crossing[r2][r1];
        for (int d = 1; d <= 9; ++d) {
          const unsigned p1 = pos[r1][d];
          if (bit_count(p1) < 2 || (p1 & ~cross1)) continue;
          sink.begin();
          for (unsigned m = pos[r2][d] & ~cross2; m; m &= m - 1)
            sink.elim(tables().cells[r2][low_digit(m)], d);
          for (int x = 0; x < 9; ++x) {
            const int c = tables().cells[r1][x];
            if (!((cross1 >> x) & 1) && struck(source, work, c, d)) sink.parent(c, d);
          }
          sink.end();
        }
      }
}

// SE's HiddenSet(2): regions with more than four empty cells; two digits, each with two or
// more positions, covering two cells. Parents: the two digits struck from the region's other
// cells.
void hidden_pair(const Grid& source, const Grid& work, const PositionTable& pos, HintSink& sink) {
  for (int first : kSetOrder)
    for (int r = first; r < first + 9; ++r) {
      if (empty_cells(source, r) <= 4) continue;
      for (unsigned set : kPairs.masks) {
        const int a = low_digit(set) + 1, b = low_digit(set & (set - 1)) + 1;
        if (bit_count(pos[r][a]) < 2 || bit_count(pos[r][b]) < 2) continue;
        const unsigned cells = pos[r][a] | pos[r][b];
        if (bit_count(cells) != 2) continue;
        const unsigned digits = (1u << a) | (1u << b);
        sink.begin();
        for (int x = 0; x < 9; ++x) {
          const int c = tables().cells[r][x];
          if ((cells >> x) & 1) {
            for (unsigned m = work.cand[c] & ~digits; m; m &= m - 1) sink.elim(c, low_digit(m));
          } else {
            for (int d : {a, b})
              if (source.has(c, d)) sink.parent(c, d);
          }
        }
        sink.end();
      }
    }
}

// SE's NakedSet(2): regions with four or more empty cells; two cells of two or more
// candidates holding two digits. Parents: the other digits struck from the two cells.
void naked_pair(const Grid& source, const Grid& work, HintSink& sink) {
  for (int first : kSetOrder)
    for (int r = first; r < first + 9; ++r) {
      if (empty_cells(source, r) < 4) continue;
      const auto& cells = tables().cells[r];
      for (unsigned set : kPairs.masks) {
        const int a = cells[low_digit(set)], b = cells[low_digit(set & (set - 1))];
        if (bit_count(work.cand[a]) < 2 || bit_count(work.cand[b]) < 2) continue;
        const unsigned digits = work.cand[a] | work.cand[b];
        if (bit_count(digits) != 2) continue;
        sink.begin();
        for (int x = 0; x < 9; ++x)
          if (!((set >> x) & 1))
            for (unsigned m = work.cand[cells[x]] & digits; m; m &= m - 1)
              sink.elim(cells[x], low_digit(m));
        for (int c : {a, b})
          for (unsigned m = source.cand[c] & ~digits; m; m &= m - 1) sink.parent(c, low_digit(m));
        sink.end();
      }
    }
}

// SE's Fisherman(2): base columns then base rows; pairs of base lines (outer), digits placed
// at most five times (inner); each base line with two or more positions, two cover lines in
// all. Parents: the digit struck from the base lines outside the cover lines.
void x_wing(const Grid& source, const Grid& work, const PositionTable& pos, HintSink& sink) {
  int placed[10] = {};
  for (int c = 0; c < kCells; ++c) ++placed[source.value[c]];
  for (int base : {kCol0, kRow0}) {
    const int cover = base == kCol0 ? kRow0 : kCol0;
    for (unsigned set : kPairs.masks) {
      const int l1 = base + low_digit(set), l2 = base + low_digit(set & (set - 1));
      for (int d = 1; d <= 9; ++d) {
        if (placed[d] + 4 > 9) continue;
        if (bit_count(pos[l1][d]) < 2 || bit_count(pos[l2][d]) < 2) continue;
        const unsigned covers = pos[l1][d] | pos[l2][d];
        if (bit_count(covers) != 2) continue;
        sink.begin();
        for (unsigned m = covers; m; m &= m - 1) {
          const int line = cover + low_digit(m);
          for (unsigned x = pos[line][d] & ~set; x; x &= x - 1)
            sink.elim(tables().cells[line][low_digit(x)], d);
        }
        for (int line : {l1, l2})
          for (int x = 0; x < 9; ++x) {
            const int c = tables().cells[line][x];
            if (!((covers >> x) & 1) && struck(source, work, c, d)) sink.parent(c, d);
          }
        sink.end();
      }
    }
  }
}

}  // namespace

bool advanced_basic(const Grid& source, const Grid& work, const PositionTable& work_pos,
                    AdvancedOffs& out) {
  out.clear();
  HintSink sink(out);
  locking(source, work, work_pos, sink);
  if (out.elims.empty()) hidden_pair(source, work, work_pos, sink);
  if (out.elims.empty()) naked_pair(source, work, sink);
  if (out.elims.empty()) x_wing(source, work, work_pos, sink);
  return !out.elims.empty();
}

}  // namespace sudokupress::grade::se
