// SPDX-License-Identifier: GPL-3.0-or-later
// The bank command's pieces (bank_command.cpp wires them): query options, output lines,
// the stats table and the parallel import.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "bank/bank.hpp"
#include "cli/input_set.hpp"
#include "core/status.hpp"

namespace sudokupress::cli {

class Console;

inline constexpr const char* kBankFooter =
    "A bank is an SQLite file (WAL mode; several processes may add at once) with one row per\n"
    "equivalence class of puzzles: a puzzle that is a relabelled, rotated, transposed or\n"
    "line-permuted copy of a stored one is skipped and counted. Each row keeps the puzzle, its\n"
    "solution, geometry, generator ID, level, grade, score, er (SE rating, empty until rated),\n"
    "clues, symmetry, mask, source and creation time (SOURCE_DATE_EPOCH when set). A series'\n"
    "volumes record which puzzles they use; a puzzle is used at most once per series.\n"
    "DB is a plain file name (never an SQLite URI or :memory:); only bank add creates it, the\n"
    "other subcommands need an existing bank. reserve prints its puzzles and records them in\n"
    "one transaction that commits only after the output is written (a closed pipe or a full\n"
    "disk reserves nothing); two reserves at once run one after the other.\n"
    "  bank add DB [FILE...|-]     import generate or grade output or any puzzle file; every\n"
    "                              puzzle is graded by the bank on the human ladder (an input's "
    "level, grade or\n"
    "                              score is never stored as given); one transaction per --batch\n"
    "  bank query DB [filters] -n N [--format tsv|line|json]   order: level, score, key\n"
    "  bank stats DB [--chart OUT.svg|.pdf|.png]   counts per variant and grade; used and free\n"
    "                              per series; --chart draws grades, strategies, clues, scores\n"
    "  bank reserve DB --series S --volume V [filters] -n N    mark N unused puzzles as used\n"
    "  bank release DB --series S --volume V                  undo a volume\n"
    "Filters: --variant NAME, --grade NAME, --level A..B, --score A..B, --er A..B, --clues A..B\n"
    "(either side of a range may be empty; one number = exactly), --unused-in SERIES.\n"
    "Exit: 0 ok; 1 failure (I/O, locked bank after 60 s, not enough puzzles to reserve);\n"
    "2 some input records rejected (file:line: problem on stderr); 64 usage.";

struct QueryCliOptions {
  std::string variant, grade, level, score, er, clues, unused_in;
};
void add_query_options(CLI::App* cmd, QueryCliOptions& o);
// Usage errors for malformed ranges ("--score wants A..B").
core::StatusOr<bank::BankQuery> build_query(const QueryCliOptions& o, long count);

// One output line (without '\n'): tsv = puzzle, id, clues, level, grade, score (generate's
// columns, so `bank add` and books read it back); line = the puzzle; json = every column.
std::string bank_row_line(const bank::BankPuzzle& r, const std::string& format);
std::string bank_stats_text(const bank::BankStats& s);
struct ChartData;
// The charts' counts over the bank's rows (level, codes, clues, score, er).
ChartData bank_chart_data(const std::vector<bank::BankPuzzle>& rows);

// `bank add`: reads every input, prepares rows on worker threads (solve, canonical key, grade
// when unknown), and adds them in input order, one transaction per `batch` rows.
core::Status run_bank_add(const std::string& db, const InputOptions& in, const std::string& source,
                          int threads, int batch, bool grade_missing, Console& console);

}  // namespace sudokupress::cli
