// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "publish/book/book_puzzle.hpp"
#include "publish/book/section_rise.hpp"
#include "publish/fake_source.hpp"

namespace sudokupress::publish::book {
namespace {

BookManifest two_sections() {
  auto m = parse_manifest(R"([book]
title = "T"
[[section]]
heading = "Easy"
count = 5
grade = "Easy"
[[section]]
heading = "Hard"
count = 3
grade = "Hard"
)",
                          "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  return *m;
}

TEST(SelectionTest, NumbersThroughTheBookInIncreasingScoreInsideASection) {
  BookManifest m = two_sections();
  testing::FakeSource source;
  auto book = select_puzzles(m, source, testing::line_key);
  ASSERT_TRUE(book.is_ok()) << book.status().message();
  ASSERT_EQ(book->size(), 8u);
  for (int i = 0; i < 8; ++i) EXPECT_EQ((*book)[i].number, i + 1);
  for (int i = 0; i < 5; ++i) EXPECT_EQ((*book)[i].section, 0);
  for (int i = 5; i < 8; ++i) EXPECT_EQ((*book)[i].section, 1);
  for (int i = 1; i < 5; ++i) EXPECT_LE((*book)[i - 1].score, (*book)[i].score);
  for (int i = 6; i < 8; ++i) EXPECT_LE((*book)[i - 1].score, (*book)[i].score);
  EXPECT_EQ((*book)[5].grade, "Hard");
}

TEST(SelectionTest, RejectsEquivalentPuzzlesAcrossTheBookAndAsksAgain) {
  BookManifest m = two_sections();
  testing::FakeSource source;
  source.duplicate_every = 2;  // every second candidate repeats the one before
  SelectionStats stats;
  auto book = select_puzzles(m, source, testing::line_key, &stats);
  ASSERT_TRUE(book.is_ok()) << book.status().message();
  ASSERT_EQ(book->size(), 8u);
  std::set<std::string> keys;
  for (const auto& p : *book) EXPECT_TRUE(keys.insert(p.canonical).second);
  EXPECT_GT(stats.duplicates, 0);
  EXPECT_GT(source.calls, 2);  // asked again after dropping duplicates

  // A canonical function that calls everything equivalent leaves one puzzle per book.
  testing::FakeSource again;
  auto one = select_puzzles(m, again, [](const core::Puzzle&) { return std::string("x"); });
  ASSERT_FALSE(one.is_ok());
  EXPECT_NE(one.status().message().find("book.toml:"), std::string::npos);
}

TEST(SelectionTest, ReportsAnExhaustedStreamAndAWrongGrade) {
  BookManifest m = two_sections();
  testing::FakeSource short_source;
  short_source.limit = 4;
  auto book = select_puzzles(m, short_source, testing::line_key);
  ASSERT_FALSE(book.is_ok());
  EXPECT_EQ(book.status().message(),
            "book.toml:3: section 'Easy' needs 5 puzzles but only 4 distinct ones are available");

  testing::FakeSource liar;
  liar.wrong_grade = "Medium";
  auto bad = select_puzzles(m, liar, testing::line_key);
  ASSERT_FALSE(bad.is_ok());
  EXPECT_EQ(bad.status().message(),
            "book.toml:3: section 'Easy' asked for Easy but puzzle fake_s0_0 is Medium");
}

BookManifest manifest(const std::string& text) {
  auto m = parse_manifest(text, "book.toml");
  EXPECT_TRUE(m.is_ok()) << m.status().message();
  return *m;
}

constexpr const char* kInverted = R"([book]
title = "T"
[[section]]
heading = "Tough"
count = 2
grade = "Tough"
[[section]]
heading = "Hearts"
count = 2
mask = "heart"
[[section]]
heading = "Easy"
count = 2
grade = "Easy"
)";

TEST(SectionRiseTest, GradedSectionsRiseWithoutOverlap) {
  BookManifest m = manifest(R"([book]
title = "T"
[[section]]
heading = "Easy"
count = 4
grade = "Easy"
[[section]]
heading = "Medium"
count = 4
grade = "Medium"
[[section]]
heading = "Tough"
count = 4
grade = "Tough"
[[section]]
heading = "Nightmare"
count = 2
grade = "Nightmare"
)");
  testing::FakeSource source;
  SelectionStats stats;
  auto book = select_puzzles(m, source, testing::line_key, &stats);
  ASSERT_TRUE(book.is_ok()) << book.status().message();
  EXPECT_TRUE(stats.warnings.empty());
  for (size_t i = 1; i < book->size(); ++i)
    EXPECT_LE(rise_value((*book)[i - 1]), rise_value((*book)[i])) << i;
}

TEST(SectionRiseTest, AnInvertedPlanIsRefusedBeforeAnythingIsMade) {
  BookManifest m = manifest(kInverted);
  testing::FakeSource source;
  auto book = select_puzzles(m, source, testing::line_key);
  ASSERT_FALSE(book.is_ok());
  EXPECT_EQ(source.calls, 0);
  EXPECT_EQ(book.status().message().rfind("book.toml:11: section 'Easy' (ER 0.0 to below 2.1) "
                                          "overlaps section 'Tough' (line 3, ER 4.1 to below "
                                          "7.0) before it: graded sections must rise",
                                          0),
            0u)
      << book.status().message();
}

TEST(SectionRiseTest, AllowOverlapTurnsTheErrorIntoAWarning) {
  std::string text = kInverted;
  text.replace(text.find("title"), 0, "allow_overlap = true\n");
  BookManifest m = manifest(text);
  testing::FakeSource source;
  SelectionStats stats;
  auto book = select_puzzles(m, source, testing::line_key, &stats);
  ASSERT_TRUE(book.is_ok()) << book.status().message();
  ASSERT_GE(stats.warnings.size(), 1u);
  EXPECT_EQ(stats.warnings[0].rfind("warning: book.toml:12: section 'Easy'", 0), 0u)
      << stats.warnings[0];
}

TEST(SectionRiseTest, OverlappingErRangesAndChosenPuzzlesAreChecked) {
  BookManifest m = manifest(R"([book]
title = "T"
[[section]]
heading = "A"
count = 2
er = "3.0..6.0"
[[section]]
heading = "B"
count = 2
er = "5.0..8.0"
)");
  testing::FakeSource source;
  auto planned = select_puzzles(m, source, testing::line_key);
  ASSERT_FALSE(planned.is_ok());
  EXPECT_NE(planned.status().message().find("book.toml:7: section 'B' (ER 5.0..8.0) overlaps"),
            std::string::npos)
      << planned.status().message();

  // A source that ignores the bands: the chosen puzzles are checked too.
  BookManifest two = manifest(R"([book]
title = "T"
[[section]]
heading = "Hard"
count = 3
grade = "Hard"
[[section]]
heading = "Tough"
count = 3
grade = "Tough"
)");
  testing::FakeSource liar;
  liar.score_shift = -200;  // Tough puzzles rated like Hard ones
  liar.shift_section = 1;
  auto chosen = select_puzzles(two, liar, testing::line_key);
  ASSERT_FALSE(chosen.is_ok());
  EXPECT_NE(chosen.status().message().find("book.toml:7: section 'Tough' starts at ER"),
            std::string::npos)
      << chosen.status().message();
}

TEST(SectionRiseTest, BandsTileTheScaleInLadderOrder) {
  for (grade::Profile p : {grade::Profile::kHuman, grade::Profile::kBook}) {
    const int top = grade::ladder(p).top();
    EXPECT_EQ(grade::level_band(0, p).lo, 0.0);
    for (int l = 1; l <= top; ++l) {
      EXPECT_EQ(grade::level_band(l, p).lo, grade::level_band(l - 1, p).hi) << l;
      EXPECT_LT(grade::level_band(l, p).lo, grade::level_band(l, p).hi) << l;
    }
    EXPECT_TRUE(std::isinf(grade::level_band(top, p).hi));
  }
}

TEST(SelectionTest, SectionSeedsDifferAndAreStable) {
  EXPECT_NE(section_seed(1, 0), section_seed(1, 1));
  EXPECT_NE(section_seed(1, 0), section_seed(2, 0));
  EXPECT_EQ(section_seed(2026, 3), section_seed(2026, 3));
  EXPECT_LT(section_seed(~0ull, 5), 1ull << 44);
}

}  // namespace
}  // namespace sudokupress::publish::book
