// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format_types.hpp"

namespace sudokupress::core {

std::string_view format_name(Format f) {
  switch (f) {
    case Format::kAuto:
      return "auto";
    case Format::kLine:
      return "line";
    case Format::kGrid:
      return "grid";
    case Format::kRows:
      return "rows";
    case Format::kSdk:
      return "sdk";
    case Format::kCompositeLine:
      return "composite-line";
    case Format::kCompositeGrid:
      return "composite-grid";
    case Format::kFpuzzles:
      return "fpuzzles";
    case Format::kSudokupad:
      return "sudokupad";
    case Format::kSudokuwiki:
      return "sudokuwiki";
    case Format::kSs:
      return "ss";
    case Format::kHodoku:
      return "hodoku";
    case Format::kSdm:
      return "sdm";
    case Format::kPm729:
      return "pm729";
    case Format::kQqwing:
      return "qqwing";
  }
  return "?";
}

StatusOr<Format> parse_format(std::string_view name) {
  for (Format f : {Format::kAuto, Format::kLine, Format::kGrid, Format::kRows, Format::kSdk,
                   Format::kCompositeLine, Format::kCompositeGrid, Format::kFpuzzles,
                   Format::kSudokupad, Format::kSudokuwiki, Format::kSs, Format::kHodoku,
                   Format::kSdm, Format::kPm729, Format::kQqwing})
    if (format_name(f) == name) return f;
  return Status::error("unknown format '" + std::string(name) +
                       "' (auto, line, grid, rows, sdk, composite-line, composite-grid, fpuzzles, "
                       "sudokupad, sudokuwiki, ss, hodoku, sdm, pm729, qqwing)");
}

}  // namespace sudokupress::core
