// SPDX-License-Identifier: GPL-3.0-or-later
// Section "book": time to build a ~200-page book (about 1,000 puzzles, 6 to a page, plus
// solutions 20 to a page) on 2 threads, from scratch (generate + grade + dedupe + draw + finish)
// and from pre-generated puzzles (the same puzzles read from files: uniqueness check, grading,
// drawing). Target: <= 10 s from scratch. `--max N` makes it N puzzles (quick runs).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "bench.hpp"
#include "core/format.hpp"
#include "publish/book/book_builder.hpp"

namespace sudokupress::bench {

namespace {

namespace fs = std::filesystem;

struct Part {
  const char* grade;
  double share;
};
constexpr Part kParts[] = {
    {"Easy", 0.25}, {"Medium", 0.25}, {"Hard", 0.25}, {"Fiendish", 0.15}, {"Diabolical", 0.10}};

std::string head(int seed) {
  return "[book]\ntitle = \"Benchmark book\"\nauthor = \"sp_bench\"\ndate = \"2026-11-21\"\n"
         "seed = " +
         std::to_string(seed) + "\n[solutions]\nper_page = 20\n";
}

void report(const char* what, const publish::book::BuildResult& r, double total) {
  std::printf("%-26s %5d pages %5zu puzzles %8.2f s  (select %.2f, draw %.2f, finish %.2f)\n", what,
              r.plan.page_count(), r.puzzles.size(), total, r.select_seconds, r.render_seconds,
              r.finish_seconds);
}

}  // namespace

int run_book_bench(const BenchOptions& options) {
  const int total =
      static_cast<int>(std::min<size_t>(1000, options.max_puzzles ? options.max_puzzles : 1000));
  fs::path dir = fs::temp_directory_path() / ("sp_bench_book_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string manifest = head(2026);
  std::vector<int> counts;
  for (const Part& p : kParts) {
    int n = std::max(1, static_cast<int>(total * p.share + 0.5));
    counts.push_back(n);
    manifest += std::string("[[section]]\nheading = \"") + p.grade +
                "\"\ncount = " + std::to_string(n) + "\ngrade = \"" + p.grade +
                "\"\nper_page = 6\n";
  }
  std::ofstream(dir / "scratch.toml") << manifest;

  publish::book::BuildOptions o;
  o.manifest_path = (dir / "scratch.toml").string();
  o.threads = 2;
  long long t0 = now_ns();
  auto scratch = publish::book::build_book(o);
  double s1 = seconds_since(t0);
  if (!scratch) {
    std::cerr << "book bench: " << scratch.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  report("from scratch, 2 threads", *scratch, s1);

  // The same puzzles, pre-generated: one file per section.
  std::string pre = head(2026);
  std::map<int, std::string> files;
  for (const publish::book::BookPuzzle& p : scratch->puzzles)
    files[p.section] += core::write_puzzle(p.puzzle, core::Format::kLine) + "\n";
  for (size_t s = 0; s < std::size(kParts); ++s) {
    std::string name = "part" + std::to_string(s) + ".txt";
    std::ofstream(dir / name) << files[static_cast<int>(s)];
    pre += std::string("[[section]]\nheading = \"") + kParts[s].grade + "\"\npuzzles = \"" + name +
           "\"\nper_page = 6\n";
  }
  std::ofstream(dir / "pre.toml") << pre;
  o.manifest_path = (dir / "pre.toml").string();
  t0 = now_ns();
  auto pregen = publish::book::build_book(o);
  double s2 = seconds_since(t0);
  if (!pregen) {
    std::cerr << "book bench: " << pregen.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  report("pre-generated puzzles", *pregen, s2);
  std::printf("target: <= 10 s from scratch: %s; from scratch / pre-generated = %.1fx\n",
              s1 <= 10 ? "met" : "NOT met", s1 / s2);
  fs::remove_all(dir);
  return 0;
}

}  // namespace sudokupress::bench
