// Lines-n (spec §1.4): X-wing (n = 2), swordfish (3), jellyfish (4), per sub-grid.
// For digit d and n base lines (rows, or columns) of one grid: if d is solved on none of them
// and its candidates there lie in exactly n cross lines, d leaves every other cell of those
// cross lines. Driver: each grid, rows then columns, digits 1..N, base-line combinations in
// lexicographic order; stops at the first success.
#include <algorithm>
#include <bit>
#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

std::string index_list(std::span<const int> xs) {
  std::string s;
  for (size_t i = 0; i < xs.size(); ++i) {
    s += i ? "," : "";
    s += std::to_string(xs[i]);
  }
  return s;
}

// Cell at base line i, cross line j of grid `lay`.
inline int cell_at(const core::Geometry& geo, int grid, int n, bool columns, int i, int j) {
  const auto& gc = geo.grid_cells()[grid];
  return columns ? gc[j * n + i] : gc[i * n + j];
}

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
    std::string suffix = geo.is_composite() ? " of grid " + std::to_string(grid) : "";
    ctx.commit(info.code, info.name, cells, {digit}, houses,
               std::string(info.label) + ": the " + (columns ? "columns " : "rows ") +
                   index_list(base) + suffix + " confine " + std::to_string(digit) + " to the " +
                   (columns ? "rows " : "columns ") + index_list(cross_idx));
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
  for (const auto& lay : ctx.topo.grids()) {
    for (bool columns : {false, true}) {
      // Per base line: which digits are solved on it, and the cross positions of each digit.
      std::vector<Set> solved_on(n);
      std::vector<std::vector<Set>> pos(n, std::vector<Set>(n + 1));
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          int c = cell_at(geo, lay.grid, n, columns, i, j);
          if (g.solved(c))
            solved_on[i].set(g.value(c));
          else
            g.at(c).for_each([&](int d) { pos[i][d].set(j + 1); });
        }
      for (int d = 1; d <= n; ++d) {
        int lines[core::kMaxSymbols];
        int m = 0;
        for (int i = 0; i < n; ++i) {
          int k = pos[i][d].count();
          if (!solved_on[i].test(d) && k >= 1 && k <= size) lines[m++] = i;
        }
        if (m < size) continue;
        // Lexicographic combinations with union pruning.
        int chosen[4];
        Set acc[5];
        int depth = 0;
        chosen[0] = -1;
        while (depth >= 0) {
          int next = chosen[depth] + 1;
          if (next > m - (size - depth)) {
            --depth;
            continue;
          }
          chosen[depth] = next;
          acc[depth + 1] = acc[depth] | pos[lines[next]][d];
          if (acc[depth + 1].count() > size) continue;
          if (depth + 1 < size) {
            ++depth;
            chosen[depth] = chosen[depth - 1];
            continue;
          }
          if (acc[size].count() != size) continue;
          int base[4];
          for (int k = 0; k < size; ++k) base[k] = lines[chosen[k]];
          if (fish_lines(ctx, info, lay.grid, columns, std::span<const int>(base, size), d))
            return true;
        }
      }
    }
  }
  return false;
}

// Finned and sashimi fish (size n): n base lines (rows, or columns) of one sub-grid whose
// places for d lie in n cover lines except for the fins, all in one box. Either the fish holds
// (d leaves the cover lines outside the base) or a fin is d (d leaves the fins' box): d leaves
// the cells of the cover lines, outside the base lines, in the fins' box. A base line may have
// no place in the cover lines but fins (sashimi).
template <int W>
bool finned_fish(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const auto& topo = ctx.topo;
  int n = topo.size(), size = info.size;
  // The box of each cell (-1: none), so a fin test is an integer compare.
  std::vector<int> box_of(g.num_cells(), -1);
  for (int h : topo.box_order())
    for (int c : geo.houses()[h].cells) box_of[c] = h;
  int fins[core::kMaxSymbols * 4], base[4];
  for (const auto& lay : topo.grids())
    for (bool columns : {false, true})
      for (int d = 1; d <= n; ++d) {
        std::vector<Set> pos(n);
        int lines[core::kMaxSymbols], m = 0;
        for (int i = 0; i < n; ++i) {
          for (int j = 0; j < n; ++j) {
            int c = cell_at(geo, lay.grid, n, columns, i, j);
            if (g.has(c, d) && !g.solved(c)) pos[i].set(j + 1);
          }
          int k = pos[i].count();
          if (k >= 1 && k <= size + 2) lines[m++] = i;
        }
        if (m < size) continue;
        int chosen[4];
        for (int i = 0; i < size; ++i) chosen[i] = i;
        while (true) {
          Set all;
          for (int i = 0; i < size; ++i) all |= pos[lines[chosen[i]]];
          int cross[core::kMaxSymbols], nc = 0;
          all.for_each([&](int j1) { cross[nc++] = j1 - 1; });
          if (nc > size && nc <= size + 2) {
            // Cover sets: `size` of the cross lines; the rest hold the fins.
            for (int i = 0; i < size; ++i) base[i] = lines[chosen[i]];
            for (int mask = 0; mask < (1 << nc); ++mask) {
              if (std::popcount(static_cast<unsigned>(mask)) != size) continue;
              int nf = 0, box = -2;
              for (int bi = 0; bi < size && box != -1; ++bi)
                for (int k = 0; k < nc; ++k)
                  if (!(mask >> k & 1) && pos[base[bi]].test(cross[k] + 1)) {
                    int f = cell_at(geo, lay.grid, n, columns, base[bi], cross[k]);
                    fins[nf++] = f;
                    if (box == -2) box = box_of[f];
                    if (box_of[f] != box) {
                      box = -1;
                      break;
                    }
                  }
              if (box < 0) continue;
              ctx.begin();
              int before = g.total();
              for (int k = 0; k < nc; ++k) {
                if (!(mask >> k & 1)) continue;
                for (int i = 0; i < n; ++i) {
                  if (std::find(base, base + size, i) != base + size) continue;
                  int c = cell_at(geo, lay.grid, n, columns, i, cross[k]);
                  if (g.has(c, d) && !g.solved(c) && box_of[c] == box && !g.problem())
                    g.eliminate(c, d);
                }
              }
              if (g.total() == before) continue;
              if (ctx.recording()) {
                std::vector<int> cover;
                for (int k = 0; k < nc; ++k)
                  if (mask >> k & 1) cover.push_back(cross[k]);
                std::string suffix =
                    geo.is_composite() ? " of grid " + std::to_string(lay.grid) : "";
                ctx.commit(info.code, info.name, {fins, fins + nf}, {d}, {box},
                           std::string(info.label) + " on " + std::to_string(d) + ": the " +
                               (columns ? "columns " : "rows ") +
                               index_list(std::span<const int>(base, size)) + suffix + " hold " +
                               std::to_string(d) + " in the " + (columns ? "rows " : "columns ") +
                               index_list(cover) + " and the fins " +
                               cell_list(geo, std::span<const int>(fins, nf)) + " in " +
                               geo.house_name(box));
              }
              return true;
            }
          }
          // Next combination of `size` lines out of m.
          int i = size - 1;
          while (i >= 0 && chosen[i] == m - size + i) --i;
          if (i < 0) break;
          ++chosen[i];
          for (int j = i + 1; j < size; ++j) chosen[j] = chosen[j - 1] + 1;
        }
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
