#include "publish/worked_example.hpp"

#include "grade/grade.hpp"

namespace sudokupress::publish {

std::optional<WorkedExample> worked_example(const std::vector<BookPuzzle>& puzzles) {
  // The first classic puzzle with a clean hidden single (one placement, after the initial
  // cleanup), else the first step of any kind that places or eliminates something.
  grade::GradeOptions options;
  options.record_steps = true;
  const BookPuzzle* chosen = nullptr;
  grade::GradeResult result;
  int pick = -1;
  int examined = 0;
  for (const BookPuzzle& p : puzzles) {
    if (!p.puzzle.geo().is_classic()) continue;
    if (++examined > 50) break;
    grade::GradeResult r = grade::grade(p.puzzle, options);
    for (int i = 0; i < static_cast<int>(r.steps.size()); ++i) {
      const grade::Step& s = r.steps[i];
      if (s.code >= 0 && s.placements.size() == 1 && !s.houses.empty()) {
        chosen = &p;
        result = std::move(r);
        pick = i;
        break;
      }
    }
    if (chosen) break;
  }
  if (!chosen) {
    for (const BookPuzzle& p : puzzles) {
      grade::GradeResult r = grade::grade(p.puzzle, options);
      for (int i = 0; i < static_cast<int>(r.steps.size()) && pick < 0; ++i)
        if (!r.steps[i].placements.empty() || !r.steps[i].eliminations.empty()) pick = i;
      if (pick >= 0) {
        chosen = &p;
        result = std::move(r);
        break;
      }
    }
  }
  if (!chosen) return std::nullopt;

  WorkedExample ex;
  ex.puzzle_number = chosen->number;
  ex.section = chosen->section;
  ex.step_number = pick + 1;
  ex.before = chosen->puzzle;
  ex.before.fields.clear();
  for (int i = 0; i < pick; ++i)
    for (const grade::CellDigit& cd : result.steps[i].placements)
      ex.before.cells[cd.cell] = static_cast<uint8_t>(cd.digit);
  const grade::Step& s = result.steps[pick];
  ex.strategy = std::string(s.strategy);
  ex.cells = s.cells;
  ex.houses = s.houses;
  for (const auto& cd : s.placements) ex.placements.emplace_back(cd.cell, cd.digit);
  for (const auto& cd : s.eliminations) ex.eliminations.emplace_back(cd.cell, cd.digit);
  ex.explanation = s.explanation;
  return ex;
}

}  // namespace sudokupress::publish
