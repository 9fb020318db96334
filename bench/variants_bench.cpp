// SPDX-License-Identifier: GPL-3.0-or-later
// Section "variants" (issue 15): generation rates of the single-grid variants beside the
// classic 9x9: X, Windoku and jigsaw of every supported size (4..16), one thread, CPU time
// (puzzles per CPU second; a shared machine's other load does not skew it). Each puzzle is
// unique (the default generator: one pass of symmetric removal, minimal by construction) and
// confirmed by the second engine. Jigsaws use their default bounds (generator.cpp: layouts
// probed by a bounded fill, removal tests limited to kBoundedRemovalNodes; Windoku 16x16 too),
// so 12..16 take under a second or a few each; the max column is the slowest puzzle of the row.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"

namespace sudokupress::bench {

int run_variants_bench(const BenchOptions& options) {
  namespace gen = sudokupress::generate;
  std::vector<std::string> names = {"9x9", "x", "windoku", "x-16", "windoku-16"};
  for (int n = 4; n <= 16; ++n) names.push_back(n == 9 ? "jigsaw" : "jigsaw-" + std::to_string(n));
  names.push_back("x-jigsaw");
  std::printf("| %-16s | %7s | %10s | %9s | %11s |\n", "variant", "puzzles", "puzzles/s", "max s",
              "mean clues");
  std::printf("|%s|%s|%s|%s|%s|\n", std::string(18, '-').c_str(), std::string(9, '-').c_str(),
              std::string(12, '-').c_str(), std::string(11, '-').c_str(),
              std::string(13, '-').c_str());
  for (const std::string& name : names) {
    auto g = core::geometry_by_name(name);
    if (!g) {
      std::printf("%s: %s\n", name.c_str(), g.status().message().c_str());
      return 1;
    }
    gen::GenerateOptions o;
    o.geometry = *g;
    // Enough puzzles for a stable rate; fewer for the big jigsaws (up to a second or more each).
    const int size = (*g)->size();
    const size_t base = std::clamp<size_t>(options.max_puzzles / 50, 4, 200);
    const int count = static_cast<int>(size >= 14   ? std::max<size_t>(3, base / 20)
                                       : size >= 10 ? std::max<size_t>(3, base / 5)
                                                    : base);
    double clues = 0, slowest = 0;
    long long t0 = cpu_ns();
    for (int k = 0; k < count; ++k) {
      long long t1 = cpu_ns();
      auto r = gen::generate_one(o, 1 + k);
      slowest = std::max(slowest, (cpu_ns() - t1) * 1e-9);
      if (!r) {
        std::printf("%s seed %d: %s\n", name.c_str(), 1 + k, r.status().message().c_str());
        return 1;
      }
      clues += r->puzzle.clue_count();
    }
    double cpu = (cpu_ns() - t0) * 1e-9;
    std::printf("| %-16s | %7d | %10.2f | %9.3f | %11.1f |\n", (*g)->name().c_str(), count,
                count / std::max(cpu, 1e-9), slowest, clues / count);
    std::fflush(stdout);
  }
  std::printf("(one thread, puzzles per CPU second; default options: no symmetry, unique)\n");
  return 0;
}

}  // namespace sudokupress::bench
