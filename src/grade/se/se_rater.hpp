// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer's rating (ER, EP, ED), reproduced: the rules of Sudoku Explainer 1.2 /
// serate (hidden and naked singles, direct and plain intersections, subsets, fish, XY/XYZ-wing,
// unique loops, BUG, aligned pair exclusion, cycles, forcing chains, region/cell forcing chains,
// dynamic forcing chains, dynamic forcing chains (+), and SE's nested forcing chains of levels
// 2, 3 and 4), each with its SE difficulty, applied one step at a time, always the easiest rule
// that has a step, as SE does.
//
//   grade::SeRating r = grade::rate_se(puzzle);   // r.er, r.ep, r.ed, r.hardest
//
// ER = the hardest step's difficulty; EP ("pearl") = the hardest difficulty up to the first
// step that places a value; ED ("diamond") = the first step's difficulty. Only for the classic
// 9x9 (rated == false otherwise). A puzzle that needs more than the rules here (more than
// SeOptions::chain_level's levels) or exceeds SeOptions::max_nodes is rated with what was found
// so far and gets complete == false.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "grade/se/se_options.hpp"

namespace sudokupress::grade {

struct SeRating {
  bool rated = false;     // false: not a classic 9x9
  bool complete = false;  // solved by the rules (false: stuck, invalid or out of budget)
  double er = 0, ep = 0, ed = 0;
  std::string_view hardest;  // SE's name of the hardest step ("Naked Pair", "Forcing Chain")
  int steps = 0;
  std::vector<std::string> trace;  // with SeOptions::trace
};

SeRating rate_se(const core::Puzzle& puzzle, const SeOptions& options = {});

}  // namespace sudokupress::grade
