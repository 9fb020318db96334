// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/worked_example.hpp"

#include <gtest/gtest.h>

#include <cctype>

#include "core/puzzle.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"

namespace sudokupress::publish::book {
namespace {

TEST(WorkedExampleTest, ReaderTextSpellsOutTheReaderCoordinates) {
  EXPECT_EQ(reader_text("hidden single 7 in row 2: places 7 at r2c4"),
            "hidden single 7 in row 2: places 7 at row 2, column 4");
  // Compact blocks are spelled out cell by cell, in reading order.
  EXPECT_EQ(reader_text("removes 5 from r4c12 and 9 from r9c9"),
            "removes 5 from row 4, column 1; row 4, column 2 and 9 from row 9, column 9");
  EXPECT_EQ(reader_text("removes 1 and 2 from r45c6, r4c7"),
            "removes 1 and 2 from row 4, column 6; row 5, column 6; row 4, column 7");
  // Houses are already counted from 1.
  EXPECT_EQ(reader_text("naked pair {2,6} in box 9 and column 1 of grid 1"),
            "naked pair {2,6} in box 9 and column 1 of grid 1");
  // Past 9 rows a name is one cell, not a block.
  EXPECT_EQ(reader_text("places 7 at r10c12, r1c16", 16),
            "places 7 at row 10, column 12; row 1, column 16");
  // Words that only look alike stay as they are.
  EXPECT_EQ(reader_text("rows 3 and columns; r3 alone; xr1c1"),
            "rows 3 and columns; r3 alone; xr1c1");
  EXPECT_EQ(reader_text("arrow 3"), "arrow 3");
}

TEST(WorkedExampleTest, TheBooksOwnExampleIsAUniquePuzzleWithAHiddenSingle) {
  auto ex = own_worked_example();
  ASSERT_TRUE(ex.has_value());
  EXPECT_EQ(ex->puzzle_number, 0);  // not a puzzle of the book
  ASSERT_EQ(ex->placements.size(), 1u);
  EXPECT_FALSE(ex->houses.empty());
  EXPECT_EQ(ex->explanation.find("cleanup"), std::string::npos) << ex->explanation;
  // The example puzzle has one solution, and the title page's ornament is that solution.
  core::Puzzle givens = ex->before;
  const std::string text = example_puzzle_text();
  for (int i = 0; i < 81; ++i) givens.cells[i] = text[i] == '.' ? 0 : text[i] - '0';
  EXPECT_TRUE(generate::is_unique(givens));
  EXPECT_TRUE(core::is_solution_of(givens, ex->solution));
  auto [cell, digit] = ex->placements[0];
  EXPECT_EQ(ex->before.cells[cell], 0);
  EXPECT_EQ(ex->solution.cells[cell], digit);
  // Reader text for it has no cell names left, and no 0-based numbers.
  const std::string why = reader_text(ex->explanation);
  for (size_t i = 0; i + 1 < why.size(); ++i)
    EXPECT_FALSE(why[i] == 'r' && std::isdigit(static_cast<unsigned char>(why[i + 1]))) << why;
  EXPECT_EQ(why.find(" 0"), std::string::npos) << why;
  EXPECT_NE(why.find("row "), std::string::npos) << why;
}

TEST(WorkedExampleTest, EachBookGetsItsOwnExampleFromItsSeed) {
  std::string id_a, id_a2, id_b;
  auto a = book_worked_example(2026, grade::Profile::kHuman, {}, &id_a);
  ASSERT_TRUE(a) << a.status().message();
  auto a2 = book_worked_example(2026, grade::Profile::kHuman, {}, &id_a2);
  ASSERT_TRUE(a2) << a2.status().message();
  auto b = book_worked_example(6090, grade::Profile::kHuman, {}, &id_b);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_EQ(id_a, id_a2);  // the same manifest, the same page
  EXPECT_NE(id_a, id_b);   // another book, another example
  EXPECT_NE(a->before.cells, b->before.cells);
  ASSERT_EQ(a->placements.size(), 1u);
  EXPECT_FALSE(a->houses.empty());
  EXPECT_EQ(a->puzzle_number, 0);
  // A book that already holds that puzzle gets the next one.
  std::vector<BookPuzzle> book(1);
  auto d = generate::decode_id(id_a);
  ASSERT_TRUE(d) << d.status().message();
  ASSERT_TRUE(generate::attach_grader(d->options));
  auto g = generate::generate_one(d->options, d->seed);
  ASSERT_TRUE(g) << g.status().message();
  book[0].puzzle = g->puzzle;
  std::string id_c;
  auto c = book_worked_example(2026, grade::Profile::kHuman, book, &id_c);
  ASSERT_TRUE(c) << c.status().message();
  EXPECT_NE(id_c, id_a);
}

}  // namespace
}  // namespace sudokupress::publish::book
