// SPDX-License-Identifier: GPL-3.0-or-later
// Transformations that keep a puzzle valid (spec §5) and the canonical form used to find
// equivalent puzzles. They work on single box grids (any R x C boxes); the operations that
// exchange rows and columns (rot90, rot270, transpose, antitranspose) need square boxes.
//
//   relabel:P      P lists the new symbol for 1..N (e.g. relabel:912345678 for a 9x9)
//   shift:S        d -> ((d - 1 + S) mod N) + 1
//   rot90 rot180 rot270     clockwise rotations
//   flip-v         top to bottom (row r -> N-1-r)      flip-h  left to right (col c -> N-1-c)
//   transpose      reflection in the main diagonal    antitranspose  in the anti-diagonal
//   swap-rows:A,B  two rows of one band      swap-cols:A,B   two columns of one stack
//   swap-bands:A,B two bands (0-based)       swap-stacks:A,B two stacks
//
// Canonical form: the least line string (empty = '0', lower than every symbol) over the whole
// equivalence class: relabelling, transposition (square boxes), band and stack permutations and
// row/column permutations inside them. So two puzzles are equivalent iff their canonical strings
// are equal. Computed row by row: every (transposition, first row, column order) is scored on the
// first row, only the least strings survive, and each survivor is extended by the rows its band
// structure allows, keeping the least ones; symbols are numbered in order of first appearance,
// which is the least relabelling for a fixed arrangement. The column orders are enumerated, so
// this is for grids up to 12x12 (a 9x9 takes well under a millisecond for typical puzzles).
#pragma once

#include <string>
#include <string_view>

#include "core/puzzle.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

// Applies one operation (see above). Errors: unknown op, bad argument, lines in different bands.
core::StatusOr<core::Puzzle> apply_transform(const core::Puzzle& p, std::string_view op);
// The operation names, for --help.
std::string transform_ops_help();

bool canonical_supported(const core::Geometry& g);
// The canonical line string ('.' for empty cells, symbols as in the line format).
std::string canonical_string(const core::Puzzle& p);
// Classic 9x9 grids take the fast path of canonical9.hpp (same result); everything else (and a
// 9x9 whose rows or columns repeat a symbol) the general algorithm above.
core::Puzzle canonical_form(const core::Puzzle& p);
// The general algorithm alone: the reference the fast path is tested against.
core::Puzzle canonical_form_general(const core::Puzzle& p);

}  // namespace sudokupress::core
