// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/constraints.hpp"

#include <algorithm>
#include <charconv>

#include "core/connectivity.hpp"

namespace sudokupress::core {

int min_cage_sum(int n, int k) { return k > n || k < 0 ? -1 : k * (k + 1) / 2; }

int max_cage_sum(int n, int k) { return k > n || k < 0 ? -1 : k * (2 * n - k + 1) / 2; }

std::vector<uint32_t> cage_combinations(int n, int k, int sum) {
  std::vector<uint32_t> out;
  if (n > 32 || k < 0 || k > n) return out;
  // Walk the k-subsets in ascending lexicographic order of their digits.
  std::vector<int> pick(k);
  for (int i = 0; i < k; ++i) pick[i] = i + 1;
  while (true) {
    int s = 0;
    uint32_t m = 0;
    for (int d : pick) {
      s += d;
      m |= uint32_t{1} << (d - 1);
    }
    if (sum == 0 || s == sum) out.push_back(m);
    int i = k - 1;
    while (i >= 0 && pick[i] == n - (k - 1 - i)) --i;
    if (i < 0) break;
    ++pick[i];
    for (int j = i + 1; j < k; ++j) pick[j] = pick[j - 1] + 1;
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string reader_cell(const Geometry& g, int cell) {
  Coord c = g.coord(cell);
  return "r" + std::to_string(c.row + 1) + "c" + std::to_string(c.col + 1);
}

std::string cage_name(const Geometry& g, const Cage& cage) {
  std::string s = "cage";
  if (cage.sum) s += " " + std::to_string(cage.sum);
  if (cage.cells.empty()) return s;
  s += " at " + reader_cell(g, cage.cells.front());
  if (cage.cells.size() > 1) s += "-" + reader_cell(g, cage.cells.back());
  return s;
}

bool cells_connected(const Geometry& g, const std::vector<int>& cells) {
  std::vector<int> todo{cells[0]}, seen{cells[0]};
  while (!todo.empty()) {
    Coord c = g.coord(todo.back());
    todo.pop_back();
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int k = 0; k < 4; ++k) {
      int nb = g.cell_at(c.row + dr[k], c.col + dc[k]);
      if (nb < 0 || std::find(cells.begin(), cells.end(), nb) == cells.end()) continue;
      if (std::find(seen.begin(), seen.end(), nb) != seen.end()) continue;
      seen.push_back(nb);
      todo.push_back(nb);
    }
  }
  return seen.size() == cells.size();
}

Status check_constraints(const Geometry& g, const Constraints& c) {
  const int n = g.size();
  std::vector<int> owner(g.num_cells(), -1);
  for (size_t i = 0; i < c.cages.size(); ++i) {
    const Cage& cage = c.cages[i];
    if (cage.cells.empty()) return Status::error("an empty cage");
    for (int cell : cage.cells)
      if (cell < 0 || cell >= g.num_cells()) return Status::error("a cage cell out of the grid");
    const std::string name = cage_name(g, cage);
    const int k = static_cast<int>(cage.cells.size());
    if (!std::is_sorted(cage.cells.begin(), cage.cells.end()) ||
        std::adjacent_find(cage.cells.begin(), cage.cells.end()) != cage.cells.end())
      return Status::error(name + ": cells not in reading order or repeated");
    if (k > n)
      return Status::error(name + ": " + std::to_string(k) + " cells, more than the " +
                           std::to_string(n) + " different digits");
    for (int cell : cage.cells) {
      if (owner[cell] >= 0)
        return Status::error(reader_cell(g, cell) + " is in two cages (" +
                             cage_name(g, c.cages[owner[cell]]) + " and " + name + ")");
      owner[cell] = static_cast<int>(i);
    }
    if (!cells_connected(g, cage.cells)) return Status::error(name + ": cells not connected");
    if (cage.sum && (cage.sum < min_cage_sum(n, k) || cage.sum > max_cage_sum(n, k)))
      return Status::error(name + ": no " + std::to_string(k) + " different digits of 1.." +
                           std::to_string(n) + " add up to " + std::to_string(cage.sum));
  }
  return Status::ok();
}

StatusOr<std::string> cages_field(const Geometry& g, const Constraints& c) {
  if (static_cast<int>(c.cages.size()) > kMaxLineCages)
    return Status::error("the line format holds at most " + std::to_string(kMaxLineCages) +
                         " cages, this puzzle has " + std::to_string(c.cages.size()));
  std::string map(g.num_cells(), '.'), sums;
  for (size_t i = 0; i < c.cages.size(); ++i) {
    for (int cell : c.cages[i].cells) map[cell] = kCageLabels[i];
    if (i) sums += ',';
    if (c.cages[i].sum) sums += std::to_string(c.cages[i].sum);
  }
  return "cages=" + map + ":" + sums;
}

bool looks_like_cages(std::string_view field) { return field.rfind("cages=", 0) == 0; }

StatusOr<Constraints> parse_cages_field(std::string_view field, const Geometry& g) {
  if (!looks_like_cages(field)) return Status::error("a cage field starts with 'cages='");
  field.remove_prefix(6);
  const size_t colon = field.find(':');
  if (colon == std::string_view::npos)
    return Status::error("cages: expected <map>:<sums> after 'cages='");
  std::string_view map = field.substr(0, colon), sums = field.substr(colon + 1);
  if (static_cast<int>(map.size()) != g.num_cells())
    return Status::error("cages: the map has " + std::to_string(map.size()) +
                         " characters, expected one per cell (" + std::to_string(g.num_cells()) +
                         ")");
  Constraints out;
  for (int cell = 0; cell < g.num_cells(); ++cell) {
    const char ch = map[cell];
    if (ch == '.') continue;
    const size_t label = kCageLabels.find(ch);
    if (label == std::string_view::npos)
      return Status::error("cages: bad cage label '" + std::string(1, ch) + "' at " +
                           reader_cell(g, cell));
    if (label > out.cages.size())
      return Status::error("cages: label '" + std::string(1, ch) + "' at " + reader_cell(g, cell) +
                           " before '" + std::string(1, kCageLabels[out.cages.size()]) +
                           "' (labels go in order of first appearance)");
    if (label == out.cages.size()) out.cages.emplace_back();
    out.cages[label].cells.push_back(cell);
  }
  size_t i = 0, pos = 0;
  while (true) {
    const size_t comma = sums.find(',', pos);
    std::string_view item =
        sums.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
    if (i >= out.cages.size()) {
      if (item.empty() && comma == std::string_view::npos && i == 0 && out.cages.empty()) break;
      return Status::error("cages: more sums than the " + std::to_string(out.cages.size()) +
                           " cages of the map");
    }
    if (!item.empty()) {
      int v = 0;
      auto [p, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
      if (ec != std::errc() || p != item.data() + item.size() || v <= 0)
        return Status::error("cages: bad sum '" + std::string(item) + "' for cage '" +
                             std::string(1, kCageLabels[i]) + "'");
      out.cages[i].sum = v;
    }
    ++i;
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
  if (i != out.cages.size())
    return Status::error("cages: " + std::to_string(i) + " sums for " +
                         std::to_string(out.cages.size()) + " cages");
  if (Status s = check_constraints(g, out); !s) return s.with_context("cages");
  return out;
}

std::string cage_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v) {
  for (const Cage& cage : c.cages) {
    uint64_t seen = 0;
    int sum = 0;
    bool full = true;
    for (int cell : cage.cells) {
      const int d = v[cell];
      if (!d) {
        full = false;
        continue;
      }
      if (seen >> d & 1) return "digit " + std::to_string(d) + " twice in " + cage_name(g, cage);
      seen |= uint64_t{1} << d;
      sum += d;
    }
    if (cage.sum && full && sum != cage.sum)
      return cage_name(g, cage) + " adds up to " + std::to_string(sum);
    if (cage.sum && sum > cage.sum)
      return cage_name(g, cage) + " already adds up to " + std::to_string(sum);
  }
  return "";
}

std::string killer_base_name(std::string_view name) {
  constexpr std::string_view kWord = "killer";
  if (name.substr(0, kWord.size()) != kWord) return "";
  if (name.size() == kWord.size()) return "9x9";
  if (name[kWord.size()] != '-' || name.size() == kWord.size() + 1) return "";
  return std::string(name.substr(kWord.size() + 1));
}

}  // namespace sudokupress::core
