// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 engine's kernels: one search (fast9_search.hpp) compiled for more than one
// instruction set, picked once per engine at run time by what the CPU has, so the one portable
// (Debian) binary runs on the x86-64 baseline and uses AVX2/BMI2/POPCNT where they are.
//
//   kernel      built from               runs on
//   x86-64-v3   fast9_x86_64_v3.cpp      x86-64 CPUs with AVX2, BMI1, BMI2 and POPCNT
//   baseline    fast9_baseline.cpp       any CPU the build targets (the fallback)
//
// Every kernel gives the same counts, the same solutions in the same order and the same
// search statistics (tests/solve/fast9_kernels_test.cpp); only the speed differs.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "solve/engine.hpp"

// The x86-64-v3 kernel exists in x86-64 builds by GCC or Clang (their target attributes).
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SP_FAST9_HAVE_V3 1
#else
#define SP_FAST9_HAVE_V3 0
#endif

namespace sudokupress::solve {

// Each kernel: count() as Engine::count; other_solution() the removal test as an exclusion
// search (v struck out of the empty cell c, the search stops at the first solution, whose 81
// cells go to `witness` when it is not null): true when there is a solution without v at c.
namespace fast9_baseline {
CountResult count(const core::Puzzle& p, int limit, SolutionSink* sink);
bool other_solution(const core::Puzzle& p, int c, int v, uint8_t* witness);
}  // namespace fast9_baseline
namespace fast9_x86_64_v3 {
CountResult count(const core::Puzzle& p, int limit, SolutionSink* sink);
bool other_solution(const core::Puzzle& p, int c, int v, uint8_t* witness);
}  // namespace fast9_x86_64_v3

struct Fast9Kernel {
  std::string_view name;  // "x86-64-v3", "baseline"
  CountResult (*count)(const core::Puzzle& p, int limit, SolutionSink* sink) = nullptr;
  bool (*other_solution)(const core::Puzzle& p, int c, int v, uint8_t* witness) = nullptr;
};

// The kernel the engine runs on this CPU (the fastest it can run).
Fast9Kernel fast9_kernel();
// Every kernel this CPU can run, fast9_kernel() first, the baseline last.
std::vector<Fast9Kernel> fast9_kernels();

// The fast9 engine on a given kernel (tests and benchmarks compare them); make_fast9_engine()
// takes fast9_kernel().
std::unique_ptr<Engine> make_fast9_engine(const Fast9Kernel& kernel);

}  // namespace sudokupress::solve
