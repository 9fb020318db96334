// SPDX-License-Identifier: GPL-3.0-or-later
// Designer shapes: a mask says which cells keep their clue. The book's five masks (spec §6.1)
// are built in by name; user masks come from text: one text row per canvas row, '1' 'x' 'X' or
// '#' keep the clue, '.' or '0' clear the cell, ' ' where the canvas has no cell (composites).
// Blank lines at the ends and lines starting with ';' are ignored. Any grid size.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::generate {

struct Mask {
  std::string name;  // builtin name, or the file name
  int rows = 0;
  int cols = 0;
  std::vector<bool> keep;  // rows * cols, row-major over the canvas

  bool kept(int row, int col) const { return keep[row * cols + col]; }
  int count() const;
  // Text form: rows of '1' and '.', '\n'-terminated (what parse_mask reads back).
  std::string text() const;
};

std::vector<std::string> builtin_mask_names();  // diamond, smiley, heart, wave, asterisk
// Empty status-error for unknown names.
core::StatusOr<Mask> builtin_mask(std::string_view name);
// `source` names the text in errors: "shape.txt:3: row 3 has 8 cells, expected 9".
core::StatusOr<Mask> parse_mask(std::string_view text, std::string_view source);

// The mask as a per-cell flag for the geometry (canvas sizes must match; every kept position
// must be a cell).
core::StatusOr<std::vector<bool>> mask_cells(const Mask& m, const core::Geometry& g);

// Reasons, independent of the solution grid, why no puzzle with exactly these clue cells can be
// unique; empty when none is known. Checks: fewer clues than N-1 (two symbols would be absent
// and could be swapped); two clue-free rows in one band or two clue-free columns in one stack of
// a box grid (swapping them in any solution gives a second solution).
std::string mask_impossibility(const std::vector<bool>& clue_cells, const core::Geometry& g);

}  // namespace sudokupress::generate
