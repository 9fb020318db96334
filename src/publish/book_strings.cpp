// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book_strings.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/format.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::publish {

namespace {

using core::Status;
namespace tu = render::toml_util;

constexpr TextKey kTextKeys[] = {
    {"contents", &BookText::contents},
    {"solutions", &BookText::solutions},
    {"how_to_play", &BookText::how_to_play},
    {"how_to_play_text", &BookText::how_to_play_text},
    {"example", &BookText::example},
    {"example_note", &BookText::example_note},
    {"example_step", &BookText::example_step},
    {"example_step_other", &BookText::example_step_other},
    {"cell_name", &BookText::cell_name},
    {"house_row", &BookText::house_row},
    {"house_column", &BookText::house_column},
    {"house_box", &BookText::house_box},
    {"puzzle", &BookText::puzzle},
    {"puzzles_range", &BookText::puzzles_range},
    {"solution", &BookText::solution_of},
    {"page", &BookText::page},
    {"grade", &BookText::grade},
    {"by", &BookText::by, true},
    {"notes", &BookText::notes},
    {"legend_label", &BookText::legend_label},
    {"kids_how_to_play_text", &BookText::kids_how_to_play_text},
    {"kids_example", &BookText::kids_example},
    {"kids_solution", &BookText::kids_solution},
    {"kids_solutions", &BookText::kids_solutions},
    {"volume", &BookText::volume},
    {"count_one", &BookText::count_one},
    {"count_many", &BookText::count_many},
    {"blurb", &BookText::blurb},
    {"blurb_one_level", &BookText::blurb_one_level},
    {"blurb_kids", &BookText::blurb_kids},
    {"blurb_large_print", &BookText::blurb_large_print},
    {"ages", &BookText::ages},
    {"rule_x", &BookText::rule_x},
    {"rule_jigsaw", &BookText::rule_jigsaw},
    {"rule_samurai", &BookText::rule_samurai},
    {"rule_killer", &BookText::rule_killer},
    {"rule_kropki", &BookText::rule_kropki},
    {"rule_xv", &BookText::rule_xv},
    {"rule_even_odd", &BookText::rule_even_odd},
    {"rule_windoku", &BookText::rule_windoku},
    {"rule_centre_dot", &BookText::rule_centre_dot},
    {"rule_asterisk", &BookText::rule_asterisk},
    {"rule_girandola", &BookText::rule_girandola},
    {"rule_disjoint", &BookText::rule_disjoint},
    {"thousands_separator", &BookText::thousands_separator},
    {"font", &BookText::font, true},
};

constexpr std::string_view kGradeKeys[] = {"easy",     "medium",      "hard",      "tough",
                                           "fiendish", "diabolical",  "nightmare", "unfair",
                                           "extreme",  "first_steps", "tricky",    "unknown"};

// "First steps" -> "first_steps".
std::string grade_key(std::string_view english) {
  std::string k;
  for (char c : english)
    k +=
        c == ' ' || c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return k;
}

// The English name of a grade key, as the generator writes it ("first_steps" -> "First steps").
std::string grade_english(std::string_view key) {
  std::string e(key);
  for (char& c : e)
    if (c == '_') c = ' ';
  if (!e.empty()) e[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(e[0])));
  return e;
}

bool contains(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

Status read_grades(const toml::node* node, std::string_view source, BookText& out) {
  const toml::table* t = node ? node->as_table() : nullptr;
  if (!t) return Status::error(std::string(source) + ": needs a [grades] table");
  for (const auto& [k, v] : *t) {
    if (std::find(std::begin(kGradeKeys), std::end(kGradeKeys), k.str()) == std::end(kGradeKeys))
      return tu::error_at(source, v, "unknown grade '" + std::string(k.str()) + "' in [grades]");
    if (!v.is_string() || v.as_string()->get().empty())
      return tu::must_be(source, v, "[grades] " + std::string(k.str()), "a string");
  }
  for (std::string_view key : kGradeKeys) {
    const toml::node* v = t->get(key);
    if (!v)
      return tu::error_at(
          source, *t,
          "[grades] has no '" + std::string(key) + "' (every " + "language names every grade)");
    out.grades.emplace_back(grade_english(key), v->as_string()->get());
  }
  return Status::ok();
}

}  // namespace

bool known_language(std::string_view code) {
  return std::find(std::begin(kLanguages), std::end(kLanguages), code) != std::end(kLanguages);
}

std::string language_names() {
  std::string out;
  for (std::string_view l : kLanguages) out += (out.empty() ? "" : ", ") + std::string(l);
  return out;
}

std::span<const TextKey> text_keys() { return kTextKeys; }
std::span<const std::string_view> grade_keys() { return kGradeKeys; }

const TextKey* find_text_key(std::string_view key) {
  for (const TextKey& k : kTextKeys)
    if (k.key == key) return &k;
  return nullptr;
}

core::StatusOr<BookText> parse_language(std::string_view text, std::string_view source,
                                        std::string_view language) {
  toml::table root;
  if (auto st = tu::parse(text, source, root); !st) return st;
  BookText out;
  out.language = std::string(language);
  for (const auto& [k, v] : root) {
    if (k.str() == "grades") continue;
    const TextKey* key = find_text_key(k.str());
    if (!key) return tu::error_at(source, v, "unknown key '" + std::string(k.str()) + "'");
    if (!v.is_string()) return tu::must_be(source, v, std::string(k.str()), "a string");
    out.*(key->field) = v.as_string()->get();
    if (!key->may_be_empty && out.*(key->field) == "")
      return tu::error_at(source, v, std::string(k.str()) + " must not be empty");
  }
  for (const TextKey& k : kTextKeys)
    if (!root.get(k.key))
      return Status::error(std::string(source) + ": the table has no '" + std::string(k.key) +
                           "' (every language holds every key of " + "templates/i18n/en.toml)");
  if (auto st = read_grades(root.get("grades"), source, out); !st) return st;
  return out;
}

core::StatusOr<BookText> load_language(std::string_view language,
                                       const std::string& templates_dir) {
  if (!known_language(language))
    return Status::error("language '" + std::string(language) + "' is not one of " +
                         language_names());
  const std::string path =
      (std::filesystem::path(templates_dir) / "i18n" / (std::string(language) + ".toml")).string();
  auto text = core::read_file(path);
  if (!text) return text.status();
  return parse_language(*text, path, language);
}

void use_kids_text(BookText& t) {
  const std::pair<std::string_view, std::string BookText::*> kids[] = {
      {"how_to_play_text", &BookText::kids_how_to_play_text},
      {"example", &BookText::kids_example},
      {"solution", &BookText::kids_solution},
      {"solutions", &BookText::kids_solutions}};
  for (const auto& [key, from] : kids)
    if (!contains(t.given, key)) t.*(find_text_key(key)->field) = t.*from;
}

std::string fill(std::string_view pattern,
                 std::initializer_list<std::pair<std::string_view, std::string>> args) {
  std::string out;
  size_t i = 0;
  while (i < pattern.size()) {
    if (pattern[i] == '{') {
      const size_t close = pattern.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view name = pattern.substr(i + 1, close - i - 1);
        const auto it =
            std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
        if (it != args.end()) {
          out += it->second;
          i = close + 1;
          continue;
        }
      }
    }
    out += pattern[i++];
  }
  return out;
}

std::string format_count(int64_t n, std::string_view sep) {
  const bool negative = n < 0;
  std::string digits = std::to_string(negative ? -n : n);
  std::string out;
  // Four-digit numbers stay whole ("1200"), as most style guides set them; groups from 10 000.
  const bool group = digits.size() > 4;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (group && i > 0 && (digits.size() - i) % 3 == 0) out += sep;
    out += digits[i];
  }
  return (negative ? "-" : "") + out;
}

std::string count_text(const BookText& text, int64_t n) {
  return fill(n == 1 ? text.count_one : text.count_many,
              {{"n", format_count(n, text.thousands_separator)}});
}

std::string grade_label(const BookText& text, std::string_view english) {
  const std::string key = grade_key(english);
  for (const auto& [name, printed] : text.grades)
    if (grade_key(name) == key) return printed;
  return std::string(english);
}

}  // namespace sudokupress::publish
