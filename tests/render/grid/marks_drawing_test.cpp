// SPDX-License-Identifier: GPL-3.0-or-later
// Marks drawn through the backend-independent canvas (draw_cell_marks, draw_pair_marks): a
// golden recording of a 4x4 with every kind of mark, and what must hold whatever the golden
// says: one "mark" group per mark, dots as circles on the shared side, X and V as strokes, the
// even/odd shapes before the grid lines and the dots after them.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "core/format.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/grid/mark_drawer.hpp"
#include "render/recording_canvas.hpp"
#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"
#include "test_support.hpp"

namespace sudokupress::render::grid {
namespace {

const char* kLine = "1...............\tmarks=Wr1c1r1c2,Br1c2r2c2,Vr3c3r3c4,Xr4c1r4c2,Er2c4,Or3c1";

TEST(MarksDrawingTest, MarksMatchGoldenAndRules) {
  auto r = core::read_puzzles(kLine, "t");
  ASSERT_TRUE(r.is_ok());
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const core::Puzzle& p = *r->items[0].puzzle;
  ASSERT_EQ(p.constraints->marks.size(), 6u);
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("digits", p.size(), testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  const Length cell = Length::mm(12);
  GridStyle style = GridStyle::from(t, *symbols, cell);
  RecordingCanvas canvas;
  canvas.begin_page({Length::mm(60), Length::mm(60)});
  GridContent content{&p, nullptr, nullptr, false};
  const Point origin{Length::mm(5), Length::mm(5)};
  draw_grid(canvas, origin, p.geo(), style, *symbols, content);
  canvas.end_page();
  ASSERT_TRUE(canvas.finish());

  const auto& lines = canvas.lines();
  int circles = 0, first_circle = -1, first_line = -1, last_circle = -1;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("circle ", 0) == 0) {
      ++circles;
      if (first_circle < 0) first_circle = static_cast<int>(i);
      last_circle = static_cast<int>(i);
    }
    if (lines[i].rfind("line ", 0) == 0 && first_line < 0) first_line = static_cast<int>(i);
  }
  EXPECT_EQ(circles, 3);                // two dots and the odd cell
  EXPECT_LT(first_circle, first_line);  // the odd cell's circle under the grid lines
  EXPECT_GT(last_circle, first_line);   // the dots over them
  // The white dot sits on the middle of the side between r1c1 and r1c2.
  const Rect a = cell_rect(p.geo(), origin, cell, style.border, 0);
  const Length x = a.right(), y = a.y + a.height / 2;
  char at[64];
  std::snprintf(at, sizeof at, "circle %.2f,%.2f ", x.in_pt(), y.in_pt());
  bool found = false;
  int groups = 0;
  for (const auto& l : lines) {
    found |= l.rfind(at, 0) == 0;
    groups += l.rfind("group mark ", 0) == 0;
  }
  EXPECT_TRUE(found) << at;
  EXPECT_EQ(groups, 6);

  const std::string got = canvas.text();
  const std::string path = std::string(SP_SOURCE_DIR) + "/tests/render/golden/marks_4x4.txt";
  if (const char* up = std::getenv("SP_UPDATE_GOLDENS"); up && *up == '1') {
    std::ofstream(path, std::ios::binary) << got;
    GTEST_SKIP() << "golden rewritten: " << path;
  }
  const std::string want = testing::slurp(path);
  ASSERT_FALSE(want.empty()) << "missing golden " << path << " (run with SP_UPDATE_GOLDENS=1)";
  EXPECT_EQ(got, want);
}

}  // namespace
}  // namespace sudokupress::render::grid
