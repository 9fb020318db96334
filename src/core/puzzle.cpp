// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/puzzle.hpp"

#include <algorithm>

namespace sudokupress::core {

int Puzzle::clue_count() const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](uint8_t v) { return v; }));
}

bool Puzzle::complete() const {
  return std::all_of(cells.begin(), cells.end(), [](uint8_t v) { return v != 0; });
}

namespace {

Status check_houses(const Puzzle& p) {
  const Geometry& g = p.geo();
  int n = g.size();
  if (p.num_cells() != g.num_cells())
    return Status::error("expected " + std::to_string(g.num_cells()) + " cells, found " +
                         std::to_string(p.num_cells()));
  for (int c = 0; c < p.num_cells(); ++c)
    if (p.cells[c] > n)
      return Status::error("value " + std::to_string(p.cells[c]) + " out of range 1.." +
                           std::to_string(n) + " at " + g.cell_name(c));
  // Fast pass: a bit per symbol and house (grids up to 63 symbols); the slow pass below only
  // runs to name the conflict (bank add checks every imported puzzle).
  if (n < 64) {
    bool clash = false;
    for (const House& house : g.houses()) {
      uint64_t seen = 0;
      for (int c : house.cells) {
        const uint64_t bit = (uint64_t{1} << p.cells[c]) & ~uint64_t{1};  // empty: no bit
        clash |= (seen & bit) != 0;
        seen |= bit;
      }
    }
    if (!clash) return Status::ok();
  }
  std::vector<int> where(n + 1, -1);
  for (int h = 0; h < static_cast<int>(g.houses().size()); ++h) {
    std::fill(where.begin(), where.end(), -1);
    for (int c : g.houses()[h].cells) {
      int v = p.cells[c];
      if (!v) continue;
      if (where[v] >= 0)
        return Status::error(std::string(n > 9 ? "symbol " : "digit ") + std::to_string(v) +
                             " twice in " + g.house_name(h) + " (" + g.cell_name(where[v]) + ", " +
                             g.cell_name(c) + ")");
      where[v] = c;
    }
  }
  return Status::ok();
}

}  // namespace

Status check_givens(const Puzzle& p) {
  if (Status s = check_houses(p); !s) return s;
  if (!p.has_constraints()) return Status::ok();
  if (Status s = check_constraints(p.geo(), *p.constraints); !s) return s;
  std::string problem = rules_problem(p.geo(), *p.constraints, p.cells);
  return problem.empty() ? Status::ok() : Status::error(problem);
}

bool is_solution_of(const Puzzle& puzzle, const Puzzle& solution) {
  if (solution.geometry != puzzle.geometry && solution.num_cells() != puzzle.num_cells())
    return false;
  if (!solution.complete() || !check_givens(solution).is_ok()) return false;
  for (int c = 0; c < puzzle.num_cells(); ++c)
    if (puzzle.cells[c] && puzzle.cells[c] != solution.cells[c]) return false;
  if (puzzle.has_constraints() &&
      !rules_problem(puzzle.geo(), *puzzle.constraints, solution.cells).empty())
    return false;
  return true;
}

std::string marks_problem(const Puzzle& p, const std::vector<uint8_t>* solution) {
  if (p.candidates.size() != p.cells.size()) return "";
  const Geometry& g = p.geo();
  auto name = [&](int cell) { return g.cell_name(cell); };
  for (int i = 0; i < p.num_cells(); ++i) {
    if (p.cells[i]) continue;
    if (p.candidates[i] == 0) return name(i) + " has no candidate left (contradiction)";
    if (!solution || static_cast<int>(solution->size()) != p.num_cells()) continue;
    const int v = (*solution)[i];
    if (v >= 1 && v <= 64 && !(p.candidates[i] >> (v - 1) & 1))
      return "the pencil marks of " + name(i) + " exclude its solution " + std::to_string(v) +
             " (contradiction)";
  }
  return "";
}

char symbol_char(int value) {
  if (value <= 0) return '.';
  if (value <= 9) return static_cast<char>('0' + value);
  if (value <= 35) return static_cast<char>('A' + value - 10);
  if (value <= 61) return static_cast<char>('a' + value - 36);
  return '?';
}

int symbol_value(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 36;
  return -1;
}

}  // namespace sudokupress::core
