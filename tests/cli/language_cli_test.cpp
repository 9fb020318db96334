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
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(path("b.pdf")) + "");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string book = capture("pdftotext " + shell_quote(path("b.pdf")) + " -");
  expect_german(
      book, {"So wird gespielt", "Inhalt", "Lösungen", "Rätsel 1", "Rätsel 1–3", "Lösung 1",
             "Seite", "Leicht", "Notizen", "In ", "Spalte", "Auch die beiden langen Diagonalen"});
  r = run_cli("cover " + shell_quote(manifest) + " -o " + shell_quote(path("c.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string cover = capture("pdftotext " + shell_quote(path("c.pdf")) + " -");
  expect_german(cover, {"Rätselreihe", "Band 2", "Leicht", "3 Rätsel", "Lösungen"});
}

}  // namespace
}  // namespace sudokupress::testing
