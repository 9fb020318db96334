// SPDX-License-Identifier: GPL-3.0-or-later
// Mark techniques (core::Constraints marks), as a person reads the marks:
//   even-odd-cell  (code 84) a grey square holds an even digit, a grey circle an odd one: the
//                  marked cells lose the other parity (one step for all of them).
//   mark-pair      (code 85) a Kropki dot or an X/V between two cells: a digit of one cell
//                  with no partner among the other's candidates goes (a white dot's partner is
//                  one more or one less, a black dot's twice or half, an X's 10 minus it, a V's 5
//                  minus it); "the white dot at r1c1-r1c2 (consecutive digits): r1c1 <> 5".
//   no-mark-pair   (code 86) the negative constraint (every dot, or every X and V, given): two
//                  neighbours without such a mark are not consecutive nor in ratio 2 (add up to
//                  neither 10 nor 5), so a digit whose every partner left is forbidden goes.
// All rows do nothing on puzzles without marks. Cells are named as in every other step (reader
// coordinates, r1c1 = the top-left cell, as the marks= field counts them).
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {
namespace {

std::string_view relation_text(core::MarkKind kind) {
  switch (kind) {
    case core::MarkKind::kWhiteDot:
      return "consecutive digits";
    case core::MarkKind::kBlackDot:
      return "one digit twice the other";
    case core::MarkKind::kX:
      return "digits adding up to 10";
    case core::MarkKind::kV:
      return "digits adding up to 5";
    default:
      return "";
  }
}

template <int W>
bool parity_cells(Context<W>& ctx, const StrategyInfo& info) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  ctx.begin();
  std::vector<int> cells;
  bool any = false;
  for (const core::Mark& m : ctx.rules->marks) {
    if (core::is_pair_mark(m.kind) || g.solved(m.a)) continue;
    bool here = false;
    for (int d = 1; d <= n && !g.problem(); ++d)
      if (g.has(m.a, d) && !core::mark_allows(m.kind, d, 0)) {
        g.eliminate(m.a, d);
        here = true;
      }
    if (here) cells.push_back(m.a);
    any |= here;
  }
  if (any && ctx.recording())
    ctx.commit(info.code, info.name, cells, {}, {},
               "even cells (grey squares) hold even digits, odd cells (grey circles) odd ones");
  return any;
}

// Removes from `from` each digit with no partner in `to` (partner y != x, allowed(x, y)).
template <int W, class Allowed>
bool prune(Candidates<W>& g, int n, int from, int to, Allowed allowed) {
  bool any = false;
  for (int x = 1; x <= n && !g.problem(); ++x) {
    if (!g.has(from, x)) continue;
    bool partner = false;
    for (int y = 1; y <= n && !partner; ++y) partner = y != x && g.has(to, y) && allowed(x, y);
    if (partner) continue;
    g.eliminate(from, x);
    any = true;
  }
  return any;
}

template <int W>
bool marked_pairs(Context<W>& ctx, const StrategyInfo& info) {
  auto& g = ctx.grid;
  const core::Geometry& geo = ctx.geo();
  const int n = geo.size();
  for (const core::Mark& m : ctx.rules->marks) {
    if (!core::is_pair_mark(m.kind)) continue;
    ctx.begin();
    auto allowed = [&](int x, int y) { return core::mark_allows(m.kind, x, y); };
    bool any = prune(g, n, m.a, m.b, allowed);
    any |= prune(g, n, m.b, m.a, allowed);
    if (!any) continue;
    if (ctx.recording())
      ctx.commit(info.code, info.name, {m.a, m.b}, {}, {},
                 "the " + std::string(core::mark_label(m.kind)) + " at " + geo.cell_name(m.a) +
                     "-" + geo.cell_name(m.b) + " (" + std::string(relation_text(m.kind)) + ")");
    return true;
  }
  return false;
}

template <int W>
bool unmarked_pairs(Context<W>& ctx, const StrategyInfo& info) {
  auto& g = ctx.grid;
  const core::Geometry& geo = ctx.geo();
  const int n = geo.size();
  const core::Constraints& rules = *ctx.rules;
  for (core::MarkFamily f : {core::MarkFamily::kKropki, core::MarkFamily::kXv}) {
    if (f == core::MarkFamily::kKropki ? !rules.all_kropki : !rules.all_xv) continue;
    for (auto [a, b] : core::neighbour_pairs(geo)) {
      bool marked = false;
      for (const core::Mark& m : rules.marks)
        marked |= m.a == a && m.b == b && core::family_of(m.kind) == f;
      if (marked) continue;
      ctx.begin();
      auto allowed = [&](int x, int y) { return !core::negative_forbids(f, x, y); };
      bool any = prune(g, n, a, b, allowed);
      any |= prune(g, n, b, a, allowed);
      if (!any) continue;
      if (ctx.recording())
        ctx.commit(info.code, info.name, {a, b}, {}, {},
                   std::string(f == core::MarkFamily::kKropki ? "no dot at " : "no X or V at ") +
                       geo.cell_name(a) + "-" + geo.cell_name(b) +
                       (f == core::MarkFamily::kKropki
                            ? " (all dots are given: not consecutive, neither twice the other)"
                            : " (all X and V are given: adding up to neither 10 nor 5)"));
      return true;
    }
  }
  return false;
}

}  // namespace

template <int W>
bool mark_rules(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (!ctx.rules) return false;
  switch (info.size) {
    case 1:
      return parity_cells(ctx, info);
    case 2:
      return marked_pairs(ctx, info);
    case 3:
      return (ctx.rules->all_kropki || ctx.rules->all_xv) && unmarked_pairs(ctx, info);
    default:
      return false;
  }
}

template bool mark_rules<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool mark_rules<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
