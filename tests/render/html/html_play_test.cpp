// SPDX-License-Identifier: GPL-3.0-or-later
// The playable page (render --interactive) as text: what the player script reads (the JSON data
// block, the symbol templates, the cell attributes) and that it stays self-contained. The page
// is played in a real browser by tests/cli/play_browser_test.py.
#include "render/html/html_play.hpp"

#include <gtest/gtest.h>

#include <regex>

#include "render/html/html_page.hpp"
#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::html {
namespace {

int occurrences(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

std::string play_page(const core::Puzzle& p, const core::Puzzle& solution,
                      const std::string& symbols_name, const std::string& id = "") {
  // As render does without --template: a composite in samurai-magazine.
  Template t = testing::load_template(p.geo().is_composite() ? "samurai-magazine" : "magazine");
  auto symbols = symbols::load_symbols(symbols_name, p.size(), testing::data_dir().symbols());
  EXPECT_TRUE(symbols);
  grid::CaptionData caption;
  caption.id = id;
  auto html = html_page(t, *symbols, grid::GridContent{&p, nullptr, nullptr, false}, caption,
                        "play", &solution);
  EXPECT_TRUE(html) << html.status().message();
  return html ? *html : std::string();
}

TEST(HtmlPlayTest, EveryCellIsAddressableAndOnlyEmptyCellsTakeFocus) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle s = testing::puzzle_from_line(testing::kTv12Solution);
  std::string html = play_page(p, s, "digits");
  EXPECT_EQ(occurrences(html, " data-cell=\""), 81);
  EXPECT_EQ(occurrences(html, " tabindex=\"0\""), 81 - p.clue_count());
  EXPECT_NE(html.find("aria-label=\"row 1 column 1\""), std::string::npos);
  EXPECT_EQ(occurrences(html, "<template id=\"sp-sym-"), 9);
  EXPECT_EQ(occurrences(html, "<template id=\"sp-mark-"), 9);
  EXPECT_EQ(occurrences(html, "<button type=\"button\" data-value=\""), 9);
  for (const char* id : {"sp-erase", "sp-pencil", "sp-undo", "sp-redo", "sp-check", "sp-reveal",
                         "sp-reveal-all", "sp-clear", "sp-status"})
    EXPECT_NE(html.find(std::string("id=\"") + id + "\""), std::string::npos) << id;
  EXPECT_NE(html.find("@media print{.sp-play{display:none}"), std::string::npos);
}

TEST(HtmlPlayTest, DataBlockHoldsGivensSolutionHousesAndKeys) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle s = testing::puzzle_from_line(testing::kTv12Solution);
  std::string html = play_page(p, s, "letters");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(
      html, m, std::regex("<script type=\"application/json\" id=\"sp-data\">([^<]*)</script>")));
  const std::string data = m[1];
  EXPECT_EQ(data.rfind("{\"rows\":9,\"cols\":9,\"size\":9,", 0), 0u);
  std::string solution = "\"solution\":[";
  for (int i = 0; i < 81; ++i) solution += (i ? "," : "") + std::to_string(s.cells[i]);
  EXPECT_NE(data.find(solution + "]"), std::string::npos);
  std::string givens = "\"givens\":[";
  for (int i = 0; i < 81; ++i) givens += (i ? "," : "") + std::to_string(p.cells[i]);
  EXPECT_NE(data.find(givens + "]"), std::string::npos);
  EXPECT_NE(data.find("\"houses\":[[0,1,2,3,4,5,6,7,8],"), std::string::npos);
  EXPECT_EQ(occurrences(data, "],["), 80 + 26 + 8);  // between cells, houses and keys
  // Letters type as themselves, in lower case: the vowel-free set starts B, C, D.
  EXPECT_NE(data.find("\"keys\":[[\"b\"],[\"c\"],[\"d\"],"), std::string::npos);
}

TEST(HtmlPlayTest, IconKeysAreDigitsThenLetters) {
  auto fruit = symbols::load_symbols("fruit", 9, testing::data_dir().symbols());
  ASSERT_TRUE(fruit);
  EXPECT_EQ(play_key(*fruit, 1), "1");
  EXPECT_EQ(play_key(*fruit, 9), "9");
  symbols::Symbols icons = *fruit;
  for (int i = 0; i < 3; ++i) icons.icons.push_back(fruit->icons[i]);
  EXPECT_EQ(play_key(icons, 10), "a");
  EXPECT_EQ(play_key(icons, 12), "c");
  auto digits = symbols::load_symbols("digits", 16, testing::data_dir().symbols());
  ASSERT_TRUE(digits);
  EXPECT_EQ(play_key(*digits, 16), "16");
}

TEST(HtmlPlayTest, SelfContainedOneScriptAndNoExternalReference) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle s = testing::puzzle_from_line(testing::kTv12Solution);
  std::string html = play_page(p, s, "fruit");
  EXPECT_EQ(html.find("src="), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_EQ(html.find("http://www.w3.org/1999"), std::string::npos);
  EXPECT_EQ(html.find("fetch("), std::string::npos);
  EXPECT_EQ(occurrences(html, "<script"), 2);  // the data block and the player
  EXPECT_EQ(occurrences(html, "</script>"), 2);
  EXPECT_NE(html.find(std::string(play_script()).substr(0, 200)), std::string::npos);
  // Deterministic: the same puzzle gives the same bytes.
  EXPECT_EQ(html, play_page(p, s, "fruit"));
}

// Issue 28.5: a phone lays the page out at its own width; progress is saved under the puzzle's
// ID, or a hash of its givens when it has none.
TEST(HtmlPlayTest, ViewportMetaAndSaveKeyByIdOrGivens) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle s = testing::puzzle_from_line(testing::kTv12Solution);
  const std::string html = play_page(p, s, "digits", "sp1_9x9_s7");
  EXPECT_NE(html.find("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"),
            std::string::npos);
  EXPECT_NE(html.find("\"save_key\":\"sudokupress:id:sp1_9x9_s7\""), std::string::npos);
  EXPECT_NE(html.find("\"revealed\":\"Solution revealed\""), std::string::npos);
  EXPECT_NE(html.find("prefers-color-scheme:dark"), std::string::npos);
  EXPECT_NE(html.find("id=\"sp-timer\""), std::string::npos);
  // No ID: a hash of the givens, the same for the same puzzle, different for another.
  std::smatch m;
  const std::string unnamed = play_page(p, s, "digits");
  ASSERT_TRUE(std::regex_search(unnamed, m,
                                std::regex("\"save_key\":\"sudokupress:givens:"
                                           "([0-9a-f]{16})\"")));
  const std::string key = m[1];
  EXPECT_NE(play_page(p, s, "letters").find(key), std::string::npos);
  core::Puzzle other = p;
  for (int i = 0; i < 81; ++i)
    if (!other.cells[i]) {
      other.cells[i] = s.cells[i];
      break;
    }
  EXPECT_EQ(play_page(other, s, "digits").find(key), std::string::npos);
}

TEST(HtmlPlayTest, SamuraiCarriesCanvasCoordinatesForArrowKeys) {
  core::Puzzle p = testing::sample_puzzle("samurai");
  core::Puzzle s = p;  // the data block copies whatever solution it is given
  std::string html = play_page(p, s, "digits");
  EXPECT_EQ(occurrences(html, " data-cell=\""), 369);
  EXPECT_NE(html.find("{\"rows\":21,\"cols\":21,\"size\":9,"), std::string::npos);
}

// Issue 29: a Killer or marks page is playable only with its cages and marks: they are drawn
// by the drawers every output uses, on an SVG over the grid that multiplies with the cells (an
// even/odd square greys a cell without hiding its digit) and is inverted in dark mode.
TEST(HtmlPlayTest, CagesAndMarksAreDrawnOverTheGrid) {
  const core::Puzzle killer = testing::puzzle_from_line(
      std::string(81, '.') +
      "\tcages=ABCDDEEFFABCDDGFFHIJJKLGFHHIIKKLMNOOPQQLLMNORPPSTUUNVRPSSTWWWVRSSXXXWYZZaabbccYdd:"
      "11,8,10,15,9,25,10,16,18,12,14,19,16,11,22,20,7,13,28,9,10,8,20,16,12,8,10,15,6,7");
  const std::string html = play_page(killer, killer, "digits");
  const size_t at = html.find("<svg class=\"constraints\"");
  ASSERT_NE(at, std::string::npos);
  const std::string overlay = html.substr(at, html.find("</svg>", at) - at);
  EXPECT_NE(overlay.find("mix-blend-mode:multiply"), std::string::npos);
  EXPECT_NE(overlay.find("pointer-events:none"), std::string::npos);
  EXPECT_NE(overlay.find(">25</text>"), std::string::npos) << overlay;  // a cage's sum
  EXPECT_NE(overlay.find("<path fill=\"none\" stroke=\"#000000\""), std::string::npos)
      << overlay;  // the cages' dashed outlines
  EXPECT_NE(html.find("svg.constraints{filter:invert(1)"), std::string::npos);

  const core::Puzzle marks = testing::puzzle_from_line(
      ".12.................3.6.1...........\tmarks=Er5c3,Er5c4,Or1c1,Or2c2,Or2c6,Or3c1,Or3c6");
  const std::string static_page = [&] {
    Template t = testing::load_template("magazine");
    auto symbols = symbols::load_symbols("digits", 6, testing::data_dir().symbols());
    EXPECT_TRUE(symbols);
    auto h = html_page(t, *symbols, grid::GridContent{&marks, nullptr, nullptr, false}, {}, "m");
    EXPECT_TRUE(h) << h.status().message();
    return h ? *h : std::string();
  }();
  EXPECT_NE(static_page.find("<svg class=\"constraints\""), std::string::npos);
  const core::Puzzle plain = testing::puzzle_from_line(testing::kTv12);
  EXPECT_EQ(play_page(plain, plain, "digits").find("class=\"constraints\""), std::string::npos);
}

TEST(HtmlPlayTest, StaticPageHasNoPlayer) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("digits", 9, testing::data_dir().symbols());
  auto html = html_page(t, *symbols, grid::GridContent{&p, nullptr, nullptr, false}, {}, "x");
  ASSERT_TRUE(html);
  EXPECT_EQ(html->find("data-cell"), std::string::npos);
  EXPECT_EQ(html->find("name=\"viewport\""), std::string::npos);
  EXPECT_EQ(html->find("<script"), std::string::npos);
}

// Issue 26: every HTML page forbids network requests by policy; the player may run its own
// inline script, the static page none.
TEST(HtmlPlayTest, ContentSecurityPolicyForbidsEveryRequest) {
  core::Puzzle p = testing::puzzle_from_line(testing::kTv12);
  core::Puzzle s = testing::puzzle_from_line(testing::kTv12Solution);
  std::string html = play_page(p, s, "fruit");
  const size_t csp = html.find("<meta http-equiv=\"Content-Security-Policy\" content=\"");
  ASSERT_NE(csp, std::string::npos);
  EXPECT_LT(csp, html.find("<style"));  // before anything it governs
  const std::string policy = html.substr(csp, html.find('>', csp) - csp);
  EXPECT_NE(policy.find("default-src 'none'"), std::string::npos) << policy;
  EXPECT_NE(policy.find("script-src 'unsafe-inline'"), std::string::npos) << policy;
  EXPECT_NE(policy.find("img-src data:"), std::string::npos) << policy;
  EXPECT_EQ(policy.find("http:"), std::string::npos) << policy;  // no allowed origin
  EXPECT_EQ(policy.find("https:"), std::string::npos) << policy;
  Template t = testing::load_template("magazine");
  auto symbols = symbols::load_symbols("digits", 9, testing::data_dir().symbols());
  auto plain = html_page(t, *symbols, grid::GridContent{&p, nullptr, nullptr, false}, {}, "x");
  ASSERT_TRUE(plain);
  EXPECT_NE(plain->find("default-src 'none'"), std::string::npos);
  EXPECT_EQ(plain->find("script-src"), std::string::npos);
}

}  // namespace
}  // namespace sudokupress::render::html
