// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle bank: a SQLite file of graded puzzles, one row per equivalence class (canonical
// key UNIQUE), and a usage table that says which series volume printed which puzzle on which
// page (a puzzle is used at most once per series). See README.md "Puzzle bank".
//
//   puzzles(id INTEGER PRIMARY KEY, key TEXT UNIQUE, puzzle, solution, geometry, puzzle_id,
//           level, grade, score, er, codes, clues, symmetry, mask, source, created)
//   usage(series, volume, puzzle -> puzzles.id, page; PRIMARY KEY(series, puzzle))
//
// The schema version is PRAGMA user_version; open() applies the missing migrations in order,
// each in its own transaction, so an old bank is upgraded in place and a newer one is refused.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "bank/sqlite.hpp"
#include "core/status.hpp"

namespace sudokupress::bank {

inline constexpr int kSchemaVersion = 2;
inline constexpr int kBusyTimeoutMs = 60000;

struct BankPuzzle {
  int64_t row = 0;       // puzzles.id (0 = not stored yet)
  std::string key;       // canonical key (core/puzzle_key.hpp)
  std::string puzzle;    // line format, '.' empty, cages= and marks= fields included
  std::string solution;  // line format
  std::string geometry;  // variant name: geometry (9x9, 6x6, samurai, ...) or killer, kropki-6x6
                         // (core::variant_name)
  std::string id;        // generator ID, "" when unknown
  std::optional<int> level;
  std::string grade;
  std::optional<double> score;
  std::optional<double> er;  // SE rating, NULL until a rater fills it
  std::string codes;         // strategy codes in order of use, space-separated ("" unknown)
  int clues = 0;
  std::string symmetry;  // the clue pattern's strongest symmetry ("none")
  std::string mask;      // the generator's mask token, "" when none
  std::string source;    // where it came from (file name, "book", ...)
  int64_t created = 0;   // Unix time (SOURCE_DATE_EPOCH when set)
};

struct AddCounts {
  long added = 0;
  long duplicates = 0;   // the same puzzle already in the bank (or earlier in the input)
  long equivalents = 0;  // another puzzle of its equivalence class is in the bank
};

// Filters of `bank query` (unset = any). Ranges are inclusive.
struct BankQuery {
  std::string geometry;
  std::string grade;
  std::optional<int> level_min, level_max;
  std::optional<double> score_min, score_max;
  std::optional<double> er_min, er_max;
  std::optional<int> clues_min, clues_max;
  std::string symmetry;   // the symmetry column (books: a section's explicit symmetry)
  std::string mask;       // the mask column (books: a section's built-in mask)
  std::string unused_in;  // series: only puzzles it has not used
  long limit = -1;        // -1 = all
};

struct GradeCount {
  std::string geometry;
  std::optional<int> level;
  std::string grade;
  long puzzles = 0;
};
struct SeriesCount {
  std::string series;
  long volumes = 0;
  long used = 0;
  long free = 0;  // puzzles of the bank the series has not used
};
struct BankStats {
  long puzzles = 0;
  std::vector<GradeCount> per_grade;  // by geometry, then level
  std::vector<SeriesCount> series;    // by name
};

class Bank {
 public:
  // Opens the bank (kCreate: creates it when missing; kExisting: a missing bank is an error)
  // and brings its schema to kSchemaVersion.
  static core::StatusOr<Bank> open(const std::string& path, OpenMode mode = OpenMode::kCreate);
  int schema_version() const { return version_; }
  Database& db() { return db_; }

  // Adds a batch in one transaction: every row or none. Rows whose key is present are
  // skipped and counted (duplicate when the puzzle text is the same, else equivalent).
  core::StatusOr<AddCounts> add(const std::vector<BankPuzzle>& batch);
  // Deterministic order: level, score, key.
  core::StatusOr<std::vector<BankPuzzle>> query(const BankQuery& q);
  core::StatusOr<BankStats> stats();
  // Every stored row, for statistics and charts (order of key).
  core::StatusOr<std::vector<BankPuzzle>> all();
  // The row with this key, if any.
  core::StatusOr<std::optional<BankPuzzle>> find(const std::string& key);

  // Records that `volume` of `series` uses these rows (page 0 = unknown), in one transaction;
  // `replace` first forgets the volume's other rows (a rebuilt book). Fails, recording nothing,
  // when a row is used by another volume of the series.
  core::Status reserve(const std::string& series, int volume,
                       const std::vector<std::pair<int64_t, int>>& rows_and_pages,
                       bool replace = false);
  // `bank reserve`: in one write transaction (BEGIN IMMEDIATE, so a concurrent reserve of
  // another volume waits for this one, up to kBusyTimeoutMs, and then picks other rows), the
  // first `count` rows of `q` that `series` has not used are recorded for `volume` (pages 1..n)
  // and handed to `deliver` (which prints them); the transaction commits only when deliver
  // succeeds. Fewer than `count` rows, or deliver failing (a write error; a SIGPIPE kills the
  // process before the commit): nothing is reserved.
  using Deliver = std::function<core::Status(const std::vector<BankPuzzle>&)>;
  core::StatusOr<std::vector<BankPuzzle>> reserve_matching(const BankQuery& q,
                                                           const std::string& series, int volume,
                                                           long count, const Deliver& deliver);
  // The volume of `series` that uses the row, if any.
  core::StatusOr<std::optional<int>> volume_of(const std::string& series, int64_t row);
  // Forgets a volume's usage; returns how many rows were freed.
  core::StatusOr<long> release(const std::string& series, int volume);
  // The rows a volume uses, by page, then row.
  core::StatusOr<std::vector<BankPuzzle>> volume(const std::string& series, int volume);

 private:
  explicit Bank(Database db) : db_(std::move(db)) {}
  core::Status migrate();
  // reserve()'s work inside the caller's transaction.
  core::Status record_usage(const std::string& series, int volume,
                            const std::vector<std::pair<int64_t, int>>& rows_and_pages,
                            bool replace);
  Database db_;
  int version_ = 0;
};

// SOURCE_DATE_EPOCH when set (reproducible builds), else the current time.
int64_t creation_time();

}  // namespace sudokupress::bank
