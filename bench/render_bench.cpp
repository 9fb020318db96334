// SPDX-License-Identifier: GPL-3.0-or-later
// Section "render": grids rendered per second to PDF and to SVG (plus PNG previews at 150 dpi
// and HTML pages), each grid a complete one-page document in memory, as `sudokupress render`
// makes them (file writing excluded), with the magazine template. Puzzles: the first 200 of
// ../shared/data/magictour_top1465.txt when present, else tests/data/spec_vectors.txt. Rates
// are on this process's CPU time (the machine may be shared); wall time is shown too.
//
//   scripts/bench.sh render
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/format.hpp"
#include "render/cairo/render_puzzle.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::bench {

struct RenderBenchRow {
  std::string format;
  int grids = 0;
  double seconds = 0;      // wall clock
  double cpu_seconds = 0;  // this process's CPU time (the machine may be shared)
  double grids_per_second() const { return seconds > 0 ? grids / seconds : 0; }
  double grids_per_cpu_second() const { return cpu_seconds > 0 ? grids / cpu_seconds : 0; }
};

namespace {

std::vector<core::Puzzle> bench_puzzles(int limit, const std::string& shared_dir) {
  std::vector<std::string> candidates = {shared_dir + "/data/magictour_top1465.txt"};
  std::vector<core::Puzzle> out;
  for (const auto& path : candidates) {
    auto r = core::read_puzzle_file(path);
    if (!r) continue;
    for (auto& item : r->items)
      if (item.puzzle && static_cast<int>(out.size()) < limit) out.push_back(*item.puzzle);
    if (!out.empty()) return out;
  }
  auto data = render::find_data_dir();
  if (!data) return out;
  auto text = core::read_file(data->root + "/tests/data/spec_vectors.txt");
  if (!text) return out;
  std::string lines;
  size_t pos = 0;
  while (pos < text->size()) {
    size_t nl = text->find('\n', pos);
    std::string line = text->substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    pos = nl == std::string::npos ? text->size() : nl + 1;
    if (line.empty() || line[0] == '#') continue;
    lines += line.substr(0, line.find(':')) + "\n";
  }
  auto r = core::read_puzzles(lines, "spec_vectors.txt");
  if (r)
    for (auto& item : r->items)
      if (item.puzzle && static_cast<int>(out.size()) < limit) out.push_back(*item.puzzle);
  return out;
}

}  // namespace

// Renders the puzzles round-robin to each format for at least `min_seconds` (and at least one
// pass). Returns one row per format, or an empty vector with `error` set.
std::vector<RenderBenchRow> run_render_bench(double min_seconds, int limit,
                                             const std::string& shared_dir, std::string* error) {
  std::vector<RenderBenchRow> rows;
  auto fail = [&](const std::string& e) {
    if (error) *error = e;
    return std::vector<RenderBenchRow>{};
  };
  auto data = render::find_data_dir();
  if (!data) return fail(data.status().message());
  auto manifest = render::load_font_manifest(data->font_manifest());
  if (!manifest) return fail(manifest.status().message());
  auto templ = render::load_template("magazine", data->templates(), *manifest);
  if (!templ) return fail(templ.status().message());
  auto fonts = render::cairo::FontLibrary::create(*manifest);
  if (!fonts) return fail(fonts.status().message());
  auto symbols = render::symbols::load_symbols("digits", 9, data->symbols());
  if (!symbols) return fail(symbols.status().message());
  std::vector<core::Puzzle> puzzles = bench_puzzles(limit, shared_dir);
  if (puzzles.empty()) return fail("no puzzles to render");

  using render::cairo::OutputFormat;
  for (OutputFormat f :
       {OutputFormat::kPdf, OutputFormat::kSvg, OutputFormat::kPng, OutputFormat::kHtml}) {
    RenderBenchRow row;
    row.format = std::string(render::cairo::extension_of(f));
    size_t bytes = 0;
    auto start = std::chrono::steady_clock::now();
    const long long cpu_start = cpu_ns();
    for (size_t i = 0;; ++i) {
      const core::Puzzle& p = puzzles[i % puzzles.size()];
      render::cairo::PuzzlePage page;
      page.templ = &*templ;
      page.symbols = &*symbols;
      page.content.puzzle = &p;
      page.caption.number = static_cast<int>(i + 1);
      page.info.creation_time = 0;
      auto out = render::cairo::render_puzzle(page, f, *fonts);
      if (!out) return fail(out.status().message());
      bytes += out->size();
      ++row.grids;
      row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (i + 1 >= puzzles.size() && row.seconds >= min_seconds) break;
    }
    row.cpu_seconds = (cpu_ns() - cpu_start) * 1e-9;
    std::fprintf(stderr, "render/%s: %d grids, %.1f KB each on average\n", row.format.c_str(),
                 row.grids, bytes / 1024.0 / row.grids);
    rows.push_back(row);
  }
  return rows;
}

int run_render_bench(const BenchOptions& options) {
  const int limit = options.max_puzzles == 0 || options.max_puzzles > 200
                        ? 200
                        : static_cast<int>(options.max_puzzles);
  std::string error;
  auto rows = run_render_bench(2.0, limit, options.shared_dir, &error);
  if (rows.empty()) {
    std::fprintf(stderr, "render bench: %s\n", error.c_str());
    return 1;
  }
  std::printf("%-14s %8s %9s %12s %9s %14s %10s\n", "bench", "grids", "seconds", "grids/s", "cpu s",
              "grids/cpu s", "vs pdf");
  const double pdf_rate = rows[0].grids_per_cpu_second();
  for (const auto& r : rows)
    std::printf("%-14s %8d %9.3f %12.1f %9.3f %14.1f %9.2fx\n", ("render/" + r.format).c_str(),
                r.grids, r.seconds, r.grids_per_second(), r.cpu_seconds, r.grids_per_cpu_second(),
                r.grids_per_cpu_second() / pdf_rate);
  std::fflush(stdout);
  return 0;
}

}  // namespace sudokupress::bench
