// SPDX-License-Identifier: GPL-3.0-or-later
// The law of leftovers (code 94, jigsaw only), a policy over technique::for_each_leftovers: the
// leftovers inside k adjacent rows (or columns) and outside them hold the same digits, so a
// digit no cell of one side can hold leaves the other side.
// Driver: each grid layout, rows then columns, the finder's windows (k = 1 .. N-1, each from the
// top or left); sides of up to kMaxLeftovers cells (what a solver checks by eye); stops at the
// first window that removed something. Nothing on box grids (their boxes tile the bands, so the
// classic grades cannot change), only on grids whose blocks are jigsaw regions.
#include "grade/technique/leftovers.hpp"

#include <string>
#include <vector>

#include "grade/strategies.hpp"

namespace sudokupress::grade {
namespace {

constexpr int kMaxLeftovers = 4;

// Removes from `cells` every digit no cell of `other` can hold (solved cells hold their digit).
template <int W>
void keep_shared(Candidates<W>& g, const std::vector<int>& cells, const std::vector<int>& other) {
  typename Candidates<W>::Set held;
  for (int c : other) held |= g.at(c);
  for (int c : cells) {
    if (g.solved(c)) continue;
    g.at(c).minus(held).for_each([&](int d) {
      if (!g.problem()) g.eliminate(c, d);
    });
  }
}

template <int W>
bool apply_leftovers(Context<W>& ctx, const StrategyInfo& info, const GridLayout& lay, bool columns,
                     const std::vector<int>& regions, const technique::Leftovers& l) {
  auto& g = ctx.grid;
  ctx.begin();
  const int before = g.total();
  keep_shared(g, l.inside, l.outside);
  keep_shared(g, l.outside, l.inside);
  if (g.total() == before) return false;
  if (ctx.recording()) {
    const core::Geometry& geo = ctx.geo();
    const std::vector<int>& lines = columns ? lay.cols : lay.rows;
    std::string where = geo.house_name(lines[l.from]);
    if (l.k > 1) where += " to " + geo.house_name(lines[l.from + l.k - 1]);
    std::string taken;
    for (size_t i = 0; i < l.regions.size(); ++i)
      taken += (i ? (i + 1 == l.regions.size() ? " and " : ", ") : "") +
               geo.house_name(regions[l.regions[i]]);
    std::vector<int> cells = l.inside;
    cells.insert(cells.end(), l.outside.begin(), l.outside.end());
    ctx.commit(info.code, info.name, cells, {}, {},
               std::string(info.label) + ": " + where + " and " + taken +
                   " hold each digit as often, so their leftovers " + cell_list(geo, l.inside) +
                   " and " + cell_list(geo, l.outside) + " hold the same digits");
  }
  return true;
}

}  // namespace

template <int W>
bool law_of_leftovers(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  const core::Geometry& geo = ctx.geo();
  if (!geo.is_jigsaw()) return false;
  std::vector<int> regions, region_of(geo.num_cells(), -1);  // house ids; per cell an index
  for (int h : ctx.topo.box_order()) {
    if (geo.houses()[h].kind != core::HouseKind::kRegion) continue;
    for (int c : geo.houses()[h].cells) region_of[c] = static_cast<int>(regions.size());
    regions.push_back(h);
  }
  const int count = static_cast<int>(regions.size());
  for (const GridLayout& lay : ctx.topo.grids())
    for (bool columns : {false, true}) {
      auto visit = [&](const technique::Leftovers& l) {
        return apply_leftovers(ctx, info, lay, columns, regions, l);
      };
      if (technique::for_each_leftovers(geo.size(), columns ? lay.col_of : lay.row_of, region_of,
                                        count, kMaxLeftovers, visit))
        return true;
    }
  return false;
}

template bool law_of_leftovers<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool law_of_leftovers<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
