// SPDX-License-Identifier: GPL-3.0-or-later
// Section "kids": a 100-page colour picture book with its cover, print-ready for KDP premium
// colour, on 2 threads, from scratch: generate (children's levels) + plan + draw (picture
// themes, sRGB) + qpdf finish + the KDP preflight of the colour interior (every page
// rasterised), then the cover (a solved picture grid of the book's theme). 4x4, 6x6 and 9x9
// picture sections, one puzzle a page, answers nine a page. Target: <= 15 s on 2 cores.
// `--max N` makes it about N puzzles (quick runs).
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

struct KidsPart {
  int size;
  const char* theme;
  const char* level;
  double share;
};
// 86 puzzles (one a page), 10 answer pages, 4 pages of front matter: 100 pages.
constexpr KidsPart kKidsParts[] = {
    {4, "farm-animals", "first-steps", 0.18},   {4, "fruit-basket", "easy", 0.17},
    {6, "jungle-animals", "first-steps", 0.17}, {6, "ocean-animals", "easy", 0.18},
    {9, "under-the-sea", "easy", 0.15},         {9, "outer-space", "easy", 0.15}};

std::string kids_manifest(int total) {
  std::string m =
      "[book]\ntitle = \"Benchmark picture book\"\nauthor = \"sp_bench\"\n"
      "date = \"2026-11-28\"\nseed = 100\n[print]\nservice = \"kdp\"\ninterior = \"color\"\n"
      "[page]\ntrim = \"8.5x11in\"\n[front]\nexample = \"picture\"\n[solutions]\nper_page = 9\n";
  for (const KidsPart& p : kKidsParts)
    m += "[[section]]\nheading = \"" + std::to_string(p.size) + "x" + std::to_string(p.size) + " " +
         p.level +
         "\"\ncount = " + std::to_string(std::max(1, static_cast<int>(total * p.share + 0.5))) +
         "\nsize = " + std::to_string(p.size) + "\nsymbols = \"" + p.theme +
         "\"\ntemplate = \"kids-icons\"\nkids_level = \"" + p.level +
         "\"\nsymmetry = \"none\"\nper_page = 1\nlarge_print = true\n";
  return m;
}

}  // namespace

int run_kids_bench(const BenchOptions& options) {
  const int total =
      static_cast<int>(std::min<size_t>(86, options.max_puzzles ? options.max_puzzles : 86));
  fs::path dir = fs::temp_directory_path() / ("sp_bench_kids_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "book.toml") << kids_manifest(total);

  publish::book::BuildOptions o;
  o.manifest_path = (dir / "book.toml").string();
  o.output = (dir / "book.pdf").string();
  o.print_ready = true;
  o.threads = 2;
  const long long t0 = now_ns(), cpu0 = cpu_ns(), child0 = children_cpu_ns();
  auto book = publish::book::build_book(o);
  if (!book) {
    std::cerr << "kids bench: " << book.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  const double book_s = seconds_since(t0);
  publish::cover::CoverOptions c;
  c.output = (dir / "cover.pdf").string();
  const long long t1 = now_ns();
  auto cover = publish::cover::build_cover(*book, c);
  if (!cover) {
    std::cerr << "kids bench: " << cover.status().message() << "\n";
    fs::remove_all(dir);
    return 1;
  }
  const double cover_s = seconds_since(t1), all = seconds_since(t0);
  std::printf(
      "%-34s %5d pages %5zu puzzles %8.2f s  (select %.2f, draw %.2f, finish %.2f, "
      "preflight %.2f)\n",
      "KDP colour 8.5x11, 2 threads", book->plan.page_count(), book->puzzles.size(), book_s,
      book->select_seconds, book->render_seconds, book->finish_seconds, book->preflight_seconds);
  std::printf("%-34s %8.2f s (this process and any child)\n", "CPU time",
              (cpu_ns() - cpu0 + children_cpu_ns() - child0) / 1e9);
  std::printf("%-34s %8.2f s\n", "cover", cover_s);
  std::printf("target: book + cover <= 15 s on 2 cores: %.2f s, %s\n", all,
              all <= 15 ? "met" : "NOT met");
  fs::remove_all(dir);
  return 0;
}

}  // namespace sudokupress::bench
