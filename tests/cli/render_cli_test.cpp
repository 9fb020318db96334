// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

const std::string kTv12 =
    "503000609700000002048206170030607090000020000080503020057409260800000007406000308";

struct OutDir {
  fs::path path;
  OutDir() {
    static int n = 0;
    path = fs::temp_directory_path() /
           ("sp_render_cli_" + std::to_string(::getpid()) + "_" + std::to_string(n++));
    fs::create_directories(path);
  }
  ~OutDir() { fs::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
  std::vector<std::string> names() const {
    std::vector<std::string> v;
    for (const auto& e : fs::directory_iterator(path)) v.push_back(e.path().filename().string());
    std::sort(v.begin(), v.end());
    return v;
  }
};

// xmllint (Debian libxml2-utils) says the file is well-formed XML.
bool well_formed(const std::string& file) {
  return std::system(("xmllint --noout " + shell_quote(file) + " 2>&1").c_str()) == 0;
}

TEST(RenderCliTest, OnePuzzleGivesOneFileNamedAsAsked) {
  OutDir d;
  auto r = run_cli("render -o " + shell_quote(d.file("grid.svg")), kTv12 + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(d.names(), std::vector<std::string>{"grid.svg"});
  std::string svg = slurp(d.file("grid.svg"));
  EXPECT_NE(svg.find("width=\"80mm\""), std::string::npos);
  EXPECT_NE(svg.find(">5</text>"), std::string::npos);
  EXPECT_EQ(r.out, "");
}

TEST(RenderCliTest, SeveralPuzzlesGiveNumberedFilesAndBadRecordsKeepTheirNumber) {
  OutDir d;
  std::string in = kTv12 + "\n" + kTv12.substr(0, 80) + "\n" + kTv12 + "\n";
  auto r = run_cli("render - -o " + shell_quote(d.file("out.pdf")), in);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("<stdin>:2: "), std::string::npos) << r.err;
  EXPECT_EQ(d.names(), (std::vector<std::string>{"out-001.pdf", "out-003.pdf"}));
  EXPECT_EQ(slurp(d.file("out-001.pdf")).rfind("%PDF-", 0), 0u);
}

TEST(RenderCliTest, EveryOutputTypeAndOption) {
  OutDir d;
  const std::string in = kTv12 + "\n";
  for (const char* args : {"-o %s/a.png --dpi 50", "-o %s/a.html --symbols glyphs-book",
                           "-o %s/a.pdf --solution --shade-clues --template large-print",
                           "-o %s/b.svg --pencil-marks --symbols letters",
                           "-o %s/c.svg --symbols shapes --template kids-icons"}) {
    std::string a = args;
    a.replace(a.find("%s"), 2, shell_quote(d.path.string()));
    auto r = run_cli("render " + a, in);
    EXPECT_EQ(r.exit_code, 0) << args << ": " << r.err;
  }
  EXPECT_EQ(slurp(d.file("a.png")).substr(1, 3), "PNG");
  EXPECT_NE(slurp(d.file("a.html")).find("\xe2\x98\x8e"), std::string::npos);  // U+260E
  EXPECT_NE(slurp(d.file("b.svg")).find(">B</text>"), std::string::npos);
  EXPECT_NE(slurp(d.file("c.svg")).find("<svg x="), std::string::npos);
}

TEST(RenderCliTest, KidsTemplatePicksTheIconSetBySize) {
  OutDir d;
  auto r = run_cli("render --template kids-icons -o " + shell_quote(d.file("k.svg")),
                   "1...\n..3.\n.2..\n...4\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::string svg = slurp(d.file("k.svg"));
  EXPECT_EQ(std::count(svg.begin(), svg.end(), '\n') > 0, true);
  size_t icons = 0;
  for (size_t p = svg.find("<svg x="); p != std::string::npos; p = svg.find("<svg x=", p + 1))
    ++icons;
  EXPECT_EQ(icons, 4u + 4u);  // the four clues and the legend's four pictures
  EXPECT_NE(svg.find("Use these pictures:"), std::string::npos);
}

TEST(RenderCliTest, ErrorsAreOneLineWithExitCodes) {
  OutDir d;
  auto bad_ext = run_cli("render -o " + shell_quote(d.file("x.jpg")), kTv12 + "\n");
  EXPECT_EQ(bad_ext.exit_code, 64);
  EXPECT_NE(bad_ext.err.find("unknown output type"), std::string::npos);

  std::string tpl = d.file("bad.toml");
  {
    FILE* f = std::fopen(tpl.c_str(), "w");
    std::fputs("name = \"bad\"\n[grid]\nwidth_mm = 80\nthin_pt = \"x\"\n", f);
    std::fclose(f);
  }
  auto bad_tpl =
      run_cli("render --template " + shell_quote(tpl) + " -o " + shell_quote(d.file("x.svg")),
              kTv12 + "\n");
  EXPECT_EQ(bad_tpl.exit_code, 1);
  EXPECT_EQ(bad_tpl.err, tpl + ":4: grid.thin_pt must be a number from 0.05 to 20\n");

  auto few = run_cli("render --symbols kids4 -o " + shell_quote(d.file("x.svg")), kTv12 + "\n");
  EXPECT_EQ(few.exit_code, 2);
  EXPECT_EQ(few.err, "<stdin>:1: symbol set 'kids4' has 4 symbols; the puzzle needs 9\n");

  auto unwritable = run_cli("render -o /nonexistent-dir/x.svg", kTv12 + "\n");
  EXPECT_EQ(unwritable.exit_code, 1);
  EXPECT_FALSE(unwritable.err.empty());
  EXPECT_EQ(d.names(), std::vector<std::string>{"bad.toml"});  // nothing half-written
}

// Issue 27: a composite in a template whose grid would give it too small cells is refused in one
// line naming the template, the composite, both sizes and the way out; without --template a
// composite gets samurai-magazine (6 mm cells).
TEST(RenderCliTest, CompositesTooSmallForTheTemplateAreRefused) {
  OutDir d;
  const std::string samurai = std::string(369, '.') + "\n";
  auto r = run_cli("render --template magazine -o " + shell_quote(d.file("s.svg")), samurai);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  for (const char* part :
       {"magazine.toml: a samurai (21x21 cells) in template magazine gets 3.8 mm "
        "cells and 6.6 pt digits, below its minimum of 5.0 mm cells and 8.0 pt "
        "digits",
        "--template samurai-magazine or samurai-a4", "(record <stdin>:1)"})
    EXPECT_NE(r.err.find(part), std::string::npos) << part << "\n" << r.err;
  EXPECT_TRUE(d.names().empty());
  r = run_cli("render -o " + shell_quote(d.file("s.svg")), samurai);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(slurp(d.file("s.svg")).find("width=\"126mm\""), std::string::npos);
  const std::string flower = std::string(189, '.') + "\n";
  r = run_cli("render --variant flower --template magazine -o " + shell_quote(d.file("f.svg")),
              flower);
  EXPECT_EQ(r.exit_code, 0) << r.err;  // 15 cells across 80 mm: 5.3 mm
}

TEST(RenderCliTest, SolutionOfAPuzzleWithoutOneIsRejected) {
  OutDir d;
  std::string p = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  auto r = run_cli("render --solution -o " + shell_quote(d.file("s.svg")), p + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "<stdin>:1: no solution\n");
  EXPECT_TRUE(d.names().empty());
}

TEST(RenderCliTest, PdfIsReproducibleWithSourceDateEpoch) {
  OutDir d;
  auto a = run_cli("render -o " + shell_quote(d.file("a.pdf")), kTv12 + "\n");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ::setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
  auto b = run_cli("render -o " + shell_quote(d.file("b.pdf")), kTv12 + "\n");
  auto c = run_cli("render -o " + shell_quote(d.file("c.pdf")), kTv12 + "\n");
  ::unsetenv("SOURCE_DATE_EPOCH");
  ASSERT_EQ(b.exit_code, 0) << b.err;
  EXPECT_EQ(slurp(d.file("b.pdf")), slurp(d.file("c.pdf")));
  EXPECT_NE(slurp(d.file("b.pdf")).find("/CreationDate (20231114221320Z)"), std::string::npos);
}

// Hostile icons: the error names the icon file (not the puzzle record), exit 1, no output file.
TEST(RenderCliTest, BadIconsAreRefusedNamingTheIconFile) {
  OutDir d;
  fs::path icons = d.path / "icons";
  fs::create_directories(icons);
  auto write = [](const fs::path& f, const std::string& text) {
    FILE* out = std::fopen(f.string().c_str(), "w");
    std::fputs(text.c_str(), out);
    std::fclose(out);
  };
  const std::string ok =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\">"
      "<circle r=\"4\" cx=\"4\" cy=\"4\"/></svg>";
  for (int v = 1; v <= 4; ++v) write(icons / (std::to_string(v) + ".svg"), ok);
  write(icons / "3.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\"><image "
        "href=\"x.png\"/></svg>");
  const std::string four = "1...\n..3.\n.2..\n...4\n";
  auto r = run_cli(
      "render --symbols " + shell_quote(icons.string()) + " -o " + shell_quote(d.file("x.svg")),
      four);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, (icons / "3.svg").string() +
                       ":1: <image> (raster) not allowed: icons must be vector drawings\n");
  write(icons / "3.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\"><g></svg>");
  r = run_cli(
      "render --symbols " + shell_quote(icons.string()) + " -o " + shell_quote(d.file("x.html")),
      four);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err.rfind((icons / "3.svg").string() + ":1: malformed XML: ", 0), 0u) << r.err;
  EXPECT_EQ(d.names(), std::vector<std::string>{"icons"});  // nothing written

  // Scripts and event handlers are dropped; SVG and HTML stay well-formed and clean.
  write(icons / "3.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\" onload=\"alert(1)\">"
        "<script>alert(2)</script><rect width=\"9\" height=\"9\" onclick=\"alert(3)\"/></svg>");
  for (const char* out : {"x.svg", "x.html"}) {
    r = run_cli(
        "render --symbols " + shell_quote(icons.string()) + " -o " + shell_quote(d.file(out)),
        four);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string text = slurp(d.file(out));
    EXPECT_EQ(text.find("alert"), std::string::npos) << out;
    EXPECT_EQ(text.find("<script"), std::string::npos) << out;
  }
  EXPECT_TRUE(well_formed(d.file("x.svg")));
}

// Every symbol a group with its value, grid lines and captions groups of their own, for every
// picture theme in colour and gray; the SVG is well-formed XML.
TEST(RenderCliTest, SvgGroupsForEveryThemeAndWellFormed) {
  OutDir d;
  for (const char* theme : {"fruit", "animals", "vehicles", "weather", "space", "sea", "toys",
                            "food", "sports", "music", "bugs", "clothes"}) {
    for (const char* gray : {"", " --gray"}) {
      const std::string out = d.file(std::string(theme) + (*gray ? "-gray" : "") + ".svg");
      auto r = run_cli(
          "render --solution --symbols " + std::string(theme) + gray + " -o " + shell_quote(out),
          kTv12 + "\n");
      ASSERT_EQ(r.exit_code, 0) << theme << r.err;
      const std::string svg = slurp(out);
      size_t clues = 0, solved = 0;
      for (size_t at = svg.find("<g class=\"symbol clue\" data-value=\""); at != std::string::npos;
           at = svg.find("<g class=\"symbol clue\" data-value=\"", at + 1))
        ++clues;
      for (size_t at = svg.find("<g class=\"symbol solution\" data-value=\"");
           at != std::string::npos;
           at = svg.find("<g class=\"symbol solution\" data-value=\"", at + 1))
        ++solved;
      EXPECT_EQ(clues, 33u) << theme;
      EXPECT_EQ(solved, 81u - 33u) << theme;
      EXPECT_NE(svg.find("<g class=\"grid-lines\">"), std::string::npos);
      EXPECT_NE(svg.find("<g class=\"caption\""), std::string::npos);
      EXPECT_TRUE(well_formed(out)) << theme;
    }
  }
}

TEST(RenderCliTest, HelpDocumentsEveryFlag) {
  auto r = run_cli("render --help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* flag : {"--template", "--symbols", "--solution", "--shade-clues", "--dpi",
                           "--pencil-marks", "--gray", "OUT-001.svg", "SOURCE_DATE_EPOCH"})
    EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
}

}  // namespace
}  // namespace sudokupress::testing
