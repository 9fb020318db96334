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
// only identical puzzles share a key).
std::string canonical_key(const Puzzle& p);

}  // namespace sudokupress::core
