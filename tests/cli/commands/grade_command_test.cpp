// SPDX-License-Identifier: GPL-3.0-or-later
// CLI tests for `sudokupress grade`, `stats` and `solve --explain`.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct CliRun {
  int status;
  std::string out;
};

CliRun run(const std::string& args, const std::string& input) {
  // One file per call and process: ctest runs tests of this binary in parallel.
  static int counter = 0;
  std::string in_path = ::testing::TempDir() + "grade_cli_input_" + std::to_string(getpid()) + "_" +
                        std::to_string(counter++) + ".txt";
  {
    std::ofstream f(in_path);
    f << input;
  }
  std::string cmd = std::string(SP_CLI_PATH) + " " + args + " < " + in_path + " 2>/dev/null";
  CliRun r{0, ""};
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::remove(in_path.c_str());
  return r;
}

constexpr const char* kTv2 =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";
constexpr const char* kTv7 =
    "000003005012805400000204008600500080500908002070000000960100300000000500100307000";

TEST(GradeCommandTest, BookFormatReproducesTheBooksLineForTv2) {
  CliRun r = run("grade --profile book --format book", std::string(kTv2) + "\t116\t29\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out,
            "2...8..1...19.2...45..61.2...4....89.6..7....71.....6..4.1.7..8.....95...7..2..34"
            "\t116\t29\tconsistent\t81\t4\t0\t10\t12\t31\n");
}

TEST(GradeCommandTest, TsvColumnsInInputOrderWithThreads) {
  std::string input;
  for (int i = 0; i < 50; ++i) input += std::string(i % 2 ? kTv2 : kTv7) + "\n";
  CliRun r = run("grade --profile full --threads 2", input);
  ASSERT_EQ(r.status, 0);
  // The sixth column is Sudoku Explainer's ER (serate 2025.10.8: TV-2 7.1, TV-7 2.0).
  std::string two = "\t3\tFiendish\t3708\t0 10 12 31\t7.1\n";
  std::string seven = "\t1\tMedium\t1328\t0 10 10 10 0\t2.0\n";
  size_t pos = 0;
  for (int i = 0; i < 50; ++i) {
    size_t tab = r.out.find('\t', pos);
    size_t nl = r.out.find('\n', pos);
    ASSERT_NE(nl, std::string::npos);
    EXPECT_EQ(r.out.substr(tab, nl + 1 - tab), i % 2 ? two : seven) << i;
    pos = nl + 1;
  }
}

TEST(GradeCommandTest, HumanProfileIsTheDefaultAndHodokuLevelsAnOption) {
  CliRun r = run("grade", std::string(kTv2) + "\n");
  ASSERT_EQ(r.status, 0);
  // TV-2 needs a W-wing and more: level 4 Fiendish of the human ladder.
  EXPECT_NE(r.out.find("\t4\tFiendish\t"), std::string::npos) << r.out;
  CliRun h = run("grade --levels hodoku", std::string(kTv2) + "\n" + kTv7 + "\n");
  ASSERT_EQ(h.status, 0);
  EXPECT_NE(h.out.find("\t3\tUnfair\t"), std::string::npos) << h.out;
  EXPECT_NE(h.out.find("\t1\tMedium\t"), std::string::npos) << h.out;
  // HoDoKu 2.4.3 grades TV-2 Unfair (1428): our reckoning of its score is in the JSON.
  CliRun j = run("grade --levels hodoku --format json", std::string(kTv2) + "\n");
  ASSERT_EQ(j.status, 0);
  EXPECT_NE(j.out.find("\"level\":3,\"grade\":\"Unfair\""), std::string::npos) << j.out;
  EXPECT_NE(j.out.find("\"hodoku_score\":"), std::string::npos) << j.out;
  CliRun bad = run("grade --levels nope", std::string(kTv7) + "\n");
  EXPECT_EQ(bad.status, 64);
}

TEST(GradeCommandTest, JsonFormat) {
  CliRun r = run("grade --profile full --format json", std::string(kTv7) + "\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\"level\":1,\"grade\":\"Medium\",\"score\":1328,\"codes\":[0,10,10,10,0]"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("hodoku_score"), std::string::npos) << r.out;  // only with --levels hodoku
}

TEST(GradeCommandTest, BadRecordIsReportedAndSkipped) {
  CliRun r = run("grade", std::string(kTv7) + "\n12345\n" + kTv2 + "\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 2);
}

TEST(GradeCommandTest, UnknownProfileIsAUsageError) {
  EXPECT_EQ(run("grade --profile nope", std::string(kTv7) + "\n").status, 64);
  EXPECT_EQ(run("grade --format nope", std::string(kTv7) + "\n").status, 64);
}

// --no-er skips SE's rating: the er column (json: er, ep, ed) is '-' (null), every other byte as
// without it. --profile se, whose score is the rating, refuses it.
TEST(GradeCommandTest, NoErSkipsOnlyTheSeRating) {
  const std::string input = std::string(kTv2) + "\n" + kTv7 + "\n";
  CliRun with = run("grade", input), without = run("grade --no-er", input);
  ASSERT_EQ(with.status, 0);
  ASSERT_EQ(without.status, 0);
  std::string expected = with.out;
  for (const char* er : {"\t7.1\n", "\t2.0\n"}) {
    const size_t at = expected.find(er);
    ASSERT_NE(at, std::string::npos) << with.out;
    expected.replace(at, 5, "\t-\n");
  }
  EXPECT_EQ(without.out, expected);
  CliRun j = run("grade --format json --no-er", std::string(kTv2) + "\n");
  ASSERT_EQ(j.status, 0);
  EXPECT_NE(j.out.find("\"er\":null,\"ep\":null,\"ed\":null"), std::string::npos) << j.out;
  CliRun jer = run("grade --format json", std::string(kTv2) + "\n");
  EXPECT_NE(jer.out.find("\"er\":7.1,"), std::string::npos) << jer.out;
  EXPECT_EQ(run("grade --format book --no-er", input).out, run("grade --format book", input).out);
  EXPECT_EQ(run("grade --profile se --no-er", input).status, 64);
}
TEST(StatsCommandTest, CountsStrategiesFromGradeOutputAndPuzzles) {
  CliRun graded = run("grade --profile book --format book", std::string(kTv2) + "\n" + kTv7 + "\n");
  CliRun stats = run("stats --profile book", graded.out);
  EXPECT_EQ(stats.status, 0);
  EXPECT_NE(stats.out.find("puzzles\t2\n"), std::string::npos) << stats.out;
  EXPECT_NE(stats.out.find("10\tnaked-pair\t4\t"), std::string::npos) << stats.out;
  EXPECT_NE(stats.out.find("31\tXY-chain\t1\t"), std::string::npos) << stats.out;
  CliRun direct = run("stats --profile book", std::string(kTv2) + "\n" + kTv7 + "\n");
  // Book lines are completed by grading their puzzles: the same report, SE sections included.
  EXPECT_EQ(direct.out, stats.out);
  CliRun json = run("grade --profile book --format json", std::string(kTv2) + "\n" + kTv7 + "\n");
  CliRun from_json = run("stats --profile book", json.out);
  EXPECT_EQ(direct.out, from_json.out);
  EXPECT_NE(direct.out.find("3\tFiendish\t1\t7.10\t7.1\t7.1\n"), std::string::npos) << direct.out;
}

// One report whatever the input's form: puzzles, and grade's tsv, json and book output of them
// (the default, human, ladder), chart included.
TEST(StatsCommandTest, PuzzlesAndEveryFormOfGradeOutputGiveOneReport) {
  const std::string puzzles = std::string(kTv2) + "\n" + kTv7 + "\n" +
                              "000076200706001040482000706070013650560020008038060020005000461600"
                              "100805007640000\n";
  CliRun direct = run("stats", puzzles);
  ASSERT_EQ(direct.status, 0);
  for (const char* format : {"tsv", "json", "book"}) {
    CliRun graded = run(std::string("grade --format ") + format, puzzles);
    ASSERT_EQ(graded.status, 0);
    CliRun from = run("stats", graded.out);
    EXPECT_EQ(from.status, 0) << format;
    EXPECT_EQ(from.out, direct.out) << format;
  }
  // The per-level counts are the input's: grade's own levels.
  CliRun tsv = run("grade", puzzles);
  std::map<std::string, int> per_grade;
  std::istringstream lines(tsv.out);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string puzzle, level, grade;
    ASSERT_TRUE(std::getline(fields, puzzle, '\t') && std::getline(fields, level, '\t') &&
                std::getline(fields, grade, '\t'));
    ++per_grade[level + "\t" + grade];
  }
  for (const auto& [level_grade, count] : per_grade)
    EXPECT_NE(direct.out.find("\n" + level_grade + "\t" + std::to_string(count) + "\t"),
              std::string::npos)
        << level_grade << "\n"
        << direct.out;
}

// The chart draws the text's numbers: every strategy row of the text report is a bar whose value
// label is its count, and every level row a bar "L Grade" with its count (SVG text, in order).
TEST(StatsCommandTest, TheChartDrawsTheTextsNumbers) {
  const std::string puzzles = std::string(kTv2) + "\n" + kTv7 + "\n";
  const std::string svg = ::testing::TempDir() + "stats_chart_" + std::to_string(getpid()) + ".svg";
  CliRun text = run("stats --chart " + svg, puzzles);
  ASSERT_EQ(text.status, 0);
  std::vector<std::string> labels;  // every <text> of the SVG, in order
  {
    std::ifstream f(svg);
    std::string doc((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    for (size_t at = doc.find("<text"); at != std::string::npos; at = doc.find("<text", at + 1)) {
      const size_t open = doc.find('>', at) + 1;
      labels.push_back(doc.substr(open, doc.find("</text>", open) - open));
    }
  }
  std::remove(svg.c_str());
  auto value_after = [&](const std::string& label) -> std::string {
    auto it = std::find(labels.begin(), labels.end(), label);
    return it == labels.end() || it + 1 == labels.end() ? "(no bar " + label + ")" : *(it + 1);
  };
  auto value_before = [&](const std::string& label) -> std::string {  // vertical bars
    auto it = std::find(labels.begin(), labels.end(), label);
    return it == labels.end() || it == labels.begin() ? "(no bar " + label + ")" : *(it - 1);
  };
  std::istringstream lines(text.out);
  std::string line, section;
  int checked = 0;
  while (std::getline(lines, line)) {
    if (line.rfind("# ", 0) == 0) section = line;
    std::istringstream fields(line);
    std::string a, b, c;
    if (!std::getline(fields, a, '\t') || !std::getline(fields, b, '\t') ||
        !std::getline(fields, c, '\t') || a.empty() || !std::isdigit(a[0]))
      continue;
    if (section.find("Strategy usage") != std::string::npos) {
      const std::string label = b + " (" + a + ")";
      const std::string drawn = value_after(label);
      // A bar's value label is its count (zero bars may carry no label).
      if (c != "0") {
        EXPECT_EQ(drawn, c) << label;
        ++checked;
      }
    } else if (section.find("highest level") != std::string::npos) {
      EXPECT_EQ(value_before(a + " " + b), c) << line;
      ++checked;
    }
  }
  EXPECT_GT(checked, 5);
}

TEST(StatsCommandTest, DigitFacts) {
  // TV-8: digit 6 complete, digit 9 absent.
  CliRun r =
      run("stats",
          "000076200706001040482000706070013650560020008038060020005000461600100805007640000\n");
  EXPECT_NE(r.out.find("a digit absent\t1\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a digit complete\t1\n"), std::string::npos);
  EXPECT_NE(r.out.find("a digit absent and a digit complete\t1\n"), std::string::npos);
}

TEST(SolveExplainTest, TextAndJson) {
  CliRun t = run("solve --explain --profile book", std::string(kTv2) + "\n");
  EXPECT_EQ(t.status, 0);
  EXPECT_NE(t.out.find("naked pair {3,5} in row 7 at r7c15: removes 3 and 5 from r7c3"),
            std::string::npos)
      << t.out;
  EXPECT_NE(t.out.find("# solved: level 3 (Fiendish), score 3708, codes 0 10 12 31"),
            std::string::npos);
  // The default profile is the human one (as grade's).
  CliRun h = run("solve --explain", std::string(kTv2) + "\n");
  EXPECT_EQ(h.status, 0);
  EXPECT_NE(h.out.find("# solved: level 4 (Fiendish), score 668, codes 0 12 10 55 55 51 20 24 0 13 "
                       "50 65"),
            std::string::npos)
      << h.out;
  EXPECT_NE(h.out.find("WXYZ-wing on 2"), std::string::npos);
  CliRun j = run("solve --explain=json --profile full", std::string(kTv2) + "\n");
  EXPECT_EQ(j.status, 0);
  EXPECT_NE(j.out.find("{\"puzzle\":1,\"step\":1,\"code\":-1,\"strategy\":\"cleanup\""),
            std::string::npos)
      << j.out;
  EXPECT_NE(j.out.find("\"strategy\":\"XY-chain\""), std::string::npos);
  EXPECT_NE(j.out.find("\"result\":\"297583416"), std::string::npos);
}

}  // namespace
