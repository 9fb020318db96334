// SPDX-License-Identifier: GPL-3.0-or-later
// The shared generation request (generate/request.hpp): masks by name or file, and the target and
// word of a request, each problem tagged with its field.
#include "generate/request.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/geometry.hpp"

namespace sudokupress::generate {
namespace {

namespace fs = std::filesystem;
using Problem = MaskLookup::Problem;

class FindMaskTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("sp_request_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  fs::path dir_;
};

TEST_F(FindMaskTest, BuiltInNameWinsOverTheFile) {
  MaskLookup m = find_mask("diamond", (dir_ / "absent.txt").string());
  EXPECT_EQ(m.problem, Problem::kNone);
  ASSERT_TRUE(m.mask);
  EXPECT_EQ(m.mask->name, "diamond");
  EXPECT_EQ(m.mask->rows, 9);
}

TEST_F(FindMaskTest, ReadsAMaskFile) {
  std::string rows;
  for (int r = 0; r < 6; ++r) rows += r % 2 ? "1.1.1.\n" : ".1.1.1\n";
  const std::string path = write("six.txt", rows);
  MaskLookup m = find_mask("six.txt", path);
  EXPECT_EQ(m.problem, Problem::kNone);
  ASSERT_TRUE(m.mask);
  EXPECT_EQ(m.mask->rows, 6);
  EXPECT_EQ(m.mask->count(), 18);
}

TEST_F(FindMaskTest, NeitherBuiltInNorAFileIsUnknown) {
  MaskLookup m = find_mask("no-such-mask", (dir_ / "no-such-mask").string());
  EXPECT_EQ(m.problem, Problem::kUnknown);
  EXPECT_FALSE(m.mask);
}

TEST_F(FindMaskTest, AnExistingFileThatCannotBeReadIsUnreadable) {
  MaskLookup m = find_mask("dir", dir_.string());  // a directory: not a regular file
  EXPECT_EQ(m.problem, Problem::kUnreadable);
  EXPECT_FALSE(m.status.is_ok());
}

TEST_F(FindMaskTest, BadTextKeepsTheParsersMessage) {
  const std::string path = write("bad.txt", "1.1\n1?1\n");
  MaskLookup m = find_mask("bad.txt", path);
  EXPECT_EQ(m.problem, Problem::kBadText);
  EXPECT_NE(m.status.message().find("bad.txt"), std::string::npos) << m.status.message();
}

TEST(BuiltinMaskListTest, NamesEveryBuiltInMask) {
  EXPECT_EQ(builtin_mask_list(), "diamond, smiley, heart, wave, asterisk");
}

TEST(ApplyRequestTest, FillsTheTargetCluesAndWord) {
  GenerateRequest r;
  r.grade = "hard";
  r.require = {"x-wing"};
  r.clues = 30;
  r.max_clues = 32;
  r.all_symbols = true;
  r.word = "play";
  r.word_line = "col:2";
  r.symmetry = "rot90";
  GenerateOptions o;
  o.geometry = *core::geometry_by_name("4x4");
  RequestField field = RequestField::kWord;
  ASSERT_TRUE(apply_request(r, o, field));
  EXPECT_EQ(field, RequestField::kNone);
  EXPECT_EQ(o.target.grade, "hard");  // attach_grader resolves the name later
  EXPECT_EQ(o.target.require, r.require);
  EXPECT_EQ(o.clues, 30);
  EXPECT_EQ(o.max_clues, 32);
  EXPECT_TRUE(o.all_symbols);
  EXPECT_EQ(o.word, "PLAY");
  EXPECT_EQ(o.word_line, "col:2");
  EXPECT_EQ(o.symmetry, core::Symmetry::kRot90);
}

TEST(ApplyRequestTest, KeepsTheDefaultWordLine) {
  GenerateRequest r;
  r.kids_level = "tricky";
  r.word = "ABCDEFGHI";
  GenerateOptions o;
  RequestField field;
  ASSERT_TRUE(apply_request(r, o, field));
  EXPECT_EQ(o.target.kids, KidsLevel::kTricky);
  EXPECT_EQ(o.word_line, "row:1");
}

TEST(ApplyRequestTest, TagsEachProblemWithItsField) {
  GenerateOptions o;
  RequestField field;
  GenerateRequest kids;
  kids.kids_level = "toddler";
  EXPECT_FALSE(apply_request(kids, o, field));
  EXPECT_EQ(field, RequestField::kKidsLevel);

  GenerateRequest alone;
  alone.word_line = "row:2";
  EXPECT_FALSE(apply_request(alone, o, field));
  EXPECT_EQ(field, RequestField::kWordLineAlone);

  GenerateRequest word;
  word.word = "APPLE";
  EXPECT_FALSE(apply_request(word, o, field));
  EXPECT_EQ(field, RequestField::kWord);

  GenerateRequest line;
  line.word = "ABCDEFGHI";
  line.word_line = "row:10";
  const core::Status st = apply_request(line, o, field);
  EXPECT_FALSE(st);
  EXPECT_EQ(field, RequestField::kWordLine);
  EXPECT_FALSE(st.message().empty());

  GenerateRequest sym;
  sym.symmetry = "spiral";
  EXPECT_FALSE(apply_request(sym, o, field));
  EXPECT_EQ(field, RequestField::kSymmetry);
}

}  // namespace
}  // namespace sudokupress::generate
