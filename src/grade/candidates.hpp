// SPDX-License-Identifier: GPL-3.0-or-later
// Candidates<W>: the solver's state, one SymbolSet<W> per cell (the book's grid[9][9][10]).
// A cell is solved when it has one candidate. Every removal goes through remove_(), which
// keeps the candidate and solved counts, and a cell that becomes solved is cleaned from its
// peers at once (naked single + cleanup, level 0, spec §1.2): callers never see an
// un-propagated single. A cell left with no candidate sets problem() (spec §2.3).
//
// When a ChangeLog is attached, every change is recorded as (cell, digit): `eliminations` for
// what a strategy removed directly, `implied` for what followed from placements, and
// `placements` for the cells solved, in order.
#pragma once

#include <algorithm>
#include <bit>
#include <vector>

#include "core/puzzle.hpp"
#include "core/symbol_set.hpp"
#include "grade/grade.hpp"
#include "grade/topology.hpp"

namespace sudokupress::grade {

struct ChangeLog {
  std::vector<CellDigit> eliminations, implied, placements;
  void clear() {
    eliminations.clear();
    implied.clear();
    placements.clear();
  }
  bool empty() const { return eliminations.empty() && implied.empty() && placements.empty(); }
};

// True when exactly one bit is set (without popcount, which is a library call on plain x86-64).
template <int W>
inline bool one_bit(const core::SymbolSet<W>& s) {
  int words = 0;
  bool one = false;
  for (int w = 0; w < W; ++w) {
    uint64_t x = s.word(w);
    if (!x) continue;
    ++words;
    one = !(x & (x - 1));
  }
  return words == 1 && one;
}

// Exactly two bits set in the two words, and at least two (without popcount, as one_bit(): the
// counts behind these tests, the library's inline SWAR popcount, were about 10 % of the human
// engine's instructions on the first 300 of top1465, callgrind).
inline bool two_bits(uint64_t lo, uint64_t hi) {
  if (lo && hi) return !(lo & (lo - 1)) && !(hi & (hi - 1));
  const uint64_t x = lo | hi, y = x & (x - 1);
  return y && !(y & (y - 1));
}
inline bool two_or_more_bits(uint64_t lo, uint64_t hi) {
  const uint64_t x = lo | hi;
  return (lo && hi) || (x & (x - 1));
}
template <int W>
inline bool two_bits(const core::SymbolSet<W>& s) {
  static_assert(W <= 2);
  return two_bits(s.word(0), W == 2 ? s.word(W - 1) : 0);
}
template <int W>
inline bool two_or_more_bits(const core::SymbolSet<W>& s) {
  static_assert(W <= 2);
  return two_or_more_bits(s.word(0), W == 2 ? s.word(W - 1) : 0);
}

template <int W>
class Candidates {
 public:
  using Set = core::SymbolSet<W>;

  explicit Candidates(const Topology& t) : topo_(&t) {}

  // Clues get their one candidate, other cells all N; no cleanup yet (spec §2.1 step 2).
  // A position that carries its own pencil marks (Puzzle::candidates, read from pm729 or
  // HoDoKu) starts from them instead: grading resumes where that solver left off.
  void load(const core::Puzzle& p) {
    int n = topo_->size();
    renew_versions();
    cand_.assign(p.num_cells(), Set::all(n));
    total_ = 0;
    solved_ = 0;
    problem_ = false;
    const bool marks = p.candidates.size() == static_cast<size_t>(p.num_cells()) && n <= 64;
    for (int c = 0; c < p.num_cells(); ++c) {
      if (marks && !p.cells[c]) {
        Set s;
        for (uint64_t m = p.candidates[c] & ((n == 64 ? 0 : uint64_t{1} << n) - 1); m; m &= m - 1)
          s.set(std::countr_zero(m) + 1);
        cand_[c] = s;
        if (s.empty()) problem_ = true;
      }
      if (p.cells[c]) cand_[c] = Set::single(p.cells[c]);
      total_ += cand_[c].count();
      if (cand_[c].single()) ++solved_;
    }
    rebuild_places();
  }
  // The book's silent initial cleanup: every solved cell, in cell order.
  void initial_cleanup() {
    for (int c = 0; c < num_cells() && !problem_; ++c)
      if (one_bit(cand_[c])) {
        queue_.push_back(c);
        propagate();
      }
  }

  // Sets every cell's candidates (tests and tools that start from a given candidate state).
  void assign(const std::vector<Set>& cand) {
    renew_versions();
    cand_ = cand;
    total_ = solved_ = 0;
    problem_ = false;
    for (const auto& s : cand_) {
      total_ += s.count();
      if (s.single()) ++solved_;
      if (s.empty()) problem_ = true;
    }
    rebuild_places();
  }

  int num_cells() const { return static_cast<int>(cand_.size()); }
  const Set& at(int c) const { return cand_[c]; }
  bool has(int c, int d) const { return cand_[c].test(d); }
  bool solved(int c) const { return one_bit(cand_[c]); }
  int value(int c) const { return one_bit(cand_[c]) ? cand_[c].first() : 0; }
  int total() const { return total_; }  // count_candidates()
  // Candidates removed by eliminate() itself, not by the cleanup that follows (ever growing;
  // restore() leaves it).
  int eliminated() const { return eliminated_; }
  int solved_count() const { return solved_; }
  bool problem() const { return problem_; }
  bool done() const { return solved_ == num_cells(); }
  bool keep_going() const { return !problem_ && !done(); }
  const Topology& topo() const { return *topo_; }
  // Changes with every change of the candidates (never returns to an earlier value for this
  // object): a strategy may keep what it derived from a state while the version stays.
  uint64_t version() const { return version_; }
  // The same for digit d alone: changes when d leaves a cell and when a cell is solved as d,
  // so it stays while d's unsolved places and solved cells stay. A strategy whose search for d
  // reads nothing else may skip d while the version is one at which that search found nothing.
  uint64_t digit_version(int d) const { return digit_version_[d]; }
  // The version of the last change in a cell of house h: a search that reads only the cells
  // of some houses found nothing at version v finds nothing again while their versions are at
  // most v (and a pattern search that found no removal keeps finding none while its pattern's
  // cells stay, as the removals it could make only shrink).
  uint64_t house_version(int h) const { return house_version_[h]; }
  // The same for digit d's places in house h (its unsolved cells holding d, and its cells
  // solved as d).
  uint64_t house_digit_version(int h, int d) const {
    return house_digit_version_[static_cast<size_t>(h) * (topo_->size() + 1) + d];
  }
  // On grids of up to CellMask::kMaskCells cells (has_places()): by digit, its unsolved
  // places (the unsolved cells holding it) and the cells solved as it, kept by every change.
  // (Found by a walk over every cell where a strategy needed them: fish, finned fish, the
  // single-digit patterns, W-wings, ALS and chains each made their own, about 6 % of the human
  // engine's instructions on the first 300 of top1465, callgrind.)
  bool has_places() const { return masks_; }
  const CellMask& places(int d) const { return places_[d]; }
  const CellMask& solved_as(int d) const { return solved_as_[d]; }
  // The latest house_version() of the houses of cell c.
  uint64_t cell_houses_version(int c) const {
    uint64_t v = 0;
    for (int h : topo_->geo().houses_of(c)) v = std::max(v, house_version_[h]);
    return v;
  }

  void attach(ChangeLog* log) { log_ = log; }
  ChangeLog* log() const { return log_; }

  // A strategy's removal (the candidate must be present), then the cleanup cascade.
  void eliminate(int c, int d) {
    remove_(c, d, false);
    propagate();
  }
  // Hidden single: cell c becomes d (d must be present), then the cleanup cascade.
  void place(int c, int d) {
    if (!cand_[c].test(d)) {
      problem_ = true;
      return;
    }
    Set others = cand_[c].minus(Set::single(d));
    if (others.empty()) return;
    others.for_each([&](int e) { remove_(c, e, true); });
    propagate();
  }

  // Backtracking saves and restores the whole state.
  struct State {
    std::vector<Set> cand;
    int total = 0, solved = 0;
    bool problem = false;
  };
  void save(State& s) const {
    s.cand = cand_;
    s.total = total_;
    s.solved = solved_;
    s.problem = problem_;
  }
  void restore(const State& s) {
    renew_versions();
    cand_ = s.cand;
    total_ = s.total;
    solved_ = s.solved;
    problem_ = s.problem;
    rebuild_places();
  }
  void clear_problem() { problem_ = false; }
  void fail() { problem_ = true; }  // a contradiction found by a strategy

  core::Puzzle to_puzzle(const core::GeometryPtr& g) const {
    core::Puzzle p(g);
    for (int c = 0; c < num_cells(); ++c) p.cells[c] = static_cast<uint8_t>(value(c));
    return p;
  }

 private:
  void remove_(int c, int d, bool implied) {
    ++version_;
    digit_version_[d] = version_;
    const size_t stride = topo_->size() + 1;
    for (int h : topo_->geo().houses_of(c)) {
      house_version_[h] = version_;
      house_digit_version_[h * stride + d] = version_;
    }
    Set& s = cand_[c];
    s.reset(d);
    --total_;
    if (masks_) places_[d].reset(c);
    if (!implied) ++eliminated_;
    if (log_) (implied ? log_->implied : log_->eliminations).push_back({c, d});
    if (one_bit(s)) {
      ++solved_;
      const int v = s.first();
      if (masks_) {
        places_[v].reset(c);
        solved_as_[v].set(c);
      }
      digit_version_[v] = version_;
      for (int h : topo_->geo().houses_of(c)) house_digit_version_[h * stride + v] = version_;
      if (log_) log_->placements.push_back({c, v});
      queue_.push_back(c);
    } else if (s.empty()) {
      --solved_;
      problem_ = true;
      if (masks_) solved_as_[d].reset(c);
    }
  }
  void rebuild_places() {
    masks_ = !topo_->house_masks().empty();
    if (!masks_) return;
    places_.assign(topo_->size() + 1, CellMask{});
    solved_as_.assign(topo_->size() + 1, CellMask{});
    for (int c = 0; c < num_cells(); ++c) {
      if (one_bit(cand_[c]))
        solved_as_[cand_[c].first()].set(c);
      else
        cand_[c].for_each([&](int d) { places_[d].set(c); });
    }
  }
  // cleanup_around for every queued cell; stops at the first problem, as the book does.
  void propagate() {
    while (!queue_.empty()) {
      int c = queue_.back();
      queue_.pop_back();
      if (problem_) continue;
      if (!one_bit(cand_[c])) continue;
      int v = cand_[c].first();
      for (int p : topo_->geo().peers(c))
        if (cand_[p].test(v)) remove_(p, v, true);
    }
  }

  // A new version for the whole state and for every digit.
  void renew_versions() {
    ++version_;
    digit_version_.assign(topo_->size() + 1, version_);
    house_version_.assign(topo_->geo().houses().size(), version_);
    house_digit_version_.assign(topo_->geo().houses().size() * (topo_->size() + 1), version_);
  }

  const Topology* topo_;
  std::vector<Set> cand_;
  std::vector<int> queue_;
  int total_ = 0, solved_ = 0, eliminated_ = 0;
  bool problem_ = false;
  ChangeLog* log_ = nullptr;
  uint64_t version_ = 0;
  std::vector<uint64_t> digit_version_, house_version_, house_digit_version_;
  bool masks_ = false;
  std::vector<CellMask> places_, solved_as_;  // by digit (has_places())
};

}  // namespace sudokupress::grade
