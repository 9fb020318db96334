// SPDX-License-Identifier: GPL-3.0-or-later
// Former name of the kernel's API, kept for callers that only count: see solve/engine.hpp.
#pragma once

#include "solve/engine.hpp"

namespace sudokupress::solve {

using ExactSolver = Engine;
// The fastest engine that counts solutions of that geometry.
inline std::unique_ptr<Engine> make_solver(const core::Geometry& g) {
  return make_engine(g, Task::kCount);
}
// The fastest engine that counts solutions of that puzzle (its geometry and constraints).
inline std::unique_ptr<Engine> make_solver(const core::Puzzle& p) {
  return make_engine(p, Task::kCount);
}
inline std::unique_ptr<Engine> make_general_solver() { return make_general_engine(); }
inline std::unique_ptr<Engine> make_fast9_solver() { return make_fast9_engine(); }

}  // namespace sudokupress::solve
