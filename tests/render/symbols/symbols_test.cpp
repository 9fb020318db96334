// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/symbols.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/themes.hpp"

namespace sudokupress::render::symbols {
namespace {

std::string dir() { return testing::data_dir().symbols(); }

TEST(SymbolsTest, DigitsGoToAnySize) {
  auto s = load_symbols("digits", 16, dir());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->count(), 16);
  EXPECT_EQ(s->texts[0], "1");
  EXPECT_EQ(s->texts[15], "16");
  EXPECT_FALSE(s->symbol_font);
}

TEST(SymbolsTest, DefaultLettersCannotSpellWords) {
  auto s = load_symbols("letters", 16, dir());
  ASSERT_TRUE(s);
  // No vowel (nor Y), so no row or column can spell a word; no F or K against "FCK"/"KKK".
  for (const auto& t : s->texts) {
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(std::string("AEIOUYFK").find(t[0]), std::string::npos) << t;
  }
  EXPECT_FALSE(load_symbols("letters", 19, dir()));
  auto abc = load_symbols("letters-abc", 9, dir());
  ASSERT_TRUE(abc);
  EXPECT_EQ(abc->texts[8], "I");  // the book's A..I
}

TEST(SymbolsTest, BookGlyphsAreTheNineCodePointsWithoutEmojiSelector) {
  auto s = load_symbols("glyphs-book", 9, dir());
  ASSERT_TRUE(s) << s.status().message();
  EXPECT_TRUE(s->symbol_font);
  const char32_t expected[] = {0x260E, 0x2622, 0x262F, 0x263C, 0x263D,
                               0x2658, 0x269B, 0x2665, 0x266B};
  ASSERT_EQ(s->count(), 9);
  for (int i = 0; i < 9; ++i) {
    EXPECT_EQ(utf8_to_u32(s->texts[i]), std::u32string(1, expected[i])) << i;
    EXPECT_FALSE(has_emoji_selector(s->texts[i]));
  }
}

TEST(SymbolsTest, IconSetsHaveNineNineFourAndSixVectorIcons) {
  for (auto [name, n] :
       {std::pair<const char*, int>{"shapes", 9}, {"garden", 9}, {"kids4", 4}, {"kids6", 6}}) {
    auto s = load_symbols(name, n, dir());
    ASSERT_TRUE(s) << s.status().message();
    EXPECT_EQ(s->kind, SymbolKind::kIcon);
    ASSERT_EQ(s->count(), n);
    for (const auto& icon : s->icons) {
      EXPECT_EQ(icon->view_box, "0 0 100 100") << icon->name;
      EXPECT_EQ(icon->body.find("<image"), std::string::npos) << icon->name;  // vectors only
      EXPECT_FALSE(icon->body.empty());
    }
    // A set never stretches: asking for more than it has is an error naming both counts.
    auto more = load_symbols(name, n + 1, dir());
    ASSERT_FALSE(more);
    EXPECT_EQ(more.status().message(), "symbol set '" + std::string(name) + "' has " +
                                           std::to_string(n) + " symbols; the puzzle needs " +
                                           std::to_string(n + 1));
  }
}

TEST(SymbolsTest, FolderSetsRejectEmojiSelectorsAndDuplicates) {
  namespace fs = std::filesystem;
  fs::path d = fs::temp_directory_path() / ("sp_symbols_" + std::to_string(::getpid()));
  fs::create_directories(d);
  { std::ofstream(d / "symbols.txt") << "# hearts\n\xe2\x99\xa5\xef\xb8\x8f\n"; }
  auto s = load_symbols(d.string(), 1, dir());
  ASSERT_FALSE(s);
  EXPECT_EQ(s.status().message().rfind((d / "symbols.txt").string() + ":2: U+FE0F", 0), 0u)
      << s.status().message();
  { std::ofstream(d / "symbols.txt") << "X\nY\nX\n"; }
  s = load_symbols(d.string(), 2, dir());
  ASSERT_FALSE(s);
  EXPECT_EQ(s.status().message(), (d / "symbols.txt").string() + ":3: symbol 'X' listed twice");
  fs::remove_all(d);
}

TEST(SymbolsTest, UnknownSetListsTheKnownOnes) {
  auto s = load_symbols("emoji", 9, dir());
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find(
                "unknown symbol set 'emoji' (animals, bugs, clothes, digits, food, fruit, "
                "garden, glyphs-book, kids4, kids6, letters, letters-abc, "
                "music, sea, shapes, space, sports, toys, vehicles, "
                "weather, a picture theme of `sudokupress symbols list`, or a folder)"),
            std::string::npos)
      << s.status().message();
}

TEST(SymbolsTest, IconsNeedAViewBoxAndGetPrefixedIds) {
  EXPECT_FALSE(parse_icon("x", "<svg xmlns=\"http://www.w3.org/2000/svg\"><path/></svg>", "x.svg"));
  auto ids = parse_icon("fruit/3", "<svg viewBox=\"0 0 1 1\"><path id=\"a\"/></svg>", "x.svg");
  ASSERT_TRUE(ids) << ids.status().message();
  EXPECT_EQ((*ids)->body, "<path id=\"sp-fruit-3-a\"/>");
  auto ok = parse_icon("x", "<svg viewBox=\"0 0 10 10\"><circle r=\"1\"/></svg>", "x.svg");
  ASSERT_TRUE(ok);
  EXPECT_EQ((*ok)->body, "<circle r=\"1\"/>");
  EXPECT_EQ(
      (*ok)->svg,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><circle r=\"1\"/></svg>\n");
}

// Every shipped icon has a name for people (its <title>), used by legends.
TEST(SymbolsTest, EveryShippedIconHasAName) {
  for (const std::string& name : symbol_set_names(dir())) {
    if (is_theme(dir(), name)) continue;  // themes_test.cpp: names come from the theme file
    auto s = load_symbols(name, 1, dir());
    ASSERT_TRUE(s) << name;
    if (s->kind != SymbolKind::kIcon) continue;
    for (int n = 2;; ++n) {
      auto more = load_symbols(name, n, dir());
      if (!more) break;
      s = std::move(more);
    }
    for (int v = 1; v <= s->count(); ++v)
      EXPECT_FALSE(s->icons[v - 1]->title.empty()) << name << "/" << v;
  }
  auto kids4 = load_symbols("kids4", 4, dir());
  ASSERT_TRUE(kids4);
  EXPECT_EQ(symbol_name(*kids4, 1), "apple");
  EXPECT_EQ(symbol_name(*load_symbols("digits", 9, dir()), 7), "7");
}

}  // namespace
}  // namespace sudokupress::render::symbols
