// The difficulty table: one row per strategy (level, book code, name, per-profile variant).
// The grader's loop (grader.cpp) walks this table cheapest-first; nothing else decides which
// strategies run or in what order. Adding a strategy = a function + a row (CONTRIBUTING.md).
//
// Codes follow the book (spec §1.1): level * 10 + index inside the level, backtrack 40 + depth.
// `hidden-quad` (25) exists only in the `full` profile; the book leaves it out (spec §1.7).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace sudokupress::grade {

enum class Profile : uint8_t { kBook = 0, kFull = 1 };
inline constexpr int kNumProfiles = 2;
std::string_view profile_name(Profile p);  // "book", "full"

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
};

struct StrategyInfo {
  StrategyKind kind;
  int level;               // 0..4
  int code;                // the book's code (backtrack: 40, plus the depth when recorded)
  std::string_view name;   // the book's display name: "naked-pair", "XY-chain", ...
  std::string_view label;  // prose name used in explanations: "naked pair"
  int size;                // subset or fish size; 0 otherwise
  int weight;              // 0..9: difficulty inside its level (the score's second digit)
  std::array<Variant, kNumProfiles> variant;
};

// The table, in the order the loop tries the rows (by level, then code).
std::span<const StrategyInfo> difficulty_table();
// The row for a code (40..49 map to backtrack); nullptr if unknown.
const StrategyInfo* strategy_by_code(int code);

inline constexpr int kMaxLevel = 4;
// Grade names by level: Easy, Medium, Hard, Fiendish, Diabolical.
std::string_view grade_name(int level);

}  // namespace sudokupress::grade
