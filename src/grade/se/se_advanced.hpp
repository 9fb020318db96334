// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the SE rater: the basic rules that Sudoku Explainer's nested forcing chains apply
// inside a dynamic chain when its implications run out (Chaining.getAdvancedPotentials):
// pointing/claiming, hidden pair, naked pair and X-Wing, in that order, on the chain's working
// grid. Each elimination comes with its parents: the candidates struck from the step's grid
// (`source`) to the working grid that the rule needed (SE's getRuleParents).
#pragma once

#include <vector>

#include "grade/se/se_grid.hpp"

namespace sudokupress::grade::se {

struct AdvancedOffs {
  std::vector<Elim> elims;    // in SE's order: by hint, then by cell, then by digit
  std::vector<int> start;     // elims[i]'s parents are parents[start[i] .. start[i + 1])
  std::vector<Elim> parents;  // (struck candidates: off nodes of the chain)
  void clear() {
    elims.clear();
    start.assign(1, 0);
    parents.clear();
  }
};

// The eliminations of the first of the four rules that has a hint with parents on `work`
// (every hint of that rule, as SE collects them all); false when none has.
// `work_pos`: the positions of `work`. `work` differs from `source` only by struck candidates.
bool advanced_basic(const Grid& source, const Grid& work, const PositionTable& work_pos,
                    AdvancedOffs& out);

}  // namespace sudokupress::grade::se
