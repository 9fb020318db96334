#include <gtest/gtest.h>

#include <set>

#include "fake_source.hpp"
#include "publish/book_puzzle.hpp"

namespace sudokupress::publish {
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

TEST(SelectionTest, SectionSeedsDifferAndAreStable) {
  EXPECT_NE(section_seed(1, 0), section_seed(1, 1));
  EXPECT_NE(section_seed(1, 0), section_seed(2, 0));
  EXPECT_EQ(section_seed(2026, 3), section_seed(2026, 3));
  EXPECT_LT(section_seed(~0ull, 5), 1ull << 44);
}

}  // namespace
}  // namespace sudokupress::publish
