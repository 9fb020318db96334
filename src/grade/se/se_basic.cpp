// SPDX-License-Identifier: GPL-3.0-or-later
// The SE rater's basic rules: singles, intersections (direct and plain), naked and hidden
// sets (direct and plain), fish and XY/XYZ-wings, with Sudoku Explainer's difficulties.
#include <algorithm>
#include <array>
#include <cstdio>

#include "grade/se/se_grid.hpp"
#include "grade/technique/intersections.hpp"
#include "grade/technique/locked_sets.hpp"
#include "grade/technique/se_ratings.hpp"
#include "grade/technique/wing_pairs.hpp"

namespace sudokupress::grade::se {

namespace {

using technique::se_name;
using technique::se_rating;
using technique::SeRule;

bool is_block(int r) { return r < 9; }

// The cells shared by two regions, as positions in region a.
unsigned crossing(int a, int b) { return tables().crossing[a][b]; }

bool crosses(int a, int b) { return (a < 9) != (b < 9) && crossing(a, b) != 0; }

int empty_count(const Grid& g, int r) {
  int n = 0;
  for (int c : tables().cells[r]) n += g.value[c] == 0;
  return n;
}

// The region order SE's intersection rule walks: (block, row), (block, column), then
// (row, block), (column, block).
template <class F>
bool for_each_crossing(F&& f) {
  static constexpr int kFirst[4] = {0, 0, 9, 18};
  static constexpr int kSecond[4] = {9, 18, 0, 0};
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        int r1 = kFirst[k] + i, r2 = kSecond[k] + j;
        if (crosses(r1, r2) && f(r1, r2)) return true;
      }
  return false;
}

// Candidate d confined in region r1 to its crossing with r2: the positions in r2 outside it
// that can lose d (0 when there is no locking).
unsigned locking_removals(const PositionTable& pos, int r1, int r2, int d) {
  return technique::locked_candidates<unsigned>(pos[r1][d], crossing(r1, r2), pos[r2][d],
                                                crossing(r2, r1), 2);
}

// A hidden single of d that removing d from `removed` (a cell set) would leave in a region of
// the kind of r1 (blocks for pointing, r1's kind of line for claiming), as SE looks for it.
int following_hidden_single(const PositionTable& pos, int r1, int d, const CellSet& removed) {
  const int first = r1 / 9 * 9;
  for (int r = first; r < first + 9; ++r) {
    const auto& cells = tables().cells[r];
    int after = 0, last = -1;
    for (unsigned m = pos[r][d]; m; m &= m - 1) {
      const int c = cells[low_digit(m)];
      if (!removed.test(c)) {
        ++after;
        last = c;
      }
    }
    if (bit_count(pos[r][d]) >= 2 && after == 1) return last;
  }
  return -1;
}

// The locked sets (technique::find_locked_sets) among the set bits of `items`, each item i's
// bits set_of(i): f(the chosen items as a mask, the union of their bits) -> true stops.
// Combinations come in lexicographic order of the items, as SE tries them.
template <class SetOf, class F>
bool locked_sets(unsigned items, int size, SetOf&& set_of, F&& f) {
  int idx[16], n = 0;
  for (unsigned m = items; m; m &= m - 1) idx[n++] = low_digit(m);
  return technique::find_locked_sets<unsigned>(
      n, size, [&](int i) { return static_cast<unsigned>(set_of(idx[i])); },
      [&](const int* chosen, unsigned all) {
        unsigned sub = 0;
        for (int i = 0; i < size; ++i) sub |= 1u << idx[chosen[i]];
        return f(sub, all);
      });
}

}  // namespace

void apply(Grid& g, const Hint& h) {
  for (const Elim& e : h.elims) g.cand[e.cell] &= static_cast<Mask>(~(1u << e.digit));
  if (h.cell >= 0) g.place(h.cell, h.digit);
}

std::string describe(const Hint& h) {
  auto cell = [](int c) {
    return "r" + std::to_string(c / 9 + 1) + "c" + std::to_string(c % 9 + 1);
  };
  char diff[16];
  std::snprintf(diff, sizeof diff, "%.1f", h.difficulty);
  std::string s = std::string(diff) + " " + std::string(h.name) + ":";
  if (h.cell >= 0) s += " " + cell(h.cell) + "=" + std::to_string(h.digit) + ";";
  for (const Elim& e : h.elims) s += " -" + std::to_string(e.digit) + cell(e.cell);
  return s;
}

bool hidden_single(const Grid& g, const PositionTable& table, Hint& h) {
  // Full houses (1.0) first, then hidden singles in blocks (1.2), then in lines (1.5).
  for (int pass = 0; pass < 2; ++pass)
    for (int r = 0; r < kRegions; ++r) {
      bool alone = empty_count(g, r) == 1;
      if (pass == 0 && !alone) continue;
      for (int d = 1; d <= 9; ++d) {
        unsigned pos = table[r][d];
        if (bit_count(pos) != 1) continue;
        h.clear();
        h.name = "Hidden Single";
        h.cell = tables().cells[r][low_digit(pos)];
        h.digit = d;
        h.difficulty = se_rating(alone         ? SeRule::kFullHouse
                                 : is_block(r) ? SeRule::kHiddenSingleBlock
                                               : SeRule::kHiddenSingleLine);
        return true;
      }
    }
  return false;
}

bool direct_locking(const Grid&, const PositionTable& pos, Hint& h) {
  return for_each_crossing([&](int r1, int r2) {
    for (int d = 1; d <= 9; ++d) {
      const unsigned removed = locking_removals(pos, r1, r2, d);
      if (!removed) continue;
      CellSet removed_cells;
      for (unsigned m = removed; m; m &= m - 1) removed_cells.set(tables().cells[r2][low_digit(m)]);
      int cell = following_hidden_single(pos, r1, d, removed_cells);
      if (cell < 0) continue;
      h.clear();
      const SeRule rule = is_block(r1) ? SeRule::kDirectPointing : SeRule::kDirectClaiming;
      h.name = se_name(rule);
      h.difficulty = se_rating(rule);
      for (unsigned m = removed; m; m &= m - 1)
        h.elims.push_back({tables().cells[r2][low_digit(m)], static_cast<int8_t>(d)});
      h.cell = cell;
      h.digit = d;
      return true;
    }
    return false;
  });
}

bool locking(const Grid&, const PositionTable& pos, Hint& h) {
  return for_each_crossing([&](int r1, int r2) {
    for (int d = 1; d <= 9; ++d) {
      const unsigned removed = locking_removals(pos, r1, r2, d);
      if (!removed) continue;
      h.clear();
      const SeRule rule = is_block(r1) ? SeRule::kPointing : SeRule::kClaiming;
      h.name = se_name(rule);
      h.difficulty = se_rating(rule);
      for (unsigned m = removed; m; m &= m - 1)
        h.elims.push_back({tables().cells[r2][low_digit(m)], static_cast<int8_t>(d)});
      return true;
    }
    return false;
  });
}

bool naked_single(const Grid& g, Hint& h) {
  for (int c = 0; c < kCells; ++c)
    if (g.cand[c] && bit_count(g.cand[c]) == 1) {
      h.clear();
      h.name = se_name(SeRule::kNakedSingle);
      h.difficulty = se_rating(SeRule::kNakedSingle);
      h.cell = c;
      h.digit = low_digit(g.cand[c]);
      return true;
    }
  return false;
}

namespace {

// SE's rule for a subset or fish of `size` (2..4) cells, lines or digits.
constexpr SeRule kNaked[5] = {SeRule::kCount, SeRule::kCount, SeRule::kNakedPair,
                              SeRule::kNakedTriplet, SeRule::kNakedQuad};
constexpr SeRule kHidden[5] = {SeRule::kCount, SeRule::kCount, SeRule::kHiddenPair,
                               SeRule::kHiddenTriplet, SeRule::kHiddenQuad};
constexpr SeRule kFish[5] = {SeRule::kCount, SeRule::kCount, SeRule::kXWing, SeRule::kSwordfish,
                             SeRule::kJellyfish};

// Hidden sets of `size` digits in region r: digits with 2..size positions whose positions
// cover exactly `size` cells. f(digits, cells as a position mask) -> true stops.
template <class F>
bool hidden_sets_in(const PositionTable& table, int r, int size, F&& f) {
  unsigned digits = 0;
  const uint16_t* pos = table[r].data();
  for (int d = 1; d <= 9; ++d) {
    int n = bit_count(pos[d]);
    if (n >= 2 && n <= size) digits |= 1u << d;
  }
  return locked_sets(
      digits, size, [&](int d) { return pos[d]; },
      [&](unsigned set, unsigned cells) { return f(set, cells, pos); });
}

}  // namespace

bool direct_hidden_set(const Grid& g, const PositionTable& table, int size, Hint& h) {
  for (int r = 0; r < kRegions; ++r) {
    bool found =
        hidden_sets_in(table, r, size, [&](unsigned set, unsigned cells, const uint16_t* pos) {
          for (int d = 1; d <= 9; ++d) {
            if ((set >> d) & 1 || bit_count(pos[d]) < 2) continue;
            unsigned rest = pos[d] & ~cells;
            if (bit_count(rest) != 1) continue;
            h.clear();
            const SeRule rule =
                size == 2 ? SeRule::kDirectHiddenPair : SeRule::kDirectHiddenTriplet;
            h.name = se_name(rule);
            h.difficulty = se_rating(rule);
            for (unsigned m = cells; m; m &= m - 1) {
              int c = tables().cells[r][low_digit(m)];
              for (unsigned x = g.cand[c] & ~set; x; x &= x - 1)
                h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(low_digit(x))});
            }
            h.cell = tables().cells[r][low_digit(rest)];
            h.digit = d;
            return true;
          }
          return false;
        });
    if (found) return true;
  }
  return false;
}

bool hidden_set(const Grid& g, const PositionTable& table, int size, Hint& h) {
  for (int r = 0; r < kRegions; ++r) {
    bool found = hidden_sets_in(table, r, size, [&](unsigned set, unsigned cells, const uint16_t*) {
      h.clear();
      for (unsigned m = cells; m; m &= m - 1) {
        int c = tables().cells[r][low_digit(m)];
        for (unsigned x = g.cand[c] & ~set; x; x &= x - 1)
          h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(low_digit(x))});
      }
      if (h.elims.empty()) return false;
      h.name = se_name(kHidden[size]);
      h.difficulty = se_rating(kHidden[size]);
      return true;
    });
    if (found) return true;
  }
  return false;
}

bool naked_set(const Grid& g, int size, Hint& h) {
  for (int r = 0; r < kRegions; ++r) {
    const auto& cells = tables().cells[r];
    unsigned usable = 0;
    for (int i = 0; i < 9; ++i) {
      int n = bit_count(g.cand[cells[i]]);
      if (n >= 2 && n <= size) usable |= 1u << i;
    }
    auto digits_at = [&](int i) { return g.cand[cells[i]]; };
    bool found = locked_sets(usable, size, digits_at, [&](unsigned set, unsigned digits) {
      h.clear();
      for (int i = 0; i < 9; ++i) {
        if ((set >> i) & 1) continue;
        for (unsigned x = g.cand[cells[i]] & digits; x; x &= x - 1)
          h.elims.push_back({cells[i], static_cast<int8_t>(low_digit(x))});
      }
      if (h.elims.empty()) return false;
      h.name = se_name(kNaked[size]);
      h.difficulty = se_rating(kNaked[size]);
      return true;
    });
    if (found) return true;
  }
  return false;
}

bool fish(const Grid& g, const PositionTable& table, int size, Hint& h) {
  for (int base : {9, 18}) {
    int cover = base == 9 ? 18 : 9;
    for (int d = 1; d <= 9; ++d) {
      unsigned pos[9], lines = 0;
      for (int i = 0; i < 9; ++i) {
        pos[i] = table[base + i][d];
        int n = bit_count(pos[i]);
        if (n >= 2 && n <= size) lines |= 1u << i;
      }
      auto places = [&](int i) { return pos[i]; };
      bool found = locked_sets(lines, size, places, [&](unsigned set, unsigned covers) {
        h.clear();
        for (unsigned m = covers; m; m &= m - 1) {
          const auto& cells = tables().cells[cover + low_digit(m)];
          for (int i = 0; i < 9; ++i)
            if (!((set >> i) & 1) && g.has(cells[i], d))
              h.elims.push_back({cells[i], static_cast<int8_t>(d)});
        }
        if (h.elims.empty()) return false;
        h.name = se_name(kFish[size]);
        h.difficulty = se_rating(kFish[size]);
        return true;
      });
      if (found) return true;
    }
  }
  return false;
}

bool xy_wing(const Grid& g, bool xyz, Hint& h) {
  const int pivot_size = xyz ? 3 : 2;
  // The pivot's bivalue peers sharing a digit with it, in peer order, listed once per pivot
  // (the pairs below come in the same order; 74 M -> 44 M instructions on 145 diabolical
  // puzzles).
  int wings[20];
  return technique::find_wing_pairs(
      kCells, [&](int p) { return bit_count(g.cand[p]) == pivot_size; },
      [](int p) -> const auto& { return peers_of(p); },
      [&](int p, int o) { return bit_count(g.cand[o]) == 2 && (g.cand[o] & g.cand[p]); }, wings,
      [&](int p, int a, int b) {
        if (g.cand[a] == g.cand[b]) return false;
        Mask all = g.cand[a] | g.cand[b] | g.cand[p];
        Mask z = g.cand[a] & g.cand[b];
        if (bit_count(all) != 3 || bit_count(z) != 1) return false;
        if (xyz ? (g.cand[p] != all) : (g.cand[p] & z) != 0) return false;
        if (!xyz && bit_count(g.cand[p] & (g.cand[a] | g.cand[b])) != 2) return false;
        int d = low_digit(z);
        h.clear();
        for (int c = 0; c < kCells; ++c)
          if (c != p && c != a && c != b && g.has(c, d) && sees(c, a) && sees(c, b) &&
              (!xyz || sees(c, p)))
            h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(d)});
        if (h.elims.empty()) return false;
        const SeRule rule = xyz ? SeRule::kXYZWing : SeRule::kXYWing;
        h.name = se_name(rule);
        h.difficulty = se_rating(rule);
        return true;
      },
      [](int) {});
}

}  // namespace sudokupress::grade::se
