// SPDX-License-Identifier: GPL-3.0-or-later
// Word Sudoku: a letter puzzle whose solution spells a word along one line.
//
// The symbols of a word puzzle are the word's letters in alphabetical order (value 1 = the
// first letter of the alphabet among them), so the legend does not give the word away; the
// puzzle and its solution are relabelled (a permutation of the values, which keeps uniqueness
// and difficulty) so that the chosen line of the solution reads the word.
//
//   word "PLAY" on a 4x4: letters A L P Y; row 1 of the solution becomes P L A Y = 3 2 1 4
//
// Lines: "row:N" and "col:N" (1-based), "diagonal" (top left to bottom right; the generator
// rejects solution grids whose diagonal repeats a value).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::generate {

// Upper-cases `word` and checks it: letters A-Z only, as many as the grid has symbols, none
// twice. Errors say what is wrong ("word 'APPLE' repeats P: a 4x4 needs 4 different letters").
core::StatusOr<std::string> normalize_word(std::string_view word, const core::Geometry& g);

// The cells of a word line in reading order; error for a bad spec or an out-of-range line.
core::StatusOr<std::vector<int>> word_line_cells(std::string_view spec, const core::Geometry& g);

// The word's letters in symbol (alphabetical) order: "PLAY" -> "ALPY".
std::string word_letters(std::string_view word);

// Relabels `cells` (the puzzle, 0 = empty) and `solution` in place so that the solution's
// `line` spells `word` (normalized). The solution's line must hold every value once.
void relabel_for_word(std::string_view word, const std::vector<int>& line,
                      std::vector<uint8_t>& cells, std::vector<uint8_t>& solution);

// True when the values of `solution` on `line` are all different.
bool line_is_distinct(const std::vector<int>& line, const std::vector<uint8_t>& solution);

}  // namespace sudokupress::generate
