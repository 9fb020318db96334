// SPDX-License-Identifier: GPL-3.0-or-later
// Batch grading on several threads; results in input order, whatever the thread count.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "grade/grade.hpp"

namespace sudokupress::grade {

// Grades every puzzle (one Grader per thread). threads <= 0 means the hardware's count.
// `progress`, if set, is called from worker threads with the number of puzzles done so far.
std::vector<GradeResult> grade_batch(std::span<const core::Puzzle> puzzles,
                                     const GradeOptions& options, int threads,
                                     const std::function<void(size_t)>& progress = {});

}  // namespace sudokupress::grade
