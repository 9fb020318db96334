// SPDX-License-Identifier: GPL-3.0-or-later
// The difficulty table: one row per strategy (level, code, name, rating, per-profile variant).
// The grader's loop (grader.cpp) walks this table cheapest-first; nothing else decides which
// strategies run or in what order. Adding a strategy = a function + a row (CONTRIBUTING.md).
//
// Codes follow the book (spec §1.1): level * 10 + index inside the level, backtrack 40 + depth.
// `hidden-quad` (25) exists only in the `full` profile; the book leaves it out (spec §1.7).
// Rows added for the `human` profile have codes 50 and up (never 40..49, the backtrack range).
//
// Profiles are data: a profile is a column of `variant` (which rows run, in which form, at
// which level) plus a Ladder (its grade names and how its score is made). `book` and `full`
// share the book's five-grade ladder; `human` has its own (ladder(Profile::kHuman)).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace sudokupress::grade {

enum class Profile : uint8_t { kBook = 0, kFull = 1, kHuman = 2 };
inline constexpr int kNumProfiles = 3;
std::string_view profile_name(Profile p);  // "book", "full", "human"
std::optional<Profile> profile_by_name(std::string_view name);

// Which function implements a row; rows of one kind differ by `size` and variant.
enum class StrategyKind : uint8_t {
  kUniqueLoop,    // hidden singles, repeated while they change something
  kNakedSubset,   // naked pair/triple/quad (size)
  kHiddenSubset,  // hidden pair/triple/quad (size)
  kBoxLine,       // a line's digit confined to one box (claiming)
  kPointing,      // a box's digit confined to one line (pointing pair/triple)
  kFish,          // lines-n: X-wing, swordfish, jellyfish (size)
  kYWing,
  kRectangle,
  kXYChain,
  kBacktrack,
  // The human profile's techniques (size selects the form, see strategies.hpp).
  kFinnedFish,   // finned / sashimi X-Wing, Swordfish, Jellyfish (size)
  kSingleDigit,  // skyscraper (1), two-string kite (2), turbot fish (3)
  kEmptyRectangle,
  kXYZWing,
  kWWing,
  kWXYZWing,
  kUniqueRectangle,  // types 1-4 (size), hidden UR (5)
  kBug,              // BUG+1
  kAls,              // ALS-XZ (1), ALS-XY-Wing (2)
  kChain,            // X-chain (1), XY-chain (2), AIC and discontinuous nice loops (3)
  kForcing,          // cell (1), region (2) forcing chains; dynamic forcing net (3)
  kLockedSubset,     // HoDoKu's locked pair (2) and triple (3): hodoku_rows() only
  // Killer cages (killer.cpp; nothing on puzzles without cages).
  kCageCombination,  // cage mates and the sum tables
  kInnieOutie,       // the 45 rule: one cell (1) or two (2) on a house; unions of lines (3)
  // Marks (marks.cpp; nothing on puzzles without marks).
  kMarkRule,  // even/odd cells (1), dots and X/V (2), the negative constraints (3)
  // Jigsaw regions (leftovers.cpp; nothing on box grids).
  kLeftovers,  // the law of leftovers
};

// How a row behaves in one profile.
struct Variant {
  bool enabled = false;
  // Subsets: only cells (digits) with exactly `size` candidates (occurrences), all identical
  // (the book's restricted form, spec §1.4). Backtrack: the book's cell choice (first cell with
  // the most candidates, spec §2.4) instead of MRV.
  bool book_form = false;
  // Backtrack only: the highest level of strategies run after each guess (the book: 3, all).
  int guess_levels = 3;
  // The row's level in this profile; -1 = StrategyInfo::level (the book's).
  int level = -1;
};

struct StrategyInfo {
  StrategyKind kind;
  int level;                 // 0..4 in the book's ladder
  int code;                  // the book's code (backtrack: 40, plus the depth when recorded)
  std::string_view name;     // the display name: "naked-pair", "XY-chain", "skyscraper", ...
  std::string_view label;    // prose name used in explanations: "naked pair"
  int size;                  // subset or fish size, or the form of a family; 0 otherwise
  int weight;                // 0..9: difficulty inside its book level (the book score's 2nd digit)
  int rating;                // the technique's difficulty, in tenths (an SE-like scale): orders
                             // the human loop (cheapest first) and GradeResult::rating
  int score_rating;          // the human score's value for a puzzle whose hardest step this is,
                             // in tenths: the ER such puzzles get (fitted, grader.cpp human_score)
  std::string_view aliases;  // other accepted names (`--require`), '|'-separated, lower case
  std::array<Variant, kNumProfiles> variant;
};

// A profile's grade ladder.
struct Ladder {
  std::span<const std::string_view> names;  // grade names by level
  int top() const { return static_cast<int>(names.size()) - 1; }
  bool rating_score;  // score = the hardest step's score_rating and more (human_score), else the
                      // book's level score
};
const Ladder& ladder(Profile p);

// The table, in the book's order (by level, then code); the loop orders a profile's rows by
// level_in(row, profile), then (human) rating.
std::span<const StrategyInfo> difficulty_table();
// The row for a code (40..49 map to backtrack); nullptr if unknown.
const StrategyInfo* strategy_by_code(int code);
// The row whose name, label, alias or code matches `name` (case-insensitive; '-', '_' and ' '
// are the same), preferring rows enabled in `p`; nullptr if none.
const StrategyInfo* strategy_by_name(std::string_view name, Profile p = Profile::kHuman);
// A row's level in a profile.
int level_in(const StrategyInfo& s, Profile p);

inline constexpr int kMaxLevel = 4;  // the book's ladder (book, full profiles)
// Grade names by level: Easy, Medium, Hard, Fiendish, Diabolical (the book's ladder).
std::string_view grade_name(int level);
// A profile's grade name for a level ("Unknown" outside its ladder).
std::string_view grade_name(int level, Profile p);

// One scale: a level is fixed by the hardest technique its puzzle needs (the ladder above); its
// band is where that level's puzzles lie on Sudoku Explainer's scale (ER for the classic 9x9,
// score / 100 for every grid on the human ladder; book/full: score / 100, which is level * 10
// and more). Bands tile the scale without overlap, in ladder order, so graded sections that keep
// inside their level's band rise (README "Grading", the table there is this one).
struct Band {
  double lo;  // inclusive
  double hi;  // exclusive; infinity for the top level
};
Band level_band(int level, Profile p);
// The value a band is read against: ER when known (er >= 0), else score / 100.
inline double scale_value(double score, double er) { return er >= 0 ? er : score / 100.0; }
// Where a puzzle has no ER (every geometry but the classic 9x9, and puzzles with cages or
// marks), its score / 100 is its value on the scale, so the score of a human-ladder level lies
// in that level's band (level_band): the score is clamped into it. human_score's ratings and its
// "how early" term are fitted to ER on classic puzzles; elsewhere they strayed out of the band
// (a Killer has every candidate left when its first cage step is needed: Medium Killers scored
// 3.15-3.35, in Hard's band, and a book's Medium Killer section could not be filled). The
// classic 9x9's score is left as it is (its scale value is ER; its output is unchanged).
double score_in_band(double score, int level);

// HoDoKu 2.4.3's view of our techniques (`grade --levels hodoku`, README "Grading"): for each
// code, the level HoDoKu's default settings give the technique (0 Easy, 1 Medium, 2 Hard,
// 3 Unfair, 4 Extreme), its base score (what one step adds to HoDoKu's puzzle score) and its
// place in HoDoKu's solver order. Where HoDoKu has no such technique, the row takes its nearest
// one (WXYZ-wing: an ALS-XZ; region forcing chain: a forcing chain; backtrack: brute force).
struct HodokuTechnique {
  int code;   // our code (backtrack: 40 stands for 40..49)
  int level;  // 0..4
  int score;  // HoDoKu's base score for one step
  int order;  // HoDoKu's solver order (its step index): smaller runs first
};
// The row for a code (40..49 map to backtrack); nullptr if unknown.
const HodokuTechnique* hodoku_technique(int code);
// Rows that only the HoDoKu-ordered solve runs (in no profile, not in difficulty_table()):
// HoDoKu's locked pair (code 14) and locked triple (15), naked subsets in a box and a line that
// remove from both, one step and fewer points for HoDoKu than a naked subset and intersections.
std::span<const StrategyInfo> hodoku_rows();
// The level HoDoKu's default settings give a row's technique.
int hodoku_level(const StrategyInfo& s);
std::string_view hodoku_level_name(int level);  // "Easy", ..., "Extreme"
// HoDoKu's score limits: the level a puzzle score alone reaches (0 up to 800, 1 up to 1000,
// 2 up to 1600, 3 up to 1800, else 4).
int hodoku_level_of_score(int score);

}  // namespace sudokupress::grade
