// SPDX-License-Identifier: GPL-3.0-or-later
// Level 0: hidden single ("unique", spec §1.2). Naked single and cleanup are implicit in
// Candidates (a cell left with one candidate is cleaned from its peers at once).
#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

template <int W>
bool unique_house(Context<W>& ctx, const StrategyInfo& info, int house) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& cells = ctx.geo().houses()[house].cells;
  Set once, twice;
  for (int c : cells) {
    if (g.solved(c)) continue;
    const Set& m = g.at(c);
    twice |= once & m;
    once |= m;
  }
  Set unique = once.minus(twice);
  if (unique.empty()) return false;
  bool changed = false;
  unique.for_each([&](int d) {
    if (g.problem()) return;
    int at = -1;
    for (int c : cells)
      if (g.has(c, d)) {
        at = c;
        break;
      }
    if (at < 0) {  // its only place was taken by an earlier placement: contradiction
      g.fail();
      return;
    }
    if (g.solved(at)) return;
    ctx.begin();
    int before = g.total();
    g.place(at, d);
    if (g.total() < before) {
      changed = true;
      ++ctx.hidden_singles;
    }
    if (ctx.recording())
      ctx.commit(
          info.code, info.name, {at}, {d}, {house},
          std::string(info.label) + " " + std::to_string(d) + " in " + ctx.geo().house_name(house));
  });
  return changed;
}

template <int W>
bool unique_loop(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  bool any = false;
  auto& g = ctx.grid;
  const auto& order = ctx.topo.unit_order();
  // By house, the grid's version when its search changed nothing: unique_house() reads only
  // the house's cells, so it changes nothing again while they stay. (Every house at every call:
  // unique_loop was 41M of the human engine's 1,641M instructions on the first 300 of top1465,
  // callgrind.)
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, ctx.geo().houses().size());
  for (;;) {
    bool changed = false;
    for (int h : order) {
      if (g.problem()) break;
      if (g.house_version(h) <= memo[h]) continue;
      const int before = g.total();
      changed |= unique_house(ctx, info, h);
      if (g.total() == before && !g.problem()) memo[h] = g.version();
    }
    any |= changed;
    if (!changed || g.problem() || g.done()) break;
  }
  return any;
}

template bool unique_house<1>(Context<1>&, const StrategyInfo&, int);
template bool unique_house<2>(Context<2>&, const StrategyInfo&, int);
template bool unique_loop<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool unique_loop<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
