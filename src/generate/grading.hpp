// The bridge from the generator to the grader (src/grade): a GradeFunction over the project's
// logic solver, and grade-name resolution for difficulty targets.
#pragma once

#include <string>
#include <string_view>

#include "core/status.hpp"
#include "generate/generator.hpp"

namespace sudokupress::generate {

// True when the project's grader is built in.
bool grader_available();
// Last squares alone solve the puzzle: again and again a house with exactly one empty cell
// gets its missing value (the kids ladder's first steps).
bool solved_by_last_squares(const core::Puzzle& p);
// The project's grader (grade::Grader, profile full, one per thread) as a GradeFunction:
// level, grade name, score, the table names of the strategies used ("naked-pair", ...) and
// whether last squares alone solve it. se_rating: also Sudoku Explainer's ER (GradeInfo::er).
GradeFunction project_grader(bool se_rating = false);
// A grade name (Easy, Medium, Hard, Fiendish, Diabolical; any case) to its level.
core::StatusOr<int> level_of_grade(std::string_view name);
// A strategy by table name or label ("XY-chain", "naked pair", ...) to its table name.
core::StatusOr<std::string> strategy_name(std::string_view name);
// Sets options.grader to the project's grader, resolves options.target.grade to its level and
// the required strategies to their table names. Error on an unknown grade or strategy.
core::Status attach_grader(GenerateOptions& options);

}  // namespace sudokupress::generate
