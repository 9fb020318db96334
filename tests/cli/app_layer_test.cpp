// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI application layer: exit-code map, suggestions, JSON writer, ordered runner, output
// files (-o rules) and the behaviour every command shares (checked through the binary).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cli/app.hpp"
#include "cli/json.hpp"
#include "cli/ordered_runner.hpp"
#include "cli/output.hpp"
#include "cli/suggest.hpp"
#include "cli_support.hpp"
#include "core/file_access.hpp"
#include "core/format.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;
using cli::OutputFiles;

const std::string kPuzzle =
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000";

class AppLayerTest : public TempDirTest {
 protected:
  AppLayerTest() : TempDirTest("sp_app") {}
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir_)) out.push_back(e.path().filename());
    std::sort(out.begin(), out.end());
    return out;
  }
};

TEST(ExitCodes, OneMapFromStatusCodes) {
  using core::StatusCode;
  EXPECT_EQ(cli::exit_code_for(StatusCode::kOk), 0);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kUsage), 64);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kBadInput), 2);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kIo), 1);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kResource), 1);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kInternal), 1);
  EXPECT_EQ(cli::exit_code_for(StatusCode::kFailure), 1);
  core::Status s = core::Status::error("x");
  EXPECT_EQ(s.code(), StatusCode::kFailure);
  EXPECT_EQ(s.with_context("f:1").code(), StatusCode::kFailure);
  EXPECT_EQ(s.with_code(StatusCode::kIo).with_context("f").message(), "f: x");
  EXPECT_EQ(cli::as_usage(s).code(), StatusCode::kUsage);
  EXPECT_TRUE(core::Status::ok().with_code(StatusCode::kIo).is_ok());
}

TEST(Suggest, ClosestNameWithinReach) {
  EXPECT_EQ(cli::closest_name("solv", {"solve", "grade", "stats"}), "solve");
  EXPECT_EQ(cli::closest_name("--formt", {"--format", "--threads"}), "--format");
  EXPECT_EQ(cli::closest_name("--thread", {"--format", "--threads"}), "--threads");
  EXPECT_EQ(cli::closest_name("xyzzy", {"solve", "grade"}), "");
  EXPECT_EQ(cli::edit_distance("ab", "ba"), 1);
}

TEST(Json, ObjectsInOrderWithEscapes) {
  std::string s = cli::JsonObject()
                      .add("a", "x\"y\n")
                      .add("n", 3)
                      .add("b", false)
                      .add("l", std::vector<int>{1, 2})
                      .raw("s", cli::format_number(2.5, 2))
                      .merge("{\"m\":1}")
                      .str();
  EXPECT_EQ(s, "{\"a\":\"x\\\"y\\n\",\"n\":3,\"b\":false,\"l\":[1,2],\"s\":2.50,\"m\":1}");
  EXPECT_EQ(cli::JsonObject().str(), "{}");
}

TEST(OrderedRunner, EmitsInOrderWithBoundedWindowAndStops) {
  const size_t n = 500;
  std::vector<size_t> emitted;
  std::atomic<long> in_flight{0}, max_ahead{0};
  size_t last_emitted = 0;
  std::mutex mu;
  auto work = [&](size_t i, int) {
    {
      std::lock_guard<std::mutex> lock(mu);
      long ahead = static_cast<long>(i) - static_cast<long>(last_emitted);
      if (ahead > max_ahead) max_ahead = ahead;
    }
    if (i % 7 == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
    ++in_flight;
  };
  auto emit = [&](size_t i) {
    std::lock_guard<std::mutex> lock(mu);
    emitted.push_back(i);
    last_emitted = i;
    return core::Status::ok();
  };
  ASSERT_TRUE(cli::run_ordered(n, 4, 16, work, emit).is_ok());
  ASSERT_EQ(emitted.size(), n);
  for (size_t i = 0; i < n; ++i) EXPECT_EQ(emitted[i], i);
  EXPECT_LE(max_ahead, 17);
  // An error from emit stops the run and is returned.
  size_t count = 0;
  core::Status st = cli::run_ordered(
      n, 3, 8, [](size_t, int) {},
      [&](size_t i) { return ++count, i == 10 ? cli::io_error("stop") : core::Status::ok(); });
  EXPECT_EQ(st.code(), core::StatusCode::kIo);
  EXPECT_EQ(count, 11u);
}

TEST_F(AppLayerTest, OutputFilesReplaceRegularFilesAtomicallyAndKeepSymlinks) {
  write("target.txt", "old");
  fs::create_symlink(path("target.txt"), path("link.txt"));
  OutputFiles files;
  files.add(path("link.txt"), "new");
  files.add(path("fresh.txt"), "fresh");
  ASSERT_TRUE(files.commit().is_ok());
  EXPECT_TRUE(fs::is_symlink(path("link.txt")));
  EXPECT_EQ(slurp(path("target.txt")), "new");
  EXPECT_EQ(slurp(path("fresh.txt")), "fresh");
  EXPECT_EQ(names(), (std::vector<std::string>{"fresh.txt", "link.txt", "target.txt"}));
}

TEST_F(AppLayerTest, OutputFilesWriteFifosInPlace) {
  ASSERT_EQ(::mkfifo(path("pipe").c_str(), 0600), 0);
  std::string got;
  std::thread reader([&] { got = slurp(path("pipe")); });
  OutputFiles files;
  files.add(path("pipe"), "through the pipe");
  core::Status st = files.commit();
  reader.join();
  ASSERT_TRUE(st.is_ok()) << st.message();
  EXPECT_EQ(got, "through the pipe");
  EXPECT_TRUE(fs::is_fifo(path("pipe")));
  // A character device is written in place too, never replaced.
  OutputFiles null;
  null.add("/dev/null", "x");
  ASSERT_TRUE(null.commit().is_ok());
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST_F(AppLayerTest, OutputFilesRefuseInputsAndCommitAllOrNothing) {
  std::string in = write("in.txt", "input");
  fs::create_symlink(in, path("alias.txt"));
  OutputFiles files;
  files.protect(in);
  core::Status st = files.check(path("alias.txt"));
  EXPECT_EQ(st.code(), core::StatusCode::kUsage);
  EXPECT_NE(st.message().find("is an input"), std::string::npos) << st.message();
  files.add(path("alias.txt"), "overwritten");
  EXPECT_FALSE(files.commit().is_ok());
  EXPECT_EQ(slurp(in), "input");
  // The second output cannot be written: the first is not written either.
  OutputFiles pair;
  pair.add(path("a.pdf"), "pdf");
  pair.add(path("no/such/dir/r.tsv"), "report");
  EXPECT_EQ(pair.commit().code(), core::StatusCode::kIo);
  EXPECT_FALSE(fs::exists(path("a.pdf")));
  EXPECT_EQ(names(), (std::vector<std::string>{"alias.txt", "in.txt"}));
}

// Every file the command read (the read set, core/file_access.hpp) is an input, whether or not
// it was protect()ed: through a symlink or a hard link too; the check is made again at commit.
TEST_F(AppLayerTest, OutputFilesRefuseEveryFileTheCommandRead) {
  std::string tpl = write("page.toml", "template");
  fs::create_hard_link(tpl, path("hard.svg"));
  core::ReadSet reads;
  core::ReadScope scope(reads);
  OutputFiles files;
  ASSERT_TRUE(files.check(path("hard.svg")).is_ok());  // not read yet
  ASSERT_TRUE(core::read_file(tpl));
  core::Status st = files.check(path("hard.svg"));
  EXPECT_EQ(st.code(), core::StatusCode::kUsage);
  EXPECT_EQ(st.message(),
            path("hard.svg") + ": is an input (" + tpl + "); refusing to overwrite it");
  files.add(path("fine.svg"), "ok");
  files.add(path("hard.svg"), "overwritten");
  EXPECT_EQ(files.commit().code(), core::StatusCode::kUsage);
  EXPECT_EQ(slurp(tpl), "template");
  EXPECT_FALSE(fs::exists(path("fine.svg")));  // all or nothing
}

TEST_F(AppLayerTest, StaleTempFilesOfDeadProcessesAreRemoved) {
  // A pid that cannot exist (above pid_max) stands for a killed run.
  write(".out.txt.sp-tmp-999999999-abcdef", "half");
  std::string mine = ".out.txt.sp-tmp-" + std::to_string(::getpid()) + "-keep";
  write(mine, "live");
  OutputFiles files;
  files.add(path("out.txt"), "whole");
  ASSERT_TRUE(files.commit().is_ok());
  EXPECT_EQ(names(), (std::vector<std::string>{mine, "out.txt"}));
}

// Runs the binary with stdout on /dev/full; returns (exit code, stderr).
std::pair<int, std::string> run_to_full(const std::string& args, const std::string& input,
                                        const std::string& dir) {
  std::string in = dir + "/stdin", err = dir + "/stderr";
  std::ofstream(in) << input;
  int status = std::system((shell_quote(SP_CLI_PATH) + " " + args + " <" + shell_quote(in) +
                            " >/dev/full 2>" + shell_quote(err))
                               .c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(err)};
}

TEST_F(AppLayerTest, StdoutWriteErrorsAreReported) {
  for (std::string args : {"generate --seed 1 -n 2 --format line", "grade", "solve",
                           "transform --op rot90", "dedupe", "stats"}) {
    auto [code, err] = run_to_full(args, kPuzzle + "\n", dir_.string());
    EXPECT_EQ(code, 1) << args;
    EXPECT_NE(err.find("write error: No space left on device"), std::string::npos)
        << args << ": " << err;
  }
}

TEST_F(AppLayerTest, MistypedCommandsAndOptionsGetASuggestionAndExit64) {
  CliResult c = run_cli("solv");
  EXPECT_EQ(c.exit_code, 64);
  EXPECT_NE(c.err.find("did you mean 'solve'?"), std::string::npos) << c.err;
  CliResult o = run_cli("grade --formt json");
  EXPECT_EQ(o.exit_code, 64);
  EXPECT_NE(o.err.find("unknown option --formt; did you mean --format?"), std::string::npos)
      << o.err;
  CliResult v = run_cli("solve --variant 9x9x9", kPuzzle + "\n");
  EXPECT_EQ(v.exit_code, 64) << v.err;
  CliResult p = run_cli("grade --profile nope", kPuzzle + "\n");
  EXPECT_EQ(p.exit_code, 64) << p.err;
  EXPECT_EQ(p.err, "sudokupress grade: unknown profile 'nope' (human, book, full, se)\n");
}

TEST_F(AppLayerTest, TransformTakesFilesBeforeOrAfterOps) {
  std::string f = write("p.txt", kPuzzle + "\n");
  CliResult a = run_cli("transform " + shell_quote(f) + " --op rot90 --op flip-h");
  CliResult b = run_cli("transform --op rot90 --op flip-h " + shell_quote(f));
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(a.out.size(), 82u);
}

TEST_F(AppLayerTest, DirectoryInputIsNamed) {
  CliResult r = run_cli("grade " + shell_quote(dir_.string()));
  EXPECT_EQ(r.exit_code, 1);  // an I/O error, found before any output
  EXPECT_EQ(r.err, dir_.string() + ": is a directory, not a puzzle file\n");
}

TEST_F(AppLayerTest, RenderRefusesToOverwriteItsInput) {
  std::string in = write("p.svg", kPuzzle + "\n");
  CliResult r = run_cli("render " + shell_quote(in) + " -o " + shell_quote(in));
  EXPECT_EQ(r.exit_code, 64) << r.err;
  EXPECT_NE(r.err.find("is an input"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(in), kPuzzle + "\n");
}

TEST_F(AppLayerTest, BookRefusesItsManifestAsOutputAndWritesPdfAndReportTogether) {
  std::string m =
      write("book.toml", "[book]\ntitle = \"T\"\n[[section]]\nheading = \"A\"\ncount = 1\n");
  CliResult same = run_cli("book " + shell_quote(m) + " -o " + shell_quote(m));
  EXPECT_EQ(same.exit_code, 64) << same.err;
  EXPECT_NE(same.err.find("is an input"), std::string::npos) << same.err;
  CliResult report = run_cli("book " + shell_quote(m) + " -o " + shell_quote(path("b.pdf")) +
                             " --report " + shell_quote(path("none/r.tsv")));
  EXPECT_EQ(report.exit_code, 1) << report.err;
  EXPECT_FALSE(fs::exists(path("b.pdf")));
  EXPECT_EQ(names(), (std::vector<std::string>{"book.toml"}));
}

TEST_F(AppLayerTest, GradeStreamsRecordsInInputOrderWithErrorsInPlace) {
  std::string bad = kPuzzle.substr(1);
  std::string input;
  for (int i = 0; i < 40; ++i) input += (i == 17 ? bad : kPuzzle) + "\n";
  CliResult one = run_cli("grade --threads 1", input);
  CliResult four = run_cli("grade --threads 4", input);
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_EQ(one.out, four.out);
  EXPECT_EQ(one.err, "<stdin>:18: expected 81 cells, found 80\n");
  EXPECT_EQ(std::count(one.out.begin(), one.out.end(), '\n'), 39);
  CliResult strict = run_cli("grade --strict --threads 3", input);
  EXPECT_EQ(strict.exit_code, 2);
  EXPECT_EQ(std::count(strict.out.begin(), strict.out.end(), '\n'), 17);
}

}  // namespace
}  // namespace sudokupress::testing
