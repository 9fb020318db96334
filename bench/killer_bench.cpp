// SPDX-License-Identifier: GPL-3.0-or-later
// Section "killer" (issue 29): the constraint engine and the Killer generator.
//
//   count-to-two: the median CPU time of one solution count with limit 2 (the uniqueness test)
//     on published-style Killer puzzles: cages only, no givens (the generator's output for
//     seeds 1..N whose layout is unique alone), target <= 5 ms median on one core; per variant.
//   generation: `generate --variant <v>` on 2 threads, puzzles per wall second, how many needed
//     givens, the median givens of those.
//   levels: `generate --variant <v> --grade G` for each level of the human ladder, 2 threads:
//     puzzles per wall and CPU second, attempts per puzzle, how many have givens (Easy is met by
//     easing: generate/killer.hpp step 4), or why the level was not reached.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/constraints.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"

namespace sudokupress::bench {
namespace {

generate::GenerateOptions killer_options(const std::string& variant) {
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name(core::killer_base_name(variant));
  o.killer = generate::KillerOptions{};
  if (o.geometry->size() < 5) o.killer->max_size = o.geometry->size();
  return o;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void variant_row(const std::string& variant, int n) {
  generate::GenerateOptions o = killer_options(variant);
  // Generation: a batch of n on 2 threads (wall clock), then the count-to-two of each output
  // without givens, one thread, CPU time.
  std::vector<core::Puzzle> puzzles;
  int with_givens = 0;
  std::vector<double> givens;
  generate::BatchOptions batch;
  batch.count = n;
  batch.seed = 1;
  batch.threads = 2;
  batch.on_puzzle = [&](const generate::Generated& g) {
    puzzles.push_back(g.puzzle);
    if (g.puzzle.clue_count() > 0) {
      ++with_givens;
      givens.push_back(g.puzzle.clue_count());
    }
  };
  long long wall = now_ns();
  auto r = generate::generate_batch(o, batch);
  const double seconds = seconds_since(wall);
  if (!r) {
    std::printf("| %-14s | failed: %s\n", variant.c_str(), r.status().message().c_str());
    return;
  }
  std::vector<double> ms;
  size_t nodes = 0;
  for (const core::Puzzle& p : puzzles) {
    if (p.clue_count() > 0) continue;
    auto engine = solve::make_engine(p);
    long long a = cpu_ns();
    auto c = engine->count(p, 2);
    ms.push_back((cpu_ns() - a) * 1e-6);
    nodes += c.stats.nodes;
    if (c.count != 1) std::printf("  ERROR: %s not unique\n", variant.c_str());
  }
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  std::printf("| %-14s | %8.2f ms | %8.2f ms | %6zu | %8.2f/s | %3d of %-3d | %6.0f |\n",
              variant.c_str(), median(ms), sorted.empty() ? 0.0 : sorted.back(),
              ms.empty() ? 0 : nodes / ms.size(), n / seconds, with_givens, n, median(givens));
}

void level_row(const std::string& variant, int level, int n) {
  const std::string name(grade::ladder(grade::Profile::kHuman).names[level]);
  generate::GenerateOptions o = killer_options(variant);
  o.target.profile = grade::Profile::kHuman;
  o.target.min_level = level;
  o.target.max_level = level;
  if (auto st = generate::attach_grader(o); !st) {
    std::printf("| %-14s | %-10s | %s\n", variant.c_str(), name.c_str(), st.message().c_str());
    return;
  }
  generate::BatchOptions batch;
  batch.count = n;
  batch.seed = 1;
  batch.threads = 2;
  int made = 0, with_givens = 0;
  long attempts = 0;
  batch.on_puzzle = [&](const generate::Generated& g) {
    ++made;
    attempts += g.stats.attempts;
    with_givens += g.puzzle.clue_count() > 0;
  };
  const long long wall = now_ns(), cpu = cpu_ns();
  auto r = generate::generate_batch(o, batch);
  const double seconds = seconds_since(wall), cpu_s = (cpu_ns() - cpu) * 1e-9;
  std::printf("| %-14s | %-10s | %4d | %9.2f | %9.2f | %8.1f | %3d | %s\n", variant.c_str(),
              name.c_str(), made, made / seconds, made / cpu_s,
              made ? double(attempts) / made : 0.0, with_givens,
              r ? "" : ("FAILED: " + r.status().message().substr(0, 90)).c_str());
  std::fflush(stdout);
}

}  // namespace

int run_killer_bench(const BenchOptions& options) {
  const int n = options.max_puzzles > 0 && options.max_puzzles < 100
                    ? static_cast<int>(options.max_puzzles)
                    : 100;
  std::printf(
      "Killer: count-to-two of no-given puzzles (one core, CPU; target <= 5 ms median on "
      "9x9) and generation (2 threads, wall), %d puzzles per variant, seeds 1..%d\n\n",
      n, n);
  std::printf("| %-14s | %11s | %11s | %6s | %10s | %10s | %6s |\n", "variant", "median", "max",
              "nodes", "generated", "w/ givens", "givens");
  std::printf(
      "|----------------|-------------|-------------|--------|------------|------------|"
      "--------|\n");
  for (const char* v : {"killer", "killer-x", "killer-jigsaw", "killer-6x6", "killer-4x4"})
    variant_row(v, n);
  // Levels: a tenth of the puzzles (at least 2) a row.
  const int per_level = std::max(2, n / 10);
  std::printf(
      "\nKiller levels (human ladder): %d puzzles a row, seeds 1..%d, 2 threads; attempts = "
      "layouts graded per puzzle\n\n",
      per_level, per_level);
  std::printf("| %-14s | %-10s | %4s | %9s | %9s | %8s | %3s |\n", "variant", "level", "made",
              "wall/s", "cpu/s", "attempts", "giv");
  std::printf("|----------------|------------|------|-----------|-----------|----------|-----|\n");
  const int top = grade::ladder(grade::Profile::kHuman).top();
  for (const char* v : {"killer", "killer-x", "killer-jigsaw", "killer-6x6"})
    for (int level = 0; level <= top; ++level) level_row(v, level, per_level);
  return 0;
}

}  // namespace sudokupress::bench
