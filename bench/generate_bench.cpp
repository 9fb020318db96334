// SPDX-License-Identifier: GPL-3.0-or-later
// Generator benchmark, side by side with qqwing in one run (issue 4 item 9):
// minimal unique 9x9 puzzles per second on 2 threads, overall and per grade, against
// `qqwing --generate N --difficulty any|simple|intermediate|expert --one-line`; and minimal
// unique 16x16 puzzles per second. Wall-clock rates and CPU-time rates are both printed (the
// machine is shared: CPU time is the steadier figure); ratios are taken within this run.
//
// Section "generate" of sp_bench (scripts/bench.sh generate): N = min(--max, 2000) puzzles per
// row, 2 threads; qqwing rows need `qqwing` on PATH (skipped with --no-reference).
#include <sys/resource.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "grade/grade.hpp"

namespace {

double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  return u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec +
         u.ru_stime.tv_usec / 1e6;
}

struct Rate {
  bool ok = false;
  int count = 0;
  double wall = 0;
  double cpu = 0;
  double per_s() const { return wall > 0 ? count / wall : 0; }
  double per_cpu_s() const { return cpu > 0 ? count / cpu : 0; }
};

Rate run_qqwing(const std::string& qqwing, const std::string& difficulty, int n) {
  Rate r;
  if (qqwing.empty()) return r;
  std::string cmd = qqwing + " --generate " + std::to_string(n) + " --difficulty " + difficulty +
                    " --one-line 2>/dev/null";
  double cpu0 = cpu_seconds(RUSAGE_CHILDREN);
  auto t0 = std::chrono::steady_clock::now();
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char line[512];
  while (std::fgets(line, sizeof line, p))
    if (std::strlen(line) >= 81) ++r.count;
  int status = pclose(p);
  r.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.cpu = cpu_seconds(RUSAGE_CHILDREN) - cpu0;
  r.ok = status == 0 && r.count == n;
  return r;
}

Rate run_ours(const sudokupress::generate::GenerateOptions& o, int n, int threads, uint64_t seed) {
  Rate r;
  sudokupress::generate::BatchOptions b;
  b.count = n;
  b.seed = seed;
  b.threads = threads;
  b.on_puzzle = [&](const sudokupress::generate::Generated&) { ++r.count; };
  double cpu0 = cpu_seconds(RUSAGE_SELF);
  auto t0 = std::chrono::steady_clock::now();
  auto s = sudokupress::generate::generate_batch(o, b);
  r.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.cpu = cpu_seconds(RUSAGE_SELF) - cpu0;
  r.ok = s.is_ok() && r.count == n;
  if (!s.is_ok()) std::fprintf(stderr, "  generate: %s\n", s.status().message().c_str());
  return r;
}

void row(const char* what, const Rate& ours, const Rate& qq) {
  std::printf("| %-26s | %9.1f | %9.1f | %9.1f | %9.1f | %6.1fx | %6.1fx |\n", what, ours.per_s(),
              ours.per_cpu_s(), qq.per_s(), qq.per_cpu_s(),
              qq.per_s() > 0 ? ours.per_s() / qq.per_s() : 0.0,
              qq.per_cpu_s() > 0 ? ours.per_cpu_s() / qq.per_cpu_s() : 0.0);
}

}  // namespace

namespace sudokupress::bench {

int run_generate_bench(const BenchOptions& options) {
  int n = static_cast<int>(options.max_puzzles == 0 || options.max_puzzles > 2000
                               ? 2000
                               : std::max<size_t>(options.max_puzzles, 40));
  const int threads = 2;
  std::string qqwing = options.references ? "qqwing" : "";
  namespace gen = sudokupress::generate;
  std::printf(
      "generator benchmark: %d minimal unique 9x9 puzzles per row, %d threads; qqwing "
      "single process\n\n",
      n, threads);
  std::printf("| %-26s | %9s | %9s | %9s | %9s | %7s | %7s |\n", "puzzles", "ours/s", "ours/cpu-s",
              "qqwing/s", "qq/cpu-s", "wall", "cpu");
  std::printf("|%s|%s|%s|%s|%s|%s|%s|\n", std::string(28, '-').c_str(),
              std::string(11, '-').c_str(), std::string(11, '-').c_str(),
              std::string(11, '-').c_str(), std::string(11, '-').c_str(),
              std::string(9, '-').c_str(), std::string(9, '-').c_str());
  gen::GenerateOptions base;
  base.minimal = true;
  Rate ours = run_ours(base, n, threads, 1);
  Rate qq = run_qqwing(qqwing, "any", n);
  if (!qq.ok && !qqwing.empty())
    std::fprintf(stderr, "  qqwing did not run; install Debian's qqwing\n");
  row("9x9 minimal, any grade", ours, qq);
  // Per grade: qqwing's difficulty names against our grader's levels: simple (singles only) =
  // level 0, intermediate (pairs, pointing) = level 1, expert (qqwing guesses) = levels 2..4.
  const char* names[] = {"simple", "intermediate", "expert"};
  const int min_level[] = {0, 1, 2}, max_level[] = {0, 1, -1};
  for (int k = 0; k < 3; ++k) {
    Rate q = run_qqwing(qqwing, names[k], k == 0 ? std::max(50, n / 20) : n / 2);
    Rate o;
    if (gen::grader_available()) {
      gen::GenerateOptions t = base;
      t.target.min_level = min_level[k];
      t.target.max_level = max_level[k];
      if (gen::attach_grader(t).is_ok()) o = run_ours(t, k == 0 ? n / 2 : n / 2, threads, 1);
    }
    std::string label = std::string("9x9 minimal, ") + names[k];
    if (o.count == 0) label += " (no grader)";
    row(label.c_str(), o, q);
  }
  // Our grades (no qqwing counterpart for each): minimal puzzles per second, every rung of the
  // human ladder but its top (Nightmare takes minutes a family: `sp_bench levels` has it).
  if (gen::grader_available()) {
    const grade::Ladder& ladder = grade::ladder(grade::Profile::kHuman);
    std::printf("\nour grades (minimal 9x9, %d threads):", threads);
    for (int level = 0; level < ladder.top(); ++level) {
      gen::GenerateOptions t = base;
      t.target.min_level = t.target.max_level = level;
      if (!gen::attach_grader(t).is_ok()) continue;
      Rate o = run_ours(t, n / 4, threads, 1000);
      std::printf(" %s %.0f/s (%.0f/cpu-s);", std::string(ladder.names[level]).c_str(), o.per_s(),
                  o.per_cpu_s());
    }
    std::printf("\n");
  }
  gen::GenerateOptions big = base;
  big.geometry = *sudokupress::core::geometry_by_name("16x16");
  Rate b16 = run_ours(big, std::max(4, n / 250), threads, 1);
  std::printf("\n16x16 minimal unique: %.2f puzzles/s wall, %.2f per cpu-s (%d puzzles, %.1f s)\n",
              b16.per_s(), b16.per_cpu_s(), b16.count, b16.wall);
  std::fflush(stdout);
  return ours.ok ? 0 : 1;
}

}  // namespace sudokupress::bench
