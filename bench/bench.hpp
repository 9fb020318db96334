// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark sections of sp_bench. Each section is one function; bench_main.cpp lists them, so
// adding one (grading, generation, rendering) is: write bench/<name>_bench.cpp, declare its
// function here, add a row to the section table in bench_main.cpp.
#pragma once

#include <string>
#include <vector>

namespace sudokupress::bench {

struct BenchOptions {
  std::string shared_dir;      // ../shared (SUDOKUPRESS_SHARED overrides), data under <it>/data
  size_t max_puzzles = 10000;  // per puzzle set; 0 = the whole file
  bool references = true;      // also time installed reference programs (qqwing)
};

// Section "solve": single-thread uniqueness checks (limit 2) per second, every exact engine.
int run_solve_bench(const BenchOptions& options);
// Section "generate": minimal unique puzzles per second on 2 threads beside qqwing, overall and
// per grade, and 16x16 (bench/generate_bench.cpp).
int run_generate_bench(const BenchOptions& options);
// Section "multigrid": samurai generation rate, median puzzle and uniqueness-check times, and
// clue counts of whole-composite against per-grid uniqueness (multigrid_bench.cpp).
int run_multigrid_bench(const BenchOptions& options);
// Section "variants": X, Windoku and jigsaw (4..16) generation rates beside the classic 9x9
// (variants_bench.cpp).
int run_variants_bench(const BenchOptions& options);

// Section "levels": puzzles per second targeted at each human level and ER band (9x9, 2
// threads), and the human levels each variant reaches (levels_bench.cpp).
int run_levels_bench(const BenchOptions& options);

// Section "biggrid": the seed 36x36 solve, 25x25 half-given uniqueness, and generation time
// percentiles of 25x25, 36x36, 49x49 and 100x100 with default options (kernel_bench.cpp).
int run_biggrid_bench(const BenchOptions& options);
// Section "composites": minimal composite-unique generation, one thread, median / p99 / max ms
// per puzzle for samurai (200 seeds) and every other built-in composite (kernel_bench.cpp).
int run_composites_bench(const BenchOptions& options);

// Section "book": a ~200-page book (1,000 puzzles) from scratch and from pre-generated puzzles.
int run_book_bench(const BenchOptions& options);
// Section "pod": a 300-page KDP book print-ready with its cover (target < 30 s on 2 cores).
int run_pod_bench(const BenchOptions& options);
// Section "kids": a 100-page colour picture book print-ready with its cover (target <= 15 s on
// 2 cores; bench/kids_bench.cpp).
int run_kids_bench(const BenchOptions& options);
// Section "render": grids rendered per second (CPU time) to PDF, SVG, PNG and HTML.
int run_render_bench(const BenchOptions& options);
// Section "grade": graded puzzles per second, one thread, full profile (bench/grade_bench.cpp).
int run_grade_bench(const BenchOptions& options);
// Section "se": Sudoku Explainer's rating reproduced, one thread, CPU time (bench/se_bench.cpp).
int run_se_bench(const BenchOptions& options);

// Section "killer": the constraint engine's count-to-two on Killer puzzles without givens
// (target <= 5 ms median) and Killer generation per variant on 2 threads (killer_bench.cpp).
int run_killer_bench(const BenchOptions& options);
// Section "marks": count-to-two, generation rate (2 threads) and human levels of puzzles with
// marks per variant (marks_bench.cpp).
int run_marks_bench(const BenchOptions& options);

// Section "bank": importing 9x9 generate output into a bank, by stage (bench/bank_bench.cpp).
int run_bank_bench(const BenchOptions& options);

// Helpers for sections.
std::string shared_data_path(const BenchOptions& options, const std::string& name);
double seconds_since(long long start_ns);
long long now_ns();
// CPU time of this process (user + system) and of its waited-for children, in nanoseconds.
// Rates are computed on CPU time so that other work on a shared machine does not skew them.
long long cpu_ns();
long long children_cpu_ns();

}  // namespace sudokupress::bench
