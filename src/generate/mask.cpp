// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/mask.hpp"

#include <algorithm>
#include <array>

namespace sudokupress::generate {
namespace {

struct BuiltinMask {
  std::string_view name;
  std::array<std::string_view, 9> rows;
};

// spec §6.1 (the smiley as repaired there; the asterisk from its rule).
constexpr std::array<BuiltinMask, 5> kMasks = {{
    {"diamond",
     {".1..1..1.", "1..1.1..1", "..1...1..", ".1..1..1.", "1..1.1..1", ".1..1..1.", "..1...1..",
      "1..1.1..1", ".1..1..1."}},
    {"smiley",
     {"..11111..", ".1.....1.", "1..1.1..1", "1.......1", "1.......1", "1.1...1.1", "1..111..1",
      ".1.....1.", "..11111.."}},
    {"heart",
     {".11...11.", "1111.1111", "11.111.11", "11..1..11", "11.....11", ".11...11.", "..11.11..",
      "...111...", "....1...."}},
    {"wave",
     {"..1..1..1", ".1..1..1.", "1..1..1..", ".1..1..1.", "..1..1..1", ".1..1..1.", "1..1..1..",
      ".1..1..1.", "..1..1..1"}},
    {"asterisk",
     {"1...1...1", ".1..1..1.", "..1.1.1..", "...111...", "111111111", "...111...", "..1.1.1..",
      ".1..1..1.", "1...1...1"}},
}};

}  // namespace

int Mask::count() const { return static_cast<int>(std::count(keep.begin(), keep.end(), true)); }

std::string Mask::text() const {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) out += kept(r, c) ? '1' : '.';
    out += '\n';
  }
  return out;
}

std::vector<std::string> builtin_mask_names() {
  std::vector<std::string> out;
  for (const auto& m : kMasks) out.emplace_back(m.name);
  return out;
}

core::StatusOr<Mask> builtin_mask(std::string_view name) {
  for (const auto& m : kMasks) {
    if (m.name != name) continue;
    std::string text;
    for (auto row : m.rows) (text += row) += '\n';
    auto parsed = parse_mask(text, m.name);
    if (parsed) parsed->name = std::string(name);
    return parsed;
  }
  std::string all;
  for (const auto& m : kMasks) all += (all.empty() ? "" : ", ") + std::string(m.name);
  return core::Status::error("unknown mask '" + std::string(name) + "' (built in: " + all +
                             "; or a file)");
}

core::StatusOr<Mask> parse_mask(std::string_view text, std::string_view source) {
  std::vector<std::pair<int, std::string>> lines;  // (line number, content)
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(pos, end - pos));
    ++line_no;
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] == ';') continue;
    lines.emplace_back(line_no, line);
    if (end == text.size()) break;
  }
  auto blank = [](const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; };
  while (!lines.empty() && blank(lines.back().second)) lines.pop_back();
  while (!lines.empty() && blank(lines.front().second)) lines.erase(lines.begin());
  std::string src(source);
  if (lines.empty()) return core::Status::error(src + ": empty mask");
  Mask m;
  m.name = src;
  m.rows = static_cast<int>(lines.size());
  for (auto& [n, l] : lines) {
    while (!l.empty() && (l.back() == ' ' || l.back() == '\t')) l.pop_back();
    m.cols = std::max<int>(m.cols, static_cast<int>(l.size()));
  }
  m.keep.assign(static_cast<size_t>(m.rows) * m.cols, false);
  for (int r = 0; r < m.rows; ++r) {
    const auto& [n, l] = lines[r];
    for (size_t c = 0; c < l.size(); ++c) {
      char ch = l[c];
      if (ch == '1' || ch == 'x' || ch == 'X' || ch == '#') {
        m.keep[r * m.cols + c] = true;
      } else if (ch != '.' && ch != '0' && ch != ' ') {
        return core::Status::error(src + ":" + std::to_string(n) + ": unexpected character '" +
                                   std::string(1, ch) + "' at column " + std::to_string(c + 1) +
                                   " (use 1 or x to keep a clue, . to clear)");
      }
    }
  }
  if (m.count() == 0) return core::Status::error(src + ": the mask keeps no clue");
  return m;
}

core::StatusOr<std::vector<bool>> mask_cells(const Mask& m, const core::Geometry& g) {
  if (m.rows != g.canvas_rows() || m.cols > g.canvas_cols() ||
      (m.cols < g.canvas_cols() && !g.is_composite()))
    return core::Status::error("mask " + m.name + " is " + std::to_string(m.rows) + "x" +
                               std::to_string(m.cols) + " but the " + g.name() + " grid is " +
                               std::to_string(g.canvas_rows()) + "x" +
                               std::to_string(g.canvas_cols()));
  std::vector<bool> cells(g.num_cells(), false);
  for (int r = 0; r < m.rows; ++r)
    for (int c = 0; c < m.cols; ++c) {
      if (!m.kept(r, c)) continue;
      int id = g.cell_at(r, c);
      if (id < 0)
        return core::Status::error("mask " + m.name + " keeps r" + std::to_string(r + 1) + "c" +
                                   std::to_string(c + 1) + ", which is not a cell of " + g.name());
      cells[id] = true;
    }
  return cells;
}

std::string mask_impossibility(const std::vector<bool>& clue_cells, const core::Geometry& g) {
  int clues = static_cast<int>(std::count(clue_cells.begin(), clue_cells.end(), true));
  int n = g.size();
  if (clues < n - 1)
    return "the mask has " + std::to_string(clues) + " clues: at least " +
           std::to_string(n - clues) +
           " digits are missing from any such puzzle, and two missing digits can be swapped, so "
           "every puzzle is ambiguous";
  // Two clue-free rows in one band (or columns in one stack) of a sub-grid whose band/stack
  // cells are nowhere else constrained... only valid for a single box grid.
  // (Extra houses or jigsaw regions break the row swap.)
  if (g.is_composite() || g.is_variant()) return "";
  const auto& p = g.grids()[0];
  for (int pass = 0; pass < 2; ++pass) {
    int span = pass == 0 ? p.box_rows : p.box_cols;  // rows per band / columns per stack
    for (int band = 0; band < n / span; ++band) {
      std::vector<int> empty;
      for (int k = 0; k < span; ++k) {
        int line = band * span + k;
        bool any = false;
        for (int j = 0; j < n; ++j) {
          int id = pass == 0 ? g.cell_at(line, j) : g.cell_at(j, line);
          any |= clue_cells[id];
        }
        if (!any) empty.push_back(line);
      }
      if (empty.size() >= 2)
        return std::string(pass == 0 ? "rows " : "columns ") + std::to_string(empty[0]) + " and " +
               std::to_string(empty[1]) + " of the same " + (pass == 0 ? "band" : "stack") +
               " have no clue: swapping them in any solution gives a second solution";
    }
  }
  return "";
}

}  // namespace sudokupress::generate
