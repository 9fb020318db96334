// Exact solvers: count solutions up to a limit and return the first one found.
// Two engines share this API: a fast path for the classic 9x9, and a general engine for any
// geometry (box grids up to 100x100, composites). Hot paths never throw.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"

namespace sudokupress::solve {

struct SolveStats {
  uint64_t nodes = 0;    // search nodes visited (propagation rounds)
  uint64_t guesses = 0;  // branching decisions (a cell set to one of several candidates)
};

struct CountResult {
  int count = 0;                  // 0, 1, ... limit (limit means "limit or more")
  std::vector<uint8_t> solution;  // the first solution found, empty when count == 0
  SolveStats stats;
};

class ExactSolver {
 public:
  virtual ~ExactSolver() = default;
  virtual std::string_view name() const = 0;
  // True when this engine can solve puzzles of that geometry.
  virtual bool supports(const core::Geometry& g) const = 0;
  // Counts solutions, stopping at `limit` (>= 1). Givens must already be consistent
  // (core::check_givens); inconsistent givens simply give count 0.
  virtual CountResult count(const core::Puzzle& puzzle, int limit) = 0;
};

std::unique_ptr<ExactSolver> make_general_solver();
std::unique_ptr<ExactSolver> make_fast9_solver();
// The fastest engine that supports the geometry.
std::unique_ptr<ExactSolver> make_solver(const core::Geometry& g);

}  // namespace sudokupress::solve
