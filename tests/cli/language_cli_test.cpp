// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress book` in another language: a small German book ([book] language = "de") and its
// cover, read back with pdftotext: the German strings are there and no English reader string
// is left.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

class LanguageCliTest : public TempDirTest {
 protected:
  LanguageCliTest() : TempDirTest("sp_lang") {}
};

constexpr const char* kGerman = R"([book]
title = "Sudoku Testbuch"
author = "Tester"
date = "2026-11-21"
seed = 5
language = "de"
series = "Rätselreihe"
volume = 2
[page]
trim = "A5"
[[section]]
heading = "Erster Teil"
count = 3
grade = "Easy"
per_page = 2
[[section]]
heading = "Diagonalen"
count = 1
variant = "x"
per_page = 1
)";

// Words of the English table that a German reader must never see (whole words).
const char* const kEnglish[] = {"Contents", "Solutions", "Solution", "How to play", "Puzzle",
                                "Puzzles",  "page",      "Notes",    "Easy",        "Medium",
                                "worked",   "Rows are",  "column",   "puzzles",     "Volume"};

void expect_german(const std::string& text, const std::vector<std::string>& wanted) {
  for (const std::string& w : wanted) EXPECT_NE(text.find(w), std::string::npos) << w;
  for (const char* e : kEnglish)
    EXPECT_FALSE(std::regex_search(text, std::regex(std::string("\\b") + e + "\\b")))
        << "English '" << e << "' left in:\n"
        << text;
}

TEST_F(LanguageCliTest, GermanBookAndCoverHaveNoEnglishReaderString) {
  if (!have_tool("pdftotext")) GTEST_SKIP() << "pdftotext not installed (poppler-utils)";
  const std::string manifest = write("book.toml", kGerman);
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(path("b.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string book = capture("pdftotext " + shell_quote(path("b.pdf")) + " -");
  expect_german(book,
                {"So wird gespielt", "Inhalt", "Lösungen", "Rätsel 1", "Rätsel 1–3", "Lösung 1",
                 "Seite", "Leicht", "In ", "Spalte", "Auch die beiden langen Diagonalen"});
  r = run_cli("cover " + shell_quote(manifest) + " -o " + shell_quote(path("c.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string cover = capture("pdftotext " + shell_quote(path("c.pdf")) + " -");
  expect_german(cover, {"Rätselreihe", "Band 2", "Leicht", "3 Rätsel", "Lösungen"});
}

// Generator IDs: none in a reader book; [book] show_ids = true (an editorial proof) prints every
// puzzle's ID in the page's slug, with bleed in the bottom bleed outside the trim.
TEST_F(LanguageCliTest, IdsOnlyInAProofsSlug) {
  if (!have_tool("pdftotext")) GTEST_SKIP() << "pdftotext not installed (poppler-utils)";
  std::string reader = kGerman;
  const std::string manifest = write("book.toml", reader);
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(path("r.pdf")) +
                        " --report " + shell_quote(path("r.tsv")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(capture("pdftotext " + shell_quote(path("r.pdf")) + " -").find("sp1_"),
            std::string::npos);
  std::string proof = reader;
  proof.replace(proof.find("language"), 0, "show_ids = true\n");
  proof.replace(proof.find("[page]\n"), 7, "[page]\nbleed = true\n");
  r = run_cli("book " + shell_quote(write("proof.toml", proof)) + " -o " +
              shell_quote(path("p.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Every ID of the report is on its page; the first line of a page's slug lies below the trim.
  const std::string report = slurp(path("r.tsv"));
  const std::string text = capture("pdftotext " + shell_quote(path("p.pdf")) + " -");
  int ids = 0;
  for (size_t at = report.find("\tsp1_"); at != std::string::npos;
       at = report.find("\tsp1_", at + 1)) {
    const std::string id = report.substr(at + 1, report.find('\t', at + 1) - at - 1);
    EXPECT_NE(text.find(id), std::string::npos) << id;
    ++ids;
  }
  EXPECT_EQ(ids, 4);
  // pdftotext -y: the strip below the trim (A5 with bleed: the trim ends at 604.3 pt, the page at
  // 613.3 pt).
  const std::string slug =
      capture("pdftotext -f 5 -l 5 -x 0 -y 603 -W 500 -H 12 " + shell_quote(path("p.pdf")) + " -");
  EXPECT_NE(slug.find("sp1_"), std::string::npos) << slug;
}

}  // namespace
}  // namespace sudokupress::testing
