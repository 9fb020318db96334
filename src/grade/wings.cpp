// Y-wing (spec §1.4): wing A = [i0 i1], pivot B = [i1 i2], wing C = [i2 i0]; A and B share a
// house, B and C share a house, A and C do not. Whichever value B takes, A or C is i0, so i0
// leaves every cell that sees both A and C. i2 > i1 keeps each wing set from being found from
// both ends. Digits i0 = 1..N with at least two bivalue cells; stops at the first success.
#include <string>

#include "grade/chains.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

template <int W>
bool y_wing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& topo = ctx.topo;
  const auto& geo = ctx.geo();
  int n = topo.size();
  PairIndex px;
  px.build(g, n);
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

template bool y_wing<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool y_wing<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
