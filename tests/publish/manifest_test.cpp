// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/manifest.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "test_support.hpp"

namespace sudokupress::publish {
namespace {

constexpr const char* kGood = R"([book]
title = "Sudoku"
subtitle = "Graded puzzles"
author = "A. Author"
keywords = ["sudoku", "logic"]
date = "2026-11-21"
seed = 7

[page]
trim = "6x9in"
bleed = true
margin_outside = "0.5in"

[[section]]
heading = "Easy"
count = 12
grade = "Easy"
symmetry = "rot180"
per_page = 6

[[section]]
heading = "Kids"
count = 4
size = 6
symbols = "kids6"
per_page = 2

[solutions]
per_page = 16
)";

std::string error_of(const std::string& text) {
  auto m = parse_manifest(text, "book.toml");
  EXPECT_FALSE(m.is_ok()) << text;
  return m.is_ok() ? "" : m.status().message();
}

// What a title page sets in one block is at most 200 characters (not bytes: "é" counts once);
// a title of half a megabyte once ran off the page.
TEST(ManifestTest, ATitleSubtitleOrAuthorOverTwoHundredCharactersIsRefused) {
  const std::string section = "[[section]]\nheading = \"S\"\ncount = 1\n";
  std::string e200;
  for (int i = 0; i < 200; ++i) e200 += "\u00e9";
  EXPECT_TRUE(parse_manifest("[book]\ntitle = \"" + e200 + "\"\n" + section, "book.toml"));
  auto m =
      parse_manifest("[book]\ntitle = \"" + std::string(201, 'W') + "\"\n" + section, "book.toml");
  ASSERT_FALSE(m);
  EXPECT_EQ(m.status().message(), "book.toml:2: [book] title of 201 characters; at most 200");
  m = parse_manifest(
      "[book]\ntitle = \"T\"\nauthor = \"" + std::string(300, 'a') + "\"\n" + section, "book.toml");
  ASSERT_FALSE(m);
  EXPECT_EQ(m.status().message(), "book.toml:3: [book] author of 300 characters; at most 200");
  m = parse_manifest("[book]\ntitle = \"T\"\nsubtitle = \"" + e200 + "x\"\n" + section,
                     "book.toml");
  ASSERT_FALSE(m);
  EXPECT_EQ(m.status().message(), "book.toml:3: [book] subtitle of 201 characters; at most 200");
}

TEST(ManifestTest, ParsesAFullManifest) {
  auto m = parse_manifest(kGood, "book.toml", "book/x");
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  EXPECT_EQ(m->title, "Sudoku");
  EXPECT_EQ(m->author, "A. Author");
  ASSERT_EQ(m->keywords.size(), 2u);
  EXPECT_EQ(m->seed, 7u);
  ASSERT_TRUE(m->date.has_value());
  EXPECT_EQ(*m->date, 1795219200);  // 2026-11-21T00:00:00Z
  EXPECT_EQ(m->trim.name, "6x9in");
  EXPECT_DOUBLE_EQ(m->trim.width.in_pt(), 432);
  EXPECT_DOUBLE_EQ(m->trim.height.in_pt(), 648);
  EXPECT_TRUE(m->bleed);
  ASSERT_EQ(m->sections.size(), 2u);
  EXPECT_EQ(m->sections[0].line, 14);
  EXPECT_EQ(m->sections[0].grade, "Easy");
  EXPECT_EQ(m->sections[0].grade_line, 17);
  EXPECT_EQ(m->sections[0].per_page, 6);
  EXPECT_EQ(m->sections[1].variant, "6x6");
  EXPECT_EQ(m->sections[1].symbols, "kids6");
  EXPECT_EQ(m->solutions.per_page, 16);
  EXPECT_EQ(m->puzzle_count(), 16);
  EXPECT_EQ(m->dir, "book/x");
  EXPECT_EQ(m->where(3), "book.toml:3");
}

TEST(ManifestTest, TemplateAndSymbolPathsAreRelativeToTheBook) {
  constexpr const char* kPaths = R"([book]
title = "Paths"
[page]
template = "my-look.toml"
[cover]
template = "../covers/c.toml"
[[section]]
heading = "A"
count = 1
template = "magazine"
symbols = "art/icons"
[[section]]
heading = "B"
count = 1
template = "/abs/t.toml"
symbols = "kids6"
[[section]]
heading = "C"
count = 1
word = "FROG"
size = 4
)";
  auto m = parse_manifest(kPaths, "/usr/share/sudokupress/book/x/book.toml",
                          "/usr/share/sudokupress/book/x");
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  EXPECT_EQ(m->template_name, "/usr/share/sudokupress/book/x/my-look.toml");
  EXPECT_EQ(m->cover.template_name, "/usr/share/sudokupress/book/covers/c.toml");
  EXPECT_EQ(m->sections[0].template_name, "magazine");  // a name: the data folder's
  EXPECT_EQ(m->sections[0].symbols, "/usr/share/sudokupress/book/x/art/icons");
  EXPECT_EQ(m->sections[1].template_name, "/abs/t.toml");
  EXPECT_EQ(m->sections[1].symbols, "kids6");
  EXPECT_EQ(m->sections[2].symbols, "");
  // A relative manifest folder stays relative (to the working directory the book was named in).
  auto rel = parse_manifest(kPaths, "book.toml", "book/x");
  ASSERT_TRUE(rel.is_ok());
  EXPECT_EQ(rel->template_name, "book/x/my-look.toml");
}

TEST(ManifestTest, ParsesLengthsAndTrimSizes) {
  EXPECT_DOUBLE_EQ(parse_length("0.5in")->in_pt(), 36);
  EXPECT_DOUBLE_EQ(parse_length("25.4mm")->in_pt(), 72);
  EXPECT_DOUBLE_EQ(parse_length(" 12pt ")->in_pt(), 12);
  EXPECT_FALSE(parse_length("12").is_ok());
  EXPECT_FALSE(parse_length("-1in").is_ok());
  EXPECT_FALSE(parse_length("abcmm").is_ok());
  EXPECT_NEAR(parse_trim("A4")->width.in_pt(), 595.28, 0.01);
  EXPECT_NEAR(parse_trim("a5")->height.in_pt(), 595.28, 0.01);
  EXPECT_NEAR(parse_trim("B5")->width.in_pt(), 498.90, 0.01);  // ISO B5: 176 x 250 mm
  EXPECT_NEAR(parse_trim("b5")->height.in_pt(), 708.66, 0.01);
  EXPECT_DOUBLE_EQ(parse_trim("8.5x11in")->width.in_pt(), 612);
  EXPECT_DOUBLE_EQ(parse_trim("letter")->height.in_pt(), 792);
  EXPECT_NEAR(parse_trim("170x240mm")->width.in_pt(), 481.89, 0.01);
  EXPECT_FALSE(parse_trim("huge").is_ok());
  EXPECT_FALSE(parse_trim("1x1in").is_ok());
}

TEST(ManifestTest, ParsesDates) {
  EXPECT_EQ(*parse_date("1970-01-01"), 0);
  EXPECT_EQ(*parse_date("2000-03-01"), 951868800);
  EXPECT_FALSE(parse_date("2025-02-29").has_value());
  EXPECT_TRUE(parse_date("2024-02-29").has_value());
  EXPECT_FALSE(parse_date("2024-13-01").has_value());
  EXPECT_FALSE(parse_date("21/11/2026").has_value());
}

TEST(ManifestTest, ReportsTomlSyntaxErrorsWithTheLine) {
  std::string e = error_of("[book]\ntitle = \"x\"\ncount = = 3\n");
  EXPECT_EQ(e.rfind("book.toml:3: ", 0), 0u) << e;
}

TEST(ManifestTest, ReportsUnknownKeysAndTables) {
  std::string e =
      error_of("[book]\ntitle = \"x\"\ncolour = \"red\"\n[[section]]\nheading=\"a\"\ncount=1\n");
  EXPECT_EQ(e,
            "book.toml:3: unknown key 'colour' in [book] (known: title, subtitle, author, "
            "subject, keywords, date, seed, bank, series, volume, profile, allow_overlap, "
            "print_ids, show_ids, language, ages)");
  e = error_of("[book]\ntitle = \"x\"\n[extra]\na=1\n");
  EXPECT_EQ(e.rfind("book.toml:3: unknown table 'extra'", 0), 0u) << e;
}

TEST(ManifestTest, ReadsTheBankSeriesAndVolume) {
  const std::string sec = "[[section]]\nheading=\"a\"\ncount=1\n";
  auto m = parse_manifest(
      "[book]\ntitle = \"x\"\nbank = \"p.db\"\nseries = \"Weekly\"\n"
      "volume = 3\n" +
          sec,
      "book.toml");
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  EXPECT_EQ(m->bank, "p.db");
  EXPECT_EQ(m->series, "Weekly");
  EXPECT_EQ(m->volume, 3);
  EXPECT_EQ(m->bank_line, 3);
  EXPECT_EQ(error_of("[book]\ntitle = \"x\"\nbank = \"p.db\"\n" + sec),
            "book.toml:3: [book] bank needs series = \"NAME\" and volume = N (1 or more)");
  // A series without a bank is a cover's series line; a volume needs its series.
  EXPECT_TRUE(
      parse_manifest("[book]\ntitle = \"x\"\nseries = \"S\"\nvolume = 2\n" + sec, "book.toml")
          .is_ok());
  EXPECT_EQ(error_of("[book]\ntitle = \"x\"\nvolume = 2\n" + sec),
            "book.toml:3: [book] volume goes with series = \"NAME\" (the cover prints both)");
  EXPECT_EQ(error_of("[book]\ntitle = \"x\"\nbank = \"p.db\"\nseries = \"S\"\nvolume = 0\n" + sec)
                .rfind("book.toml:5: ", 0),
            0u);
}

TEST(ManifestTest, ReportsBadValuesWithTheirLines) {
  const std::string head = "[book]\ntitle = \"x\"\n";
  EXPECT_EQ(error_of(head + "[[section]]\nheading = \"A\"\ncount = 0\n"),
            "book.toml:5: count = 0 is out of range (1..5000)");
  EXPECT_EQ(error_of(head + "[[section]]\nheading = \"A\"\ncount = 3\nper_page = 3\n"),
            "book.toml:6: per_page = 3 is not a template (1, 2, 4 or 6)");
  EXPECT_EQ(error_of(head + "[[section]]\nheading = \"A\"\ncount = \"3\"\n"),
            "book.toml:5: [[section]] count must be an integer");
  EXPECT_EQ(error_of(head + "[[section]]\ncount = 3\n"),
            "book.toml:3: [[section]] needs a heading");
  EXPECT_EQ(
      error_of(head + "[page]\nmargin_top = \"0.1in\"\n[[section]]\nheading=\"A\"\ncount=1\n"),
      "book.toml:4: [page] margin_top = 0.1 in is below kdp's minimum of 0.25 in without "
      "bleed");
  EXPECT_EQ(error_of(head + "[page]\ntrim = \"B7\"\n[[section]]\nheading=\"A\"\ncount=1\n")
                .rfind("book.toml:4: trim 'B7' is not a size", 0),
            0u);
  EXPECT_EQ(error_of(head + "[page]\nmargin_top = \"12\"\n[[section]]\nheading=\"A\"\ncount=1\n"),
            "book.toml:4: margin_top: '12' is not a length (a number and in, mm, cm or pt, e.g. "
            "0.5in)");
  EXPECT_EQ(error_of(head + "[solutions]\nper_page = 7\n[[section]]\nheading=\"A\"\ncount=1\n"),
            "book.toml:4: [solutions] per_page = 7 is not one of 4, 6, 9, 12, 16, 20");
  EXPECT_EQ(error_of(head), "book.toml:1: the book has no [[section]]");
  EXPECT_EQ(error_of("[book]\nsubtitle = \"x\"\n[[section]]\nheading=\"A\"\ncount=1\n"),
            "book.toml:1: [book] needs a title");
  EXPECT_EQ(error_of(head + "date = \"yesterday\"\n[[section]]\nheading=\"A\"\ncount=1\n"),
            "book.toml:3: [book] date 'yesterday' is not a date (YYYY-MM-DD)");
  EXPECT_EQ(
      error_of(head + "[[section]]\nheading=\"A\"\ncount=1\nmask=\"heart\"\nsymmetry=\"rot180\"\n"),
      "book.toml:6: a mask fixes the clue cells; remove symmetry from this section");
  EXPECT_EQ(error_of(head + "[[section]]\nheading=\"A\"\npuzzles=\"f.txt\"\ngrade=\"Easy\"\n"),
            "book.toml:5: a section with a puzzles file takes no grade, er, symmetry, mask, "
            "clues, max_clues, kids_level, word or all_symbols");
}

TEST(ManifestTest, ReadsTheSampleBook) {
  std::string path = std::string(SP_SOURCE_DIR) + "/book/sample/book.toml";
  auto m = load_manifest(path);
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  EXPECT_GE(m->sections.size(), 6u);
  EXPECT_TRUE(m->date.has_value());
}

TEST(ManifestTest, ReadsThePrintServiceAndPaper) {
  const std::string head = "[book]\ntitle = \"x\"\n";
  const std::string section = "[[section]]\nheading=\"A\"\ncount=1\n";
  auto m = parse_manifest(head + section, "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_EQ(m->print.service, "kdp");
  EXPECT_EQ(m->print.paper, Paper::kWhite);
  m = parse_manifest(head +
                         "[print]\nservice = \"lulu\"\npaper = \"cream\"\n[page]\n"
                         "margin_top = \"0.5in\"\nmargin_bottom = \"0.5in\"\n"
                         "margin_outside = \"0.5in\"\n" +
                         section,
                     "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_EQ(m->print.service, "lulu");
  EXPECT_EQ(m->print.paper, Paper::kCream);
}

// [print] interior (issue 31): gray by default; color takes colour paper (premium colour) unless
// the manifest names a paper; set_interior (book --interior) switches both back.
TEST(ManifestTest, ReadsTheInteriorAndThePaperFollowsIt) {
  const std::string head = "[book]\ntitle = \"x\"\n";
  const std::string section = "[[section]]\nheading=\"A\"\ncount=1\n";
  auto m = parse_manifest(head + section, "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_EQ(m->print.interior, Interior::kGray);
  m = parse_manifest(head + "[print]\ninterior = \"color\"\n" + section, "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_EQ(m->print.interior, Interior::kColor);
  EXPECT_EQ(m->print.paper, Paper::kColor);
  set_interior(*m, Interior::kGray);
  EXPECT_EQ(m->print.paper, Paper::kWhite);
  // A named paper stays: colour on white paper is kdp's standard colour.
  m = parse_manifest(head + "[print]\npaper = \"white\"\ninterior = \"colour\"\n" + section,
                     "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_EQ(m->print.paper, Paper::kWhite);
  EXPECT_EQ(m->print.interior, Interior::kColor);
  EXPECT_EQ(error_of(head + "[print]\ninterior = \"cmyk\"\n" + section),
            "book.toml:4: [print] interior 'cmyk' is unknown (known: gray, color)");
}

// [book] ages: a children's book's age band on its cover.
TEST(ManifestTest, ReadsTheAgeBand) {
  const std::string section = "[[section]]\nheading=\"A\"\ncount=1\n";
  for (const char* ok : {"3-5", "8+", "none", "10-12"}) {
    auto m = parse_manifest("[book]\ntitle = \"x\"\nages = \"" + std::string(ok) + "\"\n" + section,
                            "book.toml");
    ASSERT_TRUE(m) << ok << ": " << m.status().message();
    EXPECT_EQ(m->ages, ok);
  }
  for (const char* bad : {"5-3", "three", "3-", "+8", "3-5+", "123"})
    EXPECT_EQ(error_of("[book]\ntitle = \"x\"\nages = \"" + std::string(bad) + "\"\n" + section),
              "book.toml:3: [book] ages '" + std::string(bad) +
                  "' is not an age band (\"3-5\", \"8+\" or \"none\")")
        << bad;
}

TEST(ManifestTest, RejectsUnknownServiceAndPaperWithTheirLines) {
  const std::string head = "[book]\ntitle = \"x\"\n";
  const std::string section = "[[section]]\nheading=\"A\"\ncount=1\n";
  EXPECT_EQ(error_of(head + "[print]\nservice = \"createspace\"\n" + section),
            "book.toml:4: [print] service 'createspace' is unknown (known: kdp, ingramspark, "
            "lulu, generic, printable)");
  // A printable PDF has no bleed: the [page] line that asks for it is named.
  EXPECT_EQ(error_of(head + "[print]\nservice = \"printable\"\n[page]\ntrim = \"8.5x11in\"\n" +
                     "bleed = true\n" + section),
            "book.toml:7: [page] bleed: printable prints no bleed (its printers leave a margin on "
            "every side)");
  EXPECT_EQ(error_of(head + "[print]\nservice = \"kdp\"\npaper = \"glossy\"\n" + section),
            "book.toml:5: [print] paper 'glossy' is unknown (known: white, cream, color)");
  EXPECT_EQ(error_of(head + "[print]\nbinding = \"spiral\"\n" + section)
                .rfind("book.toml:4: unknown key 'binding' in [print]", 0),
            0u);
}

TEST(ManifestTest, MarginsBelowTheServiceMinimumAreErrorsNamingKeyAndRule) {
  const std::string head = "[book]\ntitle = \"x\"\n";
  const std::string section = "[[section]]\nheading=\"A\"\ncount=1\n";
  // The default margins (0.5 in) pass every service; IngramSpark needs 0.5 in everywhere.
  EXPECT_EQ(error_of(head +
                     "[print]\nservice = \"ingramspark\"\n[page]\n"
                     "margin_outside = \"0.4in\"\n" +
                     section),
            "book.toml:6: [page] margin_outside = 0.4 in is below ingramspark's minimum of "
            "0.5 in without bleed");
  // KDP: 0.3 in passes without bleed and fails with it (0.375 in).
  auto ok = parse_manifest(head + "[page]\nmargin_bottom = \"0.3in\"\n" + section, "book.toml");
  EXPECT_TRUE(ok) << ok.status().message();
  EXPECT_EQ(error_of(head + "[page]\nbleed = true\nmargin_bottom = \"0.3in\"\n" + section),
            "book.toml:5: [page] margin_bottom = 0.3 in is below kdp's minimum of 0.375 in with "
            "bleed");
  // A trim the service does not print.
  EXPECT_EQ(error_of(head + "[page]\ntrim = \"9x12in\"\n" + section),
            "book.toml:4: [page] trim 9x12in is not printed by kdp on white paper (not one of its "
            "trims, nor in its custom range)");
  EXPECT_EQ(error_of(head + "[print]\nservice = \"lulu\"\n[page]\ntrim = \"5x8in\"\n" + section),
            "book.toml:6: [page] trim 5x8in is not printed by lulu on white paper (not one of its "
            "trims, nor in its custom range)");
  // [print] after [page] in the file still applies to the page's margins.
  EXPECT_EQ(
      error_of(head + "[page]\nmargin_top = \"0.3in\"\n[print]\nservice = \"lulu\"\n" + section),
      "book.toml:4: [page] margin_top = 0.3 in is below lulu's minimum of 0.5 in without "
      "bleed");
}

}  // namespace
}  // namespace sudokupress::publish

TEST(ManifestTest, ReadsAnErRangeAndReportsABadOne) {
  const std::string head = "[book]\ntitle=\"T\"\n";
  auto m = sudokupress::publish::parse_manifest(
      head + "[[section]]\nheading=\"A\"\ncount=1\ner=\"6.0..7.5\"\n", "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  EXPECT_DOUBLE_EQ(m->sections[0].min_er, 6.0);
  EXPECT_DOUBLE_EQ(m->sections[0].max_er, 7.5);
  EXPECT_EQ(m->sections[0].er_line, 6);
  auto open = sudokupress::publish::parse_manifest(
      head + "[[section]]\nheading=\"A\"\ncount=1\ner=\"..4\"\n", "book.toml");
  ASSERT_TRUE(open) << open.status().message();
  EXPECT_TRUE(std::isnan(open->sections[0].min_er));
  auto bad = sudokupress::publish::parse_manifest(
      head + "[[section]]\nheading=\"A\"\ncount=1\ner=\"hard\"\n", "book.toml");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.status().message().rfind("book.toml:6: er wants \"A..B\"", 0), 0u)
      << bad.status().message();
}
