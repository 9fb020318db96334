// SPDX-License-Identifier: GPL-3.0-or-later
// The canonical form of a classic 9x9 puzzle, fast: the same function as canonical_form's
// general algorithm (transform.hpp: the least line string over relabelling, transposition, band
// and stack permutations and line permutations inside them; empty = 0, lower than every
// symbol; symbols numbered in order of first appearance), computed without enumerating column
// orders.
//
// The general algorithm keeps, row by row, every (transposition, row order, column order) whose
// string so far is the least, and enumerates up to 1,296 column orders per first row. Here a
// candidate holds a set of column orders instead: the stacks in a fixed order (the stack orders
// that tie on the first row are enumerated, at most 6), and inside each stack an ordered
// partition of its columns into groups whose members are still interchangeable. The least
// string a row can give under such a set is found group by group (empty cells first, then the
// symbols already numbered in increasing order, then new symbols, numbered in order), because
// a row holds each symbol at most once; that refines the groups: the empty cells stay one group,
// every symbol becomes a group of its own. Only when a group holds two or three new symbols do
// their orders (2 or 6) give different numberings, and the candidate branches then.
//
// A row repeating a symbol (an invalid grid, e.g. in `dedupe` input) breaks that argument:
// canonical_form9 refuses such a grid and the caller uses the general algorithm.
#pragma once

#include <array>
#include <cstdint>

namespace sudokupress::core {

// `cells`: 81 values, row-major, 0 = empty, 1..9. Writes the canonical cells to `out` and
// returns true, or returns false (out untouched) when a row or column repeats a symbol or a
// value is out of range.
bool canonical_form9(const uint8_t* cells, std::array<uint8_t, 81>& out);

}  // namespace sudokupress::core
