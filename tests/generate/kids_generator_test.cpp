// SPDX-License-Identifier: GPL-3.0-or-later
// Children's puzzles: --all-symbols, the kids ladder (first-steps, easy, tricky) and Word Sudoku,
// with their IDs.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/format.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"
#include "generate/word.hpp"
#include "grade/grade.hpp"
#include "solve/exact.hpp"

namespace sudokupress::generate {
namespace {

core::GeometryPtr geo(const std::string& name) { return *core::geometry_by_name(name); }

std::vector<Generated> batch(const GenerateOptions& o, int n, uint64_t seed) {
  std::vector<Generated> out;
  BatchOptions b;
  b.count = n;
  b.seed = seed;
  b.threads = 2;
  b.on_puzzle = [&](const Generated& g) { out.push_back(g); };
  auto r = generate_batch(o, b);
  EXPECT_TRUE(r) << r.status().message();
  return out;
}

int missing_symbols(const core::Puzzle& p) {
  std::vector<bool> seen(p.size() + 1, false);
  for (uint8_t v : p.cells) seen[v] = true;
  int missing = 0;
  for (int v = 1; v <= p.size(); ++v) missing += !seen[v];
  return missing;
}

int count_of(const core::Puzzle& p, uint8_t v) {
  return static_cast<int>(std::count(p.cells.begin(), p.cells.end(), v));
}

// 200 minimal puzzles per size with --all-symbols: every symbol is among the clues, each puzzle
// is unique, and it is minimal among such puzzles (every clue is needed for uniqueness or is the
// last clue of its symbol). Without the option the property fails often on small grids, so the
// test measures something.
TEST(AllSymbolsTest, TwoHundredPuzzlesPerSizeShowEverySymbolAndStayMinimal) {
  for (const std::string name : {"4x4", "6x6", "9x9"}) {
    GenerateOptions o;
    o.geometry = geo(name);
    o.minimal = true;
    o.all_symbols = true;
    const auto puzzles = batch(o, 200, 1);
    ASSERT_EQ(puzzles.size(), 200u) << name;
    auto solver = solve::make_solver(*o.geometry);
    for (const Generated& g : puzzles) {
      const std::string line = core::write_puzzle(g.puzzle, core::Format::kLine);
      EXPECT_EQ(missing_symbols(g.puzzle), 0) << name << " " << line;
      EXPECT_TRUE(is_unique(g.puzzle)) << line;
      core::Puzzle w = g.puzzle;
      for (int c = 0; c < w.num_cells(); ++c) {
        if (!w.cells[c]) continue;
        const uint8_t v = w.cells[c];
        if (count_of(w, v) == 1) continue;  // the last of its symbol stays by definition
        w.cells[c] = 0;
        EXPECT_NE(solver->count(w, 2).count, 1) << name << " clue " << c << " removable: " << line;
        w.cells[c] = v;
      }
      EXPECT_NE(g.id.find("_a_"), std::string::npos) << g.id;
    }
  }
  GenerateOptions plain;
  plain.geometry = geo("4x4");
  plain.minimal = true;
  int without = 0;
  for (const Generated& g : batch(plain, 200, 1)) without += missing_symbols(g.puzzle) > 0;
  EXPECT_GT(without, 20) << "plain 4x4 minimal puzzles nearly always show every symbol?";
}

TEST(AllSymbolsTest, WorksWithSymmetryExactCluesAndMasks) {
  GenerateOptions o;
  o.geometry = geo("6x6");
  o.all_symbols = true;
  o.symmetry = core::Symmetry::kRot180;
  for (const Generated& g : batch(o, 30, 7)) EXPECT_EQ(missing_symbols(g.puzzle), 0);
  GenerateOptions exact;
  exact.geometry = geo("4x4");
  exact.all_symbols = true;
  exact.clues = 6;
  for (const Generated& g : batch(exact, 30, 3)) {
    EXPECT_EQ(g.puzzle.clue_count(), 6);
    EXPECT_EQ(missing_symbols(g.puzzle), 0);
  }
}

grade::GradeResult graded(const core::Puzzle& p) { return grade::grade(p); }

bool has_code(const grade::GradeResult& r, int code) {
  return std::find(r.codes.begin(), r.codes.end(), code) != r.codes.end();
}

// The ladder by technique, checked with the grader itself (not the generator's GradeInfo):
// first steps = last squares alone solve it (so naked singles only: level 0, no strategy
// recorded); easy = last squares are not enough, nothing above level 0; tricky = a naked or
// hidden pair, nothing above level 1.
TEST(KidsLevelTest, LadderHoldsForFourSixAndNine) {
  for (const std::string name : {"4x4", "6x6", "9x9"}) {
    for (KidsLevel k : {KidsLevel::kFirstSteps, KidsLevel::kEasy, KidsLevel::kTricky}) {
      if (k == KidsLevel::kTricky && name == "4x4") continue;  // see TrickyFourByFour below
      GenerateOptions o;
      o.geometry = geo(name);
      o.all_symbols = true;
      o.target.kids = k;
      ASSERT_TRUE(attach_grader(o)) << name;
      const auto puzzles = batch(o, 20, 5);
      ASSERT_EQ(puzzles.size(), 20u) << name << " " << kids_level_name(k);
      for (const Generated& g : puzzles) {
        const auto r = graded(g.puzzle);
        const std::string line = core::write_puzzle(g.puzzle, core::Format::kLine);
        EXPECT_TRUE(r.solved) << line;
        EXPECT_EQ(missing_symbols(g.puzzle), 0) << line;
        switch (k) {
          case KidsLevel::kFirstSteps:
            EXPECT_EQ(r.level, 0) << line;
            EXPECT_TRUE(r.codes.empty()) << line;
            EXPECT_TRUE(solved_by_last_squares(g.puzzle)) << line;
            break;
          case KidsLevel::kEasy:
            EXPECT_EQ(r.level, 0) << line;
            EXPECT_FALSE(solved_by_last_squares(g.puzzle)) << line;
            break;
          case KidsLevel::kTricky:
            EXPECT_EQ(r.level, 1) << line;
            EXPECT_TRUE(has_code(r, 10) || has_code(r, 11)) << line;
            break;
          case KidsLevel::kNone:
            break;
        }
        auto d = decode_id(g.id);
        ASSERT_TRUE(d) << g.id;
        EXPECT_EQ(d->options.target.kids, k);
      }
    }
  }
}

// A 4x4 never needs a pair (singles solve every one: measured on 3000 minimal puzzles), so
// tricky is refused up front instead of running out of attempts.
TEST(KidsLevelTest, TrickyNeedsSixBySixAndEveryFourByFourFallsToSingles) {
  GenerateOptions o;
  o.geometry = geo("4x4");
  o.target.kids = KidsLevel::kTricky;
  ASSERT_TRUE(attach_grader(o));
  auto st = validate(o);
  ASSERT_FALSE(st);
  EXPECT_NE(st.message().find("6x6"), std::string::npos) << st.message();
  GenerateOptions plain;
  plain.geometry = geo("4x4");
  plain.minimal = true;
  for (const Generated& g : batch(plain, 300, 1)) EXPECT_EQ(graded(g.puzzle).level, 0);
}

TEST(KidsLevelTest, LastSquares) {
  // Row 0 misses one value, then column 0, then ...: a chain of last squares.
  EXPECT_TRUE(
      solved_by_last_squares(*core::read_puzzles("123.341221434321\n", "t")->items[0].puzzle));
  EXPECT_FALSE(
      solved_by_last_squares(*core::read_puzzles("1...............\n", "t")->items[0].puzzle));
}

TEST(KidsLevelTest, NamesParseAndConflictsAreErrors) {
  EXPECT_EQ(*parse_kids_level("first-steps"), KidsLevel::kFirstSteps);
  EXPECT_EQ(*parse_kids_level("tricky"), KidsLevel::kTricky);
  EXPECT_FALSE(parse_kids_level("Easy"));
  GenerateOptions o;
  o.target.kids = KidsLevel::kEasy;
  o.target.grade = "Hard";
  EXPECT_FALSE(attach_grader(o));
}

std::string line_text(const std::vector<int>& line, const std::vector<uint8_t>& solution,
                      const std::string& letters) {
  std::string s;
  for (int c : line) s += letters[solution[c] - 1];
  return s;
}

// Word Sudoku on 4x4, 6x6 and 9x9: the chosen line of the solution spells the word (symbols =
// the word's letters in alphabetical order), the puzzle stays unique and the ID regenerates it.
TEST(WordSudokuTest, LineSpellsTheWordOnEverySize) {
  struct Case {
    std::string size, word, line;
  } cases[] = {{"4x4", "FROG", "row:1"},        {"4x4", "PLAY", "diagonal"},
               {"6x6", "PLANET", "row:1"},      {"6x6", "GARDEN", "col:4"},
               {"9x9", "SUBMARINE", "row:1"},   {"9x9", "SUBMARINE", "row:9"},
               {"9x9", "FLOWCHART", "diagonal"}};
  for (const Case& c : cases) {
    GenerateOptions o;
    o.geometry = geo(c.size);
    o.word = c.word;
    o.word_line = c.line;
    o.all_symbols = true;
    ASSERT_TRUE(validate(o)) << c.word;
    const auto line = *word_line_cells(c.line, *o.geometry);
    const std::string letters = word_letters(c.word);
    for (const Generated& g : batch(o, 5, 40)) {
      EXPECT_EQ(line_text(line, g.solution, letters), c.word) << c.size << " " << c.line;
      EXPECT_TRUE(is_unique(g.puzzle));
      EXPECT_TRUE(core::is_solution_of(g.puzzle, core::Puzzle(g.puzzle.geometry, g.solution)));
      EXPECT_EQ(missing_symbols(g.puzzle), 0);
      auto d = decode_id(g.id);
      ASSERT_TRUE(d) << g.id;
      EXPECT_EQ(d->options.word, c.word);
      EXPECT_EQ(d->options.word_line, c.line);
      auto again = generate_one(d->options, d->seed);
      ASSERT_TRUE(again) << g.id;
      EXPECT_EQ(again->puzzle.cells, g.puzzle.cells) << g.id;
      EXPECT_EQ(again->id, g.id);
    }
  }
}

TEST(WordSudokuTest, BadWordsAndLinesAreClearErrors) {
  const auto g4 = geo("4x4");
  EXPECT_EQ(*normalize_word("frog", *g4), "FROG");
  auto repeated = normalize_word("TOOT", *g4);
  ASSERT_FALSE(repeated);
  EXPECT_NE(repeated.status().message().find("repeats O"), std::string::npos);
  auto length = normalize_word("FROGS", *g4);
  ASSERT_FALSE(length);
  EXPECT_NE(length.status().message().find("needs 4 different letters"), std::string::npos);
  EXPECT_FALSE(normalize_word("FR0G", *g4));
  EXPECT_FALSE(word_line_cells("row:5", *g4));
  EXPECT_FALSE(word_line_cells("col:0", *g4));
  EXPECT_FALSE(word_line_cells("anti", *g4));
  EXPECT_EQ(word_line_cells("col:2", *g4)->at(3), g4->cell_at(3, 1));
  EXPECT_FALSE(normalize_word("SUBMARINE", *geo("samurai")));
  EXPECT_EQ(word_letters("PLAY"), "ALPY");
}

TEST(PuzzleIdTest, NewTokensRoundTrip) {
  GenerateOptions o;
  o.geometry = geo("6x6");
  o.all_symbols = true;
  o.word = "GARDEN";
  o.word_line = "col:3";
  o.target.kids = KidsLevel::kEasy;
  const std::string id = encode_id(o, 99);
  EXPECT_EQ(id, "sp1_6x6_a_wGARDEN@c3_deasy_s99");
  auto d = decode_id(id);
  ASSERT_TRUE(d);
  EXPECT_TRUE(d->options.all_symbols);
  EXPECT_EQ(d->options.word, "GARDEN");
  EXPECT_EQ(d->options.word_line, "col:3");
  EXPECT_EQ(d->options.target.kids, KidsLevel::kEasy);
  EXPECT_FALSE(decode_id("sp1_4x4_wTOOT_s1"));
  EXPECT_FALSE(decode_id("sp1_4x4_dhard_s1"));
  EXPECT_FALSE(decode_id("sp1_4x4_a7_s1"));
}

}  // namespace
}  // namespace sudokupress::generate
