// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/canonical9.hpp"

#include <cstddef>
#include <utility>
#include <vector>

namespace sudokupress::core {
namespace {

// A set of arrangements that all give the least string so far (see the header).
//
//   position  0 1 2 | 3 4 5 | 6 7 8      cols[j]: the source column shown at position j
//   starts    1 0 0 | 1 1 0 | 1 1 1      bit j: position j begins a group (0, 3, 6 always)
//
// Above: in the first stack the three columns are still interchangeable, in the second the
// last two are, in the third every column is fixed.
struct Candidate {
  std::array<uint8_t, 9> cols;
  std::array<uint8_t, 10> map;  // source symbol -> label (0 = not yet numbered)
  uint16_t starts;
  uint16_t rows_used;  // source rows placed so far
  uint8_t next;        // the next free label
  uint8_t band;        // the source band being filled
  uint8_t t;           // 1 = transposed grid
  uint8_t first;       // the source row that goes first (level 0)
};

// Two or three new symbols at positions pos..pos+count-1 of one group: each order of them
// numbers them differently, so the candidate branches.
struct Split {
  uint8_t pos, count;
};

constexpr uint8_t kPerms2[2][3] = {{0, 1, 0}, {1, 0, 0}};
constexpr uint8_t kPerms3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                   {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
constexpr uint16_t kStackStarts = 0b001001001;

using Row = std::array<uint8_t, 9>;

// The least string source row `src` gives under `c`, compared cell by cell with `best` (when
// `have`). Returns > 0 as soon as it is greater (`ext` is then garbage); else `row` holds the
// string, `ext` the refined candidate (new symbols numbered in the order met), `splits` the
// groups that branch, and the result is < 0 (less than best) or 0 (equal).
int score_row(const Candidate& c, const uint8_t* src, const Row& best, bool have, Candidate& ext,
              Row& row, Split* splits, int& split_count) {
  ext = c;
  ext.starts = 0;
  split_count = 0;
  int cmp = have ? 0 : -1;
  for (int j = 0; j < 9;) {
    int end = j + 1;
    while (end < 9 && !((c.starts >> end) & 1u)) ++end;
    // Sort the group's cells by key, stably: empty 0, numbered symbols by label, new ones 15.
    uint8_t col[3], key[3];
    for (int k = 0; k < end - j; ++k) {
      const uint8_t cc = c.cols[j + k];
      const uint8_t v = src[cc];
      const uint8_t kk = v == 0 ? 0 : (c.map[v] ? c.map[v] : 15);
      int p = k;
      for (; p > 0 && key[p - 1] > kk; --p) {
        key[p] = key[p - 1];
        col[p] = col[p - 1];
      }
      key[p] = kk;
      col[p] = cc;
    }
    int fresh = 0;
    for (int k = 0; k < end - j; ++k) {
      const int pos = j + k;
      uint8_t label = key[k];
      if (label == 15) {
        label = ext.next++;
        ext.map[src[col[k]]] = label;
        ++fresh;
      }
      row[pos] = label;
      ext.cols[pos] = col[k];
      if (k == 0 || label != 0) ext.starts = static_cast<uint16_t>(ext.starts | (1u << pos));
      if (cmp == 0 && label != best[pos]) {
        if (label > best[pos]) return 1;
        cmp = -1;
      }
    }
    if (fresh >= 2)
      splits[split_count++] = Split{static_cast<uint8_t>(end - fresh), static_cast<uint8_t>(fresh)};
    j = end;
  }
  return cmp;
}

// Appends `base` and, for every split, each other order of its new symbols.
void push_branches(const Candidate& base, const uint8_t* src, const Split* splits, int split_count,
                   std::vector<Candidate>& out) {
  int combos = 1;
  for (int i = 0; i < split_count; ++i) combos *= splits[i].count == 2 ? 2 : 6;
  for (int combo = 0; combo < combos; ++combo) {
    Candidate c = base;
    int rest = combo;
    for (int i = 0; i < split_count; ++i) {
      const int count = splits[i].count, pos = splits[i].pos;
      const int ways = count == 2 ? 2 : 6;
      const uint8_t* perm = count == 2 ? kPerms2[rest % ways] : kPerms3[rest % ways];
      rest /= ways;
      for (int q = 0; q < count; ++q) {
        c.cols[pos + q] = base.cols[pos + perm[q]];
        c.map[src[c.cols[pos + q]]] = base.map[src[base.cols[pos + q]]];  // the label of pos+q
      }
    }
    out.push_back(c);
  }
}

// Every row and column holds each symbol at most once, values 0..9.
bool valid_lines(const uint8_t* cells) {
  for (int a = 0; a < 9; ++a) {
    unsigned row = 0, col = 0;
    for (int b = 0; b < 9; ++b) {
      const uint8_t r = cells[a * 9 + b], c = cells[b * 9 + a];
      if (r > 9 || c > 9) return false;
      const unsigned rb = r ? 1u << r : 0u, cb = c ? 1u << c : 0u;
      if ((row & rb) || (col & cb)) return false;
      row |= rb;
      col |= cb;
    }
  }
  return true;
}

// The first-row candidates: every (transposition, row) whose least first row (stacks by
// increasing clue count, empty cells first in each) is the least of all, with every stack
// order that keeps the counts increasing.
void first_candidates(const uint8_t (*grid)[81], std::vector<Candidate>& out) {
  int least = 1 << 30;
  for (int t = 0; t < 2; ++t)
    for (int r = 0; r < 9; ++r) {
      int counts[3] = {0, 0, 0};
      for (int c = 0; c < 9; ++c) counts[c / 3] += grid[t][r * 9 + c] != 0;
      // The least first row of a row is fixed by its sorted counts, and a lower count first
      // is a lower string: sorted counts as a base-4 number order the rows.
      int order[3] = {0, 1, 2};
      for (int a = 1; a < 3; ++a)
        for (int b = a; b > 0 && counts[order[b - 1]] > counts[order[b]]; --b)
          std::swap(order[b - 1], order[b]);
      const int value = counts[order[0]] * 16 + counts[order[1]] * 4 + counts[order[2]];
      if (value > least) continue;
      if (value < least) {
        least = value;
        out.clear();
      }
      for (const auto& perm : kPerms3) {
        if (counts[perm[0]] > counts[perm[1]] || counts[perm[1]] > counts[perm[2]]) continue;
        Candidate c{};
        for (int s = 0; s < 3; ++s)
          for (int k = 0; k < 3; ++k) c.cols[s * 3 + k] = static_cast<uint8_t>(perm[s] * 3 + k);
        c.starts = kStackStarts;
        c.next = 1;
        c.band = static_cast<uint8_t>(r / 3);
        c.t = static_cast<uint8_t>(t);
        c.first = static_cast<uint8_t>(r);
        out.push_back(c);
      }
    }
}

}  // namespace

bool canonical_form9(const uint8_t* cells, std::array<uint8_t, 81>& out) {
  if (!valid_lines(cells)) return false;
  uint8_t grid[2][81];
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      grid[0][r * 9 + c] = cells[r * 9 + c];
      grid[1][r * 9 + c] = cells[c * 9 + r];
    }
  // Kept between calls so that a batch does not allocate per puzzle.
  thread_local std::vector<Candidate> cur, nxt;
  cur.clear();
  first_candidates(grid, cur);
  Row best{}, row{};
  Candidate ext{};
  Split splits[3];
  int split_count = 0;
  for (int k = 0; k < 9; ++k) {
    bool have = false;
    nxt.clear();
    const bool new_band = k % 3 == 0;
    for (const Candidate& c : cur)
      for (int r = 0; r < 9; ++r) {
        if (k == 0) {
          if (r != c.first) continue;
        } else if ((c.rows_used >> r) & 1u) {
          continue;
        } else if (new_band ? ((c.rows_used >> (r / 3 * 3)) & 1u) != 0 : r / 3 != c.band) {
          continue;
        }
        const uint8_t* src = &grid[c.t][r * 9];
        const int cmp = score_row(c, src, best, have, ext, row, splits, split_count);
        if (cmp > 0) continue;
        if (cmp < 0) {
          best = row;
          nxt.clear();
          have = true;
        }
        ext.rows_used = static_cast<uint16_t>(c.rows_used | (1u << r));
        ext.band = static_cast<uint8_t>(r / 3);
        push_branches(ext, src, splits, split_count, nxt);
      }
    std::swap(cur, nxt);
    for (int j = 0; j < 9; ++j) out[static_cast<size_t>(k * 9 + j)] = best[j];
  }
  return true;
}

}  // namespace sudokupress::core
