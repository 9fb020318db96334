// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/word.hpp"

#include <algorithm>
#include <charconv>

namespace sudokupress::generate {

core::StatusOr<std::string> normalize_word(std::string_view word, const core::Geometry& g) {
  const int n = g.size();
  const std::string grid = std::to_string(n) + "x" + std::to_string(n);
  if (g.is_composite() || g.canvas_rows() != g.canvas_cols() || g.num_cells() != n * n)
    return core::Status::error("--word needs a single square grid (not " + g.name() + ")");
  std::string w;
  for (char ch : word) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 'a' && u <= 'z') ch = static_cast<char>(u - 'a' + 'A');
    if (ch < 'A' || ch > 'Z')
      return core::Status::error("word '" + std::string(word) +
                                 "': only the letters A-Z may be used");
    w += ch;
  }
  std::string sorted = w;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 1; i < sorted.size(); ++i)
    if (sorted[i] == sorted[i - 1])
      return core::Status::error("word '" + w + "' repeats " + std::string(1, sorted[i]) + ": a " +
                                 grid + " needs " + std::to_string(n) + " different letters");
  if (static_cast<int>(w.size()) != n)
    return core::Status::error("word '" + w + "' has " + std::to_string(w.size()) + " letters: a " +
                               grid + " needs " + std::to_string(n) + " different letters");
  return w;
}

core::StatusOr<std::vector<int>> word_line_cells(std::string_view spec, const core::Geometry& g) {
  const int n = g.canvas_rows();
  std::vector<int> cells;
  if (spec == "diagonal") {
    for (int i = 0; i < n; ++i) cells.push_back(g.cell_at(i, i));
  } else {
    const bool row = spec.rfind("row:", 0) == 0, col = spec.rfind("col:", 0) == 0;
    int k = 0;
    std::string_view num = spec.size() > 4 ? spec.substr(4) : std::string_view();
    auto r = std::from_chars(num.data(), num.data() + num.size(), k);
    if ((!row && !col) || num.empty() || r.ec != std::errc() || r.ptr != num.data() + num.size())
      return core::Status::error("--word-line '" + std::string(spec) +
                                 "': use row:N, col:N (1-based) or diagonal");
    if (k < 1 || k > n)
      return core::Status::error("--word-line '" + std::string(spec) + "': " +
                                 (row ? "row" : "column") + " must be 1 to " + std::to_string(n));
    for (int i = 0; i < n; ++i) cells.push_back(row ? g.cell_at(k - 1, i) : g.cell_at(i, k - 1));
  }
  for (int c : cells)
    if (c < 0)
      return core::Status::error("--word-line '" + std::string(spec) + "' leaves the grid");
  return cells;
}

std::string word_letters(std::string_view word) {
  std::string s(word);
  std::sort(s.begin(), s.end());
  return s;
}

void relabel_for_word(std::string_view word, const std::vector<int>& line,
                      std::vector<uint8_t>& cells, std::vector<uint8_t>& solution) {
  const std::string letters = word_letters(word);
  std::vector<uint8_t> map(line.size() + 1, 0);
  for (size_t i = 0; i < line.size() && i < word.size(); ++i) {
    const size_t rank = letters.find(word[i]);
    map[solution[line[i]]] = static_cast<uint8_t>(rank + 1);
  }
  for (uint8_t& v : cells)
    if (v) v = map[v];
  for (uint8_t& v : solution) v = map[v];
}

bool line_is_distinct(const std::vector<int>& line, const std::vector<uint8_t>& solution) {
  std::vector<bool> seen(line.size() + 1, false);
  for (int c : line) {
    const uint8_t v = solution[c];
    if (v >= seen.size() || seen[v]) return false;
    seen[v] = true;
  }
  return true;
}

}  // namespace sudokupress::generate
