// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28 item 1: a puzzle carries its rules. Every variant goes generate -> grade -> solve ->
// render -> bank -> grade without a --variant flag, and keeps its geometry and its grade.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
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

// The level and grade after a line's last cages= or marks= field, for every line of grade's
// output, sorted ("2 Hard|3 Tough|"): the bank answers in its own order.
std::string constraint_level(const std::string& grade_out) {
  std::vector<std::string> levels;
  std::stringstream lines(grade_out);
  for (std::string line; std::getline(lines, line);) {
    const auto f = fields(line);
    size_t i = 0;
    for (size_t k = 1; k < f.size(); ++k)
      if (f[k].rfind("cages=", 0) == 0 || f[k].rfind("marks=", 0) == 0) i = k;
    if (!i || i + 2 >= f.size()) return "?";
    levels.push_back(f[i + 1] + " " + f[i + 2]);
  }
  std::sort(levels.begin(), levels.end());
  std::string out;
  for (const auto& l : levels) out += l + "|";
  return out.empty() ? "?" : out;
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

// The rules of a constrained puzzle are its cages= and marks= fields: every command keeps them,
// and the bank stores them (its variant column names them; two Killers with the same empty
// givens are two puzzles, not duplicates).
TEST(VariantRulesCliTest, CagesAndMarksSurviveEveryCommandAndTheBank) {
  TempDir tmp;
  for (const char* variant : {"killer", "kropki", "xv", "even-odd", "killer-6x6"}) {
    SCOPED_TRACE(variant);
    auto gen = run_cli(std::string("generate -q -n 2 --seed 4 --variant ") + variant);
    ASSERT_EQ(gen.exit_code, 0) << gen.err;
    const std::string field =
        std::string(variant).rfind("killer", 0) == 0 ? "\tcages=" : "\tmarks=";
    const std::string first = gen.out.substr(0, gen.out.find('\n'));
    const std::string rules = first.substr(
        first.find(field) + 1, first.find('\t', first.find(field) + 1) - first.find(field) - 1);
    ASSERT_FALSE(rules.empty()) << gen.out;

    auto graded = run_cli("grade -q", gen.out);
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    const std::string level = constraint_level(graded.out);
    ASSERT_NE(level, "?") << graded.out;
    auto solved = run_cli("solve -q --count", graded.out);
    ASSERT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_NE(solved.out.find("\t1"), std::string::npos) << solved.out;
    auto rendered =
        run_cli("render -q -o " + shell_quote(tmp.file(std::string(variant) + ".svg")), graded.out);
    ASSERT_EQ(rendered.exit_code, 0) << rendered.err;

    const std::string db = tmp.file(std::string(variant) + ".db");
    auto added = run_cli("bank add " + shell_quote(db), graded.out);
    ASSERT_EQ(added.exit_code, 0) << added.err;
    EXPECT_NE(added.err.find("2 added, 0 duplicates"), std::string::npos) << added.err;
    auto again = run_cli("bank add " + shell_quote(db), gen.out);
    EXPECT_NE(again.err.find("0 added, 2 duplicates"), std::string::npos) << again.err;

    auto queried = run_cli("bank query --variant " + std::string(variant) + " " + shell_quote(db));
    ASSERT_EQ(queried.exit_code, 0) << queried.err;
    EXPECT_NE(queried.out.find(rules + "\t"), std::string::npos) << queried.out;
    auto regraded = run_cli("grade -q", queried.out);
    ASSERT_EQ(regraded.exit_code, 0) << regraded.err;
    auto recounted = run_cli("solve -q --count", queried.out);
    ASSERT_EQ(recounted.exit_code, 0) << recounted.err;
    EXPECT_EQ(recounted.out.find("\t0"), std::string::npos) << recounted.out;
    EXPECT_EQ(constraint_level(regraded.out), constraint_level(graded.out)) << regraded.out;

    auto json = run_cli("bank query --format json " + shell_quote(db));
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const std::string key = field == "\tcages=" ? "\"cages\":\"" : "\"marks\":\"";
    EXPECT_NE(json.out.find(key + rules.substr(6) + "\""), std::string::npos) << json.out;
    EXPECT_NE(json.out.find("\"geometry\":\"" + std::string(variant) + "\""), std::string::npos)
        << json.out;
  }
}

// Cages and marks have techniques on the human ladder only: the other ladders are refused by
// name, never a guess through a Killer's empty grid (a book of Killers once never finished).
TEST(VariantRulesCliTest, KillersAreGradedOnTheHumanLadderAndMakeABook) {
  TempDir tmp;
  auto gen = run_cli("generate -q -n 2 --seed 2 --variant killer");
  ASSERT_EQ(gen.exit_code, 0) << gen.err;
  std::ofstream(tmp.file("k.txt")) << gen.out;
  auto book_ladder = run_cli("grade -q --profile book", gen.out);
  EXPECT_EQ(book_ladder.exit_code, 2);
  EXPECT_NE(book_ladder.err.find("<stdin>:1: the book ladder has no cage or mark techniques"),
            std::string::npos)
      << book_ladder.err;
  auto explain = run_cli("solve -q --explain --profile full", gen.out);
  EXPECT_EQ(explain.exit_code, 2);
  EXPECT_NE(explain.err.find("the full ladder has no cage or mark techniques"), std::string::npos)
      << explain.err;
  auto generate = run_cli("generate -q --variant kropki --profile book");
  EXPECT_EQ(generate.exit_code, 64);
  EXPECT_NE(generate.err.find("graded on the human ladder only"), std::string::npos)
      << generate.err;

  const std::string head = "[book]\ntitle = \"K\"\nseed = 1\n";
  const std::string section = "[[section]]\nheading = \"Killer\"\npuzzles = \"k.txt\"\n";
  std::ofstream(tmp.file("k.toml")) << head << section;
  auto book =
      run_cli("book -q " + shell_quote(tmp.file("k.toml")) + " -o " +
              shell_quote(tmp.file("k.pdf")) + " --report " + shell_quote(tmp.file("k.tsv")));
  ASSERT_EQ(book.exit_code, 0) << book.err;
  EXPECT_TRUE(fs::exists(tmp.file("k.pdf")));
  std::ofstream(tmp.file("kb.toml")) << head << "profile = \"book\"\n" << section;
  auto refused = run_cli("book -q " + shell_quote(tmp.file("kb.toml")) + " -o " +
                         shell_quote(tmp.file("kb.pdf")));
  EXPECT_NE(refused.exit_code, 0);
  EXPECT_NE(refused.err.find("k.txt:1: the book ladder has no cage or mark techniques"),
            std::string::npos)
      << refused.err;
  EXPECT_NE(refused.err.find("kb.toml:4)"), std::string::npos) << refused.err;
  EXPECT_FALSE(fs::exists(tmp.file("kb.pdf")));
}

// Issue 29: a book section of Killers or marks puzzles, by variant name as generate takes it:
// generated with their cages and marks, graded on the human ladder, drawn with them, the rule
// under the heading in the book's language, the report's puzzles re-grading with their cages.
TEST(VariantRulesCliTest, BookSectionsOfKillersAndMarks) {
  TempDir tmp;
  std::ofstream(tmp.file("km.toml"))
      << "[book]\ntitle = \"Killer and Kropki\"\nseed = 3\n"
      << "[[section]]\nheading = \"Killer\"\nvariant = \"killer\"\ncount = 2\n"
      << "[[section]]\nheading = \"Kropki\"\nvariant = \"kropki-6x6\"\ncount = 2\n";
  auto book =
      run_cli("book -q " + shell_quote(tmp.file("km.toml")) + " -o " +
              shell_quote(tmp.file("km.pdf")) + " --report " + shell_quote(tmp.file("km.tsv")));
  ASSERT_EQ(book.exit_code, 0) << book.err;
  std::ifstream in(tmp.file("km.tsv"));
  std::string line;
  std::map<std::string, std::string> puzzles;  // by section: one grid size a grade run
  int cages = 0, marks = 0;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    cages += line.find("\tcages=") != std::string::npos;
    marks += line.find("\tmarks=") != std::string::npos;
    const auto f = fields(line);
    ASSERT_GE(f.size(), 11u) << line;
    std::string puzzle = f[9];
    for (size_t k = 10; k < f.size(); ++k) puzzle += "\t" + f[k];
    puzzles[f[1]] += puzzle + "\n";
  }
  EXPECT_EQ(cages, 2);
  EXPECT_EQ(marks, 2);
  ASSERT_EQ(puzzles.size(), 2u);
  for (const auto& [section, text] : puzzles) {
    auto regraded = run_cli("grade -q", text);
    EXPECT_EQ(regraded.exit_code, 0) << section << ": " << regraded.err;
  }
  const std::string text = capture("pdftotext " + shell_quote(tmp.file("km.pdf")) + " - 2>&1");
  if (text.find("not found") == std::string::npos) {
    EXPECT_NE(text.find("dashed cage add up to its small number"), std::string::npos) << text;
    EXPECT_NE(text.find("joined by a white dot are consecutive"), std::string::npos) << text;
  }
}

// Every variant's section states its rules under the heading (book_builder.cpp variant_rules):
// one sentence per extra house kind, then the jigsaw's regions; in the book's language.
TEST(VariantRulesCliTest, BookSectionsOfEveryExtraHouseKindStateTheirRules) {
  if (!have_tool("pdftotext")) GTEST_SKIP() << "pdftotext (poppler-utils) is not installed";
  TempDir tmp;
  const std::map<std::string, std::string> en = {
      {"windoku", "shaded windows are houses too"},
      {"centre-dot", "centre cells of the boxes form one more house"},
      {"asterisk", "cells of the asterisk form one more house"},
      {"girandola", "cells of the girandola form one more house"},
      {"disjoint", "same place in every box form a house too"},
      {"x-jigsaw", "long diagonals are houses too"}};
  auto book_text = [&](const std::string& language) {
    std::ofstream toml(tmp.file(language + ".toml"));
    toml << "[book]\ntitle = \"Variants\"\nseed = 2\nlanguage = \"" << language << "\"\n";
    for (const auto& entry : en)
      toml << "[[section]]\nheading = \"" << entry.first << "\"\nvariant = \"" << entry.first
           << "\"\ncount = 1\n";
    toml.close();
    auto book = run_cli("book -q " + shell_quote(tmp.file(language + ".toml")) + " -o " +
                        shell_quote(tmp.file(language + ".pdf")));
    EXPECT_EQ(book.exit_code, 0) << book.err;
    // -raw: the text in drawing order, so a sentence is not cut by the page's columns.
    std::string text = capture("pdftotext -raw " + shell_quote(tmp.file(language + ".pdf")) + " -");
    for (char& c : text) c = c == '\n' ? ' ' : c;
    return text;
  };
  const std::string text = book_text("en");
  for (const auto& entry : en)
    EXPECT_NE(text.find(entry.second), std::string::npos) << entry.first << "\n" << text;
  EXPECT_NE(text.find("irregular regions"), std::string::npos) << text;  // x-jigsaw's second
  const std::string de = book_text("de");
  EXPECT_NE(de.find("grauen Fenster"), std::string::npos) << de;
  EXPECT_NE(de.find("derselben Stelle jedes Blocks"), std::string::npos) << de;
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
