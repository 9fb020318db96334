// Lines-n (spec §1.4): X-wing (n = 2), swordfish (3), jellyfish (4), per sub-grid.
// For digit d and n base lines (rows, or columns) of one grid: if d is solved on none of them
// and its candidates there lie in exactly n cross lines, d leaves every other cell of those
// cross lines. Driver: each grid, rows then columns, digits 1..N, base-line combinations in
// lexicographic order; stops at the first success.
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

#define SP_INSTANTIATE(W)                                                                        \
  template bool fish_lines<W>(Context<W>&, const StrategyInfo&, int, bool, std::span<const int>, \
                              int);                                                              \
  template bool fish<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
