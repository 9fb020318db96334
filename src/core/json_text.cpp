// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_text.hpp"

#include <cstdio>

namespace sudokupress::core {

std::string json_quote(std::string_view s, bool html_safe) {
  std::string out = "\"";
  out.reserve(s.size() + 2);
  for (char ch : s) {
    switch (ch) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(ch) < 0x20 || (html_safe && ch == '<')) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(ch));
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

}  // namespace sudokupress::core
