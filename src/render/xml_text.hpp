// SPDX-License-Identifier: GPL-3.0-or-later
// Text bound for the vector outputs: XML escaping, the one copy (SVG output, the HTML pages and
// the icon sanitizer's rebuilt icons), and the U+FE0F test (never emitted: it asks for colour
// emoji presentation, which print fonts do not have).
#pragma once

#include <string>
#include <string_view>

namespace sudokupress::render {

// Escapes &, <, >, " and ' (text and attribute values alike).
std::string xml_escape(std::string_view s);

// True if `utf8` contains U+FE0F.
inline bool has_emoji_selector(std::string_view utf8) {
  return utf8.find("\xEF\xB8\x8F") != std::string_view::npos;  // U+FE0F in UTF-8
}

}  // namespace sudokupress::render
