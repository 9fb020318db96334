// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness techniques. They ASSUME THE PUZZLE HAS ONE SOLUTION (README "Grading"): on a
// puzzle with several they may remove a true digit. The grader's CLI rejects such puzzles unless
// --allow-invalid is given.
//
// Unique rectangle: four unsolved cells at the corners of a rectangle (two rows, two columns of
// one sub-grid) all holding digits a and b, laid out so that swapping a and b among them keeps
// every house valid (each house holds none of them or exactly one side). If all four ended as
// {a,b} there would be two solutions, so:
//   type 1: three corners are exactly {a,b} -> a and b leave the fourth;
//   type 2: two corners are {a,b}, the other two are {a,b,z} -> z leaves the cells seeing both;
//   type 3: the other two hold extra digits E: they act as one cell with candidates E, which
//           makes a naked subset with other cells of a house they share;
//   type 4: the other two share a house where a lies only in them -> b leaves both;
//   hidden (size 5): a corner is exactly {a,b} and both sides through the opposite corner D
//           are strong links on a -> b leaves D.
// BUG+1: every unsolved cell has two candidates but one with three, and every digit occurs
// twice in every house but one digit d three times in the houses of that cell -> d goes there.
#include <algorithm>
#include <span>
#include <string>

#include "core/bits.hpp"
#include "grade/strategies.hpp"
#include "grade/technique/bug.hpp"
#include "grade/technique/unique_loops.hpp"

namespace sudokupress::grade {

namespace {

// Corners: 0 = (r1,c1), 1 = (r1,c2), 2 = (r2,c1), 3 = (r2,c2); sides share a row or a column.
constexpr int kOpposite[4] = {3, 2, 1, 0};
bool side(int i, int j) { return i != j && kOpposite[i] != j; }

// Swapping a and b keeps every house valid: each house holds 0 corners or exactly one side.
bool deadly_shape(const Topology& topo, const int* k) {
  for (int i = 0; i < 4; ++i)
    for (int h : topo.geo().houses_of(k[i])) {
      int n = 0, first = -1, second = -1;
      for (int j = 0; j < 4; ++j)
        if (topo.in_house(h, k[j])) {
          ++n;
          (first < 0 ? first : second) = j;
        }
      if (n != 2 || !side(first, second)) return false;
    }
  return true;
}

// The houses holding both cells, in the order of a's houses (on the stack: the vector made per
// call was an allocation per rectangle and pair of digits tried).
struct CommonHouses {
  SmallArray<int, 16> h;
  int n = 0;
  CommonHouses(const Topology& topo, int a, int b) : h(topo.geo().houses_of(a).size()) {
    for (int x : topo.geo().houses_of(a))
      if (topo.in_house(x, b)) h[n++] = x;
  }
  const int* begin() const { return h.data(); }
  const int* end() const { return h.data() + n; }
};

template <int W>
struct UrSearch {
  using Set = typename Candidates<W>::Set;
  Context<W>& ctx;
  const StrategyInfo& info;
  const int* k;
  int a, b;

  bool commit(std::string what) {
    if (ctx.recording()) {
      const auto& geo = ctx.geo();
      std::string corners;
      for (int i = 0; i < 4; ++i) corners += (i ? "," : "") + geo.cell_name(k[i]);
      ctx.commit(info.code, info.name, {k, k + 4}, {a, b}, {},
                 std::string(info.label) + " on {" + std::to_string(a) + "," + std::to_string(b) +
                     "} at " + corners + what);
    }
    return true;
  }

  bool type1(const int* roofs, int nroof) {
    if (nroof != 1) return false;
    ctx.begin();
    ctx.grid.eliminate(roofs[0], a);
    if (!ctx.grid.problem() && ctx.grid.has(roofs[0], b)) ctx.grid.eliminate(roofs[0], b);
    return commit("");
  }

  bool type2(const int* roofs, int nroof, Set ab) {
    if (nroof != 2) return false;
    auto& g = ctx.grid;
    const int z =
        technique::type2_digit(std::span<const int>(roofs, 2), ab, [&](int c) { return g.at(c); });
    if (z < 0) return false;
    ctx.begin();
    if (!eliminate_seeing(ctx, z, std::span<const int>(roofs, 2), std::span<const int>(k, 4)))
      return false;
    return commit(", extra " + std::to_string(z) + " in " + ctx.geo().cell_name(roofs[0]) +
                  " and " + ctx.geo().cell_name(roofs[1]));
  }

  bool type3(const int* roofs, int nroof, Set ab) {
    if (nroof != 2) return false;
    auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    Set extra = g.at(roofs[0]).minus(ab) | g.at(roofs[1]).minus(ab);
    for (int h : CommonHouses(ctx.topo, roofs[0], roofs[1])) {
      const auto& cells = geo.houses()[h].cells;
      SmallArray<int> others(cells.size());
      int m = 0;
      for (int c : cells)
        if (c != roofs[0] && c != roofs[1] && !g.solved(c) && g.at(c).count() <= 4) others[m++] = c;
      // Subsets of 1..3 other cells whose digits with E number one more than the cells.
      for (int mask = 1; mask < (1 << std::min(m, 12)); ++mask) {
        int bits = core::popcount64(static_cast<unsigned>(mask));
        if (bits > 3) continue;
        Set u = extra;
        for (int i = 0; i < m; ++i)
          if (mask >> i & 1) u |= g.at(others[i]);
        if (u.count() != bits + 1) continue;
        ctx.begin();
        int before = g.total();
        int subset[3], ns = 0;  // (bits <= 3)
        for (int i = 0; i < m; ++i)
          if (mask >> i & 1) subset[ns++] = others[i];
        for (int c : cells) {
          if (c == roofs[0] || c == roofs[1] || g.solved(c)) continue;
          if (std::find(subset, subset + ns, c) != subset + ns) continue;
          Set hit = g.at(c) & u;
          hit.for_each([&](int d) {
            if (g.has(c, d) && !g.problem()) g.eliminate(c, d);
          });
        }
        if (g.total() == before) continue;
        return commit(", extras of " + geo.cell_name(roofs[0]) + " and " + geo.cell_name(roofs[1]) +
                      " locked with " + cell_list(geo, std::span<const int>(subset, ns)) + " in " +
                      geo.house_name(h));
      }
    }
    return false;
  }

  bool type4(const int* roofs, int nroof) {
    if (nroof != 2) return false;
    auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    int cells[core::kMaxSymbols];
    return technique::find_type4(
        CommonHouses(ctx.topo, roofs[0], roofs[1]), a, b,
        [&](int h, int u) { return digit_cells(g, geo, h, u, cells); },
        [&](int h, int u, int v) {
          ctx.begin();
          int before = g.total();
          for (int i = 0; i < 2; ++i)
            if (g.has(roofs[i], v) && !g.problem()) g.eliminate(roofs[i], v);
          if (g.total() == before) return false;
          return commit(", " + std::to_string(u) + " only at " + geo.cell_name(roofs[0]) + " and " +
                        geo.cell_name(roofs[1]) + " in " + geo.house_name(h));
        });
  }

  bool hidden(Set ab) {
    auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    int cells[core::kMaxSymbols];
    for (int corner = 0; corner < 4; ++corner) {
      if (!(g.at(k[corner]) == ab)) continue;
      int dd = kOpposite[corner];
      int d_cell = k[dd];
      for (int u : {a, b}) {
        int v = u == a ? b : a;
        if (!g.has(d_cell, v)) continue;
        bool ok = true;
        for (int j = 0; j < 4 && ok; ++j) {
          if (!side(dd, j)) continue;
          bool linked = false;
          for (int h : CommonHouses(ctx.topo, d_cell, k[j]))
            linked |= digit_cells(g, geo, h, u, cells) == 2;
          ok &= linked;
        }
        if (!ok) continue;
        ctx.begin();
        g.eliminate(d_cell, v);
        return commit(", " + geo.cell_name(k[corner]) + " exactly {" + std::to_string(a) + "," +
                      std::to_string(b) + "}, strong links on " + std::to_string(u) + " through " +
                      geo.cell_name(d_cell));
      }
    }
    return false;
  }

  bool run() {
    auto& g = ctx.grid;
    Set ab = Set::single(a) | Set::single(b);
    int roofs[4], nroof = 0;
    for (int i = 0; i < 4; ++i)
      if (!(g.at(k[i]) == ab)) roofs[nroof++] = k[i];
    switch (info.size) {
      case 1:
        return type1(roofs, nroof);
      case 2:
        return type2(roofs, nroof, ab);
      case 3:
        return type3(roofs, nroof, ab);
      case 4:
        return type4(roofs, nroof);
      default:
        return hidden(ab);
    }
  }
};

// The rectangles worth a type's search in the current state: four unsolved corners of a deadly
// shape sharing two or more digits, one of them with two candidates. Kept for the state
// (epoch and version): the five types run one after the other on it, as long as they find
// nothing, and none changes the grid without success. (Each type walking the 1,296 rectangles
// of a 9x9 grid itself was 5 % of the human profile's time on top1465, perf.)
template <int W>
struct UrScratch : ScratchItem {
  struct Rect {
    int k[4];
    typename Candidates<W>::Set common;
    uint64_t changed;  // the latest version of the corners' houses
  };
  // The rectangles of one pair of rows of one grid, and the candidates of the rows' cells they
  // were found on (a pair whose cells are unchanged keeps its rectangles).
  struct Rows {
    uint64_t version = 0;  // the grid's version when they were found
    std::vector<Rect> rects;
  };
  uint64_t epoch = 0, version = 0;
  bool valid = false;
  uint64_t rows_epoch = 0;  // the position `rows` were found in
  std::vector<Rows> rows;   // by grid * n * n + r1 * n + r2
  std::vector<Rect> rects;
};

// The rectangles of rows r1 and r2 of grid `gi` into `out`, unless the rows' houses (`row1`,
// `row2`, -1 for none) are unchanged since they were found in this position. (Every pair of
// rows at every new version: find_rectangles 45M instructions on the first 300 of top1465,
// callgrind. Rejected: comparing the rows' candidates with those they were found on, 47M.)
template <int W>
void row_pair_rectangles(const Context<W>& ctx, int gi, int r1, int r2, int row1, int row2,
                         typename UrScratch<W>::Rows& out, bool same_position) {
  using Set = typename Candidates<W>::Set;
  const auto& g = ctx.grid;
  const int n = ctx.topo.size();
  const auto& gc = ctx.geo().grid_cells()[gi];
  if (same_position && row1 >= 0 && row2 >= 0 && g.house_version(row1) <= out.version &&
      g.house_version(row2) <= out.version)
    return;
  out.version = g.version();
  out.rects.clear();
  // Per column, the digits common to both cells (none when one is solved): a rectangle's common
  // digits are then one AND. (Testing the four cells of each of the 1,296 rectangles of a 9x9
  // grid, for each of the five types, was 7-9 % of the human profile's time on top1465, perf.)
  SmallArray<Set> both(n);
  for (int c = 0; c < n; ++c) {
    int x = gc[r1 * n + c], y = gc[r2 * n + c];
    both[c] = g.solved(x) || g.solved(y) ? Set{} : g.at(x) & g.at(y);
  }
  for (int c1 = 0; c1 < n; ++c1) {
    if (!two_or_more_bits(both[c1])) continue;
    for (int c2 = c1 + 1; c2 < n; ++c2) {
      typename UrScratch<W>::Rect r{
          {gc[r1 * n + c1], gc[r1 * n + c2], gc[r2 * n + c1], gc[r2 * n + c2]},
          both[c1] & both[c2],
          0};
      if (!two_or_more_bits(r.common)) continue;
      int floors = 0;
      for (int c : r.k) floors += two_bits(g.at(c));
      if (floors == 0 || !deadly_shape(ctx.topo, r.k)) continue;
      out.rects.push_back(r);
    }
  }
}

template <int W>
void find_rectangles(const Context<W>& ctx, UrScratch<W>& sc) {
  const auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const int n = ctx.topo.size();
  sc.rects.clear();
  const size_t pairs = geo.grids().size() * n * n;
  const bool same_position = sc.rows_epoch == ctx.scratch.epoch && sc.rows.size() == pairs;
  if (sc.rows.size() != pairs) sc.rows.assign(pairs, {});
  sc.rows_epoch = ctx.scratch.epoch;
  for (int gi = 0; gi < static_cast<int>(geo.grids().size()); ++gi) {
    const GridLayout* lay = nullptr;  // (a grid without rows as houses has none)
    for (const auto& l : ctx.topo.grids())
      if (l.grid == gi) lay = &l;
    for (int r1 = 0; r1 < n; ++r1)
      for (int r2 = r1 + 1; r2 < n; ++r2) {
        auto& rows = sc.rows[(size_t(gi) * n + r1) * n + r2];
        row_pair_rectangles(ctx, gi, r1, r2, lay ? lay->rows[r1] : -1, lay ? lay->rows[r2] : -1,
                            rows, same_position);
        for (auto r : rows.rects) {
          for (int c : r.k) r.changed = std::max(r.changed, g.cell_houses_version(c));
          sc.rects.push_back(r);
        }
      }
  }
}

}  // namespace

template <int W>
bool unique_rectangle(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  // Cages break the deadly pattern's symmetry (swapping two digits may change a cage's sum),
  // so uniqueness arguments are not sound on Killer puzzles.
  if (ctx.rules) return false;
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  auto& sc =
      ctx.scratch.template current<UrScratch<W>>(ScratchSlot::kUniqueRectangle, g.version(),
                                                 [&](UrScratch<W>& s) { find_rectangles(ctx, s); });
  // The grid's version when this row last found nothing: a rectangle whose corners' houses are
  // all unchanged since (every type reads only them) gives what it gave then, fewer removals.
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, 1);
  const uint64_t since = memo[0];
  for (const auto& r : sc.rects) {
    if (r.changed <= since) continue;
    const int* k = r.k;
    bool hit = false;
    r.common.for_each([&](int a) {
      r.common.for_each([&](int b) {
        if (hit || b <= a || g.problem()) return;
        Set ab = Set::single(a) | Set::single(b);
        int exact = 0;
        for (int c = 0; c < 4; ++c) exact += g.at(k[c]) == ab;
        if (exact == 0) return;
        hit = UrSearch<W>{ctx, info, k, a, b}.run();
      });
    });
    if (hit) return true;
  }
  memo[0] = g.version();
  return false;
}

template <int W>
bool bug_plus_one(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (ctx.rules) return false;  // as unique_rectangle: not sound with cages
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int pivot = -1;
  for (int c = 0; c < g.num_cells(); ++c) {
    int k = g.at(c).count();
    if (k <= 2) continue;
    if (k > 3 || pivot >= 0) return false;
    pivot = c;
  }
  if (pivot < 0) return false;
  // The grave itself (technique::find_bug): with one cell of three candidates, BUG+1 is its one
  // BUG cell and that cell's one extra digit.
  using Set = typename Candidates<W>::Set;
  const int n = ctx.topo.size(), houses = static_cast<int>(geo.houses().size());
  std::vector<int> count(static_cast<size_t>(houses) * (n + 1)), bug_cells(g.num_cells());
  std::vector<Set> extras(g.num_cells());
  auto candidates = [&](int c) { return g.at(c); };
  auto solved = [&](int c) { return g.solved(c); };
  auto houses_of = [&](int c) -> const std::vector<int>& { return geo.houses_of(c); };
  const technique::BugGrid grid{g.num_cells(), houses, n, candidates, solved, houses_of};
  if (technique::find_bug<Set>(grid, count, bug_cells, extras) != 1) return false;
  const int digit = extras[0].first();
  ctx.begin();
  g.place(pivot, digit);
  if (ctx.recording())
    ctx.commit(info.code, info.name, {pivot}, {digit}, {},
               std::string(info.label) + ": every other unsolved cell has two candidates, " +
                   std::to_string(digit) + " occurs three times in the houses of " +
                   geo.cell_name(pivot));
  return true;
}

#define SP_INSTANTIATE(W)                                                              \
  template bool unique_rectangle<W>(Context<W>&, const StrategyInfo&, const Variant&); \
  template bool bug_plus_one<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
