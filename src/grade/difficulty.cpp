#include "grade/difficulty.hpp"

namespace sudokupress::grade {

namespace {

constexpr Variant kOn{true, false};
constexpr Variant kBookForm{true, true};
constexpr Variant kOff{false, false};
// The full profile's backtracking guesses with MRV and propagates each guess with levels 0-1
// only: a wrong guess is refuted by singles, pairs and intersections as often as not, and
// running levels 2-3 at every node made top1465 several times slower (see grader.cpp).
constexpr Variant kFullBacktrack{true, false, 1};

// clang-format off
constexpr StrategyInfo kTable[] = {
  // kind                        lvl code name             label              size wt  {book,     full}
  {StrategyKind::kUniqueLoop,     0,  0, "unique-loop",   "hidden single",    1,  1, {kOn,       kOn}},
  {StrategyKind::kNakedSubset,    1, 10, "naked-pair",    "naked pair",       2,  3, {kBookForm, kOn}},
  {StrategyKind::kHiddenSubset,   1, 11, "hidden-pair",   "hidden pair",      2,  5, {kBookForm, kOn}},
  {StrategyKind::kBoxLine,        1, 12, "box-line",      "box-line",         0,  2, {kOn,       kOn}},
  {StrategyKind::kPointing,       1, 13, "pointing-line", "pointing line",    0,  1, {kOn,       kOn}},
  {StrategyKind::kNakedSubset,    2, 20, "naked-triple",  "naked triple",     3,  2, {kBookForm, kOn}},
  {StrategyKind::kHiddenSubset,   2, 21, "hidden-triple", "hidden triple",    3,  4, {kBookForm, kOn}},
  {StrategyKind::kFish,           2, 22, "lines-2",       "lines-2 (X-wing)", 2,  1, {kOn,       kOn}},
  {StrategyKind::kNakedSubset,    2, 23, "naked-quad",    "naked quad",       4,  6, {kBookForm, kOn}},
  {StrategyKind::kYWing,          2, 24, "Y-wing",        "Y-wing",           0,  5, {kOn,       kOn}},
  {StrategyKind::kHiddenSubset,   2, 25, "hidden-quad",   "hidden quad",      4,  7, {kOff,      kOn}},
  {StrategyKind::kRectangle,      3, 30, "rectangle",     "rectangle",        0,  5, {kOn,       kOn}},
  {StrategyKind::kXYChain,        3, 31, "XY-chain",      "XY-chain",         0,  7, {kOn,       kOn}},
  {StrategyKind::kFish,           3, 32, "lines-3",       "lines-3 (swordfish)", 3, 2, {kOn,     kOn}},
  {StrategyKind::kFish,           3, 33, "lines-4",       "lines-4 (jellyfish)", 4, 4, {kOn,     kOn}},
  {StrategyKind::kBacktrack,      4, 40, "backtrack",     "backtrack",        0,  0, {kBookForm, kFullBacktrack}},
};
// clang-format on

}  // namespace

std::string_view profile_name(Profile p) { return p == Profile::kBook ? "book" : "full"; }

std::span<const StrategyInfo> difficulty_table() { return kTable; }

const StrategyInfo* strategy_by_code(int code) {
  if (code >= 40 && code < 50) code = 40;
  for (const auto& s : kTable)
    if (s.code == code) return &s;
  return nullptr;
}

std::string_view grade_name(int level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Fiendish", "Diabolical"};
  return level >= 0 && level <= kMaxLevel ? kNames[level] : "Unknown";
}

}  // namespace sudokupress::grade
