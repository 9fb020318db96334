// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/data_dir.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace sudokupress::render {
namespace {

namespace fs = std::filesystem;

// A scratch tree under the test's temp folder, removed at the end.
class DataDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            ("sp_data_dir_" + std::string(info->name()) + "_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Makes `dir` a data folder: fonts/fonts.toml and templates/.
  std::string make_data(const std::string& rel) {
    fs::path d = root_ / rel;
    fs::create_directories(d / "fonts");
    fs::create_directories(d / "templates");
    std::ofstream(d / "fonts" / "fonts.toml") << "# test\n";
    return fs::canonical(d).string();
  }
  std::string make_dir(const std::string& rel) {
    fs::create_directories(root_ / rel);
    return fs::canonical(root_ / rel).string();
  }
  std::string path(const std::string& rel) const { return (root_ / rel).string(); }

  fs::path root_;
};

TEST_F(DataDirTest, InstalledPrefixBesideTheExecutableIsFound) {
  std::string share = make_data("prefix/share/sudokupress");
  make_dir("prefix/bin");
  DataDirSearch s;
  s.exe = path("prefix/bin/sudokupress");
  s.cwd = make_dir("elsewhere");
  s.bin_to_data = "../share/sudokupress";
  auto d = find_data_dir(s);
  ASSERT_TRUE(d) << d.status().message();
  EXPECT_EQ(d->root, share);  // no "bin/.." left in the path
}

// sudokupress-print lives in <prefix>/lib/sudokupress (cli/app.hpp): it finds the same data.
TEST_F(DataDirTest, PrintProgramInItsPrivateFolderFindsThePrefix) {
  std::string share = make_data("prefix/share/sudokupress");
  make_dir("prefix/lib/sudokupress");
  DataDirSearch s;
  s.exe = path("prefix/lib/sudokupress/sudokupress-print");
  s.cwd = make_dir("elsewhere");
  s.bin_to_data = "../share/sudokupress";
  s.helper_to_data = "../../share/sudokupress";
  auto d = find_data_dir(s);
  ASSERT_TRUE(d) << d.status().message();
  EXPECT_EQ(d->root, share);
}

TEST_F(DataDirTest, OwnPrefixWinsOverARepositoryInTheWorkingDirectory) {
  std::string share = make_data("prefix/share/sudokupress");
  make_dir("prefix/bin");
  std::string repo = make_data("checkout");
  DataDirSearch s;
  s.exe = path("prefix/bin/sudokupress");
  s.cwd = make_dir("checkout/book/sample");
  s.bin_to_data = "../share/sudokupress";
  auto d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->root, share);
  // Without the prefix's data the working directory is the last resort.
  fs::remove_all(root_ / "prefix/share");
  d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->root, repo);
}

TEST_F(DataDirTest, PrefixInsideACheckoutUsesItsOwnData) {
  // cmake --install build/release --prefix stage, inside the repository: stage/share wins over
  // the repository found by walking up from stage/bin.
  make_data("repo");
  std::string share = make_data("repo/stage/share/sudokupress");
  make_dir("repo/stage/bin");
  DataDirSearch s;
  s.exe = path("repo/stage/bin/sudokupress");
  s.bin_to_data = "../share/sudokupress";
  auto d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->root, share);
}

TEST_F(DataDirTest, BuildTreeFindsTheRepositoryAboveTheExecutable) {
  std::string repo = make_data("repo");
  make_dir("repo/build/release");
  std::string installed = make_data("usr/share/sudokupress");
  DataDirSearch s;
  s.exe = path("repo/build/release/sudokupress");
  s.cwd = make_dir("tmp");
  s.bin_to_data = "../share/sudokupress";
  s.standard = {installed};
  auto d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(fs::canonical(d->root).string(), repo);  // the build tree beats an installation
}

TEST_F(DataDirTest, CopiedBinaryFindsTheStandardPlacesBeforeTheWorkingDirectory) {
  make_dir("home/bin");
  std::string repo = make_data("checkout");
  std::string installed = make_data("usr/share/sudokupress");
  DataDirSearch s;
  s.exe = path("home/bin/sudokupress");
  s.cwd = repo;
  s.bin_to_data = "../share/sudokupress";
  s.standard = {path("usr/local/share/sudokupress"), installed};
  auto d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->root, installed);
}

TEST_F(DataDirTest, EnvironmentOverridesEverythingAndIsChecked) {
  std::string share = make_data("prefix/share/sudokupress");
  std::string other = make_data("other");
  DataDirSearch s;
  s.exe = path("prefix/bin/sudokupress");
  s.bin_to_data = "../share/sudokupress";
  s.env = other;
  auto d = find_data_dir(s);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->root, other);
  s.env = make_dir("empty");
  d = find_data_dir(s);
  ASSERT_FALSE(d);  // an explicit folder that does not qualify is an error, not a fallback
  EXPECT_NE(d.status().message().find("SUDOKUPRESS_DATA_DIR=" + s.env), std::string::npos);
}

TEST_F(DataDirTest, NothingFoundSaysWhereItLooked) {
  DataDirSearch s;
  s.exe = path("lonely/sudokupress");
  s.cwd = make_dir("lonely");
  s.bin_to_data = "../share/sudokupress";
  auto d = find_data_dir(s);
  ASSERT_FALSE(d);
  EXPECT_NE(d.status().message().find("../share/sudokupress"), std::string::npos);
  EXPECT_NE(d.status().message().find("SUDOKUPRESS_DATA_DIR"), std::string::npos);
}

TEST_F(DataDirTest, ProcessSearchUsesTheConfiguredLayout) {
  DataDirSearch s = process_data_dir_search();
  EXPECT_FALSE(s.exe.empty());
  EXPECT_EQ(s.bin_to_data, "../share/sudokupress");        // GNUInstallDirs defaults
  EXPECT_EQ(s.helper_to_data, "../../share/sudokupress");  // from lib/sudokupress
  ASSERT_GE(s.standard.size(), 2u);
  EXPECT_EQ(s.standard.back(), "/usr/share/sudokupress");
}

}  // namespace
}  // namespace sudokupress::render
