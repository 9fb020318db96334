// SPDX-License-Identifier: GPL-3.0-or-later
// Explanation text and JSON for steps, in reader coordinates: r1c1 is the top-left cell (canvas
// rows and columns from 1, core::Geometry::cell_name).
#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/json_text.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

// The compact solver notation (r4c78, r45c6) needs one-digit rows and columns: from row 10 on
// "r10c1" would read as rows 1 and 0, and "r11c1" as r1c1 twice, so 10x10 and larger grids and
// composites (samurai: a 21x21 canvas) list every cell by its full name, "r10c12, r10c13".
bool compact_names(const core::Geometry& g) { return g.canvas_rows() <= 9 && g.canvas_cols() <= 9; }

std::string numbers_run(const std::vector<int>& xs) {
  std::string s;
  for (int x : xs) s += std::to_string(x + 1);
  return s;
}

// The cells as blocks "r<rows>c<columns>" (every row with every column): cells by row with the
// rows that have the same columns merged, or by column with the columns that have the same rows
// merged, whichever gives fewer blocks (rows first on a tie); blocks in reading order.
std::vector<std::string> compact_blocks(const core::Geometry& g, std::vector<int> cells) {
  std::vector<std::string> best;
  for (int by_col = 0; by_col < 2; ++by_col) {
    // line (row, or column) -> the other coordinates, ascending
    std::map<int, std::vector<int>> lines;
    for (int c : cells) {
      const core::Coord at = g.coord(c);
      lines[by_col ? at.col : at.row].push_back(by_col ? at.row : at.col);
    }
    // (first row, first column) -> lines, others
    std::map<std::pair<int, int>, std::pair<std::vector<int>, std::vector<int>>> blocks;
    std::map<std::vector<int>, std::pair<int, int>> key_of;
    for (auto& [line, others] : lines) {
      std::sort(others.begin(), others.end());
      others.erase(std::unique(others.begin(), others.end()), others.end());
      auto it = key_of.find(others);
      if (it == key_of.end()) {
        const std::pair<int, int> key =
            by_col ? std::make_pair(others[0], line) : std::make_pair(line, others[0]);
        it = key_of.emplace(others, key).first;
        blocks[key].second = others;
      }
      blocks[it->second].first.push_back(line);
    }
    std::vector<std::string> out;
    for (const auto& entry : blocks) {
      const auto& lines_of_block = entry.second.first;
      const auto& others = entry.second.second;
      out.push_back(by_col ? "r" + numbers_run(others) + "c" + numbers_run(lines_of_block)
                           : "r" + numbers_run(lines_of_block) + "c" + numbers_run(others));
    }
    if (by_col == 0 || out.size() < best.size()) best = std::move(out);
  }
  return best;
}

// "1", "1 and 2", "1, 2 and 3".
std::string digits_text(const std::vector<int>& digits) {
  std::string s;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i) s += i + 1 == digits.size() ? " and " : ", ";
    s += std::to_string(digits[i]);
  }
  return s;
}

struct EffectGroup {
  std::vector<int> digits;  // ascending
  std::vector<int> cells;   // ascending
};

// Pairs grouped as a reader writes them: by digit with the digits that leave the same cells
// merged ("1, 2 and 3 from r45c6"), or by cell with the cells that lose the same digits merged,
// whichever gives fewer groups (by digit on a tie). Groups in order of their first pair.
std::vector<EffectGroup> group_effect(const std::vector<CellDigit>& xs) {
  std::vector<EffectGroup> best;
  for (int by_cell = 0; by_cell < 2; ++by_cell) {
    std::vector<int> order;                   // keys in order of first use
    std::map<int, std::vector<int>> members;  // key -> the other side
    for (auto [c, d] : xs) {
      const int key = by_cell ? c : d;
      auto& v = members[key];
      if (v.empty()) order.push_back(key);
      v.push_back(by_cell ? d : c);
    }
    std::vector<EffectGroup> out;
    std::map<std::vector<int>, size_t> group_of;
    for (int key : order) {
      auto& v = members[key];
      std::sort(v.begin(), v.end());
      v.erase(std::unique(v.begin(), v.end()), v.end());
      auto [it, fresh] = group_of.emplace(v, out.size());
      if (fresh) {
        out.emplace_back();
        (by_cell ? out.back().digits : out.back().cells) = v;
      }
      auto& keys = by_cell ? out[it->second].cells : out[it->second].digits;
      keys.push_back(key);
    }
    for (auto& grp : out) std::sort(grp.digits.begin(), grp.digits.end());
    if (by_cell == 0 || out.size() < best.size()) best = std::move(out);
  }
  return best;
}

// "1, 2 and 3 from r45c6 and 9 from r4c78, r5c7" (joiner " from " / " at ").
std::string grouped(const core::Geometry& g, const std::vector<CellDigit>& xs,
                    std::string_view joiner) {
  std::string s;
  for (const EffectGroup& grp : group_effect(xs)) {
    if (!s.empty()) s += " and ";
    s += digits_text(grp.digits);
    s += joiner;
    s += cell_list(g, grp.cells);
  }
  return s;
}

}  // namespace

std::string cell_list(const core::Geometry& g, std::span<const int> cells) {
  std::vector<std::string> names;
  if (compact_names(g)) {
    names = compact_blocks(g, {cells.begin(), cells.end()});
  } else {
    std::vector<int> sorted(cells.begin(), cells.end());
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (int c : sorted) names.push_back(g.cell_name(c));
  }
  std::string s;
  for (const auto& name : names) s += (s.empty() ? "" : ", ") + name;
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

bool step_shown(const Step& s) {
  return s.code >= 0 || !s.placements.empty() || !s.eliminations.empty();
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
