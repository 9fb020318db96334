// SPDX-License-Identifier: GPL-3.0-or-later
#include "bank/sqlite.hpp"

#include <sqlite3.h>
#include <sys/stat.h>

#include <cerrno>
#include <chrono>
#include <thread>
#include <utility>

#include "core/file_access.hpp"

namespace sudokupress::bank {

namespace {

// The name SQLite gets: never a URI ("file:b.db?mode=memory") nor ":memory:" nor "" (a
// temporary database), always the file the user named.
std::string plain_file_name(const std::string& path) {
  return path.front() == '/' ? path : "./" + path;
}

core::Status check_bank_path(const std::string& path, OpenMode mode) {
  if (path.empty()) return core::Status::error(core::StatusCode::kUsage, "empty bank path");
  struct stat st;
  if (mode == OpenMode::kExisting && ::stat(path.c_str(), &st) != 0 && errno == ENOENT)
    return core::Status::error(core::StatusCode::kIo,
                               path + ": no such bank (`sudokupress bank add` creates one)");
  if (auto st2 = core::check_readable_file(path, mode == OpenMode::kCreate); !st2)
    return core::Status::error(core::StatusCode::kIo, st2.message());
  return core::Status::ok();
}

// Switching a new file to WAL takes an exclusive lock without calling the busy handler, so two
// processes creating one bank at once saw "database is locked" about every other run
// (BankCliTest.TwoProcessesAddAtOnce on an idle machine: 4 failures in 10). The switch is retried
// here for as long as the busy timeout allows; a bank already in WAL answers at once.
int switch_to_wal(sqlite3* db, int busy_timeout_ms) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(busy_timeout_ms);
  for (;;) {
    int rc = sqlite3_exec(db, "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr);
    if ((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED) return rc;
    if (std::chrono::steady_clock::now() >= deadline) return rc;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

}  // namespace

core::StatusOr<Database> Database::open(const std::string& path, int busy_timeout_ms,
                                        OpenMode mode) {
  if (auto st = check_bank_path(path, mode); !st) return st;
  Database db;
  db.path_ = path;
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX |
                    (mode == OpenMode::kCreate ? SQLITE_OPEN_CREATE : 0);
  int rc = sqlite3_open_v2(plain_file_name(path).c_str(), &db.db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db.db_ ? sqlite3_errmsg(db.db_) : sqlite3_errstr(rc);
    return core::Status::error(core::StatusCode::kIo, path + ": cannot open the bank: " + msg);
  }
  sqlite3_busy_timeout(db.db_, busy_timeout_ms);
  // Pages of 64 KiB, the largest (a new bank only: an existing one keeps its size). The
  // canonical-key index takes keys in random order, so each batch dirties pages all over it and
  // writes them to the WAL; fewer, larger pages cost less per row. Measured (100,000 rows of 9x9
  // generate output in batches of 10,000, SQLite 3.40, one thread, insert time): 4 KiB 0.96 s, 8
  // KiB 0.80 s, 16 KiB 0.72 s, 32 KiB 0.62 s, 64 KiB 0.61 s; a 100,000-page autocheckpoint 0.69 s
  // at 4 KiB; mmap 0.87 s; sorting each batch by key before inserting: no change.
  if (auto st = db.exec("PRAGMA page_size=65536"); !st) return st;
  // WAL: readers never block the writer and a killed writer leaves only uncommitted frames,
  // which the next open discards. synchronous=NORMAL is durable across process crashes in WAL.
  if (switch_to_wal(db.db_, busy_timeout_ms) != SQLITE_OK) return db.error("journal mode");
  for (const char* suffix : {"", "-wal", "-shm"}) core::note_read(path + suffix);
  // The page cache: SQLite's default (2 MiB) holds a small part of the canonical-key index, whose
  // keys arrive in random order, so most inserts read and later write back an evicted page.
  // 64 MiB (allocated only as pages are used) holds the index of about 600,000 puzzles.
  if (auto st = db.exec("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; "
                        "PRAGMA cache_size=-65536");
      !st)
    return st;
  return db;
}

Database::~Database() {
  if (db_) sqlite3_close_v2(db_);
}

Database::Database(Database&& o) noexcept
    : db_(std::exchange(o.db_, nullptr)), path_(std::move(o.path_)) {}

Database& Database::operator=(Database&& o) noexcept {
  if (this != &o) {
    if (db_) sqlite3_close_v2(db_);
    db_ = std::exchange(o.db_, nullptr);
    path_ = std::move(o.path_);
  }
  return *this;
}

core::Status Database::error(std::string_view what) const {
  std::string msg = db_ ? sqlite3_errmsg(db_) : "not open";
  return core::Status::error(core::StatusCode::kIo, path_ + ": " + std::string(what) + ": " + msg);
}

core::Status Database::exec(std::string_view sql) {
  std::string text(sql);
  char* err = nullptr;
  if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    return core::Status::error(core::StatusCode::kIo, path_ + ": " + msg);
  }
  return core::Status::ok();
}

core::StatusOr<Statement> Database::prepare(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr) !=
      SQLITE_OK)
    return error("prepare");
  return Statement(stmt, this);
}

core::StatusOr<int64_t> Database::query_int(std::string_view sql) {
  auto stmt = prepare(sql);
  if (!stmt) return stmt.status();
  auto row = stmt->step();
  if (!row) return row.status();
  if (!*row) return core::Status::error(core::StatusCode::kInternal, path_ + ": no result");
  return stmt->column_int(0);
}

int64_t Database::changes() const { return sqlite3_changes64(db_); }

Statement::~Statement() {
  if (stmt_) sqlite3_finalize(stmt_);
}

Statement::Statement(Statement&& o) noexcept : stmt_(std::exchange(o.stmt_, nullptr)), db_(o.db_) {}

Statement& Statement::operator=(Statement&& o) noexcept {
  if (this != &o) {
    if (stmt_) sqlite3_finalize(stmt_);
    stmt_ = std::exchange(o.stmt_, nullptr);
    db_ = o.db_;
  }
  return *this;
}

Statement& Statement::bind(int index, int64_t value) {
  sqlite3_bind_int64(stmt_, index, value);
  return *this;
}

Statement& Statement::bind(int index, double value) {
  sqlite3_bind_double(stmt_, index, value);
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
  return *this;
}

Statement& Statement::bind_borrowed(int index, std::string_view value) {
  sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_STATIC);
  return *this;
}

Statement& Statement::bind(int index, std::nullopt_t) {
  sqlite3_bind_null(stmt_, index);
  return *this;
}

Statement& Statement::bind_optional(int index, const std::optional<double>& value) {
  return value ? bind(index, *value) : bind(index, std::nullopt);
}

core::StatusOr<bool> Statement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  core::Status st = db_->error("query");
  sqlite3_reset(stmt_);
  return st;
}

core::Status Statement::run() {
  auto r = step();
  reset();
  return r ? core::Status::ok() : r.status();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

int64_t Statement::column_int(int col) const { return sqlite3_column_int64(stmt_, col); }
double Statement::column_double(int col) const { return sqlite3_column_double(stmt_, col); }
bool Statement::column_null(int col) const {
  return sqlite3_column_type(stmt_, col) == SQLITE_NULL;
}

std::string Statement::column_text(int col) const {
  const unsigned char* t = sqlite3_column_text(stmt_, col);
  return t ? std::string(reinterpret_cast<const char*>(t),
                         static_cast<size_t>(sqlite3_column_bytes(stmt_, col)))
           : std::string();
}

core::StatusOr<Transaction> Transaction::begin(Database& db) {
  if (auto st = db.exec("BEGIN IMMEDIATE"); !st) return st;
  return Transaction(&db);
}

Transaction::~Transaction() {
  if (db_) (void)db_->exec("ROLLBACK");
}

core::Status Transaction::commit() {
  if (!db_) return core::Status::error(core::StatusCode::kInternal, "transaction not open");
  core::Status st = db_->exec("COMMIT");
  if (st) db_ = nullptr;
  return st;
}

}  // namespace sudokupress::bank
