// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/word_wrap.hpp"

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

}  // namespace

std::vector<std::string> wrap_words(std::string_view text, const TextStyle& st, Length width,
                                    const TextMeasure& measure) {
  std::vector<std::vector<Token>> lines;
  std::vector<Token> line;
  for (const Token& t : tokens_of(text)) {
    line.push_back(t);
    if (line.size() > 1 && measure(joined(line), st) > width) {
      line.pop_back();
      lines.push_back(std::move(line));
      line = {t};
    }
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
