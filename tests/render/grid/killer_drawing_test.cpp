// SPDX-License-Identifier: GPL-3.0-or-later
// Killer cages drawn through the backend-independent canvas (draw_cages): a golden recording of
// a 4x4 Killer, and what must hold whatever the golden says: each sum once, at or above the print
// services' smallest text, the outline drawn in dashes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "core/format.hpp"
#include "render/grid/cage_drawer.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/recording_canvas.hpp"
#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"
#include "test_support.hpp"

namespace sudokupress::render::grid {
namespace {

const char* kLine = "1...............\tcages=AABCDDBCEFGGEFHH:3,5,5,7,5,5,5,5";

TEST(KillerDrawingTest, CagesMatchGoldenAndRules) {
  auto r = core::read_puzzles(kLine, "t");
  ASSERT_TRUE(r.is_ok());
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const core::Puzzle& p = *r->items[0].puzzle;
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("digits", p.size(), testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  const Length cell = Length::mm(12);
  GridStyle style = GridStyle::from(t, *symbols, cell);
  RecordingCanvas canvas;
  canvas.begin_page({Length::mm(60), Length::mm(60)});
  GridContent content{&p, nullptr, nullptr, false};
  draw_grid(canvas, {Length::mm(5), Length::mm(5)}, p.geo(), style, *symbols, content);
  canvas.end_page();
  ASSERT_TRUE(canvas.finish());

  // The sums: one text each, never below 7 pt; the outline at the services' thinnest line or more.
  const CageStyle cs = CageStyle::from(style);
  EXPECT_GE(cs.sum.size.in_pt(), kCageSumMinPt);
  EXPECT_GE(cs.line.in_pt(), kCageLineMinPt);
  int texts = 0, lines = 0, cage_groups = 0;
  for (const auto& l : canvas.lines()) {
    texts += l.rfind("text ", 0) == 0;
    lines += l.rfind("line ", 0) == 0;
    cage_groups += l.rfind("group cage ", 0) == 0;  // SVG: <g class="cage" data-value="SUM">
  }
  EXPECT_EQ(cage_groups, 8);
  EXPECT_EQ(texts, 8 + 1);  // eight sums and the given 1
  EXPECT_GT(lines, 8 * 8);  // the dashes (several per cage side) besides the grid lines

  const std::string got = canvas.text();
  const std::string path = std::string(SP_SOURCE_DIR) + "/tests/render/golden/killer_4x4.txt";
  if (const char* up = std::getenv("SP_UPDATE_GOLDENS"); up && *up == '1') {
    std::ofstream(path, std::ios::binary) << got;
    GTEST_SKIP() << "golden rewritten: " << path;
  }
  const std::string want = testing::slurp(path);
  ASSERT_FALSE(want.empty()) << "missing golden " << path << " (run with SP_UPDATE_GOLDENS=1)";
  EXPECT_EQ(got, want);
}

// A solution grid keeps the cage outlines but not the sums, which sat on the corner of the
// solution digits in a book's small solution cells (the digits make every sum).
TEST(KillerDrawingTest, SolutionGridsDrawOutlinesWithoutSums) {
  auto r = core::read_puzzles(kLine, "t");
  ASSERT_TRUE(r.is_ok());
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const core::Puzzle& p = *r->items[0].puzzle;
  core::Puzzle solution = p;
  const std::vector<uint8_t> grid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  solution.cells = grid;
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("digits", p.size(), testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  GridStyle style = GridStyle::from(t, *symbols, Length::mm(6));
  RecordingCanvas canvas;
  canvas.begin_page({Length::mm(40), Length::mm(40)});
  GridContent content{&p, &solution, nullptr, false};
  draw_grid(canvas, {Length::mm(5), Length::mm(5)}, p.geo(), style, *symbols, content);
  canvas.end_page();
  ASSERT_TRUE(canvas.finish());
  int texts = 0, cage_groups = 0, dashes = 0;
  bool in_cages = false;
  for (const auto& l : canvas.lines()) {
    if (l == "group cages") in_cages = true;
    if (l.rfind("group clues", 0) == 0 || l.rfind("group solutions", 0) == 0) in_cages = false;
    texts += l.rfind("text ", 0) == 0;
    cage_groups += l.rfind("group cage ", 0) == 0;
    dashes += in_cages && l.rfind("line ", 0) == 0;
  }
  EXPECT_EQ(cage_groups, 8);
  EXPECT_GT(dashes, 8 * 4);
  EXPECT_EQ(texts, 16);  // the given and the 15 solution digits, no sum
}

}  // namespace
}  // namespace sudokupress::render::grid
