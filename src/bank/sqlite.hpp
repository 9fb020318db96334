// SPDX-License-Identifier: GPL-3.0-or-later
// The only code that touches SQLite: RAII handles for a connection and a prepared statement
// (copies deleted, moves allowed), and a transaction guard that rolls back unless committed.
// Errors come back as core::Status with SQLite's message and the database path.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace sudokupress::bank {

class Statement;

// kCreate: a missing file becomes a new database; kExisting: a missing file is an error (the
// read-only commands never leave a typo'd empty bank behind).
enum class OpenMode { kCreate, kExisting };

class Database {
 public:
  // Opens a database file in WAL mode with a busy timeout, so that several processes may write
  // one after the other without "database is locked". `path` is a plain file name, never an
  // SQLite URI or ":memory:" (Debian's SQLite reads "file:..." as a URI even without
  // SQLITE_OPEN_URI, so a relative path is given to it as "./path"); it must be a regular file
  // (a FIFO or device is refused), and it is recorded in the command's read set
  // (core/file_access.hpp) with its -wal and -shm files, so no output replaces the bank.
  static core::StatusOr<Database> open(const std::string& path, int busy_timeout_ms,
                                       OpenMode mode = OpenMode::kCreate);
  Database() = default;
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  Database(Database&& o) noexcept;
  Database& operator=(Database&& o) noexcept;

  core::Status exec(std::string_view sql);
  core::StatusOr<Statement> prepare(std::string_view sql);
  // A single integer result (e.g. PRAGMA user_version); error when the query gives no row.
  core::StatusOr<int64_t> query_int(std::string_view sql);
  int64_t changes() const;
  const std::string& path() const { return path_; }
  core::Status error(std::string_view what) const;  // "DB: what: sqlite message"

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Statement {
 public:
  Statement() = default;
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement(Statement&& o) noexcept;
  Statement& operator=(Statement&& o) noexcept;

  // 1-based parameter index, as in SQLite.
  Statement& bind(int index, int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);  // copied by SQLite
  // Not copied: `value` must stay alive until run() or reset() (the import's hot loop, where
  // the copies were a tenth of SQLite's time a row).
  Statement& bind_borrowed(int index, std::string_view value);
  Statement& bind(int index, std::nullopt_t);
  Statement& bind_optional(int index, const std::optional<double>& value);
  // true: a row is ready; false: done. Errors name the database.
  core::StatusOr<bool> step();
  // Runs to completion (INSERT/UPDATE/DELETE) and resets.
  core::Status run();
  void reset();  // ready to run again; bindings cleared

  int64_t column_int(int col) const;
  double column_double(int col) const;
  std::string column_text(int col) const;
  bool column_null(int col) const;

 private:
  friend class Database;
  Statement(sqlite3_stmt* s, const Database* db) : stmt_(s), db_(db) {}
  sqlite3_stmt* stmt_ = nullptr;
  const Database* db_ = nullptr;
};

// BEGIN IMMEDIATE (takes the write lock now, waiting up to the busy timeout); rolled back on
// destruction unless commit() succeeded.
class Transaction {
 public:
  static core::StatusOr<Transaction> begin(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  Transaction(Transaction&& o) noexcept : db_(o.db_) { o.db_ = nullptr; }
  Transaction& operator=(Transaction&&) = delete;
  core::Status commit();

 private:
  explicit Transaction(Database* db) : db_(db) {}
  Database* db_ = nullptr;
};

}  // namespace sudokupress::bank
