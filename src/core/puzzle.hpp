// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle (or a solution) is a geometry plus one value per cell: 0 = empty, 1..N = symbol.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

struct Puzzle {
  GeometryPtr geometry;
  std::vector<uint8_t> cells;       // geometry->num_cells() values, 0 = empty
  std::vector<std::string> fields;  // metadata kept from input (e.g. TAB fields after a line)
  // Pencil marks of a position (pm729, hodoku input): one mask per cell, bit v-1 = candidate v;
  // empty = none (the candidates follow from the givens).
  std::vector<uint64_t> candidates;
  // Rules beside the houses (Killer cages, ...); null or empty = a plain Sudoku. Carried by the
  // record: the line format writes and reads them, so every command knows the puzzle's rules.
  ConstraintsPtr constraints;

  Puzzle() = default;
  explicit Puzzle(GeometryPtr g) : geometry(std::move(g)), cells(geometry->num_cells(), 0) {}
  Puzzle(GeometryPtr g, std::vector<uint8_t> values)
      : geometry(std::move(g)), cells(std::move(values)) {}

  const Geometry& geo() const { return *geometry; }
  int size() const { return geometry->size(); }
  int num_cells() const { return static_cast<int>(cells.size()); }
  int clue_count() const;
  bool complete() const;  // no empty cell
  bool has_constraints() const { return constraints && !constraints->empty(); }
  bool operator==(const Puzzle& o) const {
    return cells == o.cells && geometry == o.geometry &&
           (has_constraints() == o.has_constraints()) &&
           (!has_constraints() || *constraints == *o.constraints);
  }
};

// Checks that no symbol appears twice in a house and that every value is in 0..N, and the
// constraints: valid for the geometry, no digit twice in a cage, no cage over its sum.
// Error: "digit 5 twice in row 4 (r4c2, r4c7)".
Status check_givens(const Puzzle& p);

// The pencil marks of a position (p.candidates, when it has them) against its solution: "" when
// every empty cell keeps at least one mark and the marks hold the solution's value; else the
// first problem in cell order, e.g. "r4c7 has no candidate left (contradiction)" or "the pencil
// marks of r4c7 exclude its solution 5 (contradiction)". `solution` may be null (only the first
// check is made).
std::string marks_problem(const Puzzle& p, const std::vector<uint8_t>* solution);

// True when `solution` is complete, valid, agrees with every given of `puzzle` and keeps the
// puzzle's constraints.
bool is_solution_of(const Puzzle& puzzle, const Puzzle& solution);

// Symbols of the one-character-per-cell forms:
//   1..9 -> '1'..'9', 10..35 -> 'A'..'Z', 36..61 -> 'a'..'z'; empty -> '.' (input also takes '0').
inline constexpr int kMaxCharSymbols = 61;
char symbol_char(int value);
int symbol_value(char c);  // -1 if not a symbol character, 0 for '.' and '0'

}  // namespace sudokupress::core
