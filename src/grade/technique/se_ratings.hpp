// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer's difficulty numbers, one table: every rule the SE rater (grade/se/) rates,
// its SE name and its rating in tenths, plus the parts of a chain's rating that are computed
// (the nested levels' step, the unique loops' step and the length adjustment). The SE rater
// reads its numbers here; the human difficulty table (difficulty.cpp) reads the same rows where
// its rating states SE's number, and the `human` column says where the human ladder differs on
// purpose.
//
//   double d = technique::se_rating(technique::SeRule::kNakedPair);   // 3.0
//   int t = technique::se_tenths(technique::SeRule::kNakedPair);      // 30
//
// (A rating in tenths divided by 10.0 is the same double as the decimal literal: both are the
// double nearest the exact quotient, so the rater's output is unchanged.)
#pragma once

#include <cstdint>
#include <string_view>

namespace sudokupress::grade::technique {

// SE's rules, in the rater's order (se_rater.cpp next_step), then the chaining rules.
enum class SeRule : uint8_t {
  kFullHouse,             // hidden single, the region's last empty cell
  kHiddenSingleBlock,     // hidden single in a block
  kHiddenSingleLine,      // hidden single in a row or column
  kDirectPointing,        // pointing that leaves a hidden single in a block
  kDirectClaiming,        // claiming that leaves a hidden single in a line
  kDirectHiddenPair,      // hidden pair that leaves a hidden single
  kNakedSingle,           //
  kDirectHiddenTriplet,   // hidden triplet that leaves a hidden single
  kPointing,              //
  kClaiming,              //
  kNakedPair,             //
  kXWing,                 //
  kHiddenPair,            //
  kNakedTriplet,          //
  kSwordfish,             //
  kHiddenTriplet,         //
  kXYWing,                //
  kXYZWing,               //
  kUniqueLoop,            // unique rectangle / loop, every type: + kSeLoopStep per two cells past 4
  kNakedQuad,             //
  kJellyfish,             //
  kHiddenQuad,            //
  kBugType1,              //
  kBugType2,              //
  kAlignedPairExclusion,  //
  // Chaining rules: base + se_length_adjustment (of the chain's complexity).
  kCycle,           // X-cycle or Y-cycle ("Bidirectional X-Cycle", "... Y-Cycle")
  kXYCycle,         // cycle with both kinds of link
  kForcingXChain,   // forcing chain with X links only (turbot fish, forcing X-chain)
  kForcingChain,    // forcing chain with Y links (Y or XY)
  kNishio,          // Nishio forcing chains
  kMultipleChains,  // region and cell forcing chains (static)
  kDynamicChains,   // dynamic forcing chains; nested level L adds L x kSeNestedStep
  kCount
};

struct SeRuleRating {
  SeRule rule;
  std::string_view name;   // SE's name of the step (the rater's where it names it from here)
  int tenths;              // SE's difficulty, in tenths
  std::string_view human;  // the human table's use of the number (difficulty.cpp)
};

// clang-format off
inline constexpr SeRuleRating kSeRatings[] = {
  {SeRule::kFullHouse,            "Hidden Single",           10, "singles_rating (grader.cpp)"},
  {SeRule::kHiddenSingleBlock,    "Hidden Single",           12, "singles_rating"},
  {SeRule::kHiddenSingleLine,     "Hidden Single",           15, "unique-loop (0), singles_rating"},
  {SeRule::kDirectPointing,       "Direct Pointing",         17, "none"},
  {SeRule::kDirectClaiming,       "Direct Claiming",         19, "none"},
  {SeRule::kDirectHiddenPair,     "Direct Hidden Pair",      20, "none"},
  {SeRule::kNakedSingle,          "Naked Single",            23, "singles_rating"},
  {SeRule::kDirectHiddenTriplet,  "Direct Hidden Triplet",   25, "none"},
  {SeRule::kPointing,             "Pointing",                26, "pointing-line (13)"},
  {SeRule::kClaiming,             "Claiming",                28, "box-line (12)"},
  {SeRule::kNakedPair,            "Naked Pair",              30, "naked-pair (10)"},
  {SeRule::kXWing,                "X-Wing",                  32, "lines-2 (22)"},
  {SeRule::kHiddenPair,           "Hidden Pair",             34, "hidden-pair (11)"},
  {SeRule::kNakedTriplet,         "Naked Triplet",           36, "naked-triple (20)"},
  {SeRule::kSwordfish,            "Swordfish",               38, "lines-3 (32)"},
  {SeRule::kHiddenTriplet,        "Hidden Triplet",          40, "hidden-triple (21)"},
  {SeRule::kXYWing,               "XY-Wing",                 42, "Y-wing (24)"},
  {SeRule::kXYZWing,              "XYZ-Wing",                44, "XYZ-wing (54)"},
  // The human rows rate the types apart on purpose (46, 47, 46; hidden rectangle 48, score 62).
  {SeRule::kUniqueLoop,           "Unique Rectangle",        45, "unique-rectangle-1 (56)"},
  {SeRule::kNakedQuad,            "Naked Quad",              50, "naked-quad (23)"},
  {SeRule::kJellyfish,            "Jellyfish",               52, "lines-4 (33)"},
  {SeRule::kHiddenQuad,           "Hidden Quad",             54, "hidden-quad (25)"},
  // BUG+1 is SE's type 1 (its score rating, 47, is fitted apart on purpose).
  {SeRule::kBugType1,             "BUG type 1",              56, "BUG+1 (61) rating"},
  {SeRule::kBugType2,             "BUG type 2",              57, "none"},
  {SeRule::kAlignedPairExclusion, "Aligned Pair Exclusion",  62, "none"},
  {SeRule::kCycle,                "Bidirectional X-Cycle",   65, "none"},
  {SeRule::kXYCycle,              "Bidirectional Cycle",     70, "AIC (70) rating"},
  // X-chain's score rating (51) and the XY-chain's and other single-digit rows' 66 are fitted
  // to ER apart on purpose (grader.cpp human_score).
  {SeRule::kForcingXChain,        "Forcing X-Chain",         66, "X-chain (66) rating"},
  {SeRule::kForcingChain,         "Forcing Chain",           70, "none (AIC's 70 is the XY cycle's)"},
  {SeRule::kNishio,               "Nishio Forcing Chains",   75, "none"},
  // The human forcing chains (83, 85) and nets (90) include a typical length on purpose.
  {SeRule::kMultipleChains,       "Region Forcing Chains",   80, "none"},
  {SeRule::kDynamicChains,        "Dynamic Forcing Chains",  85, "none"},
};
// clang-format on

constexpr bool se_table_in_order() {
  if (sizeof kSeRatings / sizeof kSeRatings[0] != static_cast<size_t>(SeRule::kCount)) return false;
  for (size_t i = 0; i < sizeof kSeRatings / sizeof kSeRatings[0]; ++i)
    if (static_cast<size_t>(kSeRatings[i].rule) != i) return false;
  return true;
}
static_assert(se_table_in_order(), "kSeRatings: one row per SeRule, in enum order");

constexpr const SeRuleRating& se_row(SeRule r) { return kSeRatings[static_cast<int>(r)]; }
constexpr int se_tenths(SeRule r) { return se_row(r).tenths; }
constexpr double se_rating(SeRule r) { return se_row(r).tenths / 10.0; }
constexpr std::string_view se_name(SeRule r) { return se_row(r).name; }

// A unique loop longer than a rectangle: + 0.1 per two cells past four.
inline constexpr double kSeLoopStep = 0.1;
// SE's nested forcing chains: level L (1..4) rates 8.5 + L x 0.5 (Chaining.getDifficulty).
inline constexpr double kSeNestedStep = 0.5;
// The length adjustment's unit: + 0.1 per step of se_length_steps.
inline constexpr double kSeLengthStep = 0.1;

// SE's length rule: how many times a chain's length passes 4, 6, 8, 12, 16, 24, 32, ... (each
// ceiling 3/2 then 4/3 of the one before). The SE rater adds kSeLengthStep that many times to a
// chain's base (length = complexity - 2); the human chains add as many tenths (length_bonus).
constexpr int se_length_steps(int length) {
  int steps = 0, ceiling = 4;
  bool odd = false;
  while (length > ceiling) {
    ++steps;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd = !odd;
  }
  return steps;
}

}  // namespace sudokupress::grade::technique
