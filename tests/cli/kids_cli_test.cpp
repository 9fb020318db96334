// SPDX-License-Identifier: GPL-3.0-or-later
// Children's puzzles through the binary: generate --all-symbols / --kids-level / --word (IDs
// regenerate byte for byte, clear errors), the legend in rendered SVG, HTML and PDF, and the
// children's books (book/kids/book.toml; the age ladder's book/kids-3-5 in colour and in gray).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>

#include "cli/app.hpp"
#include "cli_support.hpp"
#include "core/format.hpp"
#include "generate/word.hpp"
#include "publish/book/picture_example.hpp"
#include "publish/book/project_source.hpp"
#include "publish/manifest.hpp"
#include "publish/pdf/preflight.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

#define REQUIRE_TOOL(t) \
  if (!have_tool(t)) GTEST_SKIP() << t << " not installed (poppler-utils)"

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string f;
  while (std::getline(ss, f, '\t')) out.push_back(f);
  return out;
}

fs::path temp_dir(const std::string& name) {
  fs::path d = fs::temp_directory_path() / ("sp_kids_" + std::to_string(::getpid()) + "_" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

TEST(KidsGenerateCliTest, IdsOfNewOptionsRegenerateByteForByte) {
  const char* cases[] = {
      "--size 4 --word FROG",
      "--size 6 --word planet --word-line col:2 --all-symbols",
      "--size 9 --word SUBMARINE --word-line diagonal",
      "--size 6 --kids-level first-steps --all-symbols",
      "--size 9 --kids-level easy --all-symbols --symmetry rot180",
      "--size 6 --kids-level tricky",
  };
  for (const char* c : cases) {
    CliResult r = run_cli(std::string("generate --seed 21 -n 2 ") + c);
    ASSERT_EQ(r.exit_code, 0) << c << ": " << r.err;
    std::stringstream lines(r.out);
    std::string line;
    int n = 0;
    while (std::getline(lines, line)) {
      ++n;
      const auto f = fields(line);
      ASSERT_GE(f.size(), 2u) << line;
      CliResult again = run_cli("generate --id " + shell_quote(f[1]));
      ASSERT_EQ(again.exit_code, 0) << f[1] << ": " << again.err;
      EXPECT_EQ(again.out, line + "\n") << c;
    }
    EXPECT_EQ(n, 2) << c;
  }
}

TEST(KidsGenerateCliTest, WordSpellsTheLineAndJsonNamesTheLetters) {
  CliResult r = run_cli("generate --seed 5 --size 6 --word GARDEN --word-line row:3 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("\"word\":\"GARDEN\",\"letters\":\"ADEGNR\""), std::string::npos) << r.out;
  const size_t at = r.out.find("\"solution\":\"") + 12;
  const std::string solution = r.out.substr(at, 36);
  std::string row3;
  for (int c = 0; c < 6; ++c) row3 += std::string("ADEGNR")[solution[12 + c] - '1'];
  EXPECT_EQ(row3, "GARDEN");
}

TEST(KidsGenerateCliTest, BadOptionsAreClearUsageErrors) {
  struct Case {
    std::string args, message;
  } cases[] = {
      {"--size 4 --word FROGS", "has 5 letters: a 4x4 needs 4 different letters"},
      {"--size 4 --word TOOT", "repeats O"},
      {"--size 4 --word AB1D", "only the letters A-Z"},
      {"--size 6 --word GARDEN --word-line row:7", "row must be 1 to 6"},
      {"--size 6 --word GARDEN --word-line middle", "use row:N, col:N (1-based) or diagonal"},
      {"--size 6 --word-line row:1", "--word-line goes with --word"},
      {"--size 4 --kids-level hard", "unknown kids level 'hard'"},
      {"--size 4 --kids-level tricky", "needs a 6x6 grid or larger"},
      {"--size 6 --kids-level easy --grade Hard", "drop --grade"},
      {"--variant samurai --word SUBMARINE", "single square grid"},
  };
  for (const Case& c : cases) {
    CliResult r = run_cli("generate --seed 1 " + c.args);
    EXPECT_EQ(r.exit_code, 64) << c.args << ": " << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(r.out.empty());
  }
}

TEST(KidsRenderCliTest, WordPuzzleRendersItsLettersWithALegendInEveryFormat) {
  const fs::path dir = temp_dir("render");
  CliResult g = run_cli("generate --seed 3 --size 4 --word FROG");
  ASSERT_EQ(g.exit_code, 0) << g.err;
  const auto f = fields(g.out.substr(0, g.out.find('\n')));
  std::string letters;
  for (char ch : f[0]) letters += ch == '.' ? ' ' : std::string("FGOR")[ch - '1'];
  for (const char* ext : {"svg", "html", "pdf"}) {
    const std::string out = (dir / (std::string("w.") + ext)).string();
    CliResult r = run_cli("render - -o " + shell_quote(out), g.out);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_TRUE(fs::exists(out)) << out;
  }
  std::ifstream svg_in(dir / "w.svg");
  const std::string svg((std::istreambuf_iterator<char>(svg_in)), {});
  // The legend's four letters come last among the texts, in alphabetical (value) order.
  std::vector<std::string> texts;
  for (size_t at = svg.find("<text "); at != std::string::npos; at = svg.find("<text ", at + 1)) {
    const size_t open = svg.find('>', at) + 1;
    texts.push_back(svg.substr(open, svg.find("</text>", open) - open));
  }
  const int clues =
      static_cast<int>(std::count_if(f[0].begin(), f[0].end(), [](char c) { return c != '.'; }));
  ASSERT_GE(static_cast<int>(texts.size()), clues + 4);
  EXPECT_EQ(texts[clues] + texts[clues + 1] + texts[clues + 2] + texts[clues + 3], "FGOR");
  std::ifstream html_in(dir / "w.html");
  const std::string html((std::istreambuf_iterator<char>(html_in)), {});
  const size_t legend = html.find("<div class=\"sp-legend legend\">");
  ASSERT_NE(legend, std::string::npos);
  const size_t end = html.find("</div>\n", legend);
  std::string order;
  for (size_t at = html.find("data-value=\"", legend); at < end;
       at = html.find("data-value=\"", at + 1))
    order += html[html.find('>', at) + 1];
  EXPECT_EQ(order, "FGOR");
  if (have_tool("pdftotext")) {
    // The last line of the page's text above the caption's ID is the legend, letters in order.
    std::string text = capture("pdftotext -layout " + shell_quote((dir / "w.pdf").string()) + " -");
    std::string last, line;
    std::stringstream ss(text);
    while (std::getline(ss, line))
      if (line.find_first_not_of(" \f") != std::string::npos &&
          line.find("sp1_") == std::string::npos)
        last = line;
    std::string compact;
    for (char ch : last)
      if (ch != ' ') compact += ch;
    EXPECT_EQ(compact, "FGOR") << text;
  }
  fs::remove_all(dir);
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

// The children's book builds: 24+ pages of 8.5x11 in, every puzzle page shows its legend, every
// picture is among each puzzle's clues, 4x4 cells are at least 25 mm, the sections climb the
// ladder, and the how-to-play example is not one of the book's puzzles.
TEST(KidsBookCliTest, BuildsWithLegendsEveryPictureAndItsOwnExample) {
  REQUIRE_TOOL("pdfinfo");
  REQUIRE_TOOL("pdftotext");
  const fs::path dir = temp_dir("book");
  const std::string manifest = std::string(SP_SOURCE_DIR) + "/book/kids/book.toml";
  const std::string pdf = (dir / "kids.pdf").string(), report = (dir / "kids.tsv").string();
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(pdf) + " --report " +
                        shell_quote(report) + " -q");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string info = capture("pdfinfo " + shell_quote(pdf));
  const size_t pages_at = info.find("Pages:");
  ASSERT_NE(pages_at, std::string::npos);
  const int pages = std::stoi(info.substr(pages_at + 6));
  EXPECT_GE(pages, 24);
  EXPECT_NE(info.find("612 x 792 pts"), std::string::npos) << info;

  auto m = publish::load_manifest(manifest);
  ASSERT_TRUE(m) << m.status().message();
  std::stringstream rows(read_text(report));
  std::string row;
  std::getline(rows, row);  // header
  std::vector<publish::book::BookPuzzle> puzzles;
  std::set<int> puzzle_pages;
  std::vector<std::string> section_order;
  while (std::getline(rows, row)) {
    const auto f = fields(row);
    ASSERT_EQ(f.size(), 10u) << row;
    core::ReadOptions ro;
    auto read = core::read_puzzles(f[9] + "\n", "report", ro);
    ASSERT_TRUE(read && read->items[0].puzzle) << f[9];
    const core::Puzzle& p = *read->items[0].puzzle;
    std::set<int> shown(p.cells.begin(), p.cells.end());
    shown.erase(0);
    EXPECT_EQ(static_cast<int>(shown.size()), p.size()) << "a picture missing: " << f[9];
    publish::book::BookPuzzle bp;
    bp.puzzle = p;
    puzzles.push_back(bp);
    puzzle_pages.insert(std::stoi(f[2]));
    if (section_order.empty() || section_order.back() != f[1]) section_order.push_back(f[1]);
  }
  EXPECT_EQ(puzzles.size(), 22u);
  EXPECT_EQ(section_order.size(), m->sections.size());
  // Every puzzle page has the legend's label under its grid.
  const std::string text = capture("pdftotext " + shell_quote(pdf) + " -");
  std::vector<std::string> page_text;
  std::stringstream ts(text);
  std::string chunk;
  while (std::getline(ts, chunk, '\f')) page_text.push_back(chunk);
  int with_legend = 0;
  for (const auto& t : page_text) with_legend += t.find("Use these pictures:") != std::string::npos;
  EXPECT_GE(with_legend, static_cast<int>(puzzle_pages.size()) + 1);  // + the how-to-play page
  EXPECT_NE(text.find("How to play"), std::string::npos);
  EXPECT_NE(text.find("Answers"), std::string::npos);
  EXPECT_NE(text.find("Answer 1"), std::string::npos);
  // The how-to-play page names no cell.
  for (const auto& t : page_text) {
    if (t.find("How to play") != std::string::npos && t.find("Try this one") != std::string::npos) {
      EXPECT_EQ(t.find("r0c"), std::string::npos) << t;
    }
  }
  // 4x4 cells of at least 25 mm: the longest dark horizontal run on the page of puzzle 1 is the
  // grid's border (headings and rules are grey; legend frames are short).
  int first = -1;
  for (size_t i = 0; i < page_text.size() && first < 0; ++i)
    if (page_text[i].find("Puzzle 1\n") != std::string::npos ||
        page_text[i].find("Puzzle 1 ") != std::string::npos)
      first = static_cast<int>(i) + 1;
  ASSERT_GT(first, 0);
  const int dpi = 50;
  const std::string pgm = (dir / "p").string();
  capture("pdftoppm -gray -r " + std::to_string(dpi) + " -f " + std::to_string(first) + " -l " +
          std::to_string(first) + " -singlefile " + shell_quote(pdf) + " " + shell_quote(pgm));
  const std::string img = read_text(pgm + ".pgm");
  int w = 0, h = 0, maxv = 0, off = 0;
  ASSERT_EQ(std::sscanf(img.c_str(), "P5 %d %d %d%n", &w, &h, &maxv, &off), 3);
  const unsigned char* px = reinterpret_cast<const unsigned char*>(img.data()) + off + 1;
  int longest = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0, run = 0; x < w; ++x) {
      run = px[y * w + x] < 100 ? run + 1 : 0;
      longest = std::max(longest, run);
    }
  const double cell_mm = longest / static_cast<double>(dpi) * 25.4 / 4;
  EXPECT_GE(cell_mm, 25.0) << "4x4 cells of " << cell_mm << " mm";
  // Its example: a 4x4 of its own.
  auto ex = publish::book::picture_example(m->seed, puzzles, 0);
  ASSERT_TRUE(ex) << ex.status().message();
  std::set<std::string> keys;
  for (const auto& p : puzzles) keys.insert(publish::book::book_canonical(p.puzzle));
  EXPECT_EQ(keys.count(publish::book::book_canonical(ex->puzzle)), 0u);
  EXPECT_EQ(ex->puzzle.size(), 4);
  fs::remove_all(dir);
}

// The book's facts as the preflight reads them (20 dpi is enough to see a picture's colour).
std::optional<publish::pdf::PdfFacts> low_res_facts(const std::string& pdf,
                                                    const publish::pdf::PreflightOptions& o) {
  publish::pdf::PreflightOptions low = o;
  low.dpi = 20;
  auto facts = publish::pdf::read_pdf_facts(publish::pdf::PdfInput::file(pdf), low);
  EXPECT_TRUE(facts) << facts.status().message();
  if (!facts) return std::nullopt;
  return *facts;
}

bool has_message(const std::vector<publish::pdf::Violation>& v, const std::string& part) {
  return std::any_of(v.begin(), v.end(), [&](const publish::pdf::Violation& x) {
    return x.message.find(part) != std::string::npos;
  });
}

// The age ladder's books (issue 31: kids-3-5, and kids-5-7's 6x6 pictures, verification gap D):
// one manifest builds a colour interior and a gray one, both print-ready (the builder runs the KDP
// preflight on its own bytes and writes nothing that fails). Read again from outside: the colour
// book's puzzle pages are in colour, pass the colour rules, and would fail as a gray interior
// (colour on black-and-white paper); the gray book has no colour at all. The cover's badge names
// the age band.
class KidsLadderBookTest : public ::testing::TestWithParam<std::tuple<const char*, const char*>> {};

TEST_P(KidsLadderBookTest, BuildsPrintReadyFromOneManifest) {
  REQUIRE_TOOL("pdftotext");
  if (kSanitizerBuild)
    GTEST_SKIP() << "a whole print-ready book takes minutes under the sanitizers; the dev and "
                    "release runs cover it";
  const std::string book = std::get<0>(GetParam()), interior = std::get<1>(GetParam());
  const fs::path dir = temp_dir("ladder_" + book + "_" + interior);
  const std::string manifest = std::string(SP_SOURCE_DIR) + "/book/" + book + "/book.toml";
  const std::string pdf = (dir / "book.pdf").string(), cover = (dir / "cover.pdf").string();
  CliResult r = run_cli("book " + shell_quote(manifest) + " -o " + shell_quote(pdf) +
                        " --print-ready --threads 2 -q --interior " + interior + " --cover " +
                        shell_quote(cover));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto m = publish::load_manifest(manifest);
  ASSERT_TRUE(m) << m.status().message();
  publish::set_interior(*m,
                        interior == "color" ? publish::Interior::kColor : publish::Interior::kGray);
  const publish::pdf::PreflightOptions o = publish::pdf::preflight_options_for(*m);
  auto facts = low_res_facts(pdf, o);
  ASSERT_TRUE(facts);
  int coloured = 0;
  for (const publish::pdf::PageFacts& p : facts->pages)
    coloured += std::any_of(p.pixels.begin(), p.pixels.end(),
                            [](uint8_t px) { return (px & publish::pdf::kPixelColour) != 0; });
  if (interior == "color") {
    EXPECT_EQ(o.paper, publish::Paper::kColor);  // premium colour: the paper follows
    EXPECT_GE(coloured, 18) << "every puzzle page shows its pictures in colour";
    const auto as_colour = publish::pdf::check_facts(*facts, o);
    EXPECT_FALSE(has_message(as_colour, "colour")) << publish::pdf::format_violations(as_colour)[0];
    EXPECT_FALSE(has_message(as_colour, "RGB"));
    publish::pdf::PreflightOptions gray = o;
    gray.interior = publish::Interior::kGray;
    gray.paper = publish::Paper::kWhite;
    EXPECT_TRUE(has_message(publish::pdf::check_facts(*facts, gray),
                            "colour on a black-and-white interior"));
  } else {
    EXPECT_EQ(coloured, 0);
  }
  const std::string text = capture("pdftotext " + shell_quote(cover) + " -");
  std::string ages = "Ages " + book.substr(5);  // kids-3-5: "Ages 3–5"
  ages.replace(ages.find('-'), 1, "\u2013");
  EXPECT_NE(text.find(ages), std::string::npos) << text;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(Interiors, KidsLadderBookTest,
                         ::testing::Combine(::testing::Values("kids-3-5", "kids-5-7"),
                                            ::testing::Values("color", "gray")),
                         [](const auto& info) {
                           std::string name =
                               std::string(std::get<0>(info.param)) + "_" + std::get<1>(info.param);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace sudokupress::testing
