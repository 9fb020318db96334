// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/css_value.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/utf8.hpp"

namespace sudokupress::render::symbols::css {

namespace {

bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

// CSS turns NUL, surrogates and values above U+10FFFF into U+FFFD (CSS Syntax 4.3.7).
void append_css_code_point(std::string& out, uint32_t cp) {
  if (cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) cp = 0xFFFD;
  core::append_utf8(out, cp);
}

// Whitespace- or comma-separated tokens of `s`.
std::vector<std::string_view> tokens(std::string_view s, bool commas) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (is_space(s[i]) || (commas && s[i] == ','))) ++i;
    size_t b = i;
    while (i < s.size() && !is_space(s[i]) && !(commas && s[i] == ',')) ++i;
    if (i > b) out.push_back(s.substr(b, i - b));
  }
  return out;
}

std::string join(const std::vector<std::string_view>& parts) {
  std::string out;
  for (std::string_view p : parts) out += (out.empty() ? "" : " ") + std::string(p);
  return out;
}

struct Keywords {
  std::string_view name;
  std::string_view words;
};
constexpr std::array<Keywords, 17> kKeywords = {{
    {"fill-rule", "nonzero evenodd inherit"},
    {"clip-rule", "nonzero evenodd inherit"},
    {"stroke-linecap", "butt round square inherit"},
    {"stroke-linejoin", "miter round bevel arcs miter-clip inherit"},
    {"display", "inline block none inherit"},
    {"visibility", "visible hidden collapse inherit"},
    {"shape-rendering", "auto optimizeSpeed crispEdges geometricPrecision inherit"},
    {"paint-order", "normal fill stroke markers"},
    {"vector-effect", "none non-scaling-stroke"},
    {"mix-blend-mode",
     "normal multiply screen overlay darken lighten color-dodge color-burn hard-light "
     "soft-light difference exclusion hue saturation color luminosity"},
    {"preserveAspectRatio",
     "none xMinYMin xMidYMin xMaxYMin xMinYMid xMidYMid xMaxYMid xMinYMax xMidYMax xMaxYMax "
     "meet slice"},
    {"gradientUnits", "userSpaceOnUse objectBoundingBox"},
    {"clipPathUnits", "userSpaceOnUse objectBoundingBox"},
    {"maskUnits", "userSpaceOnUse objectBoundingBox"},
    {"maskContentUnits", "userSpaceOnUse objectBoundingBox"},
    {"mask-type", "luminance alpha"},
    {"spreadMethod", "pad reflect repeat"},
}};

bool in_words(std::string_view words, std::string_view w) {
  for (std::string_view k : tokens(words, false))
    if (k == w) return true;
  return false;
}

// d and points: numbers, separators and path commands only.
bool is_path_data(std::string_view v) {
  constexpr std::string_view kCommands = "MmZzLlHhVvCcSsQqTtAa";
  return std::all_of(v.begin(), v.end(), [&](char c) {
    return is_digit(c) || is_space(c) || c == '.' || c == ',' || c == '+' || c == '-' || c == 'e' ||
           c == 'E' || kCommands.find(c) != std::string_view::npos;
  });
}

// transform: the six functions of numbers, nothing else.
bool is_transform(std::string_view v) {
  size_t i = 0;
  while (i < v.size()) {
    char c = v[i];
    if (std::isalpha(static_cast<unsigned char>(c))) {
      size_t b = i;
      while (i < v.size() && std::isalpha(static_cast<unsigned char>(v[i]))) ++i;
      std::string_view word = v.substr(b, i - b);
      if (!in_words("matrix translate scale rotate skewX skewY e E", word)) return false;
      continue;
    }
    if (!is_digit(c) && !is_space(c) && c != '.' && c != ',' && c != '+' && c != '-' && c != '(' &&
        c != ')')
      return false;
    ++i;
  }
  return true;
}

}  // namespace

std::optional<std::string> decode_css(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string_view::npos) return std::nullopt;
      out += ' ';  // a comment separates tokens
      i = end + 2;
      continue;
    }
    if (text[i] != '\\') {
      out += text[i++];
      continue;
    }
    if (i + 1 == text.size()) {
      append_css_code_point(out, 0xFFFD);
      break;
    }
    char next = text[i + 1];
    if (next == '\n' || next == '\r' || next == '\f') return std::nullopt;
    if (!is_hex(next)) {
      out += next;
      i += 2;
      continue;
    }
    uint32_t cp = 0;
    size_t j = i + 1;
    for (int k = 0; k < 6 && j < text.size() && is_hex(text[j]); ++k, ++j)
      cp = cp * 16 + static_cast<uint32_t>(std::stoul(std::string(1, text[j]), nullptr, 16));
    if (j < text.size() && text.compare(j, 2, "\r\n") == 0)
      j += 2;
    else if (j < text.size() && is_space(text[j]))
      ++j;
    append_css_code_point(out, cp);
    i = j;
  }
  return out;
}

std::vector<Declaration> declarations(std::string_view text) {
  // Comments out first (an unterminated one ends the style), escapes kept as written, so an
  // escaped ';' or ':' separates nothing.
  std::string plain;
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string_view::npos) break;
      plain += ' ';
      i = end + 2;
    } else if (text[i] == '\\' && i + 1 < text.size()) {
      plain += text.substr(i, 2);
      i += 2;
    } else {
      plain += text[i++];
    }
  }
  std::vector<Declaration> out;
  size_t begin = 0;
  while (begin <= plain.size()) {
    size_t end = begin;
    while (end < plain.size() && plain[end] != ';') end += plain[end] == '\\' ? 2 : 1;
    end = std::min(end, plain.size());
    const std::string decl = plain.substr(begin, end - begin);
    begin = end + 1;
    size_t colon = 0;
    while (colon < decl.size() && decl[colon] != ':') colon += decl[colon] == '\\' ? 2 : 1;
    if (colon >= decl.size()) continue;
    Declaration d;
    if (auto prop = decode_css(decl.substr(0, colon))) {
      size_t b = 0, e = prop->size();
      while (b < e && is_space((*prop)[b])) ++b;
      while (e > b && is_space((*prop)[e - 1])) --e;
      d.property = prop->substr(b, e - b);
      std::transform(d.property.begin(), d.property.end(), d.property.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    }
    d.value = decl.substr(colon + 1);
    out.push_back(std::move(d));
  }
  return out;
}

bool is_number(std::string_view s, bool units) {
  size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  size_t digits = 0;
  while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    size_t j = i + 1;
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
    if (j < s.size() && is_digit(s[j])) {
      while (j < s.size() && is_digit(s[j])) ++j;
      i = j;
    }
  }
  std::string unit(s.substr(i));
  if (unit.empty()) return true;
  if (!units) return false;
  std::transform(unit.begin(), unit.end(), unit.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return in_words("% px pt pc mm cm in em ex rem", unit);
}

ValueKind value_kind(std::string_view name) {
  struct Row {
    ValueKind kind;
    std::string_view names;
  };
  static constexpr std::array<Row, 9> kRows = {{
      {ValueKind::kPaint, "fill stroke"},
      {ValueKind::kColour, "stop-color color"},
      {ValueKind::kClipRef, "clip-path mask"},
      {ValueKind::kNumber,
       "opacity fill-opacity stroke-opacity stop-opacity stroke-miterlimit offset pathLength"},
      {ValueKind::kLength,
       "stroke-width stroke-dashoffset x y width height rx ry cx cy r x1 y1 x2 y2 fx fy fr"},
      {ValueKind::kLengthList, "stroke-dasharray"},
      {ValueKind::kPathData, "d points"},
      {ValueKind::kTransform, "transform gradientTransform"},
      {ValueKind::kNumberList, "viewBox"},
  }};
  for (const Row& row : kRows)
    if (in_words(row.names, name)) return row.kind;
  return keywords(name).empty() ? ValueKind::kUnknown : ValueKind::kKeyword;
}

std::string_view keywords(std::string_view name) {
  for (const Keywords& k : kKeywords)
    if (k.name == name) return k.words;
  return {};
}

std::optional<std::string> plain_value(ValueKind kind, std::string_view name,
                                       std::string_view value) {
  const std::string v(value);
  if (v.empty()) return std::nullopt;
  switch (kind) {
    case ValueKind::kNumber:
      if (is_number(v, false) ||
          (v.back() == '%' && is_number(std::string_view(v).substr(0, v.size() - 1), false)))
        return v;
      return std::nullopt;
    case ValueKind::kLength:
      if (is_number(v, true) || v == "auto") return v;
      return std::nullopt;
    case ValueKind::kLengthList:
    case ValueKind::kNumberList: {
      if (kind == ValueKind::kLengthList && v == "none") return v;
      auto parts = tokens(v, true);
      if (parts.empty()) return std::nullopt;
      for (std::string_view p : parts)
        if (!is_number(p, kind == ValueKind::kLengthList)) return std::nullopt;
      return join(parts);
    }
    case ValueKind::kPathData:
      if (is_path_data(v)) return v;
      return std::nullopt;
    case ValueKind::kTransform:
      if (is_transform(v)) return v;
      return std::nullopt;
    case ValueKind::kKeyword: {
      auto parts = tokens(v, false);
      if (parts.empty() || parts.size() > 3) return std::nullopt;
      for (std::string_view p : parts)
        if (!in_words(keywords(name), p)) return std::nullopt;
      return join(parts);
    }
    default:
      return std::nullopt;
  }
}

}  // namespace sudokupress::render::symbols::css
