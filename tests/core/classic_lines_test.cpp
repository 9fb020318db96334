// SPDX-License-Identifier: GPL-3.0-or-later
// The classic 9x9 line format's fast path against the general reader: what it takes, the
// values it reads, and the givens check against check_givens.
#include "core/classic_lines.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/format.hpp"
#include "core/puzzle.hpp"

namespace sudokupress::core {
namespace {

const std::string kLine =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";

TEST(ClassicLinesTest, TakesOnlyPlainEightyOneSymbolLines) {
  EXPECT_TRUE(plain_classic_lines(kLine));
  EXPECT_TRUE(plain_classic_lines(kLine + "\n"));
  EXPECT_TRUE(plain_classic_lines(kLine + "\n" + std::string(81, '.') + "\n"));
  EXPECT_FALSE(plain_classic_lines(""));
  EXPECT_FALSE(plain_classic_lines("\n"));
  EXPECT_FALSE(plain_classic_lines(kLine + "\n\n"));                 // a blank line
  EXPECT_FALSE(plain_classic_lines(kLine + "\r\n"));                 // CR LF
  EXPECT_FALSE(plain_classic_lines(kLine + "\t116\n"));              // a field
  EXPECT_FALSE(plain_classic_lines(kLine + " \n"));                  // a trailing blank
  EXPECT_FALSE(plain_classic_lines("# comment\n" + kLine + "\n"));   // a comment
  EXPECT_FALSE(plain_classic_lines(kLine.substr(1) + "\n"));         // 80 cells
  EXPECT_FALSE(plain_classic_lines(kLine + "1\n"));                  // 82 cells
  EXPECT_FALSE(plain_classic_lines(kLine.substr(0, 80) + "A\n"));    // a 16x16 symbol
  EXPECT_FALSE(plain_classic_lines("\xEF\xBB\xBF" + kLine + "\n"));  // a BOM: the general reader
}

TEST(ClassicLinesTest, ReadsTheValuesTheGeneralReaderReads) {
  const std::string text = kLine + "\n" + std::string(81, '.') + "\n" + std::string(81, '0');
  ASSERT_TRUE(plain_classic_lines(text));
  auto read = read_puzzles(text, "test");
  ASSERT_TRUE(read);
  EXPECT_EQ(read->format, Format::kLine);
  ASSERT_EQ(read->items.size(), 3u);
  for (size_t k = 0; k < 3; ++k) {
    uint8_t cells[kClassicCells];
    line_cells(text.data() + k * kClassicLineBytes, cells);
    ASSERT_TRUE(read->items[k].puzzle);
    EXPECT_EQ(std::vector<uint8_t>(cells, cells + kClassicCells), read->items[k].puzzle->cells);
    char out[kClassicCells];
    classic_line_text(cells, out);
    EXPECT_EQ(std::string(out, kClassicCells), write_puzzle(*read->items[k].puzzle, Format::kLine));
  }
}

TEST(ClassicLinesTest, GivensCheckAgreesWithCheckGivens) {
  // Each line breaks (or keeps) one rule: row, column, box, none.
  std::vector<std::string> lines = {"55" + std::string(79, '.'),
                                    "5" + std::string(8, '.') + "5" + std::string(71, '.'),
                                    "5" + std::string(9, '.') + "5" + std::string(70, '.'),
                                    "5" + std::string(12, '.') + "5" + std::string(67, '.'),
                                    kLine,
                                    std::string(81, '.')};
  for (const auto& line : lines) {
    auto read = read_puzzles(line, "test");
    ASSERT_TRUE(read);
    ASSERT_EQ(read->items.size(), 1u);
    uint8_t cells[kClassicCells];
    line_cells(line.data(), cells);
    EXPECT_EQ(classic_givens_hold(cells), read->items[0].puzzle.has_value()) << line;
  }
  uint8_t cells[kClassicCells];
  line_cells(lines[0].data(), cells);
  EXPECT_FALSE(classic_givens_hold(cells));
  line_cells(kLine.data(), cells);
  EXPECT_TRUE(classic_givens_hold(cells));
}

TEST(ClassicLinesTest, GivensCheckAgreesWithCheckGivensOnRandomLines) {
  // A few random givens per line, so that about half the lines clash somewhere (in each band,
  // across bands, in the last cell).
  uint64_t x = 0x9E3779B97F4A7C15;
  auto next = [&x] {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    return x;
  };
  int clashes = 0;
  for (int n = 0; n < 3000; ++n) {
    std::string line(81, '.');
    const int givens = 2 + static_cast<int>(next() % 14);
    for (int k = 0; k < givens; ++k) line[next() % 81] = static_cast<char>('1' + next() % 9);
    if (n % 7 == 0) line[80] = line[next() % 80] == '.' ? '3' : line[next() % 80];
    auto read = read_puzzles(line, "test");
    ASSERT_TRUE(read);
    ASSERT_EQ(read->items.size(), 1u);
    uint8_t cells[kClassicCells];
    line_cells(line.data(), cells);
    const bool holds = read->items[0].puzzle.has_value();
    EXPECT_EQ(classic_givens_hold(cells), holds) << line;
    clashes += !holds;
  }
  EXPECT_GT(clashes, 300);
  EXPECT_LT(clashes, 2700);
}

}  // namespace
}  // namespace sudokupress::core
