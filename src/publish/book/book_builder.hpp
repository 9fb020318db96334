// SPDX-License-Identifier: GPL-3.0-or-later
// The book builder end to end: manifest -> puzzles (generated or read, graded, deduped,
// ordered) -> page plan -> pages drawn by Cairo -> (print-ready: grayscale, PDF 1.3; a colour
// interior: sRGB as drawn, or CMYK for a service that wants it) -> labels,
// metadata, trim and bleed boxes, PDF/X-1a, no annotations -> (print-ready: the service's
// preflight; a failing book is not written) -> OUT.pdf (written atomically) and the TSV report.
//
// Deterministic: the same manifest and seed give a byte-identical PDF whatever the thread count;
// the creation date is SOURCE_DATE_EPOCH if set, else the manifest's [book] date, else
// 2000-01-01 (never the clock).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/status.hpp"
#include "publish/book/book_layout.hpp"
#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {

struct BuildOptions {
  std::string manifest_path;
  std::string output;            // OUT.pdf ("" = do not write; the bytes are in the result)
  std::string report;            // OUT.tsv ("" = none)
  std::optional<uint64_t> seed;  // overrides [book] seed
  bool print_ready = false;
  // Overrides the manifest's [print] interior (book --interior): the same manifest builds a
  // colour and a gray book.
  std::optional<Interior> interior;
  bool preflight = true;  // print-ready: check the result with the service's preflight
  int threads = 0;        // generator threads (0 = all cores)
  std::string gs = "gs";  // Ghostscript program for --print-ready
  // Progress: (what, done, total) now and then; set by the CLI when stderr is a terminal.
  std::function<void(const std::string&, int, int)> progress;
  PuzzleSource* source = nullptr;  // tests: a fake source instead of generate + grade
  bool plan_only = false;  // stop after the plan (the cover needs puzzles and page count only)
};

class BankSource;

struct BuildResult {
  // The manifest as the build resolved it (the command line's seed and interior, the
  // language's strings, the variants' rules, a picture book's words, all_symbols of picture
  // sets): complete before any stage runs, read-only after.
  BookManifest manifest;
  std::vector<BookPuzzle> puzzles;
  BookPlan plan;
  BookLayout layout;  // every page's geometry, computed once (plan_layout)
  SelectionStats selection;
  std::string pdf;
  std::string report;  // the TSV text
  // The cell sizes the book prints, one line per size: "9x9 puzzles 14.1 mm: Easy, Medium"
  // (book_layout.hpp grid_sizes; the book command prints them as notes).
  std::vector<std::string> grid_sizes;
  double select_seconds = 0;
  double render_seconds = 0;
  double finish_seconds = 0;     // grayscale (print-ready), labels, boxes, PDF/X
  double preflight_seconds = 0;  // print-ready: the service's preflight of the result
  // [book] bank: the source that drew from it; once the PDF is written, the caller records the
  // volume's usage with bank->record(puzzles, plan) (bank_source.hpp). Null without a bank.
  std::shared_ptr<BankSource> bank;
};

core::StatusOr<BuildResult> build_book(const BuildOptions& options);

// The creation time the build uses (see above).
int64_t creation_time_for(const BookManifest& m);

}  // namespace sudokupress::publish::book
