// SPDX-License-Identifier: GPL-3.0-or-later
// Level 1 intersections (spec §1.3), over any pair of houses that share two or more cells:
//   box-line (claiming): a line's unsolved candidates for d all lie in one box -> d leaves the
//     box's cells off the line. Driver: row k, column k, ...; stops after the first line that
//     removed something.
//   pointing line: a box's candidates for d all lie in one line -> d leaves the line outside
//     the box. Driver: boxes in order, rows before columns; stops after the first such box.
// In a composite the "box" or "line" may belong to any sub-grid: the test is plain containment.
// In variants a "box" is any non-line house (jigsaw region, diagonal, window, extra region), and
// pointing goes to any house that holds the candidates (e.g. a diagonal's 5s in one box).
#include "grade/technique/intersections.hpp"

#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

// For house `from` and digit d: if all unsolved candidates of d in `from` lie in a house of
// kind `kind` (other than `from`), removes d from that house's cells outside `from`.
template <int W>
bool confine(Context<W>& ctx, const StrategyInfo& info, int from, int d, bool to_box) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int s[core::kMaxSymbols];
  const int n = digit_cells(g, geo, from, d, s);
  if (n == 0) return false;
  // With the grid's digit masks, the tests of the places and of the removals are mask tests
  // (the walks over the houses' cells: confine 29M instructions on the first 300 of top1465,
  // callgrind).
  // (The places are those found first: removals for one house may solve cells of `from`
  // before the next is tried, as the walk over s[] did.)
  const bool masks = g.has_places();
  const auto& hm = ctx.topo.house_masks();
  CellMask found;
  for (int i = 0; i < n && masks; ++i) found.set(s[i]);
  bool changed = false;
  for (int to : geo.houses_of(s[0])) {
    // Box-line targets the non-line houses; pointing from a non-line house targets any other
    // house (line, box, region, diagonal, window): house-house intersections of variants.
    if (to == from || (to_box && !ctx.topo.is_box(to))) continue;
    if (masks) {
      // (the pattern in technique/intersections.hpp: not confined, or nothing to remove)
      if (!technique::confined(found, hm[to], 1)) continue;
      if (technique::removed_outside(hm[to] & g.places(d), hm[from]).empty()) continue;
    } else {
      bool all = true;
      for (int i = 1; i < n && all; ++i) all = ctx.topo.in_house(to, s[i]);
      if (!all) continue;
    }
    ctx.begin();
    int before = g.total();
    for (int c : geo.houses()[to].cells)
      if (g.has(c, d) && !g.solved(c) && !ctx.topo.in_house(from, c) && !g.problem())
        g.eliminate(c, d);
    if (g.total() == before) continue;
    changed = true;
    if (ctx.recording())
      ctx.commit(info.code, info.name, std::vector<int>(s, s + n), {d}, {from, to},
                 std::string(info.label) + ": all " + std::to_string(d) + "s of " +
                     geo.house_name(from) + " are in " + geo.house_name(to));
  }
  return changed;
}

template <int W>
typename Candidates<W>::Set unsolved_digits(const Candidates<W>& g, const std::vector<int>& cells) {
  typename Candidates<W>::Set u;
  for (int c : cells)
    if (!g.solved(c)) u |= g.at(c);
  return u;
}

// confine() for every digit of house `from`, but those it found nothing for while the digit's
// places in `from` are unchanged since (they make the pattern; its removals can only shrink):
// the row's memo, by house and digit, holds the grid's version then. Its slot 0 holds the
// version at which every digit of the house found nothing: while no cell of the house has
// changed since, every digit would be skipped, and the house is not read. (Listing the house's
// digits to skip them one by one: box_line and pointing_line were 61M of the human engine's
// 1,674M instructions on the first 300 of top1465, callgrind.)
template <int W>
bool confine_house(Context<W>& ctx, const StrategyInfo& info, int from, bool to_box) {
  auto& g = ctx.grid;
  const int n = ctx.topo.size();
  uint64_t* known =
      ctx.scratch.memo(info.code, ctx.geo().houses().size() * (n + 1)).data() + from * (n + 1);
  if (g.house_version(from) <= known[0]) return false;
  bool changed = false;
  unsolved_digits(g, ctx.geo().houses()[from].cells).for_each([&](int d) {
    // (HoDoKu's steps are one digit each: Context::hodoku_steps stops at the first)
    if (g.problem() || (changed && ctx.hodoku_steps)) return;
    if (g.house_digit_version(from, d) <= known[d]) return;
    if (confine(ctx, info, from, d, to_box))
      changed = true;
    else
      known[d] = g.version();
  });
  if (!changed && !g.problem()) known[0] = g.version();
  return changed;
}

}  // namespace

template <int W>
bool box_line_house(Context<W>& ctx, const StrategyInfo& info, int line) {
  return confine_house(ctx, info, line, true);
}

template <int W>
bool pointing_box(Context<W>& ctx, const StrategyInfo& info, int box) {
  return confine_house(ctx, info, box, false);
}

template <int W>
bool box_line(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  for (int h : ctx.topo.line_order())
    if (box_line_house(ctx, info, h)) return true;
  return false;
}

template <int W>
bool pointing_line(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  for (int h : ctx.topo.box_order())
    if (pointing_box(ctx, info, h)) return true;
  return false;
}

#define SP_INSTANTIATE(W)                                                      \
  template bool box_line_house<W>(Context<W>&, const StrategyInfo&, int);      \
  template bool pointing_box<W>(Context<W>&, const StrategyInfo&, int);        \
  template bool box_line<W>(Context<W>&, const StrategyInfo&, const Variant&); \
  template bool pointing_line<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
