// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/themes.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"

namespace sudokupress::render::symbols {
namespace {

namespace fs = std::filesystem;

std::string dir() { return testing::data_dir().symbols(); }

std::string theme_text(int pictures, const std::string& licence = "MIT",
                       const std::string& extra = "") {
  std::string t =
      "title = \"T\"\nsource = \"pkg\"\nversion = \"1.0.0\"\nstyle = \"flat\"\nlicence = \"" +
      licence + "\"\n" + extra + "pictures = [\n";
  for (int i = 1; i <= pictures; ++i)
    t += "  { file = \"f" + std::to_string(i) + "\", name = \"n" + std::to_string(i) + "\" },\n";
  return t + "]\n";
}

// The icon package of the themes, when scripts/setup.sh has installed it.
bool icons_installed(const Theme& t) {
  std::error_code ec;
  return fs::is_directory(theme_style_dir(dir(), t, t.style), ec);
}

TEST(ThemesTest, ParsesAThemeWithLocalizedNames) {
  auto t =
      parse_theme(theme_text(9, "MIT", "gray_style = \"high-contrast\"\n") + "", "t.toml", "t");
  ASSERT_TRUE(t) << t.status().message();
  EXPECT_EQ(t->pictures.size(), 9u);
  EXPECT_EQ(t->gray_style, "high-contrast");
  auto n = parse_theme(
      "title = \"T\"\nsource = \"pkg\"\nversion = \"1\"\nstyle = \"flat\"\nlicence = \"MIT\"\n"
      "pictures = [\n" +
          std::string("  { file = \"cow\", name = \"cow\", names = { de = \"Kuh\" } },\n") +
          [] {
            std::string s;
            for (int i = 2; i <= 9; ++i)
              s += "  { file = \"f" + std::to_string(i) + "\", name = \"n" + std::to_string(i) +
                   "\" },\n";
            return s;
          }() +
          "]\n",
      "n.toml", "n");
  ASSERT_TRUE(n) << n.status().message();
  EXPECT_EQ(n->pictures[0].names.at("de"), "Kuh");
}

// The themes of the shipped children's samples (book/kids-3-5, kids-5-7) name every picture in
// every book language, so a page that shows names (symbols show --language) shows them in the
// book's language.
TEST(ThemesTest, TheKidsSampleThemesNameEveryPictureInEveryLanguage) {
  for (const char* name :
       {"farm-animals", "fruit-basket", "fruit-and-veg", "pets", "bugs-and-insects",
        "jungle-animals", "ocean-animals", "vehicles-road"}) {
    auto t = load_theme(dir(), name);
    ASSERT_TRUE(t) << t.status().message();
    for (const ThemePicture& p : t->pictures)
      for (const char* lang : {"de", "fr", "es", "it", "nl", "pt", "ja"}) {
        auto named = p.names.find(lang);
        ASSERT_NE(named, p.names.end()) << name << ": " << p.name << " has no " << lang;
        EXPECT_FALSE(named->second.empty()) << name << ": " << p.name << " " << lang;
      }
  }
}

TEST(ThemesTest, RefusesBadThemesWithFileAndLine) {
  auto few = parse_theme(theme_text(8), "few.toml", "few");
  ASSERT_FALSE(few);
  EXPECT_EQ(few.status().message(), "few.toml: 8 pictures; a theme has at least 9");
  auto lic = parse_theme(theme_text(9, "GPL-3.0"), "lic.toml", "lic");
  ASSERT_FALSE(lic);
  EXPECT_NE(lic.status().message().find("lic.toml: licence 'GPL-3.0' is not one of MIT"),
            std::string::npos);
  // A licence that asks for a credit needs one.
  auto cc = parse_theme(theme_text(9, "CC-BY-SA-4.0"), "cc.toml", "cc");
  ASSERT_FALSE(cc);
  EXPECT_EQ(cc.status().message(),
            "cc.toml: licence CC-BY-SA-4.0 asks for a credit: give attribution = \"...\"");
  auto key = parse_theme("colour = 1\n", "k.toml", "k");
  ASSERT_FALSE(key);
  EXPECT_EQ(key.status().message(), "k.toml:1: unknown or mistyped key 'colour'");
  auto path = parse_theme(theme_text(9) + "", "p.toml", "p");
  ASSERT_TRUE(path);
  std::string evil = theme_text(9);
  evil.replace(evil.find("f1"), 2, "../x");
  auto e = parse_theme(evil, "e.toml", "e");
  ASSERT_FALSE(e);
  EXPECT_NE(e.status().message().find("e.toml:7: file '../x'"), std::string::npos)
      << e.status().message();
}

TEST(ThemesTest, CreditsComeFromTheThemesThatAskForThem) {
  auto a = parse_theme(theme_text(9, "CC-BY-4.0", "attribution = \"Icons: X, CC BY 4.0\"\n"),
                       "a.toml", "a");
  auto b = parse_theme(theme_text(9), "b.toml", "b");
  ASSERT_TRUE(a && b);
  EXPECT_EQ(theme_credits({*a, *b, *a}), std::vector<std::string>{"Icons: X, CC BY 4.0"});
  EXPECT_TRUE(theme_credits({*b}).empty());
}

// The catalogue: at least 120 themes of at least 9 pictures, names that no symbol folder
// takes, and (with the icons installed) every picture through the sanitizer and its limits.
TEST(ThemesTest, TheCatalogueLoadsAndPassesTheSanitizer) {
  const auto names = theme_names(dir());
  ASSERT_GE(names.size(), 120u);
  std::error_code ec;
  int loaded = 0;
  for (const auto& name : names) {
    EXPECT_FALSE(fs::is_directory(fs::path(dir()) / name, ec)) << name << " is also a folder";
    auto t = load_theme(dir(), name);
    ASSERT_TRUE(t) << t.status().message();
    EXPECT_GE(t->pictures.size(), 9u);
    if (!icons_installed(*t)) continue;
    for (const std::string& style : {t->style, t->gray_style}) {
      if (style.empty()) continue;
      auto s = load_theme_symbols(*t, dir(), style, style != t->style);
      ASSERT_TRUE(s) << s.status().message();
      EXPECT_EQ(s->count(), static_cast<int>(t->pictures.size()));
      EXPECT_EQ(symbol_name(*s, 1), t->pictures[0].name);
    }
    ++loaded;
  }
  if (loaded == 0)
    GTEST_SKIP() << "the themes' icon package is not installed (scripts/setup.sh installs it "
                    "with npm ci in third_party/icons): only the theme files were checked";
}

TEST(ThemesTest, AThemeIsASymbolSetByName) {
  auto t = load_theme(dir(), "farm-animals");
  ASSERT_TRUE(t) << t.status().message();
  auto s = load_symbols("farm-animals", 4, dir());
  if (!icons_installed(*t)) {
    ASSERT_FALSE(s);
    EXPECT_NE(s.status().message().find("run scripts/setup.sh (README, command 1)"),
              std::string::npos)
        << s.status().message();
    GTEST_SKIP() << "fluentui-emoji is not installed (scripts/setup.sh): checked the message";
  }
  ASSERT_TRUE(s) << s.status().message();
  EXPECT_EQ(s->count(), 4);
  EXPECT_EQ(s->style, "flat");
  EXPECT_EQ(symbol_name(*s, 4), "sheep");
  auto names = symbol_set_names(dir());
  EXPECT_NE(std::find(names.begin(), names.end(), "farm-animals"), names.end());
}

TEST(ThemesTest, AMissingPackageNamesTheSetUpStep) {
  const fs::path root = fs::temp_directory_path() / "sp_themes_missing";
  fs::remove_all(root);
  fs::create_directories(root / "templates/symbols");
  fs::create_directories(root / "templates/themes");
  { std::ofstream(root / "templates/themes/t.toml") << theme_text(9); }
  auto s = load_symbols("t", 9, (root / "templates/symbols").string());
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find("t.toml: picture theme 't' needs the npm package pkg 1.0.0 "
                                      "(style flat), not installed at "),
            std::string::npos)
      << s.status().message();
  fs::remove_all(root);
}

}  // namespace
}  // namespace sudokupress::render::symbols
