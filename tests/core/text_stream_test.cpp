// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a puzzle file a block at a time (core/text_stream.hpp, LineFormatReader): the blocks
// put together are the file, a bad file is refused in read_input_file's words before any block,
// and the line format read in blocks gives the items read_puzzles gives for the whole text.
#include "core/text_stream.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/format.hpp"

namespace sudokupress::core {
namespace {

namespace fs = std::filesystem;

const std::string kPuzzle =
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000";

class TextStreamTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("sp_stream_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  fs::path dir_;
};

// A text of 3,000 line-format records with bad ones, a comment, blank lines, CRLF ends, fields
// and a variant= record among them.
std::string mixed_text() {
  std::string text = "\xEF\xBB\xBF";
  for (int i = 0; i < 3000; ++i) {
    if (i % 500 == 7) text += "12345\n";
    if (i % 700 == 3) text += "# a comment\n\n\n";
    std::string line = kPuzzle;
    line[static_cast<size_t>(i % 81)] = i % 900 == 5 ? 'x' : line[static_cast<size_t>(i % 81)];
    if (i % 9 == 0) line += "\tid-" + std::to_string(i);
    if (i == 1234) line = std::string(81, '0') + "\tvariant=x";
    text += line + (i % 4 == 0 ? "\r\n" : "\n");
  }
  return text + kPuzzle;  // the last line without its '\n'
}

TEST_F(TextStreamTest, BlocksAreWholeLinesThatMakeTheFile) {
  const std::string text = mixed_text();
  auto in = TextStream::open(write("m.txt", text));
  ASSERT_TRUE(in) << in.status().message();
  EXPECT_EQ((*in)->file_size(), static_cast<int64_t>(text.size()));
  std::string block, all;
  long lines = 1;
  int blocks = 0;
  for (;;) {
    auto more = (*in)->read_block(block, 1000);
    ASSERT_TRUE(more) << more.status().message();
    if (!*more) break;
    ++blocks;
    EXPECT_EQ((*in)->block_first_line(), lines);
    if (!(*in)->at_end()) {
      EXPECT_GT(block.size(), 1000u);
      EXPECT_EQ(block.back(), '\n');
    }
    lines += std::count(block.begin(), block.end(), '\n');
    all += block;
  }
  EXPECT_TRUE((*in)->at_end());
  EXPECT_EQ(all, text);
  EXPECT_GT(blocks, 100);
}

TEST_F(TextStreamTest, ABadByteAnywhereRefusesARegularFileBeforeAnyBlock) {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += kPuzzle + "\n";
  text.insert(text.size() - 82 * 3, 1, '\0');  // on line 19998
  const std::string path = write("nul.txt", text);
  auto whole = read_input_file(path);
  ASSERT_FALSE(whole);
  auto in = TextStream::open(path);
  ASSERT_FALSE(in);
  EXPECT_EQ(in.status().message(), whole.status().message());
  EXPECT_EQ(in.status().message(), path + ":19998: NUL byte (binary data, not a text file)");
  const std::string utf16 = write("u.txt", "\xFF\xFE" + text.substr(0, 200));
  auto u = TextStream::open(utf16);
  ASSERT_FALSE(u);
  EXPECT_EQ(u.status().message(), read_input_file(utf16).status().message());
}

TEST_F(TextStreamTest, TellsTheLineFormatFromTheFirstLines) {
  ReadOptions auto_format;
  EXPECT_EQ(line_format_of(kPuzzle + "\n", auto_format), Format::kLine);
  EXPECT_EQ(line_format_of("# header\n\n" + kPuzzle + "\tid\n", auto_format), Format::kLine);
  EXPECT_EQ(line_format_of(std::string(369, '0') + "\n", auto_format), Format::kCompositeLine);
  EXPECT_FALSE(line_format_of("# only a comment\n\n", auto_format));
  EXPECT_FALSE(line_format_of("1 2 3 4 5 6 7 8 9\n", auto_format));  // grid
  EXPECT_FALSE(line_format_of("{\"size\":9}\n", auto_format));       // fpuzzles
  ReadOptions forced;
  forced.format = Format::kLine;
  EXPECT_EQ(line_format_of("# only a comment\n", forced), Format::kLine);
  forced.format = Format::kSdk;
  EXPECT_FALSE(line_format_of(kPuzzle + "\n", forced));
}

TEST_F(TextStreamTest, LineFormatInBlocksGivesTheWholeTextsItems) {
  std::string text = mixed_text();
  auto whole = read_puzzles(text, "m.txt");
  ASSERT_TRUE(whole);
  for (size_t block_bytes : {size_t{1}, size_t{500}, size_t{70000}}) {
    auto in = TextStream::open(write("m.txt", text));
    ASSERT_TRUE(in);
    LineFormatReader reader("m.txt", nullptr);
    std::vector<ReadItem> items;
    std::string block;
    while (*(*in)->read_block(block, block_bytes))
      reader.read(block, static_cast<int>((*in)->block_first_line()), items);
    ASSERT_EQ(items.size(), whole->items.size()) << block_bytes;
    for (size_t i = 0; i < items.size(); ++i) {
      const ReadItem& a = items[i];
      const ReadItem& b = whole->items[i];
      ASSERT_EQ(a.line, b.line) << i;
      ASSERT_EQ(a.error, b.error) << i;
      ASSERT_EQ(a.puzzle.has_value(), b.puzzle.has_value()) << i;
      if (!a.puzzle) continue;
      ASSERT_EQ(write_puzzle(*a.puzzle, Format::kLine, true),
                write_puzzle(*b.puzzle, Format::kLine, true))
          << i;
    }
  }
  EXPECT_EQ(whole->items.back().line, 3000 + 6 + 5 * 3 + 1);
}

}  // namespace
}  // namespace sudokupress::core
