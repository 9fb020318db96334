// SPDX-License-Identifier: GPL-3.0-or-later
// --chart OUT.svg|.pdf|.png of `stats` and `bank stats`: the statistics as bar charts
// (render/chart.hpp) drawn with the project's fonts: puzzles per grade, strategy usage (Table
// 14-1 as bars), clue counts, and scores (SE rating `er` instead when the puzzles have one).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "grade/difficulty.hpp"
#include "render/chart.hpp"

namespace sudokupress::cli {

class Console;

struct ChartData {
  grade::Profile profile = grade::Profile::kHuman;  // the ladder of the grade bars
  std::map<int, std::string> level_names;  // names the input gave its levels (else the ladder's)
  std::map<int, long> per_level;           // highest level -> puzzles
  long ungraded = 0;                       // puzzles without a level (bank rows not graded)
  std::map<int, long> uses;                // strategy code (backtracking folded to 40) -> uses
  std::map<int, long> per_clues;
  std::vector<double> scores;
  std::vector<double> ers;
  long puzzles = 0;
  long with_codes = 0;  // puzzles whose strategy codes are known (generate output has none)
  // Adds one puzzle: its level (-1 = unknown), codes (codes_known = false: not recorded), clue
  // count, score and er (NaN = none).
  void add(int level, const std::vector<int>& codes, bool codes_known, int clues, double score,
           double er);
};

// Usage error for an extension other than .svg, .pdf, .png (checked before any work).
core::Status check_chart_path(const std::string& path);
// The charts, in order: grades, strategies, clues, scores (or er).
std::vector<render::ChartSpec> chart_specs(const ChartData& data);
// Lays out, draws and writes the chart sheet (temp file + rename).
core::Status write_charts(const ChartData& data, const std::string& path, const std::string& title);

}  // namespace sudokupress::cli
