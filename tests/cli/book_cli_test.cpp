// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress book`: the whole book builder through the binary, checked with the tools a
// publisher would use (qpdf, pdffonts, pdfinfo, pdftoppm).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "cli/app.hpp"
#include "cli_support.hpp"
#include "core/format.hpp"
#include "publish/book/book_layout.hpp"
#include "publish/book/project_source.hpp"
#include "publish/book_strings.hpp"
#include "publish/manifest.hpp"
#include "publish/pdf/preflight.hpp"
#include "publish/print_rules.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

#define REQUIRE_TOOL(t) \
  if (!have_tool(t)) GTEST_SKIP() << t << " not installed (poppler-utils / qpdf / ghostscript)"

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// A small book: two graded 9x9 sections and a 6x6 picture section (smaller under sanitizers).
std::string small_manifest(const std::string& page = "") {
  const int easy = kSanitizerBuild ? 3 : 6, medium = kSanitizerBuild ? 2 : 4;
  return R"([book]
title = "Test Book"
author = "Tester"
subject = "Tests"
keywords = ["sudoku", "test"]
date = "2026-11-21"
seed = 11
[page]
)" + page +
         R"(
[[section]]
heading = "Easy"
count = )" +
         std::to_string(easy) + R"(
grade = "Easy"
per_page = 6
[[section]]
heading = "Medium"
count = )" +
         std::to_string(medium) + R"(
grade = "Medium"
per_page = 4
[[section]]
heading = "Pictures"
count = 2
size = 6
symbols = "kids6"
per_page = 2
[solutions]
per_page = 12
)";
}

class BookCliTest : public TempDirTest {
 protected:
  BookCliTest() : TempDirTest("sp_book") {}
  // Builds `manifest` to out.pdf (+ report); returns the CLI result.
  CliResult build(const std::string& manifest, const std::string& extra = "",
                  const std::string& out = "out.pdf") {
    std::string m = write("book.toml", manifest);
    return run_cli("book " + shell_quote(m) + " -o " + shell_quote(path(out)) + " --report " +
                   shell_quote(path("report.tsv")) + " " + extra);
  }
};

TEST_F(BookCliTest, RejectsBadManifestsWithOneLineFileAndLineErrors) {
  struct Case {
    std::string text;
    std::string message;  // after "book.toml:"
  } cases[] = {
      {"[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 2\ngrade = \"Impossible\"\n",
       "6: "},
      {"[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 2\nper_page = 5\n",
       "6: per_page = 5 is not a template (1, 2, 4 or 6)"},
      {"[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 1\nsymbols = \"nope\"\n",
       "6: "},
      {"[book]\ntitle = \"T\"\n[page]\ntemplate = \"no-such-template\"\n[[section]]\n"
       "heading = \"A\"\ncount = 1\n",
       "4: "},
      {"[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 1\nvariant = \"9x7\"\n",
       "6: "},
      {"[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 1\n[page]\ntrim = \"B9\"\n",
       "7: trim 'B9' is not a size"},
      {"[book]\ntitle = \"T\"\nsection = 3\n", "3: unknown key 'section' in [book]"},
      {"[book]\ntitle = \"T\"\n[page]\ntrim = \"6x9in\"\n[[section]]\nheading = \"A\"\n"
       "count = 2\nper_page = 6\n",
       "8: per_page = 6 gives 9x9 cells of 4.2 mm on 6x9in, below the 6.0 mm minimum; the "
       "largest allowed per_page is 4"},
  };
  for (const Case& c : cases) {
    std::string m = write("book.toml", c.text);
    CliResult r = run_cli("book " + shell_quote(m) + " -o " + shell_quote(path("x.pdf")));
    EXPECT_EQ(r.exit_code, 1) << c.text;
    EXPECT_EQ(r.err.rfind(m + ":" + c.message, 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(fs::exists(path("x.pdf")));
  }
  CliResult missing =
      run_cli("book " + shell_quote(path("none.toml")) + " -o " + shell_quote(path("x.pdf")));
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.err.find("none.toml"), std::string::npos);
  CliResult usage = run_cli("book " + shell_quote(path("none.toml")));
  EXPECT_EQ(usage.exit_code, 64);
  CliResult bad_seed = run_cli("book x.toml -o y.pdf --seed -3");
  EXPECT_EQ(bad_seed.exit_code, 64);
}

TEST_F(BookCliTest, WritesAValidPdfWithOutlineLinksLabelsMetadataAndEmbeddedFonts) {
  REQUIRE_TOOL("qpdf");
  REQUIRE_TOOL("pdffonts");
  REQUIRE_TOOL("pdfinfo");
  CliResult r = build(small_manifest());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string pdf = shell_quote(path("out.pdf"));
  int rc = -1;
  std::string check = capture("qpdf --check " + pdf + " 2>&1", &rc);
  EXPECT_EQ(rc, 0) << check;
  EXPECT_NE(check.find("No syntax or stream encoding errors"), std::string::npos);

  // Every font embedded (the "emb" column).
  std::string fonts = capture("pdffonts " + pdf);
  auto lines = split(fonts, '\n');
  ASSERT_GT(lines.size(), 2u) << fonts;
  for (size_t i = 2; i < lines.size(); ++i)
    EXPECT_NE(lines[i].find(" yes "), std::string::npos) << lines[i];

  std::string info = capture("pdfinfo " + pdf);
  EXPECT_NE(info.find("Title:           Test Book"), std::string::npos) << info;
  EXPECT_NE(info.find("Author:          Tester"), std::string::npos);
  EXPECT_NE(info.find("Subject:         Tests"), std::string::npos);
  EXPECT_NE(info.find("Keywords:        sudoku, test"), std::string::npos);
  EXPECT_NE(info.find("Creator:         sudokupress"), std::string::npos);
  EXPECT_NE(info.find("CreationDate:    Sat Nov 21 00:00:00 2026 UTC"), std::string::npos);
  // Pages: title, how to play, contents, blank (i-iv); Easy, Medium, Pictures, solutions.
  EXPECT_NE(info.find("Pages:           8\n"), std::string::npos) << info;

  // Page labels, outline and links through qpdf's JSON.
  std::string json = capture("qpdf --json=2 --json-key=pagelabels --json-key=outlines " + pdf);
  EXPECT_NE(json.find("\"/S\": \"/r\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"/S\": \"/D\""), std::string::npos);
  for (const char* title : {"How to play", "Contents", "Easy", "Medium", "Pictures", "Solutions"})
    EXPECT_NE(json.find(std::string("\"title\": \"") + title + "\""), std::string::npos) << title;
  // pdfinfo prints the labels too: the body starts at "1" on the fifth page.
  std::string qdf =
      capture("qpdf --qdf --object-streams=disable " + pdf + " - | grep -a -c '/Subtype /Link'");
  const int puzzles = kSanitizerBuild ? 7 : 12;
  // A link per puzzle grid, per "solution on page" line, per solution grid; 3 contents rows
  // plus the solutions row.
  EXPECT_EQ(std::stoi(qdf), 3 * puzzles + 4) << qdf;
}

TEST_F(BookCliTest, ReportListsEveryPuzzleConsistently) {
  CliResult r = build(small_manifest());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto rows = split(slurp(path("report.tsv")), '\n');
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows[0], "number\tsection\tpage\tid\tgrade\tscore\tclues\tlevel\ter\tpuzzle");
  const int easy = kSanitizerBuild ? 3 : 6, medium = kSanitizerBuild ? 2 : 4;
  ASSERT_EQ(static_cast<int>(rows.size()), 1 + easy + medium + 2);
  std::set<std::string> lines, keys, ids;
  std::map<std::string, double> last_score;
  for (size_t i = 1; i < rows.size(); ++i) {
    auto f = split(rows[i], '\t');
    ASSERT_EQ(f.size(), 10u) << rows[i];
    EXPECT_EQ(std::stoi(f[0]), static_cast<int>(i));
    const std::string& section = f[1];
    if (section == "Easy" || section == "Medium") {
      EXPECT_EQ(f[4], section);
    }
    // Rising inside a section on the one scale: ER (classic 9x9), else score / 100.
    const double value = f[8] == "-" ? std::stod(f[5]) / 100 : std::stod(f[8]);
    if (last_score.count(section)) {
      EXPECT_LE(last_score[section], value) << rows[i];
    }
    last_score[section] = value;
    const std::string& line = f[9];
    auto read = core::read_puzzles(line, "report");
    ASSERT_TRUE(read.is_ok());
    ASSERT_TRUE(read->items[0].puzzle.has_value()) << line;
    const core::Puzzle& p = *read->items[0].puzzle;
    EXPECT_EQ(p.clue_count(), std::stoi(f[6]));
    EXPECT_TRUE(lines.insert(line).second) << "duplicate puzzle " << line;
    EXPECT_TRUE(keys.insert(publish::book::book_canonical(p)).second) << "equivalent pair " << line;
    EXPECT_TRUE(ids.insert(f[3]).second);
    // The label, level and er are what `grade` says today (the one scale: the human ladder).
    CliResult g = run_cli("grade", line + "\n");
    EXPECT_NE(g.out.find("\t" + f[7] + "\t" + f[4] + "\t"), std::string::npos) << g.out;
    EXPECT_EQ(g.out.substr(g.out.rfind('\t') + 1), f[8] + "\n") << g.out;
    if (section == "Pictures") {
      EXPECT_EQ(p.size(), 6);
    }
  }
  // Pages: Easy on page 1 (six to a page), Medium on page 2, Pictures on page 3.
  EXPECT_EQ(split(rows[1], '\t')[2], "1");
  EXPECT_EQ(split(rows[1 + easy], '\t')[2], "2");
  EXPECT_EQ(split(rows.back(), '\t')[2], "3");
}

TEST_F(BookCliTest, IsByteIdenticalForTheSameSeedWhateverTheThreadCount) {
  ASSERT_EQ(build(small_manifest(), "--threads 1", "a.pdf").exit_code, 0);
  ASSERT_EQ(build(small_manifest(), "--threads 2", "b.pdf").exit_code, 0);
  const std::string a = slurp(path("a.pdf")), b = slurp(path("b.pdf"));
  ASSERT_FALSE(a.empty());
  EXPECT_TRUE(a == b) << "PDFs differ";
  ASSERT_EQ(build(small_manifest(), "--seed 12", "c.pdf").exit_code, 0);
  EXPECT_FALSE(a == slurp(path("c.pdf")));
  // SOURCE_DATE_EPOCH overrides the manifest's date.
  std::string m = write("book.toml", small_manifest());
  CliResult r = run_cli("book " + shell_quote(m) + " -o " + shell_quote(path("d.pdf")));
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_TRUE(slurp(path("d.pdf")) == a);
  std::string cmd = "SOURCE_DATE_EPOCH=86400 " + shell_quote(SP_CLI_PATH) + " book " +
                    shell_quote(m) + " -o " + shell_quote(path("e.pdf")) + " 2>/dev/null";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  if (have_tool("pdfinfo")) {
    std::string info = capture("pdfinfo " + shell_quote(path("e.pdf")));
    EXPECT_NE(info.find("CreationDate:    Fri Jan  2 00:00:00 1970 UTC"), std::string::npos)
        << info;
  }
}

// A PPM/PGM from pdftoppm: width, height, channels and the samples.
struct Raster {
  int w = 0, h = 0, channels = 0;
  std::string data;
  int at(int x, int y, int c = 0) const {
    return static_cast<unsigned char>(data[(static_cast<size_t>(y) * w + x) * channels + c]);
  }
};

Raster rasterise(const std::string& pdf, int page, int dpi, bool gray, const std::string& tmp) {
  std::string cmd = "pdftoppm -r " + std::to_string(dpi) + (gray ? " -gray" : "") + " -f " +
                    std::to_string(page) + " -l " + std::to_string(page) + " -singlefile " +
                    shell_quote(pdf) + " " + shell_quote(tmp);
  EXPECT_EQ(std::system(cmd.c_str()), 0);
  std::string bytes = slurp(tmp + (gray ? ".pgm" : ".ppm"));
  Raster r;
  std::istringstream in(bytes);
  std::string magic;
  int maxval = 0;
  in >> magic >> r.w >> r.h >> maxval;
  in.get();
  r.channels = magic == "P6" ? 3 : 1;
  r.data = bytes.substr(static_cast<size_t>(in.tellg()));
  EXPECT_EQ(r.data.size(), static_cast<size_t>(r.w) * r.h * r.channels);
  return r;
}

TEST_F(BookCliTest, PuzzlePagesProbeAtPixelLevel) {
  REQUIRE_TOOL("pdftoppm");
  ASSERT_EQ(build(small_manifest()).exit_code, 0);
  const int dpi = 36;
  const double k = dpi / 72.0;
  Raster page = rasterise(path("out.pdf"), 5, dpi, true, path("p5"));  // Easy, body page 1
  auto manifest = publish::parse_manifest(small_manifest(), "book.toml");
  ASSERT_TRUE(manifest.is_ok());
  // Page 5 is the first body page (index 4, a recto); the gutter for 8 pages is 0.375in,
  // raised to the 0.5in outside margin (the inside margin is never the narrower).
  const publish::PrintRules rules = publish::print_rules(*manifest);
  const render::Length inside = publish::inside_margin(*manifest, rules, 8);
  EXPECT_DOUBLE_EQ(inside.in_pt(), 36);
  publish::book::PageFrame f =
      publish::book::page_frame(*manifest, inside, 4, rules, publish::book::page_style());
  EXPECT_EQ(page.w, static_cast<int>(std::lround(f.media.width.in_pt() * k)));
  const publish::book::LayoutStyle st = publish::book::section_style();
  auto slots = publish::book::slots(publish::book::puzzle_area(f, st), 6, st);
  // Down the middle of the first grid: ten horizontal lines cross it, so dark pixels recur.
  const render::Rect& g = slots[0].grid;
  int dark_runs = 0;
  bool in_dark = false;
  for (int y = static_cast<int>(g.y.in_pt() * k); y < static_cast<int>(g.bottom().in_pt() * k);
       ++y) {
    bool dark = page.at(static_cast<int>((g.x.in_pt() + 3) * k), y) < 100;
    if (dark && !in_dark) ++dark_runs;
    in_dark = dark;
  }
  EXPECT_GE(dark_runs, 9);
  // The margins are paper: nothing printed left of the block, nor right of it below the
  // running head.
  for (int y = 0; y < page.h; ++y) {
    for (int x = 0; x < static_cast<int>(f.block.x.in_pt() * k) - 2; ++x)
      ASSERT_GT(page.at(x, y), 240) << x << "," << y;
    for (int x = static_cast<int>(f.block.right().in_pt() * k) + 2; x < page.w; ++x)
      ASSERT_GT(page.at(x, y), 240) << x << "," << y;
  }
  // The title page has the title's ink in its upper third and a grid in the middle.
  Raster title = rasterise(path("out.pdf"), 1, dpi, true, path("p1"));
  int ink = 0;
  for (int y = title.h / 6; y < title.h / 3; ++y)
    for (int x = 0; x < title.w; ++x) ink += title.at(x, y) < 128;
  EXPECT_GT(ink, 50);
}

TEST_F(BookCliTest, PrintReadyIsGrayWithTrimAndBleedBoxes) {
  REQUIRE_TOOL("gs");
  REQUIRE_TOOL("pdfinfo");
  REQUIRE_TOOL("pdftoppm");
  const std::string page = "trim = \"6x9in\"\nbleed = true\nmargin_outside = \"0.5in\"\n";
  // 6x9 keeps 9x9 cells >= 6 mm at 4 a page and solution digits >= 7 pt at 6 a page.
  std::string text = small_manifest(page);
  text.replace(text.find("per_page = 6"), 12, "per_page = 4");
  text.replace(text.find("per_page = 12"), 13, "per_page = 6");
  ASSERT_EQ(build(text, "", "color.pdf").exit_code, 0);
  CliResult r = build(text, "--print-ready", "print.pdf");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string pdf = path("print.pdf");
  std::string info = capture("pdfinfo -box " + shell_quote(pdf));
  // 24 pages at least; 6.125 x 9.25 in with bleed; the trim box inside it.
  EXPECT_NE(info.find("Pages:           24\n"), std::string::npos) << info;
  EXPECT_NE(info.find("Page size:       441 x 666 pts"), std::string::npos) << info;
  EXPECT_NE(info.find("TrimBox:             0.00     9.00   432.00   657.00"), std::string::npos)
      << info;
  EXPECT_NE(info.find("BleedBox:            0.00     0.00   441.00   666.00"), std::string::npos);
  std::string verso = capture("pdfinfo -box -f 2 -l 2 " + shell_quote(pdf));
  EXPECT_NE(info.find("PDF version:     1.3"), std::string::npos) << info;
  EXPECT_NE(verso.find("Page    2 TrimBox:       9.00     9.00   441.00   657.00"),
            std::string::npos)
      << verso;
  int rc = -1;
  capture("qpdf --check " + shell_quote(pdf) + " >/dev/null 2>&1", &rc);
  EXPECT_EQ(rc, 0);
  std::string fonts = capture("pdffonts " + shell_quote(pdf));
  EXPECT_EQ(fonts.find(" no "), std::string::npos) << fonts;
  // The picture page (its icons are in colour; page 8, or 7 in the sanitizer build's smaller
  // book) has colour in the normal PDF and none in the print-ready one; the thumb tab reaches
  // the bleed edge.
  const int picture_page = kSanitizerBuild ? 7 : 8;
  Raster colour = rasterise(path("color.pdf"), picture_page, 30, false, path("c8"));
  Raster gray = rasterise(pdf, picture_page, 30, false, path("g8"));
  int coloured = 0, not_gray = 0;
  for (int y = 0; y < colour.h; ++y)
    for (int x = 0; x < colour.w; ++x) {
      coloured += std::abs(colour.at(x, y, 0) - colour.at(x, y, 2)) > 30;
      not_gray += gray.at(x, y, 0) != gray.at(x, y, 1) || gray.at(x, y, 1) != gray.at(x, y, 2);
    }
  EXPECT_GT(coloured, 20);
  EXPECT_EQ(not_gray, 0);
  // A verso's tab runs to the left edge of the bleed, a recto's to the right edge.
  const int edge = picture_page % 2 == 0 ? 0 : gray.w - 1;
  int tab = 0;
  for (int y = 0; y < gray.h; ++y) tab += gray.at(edge, y, 0) < 128;
  EXPECT_GT(tab, 5);
  // Black stays pure: no RGB or CMYK colour operators are left in the page contents.
  std::string ops = capture("qpdf --qdf --object-streams=disable " + shell_quote(pdf) +
                            " - | grep -a -c -E ' (rg|RG|k|K|scn|SCN)$'");
  EXPECT_EQ(std::stoi(ops), 0);
}

// A tiny book (no solutions, no contents): 2 front pages and 2 of puzzles before padding.
std::string tiny_manifest(const std::string& service) {
  return "[book]\ntitle = \"Tiny\"\ndate = \"2026-11-21\"\nseed = 5\n[print]\nservice = \"" +
         service + "\"\n[page]\ntrim = \"8.5x11in\"\n" +
         (service == "kdp" ? "" : "margin_outside = \"0.5in\"\n") +
         "[front]\ncontents = false\n[solutions]\nenabled = false\n[[section]]\n"
         "heading = \"Easy\"\ncount = 6\ngrade = \"Easy\"\nper_page = 4\n";
}

TEST_F(BookCliTest, PrintReadyIsByteIdenticalWithoutAnnotationsAndPaddedWithNotes) {
  REQUIRE_TOOL("gs");
  REQUIRE_TOOL("qpdf");
  REQUIRE_TOOL("pdftotext");
  ASSERT_EQ(build(tiny_manifest("kdp"), "--print-ready", "a.pdf").exit_code, 0);
  CliResult r = build(tiny_manifest("kdp"), "--print-ready", "b.pdf");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  int rc = -1;
  capture("cmp -s " + shell_quote(path("a.pdf")) + " " + shell_quote(path("b.pdf")), &rc);
  EXPECT_EQ(rc, 0) << "two print-ready builds differ";
  const std::string qdf =
      capture("qpdf --qdf --object-streams=disable " + shell_quote(path("a.pdf")) + " -");
  EXPECT_EQ(qdf.find("/Annots"), std::string::npos);
  EXPECT_EQ(qdf.find("/Outlines"), std::string::npos);
  EXPECT_EQ(qdf.find("/Link"), std::string::npos);
  // 24 pages: title, how to play, two puzzle pages, then Notes pages, never 3 blank pages.
  std::string info = capture("pdfinfo " + shell_quote(path("a.pdf")));
  EXPECT_NE(info.find("Pages:           24\n"), std::string::npos) << info;
  int blank_run = 0, longest = 0, notes = 0;
  for (int p = 1; p <= 24; ++p) {
    const std::string text = capture("pdftotext -f " + std::to_string(p) + " -l " +
                                     std::to_string(p) + " " + shell_quote(path("a.pdf")) + " -");
    const bool blank = text.find_first_not_of(" \n\f") == std::string::npos;
    blank_run = blank ? blank_run + 1 : 0;
    longest = std::max(longest, blank_run);
    notes += text.find("Notes") != std::string::npos;
  }
  EXPECT_LE(longest, 2);
  EXPECT_GE(notes, 19);
  // The how-to-play page counts rows and columns from 1 and shows its own example (generated
  // from the book's seed, in the book's language: "In row 3, the 5 fits in one cell only: row 3,
  // column 7.", the example_step string of templates/i18n/en.toml).
  const std::string how = capture("pdftotext -f 2 -l 2 " + shell_quote(path("a.pdf")) + " -");
  const size_t at = how.find(", column ");
  ASSERT_NE(at, std::string::npos) << how;
  EXPECT_GE(at, 5u);
  EXPECT_EQ(how.substr(at - 5, 4), "row ") << how;
  EXPECT_NE(how.find("in one cell only: row "), std::string::npos) << how;  // "fi": a ligature
  EXPECT_EQ(how.find("r1c3"), std::string::npos) << how;
  EXPECT_EQ(how.find("Puzzle "), std::string::npos) << how;  // not a puzzle of the book
}

TEST_F(BookCliTest, PrintReadyForIngramSparkIsPdfX1a) {
  REQUIRE_TOOL("gs");
  REQUIRE_TOOL("qpdf");
  CliResult r = build(tiny_manifest("ingramspark"), "--print-ready", "x.pdf");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string pdf = slurp(path("x.pdf"));
  EXPECT_EQ(pdf.rfind("%PDF-1.3", 0), 0u);
  const std::string qdf =
      capture("qpdf --qdf --object-streams=disable " + shell_quote(path("x.pdf")) + " -");
  EXPECT_NE(qdf.find("/GTS_PDFXVersion (PDF/X-1:2001)"), std::string::npos);
  EXPECT_NE(qdf.find("/GTS_PDFXConformance (PDF/X-1a:2001)"), std::string::npos);
  EXPECT_NE(qdf.find("/Trapped /False"), std::string::npos);
  EXPECT_NE(qdf.find("/S /GTS_PDFX"), std::string::npos);
  EXPECT_NE(qdf.find("/DestOutputProfile"), std::string::npos);
  EXPECT_NE(qdf.find("/TrimBox"), std::string::npos);
  // No transparency, no RGB: PDF/X-1a.
  for (const char* banned : {"/SMask", "/DeviceRGB", "/Group", "/CA ", "/ca "})
    EXPECT_EQ(qdf.find(banned), std::string::npos) << banned;
  int rc = -1;
  capture("qpdf --check " + shell_quote(path("x.pdf")) + " >/dev/null 2>&1", &rc);
  EXPECT_EQ(rc, 0);
}

// Issue 25: the shipped books on the one scale. Every puzzle of the sample, large-print, German,
// Japanese and Killer books re-grades (`grade`, the human ladder) to the label, level and er its
// report gives, and graded sections rise: in book order, each graded section of a variant starts no
// lower than the previous graded section of that variant ends (ER on the classic 9x9, score /
// 100 elsewhere).
class ShippedBookTest : public TempDirTest, public ::testing::WithParamInterface<const char*> {
 protected:
  ShippedBookTest() : TempDirTest("sp_shipped") {}
};

bool digits_only(const std::string& t) {
  return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Issue 27's rules, measured on a built PDF with the preflight's own facts (poppler's text boxes
// and sizes, qpdf's reading of the content streams): line weights, type sizes, margins per page,
// the grade on every puzzle, and for large print the sizes of text and digits.
void measure_design_rules(const std::string& manifest_path, const std::string& pdf, bool large) {
  auto m = publish::load_manifest(manifest_path);
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  // The book's strings in its language, as the builder takes them.
  ASSERT_TRUE(publish::localize(*m, std::string(SP_SOURCE_DIR) + "/templates").is_ok());
  publish::pdf::PreflightOptions o = publish::pdf::preflight_options_for(*m);
  auto facts = publish::pdf::read_pdf_facts(publish::pdf::PdfInput::file(pdf), o);
  ASSERT_TRUE(facts.is_ok()) << facts.status().message();
  const int pages = static_cast<int>(facts->pages.size());
  const double inside = publish::inside_margin(*m, publish::print_rules(*m), pages).in_pt();
  const double outside = m->margin_outside.in_pt();
  EXPECT_GE(inside, outside);
  const double min_line = o.service->min_line_width.in_pt();
  // The caption words in the book's language (poppler reads words: a grade's first word).
  const std::string puzzle_word = m->text.puzzle;
  std::set<std::string> grade_words;
  for (const char* english : {"Easy", "Medium", "Hard", "Tough", "Fiendish", "Diabolical",
                              "Nightmare", "First steps", "Tricky"}) {
    const std::string label = publish::grade_label(m->text, english);
    grade_words.insert(label.substr(0, label.find(' ')));
  }
  std::set<long> type_sizes;  // tenths of a point, text that is not all digits
  int puzzles = 0, grades = 0;
  for (int i = 0; i < pages; ++i) {
    const publish::pdf::PageFacts& p = facts->pages[i];
    const std::string at = "page " + std::to_string(i + 1);
    if (p.thinnest_line_pt) {
      EXPECT_GE(*p.thinnest_line_pt, min_line - 0.01) << at;
    }
    const bool recto = i % 2 == 0;
    const double left = recto ? inside : outside,
                 right = p.media.width() - (recto ? outside : inside);
    // A caption: the puzzle word, then its number on the same line (a German or Japanese
    // intro also says "Rätsel" or "問題").
    int page_puzzles = 0;
    for (size_t k = 0; k + 1 < p.text.size(); ++k)
      page_puzzles += p.text[k].text == puzzle_word && digits_only(p.text[k + 1].text) &&
                      std::abs(p.text[k + 1].box.y1 - p.text[k].box.y1) < 1;
    const bool puzzle_page = page_puzzles > 0;
    int big_digits = 0;
    for (const publish::pdf::TextFact& t : p.text) {
      EXPECT_GE(t.box.x0, left - 1) << at << ": \"" << t.text << "\" in the left margin";
      EXPECT_LE(t.box.x1, right + 1) << at << ": \"" << t.text << "\" in the right margin";
      EXPECT_GE(t.size_pt, 7 - 0.05) << at << ": " << t.text;
      if (grade_words.count(t.text)) ++grades;
      if (!digits_only(t.text)) {
        type_sizes.insert(std::lround(t.size_pt * 10));
        if (large) {
          EXPECT_GE(t.size_pt, 16 - 0.05) << at << ": " << t.text;
        }
      } else if (large) {
        EXPECT_GE(t.size_pt, 12 - 0.05) << at << ": digits " << t.text;  // solutions
        if (puzzle_page && t.size_pt > 16.5) {  // above the 16 pt captions: a given
          EXPECT_GE(t.size_pt, 20 - 0.05) << at << ": given " << t.text;
          ++big_digits;
        }
      }
    }
    puzzles += page_puzzles;
    // Large print: one puzzle a page, its givens (17 or more) at 20 pt or more.
    if (large && puzzle_page) {
      EXPECT_GE(big_digits, 17) << at;
    }
  }
  EXPECT_EQ(puzzles, m->puzzle_count());
  // Every puzzle shows its grade (the caption's top right; a grade name may also appear in
  // a heading or on the contents page, hence at least).
  EXPECT_GE(grades, puzzles);
  // A few named sizes: the template's five (some may be unused).
  EXPECT_LE(type_sizes.size(), 5u);
}

TEST_P(ShippedBookTest, RegradesToItsLabelsAndItsSectionsRise) {
  if (kSanitizerBuild)
    GTEST_SKIP() << "whole sample books take minutes under the sanitizers; "
                    "the dev and release runs cover them";
  const std::string manifest = std::string(SP_SOURCE_DIR) + "/book/" + GetParam() + "/book.toml";
  // Print-ready: the build runs the service's preflight on its own bytes and refuses a book
  // that fails it; the design rules are measured on the same PDF below.
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(path("b.pdf")) +
                        " --print-ready --report " + shell_quote(path("r.tsv")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("book: grid cells 9x9 puzzles "), std::string::npos) << r.err;
  measure_design_rules(manifest, path("b.pdf"), std::string(GetParam()) == "large-print");
  auto rows = split(slurp(path("r.tsv")), '\n');
  ASSERT_GT(rows.size(), 1u);
  // One `grade` run per puzzle, with its section's variant: the book mixes geometries, and a
  // line alone does not say X or Windoku.
  auto m = publish::load_manifest(manifest);
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  std::map<std::string, std::string> variant_of, grade_of;
  for (const auto& sec : m->sections) {
    variant_of[sec.heading] = sec.variant;
    grade_of[sec.heading] = sec.grade;
  }
  std::vector<std::vector<std::string>> fields, graded;
  for (size_t i = 1; i < rows.size(); ++i) {
    fields.push_back(split(rows[i], '\t'));
    ASSERT_GE(fields.back().size(), 10u) << rows[i];
    std::string line = fields.back()[9];
    if (fields.back().size() > 10) line += "\t" + fields.back()[10];  // a jigsaw's regions
    const std::string& v = variant_of[fields.back()[1]];
    CliResult g = run_cli("grade" + (v == "9x9" ? std::string() : " --variant " + v), line + "\n");
    ASSERT_EQ(g.exit_code, 0) << rows[i] << ": " << g.err;
    graded.push_back(split(g.out.substr(0, g.out.find('\n')), '\t'));
  }
  // Section heading -> (min, max) on the one scale, in book order.
  std::vector<std::pair<std::string, std::pair<double, double>>> spans;
  for (size_t i = 0; i < fields.size(); ++i) {
    const auto& f = fields[i];
    const auto& gf = graded[i];
    const bool kids = f[4] == "First steps" || f[4] == "Tricky";  // the children's own ladder
    if (!kids) {
      EXPECT_EQ(gf[gf.size() - 5], f[7]) << "level of " << rows[i + 1];
      EXPECT_EQ(gf[gf.size() - 4], f[4]) << "grade of " << rows[i + 1];
    }
    EXPECT_EQ(gf.back(), f[8]) << "er of " << rows[i + 1];
    const double v = f[8] == "-" ? std::stod(f[5]) / 100 : std::stod(f[8]);
    if (spans.empty() || spans.back().first != f[1]) spans.push_back({f[1], {v, v}});
    spans.back().second.first = std::min(spans.back().second.first, v);
    spans.back().second.second = std::max(spans.back().second.second, v);
  }
  // The graded classic sections come first, from Easy up (by their grade: a translated book's
  // headings are in its language).
  const std::vector<std::string> ladder = {"Easy",     "Medium",     "Hard",     "Tough",
                                           "Fiendish", "Diabolical", "Nightmare"};
  // Each variant's graded sections rise on their own (the Killer book's on the score's scale).
  std::map<std::string, double> last;
  int graded_sections = 0;
  for (const auto& [heading, span] : spans) {
    if (std::find(ladder.begin(), ladder.end(), grade_of[heading]) == ladder.end()) continue;
    const std::string& v = variant_of[heading];
    if (last.count(v)) {
      EXPECT_LE(last[v], span.first) << heading << " starts below the section before it";
    }
    last[v] = span.second;
    ++graded_sections;
  }
  const std::map<std::string, int> expected_sections = {
      {"sample", 9}, {"sample-de", 5}, {"sample-ja", 3}, {"killer", 6}};
  if (auto it = expected_sections.find(GetParam()); it != expected_sections.end()) {
    EXPECT_EQ(graded_sections, it->second);
  }
}

// sample-de (A5, German) and sample-ja (B5, Japanese, CJK fonts) too: verification gap D.
INSTANTIATE_TEST_SUITE_P(Books, ShippedBookTest,
                         ::testing::Values("sample", "large-print", "sample-de", "sample-ja",
                                           "killer"));

}  // namespace
}  // namespace sudokupress::testing
