// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle text formats, read (auto-detected) and written (chosen with --format).
//
//   line            one puzzle per line: one symbol per cell (core::symbol_char), '.' or '0'
//                   empty, optional TAB-separated fields after it kept as metadata.
//                   9x9 = 81 chars; 16x16 = 256; composites: canvas cells in row-major
//                   order (double 153, triple 225, quadruple 297, samurai 369).
//                   Jigsaw: puzzle<TAB>regions, `regions` one character per cell naming its
//                   region ('1'-'9', then 'A'-'Z'); detected by that first field (as many
//                   characters as cells, all 1-9/A-Z), written for every jigsaw. Without
//                   --variant it is a jigsaw of that size; with --variant x-jigsaw, an X jigsaw.
//                   Other formats carry no regions: a jigsaw is read and written as lines.
//                   Rules: a geometry the cell count does not tell (x, windoku, x-jigsaw,
//                   butterfly, ...) is written puzzle[<TAB>regions]<TAB>variant=NAME, and that
//                   field sets the record's geometry (rules_field below).
//   grid            spec §9.1: 81 whitespace-separated integers (blank lines between bands
//                   allowed); written with a blank line before bands and a space before stacks.
//   rows            spec §9.3: N rows of N space-separated numbers, 0 empty (any size).
//   sdk             '#' header lines, then N rows of N symbol characters ('.' empty).
//   composite-line  as line, for composites (the same text; named for clarity).
//   composite-grid  the canvas, one text row per canvas row, ' ' where there is no cell,
//                   '.' empty (spec §7.5's stdout board).
// Multi-line formats hold several puzzles one after the other (blank lines between them).
// Exchange formats (exchange_formats.hpp): fpuzzles, sudokupad, sudokuwiki, ss, hodoku,
// sdm, pm729.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/format_types.hpp"
#include "core/puzzle.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

// Parses a whole text. A fatal problem for the whole input (empty input, undetectable format)
// is returned as a Status; a bad record becomes an item with an error, and reading goes on.
// Errors: "puzzles.txt:12: expected 81 cells, found 80", "puzzles.txt:3: digit 5 twice in
// row 4 (r4c2, r4c7)", "puzzles.txt:7: unknown symbol 'x' at column 12", "puzzles.txt: empty
// input".
StatusOr<ReadResult> read_puzzles(std::string_view text, std::string_view source,
                                  const ReadOptions& options = {});

// The line format a block at a time (issue 32: a million puzzles in bounded memory). For a text
// that starts with the whole lines `head`: the format read_puzzles would read it in when that
// is the line format (kLine or kCompositeLine), which LineFormatReader reads block by block;
// nullopt for any other format or when `head` does not tell yet (blank or comment lines only).
// The multi-line formats (grid, rows, sdk, composite-grid) and the exchange formats are still
// read whole: a record there spans lines whose end only the reader knows (grid allows blank
// lines inside a record, fpuzzles may be one object over the whole file), and none of them
// is how a million puzzles are kept.
std::optional<Format> line_format_of(std::string_view head, const ReadOptions& options);

// Reads the lines of a line-format text a block at a time with what read_puzzles carries from
// line to line (the batch's geometry, set by the first good plain line): the blocks of a text
// give the items read_puzzles gives for the whole of it.
class LineFormatReader {
 public:
  LineFormatReader(std::string_view source, GeometryPtr geometry);  // geometry: forced, or null
  ~LineFormatReader();
  LineFormatReader(const LineFormatReader&) = delete;
  LineFormatReader& operator=(const LineFormatReader&) = delete;
  // Appends the items of `text` (whole lines, the first numbered `first_line`; a UTF-8 byte
  // order mark at the start of the first block is dropped, as read_puzzles does).
  void read(std::string_view text, int first_line, std::vector<ReadItem>& items);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// Reads a file ("-" = standard input) and parses it.
StatusOr<ReadResult> read_puzzle_file(const std::string& path, const ReadOptions& options = {});

// The line format's rules field: "variant=NAME" right after the puzzle (and a jigsaw's regions)
// for every geometry its cell count does not tell (x, windoku, x-jigsaw, butterfly, 15x15,
// ...); the reader applies it to that record (and refuses a --variant that contradicts it).
// Records without it but with a puzzle ID field take the geometry the ID names.
inline constexpr std::string_view kRulesFieldPrefix = "variant=";
// "" for geometries the cells tell (9x9, 16x16, samurai, a plain jigsaw with its regions) and
// for composites from a user's file (no name rebuilds them: --composite FILE).
std::string rules_field(const Geometry& g);
// The cells alone, one symbol each (the line format without regions, rules or fields).
std::string cells_text(const Puzzle& p);
// The cells and a jigsaw's regions (cells<TAB>regions): what identifies a puzzle of a known
// geometry in keys (bank, book dedupe), without the rules field.
std::string layout_text(const Puzzle& p);
// The constraint fields of the line format, each after a TAB ("\tcages=...\tmarks=..."), or ""
// for a puzzle without constraints.
std::string constraint_fields(const Puzzle& p);

// Writes one puzzle in the given format (kAuto = line). Line formats end without '\n' and
// append the metadata fields TAB-separated only when `with_fields`.
std::string write_puzzle(const Puzzle& p, Format f, bool with_fields = false);

// One output record of `p` in `f` with its fields: ends with '\n', multi-line formats with a
// blank line after. An error when `f` cannot hold this geometry ("ss: 9x9 grids only").
StatusOr<std::string> write_record(const Puzzle& p, Format f);

// File helpers: whole-file read; atomic write (temp file in the same folder, then rename),
// so a failed or interrupted write never leaves a half-written output.
// read_file is for text ('-' = standard input; up to limits::kMaxInputBytes): it stops at the
// first NUL byte ("file:line: NUL byte (binary data, not a text file)", so /dev/zero ends at
// once), refuses UTF-16 ("file:1: UTF-16 text (save it as UTF-8)"), drops a UTF-8 BOM and turns
// CR-only line ends into LF. read_binary_file reads any bytes (PDFs, ICC profiles). Both take
// regular files only (a FIFO, device or socket is refused at once: core/file_access.hpp);
// read_input_file is read_file for the puzzle files named on the command line, which may also
// be FIFOs or devices (<(...), /dev/stdin). Every file read is recorded in the command's read
// set, and write_file_atomic refuses to replace one of them.
StatusOr<std::string> read_file(const std::string& path);
StatusOr<std::string> read_input_file(const std::string& path);
StatusOr<std::string> read_binary_file(const std::string& path);
Status write_file_atomic(const std::string& path, std::string_view content);

}  // namespace sudokupress::core
