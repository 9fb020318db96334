// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/word_wrap.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace sudokupress::publish {

namespace {

using render::Length;
using render::TextStyle;

// A CJK character (U+2E80 and up in the three-byte range: kana, ideographs, full-width forms):
// a line may break before or after it, with no space (Japanese has none between words).
bool cjk_at(std::string_view s, size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  return i + 2 < s.size() && b >= 0xE2 && b <= 0xEF &&
         !(b == 0xE2 && static_cast<unsigned char>(s[i + 1]) < 0xBA);
}
// Closing punctuation that must not start a line (、。」』）！？，．: kinsoku).
bool closing_cjk_at(std::string_view s, size_t i) {
  if (i + 3 > s.size()) return false;
  const std::string_view c = s.substr(i, 3);
  for (std::string_view p : {"\u3001", "\u3002", "\u300d", "\u300f", "\uff09", "\uff01", "\uff1f",
                             "\uff0c", "\uff0e", "\u30fc"})
    if (c == p) return true;
  return false;
}

struct Token {
  std::string text;
  bool space_before = true;
  bool break_after = false;  // a piece of a word wider than the line: the line ends here
};

// Words split at spaces; CJK text splits after every character (closing marks kept with it).
std::vector<Token> tokens_of(std::string_view text) {
  std::vector<Token> out;
  bool space = true;
  size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      space = true;
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) {
      if (cjk_at(text, j)) {
        if (j > i) break;  // the Latin run before it is a token of its own
        j += 3;
        while (j < text.size() && closing_cjk_at(text, j)) j += 3;
        break;
      }
      ++j;
    }
    const bool glued = !out.empty() && !space;
    out.push_back({std::string(text.substr(i, j - i)), !glued});
    space = false;
    i = j;
  }
  return out;
}

std::string joined(const std::vector<Token>& tokens) {
  std::string out;
  for (const Token& t : tokens) out += (out.empty() || !t.space_before ? "" : " ") + t.text;
  return out;
}

// The length in bytes of the UTF-8 character that starts at s[i] (1 for a stray byte).
size_t char_length(std::string_view s, size_t i) {
  size_t j = i + 1;
  while (j < s.size() && (static_cast<unsigned char>(s[j]) & 0xC0) == 0x80) ++j;
  return j - i;
}

// The bytes of the longest run of whole characters from the start of `s` that fits `width`;
// at least one character. Exponential then binary search over character counts, so a long word
// costs about its own length in measurements, not its square.
size_t fitting_prefix(std::string_view s, const TextStyle& st, Length width,
                      const TextMeasure& measure) {
  std::vector<size_t> ends;  // ends[k]: the bytes of the first k + 1 characters
  auto end_of = [&](size_t k) {
    while (ends.size() <= k && (ends.empty() ? 0 : ends.back()) < s.size()) {
      const size_t from = ends.empty() ? 0 : ends.back();
      ends.push_back(from + char_length(s, from));
    }
    return ends[std::min(k, ends.size() - 1)];
  };
  auto fits = [&](size_t k) { return measure(s.substr(0, end_of(k)), st) <= width; };
  size_t good = 0, bad = 1;  // character counts less one: good fits (or is the minimum)
  while (fits(bad) && end_of(bad) < s.size()) {
    good = bad;
    bad *= 2;
  }
  if (fits(bad)) return end_of(bad);
  while (bad - good > 1) {
    const size_t mid = good + (bad - good) / 2;
    (fits(mid) ? good : bad) = mid;
  }
  return end_of(good);
}

// Words wider than the line broken between characters into pieces that fit (a title of one
// long word ran off the page): the first piece keeps the word's space, the others follow it
// with none.
std::vector<Token> fitted_tokens(std::string_view text, const TextStyle& st, Length width,
                                 const TextMeasure& measure) {
  std::vector<Token> out;
  for (Token& t : tokens_of(text)) {
    if (measure(t.text, st) <= width) {
      out.push_back(std::move(t));
      continue;
    }
    std::string_view rest = t.text;
    bool space = t.space_before;
    while (!rest.empty()) {
      const size_t n = fitting_prefix(rest, st, width, measure);
      out.push_back({std::string(rest.substr(0, n)), space});
      out.back().break_after = true;
      space = false;
      rest.remove_prefix(n);
    }
    out.back().break_after = false;
  }
  return out;
}

}  // namespace

std::vector<std::string> wrap_words(std::string_view text, const TextStyle& st, Length width,
                                    const TextMeasure& measure) {
  std::vector<std::vector<Token>> lines;
  std::vector<Token> line;
  for (const Token& t : fitted_tokens(text, st, width, measure)) {
    line.push_back(t);
    if (line.size() > 1 && measure(joined(line), st) > width) {
      line.pop_back();
      lines.push_back(std::move(line));
      line = {t};
    }
    if (t.break_after) lines.push_back(std::exchange(line, {}));
  }
  if (!line.empty()) lines.push_back(std::move(line));
  // Japanese: a last line of one character ("門" of "入門") takes the character before it
  // along, when that still fits.
  const size_t n = lines.size();
  if (n >= 2 && lines[n - 1].size() == 1 && lines[n - 2].size() > 2 &&
      cjk_at(lines[n - 1][0].text, 0) && cjk_at(lines[n - 2].back().text, 0)) {
    std::vector<Token> last = {lines[n - 2].back(), lines[n - 1][0]};
    if (measure(joined(last), st) <= width) {
      lines[n - 2].pop_back();
      lines[n - 1] = std::move(last);
    }
  }
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(joined(l));
  return out;
}

}  // namespace sudokupress::publish
