// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/chart_support.hpp"

#include <algorithm>
#include <cmath>

#include "cli/app.hpp"
#include "cli/output.hpp"
#include "grade/difficulty.hpp"
#include "render/cairo/chart_output.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"

namespace sudokupress::cli {

namespace {

constexpr double kChartDpi = 150;
constexpr int kHistogramBins = 12;  // about this many bars in a score histogram

// A histogram of `values` in bins of a nice width; labels are the bins' lower bounds.
std::vector<render::ChartBar> histogram(const std::vector<double>& values, std::string& unit) {
  std::vector<render::ChartBar> bars;
  if (values.empty()) return bars;
  const auto [lo_it, hi_it] = std::minmax_element(values.begin(), values.end());
  const double width = render::nice_step(*hi_it - *lo_it, kHistogramBins);
  const double first = std::floor(*lo_it / width) * width;
  const size_t n = static_cast<size_t>(std::floor((*hi_it - first) / width)) + 1;
  bars.resize(n);
  for (size_t i = 0; i < n; ++i)
    bars[i].label = render::chart_number(first + width * static_cast<double>(i));
  for (double v : values)
    bars[std::min(n - 1, static_cast<size_t>(std::floor((v - first) / width)))].value += 1;
  unit = "bins of " + render::chart_number(width) + ", lower bound shown";
  return bars;
}

}  // namespace

void ChartData::add(int level, const std::vector<int>& codes, bool codes_known, int clues,
                    double score, double er) {
  ++puzzles;
  with_codes += codes_known;
  if (level >= 0)
    ++per_level[level];
  else
    ++ungraded;
  for (int c : codes) ++uses[c >= 40 && c < 50 ? 40 : c];  // 40+d: backtracking at depth d
  ++per_clues[clues];
  if (!std::isnan(score)) scores.push_back(score);
  if (!std::isnan(er)) ers.push_back(er);
}

core::Status check_chart_path(const std::string& path) {
  auto f = render::cairo::output_format_for(path);
  if (!f || *f == render::cairo::OutputFormat::kHtml)
    return usage_error("--chart " + path + ": the chart is written as .svg, .pdf or .png");
  return OutputFiles().check(path);  // not an input read so far, not a directory
}

std::vector<render::ChartSpec> chart_specs(const ChartData& d) {
  std::vector<render::ChartSpec> out;
  render::ChartSpec grades{"Puzzles per grade (highest level used)", "grade", "puzzles", {}, false};
  // Every level of the ladder (zero bars too), and any level the input has beyond it.
  int top = grade::ladder(d.profile).top();
  if (!d.per_level.empty()) top = std::max(top, d.per_level.rbegin()->first);
  for (int l = 0; l <= top; ++l) {
    auto named = d.level_names.find(l);
    const std::string name =
        named != d.level_names.end() ? named->second : std::string(grade::grade_name(l, d.profile));
    grades.bars.push_back({std::to_string(l) + " " + name,
                           static_cast<double>(d.per_level.count(l) ? d.per_level.at(l) : 0)});
  }
  if (d.ungraded) grades.bars.push_back({"ungraded", static_cast<double>(d.ungraded)});
  out.push_back(std::move(grades));
  std::string title = "Strategy usage (Table 14-1)";
  if (d.with_codes < d.puzzles)  // say whose steps the bars count
    title += ", " + std::to_string(d.with_codes) + " of " + std::to_string(d.puzzles) +
             " puzzles with recorded steps";
  render::ChartSpec uses{title, "strategy (code)", "occurrences", {}, true};
  // The rows of stats' text table: the book's always, the human ones when the ladder has them.
  for (const auto& s : grade::difficulty_table()) {
    if (s.code >= 50 && !s.variant[static_cast<int>(d.profile)].enabled) continue;
    uses.bars.push_back({std::string(s.name) + " (" + std::to_string(s.code) + ")",
                         static_cast<double>(d.uses.count(s.code) ? d.uses.at(s.code) : 0)});
  }
  out.push_back(std::move(uses));
  render::ChartSpec clues{"Clues per puzzle", "clues", "puzzles", {}, false};
  if (!d.per_clues.empty())
    for (int c = d.per_clues.begin()->first; c <= d.per_clues.rbegin()->first; ++c)
      clues.bars.push_back(
          {std::to_string(c), static_cast<double>(d.per_clues.count(c) ? d.per_clues.at(c) : 0)});
  out.push_back(std::move(clues));
  std::string unit;
  const bool er = !d.ers.empty();
  render::ChartSpec scores{er ? "SE rating (er)" : "Score (grader)", "", "puzzles",
                           histogram(er ? d.ers : d.scores, unit), false};
  scores.category_axis = (er ? "er, " : "score, ") + unit;
  out.push_back(std::move(scores));
  return out;
}

core::Status write_charts(const ChartData& data, const std::string& path,
                          const std::string& title) {
  auto format = render::cairo::output_format_for(path);
  if (!format) return as_usage(format.status());
  auto dir = render::find_data_dir();
  if (!dir) return dir.status();
  auto manifest = render::load_font_manifest(dir->font_manifest());
  if (!manifest) return manifest.status();
  auto fonts = render::cairo::FontLibrary::create(*manifest);
  if (!fonts) return fonts.status();
  render::ChartStyle style;
  const auto sheet = render::layout_chart_sheet(chart_specs(data), style);
  render::DocumentInfo info;
  info.title = title;
  auto bytes = render::cairo::render_chart_sheet(sheet, style, *format, *fonts, kChartDpi, info);
  if (!bytes) return bytes.status();
  OutputFiles files;
  if (auto st = files.check(path); !st) return st;
  files.add(path, std::move(*bytes));
  return files.commit();
}

}  // namespace sudokupress::cli
