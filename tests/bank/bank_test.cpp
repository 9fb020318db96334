// SPDX-License-Identifier: GPL-3.0-or-later
#include "bank/bank.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "bank/sqlite.hpp"
#include "core/format.hpp"
#include "core/transform.hpp"
#include "grade/grade.hpp"
#include "publish/bank_record.hpp"
#include "solve/exact.hpp"

namespace sudokupress::bank {
namespace {

constexpr const char* kTv1 =
    "409701003005400200060503040078614900000958400954372186013840020042100308890235014";
constexpr const char* kTv2 =
    "200080010001902000450061020004000089060070000710000060040107008000009500070020034";

core::Puzzle parse(const std::string& line) {
  auto r = core::read_puzzles(line, "test");
  EXPECT_TRUE(r.is_ok());
  return *r->items.at(0).puzzle;
}

class BankTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("sp_bank_test_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    path_ = (dir_ / "bank.db").string();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  BankPuzzle row(const std::string& line, grade::Grader* grader = nullptr) {
    core::Puzzle p = parse(line);
    auto solver = solve::make_solver(p.geo());
    auto r = publish::make_row(p, publish::facts_from_fields(p.fields), *solver, grader);
    EXPECT_TRUE(r.is_ok()) << r.status().message();
    r->source = "test";
    r->created = 42;
    return *r;
  }

  std::filesystem::path dir_;
  std::string path_;
};

TEST_F(BankTest, OpenCreatesTheSchemaInWalMode) {
  auto bank = Bank::open(path_);
  ASSERT_TRUE(bank.is_ok()) << bank.status().message();
  EXPECT_EQ(bank->schema_version(), kSchemaVersion);
  auto mode = bank->db().prepare("PRAGMA journal_mode");
  ASSERT_TRUE(mode.is_ok());
  ASSERT_TRUE(*mode->step());
  EXPECT_EQ(mode->column_text(0), "wal");
  auto again = Bank::open(path_);  // reopening migrates nothing
  ASSERT_TRUE(again.is_ok());
  EXPECT_EQ(again->schema_version(), kSchemaVersion);
}

TEST_F(BankTest, MigratesAVersionOneBankAndKeepsItsRows) {
  {
    auto db = Database::open(path_, 1000);
    ASSERT_TRUE(db.is_ok());
    // A bank as version 1 wrote it: the tables, no indexes.
    ASSERT_TRUE(
        db->exec("CREATE TABLE puzzles (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE,"
                 " puzzle TEXT NOT NULL, solution TEXT NOT NULL, geometry TEXT NOT NULL,"
                 " puzzle_id TEXT, level INTEGER, grade TEXT, score REAL, er REAL,"
                 " codes TEXT, clues INTEGER NOT NULL, symmetry TEXT, mask TEXT,"
                 " source TEXT, created INTEGER NOT NULL);"
                 "CREATE TABLE usage (series TEXT NOT NULL, volume INTEGER NOT NULL,"
                 " puzzle INTEGER NOT NULL REFERENCES puzzles(id), page INTEGER,"
                 " PRIMARY KEY (series, puzzle));"
                 "INSERT INTO puzzles (key, puzzle, solution, geometry, clues, created)"
                 " VALUES ('k', 'p', 's', '9x9', 30, 1);"
                 "PRAGMA user_version = 1;"));
  }
  auto bank = Bank::open(path_);
  ASSERT_TRUE(bank.is_ok()) << bank.status().message();
  EXPECT_EQ(bank->schema_version(), 2);
  EXPECT_EQ(*bank->db().query_int("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND "
                                  "name IN ('puzzles_by_level', 'usage_by_volume')"),
            2);
  EXPECT_EQ(*bank->db().query_int("SELECT count(*) FROM puzzles"), 1);
}

TEST_F(BankTest, RefusesANewerSchema) {
  {
    auto db = Database::open(path_, 1000);
    ASSERT_TRUE(db.is_ok());
    ASSERT_TRUE(db->exec("PRAGMA user_version = 99"));
  }
  auto bank = Bank::open(path_);
  ASSERT_FALSE(bank.is_ok());
  EXPECT_NE(bank.status().message().find("newer than this program"), std::string::npos);
}

TEST_F(BankTest, SkipsDuplicatesAndEquivalents) {
  auto bank = Bank::open(path_);
  ASSERT_TRUE(bank.is_ok());
  core::Puzzle p = parse(kTv1);
  auto moved = core::apply_transform(p, "rot90");
  ASSERT_TRUE(moved.is_ok());
  moved = core::apply_transform(*moved, "relabel:912345678");
  ASSERT_TRUE(moved.is_ok());
  const std::string moved_line = core::write_puzzle(*moved, core::Format::kLine);
  ASSERT_NE(moved_line, core::write_puzzle(p, core::Format::kLine));
  auto counts = bank->add({row(kTv1), row(kTv2), row(kTv1), row(moved_line)});
  ASSERT_TRUE(counts.is_ok()) << counts.status().message();
  EXPECT_EQ(counts->added, 2);
  EXPECT_EQ(counts->duplicates, 1);
  EXPECT_EQ(counts->equivalents, 1);
  auto again = bank->add({row(moved_line)});
  ASSERT_TRUE(again.is_ok());
  EXPECT_EQ(again->equivalents, 1);
  EXPECT_EQ(bank->stats()->puzzles, 2);
}

TEST_F(BankTest, RowsCarrySolutionKeyAndGradeFromGenerateOutput) {
  grade::Grader grader;
  BankPuzzle given = row(std::string(kTv2) + "\tsp1_9x9_yrot180_s7\t24\t2\tHard\t2315.00");
  EXPECT_EQ(given.id, "sp1_9x9_yrot180_s7");
  EXPECT_EQ(given.level, 2);
  EXPECT_EQ(given.grade, "Hard");
  EXPECT_DOUBLE_EQ(*given.score, 2315.0);
  EXPECT_EQ(given.symmetry, "rot180");
  EXPECT_EQ(given.solution,
            "297583416631942857458761923524316789869275341713894265342157698186439572975628134");
  EXPECT_EQ(given.key.rfind("9x9:", 0), 0u);
  EXPECT_FALSE(given.er.has_value());
  BankPuzzle graded = row(kTv2, &grader);  // bare puzzle: graded here
  ASSERT_TRUE(graded.level.has_value());
  EXPECT_FALSE(graded.codes.empty());
  EXPECT_EQ(graded.key, given.key);
  BankPuzzle ungraded = row(kTv2);
  EXPECT_FALSE(ungraded.level.has_value());
}

TEST_F(BankTest, RefusesPuzzlesWithoutOneSolution) {
  core::Puzzle p = parse(std::string(81, '.'));
  auto solver = solve::make_solver(p.geo());
  auto r = publish::make_row(p, {}, *solver, nullptr);
  ASSERT_FALSE(r.is_ok());
  EXPECT_EQ(r.status().message(), "more than one solution");
}

TEST_F(BankTest, QueryFiltersAndOrdersDeterministically) {
  auto bank = Bank::open(path_);
  ASSERT_TRUE(bank.is_ok());
  grade::Grader grader;
  ASSERT_TRUE(bank->add({row(kTv1, &grader), row(kTv2, &grader)}).is_ok());
  BankQuery all;
  auto rows = bank->query(all);
  ASSERT_TRUE(rows.is_ok());
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_LE(*(*rows)[0].level, *(*rows)[1].level);
  BankQuery few;
  few.clues_max = (*rows)[0].clues < (*rows)[1].clues ? (*rows)[0].clues : (*rows)[1].clues;
  few.clues_min = few.clues_max;
  EXPECT_EQ(bank->query(few)->size(), 1u);
  BankQuery one;
  one.limit = 1;
  EXPECT_EQ(bank->query(one)->front().key, (*rows)[0].key);
  BankQuery rated;
  rated.er_min = 1.0;
  EXPECT_TRUE(bank->query(rated)->empty());  // er is NULL until a rater fills it
}

TEST_F(BankTest, ReserveIsOncePerSeriesAndReleaseUndoesAVolume) {
  auto bank = Bank::open(path_);
  ASSERT_TRUE(bank.is_ok());
  ASSERT_TRUE(bank->add({row(kTv1), row(kTv2)}).is_ok());
  auto rows = bank->query({});
  ASSERT_EQ(rows->size(), 2u);
  const int64_t a = (*rows)[0].row, b = (*rows)[1].row;
  ASSERT_TRUE(bank->reserve("weekly", 1, {{a, 3}}).is_ok());
  ASSERT_TRUE(bank->reserve("weekly", 1, {{a, 3}}).is_ok());  // again: its own puzzle
  ASSERT_TRUE(bank->reserve("daily", 7, {{a, 1}}).is_ok());   // another series may reuse it
  auto clash = bank->reserve("weekly", 2, {{b, 1}, {a, 2}});
  ASSERT_FALSE(clash.is_ok());
  EXPECT_NE(clash.message().find("already used by volume 1"), std::string::npos);
  EXPECT_TRUE(bank->volume("weekly", 2)->empty());  // all or nothing: b was not recorded
  BankQuery unused;
  unused.unused_in = "weekly";
  ASSERT_EQ(bank->query(unused)->size(), 1u);
  EXPECT_EQ(bank->query(unused)->front().row, b);
  auto stats = bank->stats();
  ASSERT_EQ(stats->series.size(), 2u);
  EXPECT_EQ(stats->series[1].series, "weekly");
  EXPECT_EQ(stats->series[1].used, 1);
  EXPECT_EQ(stats->series[1].free, 1);
  EXPECT_EQ(*bank->release("weekly", 1), 1);
  EXPECT_EQ(bank->query(unused)->size(), 2u);
  EXPECT_TRUE(bank->reserve("weekly", 2, {{b, 1}, {a, 2}}).is_ok());
  auto vol = bank->volume("weekly", 2);
  ASSERT_EQ(vol->size(), 2u);
  EXPECT_EQ((*vol)[0].row, b);  // page order
}

TEST_F(BankTest, CreationTimeFollowsSourceDateEpoch) {
  ::setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
  EXPECT_EQ(creation_time(), 1700000000);
  ::unsetenv("SOURCE_DATE_EPOCH");
  EXPECT_GT(creation_time(), 1700000000);
}

}  // namespace
}  // namespace sudokupress::bank
