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

TEST(RenderCliTest, HelpDocumentsEveryFlag) {
  auto r = run_cli("render --help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* flag : {"--template", "--symbols", "--solution", "--shade-clues", "--dpi",
                           "--pencil-marks", "OUT-001.svg", "SOURCE_DATE_EPOCH"})
    EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
}

}  // namespace
}  // namespace sudokupress::testing
