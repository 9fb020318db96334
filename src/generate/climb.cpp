// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/climb.hpp"

#include <algorithm>
#include <cmath>

namespace sudokupress::generate {

namespace {

// Moves graded per solution grid before the attempt is given up and a new grid drawn. See
// Climb::run for the measurements.
constexpr int kClimbGrades = 60;
// Moves that only put a clue back (nothing else could go) are not graded; they count against
// this many moves a grade.
constexpr int kClimbMovesPerGrade = 8;

}  // namespace

// What the climb raises: the target's own measure first (ER, score, else level), then the
// next one as a tie-break.
std::array<double, 2> Climb::hardness(const GradeInfo& g) const {
  const DifficultyTarget& t = s_.o.target;
  if (t.has_er()) return {g.er, g.score};
  if (!std::isnan(t.min_score) || !std::isnan(t.max_score))
    return {g.score, static_cast<double>(g.level)};
  return {static_cast<double>(g.level), g.score};
}

// A seeded local search over the clue set, from the attempt's minimal puzzle when it graded
// easier than the target. A move puts back one removed orbit, then clears every other orbit
// whose removal keeps the puzzle unique (random order, the floor and --all-symbols kept): a
// nearby puzzle, minimal again unless the floor stopped it, with the same symmetry. It is
// graded once and kept when not harder than the target and at least as hard as the current
// one (plateau moves allowed); the climb ends as soon as the target and its requirements are
// met, or after kClimbGrades grades (the attempt then fails as "easier than the target" and a
// new solution grid is drawn). Leaves the current puzzle in s.work and its grade in `grade`.
// Measured (dev build -O2, 2 threads on the shared machine at load 10, human profile,
// classic 9x9, 3 puzzles a row from seed 1, the levels bench's rows; puzzles per CPU second):
//   target       no climb (rejection only)   climb, 60 grades   same, void moves graded
//   Hard         44   (29.7 attempts)        22  (4.0)          36  (2.0)
//   Tough        311  (3.7)                  112 (1.3)          141 (1.3)
//   Fiendish     124  (8.0)                  194 (1.0)          242 (1.0)
//   Diabolical   13   (60.3)                 14  (2.3)          39  (1.0)
//   Nightmare    none in 500 attempts        none in 500        none in 500 x 60 grades
// (Easy and Medium never climb: 600-870/s either way.) Rejected: 300 grades a grid with the
// in-loop grading off from level 2 up gave Hard 5.8/s and Diabolical 25/s, and Nightmare still
// did not finish; a move that only puts a clue back (nothing else could go) is an easier
// superset, so it is now reverted without a grade (the third column). Nightmare (dynamic
// forcing nets) is out of reach of this climb: it needs a different search (see README).
// Tried for Nightmare and rejected (issue 25 item 5; dev -O2 harness, one thread, machine at
// load 11-15; a level-5 grade costs about 1-1.3 ms): a deep climb that walks Diabolical by
// its count of forcing-chain steps (on top1465 that count rises with ER: 4.1 a puzzle at 9.0,
// 10.1 at 9.3, 16-22 on its three Nightmares) with 1,500 grades a grid. Greedy with one orbit
// back: stuck at 1-6 steps (a minimal hard puzzle seldom has a unique neighbour one clue
// away: none for 5 of 8 of top1465's hardest); two back and every other orbit cleared, kept
// within 2 steps of the best: 18 steps at most, 30 grids (45 CPU s), no Nightmare; two back
// and two cleared (the {-2,+2} neighbourhood) with slack 0 or 2: 19 steps, none in 25 CPU s
// each; the hardest step's rating as the measure: none; the exact engine's guesses (a full
// count) as a free pre-filter: walks reached 226 guesses (forum_hardest_1106, all Nightmare:
// median 154), still no Nightmare in 25 CPU s. The vicinity does hold some (one top1465
// Diabolical with 10 forcing steps had one Nightmare among its 34 unique {-1,+1}
// neighbours), but none of these walks found it at a usable rate. What does (issue 25 item 5,
// second round, nightmare.hpp): a best-first walk over the FULL {-1,+1} neighbourhood (the
// solution grid changes; 70-280 unique neighbours a node, listed from the solutions of each
// clue's removal instead of ~12,600 uniqueness tests) keyed by the grader's forcing census
// (how many static forcing-chain sets still give a deduction at the hardest state; 0 =
// Nightmare). Measures rejected as its key, 3 seeds x 60-80 expansions each, no Nightmare:
// the human score, forcing-step count, hardest step rating, share of forcing sets tried;
// SE's ER (climbs, 8.4 -> 9.3 in 20 expansions, but 127 ms a rating in the dev build at load
// 12); neighbours made minimal before grading (6 seeds x 60: census 21-77, no better). So
// the classic 9x9's Nightmare target without symmetry, mask, book removal or clue counts
// (uses_nightmare_search) runs that walk after the climb; other Nightmare floors keep this
// climb alone with a bounded budget (kRareTargetAttempts) and a failure that says so.
// ER bands (se_rating on, same run conditions), no climb -> climb: 3..4 16 -> 42/s, 8..9
// 3.4 -> 11/s, 9..10 none in 500 attempts -> 0.11/s; 5..6 got slower, 7.7 -> 1.2/s (a narrow
// band the climb overshoots: a candidate for an annealing move, not tried yet).
void Climb::run(int& clues, int floor, GradeInfo& grade) {
  kept_ = s_.work.cells;
  int kept_clues = clues;
  GradeInfo current = grade;
  for (int graded = 0, moves = 0;
       graded < kClimbGrades && moves < kClimbGrades * kClimbMovesPerGrade; ++moves) {
    const int moved = move(clues, floor);
    if (moved < 0) break;
    if (moved == 0) {  // only the clue put back: an easier superset, not worth a grade
      revert(clues, kept_clues);
      continue;
    }
    if (s_.o.max_clues > 0 && clues > s_.o.max_clues) {
      revert(clues, kept_clues);
      continue;
    }
    // A puzzle singles solve is level 0: below any current grade above it (no grading).
    if (singles_ && current.level > 0 && singles_->solved_by_singles(s_.work)) {
      revert(clues, kept_clues);
      ++graded;  // counts against the budget, or a stuck climb would never end
      continue;
    }
    GradeInfo g = s_.grade_now();
    ++graded;
    const int cmp = s_.o.target.compare(g);
    if (cmp > 0 || hardness(g) < hardness(current)) {
      revert(clues, kept_clues);
      continue;
    }
    current = std::move(g);
    kept_ = s_.work.cells;
    kept_clues = clues;
    if (cmp == 0 && s_.o.target.requirements_met(current)) break;
  }
  grade = std::move(current);
  s_.stats.best_clues = std::min(s_.stats.best_clues, clues);
}

void Climb::revert(int& clues, int kept_clues) {
  s_.work.cells = kept_;
  clues = kept_clues;
  test_.clues_changed();
}

// One move of the climb: how many orbits it cleared besides the one put back; -1 when no
// orbit is removed (nothing to put back).
int Climb::move(int& clues, int floor) {
  present_.clear();
  removed_.clear();
  for (size_t i = 0; i < orbits_.size(); ++i)
    (s_.work.cells[orbits_[i][0]] ? present_ : removed_).push_back(static_cast<int>(i));
  if (removed_.empty()) return -1;
  const int back = removed_[s_.rng.below(static_cast<uint32_t>(removed_.size()))];
  test_.restore(orbits_[back]);
  clues += static_cast<int>(orbits_[back].size());
  s_.rng.shuffle(present_);
  int cleared = 0;
  for (int k : present_) {
    const auto& orbit = orbits_[k];
    // A witness that still holds proves the clue needed without a search.
    if (orbit.size() == 1 && test_.witness_proves_needed(orbit[0])) continue;
    const int n = static_cast<int>(orbit.size());
    if (clues - n < floor || test_.takes_last_of_a_symbol(orbit)) continue;
    test_.clear(orbit);
    if (n == 1 ? test_.unique_without(orbit[0]) : test_.unique()) {
      clues -= n;
      ++cleared;
    } else {
      test_.restore(orbit);
    }
  }
  return cleared;
}

}  // namespace sudokupress::generate
