// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "core/format.hpp"
#include "publish/cover/cover_builder.hpp"
#include "publish/cover/cover_layout.hpp"
#include "publish/cover/cover_template.hpp"
#include "publish/pdf/cmyk_colours.hpp"
#include "publish/pdf/preflight.hpp"
#include "render/data_dir.hpp"

namespace sudokupress::publish::cover {
namespace {

using render::Length;

constexpr double kTol = 0.0001;  // inches

// An estimate of text width: 0.55 em a character (the layout is tested without fonts).
Length estimate(std::string_view s, const render::TextStyle& st) {
  return st.size * (0.55 * static_cast<double>(s.size()));
}

CoverTemplate classic() {
  auto dir = render::find_data_dir();
  EXPECT_TRUE(dir) << dir.status().message();
  auto t = load_cover_template("classic", dir->templates());
  EXPECT_TRUE(t) << t.status().message();
  return *t;
}

CoverInput input(std::string_view service, int pages, double w = 8.5, double h = 11) {
  CoverInput in;
  in.service = find_print_service(service);
  in.pages = pages;
  in.trim = {Length::inch(w), Length::inch(h)};
  in.text.title = "Sudoku from Easy to Diabolical";
  in.text.subtitle = "Graded puzzles with solutions";
  in.text.author = "A. Author";
  in.text.blurb =
      "Seventy-two puzzles graded by a human-style solver.\n\nEvery one has one "
      "solution.";
  in.text.blurb_where = "book.toml:30";
  in.text.ladder = {
      {"Easy", "Easy", 0, 12}, {"Hard", "Hard", 2, 12}, {"Samurai", "Fiendish", 3, 2}};
  in.measure = estimate;
  return in;
}

TEST(CoverTemplateTest, ShippedTemplatesLoad) {
  auto dir = render::find_data_dir();
  ASSERT_TRUE(dir);
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir->templates() + "/covers")) {
    auto t = load_cover_template(e.path().string(), dir->templates());
    EXPECT_TRUE(t) << e.path() << ": " << t.status().message();
    ++n;
  }
  EXPECT_GE(n, 3);  // classic, large-print, kids
  EXPECT_EQ(classic().name, "classic");
}

TEST(CoverTemplateTest, ErrorsNameFileAndLine) {
  auto e = parse_cover_template("name = \"x\"\n[front]\nside = \"12\"\n", "c.toml");
  ASSERT_FALSE(e);
  EXPECT_EQ(e.status().message().rfind("c.toml:3: front.side: '12' is not a length", 0), 0u)
      << e.status().message();
  e = parse_cover_template("name = \"x\"\n[back]\ncolour = \"red\"\n", "c.toml");
  EXPECT_EQ(e.status().message(), "c.toml:3: unknown key 'colour' in [back]");
  e = parse_cover_template("name = \"x\"\n[colours]\naccent = \"gold\"\n", "c.toml");
  EXPECT_EQ(e.status().message(), "c.toml:3: colours.accent must be a colour (\"#rrggbb\")");
  e = parse_cover_template("[front]\n", "c.toml");
  EXPECT_EQ(e.status().message(), "c.toml: a cover template needs name = \"...\"");
}

TEST(CoverLayoutTest, PanelsSpineAndBarcodeFollowTheService) {
  auto c = plan_cover(classic(), input("kdp", 120));
  ASSERT_TRUE(c) << c.status().message();
  // 2 × 8.5 + 120 × 0.002252 + 2 × 0.125 by 11 + 0.25.
  EXPECT_NEAR(c->page.width.in_inch(), 17.52024, kTol);
  EXPECT_NEAR(c->page.height.in_inch(), 11.25, kTol);
  EXPECT_NEAR(c->spine_width.in_inch(), 0.27024, kTol);
  EXPECT_NEAR(c->back.x.in_inch(), 0.125, kTol);
  EXPECT_NEAR(c->spine.x.in_inch(), 8.625, kTol);
  EXPECT_NEAR(c->front.x.in_inch(), 8.89524, kTol);
  EXPECT_NEAR(c->front.right().in_inch(), 17.39524, kTol);
  // Barcode: 2 × 1.2 in, 0.25 in from the spine and from the bottom trim, on the back.
  EXPECT_NEAR(c->barcode.width.in_inch(), 2.0, kTol);
  EXPECT_NEAR(c->barcode.height.in_inch(), 1.2, kTol);
  EXPECT_NEAR(c->barcode.right().in_inch(), 8.625 - 0.25, kTol);
  EXPECT_NEAR(c->barcode.bottom().in_inch(), 11.125 - 0.25, kTol);
  // Every line inside its panel's safe area; none on the barcode box.
  for (const CoverLine& l : c->lines) {
    const bool front = l.box.x >= c->front.x;
    const render::Rect& safe = front ? c->front_safe : c->back_safe;
    EXPECT_GE(l.box.x, safe.x) << l.text;
    EXPECT_LE(l.box.right(), safe.right()) << l.text;
    EXPECT_GE(l.box.y, safe.y) << l.text;
    EXPECT_LE(l.box.bottom(), safe.bottom()) << l.text;
    EXPECT_TRUE(l.box.bottom() <= c->barcode.y || l.box.right() <= c->barcode.x || front) << l.text;
  }
  ASSERT_EQ(c->ladder.size(), 3u);
  EXPECT_EQ(c->ladder[0].filled, 1);
  EXPECT_EQ(c->ladder[2].filled, 4);
  // The artwork panel is centred on the front and square for a square grid.
  EXPECT_NEAR(c->artwork_panel.centre().x.in_inch(), c->front.centre().x.in_inch(), kTol);
  EXPECT_NEAR(c->artwork_panel.width.in_inch(), c->artwork_panel.height.in_inch(), kTol);
}

TEST(CoverLayoutTest, CoverWidthPerServiceAndPaper) {
  struct Case {
    std::string_view service;
    Paper paper;
    int pages;
    double width;
  } cases[] = {
      {"kdp", Paper::kWhite, 300, 12 + 0.6756 + 0.25},
      {"kdp", Paper::kCream, 300, 12 + 0.75 + 0.25},
      {"kdp", Paper::kColor, 100, 12 + 0.2347 + 0.25},
      {"ingramspark", Paper::kCream, 200, 12 + 0.5 + 0.25},
      {"lulu", Paper::kWhite, 200, 12 + 200.0 / 444 + 0.06 + 0.25},
      {"generic", Paper::kWhite, 200, 12 + 0.5 + 0.25},
  };
  for (const Case& k : cases) {
    CoverInput in = input(k.service, k.pages, 6, 9);
    in.paper = k.paper;
    auto c = plan_cover(classic(), in);
    ASSERT_TRUE(c) << k.service << ": " << c.status().message();
    EXPECT_NEAR(c->page.width.in_inch(), k.width, kTol) << k.service << " " << k.pages;
    EXPECT_NEAR(c->page.height.in_inch(), 9.25, kTol);
  }
}

// A series volume: "Series · Volume N" above the front title and the volume on the spine, so
// two volumes never share a spine; capitals of Latin-1 letters on the spine.
TEST(CoverLayoutTest, SeriesVolumeOnFrontAndSpine) {
  const CoverTemplate t = classic();
  std::string spines[2];
  for (int v : {1, 2}) {
    CoverInput in = input("kdp", 300);
    in.text.title = "Rätsel";
    in.text.volume = "Volume " + std::to_string(v);
    in.text.series_line = "Weekly \u00b7 " + in.text.volume;
    auto l = plan_cover(t, in);
    ASSERT_TRUE(l.is_ok()) << l.status().message();
    ASSERT_TRUE(l->spine_text);
    spines[v - 1] = l->spine_line.text;
    EXPECT_NE(spines[v - 1].find("R\u00c4TSEL"), std::string::npos) << spines[v - 1];
    EXPECT_NE(spines[v - 1].find("VOLUME " + std::to_string(v)), std::string::npos);
    bool front = false;
    for (const CoverLine& line : l->lines)
      if (line.text == in.text.series_line) front = line.box.x >= l->front.x;
    EXPECT_TRUE(front);
  }
  EXPECT_NE(spines[0], spines[1]);
}

TEST(CoverLayoutTest, SpineTextOnlyWhereAllowedAndItFits) {
  // KDP forbids spine text below 79 pages.
  auto c = plan_cover(classic(), input("kdp", 78));
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->spine_text);
  // 200 pages: a 0.45 in spine takes the title in capitals at 16 pt, with the clearance.
  c = plan_cover(classic(), input("kdp", 200));
  ASSERT_TRUE(c);
  ASSERT_TRUE(c->spine_text);
  EXPECT_EQ(c->spine_line.text, "SUDOKU FROM EASY TO DIABOLICAL  \u00b7  A. AUTHOR");
  EXPECT_GE(c->spine_line.style.size, Length::pt(7));
  EXPECT_GE(c->spine_line.box.x, c->spine.x + Length::inch(0.0625));
  EXPECT_LE(c->spine_line.box.right(), c->spine.right() - Length::inch(0.0625));
  EXPECT_NEAR(c->spine_line.at.x.in_inch(), c->spine.centre().x.in_inch(), kTol);
  // 80 pages: allowed, but 7 pt capitals do not fit a 0.18 in spine with its clearance.
  c = plan_cover(classic(), input("kdp", 80));
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->spine_text);
}

TEST(CoverLayoutTest, TextOutsideTheSafeAreaIsATemplateError) {
  auto bad = parse_cover_template("name = \"edge\"\n[front]\nside = \"0.1in\"\n", "edge.toml");
  ASSERT_TRUE(bad);
  auto c = plan_cover(*bad, input("kdp", 120));
  ASSERT_FALSE(c);
  EXPECT_EQ(c.status().message(),
            "edge.toml:3: front.side = 0.1 in puts text outside the cover's safe area (kdp keeps "
            "cover text 0.25 in inside the trim)");
  // A placement that is fine as an area but puts a line past the safe area: the author's
  // baseline 0.2 in above the bottom trim leaves its descenders 0.15 in from it.
  bad = parse_cover_template("name = \"low\"\n[front]\nauthor_bottom = \"0.2in\"\n", "low.toml");
  ASSERT_TRUE(bad);
  c = plan_cover(*bad, input("kdp", 120));
  ASSERT_FALSE(c);
  EXPECT_EQ(c.status().message(),
            "low.toml:3: front.author_bottom puts the text \"A. Author\" outside the cover's safe "
            "area (kdp keeps cover text 0.25 in inside the trim)");
  // Lulu and IngramSpark keep the same 0.25 in; a 0.3 in side passes everywhere.
  auto ok = parse_cover_template("name = \"ok\"\n[front]\nside = \"0.3in\"\n", "ok.toml");
  ASSERT_TRUE(ok);
  for (const char* s : {"kdp", "ingramspark", "lulu", "generic"})
    EXPECT_TRUE(plan_cover(*ok, input(s, 120))) << s;
}

// A children's cover names its age band (issue 31's age ladder): a badge under the subtitle, in
// the front's safe area, its text drawn in the panel colour on the accent.
TEST(CoverLayoutTest, AgeBadgeUnderTheSubtitleInsideTheSafeArea) {
  auto dir = render::find_data_dir();
  ASSERT_TRUE(dir);
  auto kids = load_cover_template("kids", dir->templates());
  ASSERT_TRUE(kids) << kids.status().message();
  CoverInput in = input("kdp", 40);
  auto plain = plan_cover(*kids, in);
  ASSERT_TRUE(plain) << plain.status().message();
  EXPECT_EQ(plain->badge.width, Length());
  in.text.ages = "Ages 3\u20135";
  auto c = plan_cover(*kids, in);
  ASSERT_TRUE(c) << c.status().message();
  ASSERT_GT(c->badge.width, Length());
  EXPECT_GE(c->badge.x, c->front_safe.x);
  EXPECT_LE(c->badge.right(), c->front_safe.right());
  const auto line = std::find_if(c->lines.begin(), c->lines.end(),
                                 [&](const CoverLine& l) { return l.text == in.text.ages; });
  ASSERT_NE(line, c->lines.end());
  EXPECT_GE(line->box.y, c->badge.y);
  EXPECT_LE(line->box.bottom(), c->badge.bottom() + Length::pt(0.01));
  EXPECT_EQ(line->style.colour, kids->panel);
  // The artwork moves down (or shrinks) to make room; it stays below the badge.
  EXPECT_GE(c->artwork_panel.y, c->badge.bottom());
}

TEST(CoverLayoutTest, ABlurbTooLongForTheBackIsAnError) {
  CoverInput in = input("kdp", 120, 6, 9);
  in.text.blurb.clear();
  for (int i = 0; i < 80; ++i) in.text.blurb += "A long blurb that goes on and on. ";
  auto c = plan_cover(classic(), in);
  ASSERT_FALSE(c);
  EXPECT_EQ(c.status().message(),
            "book.toml:30: [cover] blurb is too long for the back cover (it reaches the barcode "
            "box)");
}

TEST(CoverLayoutTest, WrapsWordsToTheWidth) {
  render::TextStyle st;
  st.size = Length::pt(10);
  auto lines = wrap_words("one two three four", st, Length::pt(5.5 * 9), estimate);
  EXPECT_EQ(lines, (std::vector<std::string>{"one two", "three", "four"}));
  // Japanese breaks between characters, but never leaves one character alone on the last line
  // (sample-ja's title wrapped as "ナンバープレース 入" / "門").
  lines = wrap_words("\u30ca\u30f3\u30d0\u30fc\u30d7\u30ec\u30fc\u30b9 \u5165\u9580", st,
                     Length::pt(160), estimate);
  EXPECT_EQ(lines, (std::vector<std::string>{"\u30ca\u30f3\u30d0\u30fc\u30d7\u30ec\u30fc\u30b9",
                                             "\u5165\u9580"}));
}

// A word wider than the line is broken between characters (a title of one long word ran off
// the page), whole UTF-8 characters in every piece; what follows it goes on after the last.
TEST(CoverLayoutTest, AWordWiderThanTheLineIsBrokenBetweenCharacters) {
  render::TextStyle st;
  st.size = Length::pt(10);
  const Length ten_bytes = Length::pt(5.5 * 10);
  auto lines = wrap_words("go " + std::string(25, 'W') + " end", st, ten_bytes, estimate);
  EXPECT_EQ(lines, (std::vector<std::string>{"go", std::string(10, 'W'), std::string(10, 'W'),
                                             "WWWWW end"}));
  std::string umlauts;
  for (int i = 0; i < 12; ++i) umlauts += "\u00c4";  // two bytes each
  lines = wrap_words(umlauts, st, ten_bytes, estimate);
  EXPECT_EQ(lines, (std::vector<std::string>{umlauts.substr(0, 10), umlauts.substr(10, 10),
                                             umlauts.substr(20)}));
  // Not even one character fits: one a line, never none.
  lines = wrap_words("abc", st, Length::pt(1), estimate);
  EXPECT_EQ(lines, (std::vector<std::string>{"a", "b", "c"}));
}

// A built cover: size per service against the spine formula, and preflight passes it.
book::BuildResult planned_book(const std::string& service, const std::string& paper) {
  auto m = parse_manifest(
      "[book]\ntitle = \"Sudoku\"\nauthor = \"A. Author\"\n[page]\ntrim = "
      "\"6x9in\"\nmargin_top = \"0.5in\"\n[print]\nservice = \"" +
          service + "\"\npaper = \"" + paper +
          "\"\n[cover]\nblurb = \"Puzzles.\"\n[[section]]\nheading = "
          "\"Easy\"\ncount = 4\n",
      "book.toml");
  EXPECT_TRUE(m) << m.status().message();
  book::BuildResult r;
  r.manifest = *m;
  return r;
}

TEST(CoverBuilderTest, CoverPdfSizeMatchesEachServiceAndPassesPreflight) {
  for (const auto& [service, paper, pages] :
       std::vector<std::tuple<std::string, std::string, int>>{{"kdp", "white", 120},
                                                              {"kdp", "cream", 300},
                                                              {"ingramspark", "white", 200},
                                                              {"lulu", "color", 100}}) {
    CoverOptions o;
    o.pages = pages;
    auto c = build_cover(planned_book(service, paper), o);
    ASSERT_TRUE(c) << c.status().message();
    const PrintService& s = *find_print_service(service);
    const Paper p = *parse_paper(paper);
    EXPECT_NEAR(c->layout.page.width.in_inch(), 12 + spine_width(s, p, pages).in_inch() + 0.25,
                kTol);
    // Preflight it as a cover: clean, PDF/X and CMYK included for IngramSpark.
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("sp_cover_" + std::to_string(::getpid()) + ".pdf"))
                                 .string();
    ASSERT_TRUE(core::write_file_atomic(path, c->pdf));
    pdf::PreflightOptions po;
    po.service = &s;
    po.trim = {Length::inch(6), Length::inch(9)};
    po.paper = p;
    po.cover = true;
    po.pages = pages;
    auto v = preflight_pdf(path, po);
    ASSERT_TRUE(v) << v.status().message();
    std::vector<std::string> lines = format_violations(*v);
    std::string all;
    for (const auto& l : lines) all += l + "\n";
    EXPECT_TRUE(lines.empty()) << service << ":\n" << all;
    // The same cover checked for the wrong page count: the width is wrong.
    po.pages = pages + 60;
    v = preflight_pdf(path, po);
    ASSERT_TRUE(v);
    lines = format_violations(*v);
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
      return l.rfind("page 1: cover ", 0) == 0 && l.find(service + " needs ") != std::string::npos;
    })) << service;
    std::filesystem::remove(path);
  }
}

TEST(CoverBuilderTest, RgbBecomesCmykWithBlackInkOnlyAndWithinTheLimit) {
  const pdf::Cmyk black = pdf::rgb_to_cmyk(0, 0, 0, 240);
  EXPECT_DOUBLE_EQ(black.k, 100);
  EXPECT_DOUBLE_EQ(black.c + black.m + black.y, 0);
  const pdf::Cmyk gray = pdf::rgb_to_cmyk(0.5, 0.5, 0.5, 240);
  EXPECT_DOUBLE_EQ(gray.k, 50);
  EXPECT_DOUBLE_EQ(gray.c + gray.m + gray.y, 0);
  // A very dark red would be 0/100/100/99: capped at 240 %, K kept.
  const pdf::Cmyk dark = pdf::rgb_to_cmyk(0.01, 0, 0, 240);
  EXPECT_NEAR(dark.total(), 240, 1e-9);
  EXPECT_NEAR(dark.k, 99, 1e-9);
  EXPECT_DOUBLE_EQ(pdf::rgb_to_cmyk(1, 1, 1, 240).total(), 0);
  // The IngramSpark cover as built: every colour within 240 %, black type in black ink only.
  CoverOptions o;
  o.pages = 200;
  auto c = build_cover(planned_book("ingramspark", "white"), o);
  ASSERT_TRUE(c) << c.status().message();
  auto facts = read_pdf_structure(pdf::PdfInput::bytes(c->pdf, "cover.pdf"));
  ASSERT_TRUE(facts) << facts.status().message();
  ASSERT_EQ(facts->pages.size(), 1u);
  const pdf::PageFacts& p = facts->pages[0];
  ASSERT_TRUE(p.heaviest_ink.has_value());
  EXPECT_LE(p.heaviest_ink->total(), 240.5);
  EXPECT_FALSE(p.rich_black_type.has_value())
      << p.rich_black_type->c << "/" << p.rich_black_type->m << "/" << p.rich_black_type->y << "/"
      << p.rich_black_type->k;
  EXPECT_FALSE(p.rgb);
  if (p.thinnest_line_pt) {
    EXPECT_GE(*p.thinnest_line_pt, 0.74);
  }
}

// The back cover's ladder of a children's book climbs the children's three rungs (first steps,
// easy, tricky), not the adults' seven.
TEST(CoverBuilderTest, AKidsLadderHasTheChildrensThreeRungs) {
  auto m = parse_manifest(
      "[book]\ntitle = \"Kids\"\n"
      "[[section]]\nheading = \"First steps\"\ncount = 1\nsize = 6\nkids_level = \"first-steps\"\n"
      "[[section]]\nheading = \"Easy\"\ncount = 1\nsize = 6\nkids_level = \"easy\"\n"
      "[[section]]\nheading = \"Tricky\"\ncount = 1\nsize = 6\nkids_level = \"tricky\"\n",
      "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  std::vector<book::BookPuzzle> puzzles(3);
  for (int i = 0; i < 3; ++i) puzzles[i].section = i;
  const std::vector<LadderStep> ladder = difficulty_ladder(*m, puzzles);
  ASSERT_EQ(ladder.size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(ladder[i].levels, 3) << i;
    EXPECT_EQ(ladder[i].level, i) << i;
  }
}

TEST(CoverBuilderTest, SameInputGivesTheSameBytes) {
  CoverOptions o;
  o.pages = 150;
  auto a = build_cover(planned_book("kdp", "white"), o);
  auto b = build_cover(planned_book("kdp", "white"), o);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->pdf, b->pdf);
}

}  // namespace
}  // namespace sudokupress::publish::cover
