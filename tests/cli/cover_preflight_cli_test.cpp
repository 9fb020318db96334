// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress cover`, `book --cover` and `sudokupress preflight` end to end: sizes read back
// with qpdf, byte-identical covers, preflight exit codes and lines.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>

#include "cli/app.hpp"
#include "cli_support.hpp"
#include "publish/print_service.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

const char* kManifest = R"([book]
title = "Cover Test"
subtitle = "Small and quick"
author = "Tester"
date = "2026-11-21"
seed = 5
[page]
trim = "6x9in"
[print]
service = "kdp"
paper = "cream"
[cover]
blurb = "Four easy puzzles for a test."
[[section]]
heading = "Easy"
count = 4
grade = "Easy"
per_page = 2
)";

class CoverCliTest : public TempDirTest {
 protected:
  CoverCliTest() : TempDirTest("sp_cover") {}
  void SetUp() override {
    TempDirTest::SetUp();
    std::ofstream(dir_ / "book.toml") << kManifest;
  }
};

// MediaBox width and height of page 1, in inches.
std::pair<double, double> page_size_in(const std::string& file) {
  QPDF pdf;
  pdf.processFile(file.c_str());
  auto pages = QPDFPageDocumentHelper(pdf).getAllPages();
  auto box = pages.at(0).getAttribute("/MediaBox", false).getArrayAsRectangle();
  return {(box.urx - box.llx) / 72, (box.ury - box.lly) / 72};
}

TEST_F(CoverCliTest, CoverWithGivenPagesHasTheSpineFormulaWidthAndIsDeterministic) {
  CliResult a = run_cli("cover " + shell_quote(path("book.toml")) + " -o " +
                        shell_quote(path("a.pdf")) + " --pages 120");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_NE(a.err.find("120 pages, spine 0.3 in"), std::string::npos) << a.err;
  auto [w, h] = page_size_in(path("a.pdf"));
  EXPECT_NEAR(w, 12 + 120 * 0.0025 + 0.25, 0.0001);  // kdp, cream
  EXPECT_NEAR(h, 9.25, 0.0001);
  CliResult b = run_cli("cover " + shell_quote(path("book.toml")) + " -o " +
                        shell_quote(path("b.pdf")) + " --pages 120 -q");
  ASSERT_EQ(b.exit_code, 0) << b.err;
  EXPECT_EQ(slurp(path("a.pdf")), slurp(path("b.pdf")));
  // Preflight passes it for the same page count and fails it for another.
  CliResult ok = run_cli("preflight " + shell_quote(path("a.pdf")) +
                         " --service kdp --trim 6x9in --paper cream --cover --pages 120");
  EXPECT_EQ(ok.exit_code, 0) << ok.out << ok.err;
  EXPECT_EQ(ok.out, "");
  CliResult bad = run_cli("preflight " + shell_quote(path("a.pdf")) +
                          " --service kdp --trim 6x9in --paper cream --cover --pages 300");
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_EQ(bad.out,
            "page 1: cover 12.55 x 9.25 in; kdp needs 13 x 9.25 in for 300 pages on cream paper "
            "(spine 0.75 in)\n");
}

TEST_F(CoverCliTest, BookWithCoverMakesBothForTheBooksPageCount) {
  CliResult r =
      run_cli("book " + shell_quote(path("book.toml")) + " -o " + shell_quote(path("book.pdf")) +
              " --print-ready --cover " + shell_quote(path("cover.pdf")) + " -q");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  QPDF pdf;
  pdf.processFile(path("book.pdf").c_str());
  const int pages = static_cast<int>(QPDFPageDocumentHelper(pdf).getAllPages().size());
  auto [w, h] = page_size_in(path("cover.pdf"));
  EXPECT_NEAR(w, 12 + pages * 0.0025 + 0.25, 0.0001) << pages;
  EXPECT_NEAR(h, 9.25, 0.0001);
  // The standalone command plans the same print-ready book: the same page count.
  CliResult c =
      run_cli("cover " + shell_quote(path("book.toml")) + " -o " + shell_quote(path("cover2.pdf")));
  ASSERT_EQ(c.exit_code, 0) << c.err;
  EXPECT_NE(c.err.find(": " + std::to_string(pages) + " pages, spine"), std::string::npos) << c.err;
  EXPECT_EQ(slurp(path("cover.pdf")), slurp(path("cover2.pdf")));
}

TEST_F(CoverCliTest, BadCoverInputIsOneLineAndNoFile) {
  std::ofstream(dir_ / "bad.toml") << std::string(kManifest) + "[extra]\n";
  std::ofstream(dir_ / "bad2.toml")
      << "[book]\ntitle = \"T\"\n[cover]\naccent = \"gold\"\n[[section]]\nheading = \"A\"\n"
         "count = 1\n";
  CliResult r =
      run_cli("cover " + shell_quote(path("bad2.toml")) + " -o " + shell_quote(path("x.pdf")));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err,
            path("bad2.toml") + ":4: [cover] accent 'gold' is not a colour (#rrggbb or #rgb)\n");
  EXPECT_FALSE(fs::exists(path("x.pdf")));
  std::ofstream(dir_ / "bad3.toml")
      << "[book]\ntitle = \"T\"\n[cover]\ntemplate = \"nope\"\n[[section]]\nheading = \"A\"\n"
         "count = 1\n";
  r = run_cli("cover " + shell_quote(path("bad3.toml")) + " -o " + shell_quote(path("x.pdf")) +
              " --pages 30");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err.rfind(path("bad3.toml") + ":4: cover template 'nope' not found", 0), 0u) << r.err;
  EXPECT_FALSE(fs::exists(path("x.pdf")));
}

TEST_F(CoverCliTest, APrintableBookPreflightsCleanAndHasNoCover) {
  // Letter, no bleed, an odd page count allowed: the book builds print-ready (its own preflight
  // passes), the preflight command agrees, and a cover is refused in one line naming the
  // manifest's service line, with no file written.
  std::ofstream(dir_ / "p.toml")
      << "[book]\ntitle = \"Printable\"\nseed = 7\n[print]\nservice = \"printable\"\n"
         "[page]\ntrim = \"8.5x11in\"\n[[section]]\nheading = \"A\"\ncount = 3\ngrade = "
         "\"Easy\"\nper_page = 1\n";
  CliResult r = run_cli("book " + shell_quote(path("p.toml")) + " -o " +
                        shell_quote(path("p.pdf")) + " --print-ready");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = run_cli("preflight " + shell_quote(path("p.pdf")) + " --service printable --trim 8.5x11in");
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "");
  r = run_cli("cover " + shell_quote(path("p.toml")) + " -o " + shell_quote(path("c.pdf")) +
              " --pages 12");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, path("p.toml") +
                       ":5: printable prints no cover (the book's title page is its first page)\n");
  EXPECT_FALSE(fs::exists(path("c.pdf")));
}

TEST_F(CoverCliTest, PreflightUsageErrorsExit64) {
  CliResult r = run_cli("preflight x.pdf --service createspace --trim 6x9in");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  EXPECT_EQ(r.err,
            "sudokupress preflight: unknown --service 'createspace' (known: kdp, ingramspark, "
            "lulu, generic, printable)\n");
  // A printable PDF has neither a cover nor bleed.
  r = run_cli("preflight x.pdf --service printable --trim 8.5x11in --cover --pages 12");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  EXPECT_EQ(r.err, "sudokupress preflight: --cover: printable prints no cover\n");
  r = run_cli("preflight x.pdf --service printable --trim 8.5x11in --bleed");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  EXPECT_EQ(r.err, "sudokupress preflight: --bleed: printable prints no bleed\n");
  r = run_cli("preflight x.pdf --service kdp --trim B9");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  r = run_cli("preflight x.pdf --service kdp --trim 6x9in --paper glossy");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  r = run_cli("preflight x.pdf --service kdp --trim 6x9in --cover");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  EXPECT_EQ(r.err, "sudokupress preflight: --cover needs --pages N (the interior's page count)\n");
  r = run_cli("preflight x.pdf --trim 6x9in");
  EXPECT_EQ(r.exit_code, cli::kExitUsage);
  r = run_cli("preflight " + shell_quote(path("missing.pdf")) + " --service kdp --trim 6x9in");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("missing.pdf: not a readable PDF"), std::string::npos) << r.err;
}

// Verification gap C: the help (and the man page, made from the same text) named neither the
// line-weight check nor IngramSpark's ink limit and rich-black rule, which preflight applies.
TEST_F(CoverCliTest, PreflightHelpAndManPageNameTheContentStreamChecks) {
  CliResult help = run_cli("preflight --help");
  EXPECT_EQ(help.exit_code, 0) << help.err;
  CliResult man = run_cli("man preflight");
  EXPECT_EQ(man.exit_code, 0) << man.err;
  for (const std::string& phrase : {std::string("thinnest stroked line"),
                                    std::string("its ink limit"), std::string("rich-black rule")}) {
    EXPECT_NE(help.out.find(phrase), std::string::npos) << phrase << " not in:\n" << help.out;
    std::string roff;  // man_page.cpp escapes every hyphen
    for (char c : phrase) roff += c == '-' ? std::string("\\-") : std::string(1, c);
    EXPECT_NE(man.out.find(roff), std::string::npos) << roff << " not in:\n" << man.out;
  }
}

}  // namespace
}  // namespace sudokupress::testing
