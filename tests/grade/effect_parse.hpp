// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the effect part of a step's explanation back into (cell, digit) pairs, written apart
// from grade/step_text.cpp so that the text and the step's machine effect cannot drift apart:
// "removes 1, 2 and 3 from r45c6 and 9 from r4c78, r5c7; places 9 at r5c1". Cell names are
// reader coordinates (r1c1 = the top-left canvas cell); with one-digit rows and columns a name
// may be a compact block (r45c6 = r4c6 and r5c6).
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "grade/grade.hpp"

namespace sudokupress::grade::testing {

using Pairs = std::set<std::pair<int, int>>;

// The cells of "r4c7" or a compact block "r45c67"; false when the name is malformed or names
// a place that is not a cell.
inline bool parse_cell_name(const core::Geometry& g, std::string name, std::vector<int>& out) {
  const bool compact = g.canvas_rows() <= 9 && g.canvas_cols() <= 9;
  const size_t c = name.find('c');
  if (name.size() < 4 || name[0] != 'r' || c == std::string::npos || c < 2 || c + 1 >= name.size())
    return false;
  const std::string rows = name.substr(1, c - 1), cols = name.substr(c + 1);
  for (char ch : rows + cols)
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  std::vector<int> rs, cs;
  if (compact) {
    for (char ch : rows) rs.push_back(ch - '1');
    for (char ch : cols) cs.push_back(ch - '1');
  } else {
    rs.push_back(std::stoi(rows) - 1);
    cs.push_back(std::stoi(cols) - 1);
  }
  for (int r : rs)
    for (int col : cs) {
      const int cell = g.cell_at(r, col);
      if (cell < 0) return false;
      out.push_back(cell);
    }
  return true;
}

// One part: "1, 2 and 3 from r45c6 and 9 from r4c78, r5c7" (joiner "from" or "at").
inline bool parse_effect_part(const core::Geometry& g, const std::string& part,
                              const std::string& joiner, Pairs& out) {
  std::istringstream words(part);
  std::string w;
  std::vector<int> digits, cells;
  bool in_cells = false;
  auto flush = [&] {
    if (digits.empty() || cells.empty()) return false;
    for (int d : digits)
      for (int c : cells) out.insert({c, d});
    digits.clear();
    cells.clear();
    return true;
  };
  while (words >> w) {
    if (!w.empty() && w.back() == ',') w.pop_back();
    if (w == "and") continue;
    if (w == joiner) {
      if (in_cells || digits.empty()) return false;
      in_cells = true;
    } else if (!w.empty() && std::isdigit(static_cast<unsigned char>(w[0]))) {
      if (in_cells && !flush()) return false;
      in_cells = false;
      digits.push_back(std::stoi(w));
    } else if (in_cells) {
      if (!parse_cell_name(g, w, cells)) return false;
    } else {
      return false;
    }
  }
  return in_cells && flush();
}

// The effect after the explanation's last ": " (none: no change named). False when it does not
// read as an effect.
inline bool parse_effect(const core::Geometry& g, const std::string& text, Pairs& removed,
                         Pairs& placed) {
  const auto colon = text.rfind(": ");
  if (colon == std::string::npos) return true;
  const std::string effect = text.substr(colon + 2);
  if (effect == "no change") return true;
  std::string rem, pl;
  const auto semi = effect.find("; places ");
  if (effect.rfind("removes ", 0) == 0) {
    rem = effect.substr(8, semi == std::string::npos ? std::string::npos : semi - 8);
    if (semi != std::string::npos) pl = effect.substr(semi + 9);
  } else if (effect.rfind("places ", 0) == 0) {
    pl = effect.substr(7);
  } else {
    return false;
  }
  if (!rem.empty() && !parse_effect_part(g, rem, "from", removed)) return false;
  if (!pl.empty() && !parse_effect_part(g, pl, "at", placed)) return false;
  return true;
}

// The step's text names exactly its eliminations and placements (the effect read back).
inline ::testing::AssertionResult text_names_effect(const core::Geometry& g, const Step& s) {
  Pairs removed, placed, want_removed, want_placed;
  if (!parse_effect(g, s.explanation, removed, placed))
    return ::testing::AssertionFailure() << "unreadable effect: " << s.explanation;
  for (auto [c, d] : s.eliminations) want_removed.insert({c, d});
  for (auto [c, d] : s.placements) want_placed.insert({c, d});
  if (removed != want_removed || placed != want_placed)
    return ::testing::AssertionFailure() << "the text names another effect: " << s.explanation;
  return ::testing::AssertionSuccess();
}

}  // namespace sudokupress::grade::testing
