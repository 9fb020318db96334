// SPDX-License-Identifier: GPL-3.0-or-later
// Wings: Y-wing (the book's XY-wing), and for the human profile XYZ-, W- and WXYZ-wings.
// Y-wing (spec §1.4): wing A = [i0 i1], pivot B = [i1 i2], wing C = [i2 i0]; A and B share a
// house, B and C share a house, A and C do not. Whichever value B takes, A or C is i0, so i0
// leaves every cell that sees both A and C. i2 > i1 keeps each wing set from being found from
// both ends. Digits i0 = 1..N with at least two bivalue cells; stops at the first success.
#include <string>

#include "grade/chains.hpp"
#include "grade/strategies.hpp"
#include "grade/technique/wing_pairs.hpp"

namespace sudokupress::grade {

namespace {

// The bivalue cells of the position, kept while it stays: W-wing reads the one Y-wing found
// nothing on, and the lists are reused. (A PairIndex made per call, its n + 1 lists allocated
// each time: Y- and W-wing 58M instructions on the first 300 of top1465, callgrind.)
template <int W>
struct PairScratch : ScratchItem {
  uint64_t epoch = 0, version = 0;
  bool valid = false;
  PairIndex px;
};

template <int W>
const PairIndex& pairs_of(Context<W>& ctx) {
  return ctx.scratch
      .template current<PairScratch<W>>(
          ScratchSlot::kPairs, ctx.grid.version(),
          [&](PairScratch<W>& s) { s.px.build(ctx.grid, ctx.topo.size()); })
      .px;
}

}  // namespace

template <int W>
bool y_wing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& topo = ctx.topo;
  const auto& geo = ctx.geo();
  int n = topo.size();
  const PairIndex& px = pairs_of(ctx);
  if (px.pairs.size() < 3) return false;
  for (int i0 = 1; i0 <= n; ++i0) {
    if (px.by_digit[i0].size() < 2) continue;
    for (auto [i1, a] : px.by_digit[i0]) {
      for (auto [i2, b] : px.by_digit[i1]) {
        if (b == a || i2 == i0 || i2 < i1 || !topo.sees(a, b)) continue;
        for (auto [other, c] : px.by_digit[i2]) {
          if (other != i0 || c == a || c == b || !topo.sees(b, c) || topo.sees(a, c)) continue;
          ctx.begin();
          int before = g.total();
          for (int x : geo.peers(a))
            if (x != c && g.has(x, i0) && !g.solved(x) && topo.sees(x, c) && !g.problem())
              g.eliminate(x, i0);
          if (g.total() == before) continue;
          if (ctx.recording()) {
            auto pr = [&](int cell, int x, int y) {
              return geo.cell_name(cell) + " {" + std::to_string(x) + "," + std::to_string(y) + "}";
            };
            ctx.commit(info.code, info.name, {a, b, c}, {i0, i1, i2}, {},
                       std::string(info.label) + " on " + std::to_string(i0) + ": pivot " +
                           pr(b, i1, i2) + ", wings " + pr(a, i0, i1) + " and " + pr(c, i2, i0));
          }
          return true;
        }
      }
    }
  }
  return false;
}

namespace {

template <int W>
std::string cell_cands(const Context<W>& ctx, int c) {
  std::string s = ctx.geo().cell_name(c) + " {";
  bool first = true;
  ctx.grid.at(c).for_each([&](int d) {
    s += first ? "" : ",";
    s += std::to_string(d);
    first = false;
  });
  return s + "}";
}

}  // namespace

// XYZ-wing: pivot {x,y,z}, wings {x,z} and {y,z} that see the pivot: z is in one of the three,
// so z leaves every cell that sees all three.
template <int W>
bool xyz_wing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, g.num_cells());  // as in wxyz_wing
  // The wings: the pivot's bivalue peers inside its three digits, in peer order, listed once per
  // pivot; with masks, a wing pair whose removals (the cells seeing all three that hold z) are
  // none is passed over before eliminate_seeing(). (Every pair of peers tested: xyz_wing 2.7 %
  // of the human engine's CPU time on top1465, perf.)
  const auto& peer_masks = ctx.topo.peer_masks();
  const bool masks = g.has_places();
  SmallArray<int, 128> wings(g.num_cells());  // (room for any cell's peers)
  return technique::find_wing_pairs(
      g.num_cells(),
      [&](int p) { return g.at(p).count() == 3 && g.cell_houses_version(p) > memo[p]; },
      [&](int p) -> const auto& { return geo.peers(p); },
      [&](int p, int a) { return two_bits(g.at(a)) && g.at(a).minus(g.at(p)).empty(); },
      std::span<int>(wings.data(), g.num_cells()),
      [&](int p, int a, int b) {
        if (g.at(b) == g.at(a)) return false;
        int z = (g.at(a) & g.at(b)).first();
        if (masks) {
          CellMask t = peer_masks[p] & peer_masks[a] & peer_masks[b] & g.places(z);
          t.reset(a);
          t.reset(b);
          if (t.empty()) return false;
        }
        ctx.begin();
        int cells[3] = {p, a, b};
        if (!eliminate_seeing(ctx, z, cells, cells)) return false;
        if (ctx.recording())
          ctx.commit(info.code, info.name, {p, a, b}, {z}, {},
                     std::string(info.label) + " on " + std::to_string(z) + ": pivot " +
                         cell_cands(ctx, p) + ", wings " + cell_cands(ctx, a) + " and " +
                         cell_cands(ctx, b));
        return true;
      },
      [&](int p) { memo[p] = g.version(); });
}

// W-wing: two cells {x,y} that do not see each other, and a strong link on x whose ends see one
// cell each: one of the two cells is y, so y leaves every cell that sees both.
template <int W>
bool w_wing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const auto& topo = ctx.topo;
  const PairIndex& px = pairs_of(ctx);
  int hc[core::kMaxSymbols];
  // The grid's version when this row last found nothing: two cells unchanged since (their
  // houses are) with a link whose house's places of x are unchanged make the wing they made
  // then, with fewer removals, and are not tried.
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, 1);
  const uint64_t since = memo[0];
  // On grids of up to CellMask::kMaskCells cells, by digit, its unsolved places: two cells with
  // no cell seeing both that holds y remove nothing whatever link joins them, and their houses
  // are not walked for links. (Walking them: w_wing was 52M of the human engine's 1,660M
  // instructions on the first 300 of top1465, callgrind.)
  const auto& peers = topo.peer_masks();
  const bool masks = g.has_places();
  auto places = [&](int d) -> const CellMask& { return g.places(d); };
  for (size_t i = 0; i < px.pairs.size(); ++i)
    for (size_t j = i + 1; j < px.pairs.size(); ++j) {
      const Bivalue &c1 = px.pairs[i], &c2 = px.pairs[j];
      if (c1.a != c2.a || c1.b != c2.b || topo.sees(c1.cell, c2.cell)) continue;
      const bool old_pair =
          g.cell_houses_version(c1.cell) <= since && g.cell_houses_version(c2.cell) <= since;
      for (int k = 0; k < 2; ++k) {
        int x = k ? c1.b : c1.a, y = k ? c1.a : c1.b;
        if (masks && (peers[c1.cell] & peers[c2.cell] & places(y)).empty()) continue;
        for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h) {
          if (old_pair && g.house_digit_version(h, x) <= since) continue;
          if (digit_cells(g, geo, h, x, hc) != 2) continue;
          for (int o = 0; o < 2; ++o) {
            int e1 = hc[o], e2 = hc[1 - o];
            if (e1 == c1.cell || e2 == c2.cell || e1 == c2.cell || e2 == c1.cell ||
                !topo.sees(e1, c1.cell) || !topo.sees(e2, c2.cell))
              continue;
            ctx.begin();
            int ends[2] = {c1.cell, c2.cell};
            if (!eliminate_seeing(ctx, y, ends, ends)) continue;
            if (ctx.recording())
              ctx.commit(info.code, info.name, {c1.cell, e1, e2, c2.cell}, {x, y}, {h},
                         std::string(info.label) + " on " + std::to_string(y) + ": " +
                             cell_cands(ctx, c1.cell) + " and " + cell_cands(ctx, c2.cell) +
                             " joined by the strong link " + geo.cell_name(e1) + "=" +
                             geo.cell_name(e2) + " on " + std::to_string(x) + " in " +
                             geo.house_name(h));
            return true;
          }
        }
      }
    }
  memo[0] = g.version();
  return false;
}

// WXYZ-wing: four cells, a pivot and three cells it sees, with four digits among them, where
// every digit but one (z) is restricted (its cells all see each other): the four cells cannot
// all avoid z, so z leaves every cell that sees all the z cells of the wing.
template <int W>
bool wxyz_wing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const auto& topo = ctx.topo;
  std::vector<int> near;
  // Pivots whose wings removed nothing while no cell of the pivot's houses has changed since:
  // the pivot's wings and their removals then stay or shrink (the row's memo holds the grid's
  // version at that search). Only a search that found nothing is kept: a success removes from
  // cells that may lie outside the pivot's houses, and the pivot may have more to give.
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, g.num_cells());
  // With the topology's peer masks, the cells of two to four candidates are one mask, and a
  // pivot's wings are taken from its peers in it (the same cells in the same order: peers are
  // in cell order). (Testing each peer's count: wxyz_wing 6.4 % of the human engine's CPU time
  // on top1465, perf, most of it the mispredicted count test.)
  const auto& peer_masks = topo.peer_masks();
  const bool masks = !peer_masks.empty();
  CellMask small;
  for (int c = 0; c < g.num_cells() && masks; ++c) {
    const int k = g.at(c).count();
    if (k >= 2 && k <= 4) small.set(c);
  }
  for (int p = 0; p < g.num_cells(); ++p) {
    int pc = g.at(p).count();
    if (pc < 2 || pc > 4 || g.cell_houses_version(p) <= memo[p]) continue;
    near.clear();
    if (masks) {
      (peer_masks[p] & small).for_each([&](int x) {
        if ((g.at(x) | g.at(p)).count() <= 4) near.push_back(x);
      });
    } else {
      for (int x : geo.peers(p)) {
        int k = g.at(x).count();
        if (k >= 2 && k <= 4 && (g.at(x) | g.at(p)).count() <= 4) near.push_back(x);
      }
    }
    int m = static_cast<int>(near.size());
    // The pivot sees every wing, so a digit is loose (not restricted) exactly when two wings
    // that do not see each other both hold it: per pair of wings, those digits (`apart`). (The
    // six pairs of the four cells tested per digit: wxyz_wing was 84M of the human engine's
    // 1,776M instructions on the first 300 of top1465, callgrind.)
    auto apart = [&](int x, int y) {
      return topo.sees(near[x], near[y]) ? Set{} : g.at(near[x]) & g.at(near[y]);
    };
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j) {
        Set u2 = g.at(p) | g.at(near[i]) | g.at(near[j]);
        if (u2.count() > 4) continue;
        const Set apart_ij = apart(i, j);
        for (int k = j + 1; k < m; ++k) {
          Set u = u2 | g.at(near[k]);
          if (u.count() != 4) continue;
          int cells[4] = {p, near[i], near[j], near[k]};
          const Set loose = apart_ij | apart(i, k) | apart(j, k);
          if (!one_bit(loose)) continue;
          const int z = loose.first();
          int zc[4], nz = 0;
          for (int c : cells)
            if (g.has(c, z)) zc[nz++] = c;
          ctx.begin();
          if (!eliminate_seeing(ctx, z, std::span<const int>(zc, nz), cells)) continue;
          if (ctx.recording())
            ctx.commit(info.code, info.name, {cells, cells + 4}, {z}, {},
                       std::string(info.label) + " on " + std::to_string(z) + ": " +
                           cell_cands(ctx, p) + " with " + cell_cands(ctx, near[i]) + ", " +
                           cell_cands(ctx, near[j]) + ", " + cell_cands(ctx, near[k]));
          return true;
        }
      }
    memo[p] = g.version();
  }
  return false;
}

#define SP_INSTANTIATE(W)                                                      \
  template bool y_wing<W>(Context<W>&, const StrategyInfo&, const Variant&);   \
  template bool xyz_wing<W>(Context<W>&, const StrategyInfo&, const Variant&); \
  template bool w_wing<W>(Context<W>&, const StrategyInfo&, const Variant&);   \
  template bool wxyz_wing<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
