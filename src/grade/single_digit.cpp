// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit patterns over strong links (a house where the digit has exactly two places).
//   skyscraper (size 1), two-string kite (2), turbot fish (3): strong links a1=b1 and a2=b2 of
//     digit d in two houses, b1 and b2 see each other (a weak link). One of a1, a2 holds d, so
//     d leaves every cell that sees both. Skyscraper: both strong links in lines of one kind,
//     b1 and b2 in one line of another kind; kite: a row and a column link, b1 and b2 in one
//     box; turbot fish: any other shape (box links too).
//   empty rectangle: the digit's places in a box lie on two lines L1 and L2 (not on one); a
//     strong link p=q with p on L1 outside the box; then d leaves each cell t on L2 outside the
//     box that sees q (t = d would empty the box of d).
// Only houses are used: lines and boxes of any shape (irregular regions, extra houses) work.
// Driver: digits 1..N, strong links in house order; stops at the first pattern that removes.
#include <algorithm>
#include <array>
#include <string>

#include "core/bits.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

struct StrongLink {
  int house, a, b;
};

// The unsolved cells holding d as a mask (empty above CellMask::kMaskCells cells).
template <int W>
CellMask digit_places(const Candidates<W>& g, int d) {
  return g.has_places() ? g.places(d) : CellMask{};
}

// (On grids of up to CellMask::kMaskCells cells a house is first tested as a mask of the
// digit's places: the walk over every house's cells was 2 % of the human profile's time on
// top1465, perf.) `places`: digit_places(g, d).
template <int W>
void strong_links(const Candidates<W>& g, const core::Geometry& geo, int d, const CellMask& places,
                  std::vector<StrongLink>& out) {
  out.clear();
  int cells[core::kMaxSymbols];
  const auto& masks = g.topo().house_masks();
  for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h) {
    if (!masks.empty()) {
      const CellMask m = masks[h] & places;
      if (!two_bits(m.w[0], m.w[1])) continue;
    }
    if (digit_cells(g, geo, h, d, cells) == 2) out.push_back({h, cells[0], cells[1]});
  }
}

bool share_house(const core::Geometry& geo, int a, int b, core::HouseKind kind, bool same) {
  for (int h : geo.houses_of(a)) {
    if ((geo.houses()[h].kind == kind) != same) continue;
    for (int k : geo.houses_of(b))
      if (k == h) return true;
  }
  return false;
}

// The form of a1=b1 - b2=a2: 1 skyscraper, 2 kite, 3 turbot fish.
int shape(const core::Geometry& geo, const StrongLink& l1, const StrongLink& l2, int b1, int b2) {
  auto k1 = geo.houses()[l1.house].kind, k2 = geo.houses()[l2.house].kind;
  using K = core::HouseKind;
  if (k1 != K::kBox && k1 == k2 && share_house(geo, b1, b2, k1, false) &&
      !share_house(geo, b1, b2, K::kBox, true))
    return 1;
  if (k1 != K::kBox && k2 != K::kBox && k1 != k2 && share_house(geo, b1, b2, K::kBox, true))
    return 2;
  return 3;
}

}  // namespace

namespace {

// The first pattern of each shape (skyscraper, kite, turbot) that removes something, by digit,
// in one position: the three rows run one after the other on the position where the one before
// found nothing, and each walked the same pairs of links for its own shape. (Three walks:
// single_digit 51M instructions on the first 300 of top1465, callgrind.) A row's own memo then
// only says which digits it need not ask for; the walk here tests every pair (the memo's skips
// were of pairs that remove nothing, so the first that removes is the same).
struct PatternHit {
  int i = -1, j = -1, o = -1;  // the links' indices and the orientation (-1: none)
};

template <int W>
struct SingleDigitScratch : ScratchItem {
  uint64_t epoch = ~uint64_t{0}, version = 0;
  std::vector<char> done;                       // by digit: hits found for this position
  std::vector<std::vector<StrongLink>> links;   // by digit
  std::vector<std::array<PatternHit, 3>> hits;  // by digit, by shape - 1
};

// The cells of pattern (l1, l2, o): a1 = b1 and a2 = b2, b1 sees b2.
struct PatternCells {
  int a1, b1, a2, b2;
};
inline PatternCells pattern_cells(const StrongLink& l1, const StrongLink& l2, int o) {
  return {o & 1 ? l1.b : l1.a, o & 1 ? l1.a : l1.b, o & 2 ? l2.b : l2.a, o & 2 ? l2.a : l2.b};
}

// Whether (l1, l2, o) is a pattern (of any shape) whose removals (the mask) are not empty.
template <int W>
bool removes(const Context<W>& ctx, const PatternCells& p, const CellMask& places) {
  if (p.a1 == p.a2 || p.a1 == p.b2 || p.b1 == p.a2 || p.b1 == p.b2 || !ctx.topo.sees(p.b1, p.b2))
    return false;
  // a1 and a2 in one house: the links form a locked set, not this pattern.
  if (ctx.topo.sees(p.a1, p.a2)) return false;
  const auto& peers = ctx.topo.peer_masks();
  CellMask t = peers[p.a1] & peers[p.a2] & places;
  t.reset(p.b1);
  t.reset(p.b2);
  return !t.empty();
}

template <int W>
const std::array<PatternHit, 3>& digit_hits(Context<W>& ctx, int d,
                                            const std::vector<StrongLink>*& links) {
  auto& g = ctx.grid;
  auto& sc = ctx.scratch.template get<SingleDigitScratch<W>>(ScratchSlot::kSingleDigit);
  const size_t n1 = ctx.topo.size() + 1;
  if (sc.epoch != ctx.scratch.epoch || sc.version != g.version() || sc.done.size() != n1) {
    sc.epoch = ctx.scratch.epoch;
    sc.version = g.version();
    sc.done.assign(n1, 0);
    sc.links.resize(n1);
    sc.hits.resize(n1);
  }
  links = &sc.links[d];
  auto& hits = sc.hits[d];
  if (sc.done[d]) return hits;
  sc.done[d] = 1;
  hits = {};
  const CellMask places = g.places(d);
  strong_links(g, ctx.geo(), d, places, sc.links[d]);
  const auto& ls = sc.links[d];
  int left = 3;
  for (size_t i = 0; i < ls.size() && left; ++i)
    for (size_t j = i + 1; j < ls.size() && left; ++j)
      for (int o = 0; o < 4 && left; ++o) {
        const PatternCells p = pattern_cells(ls[i], ls[j], o);
        if (!removes(ctx, p, places)) continue;
        PatternHit& h = hits[shape(ctx.geo(), ls[i], ls[j], p.b1, p.b2) - 1];
        if (h.o >= 0) continue;
        h = {static_cast<int>(i), static_cast<int>(j), o};
        --left;
      }
  return hits;
}

// Applies pattern (l1, l2, o) of digit d.
template <int W>
bool apply_pattern(Context<W>& ctx, const StrategyInfo& info, int d, const StrongLink& l1,
                   const StrongLink& l2, int o) {
  const auto& geo = ctx.geo();
  const PatternCells p = pattern_cells(l1, l2, o);
  ctx.begin();
  int ends[2] = {p.a1, p.a2}, skip[2] = {p.b1, p.b2};
  if (!eliminate_seeing(ctx, d, ends, skip)) return false;
  if (ctx.recording())
    ctx.commit(info.code, info.name, {p.a1, p.b1, p.b2, p.a2}, {d}, {l1.house, l2.house},
               std::string(info.label) + " on " + std::to_string(d) + ": strong links " +
                   geo.cell_name(p.a1) + "=" + geo.cell_name(p.b1) + " in " +
                   geo.house_name(l1.house) + " and " + geo.cell_name(p.a2) + "=" +
                   geo.cell_name(p.b2) + " in " + geo.house_name(l2.house) + ", " +
                   geo.cell_name(p.b1) + " sees " + geo.cell_name(p.b2));
  return true;
}

}  // namespace

template <int W>
bool single_digit(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  // Digits whose search found nothing: the grid's version then. The digit is skipped while it
  // is unchanged since; otherwise only pairs of links with a link whose house's places of the
  // digit changed since are tried (two unchanged links make the pattern they made then, with
  // fewer removals).
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, ctx.topo.size() + 1);
  if (g.has_places()) {  // the first pattern of each shape, shared by the three rows
    for (int d = 1; d <= ctx.topo.size(); ++d) {
      if (g.digit_version(d) <= memo[d]) continue;
      const std::vector<StrongLink>* links = nullptr;
      const PatternHit h = digit_hits(ctx, d, links)[info.size - 1];
      if (h.o >= 0) return apply_pattern(ctx, info, d, (*links)[h.i], (*links)[h.j], h.o);
      memo[d] = g.version();
    }
    return false;
  }
  std::vector<StrongLink> links;
  for (int d = 1; d <= ctx.topo.size(); ++d) {
    const uint64_t since = memo[d];
    if (g.digit_version(d) <= since) continue;
    const CellMask places = digit_places(g, d);
    strong_links(g, geo, d, places, links);
    for (size_t i = 0; i < links.size(); ++i)
      for (size_t j = i + 1; j < links.size(); ++j)
        for (int o = 0; o < 4; ++o) {
          if (g.house_digit_version(links[i].house, d) <= since &&
              g.house_digit_version(links[j].house, d) <= since)
            break;
          const StrongLink &l1 = links[i], &l2 = links[j];
          const PatternCells p = pattern_cells(l1, l2, o);
          if (p.a1 == p.a2 || p.a1 == p.b2 || p.b1 == p.a2 || p.b1 == p.b2 ||
              !ctx.topo.sees(p.b1, p.b2))
            continue;
          // a1 and a2 in one house: the links form a locked set, not this pattern.
          if (ctx.topo.sees(p.a1, p.a2)) continue;
          if (shape(geo, l1, l2, p.b1, p.b2) != info.size) continue;
          if (apply_pattern(ctx, info, d, l1, l2, o)) return true;
        }
    memo[d] = g.version();
  }
  return false;
}

namespace {

// The empty rectangles of digit d in one box (box_order() index bi; `lines`: the lines through
// it; `places`: digit_places(g, d)); true when one removed something. On grids of up to
// CellMask::kMaskCells cells the two lines' cover of the box's places and the removal of a
// strong link are mask tests first (the walk over the box's cells per pair of lines and over
// the second line's cells per link was 129M of the human engine's 2,045M instructions on the
// first 300 of top1465, callgrind; 90K per call).
template <int W>
bool er_box(Context<W>& ctx, const StrategyInfo& info, int d, int box, std::span<const int> lines,
            const std::vector<StrongLink>& links, const CellMask& places, uint64_t since) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const auto& topo = ctx.topo;
  const auto& hm = topo.house_masks();
  const bool masks = !hm.empty();
  int cells[core::kMaxSymbols];
  const CellMask in_box = masks ? hm[box] & places : CellMask{};
  const int n = masks ? in_box.count() : digit_cells(g, geo, box, d, cells);
  if (n < 2) return false;
  const bool fresh_box = g.house_digit_version(box, d) > since;
  // The box's places lie on l1 and l2, and not all on one of them.
  auto covers = [&](int l1, int l2) {
    if (masks)
      return in_box.minus(hm[l1] | hm[l2]).empty() && !in_box.minus(hm[l1]).empty() &&
             !in_box.minus(hm[l2]).empty();
    bool all = true, only1 = true, only2 = true;
    for (int i = 0; i < n; ++i) {
      bool in1 = topo.in_house(l1, cells[i]), in2 = topo.in_house(l2, cells[i]);
      all &= in1 || in2;
      only1 &= in1;
      only2 &= in2;
    }
    return all && !only1 && !only2;
  };
  for (int l1 : lines)
    for (int l2 : lines) {
      if (l1 == l2 || !covers(l1, l2)) continue;
      // (a link with no end on l1 outside the box is passed over by one mask test: testing its
      // two orientations, er_box was 4.4 % of the human engine's CPU time on top1465, perf)
      const CellMask ends = masks ? hm[l1].minus(hm[box]) : CellMask{};
      for (const auto& link : links) {
        if (masks && !ends.test(link.a) && !ends.test(link.b)) continue;
        for (int o = 0; o < 2; ++o) {
          if (!fresh_box && g.house_digit_version(link.house, d) <= since) break;
          int p = o ? link.b : link.a, q = o ? link.a : link.b;
          if (link.house == l1 || link.house == box || !topo.in_house(l1, p) ||
              topo.in_house(box, p) || topo.in_house(box, q))
            continue;
          if (masks) {  // (the cells the loop below would take)
            CellMask t = (hm[l2] & places & topo.peer_masks()[q]).minus(hm[box]);
            t.reset(p);
            if (t.empty()) continue;
          }
          ctx.begin();
          int before = g.total();
          for (int t : geo.houses()[l2].cells)
            if (t != q && t != p && g.has(t, d) && !g.solved(t) && !topo.in_house(box, t) &&
                topo.sees(t, q) && !g.problem())
              g.eliminate(t, d);
          if (g.total() == before) continue;
          if (ctx.recording())
            ctx.commit(info.code, info.name, {p, q}, {d}, {box, l1, l2, link.house},
                       std::string(info.label) + " on " + std::to_string(d) + ": the " +
                           std::to_string(d) + "s of " + geo.house_name(box) + " lie on " +
                           geo.house_name(l1) + " and " + geo.house_name(l2) + ", strong link " +
                           geo.cell_name(p) + "=" + geo.cell_name(q) + " in " +
                           geo.house_name(link.house));
          return true;
        }
      }
    }
  return false;
}

}  // namespace

template <int W>
bool empty_rectangle(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& topo = ctx.topo;
  std::vector<StrongLink> links;
  const auto& boxes = topo.box_order();
  // As in single_digit(): digits unchanged since their search found nothing are skipped, and
  // a box and a link whose places of the digit are both unchanged since are not tried.
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, topo.size() + 1);
  for (int d = 1; d <= topo.size(); ++d) {
    const uint64_t since = memo[d];
    if (g.digit_version(d) <= since) continue;
    memo[d] = g.version();  // (kept only if nothing is found: a success returns below)
    const CellMask places = digit_places(g, d);
    strong_links(g, ctx.geo(), d, places, links);
    if (links.empty()) continue;
    for (size_t bi = 0; bi < boxes.size(); ++bi) {
      if (er_box(ctx, info, d, boxes[bi], topo.lines_through_box(bi), links, places, since)) {
        memo[d] = since;  // (the search did not end)
        return true;
      }
    }
  }
  return false;
}

#define SP_INSTANTIATE(W)                                                          \
  template bool single_digit<W>(Context<W>&, const StrategyInfo&, const Variant&); \
  template bool empty_rectangle<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
