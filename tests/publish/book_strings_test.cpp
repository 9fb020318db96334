// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book_strings.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include "publish/manifest.hpp"
#include "render/data_dir.hpp"

namespace sudokupress::publish {
namespace {

const std::string kTemplates = render::DataDir{SP_SOURCE_DIR}.templates();

// The {name} placeholders of a pattern.
std::set<std::string> placeholders(const std::string& s) {
  std::set<std::string> out;
  static const std::regex re("\\{([a-z]+)\\}");
  for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  return out;
}

// Every shipped language loads, holds every key (a missing one is a load error), and uses the
// same placeholders as English in every string.
TEST(BookStringsTest, EveryLanguageHasEveryKeyAndPlaceholder) {
  auto en = load_language("en", kTemplates);
  ASSERT_TRUE(en.is_ok()) << en.status().message();
  for (std::string_view lang : kLanguages) {
    SCOPED_TRACE(std::string(lang));
    auto t = load_language(lang, kTemplates);
    ASSERT_TRUE(t.is_ok()) << t.status().message();
    EXPECT_EQ(t->language, lang);
    for (const TextKey& k : text_keys()) {
      SCOPED_TRACE(std::string(k.key));
      const std::string& s = (*t).*(k.field);
      if (!k.may_be_empty) {
        EXPECT_FALSE(s.empty());
      }
      EXPECT_EQ(placeholders(s), placeholders((*en).*(k.field)));
    }
    EXPECT_EQ(t->grades.size(), grade_keys().size());
    for (const auto& [english, printed] : t->grades) EXPECT_FALSE(printed.empty()) << english;
  }
  // No table but English keeps an English reader word.
  for (std::string_view lang : kLanguages) {
    if (lang == "en") continue;
    auto t = load_language(lang, kTemplates);
    ASSERT_TRUE(t.is_ok());
    for (const char* key : {"contents", "how_to_play", "example", "example_note", "puzzle"})
      EXPECT_NE((*t).*(find_text_key(key)->field), (*en).*(find_text_key(key)->field))
          << lang << " " << key;
  }
}

TEST(BookStringsTest, EnglishTableEqualsCompiledDefaults) {
  auto en = load_language("en", kTemplates);
  ASSERT_TRUE(en.is_ok()) << en.status().message();
  const BookText defaults;
  for (const TextKey& k : text_keys()) EXPECT_EQ((*en).*(k.field), defaults.*(k.field)) << k.key;
}

TEST(BookStringsTest, MissingAndUnknownKeysAreErrors) {
  auto missing = parse_language("contents = \"Inhalt\"\n", "xx.toml", "xx");
  ASSERT_FALSE(missing.is_ok());
  EXPECT_NE(missing.status().message().find("xx.toml: the table has no '"), std::string::npos)
      << missing.status().message();
  auto unknown = parse_language("colour = \"x\"\n", "xx.toml", "xx");
  ASSERT_FALSE(unknown.is_ok());
  EXPECT_EQ(unknown.status().message(), "xx.toml:1: unknown key 'colour'");
  EXPECT_FALSE(load_language("klingon", kTemplates).is_ok());
}

TEST(BookStringsTest, ManifestLanguageAndOverrides) {
  auto m = parse_manifest(
      "[book]\ntitle = \"T\"\nlanguage = \"de\"\n[text]\nnotes = \"Platz für Notizen\"\n"
      "[[section]]\nheading = \"A\"\ncount = 1\n",
      "book.toml");
  ASSERT_TRUE(m.is_ok()) << m.status().message();
  ASSERT_TRUE(localize(*m, kTemplates).is_ok());
  EXPECT_EQ(m->text.contents, "Inhalt");
  EXPECT_EQ(m->text.notes, "Platz für Notizen");  // the manifest's key is kept
  EXPECT_EQ(grade_label(m->text, "Easy"), "Leicht");
  EXPECT_EQ(grade_label(m->text, "First steps"), "Erste Schritte");
  EXPECT_EQ(count_text(m->text, 12000), "12.000 Rätsel");
  auto bad = parse_manifest(
      "[book]\ntitle = \"T\"\nlanguage = \"xx\"\n[[section]]\nheading = "
      "\"A\"\ncount = 1\n",
      "book.toml");
  ASSERT_FALSE(bad.is_ok());
  EXPECT_EQ(bad.status().message(),
            "book.toml:3: [book] language 'xx' is not one of en, de, fr, es, it, nl, pt, ja");
}

TEST(BookStringsTest, FillAndCounts) {
  EXPECT_EQ(fill("Puzzles {first}–{last} {x}", {{"first", "1"}, {"last", "9"}}), "Puzzles 1–9 {x}");
  EXPECT_EQ(format_count(1200, ","), "1200");
  EXPECT_EQ(format_count(12000, ","), "12,000");
  EXPECT_EQ(format_count(1234567, "."), "1.234.567");
  BookText en;
  EXPECT_EQ(count_text(en, 1), "1 puzzle");
  EXPECT_EQ(count_text(en, 3), "3 puzzles");
}

}  // namespace
}  // namespace sudokupress::publish
