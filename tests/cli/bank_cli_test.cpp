// SPDX-License-Identifier: GPL-3.0-or-later
// CLI tests for `sudokupress bank`: add, query, stats, reserve, release; kill -9 during add;
// two processes adding at once.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bank/bank.hpp"
#include "cli/cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using sudokupress::testing::run_cli;
using sudokupress::testing::shell_quote;
using sudokupress::testing::TempDirTest;

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string l;
  while (std::getline(ss, l))
    if (!l.empty()) out.push_back(l);
  return out;
}

std::string first_field(const std::string& line) { return line.substr(0, line.find('\t')); }

class BankCliTest : public TempDirTest {
 protected:
  BankCliTest() : TempDirTest("sp_bank_cli") {}
  void SetUp() override {
    TempDirTest::SetUp();
    db_ = (dir_ / "bank.db").string();
  }
  std::string q(const std::string& name) const { return shell_quote(path(name)); }
  // `generate` output into a file; returns its lines.
  std::vector<std::string> generate(const std::string& file, int n, int seed,
                                    const std::string& format = "tsv") {
    auto r = run_cli("generate -n " + std::to_string(n) + " --seed " + std::to_string(seed) +
                     " --format " + format + " -q");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::ofstream(path(file)) << r.out;
    return lines(r.out);
  }
  long count(const std::string& sql = "SELECT count(*) FROM puzzles") {
    auto bank = sudokupress::bank::Bank::open(db_);
    EXPECT_TRUE(bank.is_ok());
    return static_cast<long>(*bank->db().query_int(sql));
  }

  std::string db_;
};

TEST_F(BankCliTest, AddCountsDuplicatesAndEquivalents) {
  auto made = generate("a.tsv", 40, 11);
  ASSERT_EQ(made.size(), 40u);
  auto r = run_cli("bank add " + shell_quote(db_) + " " + q("a.tsv"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("40 added, 0 duplicates and 0 equivalents skipped"), std::string::npos)
      << r.err;
  // The same puzzles again, and rotated and relabelled copies of them (transform output).
  auto t = run_cli("transform --op rot90 --op relabel:912345678 " + q("a.tsv"));
  ASSERT_EQ(t.exit_code, 0) << t.err;
  std::ofstream(path("moved.txt")) << t.out;
  r = run_cli("bank add " + shell_quote(db_) + " " + q("a.tsv") + " " + q("moved.txt"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("0 added, 40 duplicates and 40 equivalents skipped"), std::string::npos)
      << r.err;
  EXPECT_EQ(count(), 40);
  EXPECT_EQ(count("PRAGMA integrity_check"), 0);  // "ok" reads as 0
}

TEST_F(BankCliTest, QueryFiltersInDeterministicOrder) {
  generate("a.tsv", 30, 21);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("a.tsv")).exit_code, 0);
  auto all = run_cli("bank query " + shell_quote(db_));
  ASSERT_EQ(all.exit_code, 0) << all.err;
  auto rows = lines(all.out);
  ASSERT_EQ(rows.size(), 30u);
  auto again = run_cli("bank query " + shell_quote(db_) + " -n 5 --format line");
  auto five = lines(again.out);
  ASSERT_EQ(five.size(), 5u);
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(five[i], first_field(rows[i]));
  auto easy = run_cli("bank query " + shell_quote(db_) + " --level 0 --clues 20..40");
  for (const auto& l : lines(easy.out)) EXPECT_NE(l.find("\t0\tEasy\t"), std::string::npos) << l;
  auto json = run_cli("bank query " + shell_quote(db_) + " -n 1 --format json");
  // The bank grades on the one scale: a classic 9x9 gets its ER.
  EXPECT_EQ(json.out.find("\"er\":null"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"er\":"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"solution\":\""), std::string::npos);
  auto bad = run_cli("bank query " + shell_quote(db_) + " --score x..y");
  EXPECT_EQ(bad.exit_code, 64);
  EXPECT_NE(bad.err.find("--score wants A..B"), std::string::npos) << bad.err;
  EXPECT_EQ(run_cli("bank query " + shell_quote(db_) + " --unused-inn x").exit_code, 64);
}

TEST_F(BankCliTest, ReserveReleaseAndStats) {
  generate("a.tsv", 20, 31);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("a.tsv")).exit_code, 0);
  auto v1 = run_cli("bank reserve " + shell_quote(db_) + " --series S --volume 1 -n 8");
  ASSERT_EQ(v1.exit_code, 0) << v1.err;
  auto v2 = run_cli("bank reserve " + shell_quote(db_) + " --series S --volume 2 -n 8");
  ASSERT_EQ(v2.exit_code, 0) << v2.err;
  std::set<std::string> one, two;
  for (auto& l : lines(v1.out)) one.insert(first_field(l));
  for (auto& l : lines(v2.out)) two.insert(first_field(l));
  ASSERT_EQ(one.size(), 8u);
  ASSERT_EQ(two.size(), 8u);
  for (auto& p : one) EXPECT_EQ(two.count(p), 0u) << p;
  auto short_of = run_cli("bank reserve " + shell_quote(db_) + " --series S --volume 3 -n 5");
  EXPECT_EQ(short_of.exit_code, 1);
  EXPECT_NE(short_of.err.find("only 4 unused puzzles"), std::string::npos) << short_of.err;
  auto stats = run_cli("bank stats " + shell_quote(db_));
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  EXPECT_NE(stats.out.find("puzzles\t20\n"), std::string::npos) << stats.out;
  EXPECT_NE(stats.out.find("S\t2\t16\t4\n"), std::string::npos) << stats.out;
  auto rel = run_cli("bank release " + shell_quote(db_) + " --series S --volume 1");
  ASSERT_EQ(rel.exit_code, 0) << rel.err;
  EXPECT_NE(rel.err.find("8 puzzles of volume 1"), std::string::npos) << rel.err;
  stats = run_cli("bank stats " + shell_quote(db_));
  EXPECT_NE(stats.out.find("S\t1\t8\t12\n"), std::string::npos) << stats.out;
}

// A bank is a file anyone can edit: a puzzle, grade or series holding LF or TAB must not split
// a record of query, reserve or stats into two (a forged record) but come out escaped.
TEST_F(BankCliTest, AlteredRowsCannotForgeRecords) {
  generate("a.tsv", 3, 41);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("a.tsv")).exit_code, 0);
  {
    auto bank = sudokupress::bank::Bank::open(db_);
    ASSERT_TRUE(bank.is_ok());
    ASSERT_TRUE(bank->db()
                    .exec("UPDATE puzzles SET puzzle = puzzle || char(10) || 'forged' || "
                          "char(9) || 'line', grade = 'Easy' || char(10) || 'x'")
                    .is_ok());
  }
  for (const char* format : {"tsv", "line"}) {
    auto r = run_cli("bank query " + shell_quote(db_) + " -n 3 --format " + format);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_EQ(lines(r.out).size(), 3u) << r.out;
    EXPECT_NE(r.out.find("\\nforged\\tline"), std::string::npos) << r.out;
  }
  auto res = run_cli("bank reserve " + shell_quote(db_) + " --series " +
                     shell_quote("S\nforged\t9") + " --volume 1 -n 2");
  ASSERT_EQ(res.exit_code, 0) << res.err;
  EXPECT_EQ(lines(res.out).size(), 2u) << res.out;
  auto stats = run_cli("bank stats " + shell_quote(db_));
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  EXPECT_NE(stats.out.find("S\\nforged\\t9\t1\t2\t1\n"), std::string::npos) << stats.out;
  EXPECT_NE(stats.out.find("\tEasy\\nx\t"), std::string::npos) << stats.out;
}

TEST_F(BankCliTest, BadRecordsAreReportedAndTheRestAdded) {
  std::ofstream(path("mixed.txt"))
      << "409701003005400200060503040078614900000958400954372186013840020042100308890235014\n"
      << std::string(81, '.') << "\n"
      << "12345\n";
  auto r = run_cli("bank add " + shell_quote(db_) + " " + q("mixed.txt"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("mixed.txt:2: more than one solution"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("mixed.txt:3:"), std::string::npos) << r.err;
  EXPECT_EQ(count(), 1);
  EXPECT_EQ(count("SELECT count(*) FROM puzzles WHERE level IS NOT NULL AND codes IS NOT NULL"),
            1);  // a bare puzzle is graded
  auto no_db = run_cli("bank add " + q("no/such/dir/bank.db") + " " + q("mixed.txt"));
  EXPECT_EQ(no_db.exit_code, 1);
  EXPECT_NE(no_db.err.find("cannot open the bank"), std::string::npos) << no_db.err;
}

// kill -9 in the middle of an import: the bank stays consistent and holds exactly the batches
// committed before the kill (a prefix of the input, whole batches); adding again completes it.
// The import reads big.txt, then its standard input, a pipe the test never writes to: it cannot
// finish before the kill however fast it runs or however slowly the test polls (a fixed wait
// lost that race on a busy machine), and the 15 rows after big.txt's last whole batch of 25 are
// never committed.
TEST_F(BankCliTest, KillDuringAddLeavesCommittedBatches) {
  constexpr long kTotal = 1490;  // 59 whole batches and 15 rows
  auto made = generate("big.txt", static_cast<int>(kTotal), 41, "line");
  ASSERT_EQ(made.size(), static_cast<size_t>(kTotal));
  int pipe_fds[2];
  ASSERT_EQ(::pipe(pipe_fds), 0);
  pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(pipe_fds[0], 0);
    ::close(pipe_fds[0]);
    ::close(pipe_fds[1]);
    ::execl(SP_CLI_PATH, SP_CLI_PATH, "bank", "add", "-q", db_.c_str(), path("big.txt").c_str(),
            "-", "--batch", "25", "--threads", "1", "--no-grade", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(pipe_fds[0]);
  // Wait until a few batches are in, then kill.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  long seen = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (fs::exists(db_) && (seen = count()) >= 75) break;
  }
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  ::close(pipe_fds[1]);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the import ended before the kill (" << seen << ")";
  auto bank = sudokupress::bank::Bank::open(db_);
  ASSERT_TRUE(bank.is_ok());
  auto check = bank->db().prepare("PRAGMA integrity_check");
  ASSERT_TRUE(check.is_ok());
  ASSERT_TRUE(*check->step());
  EXPECT_EQ(check->column_text(0), "ok");
  auto rows = bank->query({});
  const long n = static_cast<long>(rows->size());
  EXPECT_GE(n, seen);
  EXPECT_GE(n, 75);
  EXPECT_LT(n, kTotal);
  EXPECT_EQ(n % 25, 0) << "a partial batch is visible";
  std::set<std::string> stored;
  for (const auto& r : *rows) stored.insert(r.puzzle);
  for (long i = 0; i < n; ++i) EXPECT_EQ(stored.count(made[static_cast<size_t>(i)]), 1u) << i;
  auto again = run_cli("bank add " + shell_quote(db_) + " " + q("big.txt") + " --no-grade");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(
      again.err.find(std::to_string(kTotal - n) + " added, " + std::to_string(n) + " duplicates"),
      std::string::npos)
      << again.err;
}

// reserve prints its puzzles inside the transaction and commits only once they are written:
// a full disk or a reader that is gone (SIGPIPE) leaves nothing reserved.
TEST_F(BankCliTest, ReserveCommitsOnlyAfterItsOutputIsWritten) {
  generate("a.tsv", 20, 41);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("a.tsv")).exit_code, 0);
  const std::string reserve = "bank reserve " + shell_quote(db_) + " --series S --volume 1 -n 5";
  int status =
      std::system((shell_quote(SP_CLI_PATH) + " " + reserve + " >/dev/full 2>" + q("err")).c_str());
  EXPECT_EQ(WEXITSTATUS(status), 1);
  EXPECT_EQ(count("SELECT count(*) FROM usage"), 0);
  // Standard output is a pipe whose reader has already closed it.
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  ::close(fds[0]);
  pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::signal(SIGPIPE, SIG_DFL);
    ::dup2(fds[1], STDOUT_FILENO);
    ::execl("/bin/sh", "sh", "-c",
            (shell_quote(SP_CLI_PATH) + " " + reserve + " 2>/dev/null").c_str(),
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(fds[1]);
  int wstatus = 0;
  ASSERT_EQ(::waitpid(pid, &wstatus, 0), pid);
  EXPECT_TRUE((WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGPIPE) ||
              (WIFEXITED(wstatus) && WEXITSTATUS(wstatus) != 0))
      << wstatus;
  EXPECT_EQ(count("SELECT count(*) FROM usage"), 0);
  auto ok = run_cli(reserve);
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_EQ(lines(ok.out).size(), 5u);
  EXPECT_EQ(count("SELECT count(*) FROM usage"), 5);
}

// Two volumes reserving at once: both succeed every round (the second waits for the first's
// write transaction, then takes other puzzles), never a spurious "already used".
TEST_F(BankCliTest, TwoReservesAtOnceBothSucceed) {
  constexpr int kRounds = 20, kEach = 4;
  generate("a.tsv", 2 * kRounds * kEach, 51);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("a.tsv")).exit_code, 0);
  for (int round = 0; round < kRounds; ++round) {
    auto cmd = [&](int volume) {
      return shell_quote(SP_CLI_PATH) + " bank reserve -q " + shell_quote(db_) +
             " --series S --volume " + std::to_string(volume) + " -n " + std::to_string(kEach) +
             " --format line > " + q("v" + std::to_string(volume));
    };
    std::string both = "( " + cmd(2 * round) + " & p1=$!; " + cmd(2 * round + 1) +
                       " & p2=$!; wait $p1 && wait $p2 ) 2> " + q("err");
    int status = std::system(("bash -c " + shell_quote(both)).c_str());
    std::ifstream err(path("err"));
    std::stringstream es;
    es << err.rdbuf();
    ASSERT_EQ(WEXITSTATUS(status), 0) << "round " << round << ": " << es.str();
  }
  EXPECT_EQ(count("SELECT count(*) FROM usage"), 2 * kRounds * kEach);
  EXPECT_EQ(count("SELECT count(DISTINCT volume) FROM usage"), 2 * kRounds);
  EXPECT_EQ(count("PRAGMA integrity_check"), 0);
}

// The bank path is a file name: never an SQLite URI nor :memory:; read-only subcommands never
// create a bank.
TEST_F(BankCliTest, BankPathsArePlainFilesAndReadersCreateNothing) {
  generate("a.tsv", 3, 61);
  const std::string uri = "file:b.db?mode=memory";
  auto r = run_cli("bank add -q " + shell_quote(path(uri)) + " " + q("a.tsv"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_regular_file(path(uri)));
  // Relative names, from the test folder: SQLite would read them as a URI and a memory database.
  for (const std::string name : {"file:c.db?mode=memory", ":memory:"}) {
    std::string cmd = "cd " + shell_quote(dir_.string()) + " && " + shell_quote(SP_CLI_PATH) +
                      " bank add -q " + shell_quote(name) + " a.tsv 2>" + q("err");
    EXPECT_EQ(WEXITSTATUS(std::system(cmd.c_str())), 0) << name;
    EXPECT_TRUE(fs::is_regular_file(path(name))) << name;
    auto again = run_cli("bank query " + shell_quote(path(name)) + " --format line");
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(lines(again.out).size(), 3u) << name;
  }
  for (const char* sub : {"query", "stats"}) {
    auto q2 = run_cli(std::string("bank ") + sub + " " + q("typo.db"));
    EXPECT_EQ(q2.exit_code, 1) << sub;
    EXPECT_NE(q2.err.find("typo.db: no such bank"), std::string::npos) << q2.err;
  }
  auto rel = run_cli("bank release " + q("typo.db") + " --series S --volume 1");
  EXPECT_EQ(rel.exit_code, 1);
  auto res = run_cli("bank reserve " + q("typo.db") + " --series S --volume 1 -n 1");
  EXPECT_EQ(res.exit_code, 1);
  EXPECT_FALSE(fs::exists(path("typo.db")));
}

TEST_F(BankCliTest, TwoProcessesAddAtOnce) {
  generate("a.txt", 300, 1000, "line");  // seeds 1000..1299 and 5000..5299: no overlap
  generate("b.txt", 300, 5000, "line");
  std::string cmd =
      shell_quote(SP_CLI_PATH) + " bank add -q --no-grade --batch 10 " + shell_quote(db_) + " ";
  std::string both = "( " + cmd + q("a.txt") + " & p1=$!; " + cmd + q("b.txt") +
                     " & p2=$!; wait $p1 && wait $p2 ) 2> " + q("err");
  int status = std::system(("bash -c " + shell_quote(both)).c_str());
  std::ifstream err(path("err"));
  std::stringstream es;
  es << err.rdbuf();
  ASSERT_EQ(WEXITSTATUS(status), 0) << es.str();
  EXPECT_EQ(count(), 600);
  EXPECT_EQ(count("PRAGMA integrity_check"), 0);
}

}  // namespace

namespace {

std::string series_manifest(int volume) {
  return "[book]\ntitle = \"Weekly\"\nseed = " + std::to_string(100 + volume) +
         "\nbank = \"bank.db\"\nseries = \"Weekly\"\nvolume = " + std::to_string(volume) +
         "\n[front]\ntitle_page = false\nhow_to_play = false\ncontents = false\n"
         "[[section]]\nheading = \"Puzzles\"\ncount = 8\nper_page = 4\n"
         "[solutions]\nper_page = 12\n";
}

std::vector<std::string> report_puzzles(const std::string& report) {
  std::vector<std::string> out;
  auto rows = lines(report);
  for (size_t i = 1; i < rows.size(); ++i) out.push_back(rows[i].substr(rows[i].rfind('\t') + 1));
  return out;
}

}  // namespace

// Two volumes of a series from one bank share no equivalent puzzle; the bank's puzzles come
// first; a rebuilt volume is byte-identical; usage is recorded only with the PDF written.
TEST_F(BankCliTest, VolumesOfASeriesShareNoEquivalentPuzzle) {
  generate("stock.tsv", 12, 61);
  ASSERT_EQ(run_cli("bank add -q " + shell_quote(db_) + " " + q("stock.tsv")).exit_code, 0);
  ::setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
  auto build = [&](int volume, const std::string& out) {
    std::ofstream(path("book" + std::to_string(volume) + ".toml")) << series_manifest(volume);
    return run_cli("book " + q("book" + std::to_string(volume) + ".toml") + " -o " + q(out) +
                   " --report " + q(out + ".tsv") + " --threads 1");
  };
  auto v1 = build(1, "v1.pdf");
  ASSERT_EQ(v1.exit_code, 0) << v1.err;
  EXPECT_NE(v1.err.find("8 of 8 puzzles from the bank"), std::string::npos) << v1.err;
  auto v2 = build(2, "v2.pdf");
  ASSERT_EQ(v2.exit_code, 0) << v2.err;
  EXPECT_NE(v2.err.find("4 of 8 puzzles from the bank"), std::string::npos) << v2.err;
  EXPECT_EQ(count(), 16);  // the 4 generated puzzles were added
  EXPECT_EQ(count("SELECT count(*) FROM usage WHERE series = 'Weekly'"), 16);
  EXPECT_EQ(count("SELECT count(*) FROM usage WHERE volume = 1 AND page > 0"), 8);
  // No equivalent puzzle in both volumes: their canonical forms are disjoint.
  std::string both;
  for (const char* r : {"v1.pdf.tsv", "v2.pdf.tsv"}) {
    std::ifstream in(path(r));
    std::stringstream ss;
    ss << in.rdbuf();
    for (const auto& p : report_puzzles(ss.str())) both += p + "\n";
  }
  auto canon = run_cli("transform --op canonical", both);
  ASSERT_EQ(canon.exit_code, 0) << canon.err;
  auto keys = lines(canon.out);
  ASSERT_EQ(keys.size(), 16u);
  EXPECT_EQ(std::set<std::string>(keys.begin(), keys.end()).size(), 16u);
  // A rebuild of volume 1 takes its own puzzles again: the same bytes.
  auto again = build(1, "v1-again.pdf");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(std::system(("cmp -s " + q("v1.pdf") + " " + q("v1-again.pdf")).c_str()), 0);
  // A third volume with nothing left in the bank generates all of its puzzles.
  auto v3 = build(3, "v3.pdf");
  ASSERT_EQ(v3.exit_code, 0) << v3.err;
  EXPECT_NE(v3.err.find("0 of 8 puzzles from the bank"), std::string::npos) << v3.err;
  // A build that fails writes nothing and records nothing.
  std::ofstream(path("book4.toml")) << series_manifest(4);
  auto failed = run_cli("book " + q("book4.toml") + " -o " + q("no/such/dir/v4.pdf"));
  EXPECT_NE(failed.exit_code, 0);
  EXPECT_EQ(count("SELECT count(*) FROM usage WHERE volume = 4"), 0);
  ::unsetenv("SOURCE_DATE_EPOCH");
}

TEST(GenerateShardTest, ShardsConcatenateToTheUnshardedBatch) {
  auto whole = run_cli("generate -q -n 10 --seed 3 --format tsv");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  std::string joined;
  for (int i = 1; i <= 3; ++i) {
    auto part =
        run_cli("generate -q -n 10 --seed 3 --format tsv --shard " + std::to_string(i) + "/3");
    ASSERT_EQ(part.exit_code, 0) << part.err;
    EXPECT_EQ(lines(part.out).size(), i == 3 ? 4u : 3u);
    joined += part.out;
  }
  EXPECT_EQ(joined, whole.out);
  EXPECT_EQ(run_cli("generate -q -n 10 --seed 3 --shard 4/3").exit_code, 64);
  EXPECT_EQ(run_cli("generate -q -n 10 --seed 3 --shard x").exit_code, 64);
  auto no_seed = run_cli("generate -q -n 10 --shard 1/2");
  EXPECT_EQ(no_seed.exit_code, 64);
  EXPECT_NE(no_seed.err.find("--shard needs --seed"), std::string::npos) << no_seed.err;
  EXPECT_EQ(run_cli("generate -q -n 10 --seed 3 --distinct --shard 1/2").exit_code, 64);
}
