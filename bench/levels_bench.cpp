// SPDX-License-Identifier: GPL-3.0-or-later
// Section "levels" (issue 25, items 3 and 5; issue 32 item 4): how fast the generator makes
// untargeted puzzles (minimal, and the default removal pass) and reaches each rung of the human
// difficulty ladder (Easy .. Nightmare, grade::Profile::kHuman) and each band of Sudoku
// Explainer's ER (1..2 .. 9..10, GradeOptions::se_rating), classic 9x9, 2 threads, seeds 1..N;
// then per variant (X, Windoku, jigsaw, 6x6, 16x16, samurai) which human levels are reached and
// at what rate. Wall and CPU rates are both printed (CPU = both threads' time: the machine is
// shared). A row stops early after its time budget (the rate is then over the puzzles made), and
// a row whose seed fails (attempt budget exhausted) says so: that level is not reached.
//
// The grader is the command line's: generate::attach_grader on a target on the human ladder
// (project_grader: one grade::Grader per thread, SE's rating only where the target reads it).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "grade/grade.hpp"

namespace sudokupress::bench {
namespace {

namespace gen = sudokupress::generate;

struct Row {
  int made = 0;
  double wall = 0, cpu = 0;
  long attempts = 0;
  std::string error;  // the failing seed's message, if any
  bool stopped = false;
};

// Generates up to `count` puzzles (seeds 1..) on 2 threads, stopping after `budget_s` of wall
// time once at least one puzzle is made.
Row run_row(const gen::GenerateOptions& o, int count, double budget_s) {
  Row row;
  gen::BatchOptions b;
  b.count = count;
  b.seed = 1;
  b.threads = 2;
  const long long t0 = now_ns(), c0 = cpu_ns();
  b.on_puzzle = [&](const gen::Generated& g) {
    ++row.made;
    row.attempts += g.stats.attempts;
  };
  b.stop_requested = [&] { return row.stopped = seconds_since(t0) > budget_s; };
  auto r = gen::generate_batch(o, b);
  row.wall = seconds_since(t0);
  row.cpu = (cpu_ns() - c0) * 1e-9;
  if (!r) row.error = r.status().message();
  return row;
}

void print_row(const std::string& variant, const std::string& target, const Row& r) {
  std::printf("| %-9s | %-12s | %5d | %9.2f | %9.2f | %8.1f | %s\n", variant.c_str(),
              target.c_str(), r.made, r.wall > 0 ? r.made / r.wall : 0.0,
              r.cpu > 0 ? r.made / r.cpu : 0.0, r.made ? double(r.attempts) / r.made : 0.0,
              !r.error.empty() ? ("FAILED: " + r.error.substr(0, 110)).c_str()
              : r.stopped      ? "(time budget)"
                               : "");
  std::fflush(stdout);
}

void print_header() {
  std::printf("| %-9s | %-12s | %5s | %9s | %9s | %8s |\n", "variant", "target", "made", "wall/s",
              "cpu/s", "attempts");
  std::printf("|-----------|--------------|-------|-----------|-----------|----------|\n");
}

gen::GenerateOptions level_target(const core::GeometryPtr& g, int level, int top) {
  gen::GenerateOptions o;
  o.geometry = g;
  o.target.profile = grade::Profile::kHuman;
  o.target.min_level = level;
  o.target.max_level = level == top ? -1 : level;  // the top rung has no upper bound
  if (auto st = gen::attach_grader(o); !st) std::fprintf(stderr, "%s\n", st.message().c_str());
  return o;
}

// Puzzles a row and a row's time budget: --max 10000 (the default) gives 20 puzzles a row and
// 60 s at most a row; variants a quarter of the puzzles and half the time.
int row_count(const BenchOptions& options) {
  return static_cast<int>(std::clamp<size_t>(options.max_puzzles / 500, 2, 50));
}
double row_budget(const BenchOptions& options) {
  return std::clamp<double>(options.max_puzzles / 160.0, 5, 120);
}
// Nightmare puzzles come in families of 16 seeds found by one search (generator.hpp): a row of
// 20 seeds 1..20 times two searches for 20 puzzles, the first of which alone took 52 attempts and
// more than the 60 s budget in one run (1 puzzle made, "0.01/s"), which says nothing about the
// steady rate of 16 puzzles a search. The row therefore covers whole families, seeds
// 1..16k-1 (seed 0 belongs to the first), with five times the budget.
int nightmare_count(const BenchOptions& options) {
  const int families = std::max(1, (row_count(options) + 15) / 16);
  return families * static_cast<int>(gen::kNightmareFamily) - 1;
}
// Solution grids a puzzle may take before its seed fails (the row then says FAILED): the
// generator's default, 10,000, would let an unreachable row run for hours.
constexpr long kBenchAttempts = 100;
constexpr long kVariantAttempts = 200;

// The untargeted rows (issue 32 item 4: minimal generation at 100 times qqwing's rate or
// more, `sp_bench generate` sets the two side by side): puzzles in microseconds, so a row
// takes more of them than a level row, --max / 2 (5,000 by default), at least 200.
int untargeted_count(const BenchOptions& options) {
  return static_cast<int>(std::clamp<size_t>(options.max_puzzles / 2, 200, 5000));
}

void run_levels_9x9(const BenchOptions& options) {
  const grade::Ladder& ladder = grade::ladder(grade::Profile::kHuman);
  std::printf(
      "classic 9x9, untargeted (%d puzzles a row) and the human ladder (%d puzzles a row), "
      "seeds 1.., 2 threads\n",
      untargeted_count(options), row_count(options));
  print_header();
  gen::GenerateOptions minimal;
  minimal.minimal = true;
  print_row("9x9", "minimal", run_row(minimal, untargeted_count(options), row_budget(options)));
  print_row("9x9", "any", run_row({}, untargeted_count(options), row_budget(options)));
  const auto classic = *core::geometry_by_name("9x9");
  for (int level = 0; level <= ladder.top(); ++level) {
    gen::GenerateOptions o = level_target(classic, level, ladder.top());
    // Nightmare keeps its family budget (kNightmareAttempts): a family of 16 needs more than
    // kBenchAttempts at times, and the row would then report a failure the CLI does not make.
    const bool top = level == ladder.top();
    o.max_attempts = top ? 0 : kBenchAttempts;
    print_row("9x9", std::string(ladder.names[level]),
              top ? run_row(o, nightmare_count(options), 5 * row_budget(options))
                  : run_row(o, row_count(options), row_budget(options)));
  }
}

void run_er_bands(const BenchOptions& options) {
  std::printf("\nclassic 9x9, Sudoku Explainer's ER bands (se_rating), %d puzzles a row:\n",
              row_count(options));
  print_header();
  for (int lo = 1; lo <= 9; ++lo) {
    gen::GenerateOptions o;
    o.target.profile = grade::Profile::kHuman;
    o.target.min_er = lo;
    o.target.max_er = lo + 1;
    if (auto st = gen::attach_grader(o); !st) std::fprintf(stderr, "%s\n", st.message().c_str());
    o.max_attempts = kBenchAttempts;
    print_row("9x9", "er " + std::to_string(lo) + ".." + std::to_string(lo + 1),
              run_row(o, row_count(options), row_budget(options)));
  }
}

int run_variant_levels(const BenchOptions& options) {
  const grade::Ladder& ladder = grade::ladder(grade::Profile::kHuman);
  const int count = std::max(2, row_count(options) / 4);
  std::printf("\nvariants, human ladder: %d puzzles a cell, at most %ld attempts a puzzle\n", count,
              kVariantAttempts);
  print_header();
  for (const char* name : {"x", "windoku", "jigsaw", "6x6", "16x16", "samurai"}) {
    auto g = core::geometry_by_name(name);
    if (!g) {
      std::printf("%s: %s\n", name, g.status().message().c_str());
      return 1;
    }
    for (int level = 0; level <= ladder.top(); ++level) {
      gen::GenerateOptions o = level_target(*g, level, ladder.top());
      // A rare target keeps the generator's own smaller budget (a composite's Nightmare: 10
      // attempts of seconds each): with 200 the samurai Nightmare cell ran over 15 minutes
      // past its 30 s budget (a batch checks the budget between puzzles, not attempts).
      o.max_attempts = o.rare_target().empty() ? kVariantAttempts : 0;
      print_row(name, std::string(ladder.names[level]), run_row(o, count, row_budget(options) / 2));
    }
  }
  return 0;
}

}  // namespace

int run_levels_bench(const BenchOptions& options) {
  run_levels_9x9(options);
  run_er_bands(options);
  const int rc = run_variant_levels(options);
  std::printf(
      "(made = puzzles delivered; rates over the row's wall and CPU time (both threads); "
      "attempts = solution grids per puzzle)\n");
  return rc;
}

}  // namespace sudokupress::bench
