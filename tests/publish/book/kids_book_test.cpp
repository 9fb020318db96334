// SPDX-License-Identifier: GPL-3.0-or-later
// Children's books: the manifest keys (clues, max_clues, all_symbols, kids_level, word,
// word_line, [front] example), the how-to-play picture example (its own puzzle, never one of
// the book's) and the section generator options they become.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "generate/grading.hpp"
#include "publish/book/picture_example.hpp"
#include "publish/book/project_source.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {
namespace {

std::string book(const std::string& section, const std::string& front = "") {
  return "[book]\ntitle = \"Kids\"\n[front]\n" + front + "\n[[section]]\nheading = \"A\"\n" +
         section;
}

TEST(KidsManifestTest, ParsesTheChildrensKeys) {
  auto m = parse_manifest(book("count = 2\nsize = 4\nclues = 7\nall_symbols = false\n"
                               "kids_level = \"easy\"\nword = \"FROG\"\nword_line = \"col:2\"\n",
                               "example = \"picture\""),
                          "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  const SectionSpec& s = m->sections[0];
  EXPECT_EQ(s.clues, 7);
  EXPECT_EQ(s.max_clues, 0);
  ASSERT_TRUE(s.all_symbols.has_value());
  EXPECT_FALSE(*s.all_symbols);
  EXPECT_EQ(s.kids_level, "easy");
  EXPECT_EQ(s.word, "FROG");
  EXPECT_EQ(s.word_line, "col:2");
  EXPECT_EQ(m->front.example, ExampleKind::kPicture);
  auto unset = parse_manifest(book("count = 2\nmax_clues = 30\n"), "book.toml");
  ASSERT_TRUE(unset);
  EXPECT_FALSE(unset->sections[0].all_symbols.has_value());
  EXPECT_EQ(unset->sections[0].max_clues, 30);
  EXPECT_EQ(unset->front.example, ExampleKind::kAuto);
}

TEST(KidsManifestTest, ConflictsAreErrorsWithTheirLine) {
  struct Case {
    std::string text, message;
  } cases[] = {
      {book("count = 2\nclues = 20\nmax_clues = 30\n"), "book.toml:9: [[section]] takes clues"},
      {book("count = 2\ngrade = \"Easy\"\nkids_level = \"easy\"\n"),
       "book.toml:9: [[section]] "
       "takes grade or kids_level"},
      {book("count = 2\nword_line = \"row:2\"\n"), "book.toml:8: word_line goes with word"},
      {book("count = 2\nclues = 0\n"), "book.toml:8: clues = 0 is out of range"},
      {book("count = 2\n", "example = \"cartoon\""), "book.toml:4: [front] example"},
  };
  for (const Case& c : cases) {
    auto m = parse_manifest(c.text, "book.toml");
    ASSERT_FALSE(m) << c.text;
    EXPECT_EQ(m.status().message().rfind(c.message, 0), 0u) << m.status().message();
  }
}

// The example is a 4x4 first-steps puzzle with every picture, the same for the same seed, and
// never equivalent to a book puzzle: when the book holds it, the next candidate is taken.
TEST(PictureExampleTest, OwnPuzzleNeverOneOfTheBooks) {
  auto a = picture_example(11, {}, 2);
  ASSERT_TRUE(a) << a.status().message();
  EXPECT_EQ(a->puzzle.size(), 4);
  EXPECT_EQ(a->section, 2);
  EXPECT_TRUE(generate::solved_by_last_squares(a->puzzle));
  std::set<int> shown(a->puzzle.cells.begin(), a->puzzle.cells.end());
  shown.erase(0);
  EXPECT_EQ(shown.size(), 4u);
  EXPECT_TRUE(core::is_solution_of(a->puzzle, a->solution));
  auto again = picture_example(11, {}, 2);
  EXPECT_EQ(again->puzzle.cells, a->puzzle.cells);
  BookPuzzle taken;
  taken.puzzle = a->puzzle;
  auto b = picture_example(11, {taken}, 2);
  ASSERT_TRUE(b);
  EXPECT_NE(book_canonical(b->puzzle), book_canonical(a->puzzle));
  EXPECT_NE(b->id, a->id);
}

}  // namespace
}  // namespace sudokupress::publish::book
