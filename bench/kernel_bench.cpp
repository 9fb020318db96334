// SPDX-License-Identifier: GPL-3.0-or-later
// Sections "biggrid" and "composites" (issue 14, the search kernel's targets).
//
// biggrid: the seed project's 36x36 solved (target <= 10 ms), uniqueness of 25x25 puzzles with
//   half their cells given (target <= 5 ms), and generation with default options (unique; big
//   grids stop at their default clue floor) on 2 threads: median and maximum seconds per
//   puzzle for 25x25 (target median <= 2 s), 36x36 (<= 10 s), 49x49 (<= 30 s), 100x100
//   (<= 120 s). Each generation puzzle runs as a batch of one on 2 threads (wall clock).
// composites: minimal composite-unique puzzles on one thread, per variant: median, 99th
//   percentile and maximum ms per puzzle (samurai targets 50 / 500 / 2000 ms) over N seeds
//   (N = 200 for samurai at the default --max, fewer for the others).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/format.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"

namespace sudokupress::bench {
namespace {

struct Percentiles {
  double median = 0, p99 = 0, max = 0;
};

Percentiles percentiles(std::vector<double> v) {
  Percentiles p;
  if (v.empty()) return p;
  std::sort(v.begin(), v.end());
  p.median = v[v.size() / 2];
  p.p99 = v[std::min(v.size() - 1, static_cast<size_t>(0.99 * v.size()))];
  p.max = v.back();
  return p;
}

// Solve time of the seed project's 36x36 (ms, best of 3, one thread CPU).
void seed_36x36(const BenchOptions& options) {
  auto read = core::read_puzzle_file(shared_data_path(options, "seed004/puzzle_36x36.txt"));
  if (!read || read->items.empty() || !read->items[0].puzzle) {
    std::printf("| %-46s | %12s |\n", "seed 36x36 solve (target <= 10 ms)", "skipped");
    return;
  }
  const core::Puzzle& p = *read->items[0].puzzle;
  auto engine = solve::make_engine(p.geo());
  double best = 1e18;
  int count = 0;
  for (int k = 0; k < 3; ++k) {
    long long a = cpu_ns();
    count = engine->count(p, 2).count;
    best = std::min(best, (cpu_ns() - a) * 1e-6);
  }
  std::printf("| %-46s | %9.2f ms | (%s, count %d)\n", "seed 36x36 uniqueness (target <= 10 ms)",
              best, std::string(engine->name()).c_str(), count);
}

// Uniqueness of 25x25 puzzles with half the cells given, in the order of a random removal
// that keeps the puzzle unique: the generator's own puzzles at the default floor.
void half_25x25(int n) {
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name("25x25");
  o.min_clues = generate::default_min_clues(*o.geometry);
  o.confirm_with_solver = false;
  std::vector<double> ms;
  auto engine = solve::make_engine(*o.geometry);
  for (int k = 0; k < n; ++k) {
    auto g = generate::generate_one(o, 500 + k);
    if (!g) continue;
    long long a = cpu_ns();
    int c = engine->count(g->puzzle, 2).count;
    ms.push_back((cpu_ns() - a) * 1e-6);
    if (c != 1) std::printf("  ERROR: 25x25 seed %d not unique\n", 500 + k);
  }
  Percentiles p = percentiles(ms);
  std::printf("| %-46s | %9.2f ms | (median of %zu; max %.2f ms)\n",
              "25x25 half given, uniqueness (target <= 5 ms)", p.median, ms.size(), p.max);
}

}  // namespace

int run_biggrid_bench(const BenchOptions& options) {
  std::printf("| %-46s | %12s |\n", "big grids", "value");
  std::printf("|%s|%s|\n", std::string(48, '-').c_str(), std::string(14, '-').c_str());
  seed_36x36(options);
  half_25x25(5);
  struct Size {
    int n, seeds;
    double target;
  };
  const bool quick = options.max_puzzles > 0 && options.max_puzzles < 1000;
  const Size kSizes[] = {{25, quick ? 3 : 9, 2},
                         {36, quick ? 1 : 5, 10},
                         {49, quick ? 1 : 3, 30},
                         {100, quick ? 0 : 1, 120}};
  for (const Size& s : kSizes) {
    if (s.seeds == 0) continue;
    generate::GenerateOptions o;
    o.geometry = *core::geometry_by_name(std::to_string(s.n));
    o.min_clues = generate::default_min_clues(*o.geometry);
    std::vector<double> secs;
    double clues = 0;
    for (int k = 0; k < s.seeds; ++k) {
      generate::BatchOptions b;
      b.count = 1;
      b.seed = 100 + k;
      b.threads = 2;
      b.on_puzzle = [&](const generate::Generated& g) { clues += g.puzzle.clue_count(); };
      long long a = now_ns();
      auto st = generate::generate_batch(o, b);
      secs.push_back(seconds_since(a));
      if (!st) std::printf("  ERROR: %dx%d: %s\n", s.n, s.n, st.status().message().c_str());
    }
    Percentiles p = percentiles(secs);
    char label[80];
    std::snprintf(label, sizeof label, "generate %dx%d, median s (target <= %.0f s)", s.n, s.n,
                  s.target);
    std::printf("| %-46s | %10.2f s | (max %.2f s over %d seeds; %.0f%% clues)\n", label, p.median,
                p.max, s.seeds, 100.0 * clues / (s.seeds * o.geometry->num_cells()));
  }
  std::printf("(generation: default options, 2 threads, wall seconds per puzzle)\n");
  return 0;
}

int run_composites_bench(const BenchOptions& options) {
  const int samurai_seeds = static_cast<int>(std::clamp<size_t>(options.max_puzzles / 50, 20, 200));
  std::printf("| %-18s | %5s | %9s | %9s | %9s | %7s |\n", "variant", "seeds", "median ms",
              "p99 ms", "max ms", "clues");
  std::printf("|%s|%s|%s|%s|%s|%s|\n", std::string(20, '-').c_str(), std::string(7, '-').c_str(),
              std::string(11, '-').c_str(), std::string(11, '-').c_str(),
              std::string(11, '-').c_str(), std::string(9, '-').c_str());
  const char* kVariants[] = {"samurai",          "double",          "triple",   "quadruple",
                             "butterfly",        "windmill",        "flower",   "overlap2",
                             "overlap3",         "overlap4",        "overlap6", "triple-ears",
                             "triple-ears-down", "triple-ears-side"};
  int rc = 0;
  for (const char* name : kVariants) {
    auto geo = core::geometry_by_name(name);
    if (!geo) continue;
    generate::GenerateOptions o;
    o.geometry = *geo;
    o.minimal = true;
    const int seeds = std::string(name) == "samurai" ? samurai_seeds : samurai_seeds / 5;
    std::vector<double> ms;
    double clues = 0;
    for (int k = 0; k < seeds; ++k) {
      long long a = cpu_ns();
      auto g = generate::generate_one(o, 1 + k);
      ms.push_back((cpu_ns() - a) * 1e-6);
      if (!g) {
        std::printf("  ERROR: %s seed %d: %s\n", name, 1 + k, g.status().message().c_str());
        rc = 1;
        continue;
      }
      clues += g->puzzle.clue_count();
    }
    Percentiles p = percentiles(ms);
    std::printf("| %-18s | %5d | %9.1f | %9.1f | %9.1f | %7.1f |\n", name, seeds, p.median, p.p99,
                p.max, clues / std::max(1, seeds));
  }
  std::printf(
      "(minimal, whole-composite unique, one thread, CPU ms per puzzle; samurai targets:"
      " median <= 50, p99 <= 500, max <= 2000)\n");
  return rc;
}

}  // namespace sudokupress::bench
