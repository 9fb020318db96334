// SPDX-License-Identifier: GPL-3.0-or-later
// The removal test of one attempt: whether clearing clues keeps the puzzle unique (or, on big
// grids, solvable by propagation alone), with the witnesses that prove a clue needed without a
// search, and the --all-symbols rule. Every removal pass (generator.cpp's Attempter, the climb)
// asks it. Internal to generate/.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "generate/attempt_state.hpp"
#include "solve/engine.hpp"

namespace sudokupress::generate {

class PerGridChecker;

class RemovalTest {
 public:
  // `removal` drives the tests (owned by the caller); `logic_removal`: big grids, where a
  // removal is kept only when propagation alone still solves the puzzle.
  RemovalTest(AttemptState& s, solve::Engine& removal, bool logic_removal);
  ~RemovalTest();
  RemovalTest(const RemovalTest&) = delete;
  RemovalTest& operator=(const RemovalTest&) = delete;

  bool logic_removal() const { return logic_removal_; }
  // A new solution grid (or puzzle) in s.work: no witness holds, the clue counts are stale, the
  // budget of whole-puzzle propagations is full again.
  void start();
  // s.work's clues changed behind the test's back.
  void clues_changed() { clue_counts_valid_ = false; }

  // The puzzle (s.work) has exactly one solution.
  bool unique();
  // Cell c (just cleared, its solution value known) can stay cleared keeping the puzzle unique;
  // a second solution found is kept as c's witness.
  bool unique_without(int c);
  // Big grids: clears `cells` when the puzzle stays solvable by propagation (true), else leaves
  // them as they were.
  bool stays_solvable(const std::vector<int>& cells);
  // c's witness still proves clue c needed: a solution that differs from ours at c and agrees
  // with every other current clue.
  bool witness_proves_needed(int c) const;
  // --all-symbols: clearing `cells` would leave some symbol with no clue.
  bool takes_last_of_a_symbol(const std::vector<int>& cells);

  // Clears the clue cells of `cells`; returns how many were clues.
  int clear(const std::vector<int>& cells);
  // Puts the solution's values back in `cells`.
  void restore(const std::vector<int>& cells);

 private:
  bool direct_single(int c);
  bool sees_clue(int e, int v) const;
  void note_cleared(int c);
  void note_restored(int c);
  void recount_clues();

  AttemptState& s_;
  solve::Engine& removal_;
  bool logic_removal_;
  std::unique_ptr<PerGridChecker> per_grid_;  // --per-grid-unique
  std::vector<uint8_t> scratch_;              // the removal test's witness
  std::vector<uint8_t> witness_;              // num_cells x num_cells: witness_[c*n ..] for cell c
  std::vector<bool> has_witness_;
  std::vector<int> symbol_count_;  // scratch for takes_last_of_a_symbol
  long full_tests_left_ = 0;       // whole-puzzle propagations left to this attempt (big grids)
  std::vector<int> house_clues_;   // clues of each value in each house: [house][value]
  bool clue_counts_valid_ = false;
  std::vector<int> cleared_;
};

}  // namespace sudokupress::generate
