// SPDX-License-Identifier: GPL-3.0-or-later
// The grader: a human-style logic solver over candidates that applies the strategies of the
// difficulty table (difficulty.hpp) cheapest-first, restarting at level 0 after every success
// (spec §2.2), and falls back on backtracking (level 4, spec §2.4) when logic is stuck.
//
//   grade::Grader grader({.profile = grade::Profile::kBook});
//   grade::GradeResult r = grader.grade(puzzle);   // r.level, r.grade, r.score, r.codes
//
// Works on any geometry (its houses; box-line, pointing line, lines-n and rectangle use each
// sub-grid's rows, columns and boxes). A Grader caches per-geometry data: reuse one per thread
// for batches. grade() never throws; an inconsistent puzzle gives consistent == false.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "grade/difficulty.hpp"

namespace sudokupress::grade {

struct CellDigit {
  int cell;
  int digit;
  bool operator==(const CellDigit&) const = default;
};

// One deduction, as a value. `eliminations` and `placements` are what the explanation names;
// `implied` are the removals that follow from the placements (the placed cell's other
// candidates, and cleanup of the placed digit from its peers).
struct Step {
  int code = 0;               // the table code (backtrack: 40 + depth); -1 = initial cleanup
  std::string_view strategy;  // table name ("naked-pair"), or "cleanup"
  std::vector<int> cells;     // the pattern's cells (pair cells, wing cells, chain, ...)
  std::vector<int> digits;    // the pattern's digits
  std::vector<int> houses;    // the houses involved, if any
  std::vector<CellDigit> placements;
  std::vector<CellDigit> eliminations;
  std::vector<CellDigit> implied;
  // One line in reader coordinates (r1c1 = the top-left cell), e.g. "naked pair {8,9} in box 4
  // at r5c13: removes 9 from r4c23 and 8 from r6c123".
  std::string explanation;
};

struct GradeOptions {
  Profile profile = Profile::kFull;  // the library's default; the CLI's is human
  bool record_steps = false;         // fill GradeResult::steps (slower: explanations are built)
  // Deepest backtracking level; -1 = the profile's: book 10 (the book's MAX_DEPTH), full none.
  int max_backtrack_depth = -1;
  // Also rate the puzzle as Sudoku Explainer would (grade/se/se_rater.hpp): fills er, ep, ed
  // (classic 9x9 only).
  bool se_rating = false;
  // Also grade as HoDoKu 2.4.3 would (`grade --levels hodoku`): a second solve with the human
  // profile's techniques in HoDoKu's solver order fills hodoku_level and hodoku_score.
  bool hodoku = false;
  // Also count, at every state where the human ladder's static forcing chains run, how many of
  // their candidate sets give a deduction (GradeResult::forcing_min; slower: every set is tried
  // at those states, not only up to the first that gives one).
  bool forcing_census = false;
  // With forcing_census: stop counting a state's sets at this many (0 = count them all); a
  // caller that only ranks low counts saves the rest of the scan.
  int forcing_census_cap = 0;
};

struct GradeResult {
  int level = 0;             // highest level used, 0..4
  std::string_view grade;    // grade_name(level)
  double score = 0;          // orders puzzles within and across levels (score_for())
  std::vector<int> codes;    // strategy codes in order of use (the book's strats_used)
  bool consistent = true;    // no contradiction found (false: invalid or unsolvable puzzle)
  bool solved = false;       // every cell solved
  int solved_cells = 0;      // cells with one candidate at the end
  int initial_solved = 0;    // cells solved after the initial (silent) cleanup
  int guesses = 0;           // backtracking: candidates tried (0 when no backtracking)
  int rating = 0;            // the hardest step's rating with its bonus, in tenths (human)
  int logic_solved = 0;      // cells solved when logic alone was stuck (before backtracking)
  int logic_candidates = 0;  // candidates left at that point
  core::Puzzle solution;     // the final state (0 where unsolved)
  std::vector<Step> steps;   // only with GradeOptions::record_steps
  // Sudoku Explainer's rating (GradeOptions::se_rating): -1 = not computed (not a classic 9x9).
  double er = -1, ep = -1, ed = -1;
  std::string_view se_hardest;  // SE's name of the hardest step
  // HoDoKu's level (0 Easy .. 4 Extreme) and score as estimated by hodoku_grade() on the
  // HoDoKu-ordered solve (GradeOptions::hodoku); -1 = not computed.
  int hodoku_level = -1, hodoku_score = -1;
  // How close the static forcing chains (cell and region, level 5 of the human ladder) came to
  // finding nothing: the largest share of their candidate sets one of their steps tried before
  // it found a deduction, 1 when they found none (a dynamic forcing net was needed), 0 when
  // they never ran. The generator's Nightmare search climbs it (generate/nightmare.hpp).
  double forcing_peak = 0;
  // GradeOptions::forcing_census: the fewest candidate sets of the static forcing chains that
  // gave a deduction at a state where they ran (0: a dynamic forcing net was needed there); -1
  // when they never ran or no census was asked for.
  int forcing_min = -1;
};

// The score (documented in README.md, "Grading"); level * 1000 + a part inside the level, so a
// level-3 puzzle always scores above a level-2 one:
//   levels 0-3: 100 * w + f, w = the weight (0..9, difficulty.cpp) of the hardest strategy
//     used at the puzzle's level, f = min(99, 8 * (uses of strategies at that level)
//     + 2 * (uses one level below) + (other uses) / 4): a harder strategy dominates repetition.
//   level 4: min(899, 2000 * stuck) + min(99, guesses), stuck = the fraction of candidates left
//     when logic was stuck (logic_candidates / (cells * N)): the less logic achieved before
//     guessing, and the more guesses, the harder.
double score_for(const std::vector<int>& codes, int guesses, double stuck = 0);
// The level of a list of codes in a profile's ladder (book and full: the book's levels).
int level_for(const std::vector<int>& codes, Profile profile = Profile::kFull);
// HoDoKu's rule (README.md, "Grading"), on our steps: the score is the sum of the steps'
// HoDoKu base scores (hodoku_technique()) plus `singles` (hodoku_singles_score()); the level is
// the higher of the hardest step's HoDoKu level and the level the score reaches
// (hodoku_level_of_score()). Unknown codes count as Extreme.
struct HodokuGrade {
  int level = 0;  // 0 Easy .. 4 Extreme (hodoku_level_name())
  int score = 0;
};
HodokuGrade hodoku_grade(const std::vector<int>& codes, int singles);
// HoDoKu's score for the singles of a puzzle: 4 for each empty cell (a full house or naked
// single, which HoDoKu takes when it can) and 10 more for each of the `hidden` hidden singles
// (14), counted on the HoDoKu-ordered solve (our naked singles are placed as soon as they
// appear, as HoDoKu's are taken before any hidden single).
int hodoku_singles_score(const core::Puzzle& p, int hidden);
// The human profile's score: 10 * r + round(40 * L / candidates + 0.5 * min(9, near)), r = the
// hardest step's score_rating (tenths of an SE-like scale, fitted to SE's ER of the puzzles
// whose hardest step it is; the table's rating orders the loop), L = left[i] (candidates before
// step i) at the first step of that rating, candidates = cells * N, near = the steps whose
// score_rating is within 1.0 of it. Backtracking (only on puzzles the forcing nets leave)
// rates 12.0. `singles` (singles_rating()) is the hardest single the solve needed (12, 15 or
// 23): a puzzle of singles alone scores 10 times it. `left` must be as long as `codes`
// (otherwise, or with no codes, the score is 10 * singles).
double human_score(const std::vector<int>& codes, int singles, const std::vector<int>& left,
                   int candidates);
// The hardest single a solver needs, found the way Sudoku Explainer rates singles: at each
// step a hidden single in a box if there is one (1.2), else in a row, column or other house
// (1.5), else a naked single (2.3); 12, 15 or 23 (tenths), 0 when nothing is missing. Stops
// where singles are stuck (the other techniques then rate the puzzle).
int singles_rating(const core::Puzzle& p);

class Grader {
 public:
  explicit Grader(GradeOptions options = {});
  ~Grader();
  Grader(Grader&&) noexcept;
  Grader& operator=(Grader&&) noexcept;

  GradeResult grade(const core::Puzzle& puzzle);
  const GradeOptions& options() const { return options_; }

 private:
  struct Cache;
  GradeOptions options_;
  std::unique_ptr<Cache> cache_;
};

// "" when `profile` can grade `puzzle`, else why not (one line). Cages and marks have techniques
// on the human ladder only: the book and full ladders would guess their way through a Killer's
// empty grid, checking the cages only at its end (minutes to forever). Grader::grade itself
// never guesses more than one level deep on such a puzzle; commands refuse it with this text.
std::string profile_problem(const core::Puzzle& puzzle, Profile profile);

// True when the puzzle's number on the one scale is Sudoku Explainer's ER: the plain classic
// 9x9 (no cages, no marks). Every other puzzle's number is its score / 100, kept inside its
// level's band (score_in_band); GradeOptions::se_rating rates only these.
bool rated_by_er(const core::Puzzle& puzzle);
// The same for puzzles of geometry `g`, with or without cages or marks (a book section's).
bool rated_by_er(const core::Geometry& g, bool has_constraints);

// One-shot convenience (builds a Grader; prefer a Grader for batches).
GradeResult grade(const core::Puzzle& puzzle, const GradeOptions& options = {});

// Step output for `solve --explain`: the explanation line, or one JSON object (no newline).
// The JSON's "cells", "placed" and "eliminated" name cells as the text does ("r1c1"), its
// "houses" as "row 1"; "digits" and "digit" are the digits themselves.
std::string step_json(const core::Geometry& g, const Step& s);

// False for a step a reader would see nothing in: the initial cleanup of the givens when it
// places no digit (its removals are all implied). Such a step stays in GradeResult::steps (its
// implied removals are part of the record) but is not printed.
bool step_shown(const Step& s);

}  // namespace sudokupress::grade
