// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/text_lines.hpp"
#include "test_support.hpp"

namespace sudokupress::core {
namespace {

const char* kTv2 =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";

Puzzle read_one(const std::string& text, ReadOptions o = {}) {
  auto r = read_puzzles(text, "t.txt", o);
  EXPECT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->items.size(), 1u);
  EXPECT_TRUE(r->items[0].puzzle) << r->items[0].error;
  return *r->items[0].puzzle;
}

Puzzle random_puzzle(const std::string& variant, unsigned seed) {
  Puzzle p(*geometry_by_name(variant));
  // A sparse valid assignment: put symbol v in a few cells where it does not clash.
  unsigned x = seed * 2654435761u + 1;
  for (int k = 0; k < p.num_cells() / 4; ++k) {
    x = x * 1664525u + 1013904223u;
    int c = static_cast<int>(x % p.num_cells());
    int v = static_cast<int>((x >> 16) % p.size()) + 1;
    p.cells[c] = static_cast<uint8_t>(v);
    if (!check_givens(p)) p.cells[c] = 0;
  }
  return p;
}

TEST(FormatTest, LineKeepsTabFieldsAsMetadata) {
  Puzzle p = read_one(std::string(kTv2) + "\t116\t29\n");
  EXPECT_EQ(p.clue_count(), 29);
  ASSERT_EQ(p.fields.size(), 2u);
  EXPECT_EQ(p.fields[0], "116");
  EXPECT_EQ(write_puzzle(p, Format::kLine, true),
            "2...8..1...19.2...45..61.2...4....89.6..7....71.....6..4.1.7..8.....95...7..2..34"
            "\t116\t29");
}

// Long inputs are parsed in two halves at once (format.cpp, kParallelLines): the records, their
// order, line numbers and errors are those of a line-by-line parse, including bad lines in both
// halves and a geometry fixed only late in the file.
TEST(FormatTest, LongLineInputsKeepOrderLinesAndErrors) {
  const std::string good =
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  for (int first_good : {1, 30000}) {
    std::string text;
    const int kLines = 59999;
    for (int line = 1; line <= kLines; ++line) {
      if (line < first_good)
        text += "12345\n";  // no geometry has 5 cells
      else if (line == 40001)
        text += good.substr(1) + "\n";
      else if (line == 50001)
        text += "x" + good.substr(1) + "\n";
      else if (line % 1000 == 0)
        text += "# comment\n";
      else
        text += good + "\tid" + std::to_string(line) + "\n";
    }
    auto r = read_puzzles(text, "big.txt");
    ASSERT_TRUE(r.is_ok()) << r.status().message();
    int expected_line = 1, errors = 0;
    for (const ReadItem& item : r->items) {
      while (expected_line % 1000 == 0 && expected_line >= first_good) ++expected_line;
      ASSERT_EQ(item.line, expected_line) << first_good;
      if (item.puzzle) {
        EXPECT_EQ(item.puzzle->fields.at(0), "id" + std::to_string(item.line));
      } else {
        ++errors;
        if (item.line == 40001)
          EXPECT_EQ(item.error, "big.txt:40001: expected 81 cells, found 80");
        else if (item.line == 50001)
          EXPECT_NE(item.error.find("big.txt:50001: unknown symbol"), std::string::npos);
        else
          EXPECT_NE(item.error.find("expected 81 cells, found 5"), std::string::npos);
      }
      ++expected_line;
    }
    EXPECT_EQ(expected_line, kLines + 1);
    EXPECT_EQ(errors, 2 + (first_good - 1)) << first_good;
  }
}

TEST(FormatTest, DotsAndZerosAreBothEmpty) {
  std::string dots(kTv2);
  for (char& c : dots)
    if (c == '0') c = '.';
  EXPECT_EQ(read_one(kTv2).cells, read_one(dots).cells);
}

TEST(FormatTest, EveryFormatRoundTripsForEveryGeometry) {
  struct Case {
    const char* variant;
    std::vector<Format> formats;
  } cases[] = {
      {"9x9", {Format::kLine, Format::kGrid, Format::kRows, Format::kSdk}},
      {"4x4", {Format::kLine, Format::kRows, Format::kSdk}},
      {"6x6", {Format::kLine, Format::kRows, Format::kSdk}},
      {"8x8", {Format::kLine, Format::kRows, Format::kSdk}},
      {"12x12", {Format::kLine, Format::kRows, Format::kSdk}},
      {"16x16", {Format::kLine, Format::kRows, Format::kSdk}},
      {"25x25", {Format::kLine, Format::kRows, Format::kSdk}},
      {"36x36", {Format::kLine, Format::kRows, Format::kSdk}},
      {"100x100", {Format::kRows}},
      {"double", {Format::kCompositeLine, Format::kCompositeGrid}},
      {"triple", {Format::kCompositeLine, Format::kCompositeGrid}},
      {"quadruple", {Format::kCompositeLine, Format::kCompositeGrid}},
      {"samurai", {Format::kCompositeLine, Format::kCompositeGrid}},
  };
  for (const auto& c : cases) {
    for (Format f : c.formats) {
      for (unsigned seed = 1; seed <= 3; ++seed) {
        Puzzle p = random_puzzle(c.variant, seed);
        std::string text = write_puzzle(p, f) + "\n";
        // Detected without help...
        auto r = read_puzzles(text, "rt.txt");
        ASSERT_TRUE(r) << c.variant << " " << format_name(f) << ": " << r.status().message();
        ASSERT_EQ(r->items.size(), 1u) << c.variant << " " << format_name(f) << "\n" << text;
        ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
        EXPECT_EQ(r->items[0].puzzle->cells, p.cells) << c.variant << " " << format_name(f);
        EXPECT_EQ(r->items[0].puzzle->geometry, p.geometry) << c.variant << " " << format_name(f);
        // ...and with the format and geometry forced.
        ReadOptions o;
        o.format = f;
        o.geometry = p.geometry;
        EXPECT_EQ(read_one(text, o).cells, p.cells) << c.variant << " " << format_name(f);
      }
    }
  }
}

TEST(FormatTest, SeveralPuzzlesPerFileInEveryFormat) {
  for (Format f : {Format::kLine, Format::kGrid, Format::kRows, Format::kSdk}) {
    std::string text;
    std::vector<Puzzle> ps;
    for (unsigned s = 1; s <= 3; ++s) {
      ps.push_back(random_puzzle("9x9", s));
      text += write_puzzle(ps.back(), f) + "\n";
      if (f == Format::kSdk || f == Format::kRows) text += "\n";
    }
    auto r = read_puzzles(text, "multi.txt");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->items.size(), 3u) << format_name(f);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(r->items[i].puzzle->cells, ps[i].cells);
  }
}

TEST(FormatTest, GridAcceptsTheSpecLayoutWithBlankLinesBetweenBands) {
  std::string grid =
      "0 8 0 0 3 0 0 5 0\n3 0 0 5 0 0 0 0 1\n0 0 5 0 2 0 3 0 0\n\n"
      "0 0 0 4 0 1 0 6 0\n4 0 9 0 0 0 1 0 3\n0 7 0 6 0 3 0 0 0\n\n"
      "0 0 6 0 4 0 7 0 0\n9 0 0 0 0 7 0 0 4\n0 4 0 0 5 0 0 2 0\n";
  auto r = read_puzzles(grid, "tv15.txt");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->format, Format::kGrid);
  EXPECT_EQ(write_puzzle(*r->items[0].puzzle, Format::kLine),
            ".8..3..5.3..5....1..5.2.3.....4.1.6.4.9...1.3.7.6.3.....6.4.7..9....7..4.4..5..2.");
}

TEST(FormatTest, SdkSkipsHeaderLines) {
  std::string sdk = "#A author\n#D a puzzle\n";
  for (int r = 0; r < 9; ++r) sdk += std::string(kTv2).substr(r * 9, 9) + "\n";
  auto r = read_puzzles(sdk, "p.sdk");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->format, Format::kSdk);
  EXPECT_EQ(write_puzzle(*r->items[0].puzzle, Format::kLine)[0], '2');
}

TEST(FormatTest, ErrorsNameFileLineAndProblem) {
  std::string text = std::string(kTv2) + "\n" + std::string(kTv2).substr(0, 80) + "\n" + "55" +
                     std::string(kTv2).substr(2) + "\n" + "x" + std::string(kTv2).substr(1) + "\n";
  auto r = read_puzzles(text, "puzzles.txt");
  ASSERT_TRUE(r);
  ASSERT_EQ(r->items.size(), 4u);
  EXPECT_TRUE(r->items[0].puzzle);
  EXPECT_EQ(r->items[1].error, "puzzles.txt:2: expected 81 cells, found 80");
  EXPECT_EQ(r->items[2].error, "puzzles.txt:3: digit 5 twice in row 1 (r1c1, r1c2)");
  EXPECT_EQ(r->items[3].error, "puzzles.txt:4: unknown symbol 'x' at column 1");
  auto empty = read_puzzles("\n\n", "empty.txt");
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.status().message(), "empty.txt: empty input");
}

TEST(FormatTest, DuplicateInColumnAndBoxIsNamed) {
  std::string s(81, '.');
  s[4 * 9 + 2] = '5';
  s[7 * 9 + 2] = '5';
  auto r = read_puzzles(s, "p.txt");
  EXPECT_EQ(r->items[0].error, "p.txt:1: digit 5 twice in column 3 (r5c3, r8c3)");
  std::string b(81, '.');
  b[0] = '7';
  b[10] = '7';
  EXPECT_EQ(read_puzzles(b, "p.txt")->items[0].error,
            "p.txt:1: digit 7 twice in box 1 (r1c1, r2c2)");
}

TEST(FormatTest, ThirtySixBySixtyRowsFileFromTheSpec) {
  SP_REQUIRE_SHARED("seed004/puzzle_36x36.txt");
  auto r = read_puzzle_file(testing::shared_data("seed004/puzzle_36x36.txt"));
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->format, Format::kRows);
  ASSERT_EQ(r->items.size(), 1u);
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  EXPECT_EQ(r->items[0].puzzle->size(), 36);
  EXPECT_EQ(r->items[0].puzzle->clue_count(), 736);  // spec §9.3
}

TEST(FormatTest, AtomicWriteReplacesWholeFileOrNothing) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("sp_format_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string path = (dir / "out.txt").string();
  ASSERT_TRUE(write_file_atomic(path, "first\n"));
  ASSERT_TRUE(write_file_atomic(path, "second\n"));
  EXPECT_EQ(testing::slurp(path), "second\n");
  Status bad = write_file_atomic((dir / "missing" / "x.txt").string(), "data");
  EXPECT_FALSE(bad);
  EXPECT_NE(bad.message().find("missing/x.txt: cannot write"), std::string::npos) << bad.message();
  int files = 0;
  for (auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
  EXPECT_EQ(files, 1);  // no temp file left behind
  fs::remove_all(dir);
}

// Issue 26: 64x64 and 100x100 have more symbols than the one-character forms can write: such a
// record is an error, never '?' cells; the rows format writes and reads them back.
TEST(FormatTest, GridsOfMoreThan61SymbolsAreWrittenAsRowsOnly) {
  for (const char* name : {"64x64", "100x100"}) {
    Puzzle p = random_puzzle(name, 1);
    for (Format f : {Format::kLine, Format::kSdk}) {
      auto r = write_record(p, f);
      ASSERT_FALSE(r) << name;
      EXPECT_NE(r.status().message().find("use --format rows"), std::string::npos);
    }
    auto rows = write_record(p, Format::kRows);
    ASSERT_TRUE(rows) << rows.status().message();
    EXPECT_EQ(rows->find('?'), std::string::npos);
    EXPECT_EQ(read_one(*rows).cells, p.cells) << name;
  }
}

// A file of blank lines keeps one entry per run of empty lines (issue 26: 30 MB of newlines took
// 861 MB); line numbers stay exact.
TEST(FormatTest, RunsOfBlankLinesCostNothingAndKeepLineNumbers) {
  auto lines = split_lines("\n\n\n\r\nx\n\n\ny\n");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[1].number, 5);
  EXPECT_EQ(lines[1].text, "x");
  EXPECT_EQ(lines[3].number, 8);
  const std::string text = std::string(100000, '\n') + kTv2 + "\nbad\n";
  auto r = read_puzzles(text, "blank.txt");
  ASSERT_TRUE(r);
  ASSERT_EQ(r->items.size(), 2u);
  EXPECT_EQ(r->items[0].line, 100001);
  EXPECT_EQ(r->items[1].error.rfind("blank.txt:100002:", 0), 0u) << r->items[1].error;
}

}  // namespace
}  // namespace sudokupress::core

namespace sudokupress::core {
namespace {

// Issue 28 item 1: a record carries its rules. Every geometry the cell count does not tell is
// written with a variant=NAME field, and the reader gives that record that geometry.
TEST(FormatRulesTest, EveryVariantRoundTripsThroughTheLineFormatWithoutAFlag) {
  for (const char* name : {"x", "windoku", "centre-dot", "asterisk", "girandola", "x-6x6",
                           "windoku-16x16", "butterfly", "flower", "15x15", "3x2"}) {
    SCOPED_TRACE(name);
    auto g = geometry_by_name(name);
    ASSERT_TRUE(g) << g.status().message();
    Puzzle p(*g);
    p.fields = {"id-1", "more"};
    const std::string line = write_puzzle(p, Format::kLine, true);
    const std::string rules = rules_field(**g);
    ASSERT_EQ(rules.rfind("variant=", 0), 0u) << rules;
    EXPECT_NE(line.find("\t" + rules + "\tid-1\tmore"), std::string::npos) << line;
    Puzzle back = read_one(line + "\n");
    EXPECT_EQ(back.geo().name(), (*g)->name());
    EXPECT_EQ(back.geo().houses().size(), (*g)->houses().size());
    EXPECT_EQ(back.geo().grids()[0].box_rows, (*g)->grids()[0].box_rows);
    EXPECT_EQ(back.fields, p.fields);  // the rules field is not metadata
    EXPECT_EQ(write_puzzle(back, Format::kLine, true), line);
  }
}

TEST(FormatRulesTest, GeometriesTheCellsTellGetNoRulesField) {
  for (const char* name : {"9x9", "16x16", "6x6", "samurai", "double", "jigsaw"}) {
    auto g = geometry_by_name(name);
    ASSERT_TRUE(g);
    EXPECT_EQ(rules_field(**g), "") << name;
  }
}

TEST(FormatRulesTest, AnXJigsawCarriesRegionsAndRules) {
  auto g = geometry_by_name("x-jigsaw");
  ASSERT_TRUE(g);
  auto laid = (*g)->with_regions(random_regions(9, 7));
  ASSERT_TRUE(laid) << laid.status().message();
  Puzzle p(std::make_shared<const Geometry>(*laid));
  const std::string line = write_puzzle(p, Format::kLine);
  EXPECT_NE(line.find("\tvariant=x-jigsaw"), std::string::npos) << line;
  Puzzle back = read_one(line + "\n");
  EXPECT_EQ(back.geo().name(), "x-jigsaw");
  EXPECT_EQ(back.geo().regions(), laid->regions());
}

TEST(FormatRulesTest, AnIdFieldNamesTheVariantOfOlderFiles) {
  const std::string cells(81, '.');
  Puzzle p = read_one(cells + "\tsp1_windoku_s3\t17\n");
  EXPECT_EQ(p.geo().name(), "windoku");
  EXPECT_EQ(p.fields.front(), "sp1_windoku_s3");
  // A jigsaw ID or a user composite's ID does not override anything.
  EXPECT_EQ(read_one(cells + "\tsp2_jigsaw_s3\n").geo().name(), "9x9");
  EXPECT_EQ(read_one(cells + "\tspare_x_field\n").geo().name(), "9x9");
}

// Issue 26 ("no record is forged"): metadata the line reader would take for part of the record
// (found by fuzz_writers: a title "variant=x", "cages=...", a regions line, or an ID naming
// another geometry) is written behind a backslash, so the record reads back as the same puzzle.
TEST(FormatRulesTest, MetadataNeverBecomesTheRecordsRules) {
  std::string regions;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) regions += static_cast<char>('1' + (r / 3) * 3 + c / 3);
  for (const char* name : {"9x9", "16x16", "x", "samurai"}) {
    SCOPED_TRACE(name);
    Puzzle p = random_puzzle(name, 3);
    const std::string cells_like = name == std::string("9x9") ? regions : std::string("r");
    p.fields = {"variant=windoku", "cages=AB:3", cells_like, "sp1_windoku_s3",
                "sp1_" + p.geo().name() + "_s1"};
    const std::string line = write_puzzle(p, Format::kLine, true);
    Puzzle back = read_one(line + "\n");
    EXPECT_EQ(back.geo().name(), p.geo().name()) << line;
    EXPECT_FALSE(back.geo().is_jigsaw()) << line;
    EXPECT_FALSE(back.has_constraints()) << line;
    EXPECT_EQ(back.cells, p.cells);
    ASSERT_EQ(back.fields.size(), p.fields.size()) << line;
    EXPECT_EQ(back.fields[0], "\\variant=windoku");
    EXPECT_EQ(back.fields[1], "\\cages=AB:3");
    EXPECT_EQ(back.fields.back(), p.fields.back());            // the record's own ID stays as it is
    EXPECT_EQ(write_puzzle(back, Format::kLine, true), line);  // stable once escaped
  }
}

// Issue 26's second list: `solve --format grid` of a samurai writes its canvas; a solved one
// (digits only, "214936587   735829614") was taken for the rows format ("grid size 2").
TEST(FormatRulesTest, ASolvedCompositeCanvasReadsBackWithoutAFlag) {
  auto g = geometry_by_name("samurai");
  ASSERT_TRUE(g);
  Puzzle p(*g);
  for (int i = 0; i < p.num_cells(); ++i) p.cells[i] = static_cast<uint8_t>(1 + i % 9);
  const std::string text = write_puzzle(p, Format::kGrid);
  auto r = read_puzzles(text, "t.txt");
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->format, Format::kCompositeGrid);
  ASSERT_EQ(r->items.size(), 1u);
  ASSERT_TRUE(r->items[0].puzzle || r->items[0].error.find("twice") != std::string::npos)
      << r->items[0].error;
}

TEST(FormatRulesTest, ContradictionsAndBadNamesAreRecordErrors) {
  const std::string cells(81, '.');
  ReadOptions forced;
  forced.geometry = *geometry_by_name("windoku");
  auto r = read_puzzles(cells + "\tvariant=x\n", "t.txt", forced);
  ASSERT_TRUE(r);
  ASSERT_FALSE(r->items[0].puzzle);
  EXPECT_EQ(r->items[0].error,
            "t.txt:1: the record's variant=x contradicts the variant asked for, "
            "windoku");
  // The same name is fine.
  forced.geometry = *geometry_by_name("x");
  EXPECT_EQ(read_one(cells + "\tvariant=x\n", forced).geo().name(), "x");
  for (const std::string bad : {"\tvariant=\n", "\tvariant=nonsense\n", "\tvariant=16x16\n"}) {
    auto e = read_puzzles(cells + bad, "t.txt");
    ASSERT_TRUE(e);
    ASSERT_EQ(e->items.size(), 1u);
    EXPECT_FALSE(e->items[0].puzzle) << bad;
    EXPECT_EQ(e->items[0].error.rfind("t.txt:1: ", 0), 0u) << e->items[0].error;
  }
}

TEST(FormatRulesTest, MixedRecordsEachKeepTheirOwnGeometry) {
  const std::string cells(81, '.');
  auto r = read_puzzles(cells + "\n" + cells + "\tvariant=x\n" + cells + "\n", "t.txt");
  ASSERT_TRUE(r);
  ASSERT_EQ(r->items.size(), 3u);
  EXPECT_EQ(r->items[0].puzzle->geo().name(), "9x9");
  EXPECT_EQ(r->items[1].puzzle->geo().name(), "x");
  EXPECT_EQ(r->items[2].puzzle->geo().name(), "9x9");
}

}  // namespace
}  // namespace sudokupress::core
