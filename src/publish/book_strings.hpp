// SPDX-License-Identifier: GPL-3.0-or-later
// The book's languages: every string a reader sees (front matter, how to play, section rules,
// captions, difficulty names, solutions, contents, notes, running heads, the cover's texts and
// ladder) comes from one table per language, templates/i18n/<language>.toml, chosen by the
// manifest's [book] language; [text] overrides single keys. A table must hold every key of
// text_keys() and grade_keys() (and no other): a missing key is an error when it is loaded,
// and tests check every shipped language.
//
//   auto text = load_language("de", data.templates());   // BookText in German
//   fill("Puzzles {first}–{last}", {{"first", "1"}, {"last", "12"}});
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "core/status.hpp"
#include "publish/book_text.hpp"

namespace sudokupress::publish {

// The languages shipped in templates/i18n (ISO 639-1 codes).
inline constexpr std::string_view kLanguages[] = {"en", "de", "fr", "es", "it", "nl", "pt", "ja"};
bool known_language(std::string_view code);
std::string language_names();  // "en, de, fr, es, it, nl, pt, ja" for messages

// A string key of the table and the BookText member it sets ("solution" -> solution_of).
struct TextKey {
  std::string_view key;
  std::string BookText::*field;
  bool may_be_empty = false;  // font (the template's) and by
};
std::span<const TextKey> text_keys();
const TextKey* find_text_key(std::string_view key);
// The [grades] table: the generator's grade names ("Easy", "First steps") as keys, lower case
// with '_' for spaces, and the names the book prints.
std::span<const std::string_view> grade_keys();

// Parses one language's table (`source` for messages: "de.toml:12: problem").
core::StatusOr<BookText> parse_language(std::string_view text, std::string_view source,
                                        std::string_view language);
// templates_dir/i18n/<language>.toml.
core::StatusOr<BookText> load_language(std::string_view language, const std::string& templates_dir);

// A picture book (its how-to-play example is a picture puzzle) takes the children's strings
// for the keys the manifest did not set.
void use_kids_text(BookText& text);

// "{n} puzzles" with n = "12": every {name} replaced by its value (unknown names are kept).
std::string fill(std::string_view pattern,
                 std::initializer_list<std::pair<std::string_view, std::string>> args);
// 1200 -> "1,200" (en), "1.200" (de): counts in prose.
std::string format_count(int64_t n, std::string_view thousands_separator);
// "12 puzzles" / "1 puzzle" in the book's language.
std::string count_text(const BookText& text, int64_t n);
// The printed difficulty name for the generator's English one ("Easy" -> "Leicht"); unknown
// names are printed as they are.
std::string grade_label(const BookText& text, std::string_view english);

}  // namespace sudokupress::publish
