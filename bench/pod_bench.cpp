// SPDX-License-Identifier: GPL-3.0-or-later
// Section "pod": a 300-page KDP book and its cover, print-ready, on 2 threads, from scratch:
// generate + grade + dedupe + plan + draw + Ghostscript (grayscale, PDF 1.3) + qpdf (PDF/X-1a,
// no annotations) + the KDP preflight of the interior (every page rasterised), then the cover.
// Target: < 30 s on 2 cores. `--max N` makes it N puzzles (quick runs).
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "bench.hpp"
#include "publish/book/book_builder.hpp"
#include "publish/cover/cover_builder.hpp"

namespace sudokupress::bench {

namespace {

namespace fs = std::filesystem;

// 900 puzzles at 4 a page (225 pages), solutions 12 a page (75), front matter (4): 304 pages.
std::string pod_manifest(int total) {
  std::string m =
      "[book]\ntitle = \"Benchmark book for KDP\"\nauthor = \"sp_bench\"\n"
      "date = \"2026-11-21\"\nseed = 300\n[print]\nservice = \"kdp\"\npaper = \"white\"\n"
      "[page]\ntrim = \"8.5x11in\"\n[solutions]\nper_page = 12\n";
  const char* grades[] = {"Easy", "Medium", "Hard", "Fiendish"};
  for (int s = 0; s < 4; ++s)
    m += std::string("[[section]]\nheading = \"") + grades[s] +
         "\"\ncount = " + std::to_string(std::max(1, total / 4)) + "\ngrade = \"" + grades[s] +
         "\"\nper_page = 4\n";
  return m;
}

}  // namespace

int run_pod_bench(const BenchOptions& options) {
  const int total =
      static_cast<int>(std::min<size_t>(900, options.max_puzzles ? options.max_puzzles : 900));
  fs::path dir = fs::temp_directory_path() / ("sp_bench_pod_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "book.toml") << pod_manifest(total);

  publish::book::BuildOptions o;
  o.manifest_path = (dir / "book.toml").string();
  o.output = (dir / "book.pdf").string();
  o.print_ready = true;
  o.threads = 2;
  const long long t0 = now_ns(), cpu0 = cpu_ns(), child0 = children_cpu_ns();
  auto book = publish::book::build_book(o);
  if (!book) {
    std::cerr << "pod bench: " << book.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  const double book_s = seconds_since(t0);
  publish::cover::CoverOptions c;
  c.output = (dir / "cover.pdf").string();
  const long long t1 = now_ns();
  auto cover = publish::cover::build_cover(*book, c);
  if (!cover) {
    std::cerr << "pod bench: " << cover.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  const double cover_s = seconds_since(t1), all = seconds_since(t0);
  std::printf(
      "%-34s %5d pages %5zu puzzles %8.2f s  (select %.2f, draw %.2f, finish %.2f, "
      "preflight %.2f)\n",
      "KDP 8.5x11 print-ready, 2 threads", book->plan.page_count(), book->puzzles.size(), book_s,
      book->select_seconds, book->render_seconds, book->finish_seconds, book->preflight_seconds);
  std::printf("%-34s %8.2f s (this process and its Ghostscript child)\n", "CPU time",
              (cpu_ns() - cpu0 + children_cpu_ns() - child0) / 1e9);
  std::printf("%-34s %8.2f s\n", "cover", cover_s);
  std::printf("target: book + cover < 30 s on 2 cores: %.2f s, %s\n", all,
              all < 30 ? "met" : "NOT met");
  fs::remove_all(dir);
  return 0;
}

}  // namespace sudokupress::bench
