// SPDX-License-Identifier: GPL-3.0-or-later
// The two programs (cli/app.hpp): sudokupress runs the engine commands without the print stack
// and hands everything else to sudokupress-print, which the user never has to name.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include "cli/commands.hpp"
#include "cli_support.hpp"

namespace sudokupress::testing {
namespace {

namespace fs = std::filesystem;

std::string print_program() {
  return (fs::path(SP_CLI_PATH).parent_path() / "sudokupress-print").string();
}

CliResult run_program(const std::string& program, const std::string& args) {
  int rc = 0;
  CliResult r;
  r.out = capture(shell_quote(program) + " " + args + " 2>&1", &rc);
  r.exit_code = rc;
  return r;
}

TEST(FrontTest, EngineCommandNamesAreTheOnesTheirRegistrationGives) {
  std::set<std::string> names;
  for (const cli::NamedCommand& c : cli::engine_commands()) {
    CLI::App app;
    c.reg(app);
    ASSERT_EQ(app.get_subcommands({}).size(), 1u) << c.name;
    EXPECT_EQ(app.get_subcommands({}).front()->get_name(), c.name);
    names.insert(c.name);
  }
  EXPECT_EQ(names, (std::set<std::string>{"solve", "grade", "generate", "transform", "dedupe"}));
}

TEST(FrontTest, EngineCommandsPrintTheSameHelpInBothPrograms) {
  ASSERT_TRUE(fs::exists(print_program())) << print_program();
  for (const cli::NamedCommand& c : cli::engine_commands()) {
    // argv[0] is part of the usage line: call both through the same name.
    std::string args = std::string(c.name) + " --help";
    CliResult front = run_program(SP_CLI_PATH, args);
    std::string print_cmd = "bash -c 'exec -a \"$0\" \"$1\" " + args + "' " +
                            shell_quote(SP_CLI_PATH) + " " + shell_quote(print_program());
    int rc = 0;
    std::string print_out = capture(print_cmd + " 2>&1", &rc);
    EXPECT_EQ(front.exit_code, 0) << c.name;
    EXPECT_EQ(rc, 0) << c.name;
    EXPECT_EQ(front.out, print_out) << c.name;
    EXPECT_NE(front.out.find("Usage:"), std::string::npos) << c.name;
  }
}

TEST(FrontTest, OtherCommandsAndTheTopLevelGoThroughThePrintProgram) {
  CliResult help = run_cli("--help");
  EXPECT_EQ(help.exit_code, 0);
  for (const char* name : {"solve", "generate", "book", "render", "bank", "symbols"})
    EXPECT_NE(help.out.find(name), std::string::npos) << name;
  CliResult version = run_cli("--version");
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_NE(version.out.find("cairo"), std::string::npos) << version.out;
  CliResult render = run_cli("render --help");
  EXPECT_EQ(render.exit_code, 0);
  EXPECT_NE(render.out.find("Usage:"), std::string::npos);
  CliResult typo = run_cli("boook");
  EXPECT_EQ(typo.exit_code, 64);
  EXPECT_NE(typo.err.find("did you mean 'book'"), std::string::npos) << typo.err;
}

class FrontAloneTest : public TempDirTest {
 protected:
  FrontAloneTest() : TempDirTest("sp_front") {}
};

// A front program copied without its print program: the engine commands still work, the others
// fail with one line that says what is missing (never a crash, never a silent nothing).
TEST_F(FrontAloneTest, WithoutThePrintProgramOneLineAndExitOne) {
  if (fs::exists("/usr/local/lib/sudokupress/sudokupress-print") ||
      fs::exists("/usr/lib/sudokupress/sudokupress-print"))
    GTEST_SKIP() << "an installed sudokupress-print would be found";
  fs::path alone = dir_ / "sudokupress";
  fs::copy_file(SP_CLI_PATH, alone);
  fs::permissions(alone, fs::perms::owner_all);
  CliResult book = run_program(alone.string(), "book x.toml");
  EXPECT_EQ(book.exit_code, 1);
  EXPECT_NE(book.out.find("needs the print program, not found"), std::string::npos) << book.out;
  EXPECT_EQ(std::count(book.out.begin(), book.out.end(), '\n'), 1) << book.out;
  CliResult solve =
      run_program(alone.string(), "solve --count " + write("p.txt", std::string(81, '0') + "\n"));
  EXPECT_EQ(solve.exit_code, 0) << solve.out;
}

}  // namespace
}  // namespace sudokupress::testing
