// SPDX-License-Identifier: GPL-3.0-or-later
// Section "multigrid" (issue 7): minimal composite-unique samurai puzzles per second on 2
// threads, the median time of one puzzle and of one uniqueness check (the solver layer's engine,
// limit 2), and the clue count against the book's per-grid mode. Targets: <= 50 ms median per
// samurai puzzle, <= 2 ms median per samurai uniqueness check.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "bench.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "solve/exact.hpp"

namespace sudokupress::bench {
namespace {

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int run_multigrid_bench(const BenchOptions& options) {
  namespace gen = sudokupress::generate;
  const int n = static_cast<int>(std::clamp<size_t>(options.max_puzzles / 250, 10, 200));
  auto samurai = *core::geometry_by_name("samurai");
  gen::GenerateOptions whole;
  whole.geometry = samurai;
  whole.minimal = true;
  gen::GenerateOptions per = whole;
  per.per_grid_unique = true;

  // Batch rate on 2 threads (wall clock).
  gen::BatchOptions batch;
  batch.count = n;
  batch.seed = 1;
  batch.threads = 2;
  std::vector<core::Puzzle> made;
  batch.on_puzzle = [&](const gen::Generated& g) { made.push_back(g.puzzle); };
  long long t0 = now_ns();
  auto st = gen::generate_batch(whole, batch);
  double wall = seconds_since(t0);
  if (!st) {
    std::printf("generation failed: %s\n", st.status().message().c_str());
    return 1;
  }

  // Single-thread medians: one puzzle, one uniqueness check; clue counts in both modes.
  std::vector<double> puzzle_ms, check_ms;
  double clues_whole = 0, clues_per = 0;
  auto solver = solve::make_solver(*samurai);
  for (int k = 0; k < n; ++k) {
    long long a = now_ns();
    auto w = gen::generate_one(whole, 1000 + k);
    puzzle_ms.push_back((now_ns() - a) * 1e-6);
    auto p = gen::generate_one(per, 1000 + k);
    if (!w || !p) return 1;
    for (uint8_t v : w->puzzle.cells) clues_whole += v != 0;
    for (uint8_t v : p->puzzle.cells) clues_per += v != 0;
  }
  for (const auto& p : made) {
    long long a = now_ns();
    int c = solver->count(p, 2).count;
    check_ms.push_back((now_ns() - a) * 1e-6);
    if (c != 1) return 1;
  }
  std::printf("| %-44s | %10s |\n", "samurai (369 cells), minimal", "value");
  std::printf("|%s|%s|\n", std::string(46, '-').c_str(), std::string(12, '-').c_str());
  std::printf("| %-44s | %10.2f |\n", "composite-unique puzzles/s, 2 threads", n / wall);
  std::printf("| %-44s | %10.2f |\n", "median ms per puzzle, 1 thread (target <=50)",
              median(puzzle_ms));
  std::printf("| %-44s | %10.3f |\n", "median ms per uniqueness check (target <= 2)",
              median(check_ms));
  std::printf("| %-44s | %10.1f |\n", "mean clues, whole-composite unique", clues_whole / n);
  std::printf("| %-44s | %10.1f |\n", "mean clues, --per-grid-unique", clues_per / n);
  std::printf("(%d puzzles per row; per-grid mode not --minimal-verified against the composite)\n",
              n);
  return 0;
}

}  // namespace sudokupress::bench
