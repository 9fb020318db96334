// SPDX-License-Identifier: GPL-3.0-or-later
// The SE rater's uniqueness rules: unique loops (rectangles and longer loops, types 1-4) and
// the bivalue universal grave (BUG types 1 and 2), plus aligned pair exclusion.
#include <algorithm>
#include <array>
#include <span>

#include "grade/se/se_grid.hpp"
#include "grade/technique/bug.hpp"
#include "grade/technique/se_ratings.hpp"
#include "grade/technique/unique_loops.hpp"

namespace sudokupress::grade::se {

namespace {

struct LoopSearch {
  const Grid& g;
  Mask pair;     // the loop's two digits
  CellSet core;  // the cells a loop of the pair can use (loop_core)
  std::array<int, 16> path{};
  int len = 0;
  // Path cells per region: a loop holds 0 or 2 in each (valid_loop), so a path that would put
  // a third in one is never extended. (The search is a twentieth of the rating; this cut it by
  // less than the noise of a timing: such paths are rare. Kept: exact and cheap.)
  std::array<int8_t, kRegions> in_region{};
  bool fits(int c) const {
    for (int r : tables().regions[c])
      if (in_region[r] >= 2) return false;
    return true;
  }
  void push(int c, int step) {
    for (int r : tables().regions[c]) in_region[r] = static_cast<int8_t>(in_region[r] + step);
  }
};

int shared_region(int a, int b) {
  if (row_of(a) == row_of(b)) return 9 + row_of(a);
  if (col_of(a) == col_of(b)) return 18 + col_of(a);
  if (block_of(a) == block_of(b)) return block_of(a);
  return -1;
}

// Every row, column and block holds 0 or 2 loop cells, and no three consecutive cells lie in
// one region.
bool valid_loop(const int* cells, int n) {
  int count[kRegions] = {};
  for (int i = 0; i < n; ++i)
    for (int r : tables().regions[cells[i]]) ++count[r];
  for (int r = 0; r < kRegions; ++r)
    if (count[r] != 0 && count[r] != 2) return false;
  return true;
}

double loop_difficulty(int n) {
  return technique::se_rating(technique::SeRule::kUniqueLoop) +
         technique::kSeLoopStep * ((n - 4) / 2);
}

bool check_loop(const Grid& g, const int* cells, int n, Mask pair, Hint& h) {
  if (!valid_loop(cells, n)) return false;
  int extra[16], ne = 0;
  for (int i = 0; i < n; ++i)
    if (g.cand[cells[i]] != pair) extra[ne++] = cells[i];
  h.clear();
  h.difficulty = loop_difficulty(n);
  bool rect = n == 4;
  if (ne == 1) {  // type 1
    for (unsigned x = pair; x; x &= x - 1)
      h.elims.push_back({static_cast<int8_t>(extra[0]), static_cast<int8_t>(low_digit(x))});
    h.name = rect ? "Unique Rectangle type 1" : "Unique Loop type 1";
    return true;
  }
  if (ne < 2) return false;
  auto candidates = [&](int c) { return static_cast<unsigned>(g.cand[c]); };
  const int z = technique::type2_digit(std::span<const int>(extra, ne), unsigned{pair}, candidates);
  if (z >= 0) {
    for (int c = 0; c < kCells; ++c) {
      if (!g.has(c, z)) continue;
      bool all = true;
      for (int i = 0; i < ne && all; ++i) all = sees(c, extra[i]);
      if (all) h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(z)});
    }
    if (!h.elims.empty()) {
      h.name = rect ? "Unique Rectangle type 2" : "Unique Loop type 2";
      return true;
    }
  }
  if (ne != 2) return false;
  // Type 4, over the regions holding both extra cells (in the first one's region order).
  int common[3], nc = 0;
  for (int r : tables().regions[extra[0]])
    if (std::find(tables().regions[extra[1]].begin(), tables().regions[extra[1]].end(), r) !=
        tables().regions[extra[1]].end())
      common[nc++] = r;
  const int a = low_digit(pair), b = low_digit(pair & (pair - 1));
  return technique::find_type4(
      std::span<const int>(common, nc), a, b,
      [&](int r, int d) { return bit_count(g.positions(r, d)); },
      [&](int, int, int other) {
        h.elims.clear();
        for (int i = 0; i < 2; ++i)
          h.elims.push_back({static_cast<int8_t>(extra[i]), static_cast<int8_t>(other)});
        h.name = rect ? "Unique Rectangle type 4" : "Unique Loop type 4";
        return true;
      });
}

// A loop has at most two cells with extra digits, or more that share one single extra digit
// (type 2): anything else can never make a step, so the search stops early.
bool extra_allowed(const LoopSearch& s, int next) {
  Mask x = static_cast<Mask>(s.g.cand[next] & ~s.pair);
  if (!x) return true;
  int n = 1;
  bool same = bit_count(x) == 1;
  for (int i = 0; i < s.len; ++i) {
    Mask e = static_cast<Mask>(s.g.cand[s.path[i]] & ~s.pair);
    if (!e) continue;
    ++n;
    same = same && e == x;
  }
  return n <= 2 || same;
}

bool extend_loop(LoopSearch& s, Hint& h, int last_region) {
  int cur = s.path[s.len - 1];
  for (int r : tables().regions[cur]) {
    if (r == last_region) continue;
    for (int next : tables().cells[r]) {
      if (next == cur || !s.core.test(next)) continue;
      if (next == s.path[0]) {
        if (s.len >= 4 && s.len % 2 == 0 && shared_region(next, s.path[1]) != r &&
            check_loop(s.g, s.path.data(), s.len, s.pair, h))
          return true;
        continue;
      }
      if (s.len >= 14) continue;
      if (std::find(s.path.begin(), s.path.begin() + s.len, next) != s.path.begin() + s.len)
        continue;
      if (!s.fits(next) || !extra_allowed(s, next)) continue;
      s.path[s.len++] = next;
      s.push(next, 1);
      if (extend_loop(s, h, r)) return true;
      s.push(next, -1);
      --s.len;
    }
  }
  return false;
}

// The cells holding both digits of `pair`, less those that cannot be on a loop: a loop cell
// sees two other loop cells, so cells that see fewer than two of the rest are peeled off until
// none is left to peel. The search walks only these (the same loops, in the same order). Small
// gain: the search's 156 M instructions on 145 diabolical puzzles went to 148 M.
CellSet loop_core(const Grid& g, Mask pair) {
  CellSet core;
  for (int c = 0; c < kCells; ++c)
    if ((g.cand[c] & pair) == pair) core.set(c);
  for (bool peeled = true; peeled;) {
    peeled = false;
    CellSet keep = core;
    core.for_each([&](int c) {
      if ((peer_set(c) & core).count() < 2) {
        keep.reset(c);
        peeled = true;
      }
    });
    core = keep;
  }
  return core;
}

}  // namespace

bool unique_loop(const Grid& g, Hint& h) {
  std::array<CellSet, 100> cores;  // by pair (10 x low digit + high digit), made on first use
  std::array<bool, 100> made{};
  for (int c = 0; c < kCells; ++c) {
    if (bit_count(g.cand[c]) != 2) continue;
    const Mask pair = g.cand[c];
    const int key = 10 * low_digit(pair) + low_digit(pair & (pair - 1));
    if (!made[key]) {
      cores[key] = loop_core(g, pair);
      made[key] = true;
    }
    if (!cores[key].test(c)) continue;
    LoopSearch s{g, pair, cores[key]};
    s.path[0] = c;
    s.len = 1;
    s.push(c, 1);
    if (extend_loop(s, h, -1)) return true;
  }
  return false;
}

bool bug(const Grid& g, Hint& h) {
  int count[kRegions * 10], bug_cells[kCells];
  unsigned extras[kCells];  // by BUG cell
  auto candidates = [&](int c) { return static_cast<unsigned>(g.cand[c]); };
  auto solved = [&](int c) { return g.cand[c] == 0; };
  auto regions_of = [](int c) -> const std::array<int8_t, 3>& { return tables().regions[c]; };
  const technique::BugGrid grid{kCells, kRegions, 9, candidates, solved, regions_of};
  const int nb = technique::find_bug<unsigned>(grid, count, bug_cells, extras);
  if (nb == 0) return false;
  h.clear();
  if (nb == 1) {
    int c = bug_cells[0];
    for (unsigned m = g.cand[c] & ~extras[0]; m; m &= m - 1)
      h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(low_digit(m))});
    h.name = technique::se_name(technique::SeRule::kBugType1);
    h.difficulty = technique::se_rating(technique::SeRule::kBugType1);
    return true;
  }
  Mask x = static_cast<Mask>(extras[0]);
  for (int i = 1; i < nb; ++i)
    if (extras[i] != x) x = 0;
  if (bit_count(x) == 1) {
    int d = low_digit(x);
    for (int c = 0; c < kCells; ++c) {
      if (!g.has(c, d)) continue;
      bool all = true;
      for (int i = 0; i < nb && all; ++i) all = c != bug_cells[i] && sees(c, bug_cells[i]);
      if (all) h.elims.push_back({static_cast<int8_t>(c), static_cast<int8_t>(d)});
    }
    if (!h.elims.empty()) {
      h.name = technique::se_name(technique::SeRule::kBugType2);
      h.difficulty = technique::se_rating(technique::SeRule::kBugType2);
      return true;
    }
  }
  return false;
}

bool aligned_exclusion(const Grid& g, int size, Hint& h) {
  if (size != 2) return false;
  // The pairs and their excluding cells as cell sets: a walk over every cell for each pair
  // was a twelfth of the rating's time.
  CellSet bivalue, open;
  for (int c = 0; c < kCells; ++c) {
    const int n = bit_count(g.cand[c]);
    if (n == 2) bivalue.set(c);
    if (n >= 2) open.set(c);
  }
  for (int a = 0; a < kCells; ++a) {
    if (!open.test(a)) continue;
    const CellSet a_bivalue = peer_set(a) & bivalue;
    CellSet later = peer_set(a) & open;  // the cells b > a it may pair with
    if (a < 64) {
      later.w[0] &= ~((uint64_t{2} << a) - 1);
    } else {
      later.w[0] = 0;
      later.w[1] &= ~((uint64_t{2} << (a - 64)) - 1);
    }
    for (int half = 0; half < 2; ++half)
      for (uint64_t bits = later.w[half]; bits; bits &= bits - 1) {
        const int b = half * 64 + __builtin_ctzll(bits);
        // Excluding cells: bivalue cells seen by both (none: every pair of digits stays).
        Mask excl[20];
        int ne = 0;
        (a_bivalue & peer_set(b)).for_each([&](int c) { excl[ne++] = g.cand[c]; });
        if (ne == 0) continue;
        Mask ok_a = 0, ok_b = 0;
        for (unsigned ma = g.cand[a]; ma; ma &= ma - 1)
          for (unsigned mb = g.cand[b]; mb; mb &= mb - 1) {
            int da = low_digit(ma), db = low_digit(mb);
            if (da == db) continue;
            Mask both = static_cast<Mask>((1u << da) | (1u << db));
            bool dead = false;
            for (int i = 0; i < ne && !dead; ++i) dead = excl[i] == both;
            if (dead) continue;
            ok_a |= static_cast<Mask>(1u << da);
            ok_b |= static_cast<Mask>(1u << db);
          }
        h.clear();
        for (unsigned m = g.cand[a] & ~ok_a; m; m &= m - 1)
          h.elims.push_back({static_cast<int8_t>(a), static_cast<int8_t>(low_digit(m))});
        for (unsigned m = g.cand[b] & ~ok_b; m; m &= m - 1)
          h.elims.push_back({static_cast<int8_t>(b), static_cast<int8_t>(low_digit(m))});
        if (h.elims.empty()) continue;
        h.name = technique::se_name(technique::SeRule::kAlignedPairExclusion);
        h.difficulty = technique::se_rating(technique::SeRule::kAlignedPairExclusion);
        return true;
      }
  }
  return false;
}

}  // namespace sudokupress::grade::se
