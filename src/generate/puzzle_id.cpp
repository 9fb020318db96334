// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/puzzle_id.hpp"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <limits>
#include <vector>

#include "core/constraints.hpp"
#include "core/range.hpp"
#include "core/text_check.hpp"
#include "generate/multigrid.hpp"
#include "generate/word.hpp"

namespace sudokupress::generate {
namespace {

std::string escape(std::string s) {
  for (char& ch : s)
    if (ch == ' ') ch = '+';
  return s;
}
std::string unescape(std::string s) {
  for (char& ch : s)
    if (ch == '+') ch = ' ';
  return s;
}

std::string number(double v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

// Every integer of an ID is an int: a value outside int's range is refused, never truncated
// (c4294967305 once decoded as 9 clues).
bool parse_int(std::string_view s, long& out) {
  if (s.empty()) return false;
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size() &&
         out >= std::numeric_limits<int>::min() && out <= std::numeric_limits<int>::max();
}

std::string mask_token(const Mask& m) {
  for (const auto& name : builtin_mask_names()) {
    auto b = builtin_mask(name);
    if (b && b->rows == m.rows && b->cols == m.cols && b->keep == m.keep) return "k" + name;
  }
  std::string hex;
  static const char* kDigits = "0123456789abcdef";
  for (size_t i = 0; i < m.keep.size(); i += 4) {
    int v = 0;
    for (size_t j = 0; j < 4; ++j) v = v * 2 + (i + j < m.keep.size() && m.keep[i + j] ? 1 : 0);
    hex += kDigits[v];
  }
  return "k~" + std::to_string(m.rows) + "x" + std::to_string(m.cols) + "~" + hex;
}

// Word lines in IDs: row:3 -> r3, col:2 -> c2, diagonal -> d.
std::string line_token(const std::string& spec) {
  if (spec == "diagonal") return "d";
  return (spec.rfind("row:", 0) == 0 ? "r" : "c") + spec.substr(4);
}
std::string line_spec(std::string_view token) {
  if (token == "d") return "diagonal";
  if (token.size() < 2 || (token[0] != 'r' && token[0] != 'c')) return std::string(token);
  return (token[0] == 'r' ? "row:" : "col:") + std::string(token.substr(1));
}

}  // namespace

std::string encode_id(const GenerateOptions& o, uint64_t seed) {
  std::string id = "sp" + std::to_string(generator_version(o)) + "_";
  const std::string geo = o.geometry ? geometry_token(*o.geometry) : "9x9";
  // Killer: "killer" (9x9) or "killer-<geometry>"; the layout comes from the seed.
  if (o.marks) {  // "kropki", "xv-6x6", ...: the marks come from the seed
    const std::string word(core::family_name(o.marks->family));
    id += geo == "9x9" ? word : word + "-" + geo;
    if (o.marks->all_marks) id += "_n";
  } else {
    id += !o.killer ? geo : geo == "9x9" ? "killer" : "killer-" + geo;
  }
  if (o.killer && !(*o.killer == KillerOptions{}))
    id += "_z" + std::to_string(o.killer->min_size) + "-" + std::to_string(o.killer->max_size);
  if (o.symmetry != core::Symmetry::kNone)
    id += "_y" + std::string(core::symmetry_name(o.symmetry));
  if (o.mask) id += "_" + mask_token(*o.mask);
  if (o.book)
    id += "_b" + std::to_string(o.book->quads) + "," + std::to_string(o.book->pairs) + "," +
          std::to_string(o.book->cells) + (o.book->more ? "+" : "");
  if (o.clues > 0) id += "_c" + std::to_string(o.clues);
  if (o.max_clues > 0) id += "_x" + std::to_string(o.max_clues);
  if (o.min_clues > 0) id += "_f" + std::to_string(o.min_clues);
  if (o.minimal) id += "_m";
  if (o.per_grid_unique) id += "_p";
  if (o.all_symbols) id += "_a";
  if (!o.word.empty())
    id += "_w" + o.word + (o.word_line == "row:1" ? "" : "@" + line_token(o.word_line));
  const DifficultyTarget& t = o.target;
  if (t.kids != KidsLevel::kNone) {
    id += "_d" + std::string(kids_level_name(t.kids));  // the levels follow from it
  } else if (!t.grade.empty()) {
    id += "_g" + escape(t.grade);
  } else if (t.min_level >= 0 || t.max_level >= 0) {
    id += "_l" + (t.min_level >= 0 ? std::to_string(t.min_level) : std::string()) + "-" +
          (t.max_level >= 0 ? std::to_string(t.max_level) : std::string());
  }
  if (!std::isnan(t.min_score) || !std::isnan(t.max_score))
    id += "_r" + (std::isnan(t.min_score) ? std::string() : number(t.min_score)) + ".." +
          (std::isnan(t.max_score) ? std::string() : number(t.max_score));
  if (t.has_er())
    id += "_e" + (std::isnan(t.min_er) ? std::string() : number(t.min_er)) + ".." +
          (std::isnan(t.max_er) ? std::string() : number(t.max_er));
  for (const auto& r : t.require) id += "_q" + escape(r);
  if (t.active() && t.kids == KidsLevel::kNone && t.profile != grade::Profile::kFull)
    id += "_t" + std::string(grade::profile_name(t.profile));
  id += "_s" + std::to_string(seed);
  return id;
}

namespace {

// Each decoder reads one token into `o` and returns what is wrong with it ("" = nothing); the
// caller names the ID.

std::string decode_mask_token(const std::string& t, std::string_view rest, GenerateOptions& o) {
  if (rest.empty() || rest[0] != '~') {
    auto m = builtin_mask(rest);
    if (!m) return m.status().message();
    o.mask = std::move(*m);
    return "";
  }
  size_t x = rest.find('x'), tilde = rest.find('~', 1);
  long rows = 0, cols = 0;
  if (x == std::string_view::npos || tilde == std::string_view::npos ||
      !parse_int(rest.substr(1, x - 1), rows) ||
      !parse_int(rest.substr(x + 1, tilde - x - 1), cols) || rows <= 0 || cols <= 0 ||
      rows * cols > 100000)
    return "bad mask token '" + t + "'";
  std::string_view hex = rest.substr(tilde + 1);
  if (hex.size() != static_cast<size_t>((rows * cols + 3) / 4)) return "bad mask bits";
  Mask m;
  m.name = "from-id";
  m.rows = static_cast<int>(rows);
  m.cols = static_cast<int>(cols);
  m.keep.assign(rows * cols, false);
  for (size_t h = 0; h < hex.size(); ++h) {
    char ch = hex[h];
    int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
    if (d < 0) return "bad mask bits";
    for (int j = 0; j < 4; ++j) {
      size_t k = h * 4 + j;
      if (k < m.keep.size()) m.keep[k] = (d >> (3 - j)) & 1;
    }
  }
  o.mask = std::move(m);
  return "";
}

std::string decode_book_token(const std::string& t, std::string_view rest, GenerateOptions& o) {
  BookRemoval b;
  std::string s(rest);
  b.more = !s.empty() && s.back() == '+';
  if (b.more) s.pop_back();
  long q, p, c;
  size_t c1 = s.find(','), c2 = s.find(',', c1 == std::string::npos ? 0 : c1 + 1);
  if (c1 == std::string::npos || c2 == std::string::npos ||
      !parse_int(std::string_view(s).substr(0, c1), q) ||
      !parse_int(std::string_view(s).substr(c1 + 1, c2 - c1 - 1), p) ||
      !parse_int(std::string_view(s).substr(c2 + 1), c))
    return "bad book-removal token '" + t + "'";
  b.quads = static_cast<int>(q);
  b.pairs = static_cast<int>(p);
  b.cells = static_cast<int>(c);
  o.book = b;
  return "";
}

// A side of an ID's range as encode_id writes it (std::to_chars): an optional minus, digits
// and a point, an exponent; never the signs, spaces, hexadecimal, "inf" or "nan" that strtod
// would also read.
bool plain_number(std::string_view s) {
  size_t i = !s.empty() && s[0] == '-' ? 1 : 0;
  size_t digits = 0;
  for (; i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.'); ++i)
    digits += s[i] != '.';
  if (digits == 0) return false;
  if (i == s.size()) return true;
  if (s[i] != 'e' && s[i] != 'E') return false;
  if (++i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  if (i == s.size()) return false;
  for (; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

// _r and _e: "A..B" with either side empty, through the one range parser (core/range.hpp).
std::string decode_range_token(const std::string& t, std::string_view rest, const char* what,
                               double& lo, double& hi) {
  const size_t dots = rest.find("..");
  if (dots != std::string_view::npos)
    for (std::string_view side : {rest.substr(0, dots), rest.substr(dots + 2)})
      if (!side.empty() && !plain_number(side)) return std::string("bad ") + what + " '" + t + "'";
  core::RangeSyntax syntax;
  syntax.empty_is_open = false;
  syntax.no_dots = std::string("bad ") + what + " token '" + t + "'";
  syntax.not_number = syntax.out_of_bounds = std::string("bad ") + what + " '" + t + "'";
  syntax.reversed = std::string("reversed ") + what + " '" + t + "'";
  auto r = core::parse_range(rest, syntax);
  if (!r) return r.status().message();
  if (r->lo) lo = *r->lo;
  if (r->hi) hi = *r->hi;
  return "";
}

std::string decode_level_token(const std::string& t, std::string_view rest, DifficultyTarget& d) {
  size_t dash = rest.find('-');
  if (dash == std::string_view::npos) return "bad level token '" + t + "'";
  long a = -1, b = -1;
  if (dash > 0 && !parse_int(rest.substr(0, dash), a)) return "bad level '" + t + "'";
  if (dash + 1 < rest.size() && !parse_int(rest.substr(dash + 1), b))
    return "bad level '" + t + "'";
  d.min_level = static_cast<int>(a);
  d.max_level = static_cast<int>(b);
  return "";
}

// A positive whole number for a clue count, limit or floor.
std::string decode_count(const std::string& t, std::string_view rest, const char* what, int& out) {
  long v = 0;
  if (!parse_int(rest, v) || v <= 0) return std::string("bad ") + what + " '" + t + "'";
  out = static_cast<int>(v);
  return "";
}

// A token that is a flag alone (_p, _m, _a, _n): sets *flag, the option it names; nullptr when
// the option does not apply to this puzzle (then the token is unknown).
std::string decode_flag(const std::string& t, std::string_view rest, bool* flag) {
  if (!rest.empty() || !flag) return "unknown token '" + t + "'";
  *flag = true;
  return "";
}

// The tokens of the removal scheme and the grid's extras; `known` false for any other letter.
std::string decode_removal_token(const std::string& t, GenerateOptions& o, bool& known) {
  const std::string_view rest = std::string_view(t).substr(1);
  known = true;
  switch (t[0]) {
    case 'y': {
      auto s = core::parse_symmetry(rest);
      if (!s) return s.status().message();
      o.symmetry = *s;
      return "";
    }
    case 'k':
      return decode_mask_token(t, rest, o);
    case 'b':
      return decode_book_token(t, rest, o);
    case 'c':
      return decode_count(t, rest, "clue count", o.clues);
    case 'x':
      return decode_count(t, rest, "clue limit", o.max_clues);
    case 'f':
      return decode_count(t, rest, "clue floor", o.min_clues);
    case 'z': {
      size_t dash = rest.find('-');
      long a = 0, b = 0;
      if (!o.killer || dash == std::string_view::npos || !parse_int(rest.substr(0, dash), a) ||
          !parse_int(rest.substr(dash + 1), b))
        return "bad cage-size token '" + t + "'";
      o.killer->min_size = static_cast<int>(a);
      o.killer->max_size = static_cast<int>(b);
      return "";
    }
    case 'n':  // every mark given (--all-marks)
      return decode_flag(t, rest, o.marks ? &o.marks->all_marks : nullptr);
    case 'p':
      return decode_flag(t, rest, &o.per_grid_unique);
    case 'm':
      return decode_flag(t, rest, &o.minimal);
    case 'a':
      return decode_flag(t, rest, &o.all_symbols);
    case 'w': {
      const size_t at = rest.find('@');
      o.word = std::string(rest.substr(0, at));
      if (at != std::string_view::npos) o.word_line = line_spec(rest.substr(at + 1));
      auto w = normalize_word(o.word, *o.geometry);
      if (!w || *w != o.word) return "bad word token '" + t + "'";
      if (!word_line_cells(o.word_line, *o.geometry)) return "bad word line in '" + t + "'";
      return "";
    }
    default:
      known = false;
      return "";
  }
}

// The tokens of the difficulty target; `ladder_given` set by _t.
std::string decode_target_token(const std::string& t, DifficultyTarget& d, bool& ladder_given) {
  const std::string_view rest = std::string_view(t).substr(1);
  switch (t[0]) {
    case 'd': {
      auto k = parse_kids_level(rest);
      if (!k) return k.status().message();
      d.kids = *k;
      return "";
    }
    case 'g':
      d.grade = unescape(std::string(rest));
      return "";
    case 'l':
      return decode_level_token(t, rest, d);
    case 'r':
      return decode_range_token(t, rest, "score", d.min_score, d.max_score);
    case 'e':
      return decode_range_token(t, rest, "er", d.min_er, d.max_er);
    case 'q':
      d.require.push_back(unescape(std::string(rest)));
      return "";
    case 't': {
      auto profile = grade::profile_by_name(rest);
      if (!profile || *profile == grade::Profile::kFull) return "bad ladder token '" + t + "'";
      d.profile = *profile;
      ladder_given = true;
      return "";
    }
    default:
      return "unknown token '" + t + "'";
  }
}

std::vector<std::string> split_tokens(std::string_view id) {
  std::vector<std::string> tokens;
  size_t pos = 0;
  while (pos <= id.size()) {
    size_t end = id.find('_', pos);
    if (end == std::string_view::npos) end = id.size();
    tokens.emplace_back(id.substr(pos, end - pos));
    pos = end + 1;
  }
  return tokens;
}

// The geometry token (with a Killer's or a marks family's word) and the seed token.
std::string decode_frame(const std::vector<std::string>& tokens, DecodedId& out) {
  std::string killer_base = core::killer_base_name(tokens[1]);
  if (!killer_base.empty()) out.options.killer = KillerOptions{};
  core::MarkFamily family{};
  if (std::string base = core::marks_base_name(tokens[1], &family); !base.empty()) {
    out.options.marks = MarkOptions{family};
    killer_base = base;
  }
  auto g = geometry_from_token(killer_base.empty() ? tokens[1] : killer_base);
  if (!g) return g.status().message();
  out.options.geometry = *g;
  const std::string& last = tokens.back();
  if (last.size() < 2 || last[0] != 's') return "the last token must be s<seed>";
  auto r = std::from_chars(last.data() + 1, last.data() + last.size(), out.seed);
  if (r.ec != std::errc() || r.ptr != last.data() + last.size()) return "bad seed";
  return "";
}

// The ladder rules and the generator version the options call for.
std::string check_ladder_and_version(long version, bool ladder_given, GenerateOptions& o) {
  // No ladder token: the full profile's ladder (IDs made before issue 25, and every kids ID).
  if (!ladder_given && o.target.active()) o.target.profile = grade::Profile::kFull;
  if (ladder_given && (!o.target.active() || o.target.kids != KidsLevel::kNone))
    return "a ladder token needs a difficulty target other than a kids level";
  // The version depends on the options (the classic 9x9's Nightmare search has its own).
  const int expected = generator_version(o);
  if (version == expected) return "";
  return "made by generator version " + std::to_string(version) + ", this is version " +
         std::to_string(expected) + " for " + o.geometry->name() +
         (uses_nightmare_search(o)        ? " Nightmare"
          : o.killer && o.target.active() ? " Killer with a target"
                                          : "");
}

}  // namespace

core::StatusOr<DecodedId> decode_id(std::string_view id) {
  auto bad = [&](const std::string& why) {
    // The ID as typed, but never raw control characters or a 100 KB line (issue 26).
    std::string shown = core::escape_controls(id.substr(0, 80));
    if (id.size() > 80) shown += "...";
    return core::Status::error("bad puzzle ID '" + shown + "': " + why);
  };
  const std::vector<std::string> tokens = split_tokens(id);
  if (tokens.size() < 3 || tokens[0].rfind("sp", 0) != 0)
    return bad("expected sp<version>_<geometry>_..._s<seed>");
  long version = 0;
  if (!parse_int(std::string_view(tokens[0]).substr(2), version)) return bad("bad version");
  DecodedId out;
  if (std::string why = decode_frame(tokens, out); !why.empty()) return bad(why);
  bool ladder_given = false;
  for (size_t i = 2; i + 1 < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    if (t.empty()) return bad("empty token");
    bool known = false;
    std::string why = decode_removal_token(t, out.options, known);
    if (!known) why = decode_target_token(t, out.options.target, ladder_given);
    if (!why.empty()) return bad(why);
  }
  if (std::string why = check_ladder_and_version(version, ladder_given, out.options); !why.empty())
    return bad(why);
  return out;
}

}  // namespace sudokupress::generate
