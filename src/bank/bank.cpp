// SPDX-License-Identifier: GPL-3.0-or-later
#include "bank/bank.hpp"

#include <array>
#include <cstdlib>
#include <ctime>
#include <string_view>

#include "core/source_date.hpp"

namespace sudokupress::bank {

namespace {

// Migration k brings the schema from version k to k + 1. Never edit a shipped entry: add one.
constexpr std::array<std::string_view, kSchemaVersion> kMigrations = {
    // 0 -> 1: the tables.
    "CREATE TABLE puzzles ("
    "  id INTEGER PRIMARY KEY,"
    "  key TEXT NOT NULL UNIQUE,"
    "  puzzle TEXT NOT NULL,"
    "  solution TEXT NOT NULL,"
    "  geometry TEXT NOT NULL,"
    "  puzzle_id TEXT,"
    "  level INTEGER,"
    "  grade TEXT,"
    "  score REAL,"
    "  er REAL,"
    "  codes TEXT,"
    "  clues INTEGER NOT NULL,"
    "  symmetry TEXT,"
    "  mask TEXT,"
    "  source TEXT,"
    "  created INTEGER NOT NULL);"
    "CREATE TABLE usage ("
    "  series TEXT NOT NULL,"
    "  volume INTEGER NOT NULL,"
    "  puzzle INTEGER NOT NULL REFERENCES puzzles(id),"
    "  page INTEGER,"
    "  PRIMARY KEY (series, puzzle));",
    // 1 -> 2: indexes for queries by grade and score and for a volume's rows.
    "CREATE INDEX puzzles_by_level ON puzzles(geometry, level, score);"
    "CREATE INDEX usage_by_volume ON usage(series, volume);",
};

constexpr std::string_view kColumns =
    "id, key, puzzle, solution, geometry, puzzle_id, level, grade, score, er, codes, clues, "
    "symmetry, mask, source, created";

BankPuzzle read_row(const Statement& s) {
  BankPuzzle p;
  p.row = s.column_int(0);
  p.key = s.column_text(1);
  p.puzzle = s.column_text(2);
  p.solution = s.column_text(3);
  p.geometry = s.column_text(4);
  p.id = s.column_text(5);
  if (!s.column_null(6)) p.level = static_cast<int>(s.column_int(6));
  p.grade = s.column_text(7);
  if (!s.column_null(8)) p.score = s.column_double(8);
  if (!s.column_null(9)) p.er = s.column_double(9);
  p.codes = s.column_text(10);
  p.clues = static_cast<int>(s.column_int(11));
  p.symmetry = s.column_text(12);
  p.mask = s.column_text(13);
  p.source = s.column_text(14);
  p.created = s.column_int(15);
  return p;
}

core::StatusOr<std::vector<BankPuzzle>> read_rows(Statement& s) {
  std::vector<BankPuzzle> out;
  for (;;) {
    auto row = s.step();
    if (!row) return row.status();
    if (!*row) break;
    out.push_back(read_row(s));
  }
  return out;
}

// `text` stays alive until the statement runs (bind_borrowed).
Statement& bind_text_or_null(Statement& s, int index, const std::string& text) {
  return text.empty() ? s.bind(index, std::nullopt) : s.bind_borrowed(index, text);
}

}  // namespace

int64_t creation_time() {
  // A bad value is refused before any command runs (cli::run); here it counts as unset.
  if (auto sde = core::source_date_epoch(); sde && *sde) return **sde;
  return static_cast<int64_t>(std::time(nullptr));
}

core::StatusOr<Bank> Bank::open(const std::string& path, OpenMode mode) {
  auto db = Database::open(path, kBusyTimeoutMs, mode);
  if (!db) return db.status();
  Bank bank(std::move(*db));
  if (auto st = bank.migrate(); !st) return st;
  return bank;
}

core::Status Bank::migrate() {
  for (;;) {
    auto version = db_.query_int("PRAGMA user_version");
    if (!version) return version.status();
    version_ = static_cast<int>(*version);
    if (version_ > kSchemaVersion)
      return core::Status::error(db_.path() + ": bank schema version " + std::to_string(version_) +
                                 " is newer than this program's (" +
                                 std::to_string(kSchemaVersion) + ")");
    if (version_ == kSchemaVersion) return core::Status::ok();
    // Two processes may open a new bank at once: the write lock decides, and the loser sees
    // the new version when it re-reads it inside its own transaction.
    auto tx = Transaction::begin(db_);
    if (!tx) return tx.status();
    auto again = db_.query_int("PRAGMA user_version");
    if (!again) return again.status();
    if (*again == version_) {
      if (auto st = db_.exec(kMigrations[static_cast<size_t>(version_)]); !st) return st;
      if (auto st = db_.exec("PRAGMA user_version = " + std::to_string(version_ + 1)); !st)
        return st;
    }
    if (auto st = tx->commit(); !st) return st;
  }
}

core::StatusOr<AddCounts> Bank::add(const std::vector<BankPuzzle>& batch) {
  auto insert = db_.prepare(
      "INSERT INTO puzzles (key, puzzle, solution, geometry, puzzle_id, level, grade, score, "
      "er, codes, clues, symmetry, mask, source, created) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) "
      "ON CONFLICT (key) DO NOTHING");
  if (!insert) return insert.status();
  auto existing = db_.prepare("SELECT puzzle FROM puzzles WHERE key = ?1");
  if (!existing) return existing.status();
  auto tx = Transaction::begin(db_);
  if (!tx) return tx.status();
  AddCounts counts;
  for (const BankPuzzle& p : batch) {
    Statement& s = *insert;
    s.bind_borrowed(1, p.key).bind_borrowed(2, p.puzzle);  // `batch` outlives each run()
    s.bind_borrowed(3, p.solution).bind_borrowed(4, p.geometry);
    bind_text_or_null(s, 5, p.id);
    if (p.level) s.bind(6, static_cast<int64_t>(*p.level));
    bind_text_or_null(s, 7, p.grade);
    s.bind_optional(8, p.score).bind_optional(9, p.er);
    bind_text_or_null(s, 10, p.codes);
    s.bind(11, static_cast<int64_t>(p.clues));
    bind_text_or_null(s, 12, p.symmetry);
    bind_text_or_null(s, 13, p.mask);
    bind_text_or_null(s, 14, p.source);
    s.bind(15, p.created);
    if (auto st = s.run(); !st) return st;
    if (db_.changes() == 1) {
      ++counts.added;
      continue;
    }
    existing->bind(1, std::string_view(p.key));
    auto row = existing->step();
    if (!row) return row.status();
    bool same = *row && existing->column_text(0) == p.puzzle;
    existing->reset();
    ++(same ? counts.duplicates : counts.equivalents);
  }
  if (auto st = tx->commit(); !st) return st;
  return counts;
}

core::StatusOr<std::vector<BankPuzzle>> Bank::query(const BankQuery& q) {
  std::string sql = "SELECT " + std::string(kColumns) + " FROM puzzles WHERE 1";
  if (!q.geometry.empty()) sql += " AND geometry = :geometry";
  if (!q.grade.empty()) sql += " AND grade = :grade";
  if (!q.symmetry.empty()) sql += " AND symmetry = :symmetry";
  if (!q.mask.empty()) sql += " AND mask = :mask";
  if (q.level_min) sql += " AND level >= :lmin";
  if (q.level_max) sql += " AND level <= :lmax";
  if (q.score_min) sql += " AND score >= :smin";
  if (q.score_max) sql += " AND score <= :smax";
  if (q.er_min) sql += " AND er >= :emin";
  if (q.er_max) sql += " AND er <= :emax";
  if (q.clues_min) sql += " AND clues >= :cmin";
  if (q.clues_max) sql += " AND clues <= :cmax";
  if (!q.unused_in.empty())
    sql += " AND id NOT IN (SELECT puzzle FROM usage WHERE series = :series)";
  sql += " ORDER BY level, score, key";
  if (q.limit >= 0) sql += " LIMIT " + std::to_string(q.limit);
  auto s = db_.prepare(sql);
  if (!s) return s.status();
  int i = 0;  // the parameters in the order they were added
  if (!q.geometry.empty()) s->bind(++i, std::string_view(q.geometry));
  if (!q.grade.empty()) s->bind(++i, std::string_view(q.grade));
  if (!q.symmetry.empty()) s->bind(++i, std::string_view(q.symmetry));
  if (!q.mask.empty()) s->bind(++i, std::string_view(q.mask));
  if (q.level_min) s->bind(++i, static_cast<int64_t>(*q.level_min));
  if (q.level_max) s->bind(++i, static_cast<int64_t>(*q.level_max));
  if (q.score_min) s->bind(++i, *q.score_min);
  if (q.score_max) s->bind(++i, *q.score_max);
  if (q.er_min) s->bind(++i, *q.er_min);
  if (q.er_max) s->bind(++i, *q.er_max);
  if (q.clues_min) s->bind(++i, static_cast<int64_t>(*q.clues_min));
  if (q.clues_max) s->bind(++i, static_cast<int64_t>(*q.clues_max));
  if (!q.unused_in.empty()) s->bind(++i, std::string_view(q.unused_in));
  return read_rows(*s);
}

core::StatusOr<std::vector<BankPuzzle>> Bank::all() {
  auto s = db_.prepare("SELECT " + std::string(kColumns) + " FROM puzzles ORDER BY key");
  if (!s) return s.status();
  return read_rows(*s);
}

core::StatusOr<std::optional<BankPuzzle>> Bank::find(const std::string& key) {
  auto s = db_.prepare("SELECT " + std::string(kColumns) + " FROM puzzles WHERE key = ?1");
  if (!s) return s.status();
  s->bind(1, std::string_view(key));
  auto rows = read_rows(*s);
  if (!rows) return rows.status();
  if (rows->empty()) return std::optional<BankPuzzle>();
  return std::optional<BankPuzzle>(std::move(rows->front()));
}

core::StatusOr<BankStats> Bank::stats() {
  BankStats out;
  auto total = db_.query_int("SELECT count(*) FROM puzzles");
  if (!total) return total.status();
  out.puzzles = *total;
  auto g = db_.prepare(
      "SELECT geometry, level, grade, count(*) FROM puzzles GROUP BY geometry, level, grade "
      "ORDER BY geometry, level, grade");
  if (!g) return g.status();
  for (;;) {
    auto row = g->step();
    if (!row) return row.status();
    if (!*row) break;
    GradeCount c{g->column_text(0), std::nullopt, g->column_text(2), g->column_int(3)};
    if (!g->column_null(1)) c.level = static_cast<int>(g->column_int(1));
    out.per_grade.push_back(std::move(c));
  }
  auto s = db_.prepare(
      "SELECT series, count(DISTINCT volume), count(*) FROM usage GROUP BY series "
      "ORDER BY series");
  if (!s) return s.status();
  for (;;) {
    auto row = s->step();
    if (!row) return row.status();
    if (!*row) break;
    SeriesCount c{s->column_text(0), s->column_int(1), s->column_int(2), 0};
    c.free = out.puzzles - c.used;
    out.series.push_back(std::move(c));
  }
  return out;
}

core::StatusOr<std::optional<int>> Bank::volume_of(const std::string& series, int64_t row) {
  auto s = db_.prepare("SELECT volume FROM usage WHERE series = ?1 AND puzzle = ?2");
  if (!s) return s.status();
  s->bind(1, std::string_view(series)).bind(2, row);
  auto found = s->step();
  if (!found) return found.status();
  if (!*found) return std::optional<int>();
  return std::optional<int>(static_cast<int>(s->column_int(0)));
}

core::Status Bank::reserve(const std::string& series, int volume,
                           const std::vector<std::pair<int64_t, int>>& rows_and_pages,
                           bool replace) {
  auto tx = Transaction::begin(db_);
  if (!tx) return tx.status();
  if (auto st = record_usage(series, volume, rows_and_pages, replace); !st) return st;
  return tx->commit();
}

core::StatusOr<std::vector<BankPuzzle>> Bank::reserve_matching(const BankQuery& q,
                                                               const std::string& series,
                                                               int volume, long count,
                                                               const Deliver& deliver) {
  // The write lock first: a second reserve waits here (up to the busy timeout) and then sees
  // this one's rows as used, instead of picking the same rows and failing on the usage key.
  auto tx = Transaction::begin(db_);
  if (!tx) return tx.status();
  BankQuery mine = q;
  mine.unused_in = series;
  mine.limit = count;
  auto rows = query(mine);
  if (!rows) return rows.status();
  if (static_cast<long>(rows->size()) < count)
    return core::Status::error(db_.path() + ": only " + std::to_string(rows->size()) +
                               " unused puzzles of series '" + series +
                               "' match; nothing reserved");
  std::vector<std::pair<int64_t, int>> use;
  for (size_t i = 0; i < rows->size(); ++i)
    use.emplace_back((*rows)[i].row, static_cast<int>(i + 1));
  if (auto st = record_usage(series, volume, use, false); !st) return st;
  if (auto st = deliver(*rows); !st) return st;  // rolled back: nothing reserved
  if (auto st = tx->commit(); !st) return st;
  return rows;
}

core::Status Bank::record_usage(const std::string& series, int volume,
                                const std::vector<std::pair<int64_t, int>>& rows_and_pages,
                                bool replace) {
  if (replace) {
    auto del = db_.prepare("DELETE FROM usage WHERE series = ?1 AND volume = ?2");
    if (!del) return del.status();
    del->bind(1, std::string_view(series)).bind(2, static_cast<int64_t>(volume));
    if (auto st = del->run(); !st) return st;
  }
  auto owner = db_.prepare("SELECT volume FROM usage WHERE series = ?1 AND puzzle = ?2");
  if (!owner) return owner.status();
  auto insert = db_.prepare(
      "INSERT INTO usage (series, volume, puzzle, page) VALUES (?1, ?2, ?3, ?4) "
      "ON CONFLICT (series, puzzle) DO UPDATE SET page = excluded.page");
  if (!insert) return insert.status();
  for (const auto& [row, page] : rows_and_pages) {
    owner->bind(1, std::string_view(series)).bind(2, row);
    auto found = owner->step();
    if (!found) return found.status();
    const int64_t used_by = *found ? owner->column_int(0) : volume;
    owner->reset();
    if (used_by != volume)
      return core::Status::error(db_.path() + ": puzzle " + std::to_string(row) +
                                 " is already used by volume " + std::to_string(used_by) +
                                 " of series '" + series + "'");
    insert->bind(1, std::string_view(series)).bind(2, static_cast<int64_t>(volume)).bind(3, row);
    if (page > 0) insert->bind(4, static_cast<int64_t>(page));
    if (auto st = insert->run(); !st) return st;
  }
  return core::Status::ok();
}

core::StatusOr<long> Bank::release(const std::string& series, int volume) {
  auto tx = Transaction::begin(db_);
  if (!tx) return tx.status();
  auto del = db_.prepare("DELETE FROM usage WHERE series = ?1 AND volume = ?2");
  if (!del) return del.status();
  del->bind(1, std::string_view(series)).bind(2, static_cast<int64_t>(volume));
  if (auto st = del->run(); !st) return st;
  long freed = static_cast<long>(db_.changes());
  if (auto st = tx->commit(); !st) return st;
  return freed;
}

core::StatusOr<std::vector<BankPuzzle>> Bank::volume(const std::string& series, int volume) {
  std::string sql = "SELECT ";
  for (std::string_view c :
       {"id", "key", "puzzle", "solution", "geometry", "puzzle_id", "level", "grade", "score", "er",
        "codes", "clues", "symmetry", "mask", "source", "created"})
    sql += (sql.size() > 7 ? ", p." : "p.") + std::string(c);
  sql +=
      " FROM usage u JOIN puzzles p ON p.id = u.puzzle WHERE u.series = ?1 AND u.volume = ?2"
      " ORDER BY u.page, p.id";
  auto s = db_.prepare(sql);
  if (!s) return s.status();
  s->bind(1, std::string_view(series)).bind(2, static_cast<int64_t>(volume));
  return read_rows(*s);
}

}  // namespace sudokupress::bank
