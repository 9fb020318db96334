// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/puzzle_id.hpp"

#include <charconv>
#include <cstdio>
#include <limits>
#include <vector>

#include "core/constraints.hpp"
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

bool parse_double(std::string_view s, double& out) {
  if (s.empty()) return false;
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
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

core::StatusOr<DecodedId> decode_id(std::string_view id) {
  auto bad = [&](const std::string& why) {
    // The ID as typed, but never raw control characters or a 100 KB line (issue 26).
    std::string shown = core::escape_controls(id.substr(0, 80));
    if (id.size() > 80) shown += "...";
    return core::Status::error("bad puzzle ID '" + shown + "': " + why);
  };
  std::vector<std::string> tokens;
  size_t pos = 0;
  while (pos <= id.size()) {
    size_t end = id.find('_', pos);
    if (end == std::string_view::npos) end = id.size();
    tokens.emplace_back(id.substr(pos, end - pos));
    pos = end + 1;
  }
  if (tokens.size() < 3 || tokens[0].rfind("sp", 0) != 0)
    return bad("expected sp<version>_<geometry>_..._s<seed>");
  long version = 0;
  if (!parse_int(std::string_view(tokens[0]).substr(2), version)) return bad("bad version");
  DecodedId out;
  std::string killer_base = core::killer_base_name(tokens[1]);
  if (!killer_base.empty()) out.options.killer = KillerOptions{};
  core::MarkFamily family{};
  if (std::string base = core::marks_base_name(tokens[1], &family); !base.empty()) {
    out.options.marks = MarkOptions{family};
    killer_base = base;
  }
  auto g = geometry_from_token(killer_base.empty() ? tokens[1] : killer_base);
  if (!g) return bad(g.status().message());
  out.options.geometry = *g;
  const std::string& last = tokens.back();
  if (last.size() < 2 || last[0] != 's') return bad("the last token must be s<seed>");
  {
    auto r = std::from_chars(last.data() + 1, last.data() + last.size(), out.seed);
    if (r.ec != std::errc() || r.ptr != last.data() + last.size()) return bad("bad seed");
  }
  bool ladder_given = false;
  for (size_t i = 2; i + 1 < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    if (t.empty()) return bad("empty token");
    std::string_view rest = std::string_view(t).substr(1);
    long v = 0;
    switch (t[0]) {
      case 'y': {
        auto s = core::parse_symmetry(rest);
        if (!s) return bad(s.status().message());
        out.options.symmetry = *s;
        break;
      }
      case 'k': {
        if (!rest.empty() && rest[0] == '~') {
          size_t x = rest.find('x'), tilde = rest.find('~', 1);
          long rows = 0, cols = 0;
          if (x == std::string_view::npos || tilde == std::string_view::npos ||
              !parse_int(rest.substr(1, x - 1), rows) ||
              !parse_int(rest.substr(x + 1, tilde - x - 1), cols) || rows <= 0 || cols <= 0 ||
              rows * cols > 100000)
            return bad("bad mask token '" + t + "'");
          std::string_view hex = rest.substr(tilde + 1);
          if (hex.size() != static_cast<size_t>((rows * cols + 3) / 4)) return bad("bad mask bits");
          Mask m;
          m.name = "from-id";
          m.rows = static_cast<int>(rows);
          m.cols = static_cast<int>(cols);
          m.keep.assign(rows * cols, false);
          for (size_t h = 0; h < hex.size(); ++h) {
            char ch = hex[h];
            int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
            if (d < 0) return bad("bad mask bits");
            for (int j = 0; j < 4; ++j) {
              size_t k = h * 4 + j;
              if (k < m.keep.size()) m.keep[k] = (d >> (3 - j)) & 1;
            }
          }
          out.options.mask = std::move(m);
        } else {
          auto m = builtin_mask(rest);
          if (!m) return bad(m.status().message());
          out.options.mask = std::move(*m);
        }
        break;
      }
      case 'b': {
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
          return bad("bad book-removal token '" + t + "'");
        b.quads = static_cast<int>(q);
        b.pairs = static_cast<int>(p);
        b.cells = static_cast<int>(c);
        out.options.book = b;
        break;
      }
      case 'c':
        if (!parse_int(rest, v) || v <= 0) return bad("bad clue count '" + t + "'");
        out.options.clues = static_cast<int>(v);
        break;
      case 'x':
        if (!parse_int(rest, v) || v <= 0) return bad("bad clue limit '" + t + "'");
        out.options.max_clues = static_cast<int>(v);
        break;
      case 'f':
        if (!parse_int(rest, v) || v <= 0) return bad("bad clue floor '" + t + "'");
        out.options.min_clues = static_cast<int>(v);
        break;
      case 'z': {
        size_t dash = rest.find('-');
        long a = 0, b = 0;
        if (!out.options.killer || dash == std::string_view::npos ||
            !parse_int(rest.substr(0, dash), a) || !parse_int(rest.substr(dash + 1), b))
          return bad("bad cage-size token '" + t + "'");
        out.options.killer->min_size = static_cast<int>(a);
        out.options.killer->max_size = static_cast<int>(b);
        break;
      }
      case 'n':  // every mark given (--all-marks)
        if (!rest.empty() || !out.options.marks) return bad("unknown token '" + t + "'");
        out.options.marks->all_marks = true;
        break;
      case 'p':
        if (!rest.empty()) return bad("unknown token '" + t + "'");
        out.options.per_grid_unique = true;
        break;
      case 'm':
        if (!rest.empty()) return bad("unknown token '" + t + "'");
        out.options.minimal = true;
        break;
      case 'a':
        if (!rest.empty()) return bad("unknown token '" + t + "'");
        out.options.all_symbols = true;
        break;
      case 'w': {
        const size_t at = rest.find('@');
        out.options.word = std::string(rest.substr(0, at));
        if (at != std::string_view::npos) out.options.word_line = line_spec(rest.substr(at + 1));
        auto w = normalize_word(out.options.word, *out.options.geometry);
        if (!w || *w != out.options.word) return bad("bad word token '" + t + "'");
        if (!word_line_cells(out.options.word_line, *out.options.geometry))
          return bad("bad word line in '" + t + "'");
        break;
      }
      case 'd': {
        auto k = parse_kids_level(rest);
        if (!k) return bad(k.status().message());
        out.options.target.kids = *k;
        break;
      }
      case 'g':
        out.options.target.grade = unescape(std::string(rest));
        break;
      case 'l': {
        size_t dash = rest.find('-');
        if (dash == std::string_view::npos) return bad("bad level token '" + t + "'");
        long a = -1, b = -1;
        if (dash > 0 && !parse_int(rest.substr(0, dash), a)) return bad("bad level '" + t + "'");
        if (dash + 1 < rest.size() && !parse_int(rest.substr(dash + 1), b))
          return bad("bad level '" + t + "'");
        out.options.target.min_level = static_cast<int>(a);
        out.options.target.max_level = static_cast<int>(b);
        break;
      }
      case 'r': {
        size_t dots = rest.find("..");
        if (dots == std::string_view::npos) return bad("bad score token '" + t + "'");
        double a, b;
        if (dots > 0) {
          if (!parse_double(rest.substr(0, dots), a)) return bad("bad score '" + t + "'");
          out.options.target.min_score = a;
        }
        if (dots + 2 < rest.size()) {
          if (!parse_double(rest.substr(dots + 2), b)) return bad("bad score '" + t + "'");
          out.options.target.max_score = b;
        }
        break;
      }
      case 'e': {
        size_t dots = rest.find("..");
        if (dots == std::string_view::npos) return bad("bad er token '" + t + "'");
        double a, b;
        if (dots > 0) {
          if (!parse_double(rest.substr(0, dots), a)) return bad("bad er '" + t + "'");
          out.options.target.min_er = a;
        }
        if (dots + 2 < rest.size()) {
          if (!parse_double(rest.substr(dots + 2), b)) return bad("bad er '" + t + "'");
          out.options.target.max_er = b;
        }
        break;
      }
      case 'q':
        out.options.target.require.push_back(unescape(std::string(rest)));
        break;
      case 't': {
        auto profile = grade::profile_by_name(rest);
        if (!profile || *profile == grade::Profile::kFull)
          return bad("bad ladder token '" + t + "'");
        out.options.target.profile = *profile;
        ladder_given = true;
        break;
      }
      default:
        return bad("unknown token '" + t + "'");
    }
  }
  // No ladder token: the full profile's ladder (IDs made before issue 25, and every kids ID).
  if (!ladder_given && out.options.target.active())
    out.options.target.profile = grade::Profile::kFull;
  if (ladder_given && (!out.options.target.active() || out.options.target.kids != KidsLevel::kNone))
    return bad("a ladder token needs a difficulty target other than a kids level");
  // The version depends on the options (the classic 9x9's Nightmare search has its own).
  const int expected = generator_version(out.options);
  if (version != expected)
    return bad("made by generator version " + std::to_string(version) + ", this is version " +
               std::to_string(expected) + " for " + (*g)->name() +
               (uses_nightmare_search(out.options)                  ? " Nightmare"
                : out.options.killer && out.options.target.active() ? " Killer with a target"
                                                                    : ""));
  return out;
}

}  // namespace sudokupress::generate
