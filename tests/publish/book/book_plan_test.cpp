// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_plan.hpp"

#include <gtest/gtest.h>

#include "publish/book/report.hpp"
#include "publish/fake_source.hpp"
#include "publish/print_rules.hpp"

namespace sudokupress::publish::book {
namespace {

struct Built {
  BookManifest manifest;
  std::vector<BookPuzzle> puzzles;
};

Built build(const std::string& extra, int easy = 12, int hard = 8) {
  auto m = parse_manifest(R"([book]
title = "T"
)" + extra + R"(
[[section]]
heading = "Easy"
count = )" + std::to_string(easy) +
                              R"(
per_page = 6
[[section]]
heading = "Hard"
count = )" + std::to_string(hard) +
                              R"(
per_page = 4
)",
                          "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  testing::FakeSource source;
  auto p = select_puzzles(*m, source, testing::line_key);
  EXPECT_TRUE(p.is_ok());
  return {*m, *p};
}

TEST(BookPlanTest, GutterGrowsWithThePageCount) {
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(24).in_pt(), 27);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(150).in_pt(), 27);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(151).in_pt(), 36);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(300).in_pt(), 36);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(301).in_pt(), 45);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(500).in_pt(), 45);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(501).in_pt(), 54);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(700).in_pt(), 54);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(701).in_pt(), 63);
  EXPECT_DOUBLE_EQ(PrintRules().gutter_for(828).in_pt(), 63);
}

TEST(BookPlanTest, RomanNumerals) {
  EXPECT_EQ(roman(1), "i");
  EXPECT_EQ(roman(4), "iv");
  EXPECT_EQ(roman(14), "xiv");
  EXPECT_EQ(roman(49), "xlix");
}

TEST(BookPlanTest, CountsPagesAndLabelsThem) {
  Built b = build("");
  auto plan = plan_book(b.manifest, b.puzzles);
  ASSERT_TRUE(plan.is_ok()) << plan.status().message();
  // Front: title, how to play, contents, blank = 4 (i..iv). Body: 12/6 = 2 + 8/4 = 2 pages of
  // puzzles, 20/12 = 2 of solutions: 6. Total 10, already even.
  ASSERT_EQ(plan->page_count(), 10);
  EXPECT_EQ(plan->body_first_page, 4);
  const char* labels[] = {"i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "6"};
  for (int i = 0; i < 10; ++i) EXPECT_EQ(plan->pages[i].label, labels[i]) << i;
  EXPECT_EQ(plan->pages[0].kind, PageKind::kTitle);
  EXPECT_FALSE(plan->pages[0].print_number);
  EXPECT_EQ(plan->pages[1].kind, PageKind::kHowToPlay);
  EXPECT_EQ(plan->pages[2].kind, PageKind::kContents);
  EXPECT_EQ(plan->pages[3].kind, PageKind::kBlank);
  EXPECT_EQ(plan->section_first_page[0], 4);
  EXPECT_EQ(plan->section_first_page[1], 6);
  EXPECT_EQ(plan->solutions_first_page, 8);
  EXPECT_TRUE(plan->pages[4].first_of_part);
  EXPECT_FALSE(plan->pages[5].first_of_part);
  EXPECT_EQ(plan->pages[5].items.size(), 6u);
  EXPECT_EQ(plan->pages[9].items.size(), 8u);
  // Puzzle 13 (index 12) is the first Hard one; its solution is on the first solution page.
  EXPECT_EQ(plan->puzzle_page[12], 6);
  EXPECT_EQ(plan->solution_page[12], 9);
  EXPECT_EQ(plan->solution_page[11], 8);
  ASSERT_EQ(plan->contents.size(), 3u);
  EXPECT_EQ(plan->contents[0].detail, "Puzzles 1\u201312");
  EXPECT_EQ(plan->contents[1].page, 6);
  EXPECT_EQ(plan->contents[2].title, "Solutions");
  EXPECT_EQ(plan->contents[2].page, 8);
  // KDP's gutter for these pages is 0.375 in; the inside margin is raised to the manifest's
  // 0.5 in outside margin (never the narrower of the two).
  EXPECT_DOUBLE_EQ(plan->inside_margin.in_pt(), 36);
}

PlanOptions print_ready() {
  PlanOptions o;
  o.print_ready = true;
  return o;
}

TEST(BookPlanTest, PrintReadyPadsToTheMinimumWithNotesPages) {
  Built b = build("");
  auto plan = plan_book(b.manifest, b.puzzles, print_ready());
  ASSERT_TRUE(plan.is_ok());
  EXPECT_EQ(plan->page_count(), kMinPrintPages);
  EXPECT_EQ(plan->padding_pages, 14);
  for (int i = 10; i < 24; ++i) EXPECT_EQ(plan->pages[i].kind, PageKind::kNotes) << i;
  EXPECT_TRUE(plan->pages.back().print_number);
  EXPECT_LE(longest_blank_run(*plan), 2);

  Built odd = build("[front]\ncontents = false\n[solutions]\nenabled = false\n", 6, 4);
  auto p2 = plan_book(odd.manifest, odd.puzzles);
  ASSERT_TRUE(p2.is_ok());
  // title, how to play = 2 front pages; 1 + 1 body pages: 4, even.
  EXPECT_EQ(p2->page_count(), 4);
  EXPECT_EQ(p2->solutions_first_page, -1);
  EXPECT_EQ(p2->solution_page[0], -1);
}

TEST(BookPlanTest, BigBooksGetTheWiderGutterAndPrintReadyRefusesTooMany) {
  Built b = build("", 1200, 800);  // 200 + 200 puzzle pages + 167 solution pages
  auto plan = plan_book(b.manifest, b.puzzles);
  ASSERT_TRUE(plan.is_ok());
  EXPECT_EQ(plan->page_count(), 4 + 200 + 200 + 167 + 1);
  EXPECT_DOUBLE_EQ(plan->inside_margin.in_pt(), 0.75 * 72);
  Built huge = build("", 3000, 1000);
  auto refused = plan_book(huge.manifest, huge.puzzles, print_ready());
  ASSERT_FALSE(refused.is_ok());
  EXPECT_NE(refused.status().message().find("kdp allows at most 828 on 8.5x11in white paper"),
            std::string::npos);
}

TEST(BookPlanTest, AManifestGutterIsAMinimum) {
  Built b = build("[page]\nmargin_inside = \"0.6in\"\n");
  auto plan = plan_book(b.manifest, b.puzzles);
  ASSERT_TRUE(plan.is_ok());
  EXPECT_DOUBLE_EQ(plan->inside_margin.in_pt(), 0.6 * 72);
}

TEST(BookPlanTest, ReportListsEveryPuzzleWithItsPage) {
  Built b = build("");
  auto plan = plan_book(b.manifest, b.puzzles);
  ASSERT_TRUE(plan.is_ok());
  std::string tsv = book_report(b.manifest, b.puzzles, *plan);
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t nl; (nl = tsv.find('\n', start)) != std::string::npos; start = nl + 1)
    lines.push_back(tsv.substr(start, nl - start));
  ASSERT_EQ(lines.size(), 21u);
  EXPECT_EQ(lines[0], "number\tsection\tpage\tid\tgrade\tscore\tclues\tlevel\ter\tpuzzle");
  // The first Easy puzzle after sorting is the last one the stream gave (lowest score), level 0
  // and no ER (a fake 4x4).
  EXPECT_EQ(lines[1].rfind("1\tEasy\t1\tfake_s0_11\tEasy\t", 0), 0u) << lines[1];
  EXPECT_NE(lines[1].find("\t0\t-\t"), std::string::npos) << lines[1];
  EXPECT_NE(lines[13].find("\tHard\t3\tfake_s1_"), std::string::npos) << lines[13];
  EXPECT_EQ(format_score(2310), "2310");
  EXPECT_EQ(format_score(12.5), "12.5");
  EXPECT_EQ(format_score(1.234), "1.23");
}

TEST(BookPlanTest, ASixPageBookIsPaddedWithNotesNeverABlankRun) {
  // 6 + 4 puzzles, no contents and no solutions: 2 front + 2 body pages before padding.
  Built tiny = build("[front]\ncontents = false\n[solutions]\nenabled = false\n", 6, 4);
  for (const char* service : {"kdp", "ingramspark", "lulu", "generic"}) {
    PlanOptions o = print_ready();
    o.rules = *print_rules_for(service);
    auto plan = plan_book(tiny.manifest, tiny.puzzles, o);
    ASSERT_TRUE(plan.is_ok()) << service;
    EXPECT_GE(plan->page_count(), o.rules.min_pages()) << service;
    EXPECT_EQ(plan->page_count() % 2, 0) << service;
    EXPECT_LE(longest_blank_run(*plan), 2) << service;
    int notes = 0;
    for (const PlannedPage& p : plan->pages) notes += p.kind == PageKind::kNotes;
    EXPECT_GE(notes, o.rules.min_pages() - 4) << service;
  }
}

TEST(BookPlanTest, APrintablePdfKeepsAnOddPageCount) {
  // A printable PDF is printed a sheet at a time: no Notes pages to a minimum, no blank page to
  // an even count; the bound services pad the same books to even counts.
  int odd = 0;
  for (int hard = 1; hard <= 8; ++hard) {
    Built b = build("[front]\ncontents = false\n[solutions]\nenabled = false\n", 6, hard);
    PlanOptions printable = print_ready();
    printable.rules = *print_rules_for("printable");
    auto plan = plan_book(b.manifest, b.puzzles, printable);
    ASSERT_TRUE(plan.is_ok()) << hard;
    EXPECT_EQ(plan->padding_pages, 0) << hard;
    odd += plan->page_count() % 2;
    PlanOptions kdp = print_ready();
    kdp.rules = *print_rules_for("kdp");
    auto bound = plan_book(b.manifest, b.puzzles, kdp);
    ASSERT_TRUE(bound.is_ok()) << hard;
    EXPECT_EQ(bound->page_count() % 2, 0) << hard;
    EXPECT_GE(bound->page_count(), plan->page_count()) << hard;
  }
  EXPECT_GT(odd, 0);
}

TEST(BookPlanTest, SolutionPagesFollowEachSectionsCount) {
  Built b = build("");
  PlanOptions o;
  o.solutions_per_page = {12, 2};  // Easy: 12 a page; Hard (say samurai): 2 a page
  auto plan = plan_book(b.manifest, b.puzzles, o);
  ASSERT_TRUE(plan.is_ok());
  // 12 Easy solutions on one page, then 8 Hard ones two by two.
  const int first = plan->solutions_first_page;
  EXPECT_EQ(plan->pages[first].items.size(), 12u);
  EXPECT_EQ(plan->pages[first].per_page, 12);
  for (int k = 1; k <= 4; ++k) {
    EXPECT_EQ(plan->pages[first + k].items.size(), 2u);
    EXPECT_EQ(plan->pages[first + k].per_page, 2);
  }
  EXPECT_EQ(plan->solution_page[12], first + 1);
  EXPECT_EQ(plan->solution_page[19], first + 4);
}

TEST(BookPlanTest, LongestBlankRunCountsConsecutiveBlanks) {
  BookPlan plan;
  plan.pages.resize(7);
  plan.pages[0].kind = PageKind::kTitle;
  plan.pages[4].kind = PageKind::kNotes;
  EXPECT_EQ(longest_blank_run(plan), 3);  // pages 1, 2, 3
}

}  // namespace
}  // namespace sudokupress::publish::book
