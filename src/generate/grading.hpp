// The bridge from the generator to the grader (src/grade): a GradeFunction over the project's
// logic solver, and grade-name resolution for difficulty targets.
#pragma once

#include "core/status.hpp"
#include "generate/generator.hpp"

namespace sudokupress::generate {

// True when the project's grader is built in.
bool grader_available();
// The project's grader as a GradeFunction (empty when !grader_available()).
GradeFunction project_grader();
// Sets options.grader to the project's grader and resolves options.target.grade to its level
// range. Error when a target is set and no grader is available, or the grade name is unknown.
core::Status attach_grader(GenerateOptions& options);

}  // namespace sudokupress::generate
