// SPDX-License-Identifier: GPL-3.0-or-later
// Section "marks" (issue 29): the constraint engine and the generator on puzzles with marks.
//
//   count-to-two: the median and largest CPU time of one solution count with limit 2 (the
//     uniqueness test) on the generator's own output (seeds 1..N), one core; per variant.
//   generation: `generate --variant <v>` on 2 threads, puzzles per wall second, how many needed
//     givens (median givens of those), the median number of marks.
//   levels: the human ladder's grade of each output (grade --profile human), counted per level.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/constraints.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"

namespace sudokupress::bench {
namespace {

double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void marks_row(const std::string& variant, bool all, int n) {
  generate::GenerateOptions o;
  core::MarkFamily family{};
  o.geometry = *core::geometry_by_name(core::marks_base_name(variant, &family));
  o.marks = generate::MarkOptions{family, all};
  std::vector<core::Puzzle> puzzles;
  std::vector<double> givens, marks;
  generate::BatchOptions batch;
  batch.count = n;
  batch.seed = 1;
  batch.threads = 2;
  batch.on_puzzle = [&](const generate::Generated& g) {
    puzzles.push_back(g.puzzle);
    if (g.puzzle.clue_count() > 0) givens.push_back(g.puzzle.clue_count());
    marks.push_back(static_cast<double>(g.puzzle.constraints->marks.size()));
  };
  const long long wall = now_ns();
  auto r = generate::generate_batch(o, batch);
  const double seconds = seconds_since(wall);
  const std::string name = variant + (all ? " all" : "");
  if (!r) {
    std::printf("| %-16s | failed: %s\n", name.c_str(), r.status().message().c_str());
    return;
  }
  std::vector<double> ms;
  grade::GradeOptions go;
  go.profile = grade::Profile::kHuman;
  grade::Grader grader(go);
  std::map<int, int> levels;
  for (const core::Puzzle& p : puzzles) {
    auto engine = solve::make_engine(p);
    const long long a = cpu_ns();
    auto c = engine->count(p, 2);
    ms.push_back((cpu_ns() - a) * 1e-6);
    if (c.count != 1) std::printf("  ERROR: %s not unique\n", name.c_str());
    levels[grader.grade(p).level]++;
  }
  std::string spread;
  for (auto [level, k] : levels)
    spread += (spread.empty() ? "" : " ") + std::string(grade::grade_name(level, go.profile)) +
              ":" + std::to_string(k);
  std::sort(ms.begin(), ms.end());
  std::printf("| %-16s | %8.2f ms | %8.2f ms | %8.2f/s | %3zu of %-3d | %6.0f | %5.0f | %s |\n",
              name.c_str(), median_of(ms), ms.empty() ? 0.0 : ms.back(), n / seconds, givens.size(),
              n, median_of(givens), median_of(marks), spread.c_str());
}

}  // namespace

int run_marks_bench(const BenchOptions& options) {
  const int n = options.max_puzzles > 0 && options.max_puzzles < 50
                    ? static_cast<int>(options.max_puzzles)
                    : 50;
  std::printf(
      "Marks: count-to-two of generated puzzles (one core, CPU), generation (2 threads, wall) "
      "and the human grade, %d puzzles per variant, seeds 1..%d\n\n",
      n, n);
  std::printf("| %-16s | %11s | %11s | %10s | %10s | %6s | %5s | %s |\n", "variant", "median",
              "max", "generated", "w/ givens", "givens", "marks", "levels");
  std::printf(
      "|------------------|-------------|-------------|------------|------------|--------|-----"
      "--|--------|\n");
  for (const char* v : {"kropki", "xv", "even-odd", "kropki-6x6", "xv-6x6", "even-odd-6x6"})
    marks_row(v, false, n);
  for (const char* v : {"kropki", "xv"}) marks_row(v, true, n);
  return 0;
}

}  // namespace sudokupress::bench
