// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-grid options on the command line: --composite FILE, --per-grid-unique, one --mask per
// grid, and IDs that regenerate composites.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

std::string write_temp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() /
              ("sp_multigrid_" + std::to_string(::getpid()) + "_" + name);
  std::ofstream(path) << text;
  return path.string();
}

std::string field(const std::string& line, int k) {
  std::stringstream ss(line);
  std::string f;
  for (int i = 0; i <= k; ++i) std::getline(ss, f, '\t');
  return f;
}

TEST(MultigridCliTest, CompositeFileWorksForGenerateSolveGradeAndId) {
  std::string file = write_temp("mine.txt", "name mine\ngrid 0 0\ngrid 6 3\n");
  auto gen = run_cli("generate --composite " + shell_quote(file) + " --seed 5 --format tsv");
  ASSERT_EQ(gen.exit_code, 0) << gen.err;
  std::string puzzle = field(gen.out, 0), id = field(gen.out, 1);
  EXPECT_EQ(puzzle.size(), 144u);
  EXPECT_NE(id.find("_@0.0+6.3_"), std::string::npos) << id;
  // 144 cells would be read as a 12x12 without --composite.
  auto solved = run_cli("solve --count --composite " + shell_quote(file), puzzle + "\n");
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(field(solved.out, 1), "1\n");
  auto graded = run_cli("grade --composite " + shell_quote(file), puzzle + "\n");
  EXPECT_EQ(graded.exit_code, 0) << graded.err;
  auto again = run_cli("generate --id " + id + " --format tsv");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.out, gen.out);
  auto both = run_cli("generate --variant double --composite " + shell_quote(file));
  EXPECT_NE(both.exit_code, 0);
  EXPECT_NE(both.err.find("not both"), std::string::npos) << both.err;
  std::filesystem::remove(file);
}

TEST(MultigridCliTest, BadCompositeFileNamesFileAndLine) {
  std::string file = write_temp("bad.txt", "name bad\ngrid 0 zero\n");
  auto r = run_cli("solve --composite " + shell_quote(file), "1\n");
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.err.find(file + ":2:"), std::string::npos) << r.err;
  std::filesystem::remove(file);
}

TEST(MultigridCliTest, PerGridUniqueNeedsMoreCluesAndRegenerates) {
  auto whole = run_cli("generate --variant double --seed 2 --format tsv");
  auto per = run_cli("generate --variant double --per-grid-unique --seed 2 --format tsv");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  ASSERT_EQ(per.exit_code, 0) << per.err;
  std::string id = field(per.out, 1);
  EXPECT_NE(id.find("_p_"), std::string::npos) << id;
  EXPECT_GE(std::stoi(field(per.out, 2)), std::stoi(field(whole.out, 2)));
  auto again = run_cli("generate --id " + id + " --format tsv");
  EXPECT_EQ(again.out, per.out);
}

TEST(MultigridCliTest, OneMaskPerGridAndDisagreementIsReported) {
  std::string rows;
  for (int r = 0; r < 9; ++r) rows += "111111111\n";
  std::string all = write_temp("all.txt", rows);
  std::string holed = rows;
  holed[0] = '.';  // grid 1's top-left cell is the double's canvas r7c7, which grid 2 keeps
  std::string hole = write_temp("hole.txt", holed);
  auto ok = run_cli("generate --variant double --mask " + shell_quote(all) + " --mask " +
                    shell_quote(all) + " --seed 1 --format tsv");
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_EQ(field(ok.out, 2), "153");
  auto bad = run_cli("generate --variant double --mask " + shell_quote(hole) + " --mask " +
                     shell_quote(all) + " --seed 1");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE(bad.err.find("r7c7"), std::string::npos) << bad.err;
  auto count = run_cli("generate --variant samurai --mask " + shell_quote(all) + " --mask " +
                       shell_quote(all) + " --seed 1");
  EXPECT_NE(count.exit_code, 0);
  EXPECT_NE(count.err.find("one mask per grid"), std::string::npos) << count.err;
  for (const auto& f : {all, hole}) std::filesystem::remove(f);
}

}  // namespace
}  // namespace sudokupress::testing
