#include "generate/grading.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "grade/difficulty.hpp"
#include "grade/grade.hpp"

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

GradeFunction project_grader(bool se_rating) {
  return [se_rating](const core::Puzzle& p) {
    // The grader caches per-geometry data: one per thread (and per option set).
    thread_local grade::Grader plain(grade::GradeOptions{});
    thread_local grade::Grader with_se([] {
      grade::GradeOptions o;
      o.se_rating = true;
      return o;
    }());
    grade::GradeResult r = (se_rating ? with_se : plain).grade(p);
    GradeInfo info;
    info.level = r.level;
    info.grade = std::string(r.grade);
    info.score = r.score;
    info.er = r.er;
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

core::StatusOr<int> level_of_grade(std::string_view name) {
  std::string want = lower(name);
  std::string all;
  for (int level = 0; level <= grade::kMaxLevel; ++level) {
    if (lower(grade::grade_name(level)) == want) return level;
    all += (all.empty() ? "" : ", ") + std::string(grade::grade_name(level));
  }
  return core::Status::error("unknown grade '" + std::string(name) + "' (" + all + ")");
}

core::StatusOr<std::string> strategy_name(std::string_view name) {
  // The generator grades with the full profile (its outputs stay as they were): common names
  // (x-wing, swordfish, xy-wing, ...) and codes resolve to that profile's rows.
  std::string all;
  for (const auto& s : grade::difficulty_table())
    if (s.variant[static_cast<int>(grade::Profile::kFull)].enabled)
      all += (all.empty() ? "" : ", ") + std::string(s.name);
  const grade::StrategyInfo* s = grade::strategy_by_name(name, grade::Profile::kFull);
  if (!s) return core::Status::error("unknown strategy '" + std::string(name) + "' (" + all + ")");
  if (!s->variant[static_cast<int>(grade::Profile::kFull)].enabled)
    return core::Status::error("strategy '" + std::string(name) +
                               "' is a human-profile technique; the generator grades with the "
                               "full profile (" +
                               all + ")");
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
  }
  if (!t.grade.empty()) {
    auto level = level_of_grade(t.grade);
    if (!level) return level.status();
    t.grade = std::string(grade::grade_name(*level));  // canonical spelling (IDs)
    if ((t.min_level >= 0 && t.min_level != *level) || (t.max_level >= 0 && t.max_level != *level))
      return core::Status::error("--grade " + t.grade + " is level " + std::to_string(*level) +
                                 ", which contradicts --level");
    t.min_level = t.max_level = *level;
  }
  // The top level is no upper bound: without one, removals are not graded one by one.
  if (t.max_level >= grade::kMaxLevel) t.max_level = -1;
  for (auto& r : t.require) {
    auto name = strategy_name(r);
    if (!name) return name.status();
    r = *name;
    for (const auto& s : grade::difficulty_table())
      if (s.name == r && t.max_level >= 0 && s.level > t.max_level)
        return core::Status::error("strategy " + r + " is level " + std::to_string(s.level) +
                                   ", above the target's level " + std::to_string(t.max_level));
  }
  if (t.has_er() && options.geometry && !options.geometry->is_classic())
    return core::Status::error("an er target needs the classic 9x9 (Sudoku Explainer's rating)");
  if (t.has_er() && t.kids != KidsLevel::kNone)
    return core::Status::error("--kids-level is a difficulty of its own: drop --er");
  options.grader = project_grader(t.has_er());
  return core::Status::ok();
}

}  // namespace sudokupress::generate
