// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/manifest.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/range.hpp"
#include "core/text_check.hpp"
#include "grade/difficulty.hpp"
#include "publish/book_strings.hpp"
#include "publish/print_service.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::publish {

namespace {

using core::Status;
using core::StatusOr;
using render::toml_util::line_of;

// A trim is 2 to 30 inches a side.
constexpr Length kMinTrimSide = Length::inch(2);
constexpr Length kMaxTrimSide = Length::inch(30);

std::string trim_copy(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

std::optional<double> parse_number(std::string_view s) {
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

// Reads one table: typed getters that record errors with the key's line, and a final check
// that no unknown key is present.
class TableReader {
 public:
  TableReader(const toml::table& t, std::string table_name, const BookManifest& m)
      : table_(t), name_(std::move(table_name)), m_(m) {}

  Status check_unknown(std::initializer_list<std::string_view> known) const {
    auto unknown = render::toml_util::first_unknown_key(table_, known);
    if (!unknown) return Status::ok();
    std::string list;
    for (auto n : known) list += (list.empty() ? "" : ", ") + std::string(n);
    return Status::error(m_.where(line_of(*unknown->node)) + ": unknown key '" + unknown->key +
                         "' in " + name_ + " (known: " + list + ")");
  }

  const toml::node* node(std::string_view key) const { return table_.get(key); }
  int line(std::string_view key) const {
    const toml::node* n = node(key);
    return n ? line_of(*n) : line_of(table_);
  }

  Status str(std::string_view key, std::string& out, bool non_empty = false) const {
    const toml::node* n = node(key);
    if (!n) return Status::ok();
    if (!render::toml_util::read(*n, out)) return type_error(key, *n, "a string");
    if (non_empty && trim_copy(out).empty())
      return Status::error(m_.where(line_of(*n)) + ": " + name_ + " " + std::string(key) +
                           " must not be empty");
    return Status::ok();
  }
  // A text a title page sets in one block (title, subtitle, author): at most
  // kMaxBookTitleChars characters.
  Status short_text(std::string_view key, const std::string& text) const {
    size_t chars = 0;
    for (unsigned char c : text) chars += (c & 0xC0) != 0x80;
    if (chars <= core::limits::kMaxBookTitleChars) return Status::ok();
    return Status::error(m_.where(line(key)) + ": " + name_ + " " + std::string(key) + " of " +
                         std::to_string(chars) + " characters; at most " +
                         std::to_string(core::limits::kMaxBookTitleChars));
  }
  Status boolean(std::string_view key, bool& out) const {
    const toml::node* n = node(key);
    if (!n) return Status::ok();
    if (!render::toml_util::read(*n, out)) return type_error(key, *n, "true or false");
    return Status::ok();
  }
  Status integer(std::string_view key, int64_t& out, int64_t lo, int64_t hi) const {
    const toml::node* n = node(key);
    if (!n) return Status::ok();
    int64_t v = 0;
    if (!render::toml_util::read(*n, v)) return type_error(key, *n, "an integer");
    if (v < lo || v > hi)
      return Status::error(m_.where(line_of(*n)) + ": " + std::string(key) + " = " +
                           std::to_string(v) + " is out of range (" + std::to_string(lo) + ".." +
                           std::to_string(hi) + ")");
    out = v;
    return Status::ok();
  }
  Status length(std::string_view key, Length& out) const {
    const toml::node* n = node(key);
    if (!n) return Status::ok();
    if (!n->is_string())
      return type_error(key, *n, "a length string with a unit (\"0.5in\", \"12mm\", \"36pt\")");
    auto v = parse_length(n->as_string()->get());
    if (!v)
      return Status::error(m_.where(line_of(*n)) + ": " + std::string(key) + ": " +
                           v.status().message());
    out = *v;
    return Status::ok();
  }
  Status type_error(std::string_view key, const toml::node& n, std::string_view want) const {
    return render::toml_util::must_be(m_.source, n, name_ + " " + std::string(key), want);
  }

 private:
  const toml::table& table_;
  std::string name_;
  const BookManifest& m_;
};

#define SP_TRY(expr)                         \
  do {                                       \
    ::sudokupress::core::Status _s = (expr); \
    if (!_s) return _s;                      \
  } while (0)

// "3-5" (the first below the second), "8+", "none"; ages of 1 or 2 digits.
bool valid_ages(std::string_view a) {
  if (a == "none") return true;
  auto number = [&a](size_t& i, int& v) {
    const size_t from = i;
    v = 0;
    while (i < a.size() && i - from < 2 && a[i] >= '0' && a[i] <= '9') v = v * 10 + (a[i++] - '0');
    return i > from;
  };
  size_t i = 0;
  int lo = 0, hi = 0;
  if (!number(i, lo)) return false;
  if (i + 1 == a.size() && a[i] == '+') return true;
  if (i >= a.size() || a[i] != '-') return false;
  ++i;
  return number(i, hi) && i == a.size() && lo < hi;
}

// Every string of the manifest is printed, a path, or a name: none holds a control character
// but LF and TAB (a title with "\u001b" once reached the font layer and failed there as "no glyph
// for U+001B", naming no file or line). C0, DEL and C1 (U+0080..U+009F) are refused at the
// string's line.
Status check_controls(const toml::node& n, const BookManifest& m) {
  if (const toml::table* t = n.as_table()) {
    for (const auto& [k, v] : *t) SP_TRY(check_controls(v, m));
  } else if (const toml::array* a = n.as_array()) {
    for (const toml::node& e : *a) SP_TRY(check_controls(e, m));
  } else if (const auto* str = n.as_string()) {
    const std::string& s = str->get();
    for (size_t i = 0; i < s.size(); ++i) {
      const auto b = static_cast<unsigned char>(s[i]);
      int code = -1;
      if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f) code = b;
      if (b == 0xc2 && i + 1 < s.size()) {
        const auto c = static_cast<unsigned char>(s[i + 1]);
        if (c >= 0x80 && c <= 0x9f) code = c;
      }
      if (code < 0) continue;
      char buf[16];
      std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(code));
      return Status::error(m.where(line_of(n)) + ": the string holds the control character " + buf +
                           " (a manifest's texts may hold line breaks and tabs only)");
    }
  }
  return Status::ok();
}

Status read_book(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[book]", m);
  SP_TRY(r.check_unknown({"title", "subtitle", "author", "subject", "keywords", "date", "seed",
                          "bank", "series", "volume", "profile", "allow_overlap", "print_ids",
                          "show_ids", "language", "ages"}));
  SP_TRY(r.str("title", m.title, true));
  SP_TRY(r.str("subtitle", m.subtitle));
  SP_TRY(r.str("author", m.author));
  SP_TRY(r.short_text("title", m.title));
  SP_TRY(r.short_text("subtitle", m.subtitle));
  SP_TRY(r.short_text("author", m.author));
  SP_TRY(r.str("subject", m.subject));
  if (const toml::node* k = r.node("keywords")) {
    const toml::array* a = k->as_array();
    if (!a) return r.type_error("keywords", *k, "an array of strings");
    for (const auto& e : *a) {
      if (!e.is_string()) return r.type_error("keywords", e, "an array of strings");
      m.keywords.push_back(e.as_string()->get());
    }
  }
  std::string date;
  SP_TRY(r.str("date", date));
  if (!date.empty()) {
    m.date = parse_date(date);
    if (!m.date)
      return Status::error(m.where(r.line("date")) + ": [book] date '" + date +
                           "' is not a date (YYYY-MM-DD)");
  }
  int64_t seed = 1;
  SP_TRY(r.integer("seed", seed, 0, INT64_MAX));
  m.seed = static_cast<uint64_t>(seed);
  if (m.title.empty()) return Status::error(m.where(line_of(t)) + ": [book] needs a title");
  SP_TRY(r.str("bank", m.bank, false));
  SP_TRY(r.str("series", m.series, false));
  int64_t volume = 0;
  SP_TRY(r.integer("volume", volume, 1, 1000000));
  m.volume = static_cast<int>(volume);
  m.bank_line = r.line("bank");
  if (!m.bank.empty() && (m.series.empty() || m.volume == 0))
    return Status::error(m.where(m.bank_line) +
                         ": [book] bank needs series = \"NAME\" and volume = N (1 or more)");
  if (m.series.empty() && m.volume != 0)
    return Status::error(m.where(r.line("volume")) +
                         ": [book] volume goes with series = \"NAME\" (the cover prints both)");
  std::string profile;
  SP_TRY(r.str("profile", profile, true));
  if (r.node("profile")) {
    auto p = grade::profile_by_name(profile);
    if (!p)
      return Status::error(m.where(r.line("profile")) + ": [book] profile '" + profile +
                           "' is not a difficulty ladder (human, book, full)");
    m.profile = *p;
    m.profile_line = r.line("profile");
  }
  SP_TRY(r.boolean("allow_overlap", m.allow_overlap));
  if (r.node("print_ids") && r.node("show_ids"))
    return Status::error(m.where(r.line("print_ids")) +
                         ": [book] print_ids is the old name of show_ids; give one of them");
  SP_TRY(r.boolean("print_ids", m.print_ids));
  SP_TRY(r.boolean("show_ids", m.print_ids));
  SP_TRY(r.str("ages", m.ages, true));
  m.ages_line = r.line("ages");
  if (r.node("ages") && !valid_ages(m.ages))
    return Status::error(m.where(m.ages_line) + ": [book] ages '" + m.ages +
                         "' is not an age band (\"3-5\", \"8+\" or \"none\")");
  SP_TRY(r.str("language", m.text.language, true));
  m.language_line = r.line("language");
  if (!known_language(m.text.language))
    return Status::error(m.where(m.language_line) + ": [book] language '" + m.text.language +
                         "' is not one of " + language_names());
  return Status::ok();
}

// [text]: any key of the language table (book_strings.hpp), kept over the table's string.
Status read_text(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[text]", m);
  for (const auto& [k, v] : t) {
    const TextKey* key = find_text_key(k.str());
    if (!key || k.str() == "font" || k.str() == "thousands_separator")
      return Status::error(m.where(line_of(v)) + ": unknown key '" + std::string(k.str()) +
                           "' in [text] (known: the keys of templates/i18n/en.toml but font " +
                           "and thousands_separator)");
    SP_TRY(r.str(k.str(), m.text.*(key->field), !key->may_be_empty));
    m.text.given.emplace_back(k.str());
  }
  return Status::ok();
}

Status read_page(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[page]", m);
  SP_TRY(r.check_unknown({"trim", "bleed", "margin_top", "margin_bottom", "margin_outside",
                          "margin_inside", "template"}));
  std::string trim;
  SP_TRY(r.str("trim", trim));
  if (!trim.empty()) {
    auto ts = parse_trim(trim);
    if (!ts) return Status::error(m.where(r.line("trim")) + ": " + ts.status().message());
    m.trim = *ts;
  }
  SP_TRY(r.boolean("bleed", m.bleed));
  SP_TRY(r.length("margin_top", m.margin_top));
  SP_TRY(r.length("margin_bottom", m.margin_bottom));
  SP_TRY(r.length("margin_outside", m.margin_outside));
  if (const toml::node* n = r.node("margin_inside")) {
    if (!(n->is_string() && n->as_string()->get() == "auto")) {
      Length v;
      SP_TRY(r.length("margin_inside", v));
      m.margin_inside = v;
    }
  }
  SP_TRY(r.str("template", m.template_name, true));
  m.template_line = r.line("template");
  const Length min_side = std::min(m.trim.width, m.trim.height);
  if (m.margin_top + m.margin_bottom > m.trim.height * 0.5 ||
      m.margin_outside + m.margin_inside.value_or(Length()) > m.trim.width * 0.5 ||
      min_side < kMinTrimSide)
    return Status::error(m.where(line_of(t)) + ": [page] margins leave less than half the page" +
                         " (or the trim is smaller than 2in)");
  return Status::ok();
}

Status read_print(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[print]", m);
  SP_TRY(r.check_unknown({"service", "paper", "interior"}));
  SP_TRY(r.str("service", m.print.service, true));
  m.print.service_line = r.line("service");
  if (!find_print_service(m.print.service))
    return Status::error(m.where(m.print.service_line) + ": [print] service '" + m.print.service +
                         "' is unknown (known: " + print_service_names() + ")");
  std::string paper;
  SP_TRY(r.str("paper", paper, true));
  m.print.paper_line = r.node("paper") ? r.line("paper") : 0;
  if (r.node("paper")) {
    auto p = parse_paper(paper);
    if (!p)
      return Status::error(m.where(m.print.paper_line) + ": [print] paper '" + paper +
                           "' is unknown (known: white, cream, color)");
    m.print.paper = *p;
  }
  std::string interior;
  SP_TRY(r.str("interior", interior, true));
  m.print.interior_line = r.line("interior");
  if (r.node("interior")) {
    auto i = parse_interior(interior);
    if (!i)
      return Status::error(m.where(m.print.interior_line) + ": [print] interior '" + interior +
                           "' is unknown (known: gray, color)");
    set_interior(m, *i);
  }
  return Status::ok();
}

Status read_cover(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[cover]", m);
  SP_TRY(r.check_unknown({"blurb", "template", "background", "foreground", "accent"}));
  m.cover.line = line_of(t);
  SP_TRY(r.str("blurb", m.cover.blurb));
  m.cover.blurb_line = r.line("blurb");
  SP_TRY(r.str("template", m.cover.template_name, true));
  m.cover.template_line = r.line("template");
  struct {
    const char* key;
    std::optional<render::Colour>* out;
  } colours[] = {{"background", &m.cover.background},
                 {"foreground", &m.cover.foreground},
                 {"accent", &m.cover.accent}};
  for (const auto& c : colours) {
    std::string text;
    SP_TRY(r.str(c.key, text));
    if (!r.node(c.key)) continue;
    auto colour = render::Colour::parse(text);
    if (!colour || colour->none)
      return Status::error(m.where(r.line(c.key)) + ": [cover] " + c.key + " '" + text +
                           "' is not a colour (#rrggbb or #rgb)");
    *c.out = *colour;
  }
  return Status::ok();
}

// The service's minimum outside, top and bottom margins (running heads and folios count as
// content, so they are placed inside these).
Status check_margins(const toml::table* page, BookManifest& m) {
  const PrintService& service = *find_print_service(m.print.service);
  if (max_pages(service, m.trim.size(), m.print.paper) == 0) {
    const toml::node* n = page ? page->get("trim") : nullptr;
    return Status::error(m.where(n ? line_of(*n) : m.print.service_line) + ": [page] trim " +
                         m.trim.name + " is not printed by " + std::string(service.name) + " on " +
                         std::string(paper_name(m.print.paper)) +
                         " paper (not one of its trims, nor in its custom range)");
  }
  if (m.bleed && service.interior_bleed == Length()) {
    const toml::node* n = page ? page->get("bleed") : nullptr;
    return Status::error(m.where(n ? line_of(*n) : m.print.service_line) +
                         ": [page] bleed: " + std::string(service.name) +
                         " prints no bleed (its printers leave a margin on every side)");
  }
  const Margins& min = min_margins(service, m.bleed);
  struct {
    const char* key;
    Length v;
    Length min;
  } outs[] = {{"margin_top", m.margin_top, min.top},
              {"margin_bottom", m.margin_bottom, min.bottom},
              {"margin_outside", m.margin_outside, min.outside}};
  for (const auto& o : outs) {
    if (o.v + Length::pt(1e-9) >= o.min) continue;
    const toml::node* n = page ? page->get(o.key) : nullptr;
    const int line = n ? line_of(*n) : m.print.service_line;
    return Status::error(m.where(line) + ": [page] " + o.key + " = " + format_inches(o.v) +
                         " is below " + std::string(service.name) + "'s minimum of " +
                         format_inches(o.min) + (m.bleed ? " with bleed" : " without bleed"));
  }
  return Status::ok();
}

Status read_front(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[front]", m);
  SP_TRY(r.check_unknown({"title_page", "how_to_play", "contents", "example"}));
  std::string example;
  SP_TRY(r.str("example", example));
  if (!example.empty()) {
    const std::pair<const char*, ExampleKind> kinds[] = {{"auto", ExampleKind::kAuto},
                                                         {"worked", ExampleKind::kWorked},
                                                         {"picture", ExampleKind::kPicture},
                                                         {"none", ExampleKind::kNone}};
    bool known = false;
    for (const auto& [name, kind] : kinds)
      if (example == name) m.front.example = kind, known = true;
    if (!known)
      return Status::error(m.where(r.line("example")) + ": [front] example = '" + example +
                           "' (auto, worked, picture or none)");
  }
  SP_TRY(r.boolean("title_page", m.front.title_page));
  SP_TRY(r.boolean("how_to_play", m.front.how_to_play));
  SP_TRY(r.boolean("contents", m.front.contents));
  return Status::ok();
}

// er = "A..B" (either side may be empty): Sudoku Explainer's ER range of a section.
Status read_section_er(const TableReader& r, const BookManifest& m, SectionSpec& s) {
  std::string er;
  SP_TRY(r.str("er", er, true));
  if (!r.node("er")) return Status::ok();
  s.er_line = r.line("er");
  core::RangeSyntax syntax;
  syntax.empty_is_open = false;
  syntax.min = 0;
  syntax.max = 20;
  syntax.no_dots = syntax.not_number = syntax.out_of_bounds =
      "er wants \"A..B\" with ER numbers (e.g. \"6.0..7.5\"; either side may be empty)";
  syntax.reversed = "er range " + er + " is empty";
  syntax.code = core::StatusCode::kFailure;
  auto range = core::parse_range(er, syntax);
  if (!range) return range.status().with_context(m.where(s.er_line));
  if (range->lo) s.min_er = *range->lo;
  if (range->hi) s.max_er = *range->hi;
  return Status::ok();
}

// The generator keys of a section: clues, max_clues, all_symbols, kids_level, word, word_line.
// Names are checked by the generator when the book is built (with these lines).
Status read_section_clues(const TableReader& r, const BookManifest& m, SectionSpec& s) {
  int64_t clues = 0, max_clues = 0;
  SP_TRY(r.integer("clues", clues, 1, 10000));
  SP_TRY(r.integer("max_clues", max_clues, 1, 10000));
  if (clues > 0 && max_clues > 0)
    return Status::error(m.where(r.line("max_clues")) +
                         ": [[section]] takes clues or max_clues, not both");
  s.clues = static_cast<int>(clues);
  s.max_clues = static_cast<int>(max_clues);
  s.clues_line = r.line(clues > 0 ? "clues" : "max_clues");
  if (r.node("all_symbols")) {
    bool all = false;
    SP_TRY(r.boolean("all_symbols", all));
    s.all_symbols = all;
  }
  SP_TRY(r.str("kids_level", s.kids_level, true));
  s.kids_level_line = r.node("kids_level") ? r.line("kids_level") : 0;
  if (!s.kids_level.empty() && r.node("grade"))
    return Status::error(m.where(s.kids_level_line) +
                         ": [[section]] takes grade or kids_level, not both");
  SP_TRY(r.str("word", s.word, true));
  SP_TRY(r.str("word_line", s.word_line, true));
  s.word_line_no = r.line(r.node("word_line") ? "word_line" : "word");
  if (r.node("word_line") && s.word.empty())
    return Status::error(m.where(s.word_line_no) + ": word_line goes with word");
  return Status::ok();
}

Status read_section(const toml::table& t, BookManifest& m, SectionSpec& s) {
  TableReader r(t, "[[section]]", m);
  SP_TRY(r.check_unknown({"heading",     "intro",       "count",    "variant",   "size",
                          "grade",       "symmetry",    "mask",     "symbols",   "puzzles",
                          "per_page",    "large_print", "template", "clues",     "max_clues",
                          "all_symbols", "kids_level",  "word",     "word_line", "er"}));
  s.line = line_of(t);
  SP_TRY(r.str("heading", s.heading, true));
  if (s.heading.empty()) return Status::error(m.where(s.line) + ": [[section]] needs a heading");
  SP_TRY(r.str("intro", s.intro));
  int64_t count = 0;
  SP_TRY(r.integer("count", count, 1, 5000));
  s.count = static_cast<int>(count);
  if (r.node("variant") && r.node("size"))
    return Status::error(m.where(r.line("size")) + ": [[section]] takes variant or size, not both");
  SP_TRY(r.str("variant", s.variant, true));
  s.variant_line = r.line("variant");
  if (const toml::node* n = r.node("size")) {
    int64_t size = 9;
    SP_TRY(r.integer("size", size, 4, 16));
    s.variant = std::to_string(size) + "x" + std::to_string(size);
    s.variant_line = line_of(*n);
  }
  SP_TRY(r.str("grade", s.grade, true));
  s.grade_line = r.line("grade");
  SP_TRY(read_section_er(r, m, s));
  SP_TRY(r.str("symmetry", s.symmetry, true));
  s.symmetry_line = r.line("symmetry");
  SP_TRY(r.str("mask", s.mask, true));
  s.mask_line = r.line("mask");
  SP_TRY(r.str("symbols", s.symbols, true));
  s.symbols_line = r.line("symbols");
  SP_TRY(r.str("puzzles", s.puzzles, true));
  s.puzzles_line = r.line("puzzles");
  int64_t per_page = 4;
  SP_TRY(r.integer("per_page", per_page, 1, 6));
  if (per_page != 1 && per_page != 2 && per_page != 4 && per_page != 6)
    return Status::error(m.where(r.line("per_page")) + ": per_page = " + std::to_string(per_page) +
                         " is not a template (1, 2, 4 or 6)");
  s.per_page = static_cast<int>(per_page);
  if (r.node("per_page")) s.per_page_line = r.line("per_page");
  SP_TRY(r.boolean("large_print", s.large_print));
  SP_TRY(r.str("template", s.template_name, true));
  s.template_line = r.line("template");
  if (auto st = read_section_clues(r, m, s); !st) return st;
  if (s.puzzles.empty() && count == 0)
    return Status::error(m.where(s.line) + ": [[section]] '" + s.heading +
                         "' needs a count (or a puzzles file)");
  if (!s.puzzles.empty() && (r.node("mask") || r.node("symmetry") || r.node("grade") ||
                             r.node("clues") || r.node("max_clues") || r.node("kids_level") ||
                             r.node("word") || r.node("all_symbols") || r.node("er")))
    return Status::error(m.where(s.puzzles_line) +
                         ": a section with a puzzles file takes no grade, er, symmetry, mask, "
                         "clues, max_clues, kids_level, word or all_symbols");
  if (!s.mask.empty() && r.node("symmetry"))
    return Status::error(m.where(s.mask_line) +
                         ": a mask fixes the clue cells; remove symmetry from this section");
  return Status::ok();
}

Status read_solutions(const toml::table& t, BookManifest& m) {
  TableReader r(t, "[solutions]", m);
  SP_TRY(r.check_unknown({"enabled", "per_page", "heading"}));
  m.solutions.line = line_of(t);
  SP_TRY(r.boolean("enabled", m.solutions.enabled));
  SP_TRY(r.str("heading", m.text.solutions, true));
  if (r.node("heading")) m.text.given.emplace_back("solutions");
  int64_t per_page = 12;
  SP_TRY(r.integer("per_page", per_page, 1, 20));
  static constexpr int kAllowed[] = {4, 6, 9, 12, 16, 20};
  if (std::find(std::begin(kAllowed), std::end(kAllowed), per_page) == std::end(kAllowed))
    return Status::error(m.where(r.line("per_page")) + ": [solutions] per_page = " +
                         std::to_string(per_page) + " is not one of 4, 6, 9, 12, 16, 20");
  m.solutions.per_page = static_cast<int>(per_page);
  if (r.node("per_page")) m.solutions.per_page_line = r.line("per_page");
  return Status::ok();
}

// A template, cover template or symbol folder given as a path (not a name) is relative to the
// book's folder, like puzzle and mask files: the book builds the same from any working
// directory, also when it lives in a read-only share/sudokupress/book/.
std::string in_book_dir(const std::string& dir, const std::string& value, bool toml_is_path) {
  const bool is_path = value.find('/') != std::string::npos ||
                       (toml_is_path && value.size() > 5 && value.ends_with(".toml"));
  if (!is_path || value.starts_with("word:") || std::filesystem::path(value).is_absolute())
    return value;
  return (std::filesystem::path(dir) / value).lexically_normal().string();
}

void resolve_paths(BookManifest& m) {
  m.template_name = in_book_dir(m.dir, m.template_name, true);
  m.cover.template_name = in_book_dir(m.dir, m.cover.template_name, true);
  for (SectionSpec& s : m.sections) {
    s.template_name = in_book_dir(m.dir, s.template_name, true);
    s.symbols = in_book_dir(m.dir, s.symbols, false);
  }
}

}  // namespace

core::StatusOr<Length> parse_length(std::string_view text) {
  std::string s = trim_copy(text);
  struct Unit {
    const char* name;
    double pt;
  };
  static constexpr Unit kUnits[] = {
      {"in", 72.0}, {"mm", 72.0 / 25.4}, {"cm", 720.0 / 25.4}, {"pt", 1.0}};
  for (const auto& u : kUnits) {
    std::string_view name = u.name;
    if (s.size() > name.size() && s.compare(s.size() - name.size(), name.size(), name) == 0) {
      auto v = parse_number(trim_copy(std::string_view(s).substr(0, s.size() - name.size())));
      if (!v || !std::isfinite(*v) || *v < 0)  // nan and inf are no lengths
        return Status::error("'" + s + "' is not a length (a number and in, mm, cm or pt)");
      return Length::pt(*v * u.pt);
    }
  }
  return Status::error("'" + s + "' is not a length (a number and in, mm, cm or pt, e.g. 0.5in)");
}

core::StatusOr<TrimSize> parse_trim(std::string_view text) {
  std::string s = trim_copy(text);
  std::string low = s;
  for (char& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (low == "a4") return TrimSize{"A4", Length::mm(210), Length::mm(297)};
  if (low == "a5") return TrimSize{"A5", Length::mm(148), Length::mm(210)};
  // ISO B5 (176 x 250 mm), not JIS B5 (182 x 257 mm): KDP prints it as a custom trim; neither
  // IngramSpark's nor Lulu's list has a B5 (print_service.cpp).
  if (low == "b5") return TrimSize{"B5", Length::mm(176), Length::mm(250)};
  if (low == "letter") low = "8.5x11in";
  auto x = low.find('x');
  if (x != std::string::npos) {
    std::string unit;
    for (const char* u : {"in", "mm", "cm", "pt"})
      if (low.size() > 2 && low.compare(low.size() - 2, 2, u) == 0) unit = u;
    if (!unit.empty()) {
      auto w = parse_length(low.substr(0, x) + unit);
      auto h = parse_length(low.substr(x + 1));
      if (w && h && *w >= kMinTrimSide && *h >= kMinTrimSide && *w <= kMaxTrimSide &&
          *h <= kMaxTrimSide)
        return TrimSize{low, *w, *h};
    }
  }
  return Status::error("trim '" + s +
                       "' is not a size (8.5x11in, 6x9in, A4, A5, B5, or <W>x<H> with in or mm, "
                       "2in to 30in a side)");
}

void set_interior(BookManifest& m, Interior interior) {
  m.print.interior = interior;
  if (m.print.paper_line == 0)
    m.print.paper = interior == Interior::kColor ? Paper::kColor : Paper::kWhite;
}

std::optional<int64_t> parse_date(std::string_view text) {
  int y = 0, mo = 0, d = 0;
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
  y = std::stoi(std::string(text.substr(0, 4)));
  mo = std::stoi(std::string(text.substr(5, 2)));
  d = std::stoi(std::string(text.substr(8, 2)));
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > kDays[mo - 1] + (mo == 2 && leap))
    return std::nullopt;
  // Days since 1970-01-01 (civil-from-days inverse, Howard Hinnant's algorithm).
  int yy = y - (mo <= 2);
  int era = yy / 400;
  int yoe = yy - era * 400;
  int doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  int64_t days = static_cast<int64_t>(era) * 146097 + doe - 719468;
  return days * 86400;
}

int BookManifest::puzzle_count() const {
  int n = 0;
  for (const auto& s : sections) n += s.count;
  return n;
}

std::string BookManifest::where(int line) const {
  return line > 0 ? source + ":" + std::to_string(line) : source;
}

core::StatusOr<BookManifest> parse_manifest(std::string_view text, std::string_view source,
                                            std::string_view dir) {
  BookManifest m;
  m.source = std::string(source);
  m.dir = std::string(dir);
  m.trim = *parse_trim("8.5x11in");
  toml::table root;
  SP_TRY(render::toml_util::parse(text, source, root));
  SP_TRY(check_controls(root, m));
  for (const auto& [k, v] : root) {
    static const std::set<std::string, std::less<>> kKnown = {
        "book", "text", "page", "print", "cover", "front", "section", "solutions"};
    if (!kKnown.count(k.str()))
      return Status::error(m.where(line_of(v)) + ": unknown table '" + std::string(k.str()) +
                           "' (known: book, text, page, print, cover, front, section, solutions)");
    if (k.str() == "section") {
      if (!v.is_array_of_tables())
        return Status::error(m.where(line_of(v)) + ": sections are written [[section]]");
    } else if (!v.is_table()) {
      return Status::error(m.where(line_of(v)) + ": '" + std::string(k.str()) +
                           "' must be a table ([" + std::string(k.str()) + "])");
    }
  }
  const toml::table* book = root["book"].as_table();
  if (!book) return Status::error(m.where(1) + ": the manifest needs a [book] table with a title");
  SP_TRY(read_book(*book, m));
  if (const toml::table* t = root["text"].as_table()) SP_TRY(read_text(*t, m));
  if (const toml::table* t = root["print"].as_table()) SP_TRY(read_print(*t, m));
  if (const toml::table* t = root["page"].as_table()) SP_TRY(read_page(*t, m));
  SP_TRY(check_margins(root["page"].as_table(), m));
  if (const toml::table* t = root["cover"].as_table()) SP_TRY(read_cover(*t, m));
  if (const toml::table* t = root["front"].as_table()) SP_TRY(read_front(*t, m));
  if (const toml::table* t = root["solutions"].as_table()) SP_TRY(read_solutions(*t, m));
  const toml::array* sections = root["section"].as_array();
  if (!sections || sections->empty())
    return Status::error(m.where(line_of(*book)) + ": the book has no [[section]]");
  for (const auto& node : *sections) {
    SectionSpec s;
    SP_TRY(read_section(*node.as_table(), m, s));
    m.sections.push_back(std::move(s));
  }
  if (m.puzzle_count() > 20000)
    return Status::error(m.where(m.sections.back().line) + ": the book asks for " +
                         std::to_string(m.puzzle_count()) + " puzzles (at most 20000)");
  resolve_paths(m);
  return m;
}

core::StatusOr<BookManifest> load_manifest(const std::string& path) {
  auto text = core::read_file(path);
  if (!text) return text.status();
  std::string dir = std::filesystem::path(path).parent_path().string();
  if (dir.empty()) dir = ".";
  return parse_manifest(*text, path, dir);
}

core::Status localize(BookManifest& m, const std::string& templates_dir) {
  auto table = load_language(m.text.language, templates_dir);
  if (!table) return Status::error(m.where(m.language_line) + ": " + table.status().message());
  const std::vector<std::string>& given = m.text.given;
  for (const TextKey& k : text_keys())
    if (std::find(given.begin(), given.end(), k.key) == given.end())
      m.text.*(k.field) = (*table).*(k.field);
  m.text.grades = table->grades;
  return Status::ok();
}

}  // namespace sudokupress::publish
