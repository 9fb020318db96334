// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/grading.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <vector>

#include "grade/difficulty.hpp"
#include "grade/grade.hpp"
#include "grade/se/se_rater.hpp"

namespace sudokupress::generate {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

bool grader_available() { return true; }

bool solved_by_last_squares(const core::Puzzle& p) {
  const core::Geometry& g = p.geo();
  std::vector<uint8_t> cells = p.cells;
  std::vector<bool> seen(g.size() + 1);
  for (bool progress = true; progress;) {
    progress = false;
    for (const core::House& h : g.houses()) {
      int empty = -1, empties = 0;
      std::fill(seen.begin(), seen.end(), false);
      for (int c : h.cells) {
        if (cells[c])
          seen[cells[c]] = true;
        else
          empty = c, ++empties;
      }
      if (empties != 1) continue;
      for (int v = 1; v <= g.size(); ++v)
        if (!seen[v]) cells[empty] = static_cast<uint8_t>(v);
      progress = true;
    }
  }
  for (uint8_t v : cells)
    if (!v) return false;
  return true;
}

namespace {

// One grader per thread and profile (the grader caches per-geometry data).
grade::Grader& thread_grader(grade::Profile profile) {
  thread_local std::array<std::unique_ptr<grade::Grader>, grade::kNumProfiles> graders;
  auto& slot = graders[static_cast<int>(profile)];
  if (!slot) {
    grade::GradeOptions o;
    o.profile = profile;
    slot = std::make_unique<grade::Grader>(o);
  }
  return *slot;
}

std::string ladder_names(grade::Profile profile) {
  std::string all;
  for (std::string_view n : grade::ladder(profile).names)
    all += (all.empty() ? "" : ", ") + std::string(n);
  return all;
}

}  // namespace

GradeFunction project_grader(grade::Profile profile, bool se_rating, int se_min_level,
                             int se_max_level) {
  return [=](const core::Puzzle& p) {
    grade::GradeResult r = thread_grader(profile).grade(p);
    GradeInfo info;
    info.level = r.level;
    info.grade = std::string(r.grade);
    info.score = r.score;
    // SE's rating costs more than the human grade (up to seconds on the hardest puzzles): it is
    // only computed where the target reads it (DifficultyTarget::compare decides by level first).
    const bool in_levels = (se_min_level < 0 || r.level >= se_min_level) &&
                           (se_max_level < 0 || r.level <= se_max_level);
    if (se_rating && in_levels && grade::rated_by_er(p)) info.er = grade::rate_se(p).er;
    // Naked singles are implicit in the grader (no strategy recorded): only such a puzzle can
    // fall to last squares alone.
    info.last_squares = r.solved && r.codes.empty() && solved_by_last_squares(p);
    for (int code : r.codes) {
      const grade::StrategyInfo* s = grade::strategy_by_code(code);
      if (!s) continue;
      std::string name(s->name);
      if (std::find(info.strategies.begin(), info.strategies.end(), name) == info.strategies.end())
        info.strategies.push_back(std::move(name));
    }
    return info;
  };
}

core::StatusOr<int> level_of_grade(std::string_view name, grade::Profile profile) {
  std::string want = lower(name);
  const grade::Ladder& ladder = grade::ladder(profile);
  for (int level = 0; level <= ladder.top(); ++level)
    if (lower(ladder.names[level]) == want) return level;
  return core::Status::error("unknown grade '" + std::string(name) + "' (the " +
                             std::string(grade::profile_name(profile)) +
                             " ladder: " + ladder_names(profile) + ")");
}

core::StatusOr<std::string> strategy_name(std::string_view name, grade::Profile profile) {
  const int col = static_cast<int>(profile);
  std::string all;
  for (const auto& s : grade::difficulty_table())
    if (s.variant[col].enabled) all += (all.empty() ? "" : ", ") + std::string(s.name);
  const grade::StrategyInfo* s = grade::strategy_by_name(name, profile);
  if (!s) return core::Status::error("unknown strategy '" + std::string(name) + "' (" + all + ")");
  if (!s->variant[col].enabled)
    return core::Status::error("strategy '" + std::string(name) + "' is not used by the " +
                               std::string(grade::profile_name(profile)) + " profile (" + all +
                               ")");
  return std::string(s->name);
}

core::Status attach_grader(GenerateOptions& options) {
  DifficultyTarget& t = options.target;
  if (t.kids != KidsLevel::kNone) {
    if (!t.grade.empty() || !std::isnan(t.min_score) || !std::isnan(t.max_score))
      return core::Status::error("--kids-level is a difficulty of its own: drop --grade/--score");
    const int level = t.kids == KidsLevel::kTricky ? 1 : 0;
    if ((t.min_level >= 0 && t.min_level != level) || (t.max_level >= 0 && t.max_level != level))
      return core::Status::error("--kids-level " + std::string(kids_level_name(t.kids)) +
                                 " is level " + std::to_string(level) +
                                 ", which contradicts --level");
    t.min_level = t.max_level = level;
    t.profile = grade::Profile::kFull;  // the kids ladder's levels are the full profile's
  }
  const grade::Ladder& ladder = grade::ladder(t.profile);
  if (t.min_level > ladder.top() || t.max_level > ladder.top())
    return core::Status::error("--level " + std::to_string(std::max(t.min_level, t.max_level)) +
                               " is above the " + std::string(grade::profile_name(t.profile)) +
                               " ladder's top level " + std::to_string(ladder.top()) + " (" +
                               ladder_names(t.profile) + ")");
  if (t.min_level >= 0 && t.max_level >= 0 && t.min_level > t.max_level)
    return core::Status::error("the level range " + std::to_string(t.min_level) + ".." +
                               std::to_string(t.max_level) + " is reversed");
  if (!t.grade.empty()) {
    auto level = level_of_grade(t.grade, t.profile);
    if (!level) return level.status();
    t.grade = std::string(ladder.names[*level]);  // canonical spelling (IDs)
    if ((t.min_level >= 0 && t.min_level != *level) || (t.max_level >= 0 && t.max_level != *level))
      return core::Status::error("--grade " + t.grade + " is level " + std::to_string(*level) +
                                 ", which contradicts --level");
    t.min_level = t.max_level = *level;
  }
  // The top level is no upper bound: without one, removals are not graded one by one.
  if (t.max_level >= ladder.top()) t.max_level = -1;
  for (auto& r : t.require) {
    auto name = strategy_name(r, t.profile);
    if (!name) return name.status();
    r = *name;
    for (const auto& s : grade::difficulty_table())
      if (s.variant[static_cast<int>(t.profile)].enabled && s.name == r && t.max_level >= 0 &&
          grade::level_in(s, t.profile) > t.max_level)
        return core::Status::error("strategy " + r + " is level " +
                                   std::to_string(grade::level_in(s, t.profile)) +
                                   ", above the target's level " + std::to_string(t.max_level));
  }
  if (t.has_er() && options.geometry && !options.geometry->is_classic())
    return core::Status::error("an er target needs the classic 9x9 (Sudoku Explainer's rating)");
  if (t.has_er() && t.kids != KidsLevel::kNone)
    return core::Status::error("--kids-level is a difficulty of its own: drop --er");
  options.grader = project_grader(t.profile, t.has_er(), t.min_level, t.max_level);
  return core::Status::ok();
}

}  // namespace sudokupress::generate
