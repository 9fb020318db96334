// SPDX-License-Identifier: GPL-3.0-or-later
// Lines and fields of text as the readers see them. Lines (format.cpp, exchange_formats.cpp):
// 1-based numbers for "file:line" errors, no '\n', no trailing '\r' (CRLF files read like LF
// files).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudokupress::core {

struct TextLine {
  int number;             // 1-based
  std::string_view text;  // without '\n' and trailing '\r'
};

// A run of empty lines is one entry (the first of the run: every reader treats one empty line
// and several alike, and numbers stay exact), so a file of blank lines costs no memory per line
// (30 MB of newlines took 861 MB when each was an entry).
inline std::vector<TextLine> split_lines(std::string_view text) {
  std::vector<TextLine> out;
  int n = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(pos, end - pos);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    ++n;
    if (!(l.empty() && !out.empty() && out.back().text.empty())) out.push_back({n, l});
    pos = end + 1;
  }
  return out;
}

// Without leading and trailing spaces and tabs.
inline std::string_view trim_blanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Only spaces and tabs (or nothing).
inline bool blank(std::string_view s) { return trim_blanks(s).empty(); }

// The fields of `s` between `sep` characters (n separators give n + 1 fields, empty ones kept).
inline std::vector<std::string> split_fields(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t at; (at = s.find(sep, start)) != std::string_view::npos; start = at + 1)
    out.emplace_back(s.substr(start, at - start));
  out.emplace_back(s.substr(start));
  return out;
}

}  // namespace sudokupress::core
