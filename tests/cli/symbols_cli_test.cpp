// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress symbols list|show|check` and picture themes through `render`.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

bool icons_installed() {
  std::error_code ec;
  return fs::is_directory(
      fs::path(SP_SOURCE_DIR) / "third_party/icons/node_modules/fluentui-emoji/icons/flat", ec);
}

#define REQUIRE_ICONS()                                                                   \
  if (!icons_installed())                                                                 \
  GTEST_SKIP() << "the themes' icon package is not installed (scripts/setup.sh installs " \
                  "it with npm ci)"

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string f;
  while (std::getline(ss, f, sep)) out.push_back(f);
  return out;
}

TEST(SymbolsCliTest, ListShowsEveryThemeWithItsLicenceAndGraySafety) {
  auto r = run_cli("symbols list");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto lines = split(r.out, '\n');
  ASSERT_GE(lines.size(), 120u);
  std::string farm, hearts;
  for (const auto& line : lines) {
    auto f = split(line, '\t');
    ASSERT_EQ(f.size(), 5u) << line;
    EXPECT_GE(std::stoi(f[1]), 9) << line;
    EXPECT_EQ(f[3], "MIT") << line;
    EXPECT_TRUE(f[4] == "yes" || f[4] == "no" || f[4] == "-") << line;
    if (f[0] == "farm-animals") farm = line;
    if (f[0] == "coloured-hearts") hearts = line;
  }
  if (!icons_installed()) {
    EXPECT_EQ(farm, "farm-animals\t9\tflat\tMIT\t-");
    EXPECT_NE(r.err.find("run scripts/setup.sh"), std::string::npos) << r.err;
    return;
  }
  EXPECT_EQ(farm, "farm-animals\t9\tflat\tMIT\tyes");
  EXPECT_EQ(hearts, "coloured-hearts\t9\tflat\tMIT\tno");
}

TEST(SymbolsCliTest, ShowWritesAGalleryPage) {
  REQUIRE_ICONS();
  const fs::path out =
      fs::temp_directory_path() / ("sp_symbols_" + std::to_string(::getpid()) + ".png");
  auto r = run_cli("symbols show farm-animals -o " + shell_quote(out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(slurp(out.string()).substr(1, 3), "PNG");
  fs::remove(out);
  auto unknown = run_cli("symbols show no-such-theme -o " + shell_quote(out.string()));
  EXPECT_EQ(unknown.exit_code, 1);
  EXPECT_NE(unknown.err.find("unknown picture theme 'no-such-theme'"), std::string::npos)
      << unknown.err;
  EXPECT_FALSE(fs::exists(out));
  auto usage = run_cli("symbols show -o x.png");
  EXPECT_EQ(usage.exit_code, 64) << usage.err;
}

// symbols show --language: the gallery names the pictures in a book language (the theme's
// names.<language>); an unknown language is a usage error and writes nothing.
TEST(SymbolsCliTest, ShowNamesThePicturesInALanguage) {
  REQUIRE_ICONS();
  if (!have_tool("pdftotext")) GTEST_SKIP() << "pdftotext not installed (poppler-utils)";
  const fs::path out =
      fs::temp_directory_path() / ("sp_symbols_lang_" + std::to_string(::getpid()) + ".pdf");
  auto r = run_cli("symbols show pets --language de -o " + shell_quote(out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = capture("pdftotext " + shell_quote(out.string()) + " -");
  for (const char* name : {"Hund", "Katze", "Schildkr\u00f6te"})
    EXPECT_NE(text.find(name), std::string::npos) << name << " in:\n" << text;
  EXPECT_EQ(text.find("turtle"), std::string::npos) << text;
  fs::remove(out);
  auto bad = run_cli("symbols show pets --language xx -o " + shell_quote(out.string()));
  EXPECT_EQ(bad.exit_code, 64) << bad.err;
  EXPECT_NE(bad.err.find("--language 'xx' is not one of en, de, fr"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(out));
}

TEST(SymbolsCliTest, RenderTakesAThemeByNameAndRefusesAGrayClash) {
  REQUIRE_ICONS();
  auto gen = run_cli("generate --size 4 -n 1 --seed 5 --format line");
  ASSERT_EQ(gen.exit_code, 0) << gen.err;
  const fs::path out =
      fs::temp_directory_path() / ("sp_symbols_" + std::to_string(::getpid()) + ".svg");
  auto ok =
      run_cli("render - --gray --symbols farm-animals -o " + shell_quote(out.string()), gen.out);
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_NE(slurp(out.string()).find("<svg"), std::string::npos);
  fs::remove(out);
  auto refused =
      run_cli("render - --gray --symbols coloured-hearts -o " + shell_quote(out.string()), gen.out);
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("picture theme 'coloured-hearts' is not told apart in gray"),
            std::string::npos)
      << refused.err;
  EXPECT_FALSE(fs::exists(out));
  auto colour =
      run_cli("render - --symbols coloured-hearts -o " + shell_quote(out.string()), gen.out);
  EXPECT_EQ(colour.exit_code, 0) << colour.err;
  fs::remove(out);
}

}  // namespace
}  // namespace sudokupress::testing
