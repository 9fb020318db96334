// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/constraints.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "core/connectivity.hpp"

namespace sudokupress::core {

int min_cage_sum(int n, int k) { return k > n || k < 0 ? -1 : k * (k + 1) / 2; }

int max_cage_sum(int n, int k) { return k > n || k < 0 ? -1 : k * (2 * n - k + 1) / 2; }

namespace {

// Appends every set of `k` more digits from `from`..n adding up to `sum` (sum < 0: any sum) to
// `chosen`. Bounds prune the walk: the k smallest digits left must not pass the sum, the k
// largest must reach it. (The walk over every k-subset it replaces was 6 % of a Killer book's
// build: 12,870 subsets for a 16-cell house's half, most of them of the wrong sum.)
void add_combinations(int n, int k, int sum, int from, uint32_t chosen,
                      std::vector<uint32_t>& out) {
  if (k == 0) {
    if (sum <= 0) out.push_back(chosen);
    return;
  }
  for (int d = from; d + k - 1 <= n; ++d) {
    if (sum >= 0) {
      const int least = k * (2 * d + k - 1) / 2;  // d, d+1, ..., d+k-1
      const int most = k * (2 * n - k + 1) / 2;   // n-k+1, ..., n
      if (least > sum) break;
      if (most < sum) break;
      if (k == 1 && d != sum) continue;
    }
    add_combinations(n, k - 1, sum < 0 ? -1 : sum - d, d + 1, chosen | uint32_t{1} << (d - 1), out);
  }
}

}  // namespace

std::vector<uint32_t> cage_combinations(int n, int k, int sum) {
  std::vector<uint32_t> out;
  if (n > 32 || k < 0 || k > n || sum < 0) return out;
  add_combinations(n, k, sum == 0 ? -1 : sum, 1, 0, out);
  std::sort(out.begin(), out.end());
  return out;
}

std::string reader_cell(const Geometry& g, int cell) { return g.cell_name(cell); }

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

namespace {

bool adjacent(const Geometry& g, int a, int b) {
  const Coord p = g.coord(a), q = g.coord(b);
  return std::abs(p.row - q.row) + std::abs(p.col - q.col) == 1;
}

Status check_marks(const Geometry& g, const Constraints& c) {
  std::vector<uint8_t> parity(g.num_cells(), 0);  // 1 even, 2 odd
  for (size_t i = 0; i < c.marks.size(); ++i) {
    const Mark& m = c.marks[i];
    if (m.a < 0 || m.a >= g.num_cells() || m.b >= g.num_cells() || m.b < -1)
      return Status::error("a mark cell out of the grid");
    const std::string name = mark_name(g, m);
    if (i && !(c.marks[i - 1] < m)) return Status::error(name + ": marks not in order or repeated");
    if (is_pair_mark(m.kind) != (m.b >= 0))
      return Status::error(name + (m.b >= 0 ? ": a cell mark on two cells" : ": needs two cells"));
    if (m.b >= 0 && (m.b <= m.a || !adjacent(g, m.a, m.b)))
      return Status::error(name + ": the two cells are not orthogonal neighbours");
    if (m.kind == MarkKind::kEven || m.kind == MarkKind::kOdd) {
      const uint8_t bit = m.kind == MarkKind::kEven ? 1 : 2;
      if (parity[m.a] & ~bit) return Status::error(reader_cell(g, m.a) + " is both even and odd");
      parity[m.a] |= bit;
    }
  }
  return Status::ok();
}

}  // namespace

bool is_pair_mark(MarkKind kind) { return kind != MarkKind::kEven && kind != MarkKind::kOdd; }
bool is_kropki(MarkKind kind) { return kind == MarkKind::kWhiteDot || kind == MarkKind::kBlackDot; }
bool is_xv(MarkKind kind) { return kind == MarkKind::kX || kind == MarkKind::kV; }

MarkFamily family_of(MarkKind kind) {
  return is_kropki(kind) ? MarkFamily::kKropki
         : is_xv(kind)   ? MarkFamily::kXv
                         : MarkFamily::kEvenOdd;
}

bool mark_allows(MarkKind kind, int x, int y) {
  switch (kind) {
    case MarkKind::kWhiteDot:
      return x - y == 1 || y - x == 1;
    case MarkKind::kBlackDot:
      return x == 2 * y || y == 2 * x;
    case MarkKind::kX:
      return x + y == 10;
    case MarkKind::kV:
      return x + y == 5;
    case MarkKind::kEven:
      return x % 2 == 0;
    case MarkKind::kOdd:
      return x % 2 == 1;
  }
  return false;
}

bool negative_forbids(MarkFamily family, int x, int y) {
  switch (family) {
    case MarkFamily::kKropki:
      return mark_allows(MarkKind::kWhiteDot, x, y) || mark_allows(MarkKind::kBlackDot, x, y);
    case MarkFamily::kXv:
      return x + y == 10 || x + y == 5;
    case MarkFamily::kEvenOdd:
      return false;
  }
  return false;
}

std::string_view mark_label(MarkKind kind) {
  constexpr std::string_view kLabels[] = {"white dot", "black dot", "X",
                                          "V",         "even cell", "odd cell"};
  return kLabels[static_cast<int>(kind)];
}

std::string mark_name(const Geometry& g, const Mark& m) {
  std::string s(mark_label(m.kind));
  if (m.b < 0) return s + " " + reader_cell(g, m.a);
  return s + " at " + reader_cell(g, m.a) + "-" + reader_cell(g, m.b);
}

std::vector<std::pair<int, int>> neighbour_pairs(const Geometry& g) {
  std::vector<std::pair<int, int>> out;
  for (int a = 0; a < g.num_cells(); ++a) {
    const Coord at = g.coord(a);
    for (const int b : {g.cell_at(at.row, at.col + 1), g.cell_at(at.row + 1, at.col)})
      if (b > a) out.emplace_back(a, b);
  }
  return out;
}

namespace {

constexpr std::string_view kAllKropki = "all-kropki", kAllXv = "all-xv";
constexpr std::string_view kMarkLetters = "WBXVEO";  // in MarkKind order

// "r12c3" at the front of `s` -> the cell (and `s` moves past it), or -1.
int take_cell(std::string_view& s, const Geometry& g) {
  auto number = [&](char letter) {
    if (s.empty() || s[0] != letter) return -1;
    s.remove_prefix(1);
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc()) return -1;
    s.remove_prefix(p - s.data());
    return v;
  };
  const int r = number('r');
  if (r < 1) return -1;
  const int c = number('c');
  if (c < 1) return -1;
  return g.cell_at(r - 1, c - 1);
}

}  // namespace

std::string marks_field(const Geometry& g, const Constraints& c) {
  std::string out = "marks=";
  bool first = true;
  auto add = [&](std::string_view item) {
    if (!first) out += ',';
    out += item;
    first = false;
  };
  for (const Mark& m : c.marks) {
    std::string item(1, kMarkLetters[static_cast<int>(m.kind)]);
    item += reader_cell(g, m.a);
    if (m.b >= 0) item += reader_cell(g, m.b);
    add(item);
  }
  if (c.all_kropki) add(kAllKropki);
  if (c.all_xv) add(kAllXv);
  return out;
}

bool looks_like_marks(std::string_view field) { return field.rfind("marks=", 0) == 0; }

StatusOr<Constraints> parse_marks_field(std::string_view field, const Geometry& g) {
  if (!looks_like_marks(field)) return Status::error("a marks field starts with 'marks='");
  field.remove_prefix(6);
  Constraints out;
  size_t pos = 0;
  while (pos <= field.size() && !field.empty()) {
    const size_t comma = field.find(',', pos);
    const std::string_view item =
        field.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
    pos = comma == std::string_view::npos ? field.size() + 1 : comma + 1;
    if (item == kAllKropki) {
      out.all_kropki = true;
      continue;
    }
    if (item == kAllXv) {
      out.all_xv = true;
      continue;
    }
    const size_t kind = item.empty() ? std::string_view::npos : kMarkLetters.find(item[0]);
    if (kind == std::string_view::npos)
      return Status::error("marks: bad item '" + std::string(item.substr(0, 20)) +
                           "' (W, B, X, V + two cells, E, O + one cell, all-kropki, all-xv)");
    Mark m{static_cast<MarkKind>(kind)};
    std::string_view rest = item.substr(1);
    m.a = take_cell(rest, g);
    if (is_pair_mark(m.kind)) m.b = take_cell(rest, g);
    if (m.a < 0 || (is_pair_mark(m.kind) && m.b < 0) || !rest.empty())
      return Status::error("marks: bad cells in '" + std::string(item.substr(0, 20)) +
                           "' (r<row>c<column>, 1-based, inside the grid)");
    if (m.b >= 0 && m.b < m.a) std::swap(m.a, m.b);
    out.marks.push_back(m);
  }
  std::sort(out.marks.begin(), out.marks.end());
  if (Status s = check_constraints(g, out); !s) return s.with_context("marks");
  return out;
}

std::string mark_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v) {
  for (const Mark& m : c.marks) {
    if (!v[m.a] || (m.b >= 0 && !v[m.b])) continue;
    if (mark_allows(m.kind, v[m.a], m.b >= 0 ? v[m.b] : 0)) continue;
    std::string s = mark_name(g, m) + ": " + std::to_string(v[m.a]);
    if (m.b >= 0) s += " and " + std::to_string(v[m.b]);
    return s;
  }
  if (!c.all_kropki && !c.all_xv) return "";
  for (auto [a, b] : neighbour_pairs(g)) {
    if (!v[a] || !v[b]) continue;
    for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv}) {
      if (f == MarkFamily::kKropki ? !c.all_kropki : !c.all_xv) continue;
      bool marked = false;
      for (const Mark& m : c.marks) marked |= m.a == a && m.b == b && family_of(m.kind) == f;
      if (!marked && negative_forbids(f, v[a], v[b]))
        return std::string(f == MarkFamily::kKropki ? "no dot" : "no X or V") + " at " +
               reader_cell(g, a) + "-" + reader_cell(g, b) + ": " + std::to_string(v[a]) + " and " +
               std::to_string(v[b]);
    }
  }
  return "";
}

std::string rules_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v) {
  std::string s = cage_problem(g, c, v);
  return s.empty() ? mark_problem(g, c, v) : s;
}

std::string constraint_rules_text(const Constraints& c) {
  std::string s;
  if (!c.cages.empty())
    s += " The digits in each dashed cage add up to its small number and do not repeat within the "
         "cage.";
  bool kinds[6] = {};
  for (const Mark& m : c.marks) kinds[static_cast<int>(m.kind)] = true;
  if (kinds[0] || c.all_kropki) s += " Digits joined by a white dot are consecutive.";
  if (kinds[1] || c.all_kropki)
    s += " Of two digits joined by a black dot, one is twice the other.";
  if (c.all_kropki) s += " All dots are given: neighbours without a dot have neither relation.";
  if (kinds[2] || c.all_xv) s += " Digits joined by an X add up to 10.";
  if (kinds[3] || c.all_xv) s += " Digits joined by a V add up to 5.";
  if (c.all_xv) s += " All X and V are given: neighbours without one add up to neither 10 nor 5.";
  if (kinds[4]) s += " A grey square holds an even digit.";
  if (kinds[5]) s += " A grey circle holds an odd digit.";
  return s;
}

std::string_view family_name(MarkFamily family) {
  constexpr std::string_view kNames[] = {"kropki", "xv", "even-odd"};
  return kNames[static_cast<int>(family)];
}

std::string constraints_word(const Constraints& c) {
  std::string out = c.cages.empty() ? "" : "killer";
  bool family[3] = {c.all_kropki, c.all_xv, false};
  for (const Mark& m : c.marks) family[static_cast<int>(family_of(m.kind))] = true;
  for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv, MarkFamily::kEvenOdd}) {
    if (!family[static_cast<int>(f)]) continue;
    out += (out.empty() ? "" : "+") + std::string(family_name(f));
  }
  return out;
}

std::string marks_base_name(std::string_view name, MarkFamily* family) {
  for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv, MarkFamily::kEvenOdd}) {
    const std::string_view word = family_name(f);
    if (name.substr(0, word.size()) != word) continue;
    std::string base;
    if (name.size() == word.size()) {
      base = "9x9";
    } else if (name[word.size()] == '-' && name.size() > word.size() + 1) {
      base = std::string(name.substr(word.size() + 1));
    } else {
      continue;
    }
    if (family) *family = f;
    return base;
  }
  return "";
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
  return check_marks(g, c);
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
