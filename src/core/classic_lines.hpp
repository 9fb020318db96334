// SPDX-License-Identifier: GPL-3.0-or-later
// The classic 9x9 line format's fast path (issue 32): most inputs are files of 81-character
// lines, and reading them through the general reader (a Puzzle per record, fields, rules,
// geometry checks) cost more than solving them. A text that holds nothing else is recognised
// in one pass and read a line at a time into a fixed array, with no allocation per record.
//
//   plain_classic_lines(text)   every line exactly 81 symbols '1'-'9', '.' or '0', each ended
//                               by LF (the last may end the text), at least one line: what
//                               read_puzzles reads as the line format, one 9x9 record per line,
//                               with no blank line, comment, field, rule or other symbol
//   line_cells(line, cells)     one such line's 81 values (0 = empty)
//   classic_givens_hold(cells)  no value twice in a row, column or box: check_givens's verdict
//                               on such a record (its message comes from check_givens)
//   classic_line_text(cells)    a classic puzzle as the line format writes it (81 symbols,
//                               '.' for empty), into a caller's buffer
#pragma once

#include <cstdint>
#include <string_view>

namespace sudokupress::core {

inline constexpr int kClassicCells = 81;
inline constexpr int kClassicLineBytes = kClassicCells + 1;  // with its LF

bool plain_classic_lines(std::string_view text);
void line_cells(const char* line, uint8_t* cells);
bool classic_givens_hold(const uint8_t* cells);
void classic_line_text(const uint8_t* cells, char* out);

}  // namespace sudokupress::core
