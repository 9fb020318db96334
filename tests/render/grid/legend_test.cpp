// SPDX-License-Identifier: GPL-3.0-or-later
// The legend (render/grid/legend.hpp): presence, value order and placement on the recording canvas,
// in SVG and in HTML; the template keys; the answer label of solution pages.
#include "render/grid/legend.hpp"

#include <gtest/gtest.h>

#include <regex>

#include "render/grid/page_layout.hpp"
#include "render/html/html_page.hpp"
#include "render/recording_canvas.hpp"
#include "render/render_test_support.hpp"
#include "render/svg_canvas.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::grid {
namespace {

symbols::Symbols symbols_of(const std::string& name, int n) {
  auto s = symbols::load_symbols(name, n, testing::data_dir().symbols());
  EXPECT_TRUE(s) << s.status().message();
  return *s;
}

Template with_legend(const std::string& legend) {
  auto t = parse_template(
      "name = \"t\"\n[page]\nmargin_mm = 5\n[grid]\nwidth_mm = 80\n"
      "[caption]\ntop_left = \"{number}\"\n[legend]\n" +
          legend,
      "t.toml", testing::manifest());
  EXPECT_TRUE(t) << t.status().message();
  return *t;
}

struct Drawn {
  PageLayout layout;
  std::vector<std::string> lines;
};

template <typename C>
PageLayout draw(C& canvas, const Template& t, const symbols::Symbols& s, const core::Puzzle& p,
                const core::Puzzle* solution = nullptr) {
  auto layout = layout_page(t, p.geo(), page_content(t, s, solution != nullptr));
  EXPECT_TRUE(layout) << layout.status().message();
  GridContent content;
  content.puzzle = &p;
  content.solution = solution;
  CaptionData caption;
  caption.number = 1;
  draw_puzzle_page(canvas, *layout, t, s, content, caption);
  EXPECT_TRUE(canvas.finish());
  return *layout;
}

Drawn record(const Template& t, const symbols::Symbols& s, const core::Puzzle& p,
             const core::Puzzle* solution = nullptr) {
  RecordingCanvas rec;
  Drawn d;
  d.layout = draw(rec, t, s, p, solution);
  d.lines = rec.lines();
  return d;
}

// "icon kids4/3 @ 74.51,214.51 92.08x92.08" -> (name, x, y)
struct Placed {
  std::string what;
  double x = 0, y = 0;
};
std::vector<Placed> placed(const std::vector<std::string>& lines, const std::string& prefix) {
  std::vector<Placed> out;
  static const std::regex icon(R"re(^icon (\S+) @ ([0-9.]+),([0-9.]+) )re");
  static const std::regex text(R"re(^text "([^"]*)" .* @ ([0-9.]+),([0-9.]+) centre middle$)re");
  for (const auto& l : lines) {
    std::smatch m;
    if ((std::regex_search(l, m, icon) || std::regex_search(l, m, text)) && l.rfind(prefix, 0) == 0)
      out.push_back({m[1], std::stod(m[2]), std::stod(m[3])});
  }
  return out;
}

TEST(LegendTest, RecordingShowsEveryPictureBelowTheGridInValueOrder) {
  const core::Puzzle p = testing::puzzle_from_line("1...............", "4x4");
  const Template t = testing::load_template("kids-icons");
  const Drawn d = record(t, symbols_of("kids4", 4), p);
  ASSERT_TRUE(d.layout.legend);
  const auto icons = placed(d.lines, "icon");
  ASSERT_EQ(icons.size(), 1u + 4u);  // one given, then the legend
  const double grid_bottom = (d.layout.grid_origin.y + d.layout.grid.height).in_pt();
  for (int v = 1; v <= 4; ++v) {
    const Placed& k = icons[v];
    EXPECT_EQ(k.what, "kids4/" + std::to_string(v));
    EXPECT_GT(k.y, grid_bottom);
    if (v > 1) {
      EXPECT_GT(k.x, icons[v - 1].x);
      EXPECT_DOUBLE_EQ(k.y, icons[v - 1].y);
    }
  }
  // The label and the four frames.
  EXPECT_NE(std::find_if(d.lines.begin(), d.lines.end(),
                         [](const std::string& l) {
                           return l.find("\"Use these pictures:\"") != std::string::npos;
                         }),
            d.lines.end());
  EXPECT_EQ(std::count_if(d.lines.begin(), d.lines.end(),
                          [](const std::string& l) { return l.rfind("rect ", 0) == 0; }),
            4);
  // The page still fits A4 and the grid keeps its 168 mm.
  EXPECT_NEAR(d.layout.grid.width.in_mm(), 168, 0.01);
}

TEST(LegendTest, RightOfTheGridInAColumnAndWrapsWhenLong) {
  const core::Puzzle p = testing::sample_puzzle("9x9");
  const Template t = with_legend("position = \"right\"\nsize = 0.9\nspacing = 0.5\n");
  const Drawn d = record(t, symbols_of("shapes", 9), p);
  const auto icons = placed(d.lines, "icon");
  ASSERT_GE(icons.size(), 9u);
  const std::vector<Placed> legend(icons.end() - 9, icons.end());
  const double grid_right = (d.layout.grid_origin.x + d.layout.grid.width).in_pt();
  for (int v = 1; v <= 9; ++v) {
    EXPECT_EQ(legend[v - 1].what, "shapes/" + std::to_string(v));
    EXPECT_GT(legend[v - 1].x, grid_right);
  }
  // 9 boxes of 0.9 cell with half a box between them do not fit 9 cells: 7 in the first
  // column, then a second column from the top.
  EXPECT_GT(legend[8].x, legend[0].x);
  EXPECT_DOUBLE_EQ(legend[6].x, legend[0].x);
  EXPECT_GT(legend[7].x, legend[6].x);
  EXPECT_LT(legend[7].y, legend[6].y);
  EXPECT_DOUBLE_EQ(legend[7].y, legend[0].y);
  EXPECT_GT(d.layout.page.width, d.layout.grid.width + Length::mm(10));
}

TEST(LegendTest, LettersOfAWordInAlphabeticalOrderAndNoneForDigits) {
  const core::Puzzle p = testing::puzzle_from_line("1...............", "4x4");
  const Template t = testing::load_template("magazine");
  const Drawn d = record(t, symbols_of("word:FROG", 4), p);
  ASSERT_TRUE(d.layout.legend);
  const auto texts = placed(d.lines, "text");
  ASSERT_EQ(texts.size(), 1u + 4u);
  EXPECT_EQ(texts[0].what, "F");  // the given (value 1)
  const std::string order = texts[1].what + texts[2].what + texts[3].what + texts[4].what;
  EXPECT_EQ(order, "FGOR");
  const Drawn digits = record(t, symbols_of("digits", 4), p);
  EXPECT_FALSE(digits.layout.legend);
  EXPECT_EQ(placed(digits.lines, "text").size(), 1u);
  const Drawn always = record(with_legend("show = \"always\"\n"), symbols_of("digits", 4), p);
  EXPECT_EQ(placed(always.lines, "text").size(), 5u);
  const Drawn never = record(with_legend("show = \"never\"\n"), symbols_of("kids4", 4), p);
  EXPECT_FALSE(never.layout.legend);
}

TEST(LegendTest, SvgHasTheLegendAfterTheGridInOrder) {
  const core::Puzzle p = testing::puzzle_from_line("1...2...3...4...", "4x4");
  SvgCanvas svg;
  draw(svg, testing::load_template("magazine"), symbols_of("word:PLAY", 4), p);
  const std::string s = svg.svg();
  std::vector<std::string> texts;
  static const std::regex text(R"(<text [^>]*>([^<]*)</text>)");
  for (auto it = std::sregex_iterator(s.begin(), s.end(), text); it != std::sregex_iterator(); ++it)
    texts.push_back((*it)[1]);
  // Four givens, the legend A L P Y, the caption "1".
  ASSERT_EQ(texts.size(), 4u + 4u + 1u) << s;
  EXPECT_EQ(texts[4] + texts[5] + texts[6] + texts[7], "ALPY");

  SvgCanvas icons;
  draw(icons, testing::load_template("kids-icons"), symbols_of("kids4", 4), p);
  const std::string is = icons.svg();
  int nested = 0;
  for (size_t at = is.find("<svg x="); at != std::string::npos; at = is.find("<svg x=", at + 1))
    ++nested;
  EXPECT_EQ(nested, 4 + 4);
  EXPECT_NE(is.find("Use these pictures:"), std::string::npos);
  // Each legend symbol is a group an editor can select, in value order.
  size_t at = is.find("<g class=\"legend\"");
  ASSERT_NE(at, std::string::npos);
  for (int v = 1; v <= 4; ++v) {
    const size_t next =
        is.find("<g class=\"symbol legend\" data-value=\"" + std::to_string(v) + "\"", at);
    ASSERT_NE(next, std::string::npos) << v;
    EXPECT_NE(is.find("<svg x=", next), std::string::npos);
    at = next;
  }
}

TEST(LegendTest, HtmlHasALegendBlockWithEveryValueInOrder) {
  const core::Puzzle p = testing::puzzle_from_line("1...............", "4x4");
  const symbols::Symbols s = symbols_of("kids4", 4);
  auto html = html::html_page(testing::load_template("kids-icons"), s, {&p}, {}, "t");
  ASSERT_TRUE(html) << html.status().message();
  const size_t legend = html->find("<div class=\"sp-legend legend\">");
  ASSERT_NE(legend, std::string::npos);
  EXPECT_GT(legend, html->find("<div class=\"sp-grid grid\">"));
  size_t at = legend;
  for (int v = 1; v <= 4; ++v) {
    const size_t next = html->find("data-value=\"" + std::to_string(v) + "\"", at);
    ASSERT_NE(next, std::string::npos) << v;
    // The icon drawn there is icon v.
    const size_t body = html->find(s.icons[v - 1]->body, next);
    EXPECT_NE(body, std::string::npos) << v;
    EXPECT_LT(body, html->find("</div>", next)) << v;
    at = next;
  }
  EXPECT_NE(html->find(".sp-legend{"), std::string::npos);
  auto digits =
      html::html_page(testing::load_template("magazine"), symbols_of("digits", 4), {&p}, {}, "t");
  EXPECT_EQ(digits->find("sp-legend"), std::string::npos);
}

TEST(LegendTest, TemplateKeysAreCheckedWithTheirLine) {
  auto bad = parse_template("name = \"t\"\n[grid]\nwidth_mm = 80\n[legend]\nposition = \"left\"\n",
                            "t.toml", testing::manifest());
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message().find("t.toml:5:"), std::string::npos) << bad.status().message();
  EXPECT_NE(bad.status().message().find("below, right"), std::string::npos);
  auto size = parse_template("name = \"t\"\n[grid]\nwidth_mm = 80\n[legend]\nsize = 3\n", "t.toml",
                             testing::manifest());
  EXPECT_FALSE(size);
  auto unknown = parse_template("name = \"t\"\n[grid]\nwidth_mm = 80\n[legend]\ncolour = 1\n",
                                "t.toml", testing::manifest());
  EXPECT_FALSE(unknown);
}

TEST(LegendTest, SolutionPagesAreLabelledAsAnswers) {
  const core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  const core::Puzzle solution = testing::puzzle_from_line(testing::kTv12Solution);
  const Template t = testing::load_template("magazine");
  const Drawn d = record(t, symbols_of("digits", 9), p, &solution);
  EXPECT_TRUE(d.layout.answer);
  bool labelled = false;
  for (const auto& l : d.lines) labelled |= l.find("\"Solution\"") != std::string::npos;
  EXPECT_TRUE(labelled);
  const Drawn puzzle = record(t, symbols_of("digits", 9), p);
  for (const auto& l : puzzle.lines) EXPECT_EQ(l.find("Solution"), std::string::npos);
  // {answer} in a slot puts it there instead.
  auto own = parse_template(
      "name = \"t\"\n[grid]\nwidth_mm = 80\n[caption]\ntop_centre = \"Puzzle {number} {answer}\"\n"
      "answer = \"Answer\"\n",
      "t.toml", testing::manifest());
  ASSERT_TRUE(own);
  CaptionData c;
  c.number = 4;
  auto texts = caption_texts(*own, c, true);
  EXPECT_EQ(texts[kTopCentre], "Puzzle 4 Answer");
  EXPECT_EQ(texts[kTopRight], "");
  EXPECT_EQ(caption_texts(*own, c, false)[kTopCentre], "Puzzle 4");
}

}  // namespace
}  // namespace sudokupress::render::grid
