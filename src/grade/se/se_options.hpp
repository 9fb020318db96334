// SPDX-License-Identifier: GPL-3.0-or-later
// How far Sudoku Explainer's rating searches (se_rater.hpp rates with it; se_chains.hpp's
// ChainEngine runs within it), on its own so that the chain engine need not include the rater.
#pragma once

#include <cstdint>

namespace sudokupress::grade {

struct SeOptions {
  // Highest chaining level tried: 0 = up to cycles, static and Nishio forcing chains, 1 = +
  // region and cell forcing chains (8.x), 2 = + dynamic forcing chains (8.5+), 3 = + SE's
  // "Dynamic Forcing Chains (+)" (9.0+: dynamic chains that, when their implications run out,
  // apply pointing/claiming, hidden and naked pairs and X-Wings on their working grid; SE's
  // nesting level 1), 4 = + SE's "Nested Forcing Chains" level 2 (9.5+, "Dynamic ... Forcing
  // Chains (+ Forcing Chains)": the nested rules also include cycles and forcing chains), 5 = +
  // its level 3 (10.0+, "(+ Multiple Forcing Chains)": region and cell forcing chains nested).
  // 6 = + SE's level 4 with nesting limit 0 (10.5+, "(+ Dynamic Forcing Chains)": dynamic
  // forcing chains nested), 7 = + level 4 with nesting limit 1 (the chains nested are
  // "Dynamic Forcing Chains (+)"), 8 = + level 4 with nesting limit 2 (nested: "(+ Forcing
  // Chains)", whose own nets nest static forcing chains), in SE's order; all three 10.5+ under
  // the same name. A puzzle that needs more than the levels on stops incomplete. Default 8
  // (2026-11-27): all 56 forum_hardest_1106 puzzles that need level 4 complete, CPU median
  // 3.8 s and max 11 s each (release, one thread), ratings equal to serate 2025.10.8's where
  // checked (README, "SE rating"). (Rejected: 5, the nested levels 2 and 3
  // only, which left those 56 incomplete at up to 11.6 instead of 11.9.)
  int chain_level = 8;
  // Per-puzzle bound on work: implication nodes built by the chaining rules (a dynamic net can
  // explode). When it is reached, the rating stops there (complete = false). 5e8: every
  // level-4 puzzle of forum_hardest_1106 completes within it, the slowest in 10.3 s of CPU
  // (rejected: 2e8, the bound before level 4, which stopped 8 of the 9 slowest of those 56
  // a step or two short, after 6-9 s); 5e8 caps a puzzle at about 15-20 s.
  int64_t max_nodes = 500'000'000;
  bool trace = false;  // fill SeRating::trace (one line per step: difficulty, name, cells)
};

}  // namespace sudokupress::grade
