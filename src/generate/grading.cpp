#include "generate/grading.hpp"

#include <algorithm>
#include <cctype>

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

GradeFunction project_grader() {
  return [](const core::Puzzle& p) {
    // The grader caches per-geometry data: one per thread.
    thread_local grade::Grader grader(grade::GradeOptions{});
    grade::GradeResult r = grader.grade(p);
    GradeInfo info;
    info.level = r.level;
    info.grade = std::string(r.grade);
    info.score = r.score;
    for (int code : r.codes) {
      const grade::StrategyInfo* s = grade::strategy_by_code(code);
      if (!s) continue;
      std::string name(s->name);
      if (std::find(info.strategies.begin(), info.strategies.end(), name) ==
          info.strategies.end())
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
  std::string want = lower(name);
  std::string all;
  for (const auto& s : grade::difficulty_table()) {
    if (lower(s.name) == want || lower(s.label) == want) return std::string(s.name);
    all += (all.empty() ? "" : ", ") + std::string(s.name);
  }
  return core::Status::error("unknown strategy '" + std::string(name) + "' (" + all + ")");
}

core::Status attach_grader(GenerateOptions& options) {
  DifficultyTarget& t = options.target;
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
                                   ", above the target's level " +
                                   std::to_string(t.max_level));
  }
  options.grader = project_grader();
  return core::Status::ok();
}

}  // namespace sudokupress::generate
