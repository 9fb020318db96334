// SPDX-License-Identifier: GPL-3.0-or-later
// Rectangle (spec §1.5; the book's ch12 and the 2010 blog post): an exhaustive chain of one
// digit around four boxes that form a rectangle. Assume the digit d at a start cell of the
// first box; then d must sit in the next box at a cell not aligned with it (other row and other
// column), and so on around the four boxes back to the start. If every path contradicts, d is
// not at the start cell. If on the way a box's candidates for d are all aligned with the
// current cell, d cannot be at the current cell (a pointing-line deduction).
//
// Quadruples per sub-grid in the book's order (for 9x9: (0,1,4,3), (0,2,5,3), (0,1,7,6), ...),
// each rotated so that every box comes first in turn; stops at the first success.
#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

// Per box of the quadruple (in seq order) and digit: the unsolved cells holding it, and whether
// the digit is solved in the box. Built once per start cell's search; the search returns as
// soon as it changes the grid, so the lists never go stale.
struct BoxDigits {
  int n = 0;               // symbols
  std::vector<int> cells;  // [(slot * n + d - 1) * n + k]
  std::vector<int> count;  // [slot * n + d - 1]; -1 = solved in the box
  template <int W>
  void build(const Candidates<W>& g, const core::Geometry& geo, const int seq[4]) {
    n = geo.size();
    cells.assign(4 * n * n, 0);
    count.assign(4 * n, 0);
    for (int slot = 0; slot < 4; ++slot)
      for (int c : geo.houses()[seq[slot]].cells) {
        if (g.solved(c)) {
          count[slot * n + g.value(c) - 1] = -1;
          continue;
        }
        g.at(c).for_each([&](int d) {
          int& k = count[slot * n + d - 1];
          if (k >= 0) cells[(slot * n + d - 1) * n + k++] = c;
        });
      }
  }
};

// Memo of step(k, cur) for one start cell: with the start fixed, the result depends only on
// (k, cur), so the exhaustive walk costs O(4 * box size^2) instead of growing with the product
// of the boxes' candidate counts (it was 37% of grading time on top1465 before the memo).
struct StepMemo {
  std::vector<int> stamp;
  std::vector<int8_t> value;
  int epoch = 0;
  void reset(int cells) {
    if (static_cast<int>(stamp.size()) < 4 * cells) {
      stamp.assign(4 * cells, 0);
      value.assign(4 * cells, 0);
    }
    ++epoch;
  }
};

template <int W>
struct RectangleSearch {
  Context<W>& ctx;
  const StrategyInfo& info;
  const int* seq;
  const BoxDigits& boxes;
  StepMemo& memo;
  int start;
  int digit;

  bool aligned(int a, int b) const {
    auto ca = ctx.geo().coord(a), cb = ctx.geo().coord(b);
    return ca.row == cb.row || ca.col == cb.col;
  }

  // Returns 1 (a consistent path exists), 0 (every path contradicts), -1 (the digit is solved
  // in a box: give up), -2 (a pointing-line removal was made).
  int step(int k, int cur) {
    auto& g = ctx.grid;
    int slot = k == 3 ? 0 : k + 1;
    int box = seq[slot];
    int nsym = boxes.n;
    int have = boxes.count[slot * nsym + digit - 1];
    if (have < 0) return -1;
    const int* cand = &boxes.cells[(slot * nsym + digit - 1) * nsym];
    int list[core::kMaxSymbols];
    int n = 0;
    for (int i = 0; i < have; ++i)
      if (!aligned(cand[i], cur)) list[n++] = cand[i];
    if (n > 0) {
      if (k == 3) {
        for (int i = 0; i < n; ++i)
          if (list[i] == start) return 1;
        return 0;
      }
      int result = 0;
      for (int i = 0; i < n; ++i) {
        int key = (k + 1) * g.num_cells() + list[i];
        int r;
        if (memo.stamp[key] == memo.epoch) {
          r = memo.value[key];
        } else {
          r = step(k + 1, list[i]);
          memo.stamp[key] = memo.epoch;
          memo.value[key] = static_cast<int8_t>(r);
        }
        if (r < 0) return r;
        result |= r;
      }
      return result;
    }
    if (k == 3) return 0;
    // Case A: every candidate of the next box is aligned with `cur`.
    ctx.begin();
    g.eliminate(cur, digit);
    if (ctx.recording()) {
      const auto& geo = ctx.geo();
      ctx.commit(info.code, info.name, {cur}, {digit}, {box},
                 std::string(info.label) + ": " + std::to_string(digit) + " cannot be at " +
                     geo.cell_name(cur) + " because all the " + std::to_string(digit) + "s of " +
                     geo.house_name(box) + " are aligned with it");
    }
    return -2;
  }
};

// "[1,2,5,4]": the boxes as the reader counts them (house_name's numbers).
std::string box_list(const core::Geometry& geo, const int* seq) {
  std::string s = "[";
  for (int i = 0; i < 4; ++i) {
    s += i ? "," : "";
    s += std::to_string(geo.houses()[seq[i]].index + 1);
  }
  return s + "]";
}

template <int W>
bool rectangle_cell_with(Context<W>& ctx, const StrategyInfo& info, const int seq[4],
                         const BoxDigits& boxes, StepMemo& memo, int cell, int digit) {
  auto& g = ctx.grid;
  if (!g.has(cell, digit) || g.solved(cell)) return false;
  memo.reset(g.num_cells());
  RectangleSearch<W> s{ctx, info, seq, boxes, memo, cell, digit};
  int r = s.step(0, cell);
  if (r == -2) return true;
  if (r != 0) return false;
  ctx.begin();
  g.eliminate(cell, digit);
  if (ctx.recording()) {
    const auto& geo = ctx.geo();
    ctx.commit(
        info.code, info.name, {cell}, {digit}, {seq[0], seq[1], seq[2], seq[3]},
        std::string(info.label) + ": " + std::to_string(digit) + " in " + geo.cell_name(cell) +
            " leads to a contradiction when chained through the boxes " + box_list(geo, seq));
  }
  return true;
}

}  // namespace

template <int W>
bool rectangle_cell(Context<W>& ctx, const StrategyInfo& info, const int seq[4], int cell,
                    int digit) {
  BoxDigits boxes;
  boxes.build(ctx.grid, ctx.geo(), seq);
  StepMemo memo;
  return rectangle_cell_with(ctx, info, seq, boxes, memo, cell, digit);
}

template <int W>
bool rectangle(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  BoxDigits boxes;
  StepMemo memo;
  for (const auto& lay : ctx.topo.grids()) {
    auto box = [&](int band, int stack) { return lay.boxes[band * lay.stacks + stack]; };
    for (int b1 = 0; b1 < lay.bands; ++b1)
      for (int s1 = 0; s1 < lay.stacks; ++s1)
        for (int b2 = b1 + 1; b2 < lay.bands; ++b2)
          for (int s2 = s1 + 1; s2 < lay.stacks; ++s2) {
            int quad[4] = {box(b1, s1), box(b1, s2), box(b2, s2), box(b2, s1)};
            bool open = true;
            for (int h : quad) {
              bool any = false;
              for (int c : geo.houses()[h].cells) any |= !g.solved(c);
              open &= any;
            }
            if (!open) continue;
            for (int rot = 0; rot < 4; ++rot) {
              int seq[4];
              for (int i = 0; i < 4; ++i) seq[i] = quad[(rot + i) % 4];
              boxes.build(g, geo, seq);
              for (int c : geo.houses()[seq[0]].cells) {
                if (g.solved(c)) continue;
                auto cands = g.at(c);
                bool hit = false;
                cands.for_each([&](int d) {
                  if (!hit && !g.problem())
                    hit = rectangle_cell_with(ctx, info, seq, boxes, memo, c, d);
                });
                if (hit) return true;
              }
            }
          }
  }
  return false;
}

#define SP_INSTANTIATE(W)                                                                    \
  template bool rectangle_cell<W>(Context<W>&, const StrategyInfo&, const int[4], int, int); \
  template bool rectangle<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
