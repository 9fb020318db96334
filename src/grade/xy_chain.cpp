// SPDX-License-Identifier: GPL-3.0-or-later
// XY-chain (spec §1.5): a chain of bivalue cells [i0 i1] [i1 i2] ... [ik i0], each seeing the
// previous one. If the first cell is not i0, every link forces the next, so the last is i0:
// either end is i0, and i0 leaves every cell that sees both ends. At least 4 cells (3 would be
// a Y-wing), at most 9 (the book's MAX_DEPTH 8). Start cells in the book's order: i0 = 1..N,
// then i1 = 1..N, then cell order; stops at the first success.
#include <string>

#include "grade/chains.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

constexpr int kMaxDepth = 8;

template <int W>
struct ChainSearch {
  Context<W>& ctx;
  const StrategyInfo& info;
  const PairIndex& px;
  int i0 = 0;
  std::vector<int> chain, links;  // cells; links[k] = the digit cell k gives to cell k+1
  std::vector<char> used;

  bool step(int prev, int ix, int depth) {
    auto& g = ctx.grid;
    const auto& topo = ctx.topo;
    for (auto [iy, b] : px.by_digit[ix]) {
      if (used[b] || !topo.sees(prev, b)) continue;
      if (iy == i0 && depth > 2) {
        int first = chain[0];
        ctx.begin();
        int before = g.total();
        for (int x : ctx.geo().peers(first))
          if (x != b && g.has(x, i0) && !g.solved(x) && topo.sees(x, b) && !g.problem())
            g.eliminate(x, i0);
        if (g.total() < before) {
          chain.push_back(b);
          links.push_back(iy);
          record();
          return true;
        }
      }
      if (depth >= kMaxDepth) continue;
      used[b] = 1;
      chain.push_back(b);
      links.push_back(iy);
      bool done = step(b, iy, depth + 1);
      if (done) return true;
      chain.pop_back();
      links.pop_back();
      used[b] = 0;
    }
    return false;
  }

  void record() {
    if (!ctx.recording()) return;
    const auto& geo = ctx.geo();
    std::string text = std::string(info.label) + " on " + std::to_string(i0) + ":";
    int in = i0;
    for (size_t k = 0; k < chain.size(); ++k) {
      text += ' ';
      text += geo.cell_name(chain[k]);
      text += " {" + std::to_string(in) + "," + std::to_string(links[k]) + "}";
      in = links[k];
    }
    std::vector<int> digits{i0};
    for (int d : links) digits.push_back(d);
    ctx.commit(info.code, info.name, chain, digits, {}, text);
  }
};

}  // namespace

template <int W>
bool xy_chain(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  int n = ctx.topo.size();
  PairIndex px;
  px.build(g, n);
  if (px.pairs.size() < 4) return false;
  ChainSearch<W> s{ctx, info, px, 0, {}, {}, {}};
  s.used.assign(g.num_cells(), 0);
  for (int i0 = 1; i0 <= n; ++i0) {
    if (px.by_digit[i0].size() < 2) continue;
    s.i0 = i0;
    for (auto [i1, a] : px.by_digit[i0]) {
      s.chain.assign(1, a);
      s.links.assign(1, i1);
      s.used[a] = 1;
      bool done = s.step(a, i1, 1);
      s.used[a] = 0;
      if (done) return true;
    }
  }
  return false;
}

template bool xy_chain<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool xy_chain<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
