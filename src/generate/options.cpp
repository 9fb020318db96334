// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/options.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>

#include "grade/difficulty.hpp"
#include "solve/fill.hpp"

namespace sudokupress::generate {

std::string_view kids_level_name(KidsLevel k) {
  switch (k) {
    case KidsLevel::kFirstSteps:
      return "first-steps";
    case KidsLevel::kEasy:
      return "easy";
    case KidsLevel::kTricky:
      return "tricky";
    case KidsLevel::kNone:
      break;
  }
  return "";
}

core::StatusOr<KidsLevel> parse_kids_level(std::string_view name) {
  for (KidsLevel k : {KidsLevel::kFirstSteps, KidsLevel::kEasy, KidsLevel::kTricky})
    if (name == kids_level_name(k)) return k;
  return core::Status::error("unknown kids level '" + std::string(name) +
                             "' (first-steps, easy, tricky)");
}

namespace {
bool uses_pair(const GradeInfo& g) {
  for (const auto& s : g.strategies)
    if (s == "naked-pair" || s == "hidden-pair") return true;
  return false;
}
}  // namespace

int DifficultyTarget::compare(const GradeInfo& g) const {
  // The children's ladder (last_squares comes from the grader function).
  switch (kids) {
    case KidsLevel::kFirstSteps:
      return g.last_squares ? 0 : 1;
    case KidsLevel::kEasy:
      if (g.level > 0) return 1;
      return g.last_squares ? -1 : 0;
    case KidsLevel::kTricky:
      if (g.level > 1) return 1;
      return g.level < 1 ? -1 : 0;
    case KidsLevel::kNone:
      break;
  }
  if (min_level >= 0 && g.level < min_level) return -1;
  if (max_level >= 0 && g.level > max_level) return 1;
  if (!std::isnan(min_score) && g.score < min_score) return -1;
  if (!std::isnan(max_score) && g.score > max_score) return 1;
  // ER has one decimal: compare with a tenth's tolerance for the floating sums.
  if (!std::isnan(min_er) && g.er < min_er - 1e-6) return -1;
  if (!std::isnan(max_er) && g.er > max_er + 1e-6) return 1;
  return 0;
}

bool DifficultyTarget::requirements_met(const GradeInfo& g) const {
  if (kids == KidsLevel::kTricky && !uses_pair(g)) return false;
  if (!grade.empty() && g.grade != grade) return false;
  for (const auto& r : require)
    if (std::find(g.strategies.begin(), g.strategies.end(), r) == g.strategies.end()) return false;
  return true;
}

int default_min_clues(const core::Geometry& g) {
  if (g.size() < kBigGridSymbols) return 0;
  return static_cast<int>(std::ceil(kBigGridDensity * g.num_cells()));
}

std::string GenerateOptions::rare_target() const {
  const DifficultyTarget& t = target;
  if (t.kids != KidsLevel::kNone || t.profile != grade::Profile::kHuman) return "";
  const core::Geometry& g = geometry ? *geometry : core::Geometry::classic();
  const int top = grade::ladder(t.profile).top();
  const double top_er = grade::level_band(top, t.profile).lo;
  if (g.is_classic() &&
      (t.min_level >= top || (!std::isnan(t.min_er) && t.min_er >= top_er - 1e-6))) {
    std::ostringstream out;
    out << grade::ladder(t.profile).names[top] << " puzzles (dynamic forcing nets, ER " << top_er
        << " and up) are rare on the classic 9x9: "
        << (uses_nightmare_search(*this)
                ? "the Nightmare search (a walk over {-1,+1} neighbours) finds one in some attempts"
                : "the generator's climb seldom reaches one (the Nightmare search needs --grade "
                  "Nightmare or --level 6 without --symmetry, --mask, --book-removal or clue "
                  "counts)");
    return out.str();
  }
  // Composites (samurai and the other built-in multi-grids): their grids share boxes, so a
  // deduction in one grid feeds the others and the static forcing chains keep finding one.
  if (g.is_composite() && t.min_level >= top)
    return "a composite (" + g.name() + ") seldom or never needs dynamic forcing nets (" +
           std::string(grade::ladder(t.profile).names[top]) +
           "): its grids share boxes, so the static forcing chains keep finding a deduction "
           "(samurai: none in 85 CPU s)";
  if (g.size() <= 6 && t.min_level >= top - 1)
    return "a " + g.name() + " seldom or never needs forcing chains (" +
           std::string(grade::ladder(t.profile).names[top - 1]) + " and up)";
  return "";
}

namespace {
// The default attempts for a composite's Nightmare (samurai: none in 85 CPU s of fewer than 20
// attempts, dev build, seed 1): each attempt takes seconds, so the failure comes after about a
// minute instead of kRareTargetAttempts' quarter of an hour.
constexpr long kRareCompositeAttempts = 10;
}  // namespace

void GenerateStats::add_failure(const std::string& why, long n) {
  for (auto& [k, count] : failures)
    if (k == why) {
      count += n;
      return;
    }
  failures.emplace_back(why, n);
}

void GenerateStats::add(const GenerateStats& other) {
  attempts += other.attempts;
  solver_calls += other.solver_calls;
  grader_calls += other.grader_calls;
  for (const auto& [why, n] : other.failures) add_failure(why, n);
}

long GenerateOptions::default_attempts() const {
  if (max_attempts > 0) return max_attempts;
  // A big grid's attempt takes seconds, and when one stops above an exact --clues count the
  // next ones usually do too: a few attempts, then the failure with its reasons.
  if (geometry && geometry->size() >= kBigGridSymbols)
    return target.active() ? kBigGridTargetAttempts : kBigGridAttempts;
  if (uses_nightmare_search(*this)) return kNightmareAttempts;
  if (!rare_target().empty())
    return geometry && geometry->is_composite() ? kRareCompositeAttempts : kRareTargetAttempts;
  return 10000;
}

namespace {

std::string number_text(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

// A range with a side set to infinity, or its low end above its high end, matches nothing: the
// generator would try every attempt of every seed before saying so (`generate --er 9..1` ran
// 79 s), so it is refused here. Unset sides are NaN.
core::Status check_range(const char* what, double lo, double hi) {
  if (std::isinf(lo) || std::isinf(hi))
    return core::Status::error(std::string("the ") + what + " range must be finite");
  if (lo > hi)
    return core::Status::error(std::string("the ") + what + " range " + number_text(lo) + ".." +
                               number_text(hi) +
                               " is reversed (its low end is above its high end)");
  return core::Status::ok();
}

}  // namespace

core::Status validate_target(const DifficultyTarget& t) {
  if (t.min_level >= 0 && t.max_level >= 0 && t.min_level > t.max_level)
    return core::Status::error("the level range " + std::to_string(t.min_level) + ".." +
                               std::to_string(t.max_level) +
                               " is reversed (its low end is above its high end)");
  if (auto st = check_range("score", t.min_score, t.max_score); !st) return st;
  if (auto st = check_range("ER", t.min_er, t.max_er); !st) return st;
  return core::Status::ok();
}

bool bounded_removal(const core::Geometry& g) {
  return solve::needs_propagating_fill(g) ||
         static_cast<int>(g.grids().size()) > kMaxExactCompositeGrids;
}

int generator_version(const core::Geometry& g) {
  return bounded_removal(g) || g.size() >= kBigGridSymbols ? kBoundedGeneratorVersion
                                                           : kGeneratorVersion;
}

bool uses_nightmare_search(const GenerateOptions& o) {
  const DifficultyTarget& t = o.target;
  if ((o.geometry && !o.geometry->is_classic()) || o.killer || t.kids != KidsLevel::kNone ||
      t.profile != grade::Profile::kHuman)
    return false;
  if (o.symmetry != core::Symmetry::kNone || o.mask || o.book || o.clues > 0 || o.max_clues > 0 ||
      o.min_clues > 0 || o.per_grid_unique)
    return false;
  const grade::Ladder& ladder = grade::ladder(t.profile);
  const int top = ladder.top();
  if (t.min_level >= top) return true;
  if (t.grade.empty() || t.min_level >= 0) return false;
  std::string_view want = ladder.names[top];
  return t.grade.size() == want.size() &&
         std::equal(want.begin(), want.end(), t.grade.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

// Killer puzzles made for a difficulty target since issue 29's cage techniques and easing
// (killer.hpp step 4): the grader and the attempts changed what a targeted seed makes, so only
// these IDs carry this version (older targeted Killer IDs are refused with the version message;
// untargeted Killer IDs are unchanged).
constexpr int kKillerTargetGeneratorVersion = 5;

int generator_version(const GenerateOptions& o) {
  if (uses_nightmare_search(o)) return kNightmareGeneratorVersion;
  if (o.killer && o.target.active()) return kKillerTargetGeneratorVersion;
  return generator_version(o.geometry ? *o.geometry : core::Geometry::classic());
}

}  // namespace sudokupress::generate
