// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/removal_test.hpp"

#include <algorithm>

#include "generate/multigrid.hpp"

namespace sudokupress::generate {

namespace {

// Big grids: whole-puzzle propagations per attempt, in cells propagated (the budget divided by
// the grid's cells), once the direct test fails (RemovalTest::stays_solvable).
constexpr long kLogicFullTestCells = 10'000'000;

}  // namespace

RemovalTest::RemovalTest(AttemptState& s, solve::Engine& removal, bool logic_removal)
    : s_(s), removal_(removal), logic_removal_(logic_removal) {
  if (s.o.per_grid_unique) per_grid_ = std::make_unique<PerGridChecker>(*s.geo);
  const size_t n = s.geo->num_cells();
  // Witnesses serve the exclusion tests and the minimality check, never the logic removal
  // (a 100x100's would take 100 MB).
  witness_.assign(logic_removal_ ? 0 : n * n, 0);
  has_witness_.assign(n, false);
}

RemovalTest::~RemovalTest() = default;

void RemovalTest::start() {
  clue_counts_valid_ = false;
  full_tests_left_ = kLogicFullTestCells / s_.geo->num_cells();
  std::fill(has_witness_.begin(), has_witness_.end(), false);
}

bool RemovalTest::unique() {
  ++s_.stats.solver_calls;
  if (per_grid_) return per_grid_->all_unique(s_.work.cells);
  solve::CountResult r = removal_.count(s_.work, 2);
  return r.count == 1 && !r.cut_short;
}

bool RemovalTest::unique_without(int c) {
  ++s_.stats.solver_calls;
  if (per_grid_) return per_grid_->unique_around(s_.work.cells, c);
  const size_t n = s_.geo->num_cells();
  if (!removal_.other_solution(s_.work, c, s_.solution[c], &scratch_)) return true;
  if (scratch_.size() == n) {  // a second solution: a witness
    std::copy(scratch_.begin(), scratch_.end(), witness_.begin() + c * n);
    has_witness_[c] = true;
  }
  return false;
}

// First the direct test: when each cleared cell, in turn, is a naked or hidden single of the
// remaining clues alone (the clues' values counted per house), propagation finds it at once and
// then stands where it stood with the clue, so the puzzle stays solvable (a few hundred
// operations). Otherwise a whole-puzzle propagation, while the attempt's budget of those lasts
// (each costs about the grid's size: 100x100 took 619 s a puzzle testing every cell so, 5,939
// clues).
bool RemovalTest::stays_solvable(const std::vector<int>& cells) {
  recount_clues();
  cleared_.clear();
  for (int c : cells)
    if (s_.work.cells[c]) cleared_.push_back(c);
  size_t done = 0;
  for (; done < cleared_.size(); ++done) {
    note_cleared(cleared_[done]);
    if (!direct_single(cleared_[done])) break;
  }
  if (done == cleared_.size()) return true;
  for (size_t i = 0; i <= done; ++i) note_restored(cleared_[i]);
  if (full_tests_left_ <= 0) return false;
  --full_tests_left_;
  clear(cleared_);
  if (unique()) return true;
  restore(cleared_);
  return false;
}

// Whether the empty cell c is a naked or hidden single of the clues.
bool RemovalTest::direct_single(int c) {
  const int v = s_.solution[c];
  const int n = s_.geo->size();
  bool naked = true;
  for (int u = 1; u <= n && naked; ++u)
    if (u != v && !sees_clue(c, u)) naked = false;
  if (naked) return true;
  for (int h : s_.geo->houses_of(c)) {
    bool hidden = true;
    for (int e : s_.geo->houses()[h].cells) {
      if (e == c || s_.work.cells[e]) continue;
      if (!sees_clue(e, v)) {
        hidden = false;
        break;
      }
    }
    if (hidden) return true;
  }
  return false;
}

// True when a clue of value v shares a house with the empty cell e.
bool RemovalTest::sees_clue(int e, int v) const {
  const int stride = s_.geo->size() + 1;
  for (int h : s_.geo->houses_of(e))
    if (house_clues_[h * stride + v] > 0) return true;
  return false;
}

void RemovalTest::note_cleared(int c) {
  const int stride = s_.geo->size() + 1;
  for (int h : s_.geo->houses_of(c)) --house_clues_[h * stride + s_.solution[c]];
  s_.work.cells[c] = 0;
}

void RemovalTest::note_restored(int c) {
  const int stride = s_.geo->size() + 1;
  for (int h : s_.geo->houses_of(c)) ++house_clues_[h * stride + s_.solution[c]];
  s_.work.cells[c] = s_.solution[c];
}

void RemovalTest::recount_clues() {
  if (clue_counts_valid_) return;
  const int stride = s_.geo->size() + 1;
  house_clues_.assign(s_.geo->houses().size() * stride, 0);
  for (int c = 0; c < s_.geo->num_cells(); ++c)
    if (s_.work.cells[c])
      for (int h : s_.geo->houses_of(c)) ++house_clues_[h * stride + s_.work.cells[c]];
  clue_counts_valid_ = true;
}

bool RemovalTest::witness_proves_needed(int c) const {
  if (!has_witness_[c]) return false;
  const size_t n = s_.geo->num_cells();
  const uint8_t* w = witness_.data() + c * n;
  const uint8_t* sol = s_.solution.data();
  const uint8_t* clue = s_.work.cells.data();
  // Without an early exit the loop vectorizes: now that every failed 9x9 removal leaves a
  // witness, the minimality check runs this for each clue (measured: 4.4 % of generate
  // --minimal with the early exit).
  int differs = 0, clashes = 0;
  for (size_t i = 0; i < n; ++i) {
    differs |= w[i] != sol[i];
    clashes += clue[i] != 0 && w[i] != clue[i];
  }
  clashes -= clue[c] != 0 && w[c] != clue[c];  // c itself may differ
  return differs && clashes == 0;
}

bool RemovalTest::takes_last_of_a_symbol(const std::vector<int>& cells) {
  if (!s_.o.all_symbols) return false;
  symbol_count_.assign(s_.geo->size() + 1, 0);
  for (uint8_t v : s_.work.cells) ++symbol_count_[v];
  for (int c : cells)
    if (s_.work.cells[c]) --symbol_count_[s_.work.cells[c]];
  for (int v = 1; v <= s_.geo->size(); ++v)
    if (symbol_count_[v] == 0) return true;
  return false;
}

int RemovalTest::clear(const std::vector<int>& cells) {
  clue_counts_valid_ = false;
  int k = 0;
  for (int c : cells)
    if (s_.work.cells[c]) {
      s_.work.cells[c] = 0;
      ++k;
    }
  return k;
}

void RemovalTest::restore(const std::vector<int>& cells) {
  clue_counts_valid_ = false;
  for (int c : cells) s_.work.cells[c] = s_.solution[c];
}

}  // namespace sudokupress::generate
