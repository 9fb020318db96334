// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28 item 1: a puzzle carries its rules. Every variant goes generate -> grade -> solve ->
// render -> bank -> grade without a --variant flag, and keeps its geometry and its grade.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line.substr(0, line.find('\n')));
  std::string f;
  while (std::getline(ss, f, '\t')) out.push_back(f);
  return out;
}

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("sp_rules_" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

// The rules field of a line and the two columns after it (level and grade in grade's TSV).
size_t rules_index(const std::vector<std::string>& f) {
  for (size_t i = 1; i < f.size(); ++i)
    if (f[i].rfind("variant=", 0) == 0) return i;
  return 0;
}
std::string grade_level(const std::string& grade_out) {
  const auto f = fields(grade_out);
  const size_t i = rules_index(f);
  return i && i + 2 < f.size() ? f[i + 1] + " " + f[i + 2] : "?";
}

TEST(VariantRulesCliTest, EveryVariantSurvivesEveryCommandWithoutAFlag) {
  TempDir tmp;
  for (const char* variant : {"x", "windoku", "centre-dot", "asterisk", "girandola", "x-jigsaw",
                              "x-6x6", "3x2", "butterfly"}) {
    SCOPED_TRACE(variant);
    auto gen = run_cli(std::string("generate -q --seed 4 --variant ") + variant);
    ASSERT_EQ(gen.exit_code, 0) << gen.err;
    const std::string rules =
        std::string("variant=") + (std::string(variant) == "3x2" ? "3x2" : variant);
    ASSERT_NE(gen.out.find("\t" + rules + "\t"), std::string::npos) << gen.out;
    const auto g = fields(gen.out);
    const std::string gen_level = g[g.size() - 3] + " " + g[g.size() - 2];

    auto graded = run_cli("grade -q", gen.out);
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    EXPECT_NE(graded.out.find("\t" + rules + "\t"), std::string::npos) << graded.out;
    EXPECT_EQ(grade_level(graded.out), gen_level);

    auto solved = run_cli("solve -q --count", graded.out);
    ASSERT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_NE(solved.out.find("\t1"), std::string::npos) << solved.out;

    const std::string svg = tmp.file(std::string(variant) + ".svg");
    auto rendered = run_cli("render -q -o " + shell_quote(svg), graded.out);
    ASSERT_EQ(rendered.exit_code, 0) << rendered.err;
    auto plain =
        run_cli("render -q --variant 9x9 -o " + shell_quote(tmp.file("plain.svg")), graded.out);
    EXPECT_NE(plain.exit_code, 0);  // a flag that contradicts the record names both
    EXPECT_NE(plain.err.find("record's " + rules + " contradicts the variant asked for, 9x9"),
              std::string::npos)
        << plain.err;

    const std::string db = tmp.file(std::string(variant) + ".db");
    ASSERT_EQ(run_cli("bank add -q " + shell_quote(db), graded.out).exit_code, 0);
    auto queried = run_cli("bank query -n 1 " + shell_quote(db));
    ASSERT_EQ(queried.exit_code, 0) << queried.err;
    auto regraded = run_cli("grade -q", queried.out);
    ASSERT_EQ(regraded.exit_code, 0) << regraded.err;
    EXPECT_EQ(grade_level(regraded.out), gen_level);
  }
}

TEST(VariantRulesCliTest, ABookSectionTakesTheRecordsVariantOrSaysWhereToSetIt) {
  TempDir tmp;
  auto gen = run_cli("generate -q -n 2 --seed 4 --variant x");
  ASSERT_EQ(gen.exit_code, 0) << gen.err;
  std::ofstream(tmp.file("x.txt")) << gen.out;
  const std::string head = "[book]\ntitle = \"X\"\nseed = 1\n[[section]]\nheading = \"X\"\n";
  std::ofstream(tmp.file("implicit.toml")) << head << "puzzles = \"x.txt\"\n";
  auto implicit = run_cli("book -q " + shell_quote(tmp.file("implicit.toml")) + " -o " +
                          shell_quote(tmp.file("a.pdf")));
  EXPECT_NE(implicit.exit_code, 0);
  EXPECT_NE(implicit.err.find("x.txt:1: the record's variant=x contradicts the variant asked "
                              "for, 9x9 (the section's default; set variant in "),
            std::string::npos)
      << implicit.err;
  EXPECT_NE(implicit.err.find("implicit.toml:4)"), std::string::npos) << implicit.err;
  EXPECT_FALSE(fs::exists(tmp.file("a.pdf")));
}

}  // namespace
}  // namespace sudokupress::testing
