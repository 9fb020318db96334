// SPDX-License-Identifier: GPL-3.0-or-later
// Lines-n (spec §1.4): X-wing (n = 2), swordfish (3), jellyfish (4), per sub-grid.
// For digit d and n base lines (rows, or columns) of one grid: if d is solved on none of them
// and its candidates there lie in exactly n cross lines, d leaves every other cell of those
// cross lines. Driver: each grid, rows then columns, digits 1..N, base-line combinations in
// lexicographic order; stops at the first success.
#include <algorithm>
#include <bit>
#include <string>

#include "core/bits.hpp"
#include "grade/strategies.hpp"
#include "grade/technique/locked_sets.hpp"

namespace sudokupress::grade {

namespace {

// Rows (columns = false) or columns of sub-grid `grid` as the reader counts them, by the canvas
// as cell names do: "1,4,7" for 0, 3, 6 of a single grid; a samurai's centre grid's 0 is 7.
std::string index_list(const core::Geometry& geo, int grid, bool columns, std::span<const int> xs) {
  const core::Placement& at = geo.grids()[grid];
  const int offset = columns ? at.col : at.row;
  std::string s;
  for (size_t i = 0; i < xs.size(); ++i) {
    s += i ? "," : "";
    s += std::to_string(offset + xs[i] + 1);
  }
  return s;
}

// Cell at base line i, cross line j of grid `lay`.
inline int cell_at(const core::Geometry& geo, int grid, int n, bool columns, int i, int j) {
  const auto& gc = geo.grid_cells()[grid];
  return columns ? gc[j * n + i] : gc[i * n + j];
}

// The cross places (bit j + 1: cross line j) of the cells of `m` in base line i of `lay`.
template <int W>
typename Candidates<W>::Set cross_places(const Topology& topo, const GridLayout& lay, bool columns,
                                         int i, const CellMask& m) {
  typename Candidates<W>::Set s;
  const int line = columns ? lay.cols[i] : lay.rows[i];
  const std::vector<int>& cross = columns ? lay.row_of : lay.col_of;
  (topo.house_masks()[line] & m).for_each([&](int c) { s.set(cross[c] + 1); });
  return s;
}

template <int W>
struct FishScratch : ScratchItem {
  std::vector<typename Candidates<W>::Set> solved_on, pos;
};

}  // namespace

template <int W>
bool fish_lines(Context<W>& ctx, const StrategyInfo& info, int grid, bool columns,
                std::span<const int> base, int digit) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int n = ctx.topo.size();
  Set cross;  // bit j+1 = cross line j
  for (int i : base)
    for (int j = 0; j < n; ++j) {
      int c = cell_at(geo, grid, n, columns, i, j);
      if (!g.has(c, digit)) continue;
      if (g.solved(c)) return false;  // the book aborts on a solved digit
      cross.set(j + 1);
    }
  if (cross.count() != static_cast<int>(base.size())) return false;
  ctx.begin();
  int before = g.total();
  std::vector<int> cross_idx;
  cross.for_each([&](int j1) {
    int j = j1 - 1;
    cross_idx.push_back(j);
    for (int i = 0; i < n; ++i) {
      bool in_base = false;
      for (int b : base) in_base |= b == i;
      if (in_base) continue;
      int c = cell_at(geo, grid, n, columns, i, j);
      if (g.has(c, digit) && !g.solved(c) && !g.problem()) g.eliminate(c, digit);
    }
  });
  if (g.total() == before) return false;
  if (ctx.recording()) {
    std::vector<int> cells, houses;
    for (const auto& lay : ctx.topo.grids())
      if (lay.grid == grid)
        for (int i : base) houses.push_back(columns ? lay.cols[i] : lay.rows[i]);
    for (int i : base)
      for (int j : cross_idx) {
        int c = cell_at(geo, grid, n, columns, i, j);
        if (g.has(c, digit)) cells.push_back(c);
      }
    std::string suffix = geo.is_composite() ? " of grid " + std::to_string(grid + 1) : "";
    ctx.commit(info.code, info.name, cells, {digit}, houses,
               std::string(info.label) + ": the " + (columns ? "columns " : "rows ") +
                   index_list(geo, grid, columns, base) + suffix + " confine " +
                   std::to_string(digit) + " to the " + (columns ? "rows " : "columns ") +
                   index_list(geo, grid, !columns, cross_idx));
  }
  return true;
}

template <int W>
bool fish(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int n = ctx.topo.size();
  int size = info.size;
  // As in finned_fish(): units unchanged since they found nothing are skipped, and base lines
  // whose places of the digit are all unchanged since are not tried. (Rejected: not reading a
  // grid's lines when none of its digits is fresh: fish 66.8M -> 67.2M instructions on the
  // first 300 of top1465, callgrind; some digit is nearly always fresh.)
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, ctx.topo.grids().size() * 2 * (n + 1));
  size_t unit = 0;
  for (const auto& lay : ctx.topo.grids()) {
    for (bool columns : {false, true}) {
      // Per base line: which digits are solved on it, and the cross positions of each digit.
      // (buffers kept between calls: the vectors made here per call were n + 2 allocations)
      // With the grid's digit masks (Candidates::places), only the fresh digits' places are
      // read, as cross places of their masks. (The walk over every cell of every line for every
      // call: fish 66.8M instructions on the first 300 of top1465, callgrind.)
      auto& sc = ctx.scratch.template get<FishScratch<W>>(ScratchSlot::kFish);
      const bool masks = g.has_places();
      sc.solved_on.assign(n, Set{});
      sc.pos.assign(masks ? n + 1 : size_t(n) * (n + 1), Set{});
      Set* solved_on = sc.solved_on.data();
      auto pos = [&](int i) { return sc.pos.data() + (masks ? 0 : size_t(i) * (n + 1)); };
      for (int i = 0; i < n && !masks; ++i)
        for (int j = 0; j < n; ++j) {
          int c = cell_at(geo, lay.grid, n, columns, i, j);
          if (g.solved(c))
            solved_on[i].set(g.value(c));
          else
            g.at(c).for_each([&](int d) { pos(i)[d].set(j + 1); });
        }
      Set* line_pos = sc.pos.data();  // masks: line i's places of the digit at line_pos[i]
      auto places = [&](int i, int d) { return masks ? line_pos[i] : pos(i)[d]; };
      for (int d = 1; d <= n; ++d) {
        uint64_t& known = memo[unit++];
        const uint64_t since = known;
        if (g.digit_version(d) <= since) continue;
        known = g.version();  // (kept only if nothing is found: a success returns below)
        int lines[core::kMaxSymbols];
        int m = 0;
        for (int i = 0; i < n; ++i) {
          bool solved_here = false;
          if (masks) {
            line_pos[i] = cross_places<W>(ctx.topo, lay, columns, i, g.places(d));
            const int h = columns ? lay.cols[i] : lay.rows[i];
            solved_here = !(ctx.topo.house_masks()[h] & g.solved_as(d)).empty();
          } else {
            solved_here = solved_on[i].test(d);
          }
          int k = places(i, d).count();
          if (!solved_here && k >= 1 && k <= size) lines[m++] = i;
        }
        if (m < size) continue;
        auto leaf = [&](const int* chosen, const Set& all) {
          if (all.count() != size) return false;
          int base[4];  // (one of them fresh: for_each_covered_set() takes no other)
          for (int k = 0; k < size; ++k) base[k] = lines[chosen[k]];
          return fish_lines(ctx, info, lay.grid, columns, std::span<const int>(base, size), d);
        };
        auto fresh_line = [&](int i) {
          return g.house_digit_version(columns ? lay.cols[lines[i]] : lay.rows[lines[i]], d) >
                 since;
        };
        if (technique::for_each_covered_set<Set>(
                m, size, size, [&](int i) { return places(lines[i], d); }, fresh_line, leaf)) {
          known = since;  // (the search did not end)
          return true;
        }
      }
    }
  }
  return false;
}

// Per cross line k: the one box of the base's places in it (-1: several boxes), into
// cross_box[k]. With the grid's digit masks, the places are the cross line's mask and the base
// lines' (a test of every base line per cross line: finned_cover 53M instructions on the first
// 300 of top1465, callgrind). (Inlined: a stage of finned_cover's hot loop.)
template <int W>
[[gnu::always_inline]] inline void fins_boxes(Context<W>& ctx, const GridLayout& lay, bool columns,
                                              int d, const int* base, int size,
                                              const typename Candidates<W>::Set* pos,
                                              const int* cross, int nc, const CellMask& base_cells,
                                              const int* box_of, int* cross_box) {
  auto& g = ctx.grid;
  const int n = ctx.topo.size();
  const bool masks = g.has_places();
  const bool partition = ctx.topo.boxes_partition();
  const auto& hm = ctx.topo.house_masks();
  for (int k = 0; k < nc; ++k) {
    cross_box[k] = -2;
    auto note = [&](int c) {
      const int b = box_of[c];
      cross_box[k] = cross_box[k] == -2 || cross_box[k] == b ? b : -1;
    };
    if (masks) {
      const CellMask m =
          hm[columns ? lay.rows[cross[k]] : lay.cols[cross[k]]] & base_cells & g.places(d);
      if (partition && !m.empty()) {  // (one box per cell: the places' box, if they share one)
        const int b = box_of[m.w[0] ? std::countr_zero(m.w[0]) : 64 + std::countr_zero(m.w[1])];
        cross_box[k] = m.minus(hm[b]).empty() ? b : -1;
      } else {
        m.for_each(note);
      }
      continue;
    }
    for (int bi = 0; bi < size; ++bi)
      if (pos[base[bi]].test(cross[k] + 1))
        note(cell_at(ctx.geo(), lay.grid, n, columns, base[bi], cross[k]));
  }
}

// The covers (`size` of the nc cross lines) in increasing mask order, as the former walk
// over every such mask (Gosper's next mask) tried them; but only a cover whose one or two
// cross lines outside hold base places of one box (the fins') can be a finned fish, so the
// lines outside are taken among the cross lines whose base places lie in one box, in
// decreasing mask order. (Gosper's walk tried 951K covers in 95.9K calls on the first 300 of
// top1465, of which 7.9 % had one fins' box: finned_cover 123M instructions, callgrind.)
// Writes the masks of the lines outside into offs (at most 15: two lines of six); returns how
// many.
inline int fins_offs(const int* cross_box, int nc, int size, unsigned* offs) {
  int noffs = 0;
  for (int k2 = nc - 1; k2 >= 0; --k2) {
    if (cross_box[k2] < 0) continue;
    if (nc - size == 1) {
      offs[noffs++] = 1u << k2;
      continue;
    }
    for (int k1 = k2 - 1; k1 >= 0; --k1)
      if (cross_box[k1] == cross_box[k2]) offs[noffs++] = (1u << k2) | (1u << k1);
  }
  return noffs;
}

// The step of a finned fish that removed something: base lines, cover lines `cur`, fins, box.
template <int W>
void record_finned(Context<W>& ctx, const StrategyInfo& info, const GridLayout& lay, bool columns,
                   int d, std::span<const int> base, const int* cross, int nc, unsigned cur,
                   std::span<const int> fins, int box) {
  const auto& geo = ctx.geo();
  std::vector<int> cover;
  for (int k = 0; k < nc; ++k)
    if (cur >> k & 1) cover.push_back(cross[k]);
  std::string suffix = geo.is_composite() ? " of grid " + std::to_string(lay.grid + 1) : "";
  ctx.commit(info.code, info.name, {fins.begin(), fins.end()}, {d}, {box},
             std::string(info.label) + " on " + std::to_string(d) + ": the " +
                 (columns ? "columns " : "rows ") + index_list(geo, lay.grid, columns, base) +
                 suffix + " hold " + std::to_string(d) + " in the " +
                 (columns ? "rows " : "columns ") + index_list(geo, lay.grid, !columns, cover) +
                 " and the fins " + cell_list(geo, fins) + " in " + geo.house_name(box));
}

// Tries the covers of one choice of base lines (their union `all` has size+1 or size+2 cross
// lines): true when a cover's fins lie in one box and it removed something. pos[i]: the cross
// places of d in line i (1-based); across[j]: the lines (1-based) with a place in cross line j.
// Per cross line, what a cover on it could remove and the box of the fins it would leave are
// found once; a cover is then a few bit tests. Walking every mask of the cross lines and the
// fins of each was 17-20 % of the human profile's time on top1465 (perf), the most of any
// strategy. Rejected: returning before the fins' boxes when no cross line has a target (same
// results; top1465 6.51 s of CPU against 6.47 s without it, no gain).
template <int W>
bool finned_cover(Context<W>& ctx, const StrategyInfo& info, const GridLayout& lay, bool columns,
                  int d, const int* base, const typename Candidates<W>::Set* pos,
                  const typename Candidates<W>::Set* across, const typename Candidates<W>::Set& all,
                  const int* box_of) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int n = ctx.topo.size(), size = info.size;
  int fins[core::kMaxSymbols * 4];
  int cross[core::kMaxSymbols], nc = 0;
  all.for_each([&](int j1) { cross[nc++] = j1 - 1; });
  const bool masks = g.has_places();
  const auto& hm = ctx.topo.house_masks();
  auto line_house = [&](bool cols, int i) { return cols ? lay.cols[i] : lay.rows[i]; };
  CellMask base_cells;
  for (int i = 0; i < size && masks; ++i) base_cells |= hm[line_house(columns, base[i])];
  int cross_box[6];
  fins_boxes(ctx, lay, columns, d, base, size, pos, cross, nc, base_cells, box_of, cross_box);
  const unsigned end = 1u << nc;
  unsigned offs[15];
  const int noffs = fins_offs(cross_box, nc, size, offs);
  if (noffs == 0) return false;
  // Per cross line k: the lines outside the base with a place (what a cover could remove).
  Set base_set;
  for (int i = 0; i < size; ++i) base_set.set(base[i] + 1);
  Set outside[6];
  unsigned targets = 0;
  for (int k = 0; k < nc; ++k) {
    outside[k] = across[cross[k]].minus(base_set);
    if (!outside[k].empty()) targets |= 1u << k;
  }
  // With the grid's digit masks: per cross line, the places of d outside the base lines (what
  // a cover on it could remove), so that a cover that would remove nothing in the fins' box is
  // passed over without touching the grid. (Trying each cover's removals on the grid:
  // finned_fish 188M -> 174M instructions on the first 300 of top1465, callgrind. Rejected:
  // also returning at once when no box holds both a place of the base lines and such a target:
  // 174M -> 172M, most base lines have one.)
  CellMask target[6];
  for (int k = 0; k < nc && masks; ++k)
    target[k] = (hm[line_house(!columns, cross[k])] & g.places(d)).minus(base_cells);
  for (int oi = 0; oi < noffs; ++oi) {
    const unsigned off = offs[oi], cur = ~off & (end - 1);
    if (!(cur & targets)) continue;
    const int box = cross_box[std::countr_zero(off)];
    if (masks) {
      CellMask t;
      for (unsigned rest = cur; rest; rest &= rest - 1) t |= target[std::countr_zero(rest)];
      if ((t & ctx.topo.house_masks()[box]).empty()) continue;
    }
    int nf = 0;
    for (int bi = 0; bi < size; ++bi)
      for (unsigned rest = off; rest; rest &= rest - 1) {
        const int k = std::countr_zero(rest);
        if (pos[base[bi]].test(cross[k] + 1))
          fins[nf++] = cell_at(geo, lay.grid, n, columns, base[bi], cross[k]);
      }
    ctx.begin();
    int before = g.total();
    // (the cells outside `outside` do not hold d or are solved, and stay so)
    for (int k = 0; k < nc; ++k) {
      if (!(cur >> k & 1)) continue;
      outside[k].for_each([&](int i1) {
        int c = cell_at(geo, lay.grid, n, columns, i1 - 1, cross[k]);
        if (g.has(c, d) && !g.solved(c) && box_of[c] == box && !g.problem()) g.eliminate(c, d);
      });
    }
    if (g.total() == before) continue;
    if (ctx.recording())
      record_finned(ctx, info, lay, columns, d, std::span<const int>(base, size), cross, nc, cur,
                    std::span<const int>(fins, nf), box);
    return true;
  }
  return false;
}

// Finned and sashimi fish (size n): n base lines (rows, or columns) of one sub-grid whose
// places for d lie in n cover lines except for the fins, all in one box. Either the fish holds
// (d leaves the cover lines outside the base) or a fin is d (d leaves the fins' box): d leaves
// the cells of the cover lines, outside the base lines, in the fins' box. A base line may have
// no place in the cover lines but fins (sashimi).
// The base lines are taken in lexicographic order; a prefix whose cross lines already number
// more than size + 2 is not extended (none of its combinations can be a finned fish), and
// nothing is allocated (the box table is the topology's).
template <int W>
bool finned_fish(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const auto& topo = ctx.topo;
  int n = topo.size(), size = info.size;
  // The box of each cell (-1: none), so a fin test is an integer compare.
  const int* box_of = topo.fin_box().data();
  SmallArray<Set> pos_buf(n), across_buf(n);
  Set *pos = pos_buf.data(), *across = across_buf.data();
  // Units (sub-grid, rows or columns, digit) whose search found nothing: the grid's version
  // then. The unit is skipped while its digit is unchanged since; otherwise only base lines
  // with a line whose places of the digit changed since are tried (a fish of unchanged base
  // lines is the one it was then, with fewer removals).
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, topo.grids().size() * 2 * (n + 1));
  size_t unit = 0;
  bool fresh[core::kMaxSymbols];
  // (Rejected: every digit's places found once per call as cell masks for the units' tests:
  // finned_fish 204M -> 218M instructions on the first 300 of top1465, callgrind; most calls
  // have few fresh units.)
  for (const auto& lay : topo.grids())
    for (bool columns : {false, true})
      for (int d = 1; d <= n; ++d) {
        uint64_t& known = memo[unit++];
        if (g.digit_version(d) <= known) continue;
        for (int i = 0; i < n; ++i)
          fresh[i] = g.house_digit_version(columns ? lay.cols[i] : lay.rows[i], d) > known;
        int lines[core::kMaxSymbols], m = 0;
        for (int j = 0; j < n; ++j) across[j] = Set{};
        for (int i = 0; i < n; ++i) {
          if (g.has_places()) {
            pos[i] = cross_places<W>(topo, lay, columns, i, g.places(d));
            pos[i].for_each([&](int j1) { across[j1 - 1].set(i + 1); });
          } else {
            pos[i] = Set{};
            for (int j = 0; j < n; ++j) {
              int c = cell_at(geo, lay.grid, n, columns, i, j);
              if (g.has(c, d) && !g.solved(c)) {
                pos[i].set(j + 1);
                across[j].set(i + 1);
              }
            }
          }
          int k = pos[i].count();
          if (k >= 1 && k <= size + 2) lines[m++] = i;
        }
        if (m < size) {
          known = g.version();
          continue;
        }
        auto leaf = [&](const int* chosen, const Set& all) {
          if (all.count() <= size) return false;
          int base[4];  // (one of them fresh: for_each_covered_set() takes no other)
          for (int i = 0; i < size; ++i) base[i] = lines[chosen[i]];
          return finned_cover(ctx, info, lay, columns, d, base, pos, across, all, box_of);
        };
        if (technique::for_each_covered_set<Set>(
                m, size, size + 2, [&](int i) { return pos[lines[i]]; },
                [&](int i) { return fresh[lines[i]]; }, leaf))
          return true;
        known = g.version();
      }
  return false;
}

#define SP_INSTANTIATE(W)                                                                        \
  template bool fish_lines<W>(Context<W>&, const StrategyInfo&, int, bool, std::span<const int>, \
                              int);                                                              \
  template bool fish<W>(Context<W>&, const StrategyInfo&, const Variant&);                       \
  template bool finned_fish<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
