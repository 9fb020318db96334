// SPDX-License-Identifier: GPL-3.0-or-later
// Killer Sudoku techniques (core::Constraints cages), as a person solves them:
//   cage-combination  (code 80) a digit placed in a cage leaves its cage mates; a cage with a
//                     sum holds one of the digit sets of its size adding up to it (the sum
//                     tables, core::cage_combinations) that its cells' candidates still allow:
//                     its cells keep those sets' digits, and a digit every set needs with one
//                     place left in the cage goes there ("the cage 17 at r0c0-r1c0 must be 8+9").
//   innie-outie       (code 81) the 45 rule on one house (a row, column, box, region or
//                     diagonal holds 1..N once, adding up to N(N+1)/2): the cages inside it
//                     leave one cell (an innie), or the cages that stick out of it leave one cell
//                     outside (an outie), whose value follows.
//   innie-outie-pair  (code 82) the same leaving two cells whose sum is known: each keeps the
//                     digits that pair with one of the other's (different digits when they see
//                     each other or share a cage).
//   45-rule-lines     (code 83) the 45 rule on unions of 2..N-1 consecutive rows or columns,
//                     one or two cells left.
// All rows do nothing on puzzles without cages. Cells are named as in every other step (the
// grader's r0c0 for the top-left cell), so a step's text, its effect and its JSON agree.
#include <algorithm>
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {
namespace {

template <int W>
uint32_t mask_of(const Candidates<W>& g, int c, int n) {
  uint32_t m = 0;
  for (int d = 1; d <= n; ++d)
    if (g.has(c, d)) m |= 1u << (d - 1);
  return m;
}

std::string plus_text(uint32_t set) {
  std::string s;
  for (int d = 1; set; ++d, set >>= 1)
    if (set & 1) s += (s.empty() ? "" : "+") + std::to_string(d);
  return s;
}

std::string cells_text(const core::Geometry& g, const std::vector<int>& cells) {
  return cell_list(g, cells);
}

// "cage 17 at r12c1" (r1c1 and r2c1), "cage 22 at r3c78, r4c7": named by all its cells in the
// reader's names every step uses (cell_list), so a step's text, its effect and its JSON agree.
// The first-last form ("r3c7-r4c7") hid the middle cell of a bent cage.
std::string cage_text(const core::Geometry& g, const core::Cage& cage) {
  std::string s = "cage";
  if (cage.sum) s += " " + std::to_string(cage.sum);
  return s + " at " + cell_list(g, cage.cells);
}

// A digit placed in the cage leaves the other cells of the cage.
template <int W>
bool cage_mates(Context<W>& ctx, const StrategyInfo& info, const core::Cage& cage) {
  auto& g = ctx.grid;
  for (int c : cage.cells) {
    if (!g.solved(c)) continue;
    const int d = g.value(c);
    ctx.begin();
    bool any = false;
    for (int m : cage.cells)
      if (m != c && g.has(m, d) && !g.solved(m) && !g.problem()) {
        g.eliminate(m, d);
        any = true;
      }
    if (!any) continue;
    if (ctx.recording())
      ctx.commit(info.code, info.name, {c}, {d}, {},
                 "the " + cage_text(ctx.geo(), cage) + " has " + std::to_string(d) + " at " +
                     ctx.geo().cell_name(c) + " (no digit twice in a cage)");
    return true;
  }
  return false;
}

template <int W>
bool cage_sets(Context<W>& ctx, const StrategyInfo& info, const core::Cage& cage) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  const int k = static_cast<int>(cage.cells.size());
  const int before = g.total();
  uint32_t allowed = 0, required = ~0u;
  std::vector<uint32_t> fits;
  for (uint32_t set : core::cage_combinations(n, k, cage.sum)) {
    uint32_t cover = 0;
    bool ok = true;
    for (int c : cage.cells) {
      const uint32_t x = mask_of(g, c, n) & set;
      ok &= x != 0;
      cover |= x;
    }
    if (!ok || cover != set) continue;
    fits.push_back(set);
    allowed |= set;
    required &= set;
  }
  ctx.begin();
  if (fits.empty()) {
    g.fail();  // no digit set fits: a contradiction (only after a wrong guess)
    return true;
  }
  for (int c : cage.cells)
    for (int d = 1; d <= n; ++d)
      if (!(allowed >> (d - 1) & 1) && g.has(c, d) && !g.problem()) g.eliminate(c, d);
  for (uint32_t r = required; r && !g.problem(); r &= r - 1) {
    const int d = __builtin_ctz(r) + 1;
    int place = -1, places = 0;
    for (int c : cage.cells)
      if (g.has(c, d)) {
        place = c;
        ++places;
      }
    if (places == 1 && !g.solved(place)) g.place(place, d);
  }
  const bool changed = g.total() < before || g.problem();
  if (changed && ctx.recording()) {
    std::string what = "the " + cage_text(ctx.geo(), cage);
    if (fits.size() == 1) {
      what += " must be " + plus_text(fits[0]);
    } else {
      what += " can only be ";
      for (size_t i = 0; i < fits.size(); ++i)
        what += (i ? (i + 1 == fits.size() ? " or " : ", ") : "") + plus_text(fits[i]);
    }
    std::vector<int> digits;
    for (int d = 1; d <= n; ++d)
      if (allowed >> (d - 1) & 1) digits.push_back(d);
    ctx.commit(info.code, info.name, cage.cells, digits, {}, what);
  }
  return changed;
}

// A region for the 45 rule: its cells (sorted), how many times it holds 1..N, its name in the text.
struct Region {
  std::vector<int> cells;
  int copies = 1;
  std::string name;
};

std::vector<Region> regions(const core::Geometry& g, bool unions) {
  std::vector<Region> out;
  const int n = g.size();
  if (!unions) {
    for (int h = 0; h < static_cast<int>(g.houses().size()); ++h) {
      Region r;
      r.cells = g.houses()[h].cells;
      std::sort(r.cells.begin(), r.cells.end());
      r.name = g.house_name(h);
      out.push_back(std::move(r));
    }
    return out;
  }
  // Consecutive rows (columns) a..b of the single grid, 2 <= b - a + 1 <= n - 1.
  for (int columns = 0; columns < 2; ++columns)
    for (int len = 2; len < n; ++len)
      for (int a = 0; a + len <= n; ++a) {
        Region r;
        r.copies = len;
        for (int i = a; i < a + len; ++i)
          for (int j = 0; j < n; ++j) {
            const int c = columns ? g.cell_at(j, i) : g.cell_at(i, j);
            if (c >= 0) r.cells.push_back(c);
          }
        std::sort(r.cells.begin(), r.cells.end());
        r.name = std::string(columns ? "columns " : "rows ") + std::to_string(a) + "-" +
                 std::to_string(a + len - 1);
        out.push_back(std::move(r));
      }
  return out;
}

bool sees_or_shares(const Topology& topo, const std::vector<int>& cage_of, int a, int b) {
  return topo.sees(a, b) || (cage_of[a] >= 0 && cage_of[a] == cage_of[b]);
}

// The cells left (one or two) with their known sum: each keeps what the sum allows.
template <int W>
bool apply_sum(Context<W>& ctx, const std::vector<int>& cells, int sum,
               const std::vector<int>& cage_of) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  if (cells.size() == 1) {
    const int c = cells[0];
    if (sum < 1 || sum > n || !g.has(c, sum)) {
      g.fail();
      return true;
    }
    g.place(c, sum);
    return true;
  }
  const int a = cells[0], b = cells[1];
  const bool apart = sees_or_shares(ctx.topo, cage_of, a, b);
  for (int pass = 0; pass < 2; ++pass) {
    const int x = pass ? b : a, y = pass ? a : b;
    for (int d = 1; d <= n && !g.problem(); ++d) {
      if (!g.has(x, d)) continue;
      const int e = sum - d;
      const bool partner = e >= 1 && e <= n && g.has(y, e) && !(apart && e == d);
      if (!partner) g.eliminate(x, d);
    }
  }
  return true;
}

// The 45 rule on one region; `most` = the largest number of unknown cells used (1 or 2).
template <int W>
bool region_rule(Context<W>& ctx, const StrategyInfo& info, const Region& r, int size,
                 const std::vector<int>& cage_of) {
  const core::Constraints& rules = *ctx.rules;
  auto& g = ctx.grid;
  const core::Geometry& geo = ctx.geo();
  const int n = geo.size();
  const int total = r.copies * n * (n + 1) / 2;
  std::vector<int> touched;  // cages meeting the region
  for (int c : r.cells)
    if (cage_of[c] >= 0 && std::find(touched.begin(), touched.end(), cage_of[c]) == touched.end())
      touched.push_back(cage_of[c]);
  int inside_sum = 0, outside_total = 0;
  bool outside_known = true;
  std::vector<int> innies, outies;
  int innie_sum = total;  // the region's total minus the whole cages inside
  for (int c : r.cells)
    if (cage_of[c] < 0) outside_known = false;  // a cell in no cage: no outies
  std::vector<uint8_t> inside_cage(rules.cages.size(), 0);
  for (int k : touched) {
    const core::Cage& cage = rules.cages[k];
    const bool inside = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int c) {
      return std::binary_search(r.cells.begin(), r.cells.end(), c);
    });
    if (inside && cage.sum) {
      inside_cage[k] = 1;
      inside_sum += cage.sum;
    } else {
      if (!cage.sum) outside_known = false;
      outside_total += cage.sum;
      for (int c : cage.cells)
        if (!std::binary_search(r.cells.begin(), r.cells.end(), c)) outies.push_back(c);
    }
  }
  innie_sum -= inside_sum;
  for (int c : r.cells)
    if (cage_of[c] < 0 || !inside_cage[cage_of[c]]) innies.push_back(c);
  int outie_sum = outside_total - innie_sum;
  // Solved cells are known values: what is left is the unknown part.
  auto unknown = [&](std::vector<int>& cells, int& sum) {
    std::vector<int> left;
    for (int c : cells)
      if (g.solved(c))
        sum -= g.value(c);
      else
        left.push_back(c);
    cells = left;
  };
  unknown(innies, innie_sum);
  if (outside_known) unknown(outies, outie_sum);
  for (int side = 0; side < 2; ++side) {
    const std::vector<int>& cells = side ? outies : innies;
    const int sum = side ? outie_sum : innie_sum;
    if (side && !outside_known) continue;
    if (static_cast<int>(cells.size()) != size) continue;
    ctx.begin();
    const int before = g.total();
    apply_sum(ctx, cells, sum, cage_of);
    if (g.total() == before && !g.problem()) continue;
    if (ctx.recording()) {
      const char* kind = side ? (size == 1 ? "outie" : "outies") : (size == 1 ? "innie" : "innies");
      std::string what =
          "45 rule on " + r.name + ": " +
          (side ? "the cages that stick out of it add up to " + std::to_string(outside_total)
                : "the cages inside it add up to " + std::to_string(inside_sum)) +
          ", so the " + kind + " " + cells_text(geo, cells) + (size == 1 ? " is " : " add up to ") +
          std::to_string(sum);
      ctx.commit(info.code, info.name, cells, {}, {}, what);
    }
    return true;
  }
  return false;
}

}  // namespace

template <int W>
bool cage_combination(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (!ctx.rules || ctx.rules->cages.empty()) return false;  // marks alone: not Killer
  for (const core::Cage& cage : ctx.rules->cages)
    if (cage_mates(ctx, info, cage)) return true;
  for (const core::Cage& cage : ctx.rules->cages)
    if (cage.sum && cage_sets(ctx, info, cage)) return true;
  return false;
}

template <int W>
bool innies_outies(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (!ctx.rules || ctx.rules->cages.empty()) return false;  // marks alone: not Killer
  const core::Geometry& geo = ctx.geo();
  std::vector<int> cage_of(geo.num_cells(), -1);
  for (size_t k = 0; k < ctx.rules->cages.size(); ++k)
    for (int c : ctx.rules->cages[k].cells) cage_of[c] = static_cast<int>(k);
  // size 1: one cell on single houses; 2: two cells on single houses; 3: unions of lines, one
  // or two cells.
  const bool unions = info.size == 3;
  for (int cells = 1; cells <= 2; ++cells) {
    if (!unions && cells != info.size) continue;
    for (const Region& r : regions(geo, unions))
      if (region_rule(ctx, info, r, cells, cage_of)) return true;
  }
  return false;
}

template bool cage_combination<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool cage_combination<2>(Context<2>&, const StrategyInfo&, const Variant&);
template bool innies_outies<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool innies_outies<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
