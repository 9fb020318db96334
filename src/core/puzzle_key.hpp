// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle's identity across files and runs: the key under which the bank and a book find
// equivalent puzzles.
#pragma once

#include <string>

#include "core/puzzle.hpp"

namespace sudokupress::core {

// "GEOMETRY:CANONICAL": canonical_string (transform.hpp) for box grids up to 12x12 (two
// equivalent puzzles, relabelled, transposed or with lines permuted, get one key); the puzzle's
// own layout text for other geometries (composites, 16x16, variants with extra houses or regions:
// only identical puzzles share a key). A puzzle with constraints (cages, marks) is keyed by its
// variant name, layout and constraint fields: only identical puzzles share a key (equivalence
// under the grid's symmetries, which would move the cages and marks too, is not detected).
std::string canonical_key(const Puzzle& p);

// The variant a puzzle is, as `generate --variant` and the bank's geometry column name it: the
// geometry's name ("9x9", "x", "samurai"), or with constraints their word and the geometry
// unless it is the plain 9x9 ("killer", "kropki-6x6", "killer+even-odd", "killer-jigsaw").
std::string variant_name(const Puzzle& p);

}  // namespace sudokupress::core
