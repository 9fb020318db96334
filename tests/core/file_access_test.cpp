// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file_access.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/format.hpp"

namespace sudokupress::core {
namespace {

namespace fs = std::filesystem;

class FileAccessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("sp_file_access_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path(name)) << text;
    return path(name);
  }
  fs::path dir_;
};

TEST_F(FileAccessTest, RegularOnlyRefusesFifosDevicesAndFolders) {
  const std::string fifo = path("p.toml");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  auto f = read_file(fifo);  // would block forever in open(2) without the check
  ASSERT_FALSE(f);
  EXPECT_EQ(f.status().message(), fifo + ": not a regular file (a FIFO)");
  auto d = read_file("/dev/null");
  ASSERT_FALSE(d);
  EXPECT_EQ(d.status().message(), "/dev/null: not a regular file (a character device)");
  auto dir = read_binary_file(dir_.string());
  ASSERT_FALSE(dir);
  EXPECT_EQ(dir.status().message(), dir_.string() + ": is a directory");
  const std::string link = path("link.txt");
  fs::create_symlink("/dev/zero", link);
  EXPECT_FALSE(read_file(link));
  auto missing = read_file(path("none"));
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.status().message().find("none: cannot open: No such file"), std::string::npos);
  EXPECT_EQ(*read_file(write("a.txt", "abc\n")), "abc\n");
}

TEST_F(FileAccessTest, StreamsTooReadsDevices) {
  auto z = read_input_file("/dev/null");
  ASSERT_TRUE(z) << z.status().message();
  EXPECT_EQ(*z, "");
  EXPECT_FALSE(read_input_file(dir_.string()));
}

TEST_F(FileAccessTest, ReadSetFindsSymlinksAndHardLinksOfWhatWasRead) {
  const std::string a = write("a.txt", "x\n");
  const std::string other = write("b.txt", "y\n");
  ReadSet set;
  {
    ReadScope scope(set);
    ASSERT_TRUE(read_file(a));
  }
  EXPECT_EQ(active_read_set(), nullptr);
  ASSERT_TRUE(read_file(other));  // outside the scope: not recorded
  fs::create_symlink(a, path("sym.pdf"));
  fs::create_hard_link(a, path("hard.pdf"));
  EXPECT_EQ(set.find(a), a);
  EXPECT_EQ(set.find(path("sym.pdf")), a);
  EXPECT_EQ(set.find(path("hard.pdf")), a);
  EXPECT_EQ(set.find(other), "");
  EXPECT_EQ(set.find(path("new.pdf")), "");
  // A recorded file that is gone no longer counts (its inode may be reused).
  ReadSet temp;
  {
    ReadScope scope(temp);
    note_read(write("t.txt", "t\n"));
  }
  fs::remove(path("t.txt"));
  const std::string fresh = write("fresh.txt", "f\n");
  EXPECT_EQ(temp.find(fresh), "");
}

TEST_F(FileAccessTest, WriteFileAtomicRefusesAFileTheCommandRead) {
  const std::string a = write("a.toml", "keep\n");
  fs::create_symlink(a, path("out.pdf"));
  ReadSet set;
  ReadScope scope(set);
  ASSERT_TRUE(read_file(a));
  Status st = write_file_atomic(path("out.pdf"), "PDF");
  ASSERT_FALSE(st);
  EXPECT_EQ(st.message(), path("out.pdf") + ": is an input (" + a + "); refusing to overwrite it");
  EXPECT_EQ(*read_file(a), "keep\n");
  EXPECT_TRUE(write_file_atomic(path("other.pdf"), "PDF"));
}

TEST_F(FileAccessTest, CheckReadableFileForLibraries) {
  EXPECT_TRUE(check_readable_file(path("new.db"), true));
  EXPECT_FALSE(check_readable_file(path("new.db"), false));
  const std::string fifo = path("f.db");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Status st = check_readable_file(fifo, true);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.message(), fifo + ": not a regular file (a FIFO)");
}

}  // namespace
}  // namespace sudokupress::core
