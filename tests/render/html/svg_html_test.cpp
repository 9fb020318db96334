// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include <regex>

#include "render/grid/page_layout.hpp"
#include "render/html/html_page.hpp"
#include "render/render_test_support.hpp"
#include "render/svg_canvas.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::html {
namespace {

int occurrences(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

std::string svg_of(const core::Puzzle& p, const std::string& symbols_name, bool shade = false) {
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols(symbols_name, p.size(), testing::data_dir().symbols());
  EXPECT_TRUE(symbols);
  auto layout = grid::layout_page(t, p.geo());
  SvgCanvas svg;
  grid::GridContent content{&p, nullptr, nullptr, shade};
  grid::CaptionData caption;
  caption.number = 3;
  draw_puzzle_page(svg, *layout, t, *symbols, content, caption);
  EXPECT_TRUE(svg.finish());
  return svg.svg();
}

TEST(SvgCanvasTest, MagazineSvgHasRealTextInMillimetresAndIsSmall) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  std::string svg = svg_of(p, "digits");
  EXPECT_NE(svg.find("width=\"80mm\""), std::string::npos);
  EXPECT_NE(svg.find("viewBox=\"0 0 80 "), std::string::npos);
  // 33 givens and the caption "3", each a <text> element with the digit as its content.
  EXPECT_EQ(occurrences(svg, "<text "), 33 + 1);
  EXPECT_NE(svg.find(">5</text>"), std::string::npos);
  EXPECT_NE(svg.find("font-family=\"DejaVu Sans\""), std::string::npos);
  EXPECT_EQ(svg.find("<path d=\"M"), std::string::npos);  // no glyph outlines
  EXPECT_LT(svg.size(), 6000u) << "a 9x9 magazine SVG should stay small";
  // Lines of one style share one <path>: thin, thick and border.
  EXPECT_EQ(occurrences(svg, "<path "), 3);
}

TEST(SvgCanvasTest, IconsAreInlinedAsNestedSvgAndShadingAsRects) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  std::string svg = svg_of(p, "shapes", true);
  EXPECT_EQ(occurrences(svg, "<svg x="), 33);
  EXPECT_EQ(occurrences(svg, "fill=\"#d9d9d9\""), 33);
  EXPECT_EQ(svg.find("<image"), std::string::npos);
}

// Every given is one <g class="symbol clue" data-value="N"> holding exactly that symbol.
TEST(SvgCanvasTest, EverySymbolIsAGroupWithItsValue) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  std::string svg = svg_of(p, "digits");
  EXPECT_EQ(occurrences(svg, "<g class=\"symbol clue\" data-value=\""), p.clue_count());
  std::regex group("<g class=\"symbol clue\" data-value=\"(\\d+)\">\\n<text [^>]*>(\\d+)</text>");
  int matched = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), group); it != std::sregex_iterator();
       ++it, ++matched)
    EXPECT_EQ((*it)[1].str(), (*it)[2].str());
  EXPECT_EQ(matched, p.clue_count());
  // Lines and captions are groups of their own; the clues' style sits once on their group.
  EXPECT_EQ(occurrences(svg, "<g class=\"grid-lines\">"), 1);
  EXPECT_NE(svg.find("<g class=\"grid-lines\">\n<path "), std::string::npos);
  EXPECT_NE(svg.find("<g class=\"caption\" font-family="), std::string::npos);
  EXPECT_NE(svg.find("<g class=\"clues\" font-family=\"DejaVu Sans\""), std::string::npos);
  EXPECT_EQ(occurrences(svg, "font-family="), 2);  // clues and caption, nothing repeated
  EXPECT_EQ(occurrences(svg, "<g"), occurrences(svg, "</g>"));
}

TEST(SvgCanvasTest, IconSymbolsAndSolutionsAreGroupsToo) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle solution = testing::puzzle_from_line(testing::kTv12Solution);
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("shapes", 9, testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  auto layout = grid::layout_page(t, p.geo());
  SvgCanvas svg;
  draw_puzzle_page(svg, *layout, t, *symbols, grid::GridContent{&p, &solution, nullptr, false}, {});
  ASSERT_TRUE(svg.finish());
  const std::string& s = svg.svg();
  EXPECT_EQ(occurrences(s, "<g class=\"symbol clue\" data-value="), p.clue_count());
  EXPECT_EQ(occurrences(s, "<g class=\"symbol solution\" data-value="),
            p.num_cells() - p.clue_count());
  for (int v = 1; v <= 9; ++v)
    EXPECT_NE(
        s.find("<g class=\"symbol solution\" data-value=\"" + std::to_string(v) + "\">\n<svg x="),
        std::string::npos)
        << v;
  EXPECT_EQ(occurrences(s, "<g"), occurrences(s, "</g>"));
}

TEST(SvgCanvasTest, UnbalancedGroupsAreAnError) {
  SvgCanvas svg;
  svg.begin_page({Length::mm(10), Length::mm(10)});
  svg.end_group();
  svg.end_page();
  EXPECT_FALSE(svg.finish());
  SvgCanvas open;
  open.begin_page({Length::mm(10), Length::mm(10)});
  open.begin_group(GroupKind::kLegend, 0);
  open.fill_rect({Length(), Length(), Length::mm(1), Length::mm(1)}, Colour::black());
  open.end_page();
  EXPECT_FALSE(open.finish());
  EXPECT_NE(open.svg().find("<g class=\"legend\">"), std::string::npos);
  EXPECT_EQ(occurrences(open.svg(), "<g"), occurrences(open.svg(), "</g>"));
}

TEST(SvgCanvasTest, OnePagePerFileAndEscapedText) {
  SvgCanvas svg;
  svg.begin_page({Length::mm(10), Length::mm(10)});
  svg.draw_text("a<b&c", TextStyle{}, {Length::mm(1), Length::mm(5)}, HAlign::kLeft,
                VAlign::kBaseline);
  svg.add_destination("p1", {});
  svg.add_link({Length(), Length(), Length::mm(2), Length::mm(2)}, "p1");
  svg.end_page();
  EXPECT_TRUE(svg.finish());
  EXPECT_NE(svg.svg().find(">a&lt;b&amp;c</text>"), std::string::npos);
  EXPECT_NE(svg.svg().find("<a href=\"#p1\">"), std::string::npos);
  EXPECT_NE(svg.svg().find("id=\"p1\""), std::string::npos);
  svg.begin_page({Length::mm(10), Length::mm(10)});
  EXPECT_FALSE(svg.finish());
}

TEST(SvgCanvasTest, RefusesTheEmojiSelector) {
  SvgCanvas svg;
  svg.begin_page({Length::mm(10), Length::mm(10)});
  svg.draw_text("\xe2\x99\xa5\xef\xb8\x8f", TextStyle{}, {}, HAlign::kLeft, VAlign::kBaseline);
  svg.end_page();
  EXPECT_FALSE(svg.finish());
}

TEST(HtmlPageTest, SelfContainedCssGridWithOneElementPerCell) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("garden", 9, testing::data_dir().symbols());
  ASSERT_TRUE(symbols);
  grid::GridContent content{&p, nullptr, nullptr, true};
  grid::CaptionData caption;
  caption.number = 12;
  auto html = html_page(t, *symbols, content, caption, "Sudoku 12");
  ASSERT_TRUE(html) << html.status().message();
  EXPECT_EQ(html->rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html->find("<meta charset=\"utf-8\">"), std::string::npos);
  EXPECT_NE(html->find("display:grid;grid-template-columns:repeat(9,"), std::string::npos);
  EXPECT_EQ(occurrences(*html, "style=\"grid-area:"), 81);
  EXPECT_EQ(occurrences(*html, "<svg xmlns"), 33 + 9);  // icons inline, the legend's nine too
  // Nothing external: no src=, no link to a stylesheet, no script.
  EXPECT_EQ(html->find("src="), std::string::npos);
  EXPECT_EQ(html->find("<link"), std::string::npos);
  EXPECT_EQ(html->find("<script"), std::string::npos);
  EXPECT_NE(html->find("<title>Sudoku 12</title>"), std::string::npos);
  // The SVG output's classes: one element per given with its value.
  EXPECT_EQ(occurrences(*html, "class=\"g symbol clue sh\" data-value=\""), 33);
  EXPECT_NE(html->find("class=\"g symbol clue sh\" data-value=\"5\""), std::string::npos);
  EXPECT_NE(html->find("class=\"sp-grid grid\""), std::string::npos);
}

TEST(HtmlPageTest, SamuraiHasCellsOnlyWhereTheGeometryHasThem) {
  core::Puzzle p = testing::sample_puzzle("samurai");
  Template t = testing::load_template("samurai-magazine");
  auto symbols = symbols::load_symbols("digits", 9, testing::data_dir().symbols());
  grid::GridContent content{&p, nullptr, nullptr, false};
  auto html = html_page(t, *symbols, content, {}, "s");
  ASSERT_TRUE(html) << html.status().message();
  EXPECT_EQ(occurrences(*html, "style=\"grid-area:"), 369);
  EXPECT_NE(html->find("repeat(21,"), std::string::npos);
}

}  // namespace
}  // namespace sudokupress::render::html
