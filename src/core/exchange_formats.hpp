// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle world's exchange formats, read (detected where unambiguous) and written:
//
//   fpuzzles   f-puzzles JSON, one object per puzzle (a whole file, or one object per line):
//              {"size":9,"title":"...","grid":[[{"value":5,"given":true},{},...],...]}; box
//              grids 4x4..16x16 (a non-default box shape as per-cell "region" numbers), and
//              the single-grid variants: jigsaw (per-cell "region" numbers), X ("diagonal+"
//              and "diagonal-"), Windoku, centre-dot, asterisk and girandola ("extraregion"
//              lists of "R1C1" cells, matched exactly to one of ours when read). Any other
//              constraint (killer cages, thermometers, anti-knight, ...) is refused on reading:
//              the puzzle without it would be a different puzzle.
//   sudokupad  a puzzle link per line, the f-puzzles JSON LZ-compressed (lz_string.hpp):
//              https://sudokupad.app/fpuzzles<data> (SudokuPad's own form); its
//              ?puzzle=, ?puzzleid= and /sudoku/ forms (settings after the data ignored) and
//              f-puzzles' own https://www.f-puzzles.com/?load=<data> links are read too.
//   sudokuwiki a SudokuWiki solver link per line (classic 9x9):
//              https://www.sudokuwiki.org/sudoku.htm?bd=<81 digits, 0 empty>; http, no www.,
//              another page, '.' for an empty cell and other parameters are read too.
//   ss         Simple Sudoku: 9 rows "|.2.|8..|..9|" between "*-----------*" borders and
//              "|---+---+---|" band lines (rows without the frame are read too).
//   hodoku     HoDoKu library lines ":0000:x:<81 cells>:<deleted candidates>:::"; '+' before
//              a digit (a placed cell) is read as a value; deleted candidates "dRC" (1-based).
//   sdm        SadMan Sudoku: one 9x9 per line, 81 digits, 0 empty (read as a line).
//   pm729      pencil-mark grids: 729 characters per line, 9 per cell, digit d present or
//              '.'/'0'; a cell with one candidate is a value (so a naked single of the
//              written marks reads back as a value). Written with the basic candidates
//              (every digit no peer holds) unless the puzzle carries its own.
//
// Errors are "file:line: problem" like the other formats.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/format_types.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

bool is_exchange_format(Format f);

// The exchange format of a text, when its first non-blank line says so unambiguously.
std::optional<Format> detect_exchange_format(std::string_view text);

StatusOr<ReadResult> read_exchange(std::string_view text, std::string_view source, Format f,
                                   const ReadOptions& options, PuzzleReader read_lines);

// Empty when `p` can be written in `f`; else why not ("ss: 9x9 grids only").
std::string exchange_unsupported(Format f, const Geometry& g);

// One puzzle (no trailing newline). The title of f-puzzles and SudokuPad is the first metadata
// field (a generated puzzle's ID) when `with_fields`.
std::string write_exchange(const Puzzle& p, Format f, bool with_fields);

}  // namespace sudokupress::core
