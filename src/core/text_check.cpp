// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text_check.hpp"

#include <algorithm>
#include <cctype>
#include <regex>
#include <string>

#include "core/limits.hpp"

namespace sudokupress::core {

namespace {

// Length of the valid UTF-8 sequence starting at s[i], or 0 when it is not one (overlong
// forms, surrogates and code points above U+10FFFF are invalid).
size_t utf8_length(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (len == 0 || c > 0xF4 || i + len > s.size()) return 0;
  for (size_t k = 1; k < len; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char d = byte(i + 1);
  if (c == 0xE0 && d < 0xA0) return 0;   // overlong
  if (c == 0xED && d >= 0xA0) return 0;  // surrogates
  if (c == 0xF0 && d < 0x90) return 0;   // overlong
  if (c == 0xF4 && d >= 0x90) return 0;  // above U+10FFFF
  return len;
}

Status at(std::string_view source, int line, const std::string& problem) {
  return Status::error(std::string(source) + ":" + std::to_string(line) + ": " + problem);
}

bool bare_key_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

// Scans a dotted key (blanks around the dots allowed) starting at text[i]; returns the index
// after it, or npos when it is malformed (empty part, unterminated quote, a dot with no key).
size_t scan_key(std::string_view text, size_t i) {
  auto skip_blanks = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  };
  for (;;) {
    skip_blanks();
    if (i >= text.size()) return std::string_view::npos;
    char c = text[i];
    if (c == '"' || c == '\'') {
      ++i;
      while (i < text.size() && text[i] != c && text[i] != '\n')
        i += (c == '"' && text[i] == '\\') ? 2 : 1;
      if (i >= text.size() || text[i] != c) return std::string_view::npos;
      ++i;
    } else if (bare_key_char(c)) {
      while (i < text.size() && bare_key_char(text[i])) ++i;
    } else {
      return std::string_view::npos;
    }
    skip_blanks();
    if (i < text.size() && text[i] == '.') {
      ++i;
      continue;
    }
    return i;
  }
}

// A line that starts (after blanks) with '[': the index of the last ']' of a well-formed table
// header, or npos.
size_t header_end(std::string_view text, size_t i) {
  size_t brackets = text.substr(i, 2) == "[[" ? 2 : 1;
  size_t end = scan_key(text, i + brackets);
  if (end == std::string_view::npos) return end;
  if (text.substr(end, brackets) != (brackets == 2 ? "]]" : "]")) return std::string_view::npos;
  return end + brackets - 1;
}

}  // namespace

Status check_text(std::string_view text, std::string_view source, size_t max_bytes) {
  if (text.size() > max_bytes)
    return Status::error(std::string(source) + ": larger than " + std::to_string(max_bytes) +
                         " bytes");
  int line = 1;
  for (size_t i = 0; i < text.size();) {
    char ch = text[i];
    if (ch == '\0') return at(source, line, "NUL byte (not a text file?)");
    if (ch == '\n') ++line;
    size_t len = utf8_length(text, i);
    if (len == 0) return at(source, line, "invalid UTF-8");
    i += len;
  }
  return Status::ok();
}

namespace {

// What may come next outside strings: anything, a value (after '=', '[' or ',' in an array)
// or a key (after '{' or ',' in an inline table).
enum class Expect { kAny, kValue, kKey };

bool value_start(char c) {
  return (c >= '0' && c <= '9') || c == '+' || c == '-' || c == 't' || c == 'f' || c == 'i' ||
         c == 'n';
}

// Dotted keys and headers nest tables: toml++ and the manifest readers recurse once per part,
// and a key of thousands of parts overflowed the stack under ASan. No manifest needs more than
// a few; a dot inside a quoted part counts too (harmless at this bound).
constexpr int kMaxKeyParts = 32;
constexpr const char* kTooDeep = "a key of more than 32 parts (a.b.c...)";
bool key_too_deep(std::string_view key) {
  return std::count(key.begin(), key.end(), '.') >= kMaxKeyParts;
}

// The end of a bare value (number, date, time) starting at i: up to a blank, ',', ']', '}' or
// '#'; a date followed by a space and a digit is one value ("1979-05-27 07:32:00"), checked as a
// date-time: toml++ 3.3.0 reads it so and asserts on a malformed time ("4452-13-44 5 = ...",
// found by fuzz_manifest).
size_t bare_value_end(std::string_view text, size_t i) {
  auto end_at = [&](size_t j) {
    while (j < text.size() &&
           std::string_view(" \t\r\n,]}#").find(text[j]) == std::string_view::npos)
      ++j;
    return j;
  };
  size_t end = end_at(i);
  if (end - i == 10 && end + 1 < text.size() && text[end] == ' ' &&
      std::isdigit(static_cast<unsigned char>(text[end + 1])))
    end = end_at(end + 1);
  return end;
}

// TOML's numbers, dates and times, checked before toml++ 3.3.0 parses them: its date parser
// asserts on some malformed ones ("8-88-8---i", found by fuzz_template).
bool is_number_or_date(std::string_view token) {
  static const std::regex kValue(
      "[+-]?(inf|nan)|[+-]?(0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+)|"
      "[+-]?[0-9][0-9_]*(\\.[0-9][0-9_]*)?([eE][+-]?[0-9][0-9_]*)?|"
      "[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt "
      "][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})?)?|"
      "[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?");
  return std::regex_match(token.begin(), token.end(), kValue);
}

// A small TOML scan before toml++ 3.3.0 sees the text (it asserts or reaches unreachable code
// on some malformed input): control characters are never valid TOML (tab, CR and LF aside);
// headers and keys must be well formed; values must start like values; brackets must match;
// outside strings and comments TOML is ASCII. One character at a time (run), by state: inside a
// string (in_string), a header or key at a line's start (line_start_token), a key (key), a
// value (value), or between values (punctuation).
class TomlScan {
 public:
  TomlScan(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  Status run() {
    const size_t start = text_.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;  // a UTF-8 BOM
    for (i_ = start; i_ < text_.size(); ++i_)
      if (auto st = step(); !st) return st;
    return Status::ok();
  }

 private:
  enum class State { kNone, kBasic, kLiteral, kMultiBasic, kMultiLiteral, kComment };

  Status fail(const std::string& problem) const { return at(source_, line_, problem); }
  bool next_is(std::string_view s) const { return text_.substr(i_, s.size()) == s; }

  Status step() {
    const char ch = text_[i_];
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == '\n') {
      ++line_;
      line_start_ = true;
      if (state_ == State::kBasic || state_ == State::kLiteral || state_ == State::kComment)
        state_ = State::kNone;  // an unterminated string is toml++'s to report
      if (open_.empty()) expect_ = Expect::kAny;
      return Status::ok();
    }
    if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F)
      return fail("control character " + std::to_string(c) + " (not allowed in TOML)");
    if (state_ == State::kComment) return Status::ok();
    if (state_ != State::kNone) return in_string(ch);
    if (ch == ' ' || ch == '\t' || ch == '\r') return Status::ok();
    if (ch == '#') {
      state_ = State::kComment;
      return Status::ok();
    }
    if (c >= 0x80) return fail("non-ASCII character outside a string or comment");
    const bool first = line_start_;
    line_start_ = false;
    if (first && open_.empty()) {
      if (next_is("[[["))
        return fail("a table header has at most two brackets ([table], [[array]])");
      if (ch == '[') return header();
      expect_ = Expect::kKey;
    }
    if (expect_ == Expect::kKey) return key(ch);
    if (expect_ == Expect::kValue) return value(ch);
    return punctuation(ch);
  }

  Status in_string(char ch) {
    if (state_ == State::kBasic || state_ == State::kMultiBasic) {
      if (ch == '\\') {
        // toml++ 3.3.0 asks whether what follows a backslash (after blanks) is whitespace, and
        // its Unicode whitespace table reaches unreachable code for many non-ASCII characters
        // (U+00A1, U+FEFC, ...; found by fuzz_manifest). No valid escape has one there.
        size_t j = i_ + 1;
        // Line-ending backslashes of multi-line strings skip newlines too (fuzz_manifest again).
        while (j < text_.size() &&
               (text_[j] == ' ' || text_[j] == '\t' || text_[j] == '\r' || text_[j] == '\n'))
          ++j;
        if (j < text_.size() && static_cast<unsigned char>(text_[j]) >= 0x80)
          return fail("invalid escape: a backslash before a non-ASCII character");
        ++i_;
      } else if (state_ == State::kBasic && ch == '"') {
        state_ = State::kNone;
      } else if (state_ == State::kMultiBasic && next_is("\"\"\"")) {
        state_ = State::kNone, i_ += 2;
      }
      return Status::ok();
    }
    if (state_ == State::kLiteral && ch == '\'')
      state_ = State::kNone;
    else if (state_ == State::kMultiLiteral && next_is("'''"))
      state_ = State::kNone, i_ += 2;
    return Status::ok();
  }

  Status header() {
    size_t end = header_end(text_, i_);
    if (end == std::string_view::npos)
      return fail("malformed table header (expected [name] or [[name]])");
    if (key_too_deep(text_.substr(i_, end - i_))) return fail(kTooDeep);
    i_ = end;
    return Status::ok();
  }

  Status key(char ch) {
    if (ch == '}' && !open_.empty() && open_.back() == '{') {
      open_.pop_back();
      expect_ = Expect::kAny;
      return Status::ok();
    }
    size_t end = scan_key(text_, i_);
    if (end == std::string_view::npos || end >= text_.size() || text_[end] != '=')
      return fail("malformed key (expected key = value)");
    if (key_too_deep(text_.substr(i_, end - i_))) return fail(kTooDeep);
    i_ = end;
    expect_ = Expect::kValue;
    return Status::ok();
  }

  Status value(char ch) {
    expect_ = Expect::kAny;
    if (next_is("\"\"\"")) {
      state_ = State::kMultiBasic, i_ += 2;
    } else if (ch == '"') {
      state_ = State::kBasic;
    } else if (next_is("'''")) {
      state_ = State::kMultiLiteral, i_ += 2;
    } else if (ch == '\'') {
      state_ = State::kLiteral;
    } else if (ch == '[') {
      open_.push_back('[');
      expect_ = Expect::kValue;
    } else if (ch == '{') {
      open_.push_back('{');
      expect_ = Expect::kKey;
    } else if (ch == ']' && !open_.empty() && open_.back() == '[') {
      open_.pop_back();
    } else if (!value_start(ch)) {
      return fail("malformed value");
    } else if (ch != 't' && ch != 'f' && ch != 'i' && ch != 'n') {
      const size_t end = bare_value_end(text_, i_);
      if (!is_number_or_date(text_.substr(i_, end - i_)))
        return fail("malformed number or date '" + std::string(text_.substr(i_, end - i_)) + "'");
      i_ = end - 1;
    }
    return Status::ok();
  }

  Status punctuation(char ch) {
    if (ch == ',' && !open_.empty()) {
      expect_ = open_.back() == '[' ? Expect::kValue : Expect::kKey;
    } else if (ch == ']' || ch == '}') {
      if (open_.empty() || open_.back() != (ch == ']' ? '[' : '{'))
        return fail(std::string("unmatched '") + ch + "'");
      open_.pop_back();
    } else if (ch == '[' || ch == '{') {
      return fail("malformed value");
    }
    return Status::ok();
  }

  std::string_view text_;
  std::string_view source_;
  size_t i_ = 0;
  State state_ = State::kNone;
  Expect expect_ = Expect::kAny;
  std::string open_;  // the [ and { of values still open (arrays and inline tables span lines)
  int line_ = 1;
  bool line_start_ = true;  // only blanks so far on this line
};

}  // namespace

Status check_toml_text(std::string_view text, std::string_view source) {
  if (auto st = check_text(text, source, limits::kMaxConfigBytes); !st) return st;
  return TomlScan(text, source).run();
}

std::string escape_controls(std::string_view text) {
  auto is_c1 = [&](size_t i) {  // U+0080..U+009F: C2 80..C2 9F
    return static_cast<unsigned char>(text[i]) == 0xC2 && i + 1 < text.size() &&
           static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
           static_cast<unsigned char>(text[i + 1]) <= 0x9F;
  };
  bool clean = true;
  for (size_t i = 0; i < text.size() && clean; ++i)
    clean = static_cast<unsigned char>(text[i]) >= 0x20 && text[i] != 0x7F && !is_c1(i);
  if (clean) return std::string(text);
  std::string out;
  static constexpr char kHex[] = "0123456789abcdef";
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (is_c1(i)) {
      unsigned char d = static_cast<unsigned char>(text[++i]);
      out += std::string("\\u00") + kHex[d >> 4] + kHex[d & 15];
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == 0) {
      out += "\\0";
    } else if (c < 0x20 || c == 0x7F) {
      out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace sudokupress::core
