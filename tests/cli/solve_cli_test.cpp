// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include <algorithm>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

const std::string kTv2 =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";
const std::string kTv2Solution =
    "297583416631942857458761923524316789869275341713894265342157698186439572975628134";

TEST(SolveCliTest, PrintsSolutionInTheInputFormatKeepingFields) {
  auto r = run_cli("solve", kTv2 + "\t116\t29\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kTv2Solution + "\t116\t29\n");
  EXPECT_EQ(r.err, "");
}

TEST(SolveCliTest, CountPrintsPuzzleTabCountWithLimitMarker) {
  std::string empty(81, '.');
  auto r = run_cli("solve --count --limit 3 -", kTv2 + "\n" + empty + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::string dots = kTv2;
  for (char& c : dots)
    if (c == '0') c = '.';
  EXPECT_EQ(r.out, dots + "\t1\n" + empty + "\t3+\n");
  auto d = run_cli("solve --count", empty + "\n");
  EXPECT_EQ(d.out, empty + "\t2+\n");  // default limit 2
}

// An interrupted run keeps every record finished before the interruption: the records are
// written in blocks, but never held back longer than a tenth of a second, so the easy puzzle's
// count is out while the empty grid's count to a billion is still running.
TEST(SolveCliTest, InterruptedRunKeepsFinishedRecords) {
  if (!have_tool("timeout")) GTEST_SKIP() << "no timeout(1)";
  const std::string empty(81, '.');
  int rc = 0;
  const std::string out =
      capture("printf '%s\\n%s\\n' " + kTv2 + " " + empty + " | timeout -s INT 3 " +
                  shell_quote(SP_CLI_PATH) + " solve --count --limit 1000000000 - 2>/dev/null",
              &rc);
  EXPECT_EQ(rc, 124);  // timeout's status: the count was still running
  std::string dots = kTv2;
  std::replace(dots.begin(), dots.end(), '0', '.');
  EXPECT_EQ(out, dots + "\t1\n");
}

TEST(SolveCliTest, CountsZeroForContradictoryButWellFormedPuzzle) {
  // r0c8 must be 9 (row 0 holds 1..8) but r1c8 is 9: no duplicate, no solution.
  std::string p = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  auto r = run_cli("solve --count", p + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, p + "\t0\n");
}

TEST(SolveCliTest, BadLineIsReportedAndSkippedWithExitTwo) {
  std::string input = kTv2 + "\n" + kTv2.substr(0, 80) + "\n" + kTv2 + "\n";
  auto r = run_cli("solve", input);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, kTv2Solution + "\n" + kTv2Solution + "\n");
  EXPECT_EQ(r.err, "<stdin>:2: expected 81 cells, found 80\n");
}

TEST(SolveCliTest, StrictStopsAtTheFirstBadRecord) {
  std::string input = kTv2 + "\n" + "55" + kTv2.substr(2) + "\n" + kTv2 + "\n";
  auto r = run_cli("solve --strict", input);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, kTv2Solution + "\n");
  EXPECT_EQ(r.err, "<stdin>:2: digit 5 twice in row 1 (r1c1, r1c2)\n");
}

// Plain 81-symbol lines take the classic fast path (core/classic_lines.hpp); a comment line
// at the end sends the same records through the general reader. Both give the same bytes.
TEST(SolveCliTest, ClassicFastPathMatchesTheGeneralReader) {
  std::string dots = kTv2;
  for (char& c : dots)
    if (c == '0') c = '.';
  const std::string no_solution = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  const std::string clash = "55" + kTv2.substr(2);
  const std::string plain = kTv2 + "\n" + dots + "\n" + clash + "\n" + no_solution + "\n" +
                            std::string(81, '.') + "\n" + kTv2;
  for (const char* args : {"solve --count", "solve --count --limit 5", "solve", "solve --strict",
                           "solve --format grid"}) {
    auto fast = run_cli(args, plain);
    auto general = run_cli(args, plain + "\n# the end\n");
    EXPECT_EQ(fast.exit_code, general.exit_code) << args;
    EXPECT_EQ(fast.out, general.out) << args;
    EXPECT_EQ(fast.err, general.err) << args;
    EXPECT_FALSE(fast.out.empty()) << args;
  }
  auto r = run_cli("solve --count", plain);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, dots + "\t1\n" + dots + "\t1\n" + no_solution + "\t0\n" + std::string(81, '.') +
                       "\t2+\n" + dots + "\t1\n");
  EXPECT_EQ(r.err, "<stdin>:3: digit 5 twice in row 1 (r1c1, r1c2)\n");
}

TEST(SolveCliTest, ReadsFilesAndNamesThemInErrors) {
  auto r = run_cli("solve /nonexistent/puzzles.txt");
  EXPECT_EQ(r.exit_code, 1);  // an I/O error, like every other (README "Exit codes")
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("/nonexistent/puzzles.txt: cannot open"), std::string::npos) << r.err;
  auto corpus = run_cli("solve --count " + shell_quote(project_data("spec_vectors.txt")));
  EXPECT_EQ(corpus.exit_code, 2);  // the corpus lines carry ':' fields: not the line format
}

TEST(SolveCliTest, GridFormatOutput) {
  auto r = run_cli("solve --format grid", kTv2 + "\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.substr(0, 23), "\n 2 9 7  5 8 3  4 1 6 \n");
}

TEST(SolveCliTest, HelpAndVersion) {
  auto h = run_cli("solve --help");
  EXPECT_EQ(h.exit_code, 0);
  EXPECT_NE(h.out.find("--count"), std::string::npos);
  EXPECT_NE(h.out.find("--limit"), std::string::npos);
  EXPECT_NE(h.out.find("--strict"), std::string::npos);
  auto v = run_cli("--version");
  EXPECT_EQ(v.exit_code, 0);
  EXPECT_EQ(v.out.rfind(std::string("sudokupress ") + SP_VERSION + "\n", 0), 0u) << v.out;
  // The licence and every linked library with its version and licence (issue 28).
  EXPECT_NE(v.out.find("Licence: GPL-3.0-or-later"), std::string::npos) << v.out;
  for (const char* library : {"cairo ", "pango ", "fontconfig ", "librsvg ", "libxml2 ", "SQLite ",
                              "qpdf ", "poppler-cpp ", "CLI11 ", "toml++ ", "nlohmann-json "})
    EXPECT_NE(v.out.find(std::string("\n  ") + library), std::string::npos) << library;
  EXPECT_NE(v.out.find("(GPL-2.0-or-later)"), std::string::npos) << v.out;
  auto u = run_cli("solve --no-such-flag");
  EXPECT_EQ(u.exit_code, 64);
}

TEST(SolveCliTest, SolvesASamuraiCompositeLine) {
  // An empty samurai (369 cells) has many solutions: the line length selects the geometry.
  auto r = run_cli("solve --count", std::string(369, '.') + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string(369, '.') + "\t2+\n");
}

}  // namespace
}  // namespace sudokupress::testing
