// SPDX-License-Identifier: GPL-3.0-or-later
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
// The project's grader (grade::Grader with `profile`, one per thread and option set) as a
// GradeFunction: level, grade name, score, the table names of the strategies used
// ("naked-pair", ...) and whether last squares alone solve it. se_rating: also Sudoku
// Explainer's ER (GradeInfo::er; classic 9x9), only for puzzles whose level lies in
// [se_min_level, se_max_level] (-1: open), so a target that decides by level first does not pay
// for SE's rating of puzzles its level already rules out.
GradeFunction project_grader(grade::Profile profile = grade::Profile::kHuman,
                             bool se_rating = false, int se_min_level = -1, int se_max_level = -1);
// A grade name of the profile's ladder (any case) to its level; the error lists the ladder.
core::StatusOr<int> level_of_grade(std::string_view name,
                                   grade::Profile profile = grade::Profile::kHuman);
// A strategy by table name or label ("XY-chain", "naked pair", ...) to its table name, among
// the rows the profile runs.
core::StatusOr<std::string> strategy_name(std::string_view name,
                                          grade::Profile profile = grade::Profile::kHuman);
// Sets options.grader to the project's grader for options.target.profile (the children's
// ladder: always the full profile), resolves options.target.grade to its level and the required
// strategies to their table names. Error on an unknown grade or strategy.
core::Status attach_grader(GenerateOptions& options);

}  // namespace sudokupress::generate
