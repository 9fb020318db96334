// SPDX-License-Identifier: GPL-3.0-or-later
// Explanation text and JSON for steps.
#include <map>
#include <string>

#include "core/json_text.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

std::string cell_list(const core::Geometry& g, std::span<const int> cells) {
  std::string s;
  for (size_t i = 0; i < cells.size(); ++i) {
    s += i ? "," : "";
    s += g.cell_name(cells[i]);
  }
  return s;
}

std::string digit_set(std::span<const int> digits) {
  std::string s = "{";
  for (size_t i = 0; i < digits.size(); ++i) {
    s += i ? "," : "";
    s += std::to_string(digits[i]);
  }
  return s + "}";
}

namespace {

// "8 from r5c0,r5c1 and 9 from r3c1" (joiner " from " / " at "), digits in order of first use.
std::string grouped(const core::Geometry& g, const std::vector<CellDigit>& xs,
                    std::string_view joiner) {
  std::vector<int> order;
  std::map<int, std::vector<int>> by_digit;
  for (auto [c, d] : xs) {
    auto& v = by_digit[d];
    if (v.empty()) order.push_back(d);
    v.push_back(c);
  }
  std::string s;
  for (size_t i = 0; i < order.size(); ++i) {
    if (i) s += " and ";
    s += std::to_string(order[i]);
    s += joiner;
    s += cell_list(g, by_digit[order[i]]);
  }
  return s;
}

}  // namespace

std::string effect_text(const core::Geometry& g, const ChangeLog& log) {
  std::string s;
  if (!log.eliminations.empty()) s = "removes " + grouped(g, log.eliminations, " from ");
  if (!log.placements.empty()) {
    if (!s.empty()) s += "; ";
    s += "places " + grouped(g, log.placements, " at ");
  }
  if (s.empty()) s = "no change";
  return s;
}

std::string step_json(const core::Geometry& g, const Step& s) {
  auto cells = [&](const std::vector<int>& v) {
    std::string o = "[";
    for (size_t i = 0; i < v.size(); ++i) {
      o += i ? "," : "";
      o += core::json_quote(g.cell_name(v[i]));
    }
    return o + "]";
  };
  auto ints = [](const std::vector<int>& v) {
    std::string o = "[";
    for (size_t i = 0; i < v.size(); ++i) {
      o += i ? "," : "";
      o += std::to_string(v[i]);
    }
    return o + "]";
  };
  auto pairs = [&](const std::vector<CellDigit>& v) {
    std::string o = "[";
    for (size_t i = 0; i < v.size(); ++i)
      o += std::string(i ? "," : "") + "{\"cell\":" + core::json_quote(g.cell_name(v[i].cell)) +
           ",\"digit\":" + std::to_string(v[i].digit) + "}";
    return o + "]";
  };
  std::string houses = "[";
  for (size_t i = 0; i < s.houses.size(); ++i) {
    houses += i ? "," : "";
    houses += core::json_quote(g.house_name(s.houses[i]));
  }
  houses += "]";
  return "{\"code\":" + std::to_string(s.code) + ",\"strategy\":" + core::json_quote(s.strategy) +
         ",\"cells\":" + cells(s.cells) + ",\"digits\":" + ints(s.digits) +
         ",\"houses\":" + houses + ",\"placed\":" + pairs(s.placements) +
         ",\"eliminated\":" + pairs(s.eliminations) +
         ",\"implied\":" + std::to_string(s.implied.size()) +
         ",\"explanation\":" + core::json_quote(s.explanation) + "}";
}

}  // namespace sudokupress::grade
