// SPDX-License-Identifier: GPL-3.0-or-later
// The formats' names and what a reader returns, below both format.hpp (the project's own
// formats) and exchange_formats.hpp (the puzzle world's), so that neither includes the other.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

enum class Format {
  kAuto,
  kLine,
  kGrid,
  kRows,
  kSdk,
  kCompositeLine,
  kCompositeGrid,
  // The puzzle world's exchange formats (exchange_formats.hpp).
  kFpuzzles,
  kSudokupad,
  kSudokuwiki,
  kSs,
  kHodoku,
  kSdm,
  kPm729,
  kQqwing,  // the last one: lists of formats run kLine..kQqwing
};

std::string_view format_name(Format f);  // "line", "grid", "rows", "sdk", ...
StatusOr<Format> parse_format(std::string_view name);

struct ReadOptions {
  Format format = Format::kAuto;
  GeometryPtr geometry;  // forced geometry (--variant / --size / --composite); null = detect
};

// One input record: a puzzle, or the reason it was rejected. In input order.
struct ReadItem {
  int line = 0;  // 1-based line where the record starts
  std::optional<Puzzle> puzzle;
  std::string error;  // "file:line: problem" when puzzle is empty
};

struct ReadResult {
  Format format = Format::kAuto;  // the detected (or forced) format
  std::vector<ReadItem> items;
};

// How a reader of one format reads text in another (the exchange formats that embed the line
// format: qqwing's CSV, SadMan): format.cpp passes read_puzzles.
using PuzzleReader = StatusOr<ReadResult> (*)(std::string_view text, std::string_view source,
                                              const ReadOptions& options);

}  // namespace sudokupress::core
