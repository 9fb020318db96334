// SPDX-License-Identifier: GPL-3.0-or-later
// The SE rater's loop: the rules in Sudoku Explainer's order, the first step found applied,
// ER/EP/ED kept as SE keeps them (see se_rater.hpp).
#include "grade/se/se_rater.hpp"

#include "grade/se/se_chains.hpp"
#include "grade/se/se_grid.hpp"

namespace sudokupress::grade {

namespace {

using se::Grid;
using se::Hint;

// One step: the easiest rule with a step, in SE's order.
bool next_step(const Grid& g, se::ChainEngine& chains, Hint& h) {
  se::PositionTable p;  // (one table for the step: each rule made its own positions before)
  se::fill_positions(g, p);
  if (se::hidden_single(g, p, h) || se::direct_locking(g, p, h) ||
      se::direct_hidden_set(g, p, 2, h) || se::naked_single(g, h) ||
      se::direct_hidden_set(g, p, 3, h) || se::locking(g, p, h) || se::naked_set(g, 2, h) ||
      se::fish(g, p, 2, h) || se::hidden_set(g, p, 2, h) || se::naked_set(g, 3, h) ||
      se::fish(g, p, 3, h) || se::hidden_set(g, p, 3, h) || se::xy_wing(g, false, h) ||
      se::xy_wing(g, true, h) || se::unique_loop(g, h) || se::naked_set(g, 4, h) ||
      se::fish(g, p, 4, h) || se::hidden_set(g, p, 4, h) || se::bug(g, h) ||
      se::aligned_exclusion(g, 2, h))
    return true;
  return chains.find(g, h);
}

bool load(const core::Puzzle& p, Grid& g) {
  g.value.fill(0);
  g.cand.fill(0x3FE);
  for (int c = 0; c < se::kCells; ++c) {
    int v = p.cells[c];
    if (!v) continue;
    if (!g.has(c, v) && !g.value[c]) return false;
    g.place(c, v);
  }
  return true;
}

}  // namespace

SeRating rate_se(const core::Puzzle& puzzle, const SeOptions& options) {
  SeRating r;
  // SE knows houses only: a Killer or marks puzzle (no givens, say) is not its puzzle, and its
  // chains would search the empty grid for minutes.
  if (!puzzle.geometry || !puzzle.geo().is_classic() || puzzle.has_constraints()) return r;
  r.rated = true;
  Grid g;
  if (!load(puzzle, g)) return r;
  se::ChainEngine chains(options);
  Hint h;
  while (!g.solved()) {
    if (!next_step(g, chains, h)) break;
    ++r.steps;
    if (h.difficulty > r.er) {
      r.er = h.difficulty;
      r.hardest = h.name;
    }
    if (options.trace) r.trace.push_back(se::describe(h));
    se::apply(g, h);
    if (r.ep == 0) {
      if (r.ed == 0) r.ed = r.er;
      if (h.cell >= 0) r.ep = r.er;
    }
    for (int c = 0; c < se::kCells; ++c)
      if (!g.value[c] && !g.cand[c]) return r;  // a contradiction: an invalid puzzle
  }
  r.complete = g.solved();
  return r;
}

}  // namespace sudokupress::grade
