// SPDX-License-Identifier: GPL-3.0-or-later
// Section "solve": single-thread uniqueness checks (count with limit 2) per second on the
// shared 9x9 sets, for every engine of the kernel (solve::all_engines, fast9 first), plus a qqwing
// reference line when qqwing is on PATH (qqwing counts all solutions of each puzzle in one process;
// only on the sets whose puzzles are unique, where that is the same work as a uniqueness check).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bench.hpp"
#include "core/format.hpp"
#include "solve/engine.hpp"
#include "solve/fast9_kernels.hpp"

namespace sudokupress::bench {
namespace {

struct SetSpec {
  const char* file;
  bool unique;  // every puzzle has exactly one solution
};

constexpr SetSpec kSets[] = {
    {"17clue_royle_49158.txt", true},
    {"magictour_top1465.txt", true},
    {"forum_hardest_1905_se11plus.txt", true},
    {"serg_benchmark_multisolution.txt", false},
};

struct Row {
  std::string set, engine;
  size_t puzzles = 0;
  double seconds = 0;       // CPU seconds
  double wall_seconds = 0;  // elapsed
  double guesses = -1;      // per puzzle; < 0 = unknown
  double rate() const { return seconds > 0 ? puzzles / seconds : 0; }
};

void print_row(const Row& r, const std::string& ratio) {
  std::cout << std::left << std::setw(34) << r.set << std::setw(9) << r.engine << std::right
            << std::setw(8) << r.puzzles << std::setw(10) << std::fixed << std::setprecision(3)
            << r.seconds << std::setw(12) << std::setprecision(0) << r.rate() << std::setw(12)
            << ratio;
  std::cout << std::setw(10) << std::setprecision(3) << r.wall_seconds;
  if (r.guesses >= 0) std::cout << std::setw(10) << std::setprecision(2) << r.guesses;
  std::cout << "\n";
}

// Times `qqwing --solve --count-solutions` over the puzzles (CPU seconds of the child, and
// wall seconds); false when unavailable.
bool time_qqwing(const std::vector<core::Puzzle>& puzzles, double& cpu, double& wall) {
  if (std::system("command -v qqwing >/dev/null 2>&1") != 0) return false;
  auto tmp = std::filesystem::temp_directory_path() /
             ("sp_bench_qqwing_" + std::to_string(now_ns()) + ".txt");
  {
    std::string text;
    for (const auto& p : puzzles) text += core::write_puzzle(p, core::Format::kLine) + "\n";
    if (!core::write_file_atomic(tmp.string(), text).is_ok()) return false;
  }
  std::string cmd = "qqwing --solve --count-solutions --nosolution --one-line < '" + tmp.string() +
                    "' > /dev/null 2>&1";
  long long start = now_ns(), start_cpu = children_cpu_ns();
  int rc = std::system(cmd.c_str());
  wall = seconds_since(start);
  cpu = (children_cpu_ns() - start_cpu) * 1e-9;
  std::filesystem::remove(tmp);
  return rc == 0;
}

}  // namespace

int run_solve_bench(const BenchOptions& options) {
  // Runtime dispatch (issue 32): the kernel fast9 runs on this CPU, and a row per other kernel
  // it could run (the baseline one is what a CPU without AVX2 gets from the same binary).
  const std::vector<solve::Fast9Kernel> kernels = solve::fast9_kernels();
  std::cout << "fast9 kernel: " << solve::fast9_kernel().name
            << " (chosen at run time; this CPU runs:";
  for (const auto& k : kernels) std::cout << " " << k.name;
  std::cout << ")\n";
  std::cout << std::left << std::setw(34) << "set" << std::setw(9) << "engine" << std::right
            << std::setw(8) << "puzzles" << std::setw(10) << "seconds" << std::setw(12)
            << "puzzles/s" << std::setw(12) << "fast9/this" << std::setw(10) << "wall s"
            << std::setw(10) << "guesses"
            << "\n";
  int rc = 0;
  for (const auto& spec : kSets) {
    std::string path = shared_data_path(options, spec.file);
    auto read = core::read_puzzle_file(path);
    if (!read) {
      std::cout << spec.file << ": skipped (" << read.status().message() << ")\n";
      continue;
    }
    std::vector<core::Puzzle> puzzles;
    for (auto& item : read->items) {
      if (!item.puzzle) continue;
      puzzles.push_back(std::move(*item.puzzle));
      if (options.max_puzzles && puzzles.size() >= options.max_puzzles) break;
    }
    std::string set = std::filesystem::path(spec.file).stem().string();

    std::vector<std::unique_ptr<solve::Engine>> engines = solve::all_engines();
    std::vector<std::string> labels;
    for (const auto& engine : engines) labels.emplace_back(engine->name());
    for (size_t k = 1; k < kernels.size(); ++k) {
      engines.push_back(solve::make_fast9_engine(kernels[k]));
      // "f9:base": the kernel's name without "x86-64-", cut to four letters.
      std::string_view name = kernels[k].name;
      if (name.starts_with("x86-64-")) name.remove_prefix(7);
      labels.push_back("f9:" + std::string(name.substr(0, 4)));
    }
    std::vector<Row> rows;
    std::vector<std::vector<int>> counts;
    for (size_t e = 0; e < engines.size(); ++e) {
      solve::Engine* engine = engines[e].get();
      Row row{set, labels[e], puzzles.size(), 0};
      std::vector<int> c(puzzles.size());
      uint64_t guesses = 0;
      long long start = now_ns(), start_cpu = cpu_ns();
      for (size_t i = 0; i < puzzles.size(); ++i) {
        auto r = engine->count(puzzles[i], 2);
        c[i] = r.count;
        guesses += r.stats.guesses;
      }
      row.seconds = (cpu_ns() - start_cpu) * 1e-9;
      row.wall_seconds = seconds_since(start);
      // The exclusion engine counts nodes, not guesses: its column stays empty.
      row.guesses =
          puzzles.empty() || !guesses ? -1 : static_cast<double>(guesses) / puzzles.size();
      rows.push_back(row);
      counts.push_back(std::move(c));
    }
    double fast_rate = rows[0].rate();
    for (const auto& r : rows) {
      std::ostringstream ratio;
      ratio << std::fixed << std::setprecision(2) << fast_rate / r.rate();
      print_row(r, ratio.str());
    }
    size_t mismatches = 0, wrong = 0;
    for (size_t i = 0; i < puzzles.size(); ++i) {
      for (size_t e = 1; e < counts.size(); ++e) mismatches += counts[0][i] != counts[e][i];
      if (spec.unique ? counts[0][i] != 1 : counts[0][i] != 2) ++wrong;
    }
    if (mismatches || wrong) {
      std::cout << "  ERROR: " << mismatches << " engine disagreements, " << wrong
                << " unexpected counts\n";
      rc = 1;
    }
    if (spec.unique && options.references) {
      // qqwing is slow on the hardest sets: time it on at most 1000 puzzles.
      std::vector<core::Puzzle> sample(puzzles.begin(),
                                       puzzles.begin() + std::min<size_t>(puzzles.size(), 1000));
      double cpu = 0, wall = 0;
      if (time_qqwing(sample, cpu, wall) && cpu > 0) {
        std::ostringstream ratio;
        ratio << std::fixed << std::setprecision(2) << fast_rate / (sample.size() / cpu);
        print_row(Row{set, "qqwing", sample.size(), cpu, wall}, ratio.str());
      }
    }
  }
  std::cout
      << "(seconds = CPU seconds, puzzles/s = puzzles per CPU second, one thread; wall s ="
         " elapsed;\n fast9/this = fast9 puzzles/s divided by this row's; qqwing = external"
         " `qqwing --solve --count-solutions`\n on at most 1000 puzzles, its process"
         " start included; guesses = branches tried per puzzle: each child of a\n split counts,"
         " so a binary branch point whose two sides are searched counts 2;\n f9:base = fast9 on"
         " its baseline kernel, what a CPU without AVX2/BMI2/POPCNT runs)\n";
  return rc;
}

}  // namespace sudokupress::bench
