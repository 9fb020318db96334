// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sudokupress::core {
namespace {

std::string encoded(uint32_t cp) {
  std::string s;
  append_utf8(s, cp);
  return s;
}

TEST(Utf8Test, EncodesEachLengthAtItsBoundaries) {
  EXPECT_EQ(encoded(0x41), "A");
  EXPECT_EQ(encoded(0x7F), "\x7F");
  EXPECT_EQ(encoded(0x80), "\xC2\x80");
  EXPECT_EQ(encoded(0xE9), "\xC3\xA9");  // é
  EXPECT_EQ(encoded(0x7FF), "\xDF\xBF");
  EXPECT_EQ(encoded(0x800), "\xE0\xA0\x80");
  EXPECT_EQ(encoded(0x6570), "\xE6\x95\xB0");  // 数
  EXPECT_EQ(encoded(0xFFFD), "\xEF\xBF\xBD");
  EXPECT_EQ(encoded(0x10000), "\xF0\x90\x80\x80");
  EXPECT_EQ(encoded(0x1F600), "\xF0\x9F\x98\x80");  // 😀
  EXPECT_EQ(encoded(0x10FFFF), "\xF4\x8F\xBF\xBF");
}

TEST(Utf8Test, AppendsToWhatIsThere) {
  std::string s = "x";
  append_utf8(s, 0xE9);
  append_utf8(s, 0x21);
  EXPECT_EQ(s, "x\xC3\xA9!");
}

TEST(Utf8Test, NeverWritesMoreThanFourBytes) { EXPECT_EQ(encoded(0xFFFFFFFF).size(), 4u); }

}  // namespace
}  // namespace sudokupress::core
