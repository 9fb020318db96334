#include "publish/worked_example.hpp"

#include <gtest/gtest.h>

#include "core/puzzle.hpp"
#include "generate/generator.hpp"

namespace sudokupress::publish {
namespace {

TEST(WorkedExampleTest, ReaderTextCountsRowsAndColumnsFromOne) {
  EXPECT_EQ(reader_text("hidden single 7 in row 1: places 7 at r1c3"),
            "hidden single 7 in row 2: places 7 at row 2, column 4");
  EXPECT_EQ(reader_text("removes 5 from r3c0,r3c1 and 9 from r8c8"),
            "removes 5 from row 4, column 1; row 4, column 2 and 9 from row 9, column 9");
  EXPECT_EQ(reader_text("naked pair {2,6} in box 8 and column 0 of grid 0"),
            "naked pair {2,6} in box 9 and column 1 of grid 1");
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
  // Reader text for it has no 0-based names left.
  const std::string why = reader_text(ex->explanation);
  EXPECT_EQ(why.find("c0"), std::string::npos) << why;
  EXPECT_NE(why.find("row "), std::string::npos) << why;
}

}  // namespace
}  // namespace sudokupress::publish
