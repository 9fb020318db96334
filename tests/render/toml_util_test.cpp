// SPDX-License-Identifier: GPL-3.0-or-later
// The shared TOML reading pieces: typed reads, the "file:LINE: X must be Y" error, the first
// unknown key in the table's order, and parse errors with their line.
#include "render/toml_util.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sudokupress::render::toml_util {
namespace {

toml::table parsed(std::string_view text) {
  toml::table root;
  auto st = parse(text, "t.toml", root);
  EXPECT_TRUE(st) << st.message();
  return root;
}

TEST(TomlUtilTest, TypedReadsTakeOnlyTheirType) {
  toml::table t = parsed("s = \"x\"\nb = true\ni = 7\nf = 2.5\n");
  std::string s;
  bool b = false;
  int64_t i = 0;
  double d = 0;
  EXPECT_TRUE(read(*t.get("s"), s));
  EXPECT_EQ(s, "x");
  EXPECT_TRUE(read(*t.get("b"), b));
  EXPECT_TRUE(b);
  EXPECT_TRUE(read(*t.get("i"), i));
  EXPECT_EQ(i, 7);
  EXPECT_FALSE(read(*t.get("f"), i));        // a float is not an integer
  EXPECT_TRUE(read_number(*t.get("i"), d));  // an integer is a number
  EXPECT_EQ(d, 7.0);
  EXPECT_TRUE(read_number(*t.get("f"), d));
  EXPECT_EQ(d, 2.5);
  EXPECT_FALSE(read_number(*t.get("s"), d));
  EXPECT_FALSE(read(*t.get("i"), s));
  EXPECT_FALSE(read(*t.get("s"), b));
}

TEST(TomlUtilTest, ErrorsNameTheFileAndLine) {
  toml::table t = parsed("a = 1\n\nb = 2\n");
  EXPECT_EQ(line_of(*t.get("b")), 3);
  EXPECT_EQ(must_be("t.toml", *t.get("b"), "[x] b", "a string").message(),
            "t.toml:3: [x] b must be a string");
  toml::table root;
  auto st = parse("a = \n", "bad.toml", root);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.message().rfind("bad.toml:1: ", 0), 0u) << st.message();
}

TEST(TomlUtilTest, FirstUnknownKeyInTheTablesOrder) {
  toml::table t = parsed("a = 1\nzz = 2\nb = 3\nyy = 4\n");
  auto unknown = first_unknown_key(t, {"a", "b"});
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->key, "yy");  // toml++ keeps a table's keys sorted
  EXPECT_EQ(line_of(*unknown->node), 4);
  EXPECT_FALSE(first_unknown_key(t, {"a", "b", "yy", "zz"}));
}

}  // namespace
}  // namespace sudokupress::render::toml_util
