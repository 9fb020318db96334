// Every exact engine under test, with a label for failure messages.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "solve/exact.hpp"

namespace sudokupress::solve {

inline std::vector<std::unique_ptr<ExactSolver>> all_engines() {
  std::vector<std::unique_ptr<ExactSolver>> out;
  out.push_back(make_general_solver());
  out.push_back(make_fast9_solver());
  return out;
}

}  // namespace sudokupress::solve
