// SPDX-License-Identifier: GPL-3.0-or-later
// Resource limits, all in one place: what the tool refuses up front (in well under a second)
// because it could not finish or would need too much memory. Listed in `sudokupress --help`
// and README.md ("Limits"). Include from .cpp files and the command line.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sudokupress::core::limits {

// Geometry: box sides 2..10 per box dimension product 4..100 symbols (core::kMaxSymbols), a
// box side of 1 makes boxes equal rows or columns (no Sudoku).
inline constexpr int kMinBoxSide = 2;
// A composite's canvas: each side at most this many cells (grid offsets are bounded by it).
inline constexpr int kMaxCanvasSide = 400;
// Cells of one puzzle (a 100x100 grid; composites up to this many cells).
inline constexpr long kMaxCells = 10000;
// Grids of one composite.
inline constexpr int kMaxGrids = 64;
// Jigsaw (irregular regions) sizes: region characters 1-9A-Z name up to 35, generation is
// tested for 4..16.
inline constexpr int kMinJigsawSize = 4;
inline constexpr int kMaxJigsawSize = 16;
// Random jigsaw layouts: border-cell exchanges tried per cell (regions.cpp).
inline constexpr int kJigsawExchangesPerCell = 30;
// `generate`: puzzles x cells of one run (1,000,000 9x9 puzzles = 81 M cells).
inline constexpr int64_t kMaxGeneratedCells = 100'000'000;
// `generate`: the largest puzzle it makes (100x100). Big grids keep a removal only when
// propagation still solves the puzzle (generate/generator.cpp, logic_removal_), so each removal
// test is bounded: measured on this machine class, 2 threads, 25x25 0.1 s, 36x36 0.4 s,
// 49x49 4.4 s, 100x100 about 15 s a puzzle.
inline constexpr long kMaxGenerateCells = 10000;
// `generate --minimal` and `--mask`: every removal answered by an exact search, unbounded in
// time; 36x36 and 49x49 did not finish within 150 s so, so these stop at 25x25.
inline constexpr long kMaxExactGenerateCells = 625;
// Text inputs: manifests, templates, composite and mask files, symbol lists (bytes).
inline constexpr size_t kMaxConfigBytes = 1 << 20;
// The title of an f-puzzles puzzle or SudokuPad link (bytes): a link of a few dozen bytes can
// hold a title of a megabyte (8 MB of links reached 1.07 GiB before the out-of-memory line).
// Our own IDs, the titles we write, stay far below it.
inline constexpr size_t kMaxTitleBytes = 512;
// A book's title, subtitle and author (characters): what a title page and a cover can set. A
// title page of 6 x 9 in holds about 200 characters of the title at the heading size.
inline constexpr size_t kMaxBookTitleChars = 200;
// Any input file or standard input (bytes; puzzle files are read one at a time).
inline constexpr size_t kMaxInputBytes = size_t{256} << 20;
// A book: pages.
inline constexpr int kMaxBookPages = 2000;
// One icon file of a symbol set (SVG bytes; refused before parsing: icons are untrusted).
inline constexpr size_t kMaxIconBytes = size_t{256} << 10;
// One icon: elements drawn, counted after every <use> is expanded (each <use> adds a copy of what
// it instances), and how deep they nest (with the copies). An icon is drawn once per cell, so a
// 16x16 page draws it hundreds of times: 256 <use> of a 5,000-rectangle group took 11 CPU s for
// a 4x4 PNG before this limit; 10,000 elements is far above any drawn icon (the shipped ones
// have under 60).
inline constexpr int kMaxIconElements = 10000;
inline constexpr int kMaxIconUses = 256;
inline constexpr int kMaxIconDepth = 64;
// One icon: the area it paints, in areas of its viewBox (render/symbols/icon_coverage.hpp: each
// shape's box within the viewBox, stroke included, every <use>, clip-path and mask reference drawn
// again). 250 <use> of 37 full-size rectangles (9,250 elements, under the element limit) took 3.7
// CPU s for a 4x4 PNG at 300 dpi, 39 s at 600 dpi and a 42 MB PDF; the 151 shipped icons paint at
// most 2.0 (toys/5.svg; tests/render/icon_sanitizer_test.cpp prints it).
inline constexpr int kMaxIconCoverage = 100;
// One icon: path segments drawn and dashes stroked, after <use> expansion (icon_coverage.hpp).
// Issue 26's second list (dev build, 4x4 page of 6 givens): one path of 32,000 overlapping
// segments (a 128 KB icon, one element, one viewBox of area) did not finish a PNG in 60 s; 16,000
// took 3.9 CPU s, 8,000 2.0 s for a 9x9 page (Cairo's cost grows with the square of overlapping
// segments). A path of 2,000 segments dashed with a period of 0.01 (2.5 million dashes) took
// 23 CPU s and 612 MB for the PNG, 0.2 s undashed.
inline constexpr int kMaxIconSegments = 10000;
inline constexpr int kMaxIconDashes = 10000;
// One icon's gradients (icon_coverage.hpp, gradient_cost). Issue 26's second list: a radial
// gradient of r=1e-7 with spreadMethod="repeat" and 2,000 stops took 9 CPU s and then ran out
// of the 1 GiB default for a 4x4 PDF. The 151 shipped icons have at most a handful of stops
// and no repeating gradient; a design that repeats more than 64 times across an icon is a
// texture, not a picture for a cell.
inline constexpr int kMaxIconGradientStops = 256;
inline constexpr int kMaxIconGradientRepeats = 64;
// PNG output: pixels of one page (DPI x page area), about 100 megapixels (4-byte pixels:
// 400 MB).
inline constexpr int64_t kMaxRasterPixels = 100'000'000;
// `preflight`: a page side (inches; no print service prints more than about 50 in, a PDF's own
// limit is 200 in); a larger page is refused before anything is rasterised.
inline constexpr double kMaxPdfPageInches = 100;
// `preflight`: pixels of one page's raster (its ink checks run at 72 dpi, lowered for a page so
// large that 72 dpi would exceed this; a 40 x 25 in cover is 5.2 megapixels at 72 dpi).
inline constexpr int64_t kMaxPreflightPixels = 8'000'000;
// PNG output: dots per inch.
inline constexpr double kMaxDpi = 1200;
// Memory of one command (bytes; `--memory-limit SIZE` or the environment variable below raise
// it, 0 = none). Enforced as RLIMIT_DATA (heap and anonymous mappings) by cli/memory_limit.cpp;
// running out is "out of memory (limit 1 GiB; raise it with --memory-limit)", exit 1.
inline constexpr int64_t kDefaultMemoryLimit = int64_t{1} << 30;
// Memory a reading command needs per byte of a puzzle file (text + records; measured: `solve`
// of 200,000 9x9 lines, 16.4 MB, peaks at 137 MB resident): a file whose size times this exceeds
// the memory limit is refused before it is read (not a line-format file: cli::InputSet reads
// those a block at a time for every command).
inline constexpr int64_t kInputMemoryPerByte = 8;
// The environment variable that sets the default of --memory-limit (same syntax: 2G, 512M, 0).
inline constexpr const char* kMemoryLimitEnv = "SUDOKUPRESS_MEMORY_LIMIT";
// Default per-puzzle time limit of `generate` and `grade` (seconds; 0 = none).
inline constexpr double kDefaultTimeLimit = 0;
// `generate` on a composite of more grids than the built-in ones (generate::
// kMaxExactCompositeGrids, 5): the default per-puzzle time limit (seconds; --time-limit sets
// another, 0 none). Their removal tests are bounded, but the random fill of a large canvas and
// the tests' sum still grow with the grids: see README "Limits" for the measured times.
inline constexpr double kCompositeTimeLimit = 120;
// `generate`: grids of a composite it makes. With bounded removal tests (dev build, machine
// loaded, 9x9 grids overlapping by a box, seeds 1-2) 8 grids took 0.8-5.0 s and 9 grids 1.5-1.9
// s, while 16 grids did not finish in 200 s; solve, grade and render take up to kMaxGrids.
inline constexpr int kMaxGenerateGrids = 9;

}  // namespace sudokupress::core::limits
