// SPDX-License-Identifier: GPL-3.0-or-later
// The search kernel: every exact search of the project (solution counts, the generator's removal
// test, the singles-only check, random solution grids) goes through solve::Engine.
//
// Engines (one file each):
//   fast9       the classic 9x9 only: per-digit band bitboards (fast9_solver.cpp)
//   exclusion   any geometry up to 64 symbols: the removal test as an exclusion search (the value
//               struck out, no count), naked/hidden singles, flat state stack (checker.cpp)
//   general     any geometry up to 100 symbols, composites, any extra house: singles, hidden
//               singles, house-house intersections, trail-based search (general_solver.cpp)
// Callers never compare names: they ask for a Task and make_engine() picks among the engines
// whose Capabilities support the geometry, by the engine's own rank for that task. name() is
// for messages and benchmarks only.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "solve/rng.hpp"

namespace sudokupress::solve {

struct SolveStats {
  uint64_t nodes = 0;    // search nodes visited (propagation rounds)
  uint64_t guesses = 0;  // branching decisions (a cell set to one of several candidates)
};

struct CountResult {
  int count = 0;                  // 0, 1, ... limit (limit means "limit or more")
  std::vector<uint8_t> solution;  // the first solution found, empty when count == 0
  SolveStats stats;
  // The search stopped at the engine's node limit (set_node_limit) before it could answer:
  // `count` is then only a lower bound.
  bool cut_short = false;
};

// Receives every solution a count() finds, up to its limit (Engine::set_solution_sink), in
// the engine's search order: `cells` holds one value per cell (1..N). The Nightmare search
// (generate/nightmare.cpp) adds up, per cell and value, how many solutions hold it.
class SolutionSink {
 public:
  virtual ~SolutionSink() = default;
  virtual void solution(const uint8_t* cells, int num_cells) = 0;
};

// What an engine does, and how well (ranks: higher is faster on the geometries it supports,
// 0 = the task is served by the generic fallback of the base class).
struct Capabilities {
  bool classic_only = false;  // only the classic 9x9 (no composites, no extra houses)
  int max_symbols = 0;        // largest grid size N (symbols per house)
  bool composites = false;    // composites and geometries with extra or irregular houses
  int count_rank = 0;         // count(): solution counts to a limit
  int removal_rank = 0;       // other_solution(): the generator's removal test
  // The removal rank on single-grid variants (extra houses, jigsaw regions; -1 = removal_rank).
  // Measured, minimal generation, one thread: general (exclusion search, intersections, peer
  // tie-break) against the exclusion engine: windoku seed 20 0.003 s against 12.9 s, 12x12
  // jigsaw seed 2 0.48 s against 4.2 s; X and jigsaws elsewhere equal.
  int variant_removal_rank = -1;
  bool exclusion_search = false;  // other_solution() searches with the value struck out (else
                                  // a count to 2, exact only when the clue made it unique)
  int singles_rank = 0;           // solved_by_singles() is exact (0: it answers false)
  bool node_limit = false;        // honours set_node_limit()
  // The ranks hold up to this many symbols (0 = any); above, the engine is chosen only when
  // nothing else supports the geometry (the exclusion engine has no intersections: measured
  // on 36x36 at half the cells given, one removal pass ran over 13 CPU seconds, stopped).
  int ranked_up_to_symbols = 0;
  // Honours core::Constraints (Killer cages, marks). make_engine gives a puzzle with constraints
  // only to such engines; the others know houses only.
  bool cages = false;
  // count() hands each solution to the sink set by set_solution_sink() (0: it does not).
  int enumerate_rank = 0;
};

enum class Task { kCount, kRemoval, kSingles, kEnumerate };

class Engine {
 public:
  virtual ~Engine() = default;
  // For messages and benchmarks; never used to choose an engine.
  virtual std::string_view name() const = 0;
  virtual Capabilities capabilities() const = 0;
  // True when this engine can solve puzzles of that geometry.
  bool supports(const core::Geometry& g) const;
  // Counts solutions, stopping at `limit` (>= 1). Givens must already be consistent
  // (core::check_givens); inconsistent givens simply give count 0.
  virtual CountResult count(const core::Puzzle& puzzle, int limit) = 0;
  // The removal test: is there a solution of `puzzle` (cell c empty) with a value other than v
  // at c? When true and `witness` is not null, *witness is such a solution (or left empty when
  // the engine found one but cannot tell which). Engines without exclusion_search count to 2,
  // which is exact when `puzzle` with v at c has exactly one solution (the generator's case).
  virtual bool other_solution(const core::Puzzle& puzzle, int c, int v,
                              std::vector<uint8_t>* witness);
  // True when naked and hidden singles alone solve the puzzle (their fixpoint does not depend
  // on the order, so this is exactly the grader's level 0). Engines with singles_rank 0
  // answer false ("not known").
  virtual bool solved_by_singles(const core::Puzzle& puzzle);
  // A random complete grid (fill.hpp; one algorithm for every engine, so that a seed means one
  // grid whatever engine serves it). Empty only when every restart ran out of budget.
  std::vector<uint8_t> random_fill(const core::Geometry& g, Rng& rng, int max_restarts = 1000);
  // Search nodes one count() or other_solution() may visit (0 = no limit, the default). Past
  // it count() stops with cut_short set and other_solution() answers true with no witness
  // ("not shown unique"), so a caller that removes clues only on a false answer stays exact.
  // Only engines with capabilities().node_limit honour it.
  void set_node_limit(uint64_t nodes) { node_limit_ = nodes; }
  // Every solution count() finds (up to its limit: count() == limit means "that many or more",
  // and the sink has seen `limit` of them) goes to `sink` (null: none, the default). Only
  // engines with capabilities().enumerate_rank > 0 honour it (make_engine(g, Task::kEnumerate)).
  void set_solution_sink(SolutionSink* sink) { sink_ = sink; }

 protected:
  uint64_t node_limit_ = 0;
  SolutionSink* sink_ = nullptr;
};

std::unique_ptr<Engine> make_general_engine();
std::unique_ptr<Engine> make_fast9_engine();
std::unique_ptr<Engine> make_exclusion_engine();
// The constraint engine (cage_solver.cpp): Killer cages on single grids up to 16 symbols.
std::unique_ptr<Engine> make_cage_engine();
// Every engine of the kernel for puzzles without constraints (for tests and benchmarks).
std::vector<std::unique_ptr<Engine>> all_engines();
// Every engine that honours constraints (Capabilities::cages).
std::vector<std::unique_ptr<Engine>> constraint_engines();
// The best-ranked engine for `task` that supports the geometry; `other_than` excludes engines of
// that engine's type (the generator's independent confirmation), falling back to the same kind
// when no other supports the geometry. Never null (general supports everything).
// With `rules` that are not empty, only engines with Capabilities::cages compete (the same kind
// confirms when no other one has them).
std::unique_ptr<Engine> make_engine(const core::Geometry& g, Task task = Task::kCount,
                                    const Engine* other_than = nullptr,
                                    const core::Constraints* rules = nullptr);
// The engine for a puzzle: its geometry and its constraints.
std::unique_ptr<Engine> make_engine(const core::Puzzle& p, Task task = Task::kCount,
                                    const Engine* other_than = nullptr);

}  // namespace sudokupress::solve
