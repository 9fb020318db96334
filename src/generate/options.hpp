// SPDX-License-Identifier: GPL-3.0-or-later
// What the generator is asked for and what it answers, below every generator (the removal
// generator in generator.hpp, Killer in killer.hpp, marks in marks.hpp) and the puzzle IDs
// (puzzle_id.hpp) that encode the options: GenerateOptions with its DifficultyTarget, the
// version rules of IDs, the grader's answer (GradeInfo) and one puzzle's result (Generated).
// Nothing here generates; generator.hpp does, and includes this.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/constraints.hpp"
#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "core/symmetry.hpp"
#include "generate/mask.hpp"
#include "grade/difficulty.hpp"

namespace sudokupress::generate {

inline constexpr int kGeneratorVersion = 1;  // part of every puzzle ID
// The geometries filled by the propagating fill with bounded removal tests (jigsaws since
// issue 15's speed work, Windoku from 16x16 up since it: solve::needs_propagating_fill), and
// big grids (kBigGridSymbols and up: removals kept only while propagation solves the puzzle,
// issue 14): their outputs changed, every other geometry's did not, so only their IDs carry
// this version (their old IDs are refused with the version message). Composites of more than
// kMaxExactCompositeGrids grids joined them with issue 26 (bounded removal tests).
inline constexpr int kBoundedGeneratorVersion = 2;
// Composites of more grids than this (the built-in ones have at most 5) are made with the
// jigsaws' bounded removal test: a removal whose proof needs more than 500 search nodes keeps
// its clue. Measured (dev build, machine loaded, seeds 1-2, grids overlapping by a box): 8 grids
// 1.0-43 s and 9 grids 13-31 s with exact tests, a 64-grid one unfinished in 600 s.
inline constexpr int kMaxExactCompositeGrids = 5;
// Whether removal tests on g are bounded (jigsaws, big Windoku, big composites).
bool bounded_removal(const core::Geometry& g);
// The version in the IDs of puzzles of that geometry.
int generator_version(const core::Geometry& g);
// The classic 9x9's Nightmare target (nightmare.hpp) made by the {-1,+1} search since issue 25
// item 5, in families of seeds since version 4 (generator.hpp): only these IDs carry this version
// (older IDs of that target are refused with the version message; every other ID is unchanged).
inline constexpr int kNightmareGeneratorVersion = 4;
struct GenerateOptions;
// True when the options ask for the classic 9x9's Nightmare (the human ladder's top by level or
// grade name) in the plain removal mode (no symmetry, mask, book removal or clue count): the
// attempts that end Diabolical then run the Nightmare search (nightmare.hpp).
bool uses_nightmare_search(const GenerateOptions& o);
// The version in the IDs of puzzles made with these options.
int generator_version(const GenerateOptions& o);

// What a grader says about a puzzle (the generator only needs these).
struct GradeInfo {
  int level = 0;                        // 0..4
  std::string grade;                    // the grade's name
  double score = 0;                     // numeric score
  std::vector<std::string> strategies;  // names of the strategies that were needed
  bool last_squares = false;  // solved by last squares alone (a house with one empty cell)
  double er = -1;  // Sudoku Explainer's ER (grade::rate_se), when the target has an er range
};
// Must be callable from several threads at once.
using GradeFunction = std::function<GradeInfo(const core::Puzzle&)>;

// The children's ladder, by technique (not by counting blanks):
//   first-steps  last squares alone solve it: again and again a row, column or box has one
//                empty square (so many clues stay, with no floor needed)
//   easy         needs singles beyond that (a square where one picture fits once its row,
//                column and box are read together, or a picture with one place left), nothing
//                harder (grader level 0)
//   tricky       needs a pair (naked or hidden), nothing above level 1; 6x6 and up: a 4x4 never
//                needs one (measured: 3000 of 3000 minimal 4x4 puzzles fall to naked singles)
enum class KidsLevel { kNone, kFirstSteps, kEasy, kTricky };
std::string_view kids_level_name(KidsLevel k);  // "first-steps", "easy", "tricky"
core::StatusOr<KidsLevel> parse_kids_level(std::string_view name);

struct DifficultyTarget {
  // The ladder that grade names, levels and scores refer to, and the grader that judges them:
  // the human ladder (Easy..Nightmare, README "Grading") unless asked otherwise. IDs say it
  // (`_thuman`, `_tbook`); an ID with a target and no such token was made by the full profile
  // (the generator's ladder before issue 25) and still rebuilds that puzzle. The children's
  // ladder always grades with the full profile (its IDs predate the token).
  grade::Profile profile = grade::Profile::kHuman;
  std::string grade;                  // a grade name (the caller resolves it to min/max level too)
  KidsLevel kids = KidsLevel::kNone;  // the children's ladder (sets the levels too)
  int min_level = -1;
  int max_level = -1;
  double min_score = NAN;
  double max_score = NAN;
  // Sudoku Explainer's ER range (generate --er, a book section's er; classic 9x9 only).
  double min_er = NAN;
  double max_er = NAN;
  std::vector<std::string> require;  // strategies that must be needed

  bool has_er() const { return !std::isnan(min_er) || !std::isnan(max_er); }
  bool active() const {
    return !grade.empty() || kids != KidsLevel::kNone || min_level >= 0 || max_level >= 0 ||
           !std::isnan(min_score) || !std::isnan(max_score) || has_er() || !require.empty();
  }
  bool has_upper_bound() const {
    return kids != KidsLevel::kNone || max_level >= 0 || !std::isnan(max_score) ||
           !std::isnan(max_er);
  }
  // -1 easier than the target, +1 harder, 0 inside (level, score and er only).
  int compare(const GradeInfo& g) const;
  bool requirements_met(const GradeInfo& g) const;
};

struct BookRemoval {
  int quads = 5;
  int pairs = 10;
  int cells = 0;
  bool more = true;  // "then some more" (the book's ADDITIONAL_CELLS)
};

// Killer Sudoku (killer.hpp): cage sizes of the random layout. min_size 1 allows one-cell cages.
struct KillerOptions {
  int min_size = 2;
  int max_size = 5;
  bool operator==(const KillerOptions&) const = default;
};

// Marks (marks.hpp): which family, and whether every mark that holds is given (Kropki and XV's
// negative constraint, --all-marks).
struct MarkOptions {
  core::MarkFamily family = core::MarkFamily::kKropki;
  bool all_marks = false;
  bool operator==(const MarkOptions&) const = default;
};

struct GenerateOptions {
  core::GeometryPtr geometry;  // null = classic 9x9
  // Set: a Killer puzzle on that geometry (cages, no givens where the layout allows; killer.hpp).
  std::optional<KillerOptions> killer;
  // Set: a puzzle with marks of that family (Kropki, XV, even/odd; marks.hpp).
  std::optional<MarkOptions> marks;
  core::Symmetry symmetry = core::Symmetry::kNone;
  std::optional<BookRemoval> book;
  std::optional<Mask> mask;
  int clues = 0;      // exactly this many clues (0 = no constraint)
  int max_clues = 0;  // at most (0 = no constraint)
  // Removal stops at this many clues (0 = none): the puzzle keeps at least N clues and is not
  // minimal unless the pass ends above N. default_min_clues() is the command line's default
  // for big grids.
  int min_clues = 0;
  bool minimal = false;
  bool per_grid_unique = false;  // composites: each sub-grid unique alone (multigrid.hpp)
  bool all_symbols = false;      // every symbol appears among the clues
  // Word Sudoku: relabel so that `word_line` of the solution spells `word` (word.hpp); empty =
  // no word. The word is upper case, one letter per symbol, no letter twice.
  std::string word;
  std::string word_line = "row:1";  // row:N, col:N (1-based) or diagonal
  DifficultyTarget target;
  GradeFunction grader;   // required when target.active()
  long max_attempts = 0;  // solution grids tried per puzzle; 0 = default_attempts()
  // Confirm every output with a second engine (count with limit 2): the removals are driven by
  // the kernel's best-ranked removal test for the geometry (solve::make_engine, Task::kRemoval)
  // and another engine confirms when one supports the geometry. Not part of the puzzle ID.
  bool confirm_with_solver = true;
  long default_attempts() const;
  // Why the target is seldom or never reached on this geometry, or empty (measured, README
  // "Difficulty targets"): a floor at the human ladder's top (Nightmare: dynamic forcing nets)
  // on the classic 9x9, by level or by an ER floor in its band (grade::level_band); a floor at
  // Diabolical or above on grids of 6 symbols or fewer. Such a target's default attempt budget
  // is kRareTargetAttempts and a failure gives this reason.
  std::string rare_target() const;
  // Called now and then during one puzzle's removals, on the thread that makes it, with the
  // puzzle's seed and its clue count so far (progress for slow big grids). Not part of the ID.
  std::function<void(uint64_t seed, int clues)> on_step;
};

// Big grids (more than 16 symbols: 25x25 and up) are not made minimal by default: the last
// removals of a minimal big grid cost minutes each and leave a puzzle that needs long chains
// of guessing. The default floor keeps kBigGridDensity of the cells as clues (see README);
// --minimal or an explicit --clues/--max-clues/--min-clues replaces it. 0 for smaller grids.
inline constexpr int kBigGridSymbols = 25;
inline constexpr double kBigGridDensity = 0.5;
inline constexpr long kBigGridAttempts = 5;         // default attempts per big-grid puzzle
inline constexpr long kBigGridTargetAttempts = 50;  // the same with a difficulty target
// Default attempts per puzzle for a rarely reached target (GenerateOptions::rare_target):
// each is a minimal puzzle and a climb of up to 60 grades (9x9 Nightmare, seed 1, release
// flags: 200 attempts in 10 CPU s); the default 10,000 would search for about 8 minutes a
// puzzle before saying it found none.
inline constexpr long kRareTargetAttempts = 200;
// The classic 9x9's Nightmare (uses_nightmare_search): each attempt is a Diabolical puzzle and a
// Nightmare search of up to kNightmareExpansions neighbourhoods (nightmare.hpp); the budget is a
// family's (generator.hpp), the same whatever the family's size, so that an ID rebuilds its
// puzzle alone within the budget its batch had. Measured (release, 2026-11-28): about 3 CPU s an
// attempt, one attempt in 12 to 30 finds a first Nightmare, and a family of 16 took 32 attempts
// (seed 0) or failed at 50 with 2 of 16 (its attempts seeded apart): 50 was too few for 16.
inline constexpr long kNightmareAttempts = 300;
inline constexpr int kNightmareExpansions = 40;
int default_min_clues(const core::Geometry& g);

// Refuses a target that matches nothing, up front: a reversed level, score or ER range (low end
// above high end), or an infinite end.
core::Status validate_target(const DifficultyTarget& t);

struct GenerateStats {
  long attempts = 0;      // solution grids tried
  long solver_calls = 0;  // exact-solver counts
  long grader_calls = 0;
  int best_clues = 0;  // the fewest clues of an attempt's final puzzle
  // Why attempts failed, by reason ("ambiguous", "too easy", "not minimal", ...).
  std::vector<std::pair<std::string, long>> failures;

  // Counts `n` more failures for `why` (a new reason goes last).
  void add_failure(const std::string& why, long n);
  // Adds another run's attempts, calls and failures (best_clues is the caller's to combine).
  void add(const GenerateStats& other);
};

struct Generated {
  core::Puzzle puzzle;
  std::vector<uint8_t> solution;
  uint64_t seed = 0;
  std::string id;
  std::optional<GradeInfo> grade;  // when a grader was used (the final puzzle's grade)
  GenerateStats stats;
};

}  // namespace sudokupress::generate
