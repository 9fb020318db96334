// SPDX-License-Identifier: GPL-3.0-or-later
// Golden tests: each case draws one page through the recording canvas and compares the
// recording with tests/render/golden/<case>.txt. After an intended change, regenerate with
//   SP_UPDATE_GOLDENS=1 build/dev/tests/test_render --gtest_filter='RecordingGolden*'
// and review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "render/grid/page_layout.hpp"
#include "render/recording_canvas.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"
#include "render_test_support.hpp"

namespace sudokupress::render {
namespace {

struct GoldenCase {
  std::string name;
  std::string variant;
  std::string templ;
  std::string symbols;
  bool solution = false;
  bool candidates = false;
  bool shade = false;
  int captions = 3;  // the template's caption texts drawn (magazine: number, grade, id)
};

std::string golden_path(const std::string& name) {
  return std::string(SP_SOURCE_DIR) + "/tests/render/golden/" + name + ".txt";
}

RecordingCanvas draw_case(const GoldenCase& c, core::Puzzle& puzzle,
                          std::vector<std::vector<int>>& cands) {
  Template t = testing::load_template(c.templ);
  auto symbols = symbols::load_symbols(c.symbols, puzzle.size(), testing::data_dir().symbols());
  EXPECT_TRUE(symbols) << symbols.status().message();
  auto layout = grid::layout_page(t, puzzle.geo());
  EXPECT_TRUE(layout) << layout.status().message();
  core::Puzzle solution(puzzle.geometry);
  if (c.solution) solution = testing::puzzle_from_line(testing::kTv12Solution);
  if (c.candidates) cands = grid::basic_candidates(puzzle);
  grid::GridContent content{&puzzle, c.solution ? &solution : nullptr,
                            c.candidates ? &cands : nullptr, c.shade};
  grid::CaptionData caption;
  caption.number = 1;
  caption.grade = "medium";
  caption.id = "test-" + c.name;
  RecordingCanvas canvas;
  draw_puzzle_page(canvas, *layout, t, *symbols, content, caption);
  EXPECT_TRUE(canvas.finish());
  return canvas;
}

class RecordingGoldenTest : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(RecordingGoldenTest, MatchesGolden) {
  const GoldenCase& c = GetParam();
  core::Puzzle puzzle = c.variant == "tv12" ? testing::puzzle_from_line(testing::kTv12)
                                            : testing::sample_puzzle(c.variant);
  std::vector<std::vector<int>> cands;
  RecordingCanvas canvas = draw_case(c, puzzle, cands);
  const std::string got = canvas.text();

  // Structural checks that hold whatever the golden says.
  int texts = 0, icons = 0;
  for (const auto& l : canvas.lines()) {
    texts += l.rfind("text ", 0) == 0;
    icons += l.rfind("icon ", 0) == 0;
  }
  int drawn = puzzle.clue_count();
  if (c.solution) drawn = puzzle.num_cells();
  if (c.candidates)
    for (const auto& v : cands) drawn += static_cast<int>(v.size());
  const int captions = c.captions;
  if (c.symbols == "digits" || c.symbols.rfind("letters", 0) == 0 || c.symbols == "glyphs-book")
    EXPECT_EQ(texts, drawn + captions);
  else
    EXPECT_EQ(icons, drawn);
  EXPECT_EQ(canvas.lines().front().rfind("page ", 0), 0u);
  EXPECT_EQ(canvas.lines().back(), "endpage");

  const std::string path = golden_path(c.name);
  if (const char* up = std::getenv("SP_UPDATE_GOLDENS"); up && *up == '1') {
    std::ofstream(path, std::ios::binary) << got;
    GTEST_SKIP() << "golden rewritten: " << path;
  }
  const std::string want = testing::slurp(path);
  ASSERT_FALSE(want.empty()) << "missing golden " << path << " (run with SP_UPDATE_GOLDENS=1)";
  EXPECT_EQ(got, want) << "recording differs from " << path;
}

INSTANTIATE_TEST_SUITE_P(
    Geometries, RecordingGoldenTest,
    ::testing::Values(
        GoldenCase{"classic_digits", "tv12", "magazine", "digits"},
        GoldenCase{"classic_digits_shaded", "tv12", "magazine", "digits", false, false, true},
        GoldenCase{"classic_solution", "tv12", "magazine", "digits", true},
        GoldenCase{"classic_candidates", "tv12", "magazine", "digits", false, true},
        GoldenCase{"classic_letters", "tv12", "magazine", "letters"},
        GoldenCase{"classic_glyphs_book", "tv12", "magazine", "glyphs-book"},
        GoldenCase{"classic_shapes", "tv12", "magazine", "shapes"},
        GoldenCase{"classic_garden_large_print", "tv12", "large-print", "garden"},
        GoldenCase{"classic_classroom_solution", "tv12", "classroom", "digits", true, false, false,
                   4},  // name, date, number, grade
        GoldenCase{"kids_4x4", "4x4", "kids-icons", "kids4"},
        GoldenCase{"kids_6x6", "6x6", "kids-icons", "kids6"},
        GoldenCase{"grid_16x16_digits", "16x16", "magazine", "digits"},
        GoldenCase{"double_digits", "double", "magazine", "digits"},
        GoldenCase{"samurai_digits", "samurai", "samurai-magazine", "digits"},
        GoldenCase{"samurai_a4", "samurai", "samurai-a4", "digits"},
        GoldenCase{"windmill_samurai_magazine", "windmill", "samurai-magazine", "digits"},
        GoldenCase{"butterfly_tint", "butterfly", "multigrid-tint", "digits"},
        GoldenCase{"flower_tint", "flower", "multigrid-tint", "digits"},
        GoldenCase{"overlap2_a4", "overlap2", "samurai-a4", "digits"},
        GoldenCase{"overlap3_magazine", "overlap3", "magazine", "digits"},
        GoldenCase{"overlap4_a4", "overlap4", "samurai-a4", "digits"},
        GoldenCase{"overlap6_magazine", "overlap6", "magazine", "digits"},
        GoldenCase{"triple_a4", "triple", "samurai-a4", "digits"},
        GoldenCase{"quadruple_a4", "quadruple", "samurai-a4", "digits"},
        GoldenCase{"triple_ears_tint", "triple-ears", "multigrid-tint", "digits"},
        GoldenCase{"triple_ears_down_a4", "triple-ears-down", "samurai-a4", "digits"},
        GoldenCase{"triple_ears_side_magazine", "triple-ears-side", "samurai-magazine", "digits"},
        GoldenCase{"samurai_tint", "samurai", "multigrid-tint", "digits"},
        GoldenCase{"x_digits", "x", "magazine", "digits"},
        GoldenCase{"x_shaded_colour", "x", "variants-colour", "digits"},
        GoldenCase{"windoku_digits", "windoku", "magazine", "digits"},
        GoldenCase{"centre_dot_digits", "centre-dot", "magazine", "digits"},
        GoldenCase{"asterisk_colour", "asterisk", "variants-colour", "digits"},
        GoldenCase{"girandola_digits", "girandola", "magazine", "digits"},
        GoldenCase{"jigsaw_digits", "jigsaw", "magazine", "digits"},
        GoldenCase{"jigsaw_colour", "jigsaw", "variants-colour", "digits"},
        GoldenCase{"jigsaw_7x7_digits", "jigsaw-7", "magazine", "digits"},
        GoldenCase{"x_jigsaw_digits", "x-jigsaw", "magazine", "digits"}),
    [](const ::testing::TestParamInfo<GoldenCase>& i) { return i.param.name; });

}  // namespace
}  // namespace sudokupress::render
