// SPDX-License-Identifier: GPL-3.0-or-later
// CLI tests for generate, transform and dedupe (they run the built binary).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_support.hpp"

namespace {

struct CliRun {
  int code;
  std::string out;
  std::string err;
};

CliRun run(const std::string& args, const std::string& input = "") {
  auto r = sudokupress::testing::run_cli(args, input);
  return {r.exit_code, r.out, r.err};
}

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + name + "_" + std::to_string(::getpid());
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string l;
  while (std::getline(ss, l))
    if (!l.empty()) out.push_back(l);
  return out;
}

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string f;
  while (std::getline(ss, f, '\t')) out.push_back(f);
  return out;
}

TEST(GenerateCliTest, TsvColumnsAndUniqueSolutions) {
  CliRun r = run("generate -n 5 --seed 42 --minimal");
  ASSERT_EQ(r.code, 0) << r.err;
  auto ls = lines(r.out);
  ASSERT_EQ(ls.size(), 5u);
  std::string puzzles;
  for (const auto& l : ls) {
    auto f = fields(l);
    ASSERT_EQ(f.size(), 6u) << l;  // puzzle id clues level grade score
    EXPECT_EQ(f[0].size(), 81u);
    EXPECT_EQ(f[1].rfind("sp1_9x9_m_s", 0), 0u) << f[1];
    int clues = 0;
    for (char c : f[0]) clues += c != '.';
    EXPECT_EQ(std::to_string(clues), f[2]);
    puzzles += f[0] + "\n";
  }
  CliRun c = run("solve --count", puzzles);
  ASSERT_EQ(c.code, 0) << c.err;
  for (const auto& l : lines(c.out)) EXPECT_EQ(fields(l).back(), "1") << l;
}

TEST(GenerateCliTest, IdRegeneratesTheSameLineByteForByte) {
  CliRun r = run("generate -n 3 --seed 7 --symmetry rot90");
  ASSERT_EQ(r.code, 0) << r.err;
  for (const auto& l : lines(r.out)) {
    auto f = fields(l);
    CliRun again = run("generate --id " + f[1]);
    ASSERT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(again.out, l + "\n");
  }
  CliRun bad = run("generate --id nonsense");
  EXPECT_NE(bad.code, 0);
  EXPECT_NE(bad.err.find("bad puzzle ID"), std::string::npos) << bad.err;
}

TEST(GenerateCliTest, MarkVariantsRoundTripThroughSolveAndTheirIds) {
  for (const char* v : {"kropki-6x6", "xv-6x6 --all-marks", "even-odd-6x6"}) {
    CliRun a = run(std::string("generate -n 2 --seed 5 --threads 1 --variant ") + v);
    CliRun b = run(std::string("generate -n 2 --seed 5 --threads 2 --variant ") + v);
    ASSERT_EQ(a.code, 0) << v << ": " << a.err;
    EXPECT_EQ(a.out, b.out) << v;
    std::string puzzles;
    for (const auto& l : lines(a.out)) {
      auto f = fields(l);
      ASSERT_GE(f.size(), 3u) << l;
      EXPECT_EQ(f[1].rfind("marks=", 0), 0u) << l;  // puzzle, marks field, ID, ...
      CliRun again = run("generate --id " + f[2]);
      ASSERT_EQ(again.code, 0) << again.err;
      EXPECT_EQ(again.out, l + "\n");
      puzzles += f[0] + "\t" + f[1] + "\n";
    }
    CliRun c = run("solve --count", puzzles);
    ASSERT_EQ(c.code, 0) << c.err;
    for (const auto& l : lines(c.out)) EXPECT_EQ(fields(l).back(), "1") << l;
  }
  CliRun bad = run("generate --variant even-odd --all-marks");
  EXPECT_NE(bad.code, 0);
  EXPECT_NE(bad.err.find("--all-marks"), std::string::npos) << bad.err;
}

TEST(GenerateCliTest, SameOutputForOneAndTwoThreads) {
  CliRun a = run("generate -n 12 --seed 3 --threads 1 --format line");
  CliRun b = run("generate -n 12 --seed 3 --threads 2 --format line");
  ASSERT_EQ(a.code, 0);
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(lines(a.out).size(), 12u);
}

TEST(GenerateCliTest, BookFormatIsThePuzzlesTxtLine) {
  CliRun r = run("generate -n 2 --seed 0 --book-removal 5,10,0 --some-more --format book");
  ASSERT_EQ(r.code, 0) << r.err;
  for (const auto& l : lines(r.out)) {
    auto f = fields(l);
    ASSERT_EQ(f.size(), 12u) << l;  // puzzle seed clues + 9 digit counts
    EXPECT_EQ(f[0].find('.'), std::string::npos);
    int sum = 0;
    for (int d = 3; d < 12; ++d) sum += std::stoi(f[d]);
    EXPECT_EQ(std::to_string(sum), f[2]);
    EXPECT_LE(std::stoi(f[2]), 41);
  }
}

TEST(GenerateCliTest, BuiltinMaskByName) {
  CliRun r = run("generate --mask smiley --seed 1 --format line");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string smiley =
      "..11111...1.....1.1..1.1..11.......11.......11.1...1.11..111..1.1.....1...11111..";
  ASSERT_EQ(lines(r.out).size(), 1u);
  std::string p = lines(r.out)[0];
  for (int i = 0; i < 81; ++i) EXPECT_EQ(p[i] != '.', smiley[i] == '1') << i;
}

TEST(GenerateCliTest, ImpossibleMaskSaysWhyAndExitsNonZero) {
  std::string path = temp_path("sp_mask_two_rows.txt");
  std::ofstream(path) << "111111111\n111111111\n111111111\n.........\n.........\n111111111\n"
                         "111111111\n111111111\n111111111\n";
  CliRun r = run("generate --mask " + path + " --seed 1");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("rows 3 and 4"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(GenerateCliTest, SixteenBySixteen) {
  CliRun r = run("generate --size 16 --clues 160 --seed 2 --format line");
  ASSERT_EQ(r.code, 0) << r.err;
  ASSERT_EQ(lines(r.out).size(), 1u);
  EXPECT_EQ(lines(r.out)[0].size(), 256u);
}

TEST(GenerateCliTest, UsageErrors) {
  EXPECT_EQ(run("generate --symmetry spiral").code, 64);
  EXPECT_EQ(run("generate --format xml").code, 64);
  EXPECT_EQ(run("generate --mask no-such-mask").code, 64);
  EXPECT_EQ(run("generate --mask heart --symmetry rot180").code, 64);
}

TEST(GenerateCliTest, TransformAndDedupe) {
  CliRun g = run("generate -n 4 --seed 11 --format line");
  ASSERT_EQ(g.code, 0);
  CliRun t = run("transform --op rot90 --op shift:3 --op swap-bands:0,2", g.out);
  ASSERT_EQ(t.code, 0) << t.err;
  EXPECT_EQ(lines(t.out).size(), 4u);
  EXPECT_NE(t.out, g.out);
  // The originals plus their transforms: 4 distinct classes.
  CliRun d = run("dedupe --report", g.out + t.out);
  ASSERT_EQ(d.code, 0) << d.err;
  EXPECT_EQ(d.out, g.out);
  EXPECT_NE(d.err.find("8 puzzles, 4 distinct, 4 duplicates"), std::string::npos) << d.err;
  CliRun bad = run("transform --op swap-rows:0,5", g.out);
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("<stdin>:1:"), std::string::npos) << bad.err;
}

TEST(GenerateCliTest, DistinctBatch) {
  CliRun r = run("generate -n 20 --seed 1 --distinct --format line --size 4");
  ASSERT_EQ(r.code, 0) << r.err;
  auto ls = lines(r.out);
  ASSERT_EQ(ls.size(), 20u);
  CliRun d = run("dedupe --canonical", r.out);
  EXPECT_EQ(lines(d.out).size(), 20u);
}

}  // namespace

namespace {

TEST(GenerateCliTest, GradeTargetsAreMetAndReported) {
  // The one scale: the human ladder (Nightmare: tests/generate and the levels bench).
  for (std::string grade : {"Easy", "Medium", "Hard", "Tough", "Fiendish", "Diabolical"}) {
    CliRun r = run("generate -n 3 --seed 5 --minimal --grade " + grade);
    ASSERT_EQ(r.code, 0) << grade << ": " << r.err;
    auto ls = lines(r.out);
    ASSERT_EQ(ls.size(), 3u);
    std::string puzzles;
    for (const auto& l : ls) {
      auto f = fields(l);
      EXPECT_EQ(f[4], grade) << l;
      puzzles += f[0] + "\n";
    }
    // The grade command agrees (columns: puzzle level grade score codes er), and the ID says
    // the ladder.
    CliRun g = run("grade", puzzles);
    ASSERT_EQ(g.code, 0) << g.err;
    for (const auto& l : lines(g.out)) EXPECT_EQ(fields(l)[2], grade) << l;
    EXPECT_NE(fields(ls[0])[1].find("_g" + grade + "_thuman_"), std::string::npos) << ls[0];
  }
  // The book's ladder, by name, never silently: its grades re-grade on the book profile.
  CliRun b = run("generate -n 2 --seed 5 --profile book --grade Diabolical");
  ASSERT_EQ(b.code, 0) << b.err;
  std::string puzzles;
  for (const auto& l : lines(b.out)) {
    EXPECT_EQ(fields(l)[4], "Diabolical") << l;
    EXPECT_NE(fields(l)[1].find("_gDiabolical_tbook_"), std::string::npos) << l;
    puzzles += fields(l)[0] + "\n";
  }
  for (const auto& l : lines(run("grade --profile book", puzzles).out))
    EXPECT_EQ(fields(l)[2], "Diabolical") << l;
  // A grade of one ladder is not a grade of the other.
  EXPECT_EQ(run("generate --grade Nightmare --profile book").code, 64);
  EXPECT_EQ(run("generate --grade Tough --profile full").code, 64);
}

TEST(GenerateCliTest, IdsMadeBeforeTheOneScaleRebuildTheirPuzzles) {
  // A target without a ladder token is the full profile's (the generator's ladder before issue
  // 25): the ID still gives its puzzle, graded on that ladder.
  CliRun r = run("generate --id sp1_9x9_gDiabolical_s90817");
  ASSERT_EQ(r.code, 0) << r.err;
  auto f = fields(lines(r.out)[0]);
  EXPECT_EQ(f[1], "sp1_9x9_gDiabolical_s90817");
  EXPECT_EQ(f[4], "Diabolical");
  CliRun g = run("grade --profile full", f[0] + "\n");
  EXPECT_EQ(fields(lines(g.out)[0])[2], "Diabolical") << g.out;
  EXPECT_EQ(run("generate --id sp1_9x9_gDiabolical_tfull_s1").code, 64);  // full is implied
  EXPECT_EQ(run("generate --id sp1_9x9_thuman_s1").code, 64);             // a ladder needs a target
}

TEST(GenerateCliTest, LevelScoreAndRequiredStrategy) {
  // Human scores are on SE's scale (about 100 x ER): level 1 (Medium) at 250..300.
  CliRun r = run("generate -n 3 --seed 9 --level 1 --score 250..300");
  ASSERT_EQ(r.code, 0) << r.err;
  for (const auto& l : lines(r.out)) {
    auto f = fields(l);
    EXPECT_EQ(f[3], "1");
    double score = std::stod(f[5]);
    EXPECT_GE(score, 250);
    EXPECT_LE(score, 300);
    EXPECT_NE(f[1].find("_l1-1_r250..300_thuman_"), std::string::npos) << f[1];
  }
  CliRun q = run("generate -n 2 --seed 9 --require XY-chain --format json");
  ASSERT_EQ(q.code, 0) << q.err;
  for (const auto& l : lines(q.out)) EXPECT_NE(l.find("\"XY-chain\""), std::string::npos) << l;
  CliRun again = run("generate --id " + fields(lines(r.out)[0])[1]);
  EXPECT_EQ(again.out, lines(r.out)[0] + "\n");
  // Contradictions and unknown names are usage errors.
  EXPECT_EQ(run("generate --grade Easy --require naked-pair").code, 64);
  EXPECT_EQ(run("generate --grade Trivial").code, 64);
  EXPECT_EQ(run("generate --require teleport").code, 64);
}

}  // namespace

TEST(GenerateCliTest, ErTargetsSudokuExplainersRatingAndItsIdRegenerates) {
  CliRun r = run("generate -n 1 --seed 5 --er 6.0..7.5 --format json");
  ASSERT_EQ(r.code, 0) << r.err;
  auto at = r.out.find("\"er\":");
  ASSERT_NE(at, std::string::npos) << r.out;
  double er = std::stod(r.out.substr(at + 5));
  EXPECT_GE(er, 6.0);
  EXPECT_LE(er, 7.5);
  EXPECT_NE(r.out.find("_e6..7.5_thuman_s5"), std::string::npos) << r.out;
  CliRun again = run("generate --format json --id sp1_9x9_e6..7.5_thuman_s5");
  EXPECT_EQ(again.out, r.out);
  EXPECT_EQ(run("generate -n 1 --er 9..1").code, 64);  // reversed: refused up front
  EXPECT_NE(run("generate -n 1 --er 6..7 --size 4").code, 0);
}
