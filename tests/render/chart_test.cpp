// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/chart.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "render/recording_canvas.hpp"

namespace sudokupress::render {
namespace {

ChartSpec counts(int n, bool horizontal) {
  ChartSpec s{"Clues per puzzle", "clues", "puzzles", {}, horizontal};
  for (int i = 0; i < n; ++i) s.bars.push_back({std::to_string(20 + i), double(i * i)});
  return s;
}

bool inside(const Rect& inner, const Rect& outer) {
  const double e = 1e-6;
  return inner.x.in_pt() >= outer.x.in_pt() - e && inner.y.in_pt() >= outer.y.in_pt() - e &&
         inner.right().in_pt() <= outer.right().in_pt() + e &&
         inner.bottom().in_pt() <= outer.bottom().in_pt() + e;
}

bool has_text(const ChartLayout& c, const std::string& t) {
  return std::any_of(c.texts.begin(), c.texts.end(),
                     [&](const ChartText& x) { return x.text == t; });
}

TEST(ChartTest, NiceStepsAreOneTwoOrFiveTimesAPowerOfTen) {
  EXPECT_DOUBLE_EQ(nice_step(47, 5), 10);
  EXPECT_DOUBLE_EQ(nice_step(4, 5), 1);
  EXPECT_DOUBLE_EQ(nice_step(1234, 5), 500);
  EXPECT_DOUBLE_EQ(nice_step(0.9, 5), 0.2);
  EXPECT_DOUBLE_EQ(nice_step(0, 5), 1);
  EXPECT_EQ(chart_number(3), "3");
  EXPECT_EQ(chart_number(2.5), "2.5");
}

TEST(ChartTest, VerticalBarsScaleWithTheirValuesInsideThePlot) {
  ChartStyle st;
  auto sheet = layout_chart_sheet({counts(6, false)}, st);
  ASSERT_EQ(sheet.charts.size(), 1u);
  const ChartLayout& c = sheet.charts[0];
  ASSERT_EQ(c.bars.size(), 6u);
  EXPECT_DOUBLE_EQ(c.tick_step, 5);  // values 0..25
  EXPECT_DOUBLE_EQ(c.axis_max, 25);
  for (size_t i = 0; i < 6; ++i) {
    EXPECT_TRUE(inside(c.bars[i].rect, c.plot)) << i;
    EXPECT_NEAR(c.bars[i].rect.height.in_pt(), c.plot.height.in_pt() * double(i * i) / 25, 1e-6);
    EXPECT_NEAR(c.bars[i].rect.bottom().in_pt(), c.plot.bottom().in_pt(), 1e-6);
  }
  EXPECT_TRUE(has_text(c, "Clues per puzzle"));  // title
  EXPECT_TRUE(has_text(c, "puzzles"));           // value axis
  EXPECT_TRUE(has_text(c, "clues"));             // category axis
  for (const char* t : {"0", "5", "10", "25", "20", "21", "25"}) EXPECT_TRUE(has_text(c, t)) << t;
  EXPECT_TRUE(has_text(c, "16"));  // a count
  EXPECT_TRUE(inside(c.frame, {Length(), Length(), sheet.page.width, sheet.page.height}));
}

TEST(ChartTest, CrowdedCategoryLabelsAreThinnedButEveryBarKeepsItsCount) {
  ChartStyle st;
  ChartSpec s{"Scores", "score", "puzzles", {}, false};
  for (int i = 0; i < 60; ++i) s.bars.push_back({std::to_string(1000 + 100 * i), 3});
  auto c = layout_chart_sheet({s}, st).charts[0];
  int labels = 0, counts3 = 0;
  for (const auto& t : c.texts) {
    labels += t.text.size() == 4 && t.text[0] >= '1';
    counts3 += t.text == "3";
  }
  EXPECT_LT(labels, 60);
  EXPECT_GT(labels, 5);
  EXPECT_EQ(counts3, 60 + 1);  // 60 counts and the tick label 3
}

TEST(ChartTest, HorizontalChartsGrowWithTheirBarsAndStackOnThePage) {
  ChartStyle st;
  auto one = layout_chart_sheet({counts(5, true)}, st);
  auto two = layout_chart_sheet({counts(30, true), counts(4, false)}, st);
  EXPECT_GT(two.page.height.in_pt(), one.page.height.in_pt());
  const ChartLayout& h = two.charts[0];
  EXPECT_NEAR(h.plot.height.in_pt(), st.bar_pitch.in_pt() * 30, 1e-6);
  EXPECT_NEAR(h.bars[29].rect.width.in_pt(), h.plot.width.in_pt() * 841.0 / h.axis_max, 1e-6);
  EXPECT_GE(two.charts[1].frame.y.in_pt(), h.frame.bottom().in_pt() + st.chart_gap.in_pt() - 1e-6);
  for (const auto& t : h.texts) {
    if (t.text == "49" && t.size == st.label_size) {  // the category label, right-aligned
      EXPECT_LE(t.at.x.in_pt(), h.plot.x.in_pt());
    }
  }
}

TEST(ChartTest, DrawingPaintsEveryBarAndText) {
  ChartStyle st;
  auto sheet = layout_chart_sheet({counts(4, false), counts(3, true)}, st);
  RecordingCanvas canvas;
  draw_chart_sheet(canvas, sheet, st);
  ASSERT_TRUE(canvas.finish().is_ok());
  size_t texts = 0, fills = 0, expect_texts = 0, expect_fills = 1;  // + the white page
  for (const auto& c : sheet.charts) {
    for (const auto& t : c.texts) expect_texts += !t.text.empty();
    for (const auto& b : c.bars)
      expect_fills += b.rect.height.in_pt() > 0 && b.rect.width.in_pt() > 0;
  }
  for (const auto& l : canvas.lines()) {
    texts += l.rfind("text ", 0) == 0;
    fills += l.rfind("fill ", 0) == 0;
  }
  EXPECT_EQ(texts, expect_texts);
  EXPECT_EQ(fills, expect_fills);
  EXPECT_NE(canvas.text().find("\"DejaVu Sans\" bold 12.00"), std::string::npos);  // titles
}

}  // namespace
}  // namespace sudokupress::render
