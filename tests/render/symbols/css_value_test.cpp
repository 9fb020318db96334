// SPDX-License-Identifier: GPL-3.0-or-later
// CSS values as a browser reads them (escapes decoded, comments removed) and the known-safe forms
// the icon sanitizer keeps (issue 26: `\75rl(http://…)` in a presentation attribute was kept and
// fetched by Chromium).
#include "render/symbols/css_value.hpp"

#include <gtest/gtest.h>

namespace sudokupress::render::symbols::css {
namespace {

TEST(CssValueTest, DecodesEscapesAndDropsComments) {
  EXPECT_EQ(decode_css("\\75rl(http://e/x)"), "url(http://e/x)");
  EXPECT_EQ(decode_css("u\\72l('x')"), "url('x')");
  EXPECT_EQ(decode_css("\\000075 rl(x)"), "url(x)");  // six hex digits, then one space eaten
  EXPECT_EQ(decode_css("\\75\r\nrl(x)"), "url(x)");
  EXPECT_EQ(decode_css("u/**/rl(x)"), "u rl(x)");  // a comment separates tokens
  EXPECT_EQ(decode_css("\\u\\r\\l"), "url");
  EXPECT_EQ(decode_css("\\0"), "\xEF\xBF\xBD");       // NUL becomes U+FFFD
  EXPECT_EQ(decode_css("\\D800"), "\xEF\xBF\xBD");    // a surrogate too
  EXPECT_EQ(decode_css("\\110000"), "\xEF\xBF\xBD");  // past U+10FFFF too
  EXPECT_EQ(decode_css("\\e9 t\\E9"), "\xC3\xA9t\xC3\xA9");
  EXPECT_EQ(decode_css("red /* unterminated"), std::nullopt);
  EXPECT_EQ(decode_css("a\\\nb"), std::nullopt);
  EXPECT_EQ(decode_css("x\\"), "x\xEF\xBF\xBD");
}

TEST(CssValueTest, NumbersAndLengths) {
  for (const char* s : {"1", "-.5", "+2.", "2e3", "1E-2", "0"})
    EXPECT_TRUE(is_number(s, false)) << s;
  for (const char* s : {"", ".", "e3", "1x", "1px", "--1", "1e"})
    EXPECT_FALSE(is_number(s, false)) << s;
  for (const char* s : {"4px", "50%", "1.5mm", "2EM", "3in"}) EXPECT_TRUE(is_number(s, true)) << s;
  for (const char* s : {"4 px", "1q", "url(1)", "1px)"}) EXPECT_FALSE(is_number(s, true)) << s;
}

TEST(CssValueTest, OnlyKnownSafeFormsAreKept) {
  auto keep = [](std::string_view name, std::string_view v) {
    return plain_value(value_kind(name), name, v);
  };
  EXPECT_EQ(keep("stroke-width", "4"), "4");
  EXPECT_EQ(keep("stroke-width", "expression(alert(1))"), std::nullopt);
  EXPECT_EQ(keep("opacity", "50%"), "50%");
  EXPECT_EQ(keep("opacity", "0.5 url(x)"), std::nullopt);
  EXPECT_EQ(keep("stroke-dasharray", "1, 2  3"), "1 2 3");
  EXPECT_EQ(keep("stroke-dasharray", "none"), "none");
  EXPECT_EQ(keep("stroke-linecap", "round"), "round");
  EXPECT_EQ(keep("stroke-linecap", "round url(x)"), std::nullopt);
  EXPECT_EQ(keep("display", "-webkit-box"), std::nullopt);
  EXPECT_EQ(keep("preserveAspectRatio", "xMidYMid  meet"), "xMidYMid meet");
  EXPECT_EQ(keep("d", "M0 0L9 9Z m1,1e2 a1 1 0 0 1 2 2"), "M0 0L9 9Z m1,1e2 a1 1 0 0 1 2 2");
  EXPECT_EQ(keep("d", "M0 0 url(x)"), std::nullopt);
  EXPECT_EQ(keep("transform", "translate(1 2) rotate(45) scale(1e-1)"),
            "translate(1 2) rotate(45) scale(1e-1)");
  EXPECT_EQ(keep("transform", "url(x)"), std::nullopt);
  EXPECT_EQ(keep("transform", "translate(1 2);x"), std::nullopt);
  EXPECT_EQ(keep("x", "auto"), "auto");
  EXPECT_EQ(keep("x", "1\"onload=\"x"), std::nullopt);
  EXPECT_EQ(value_kind("fill"), ValueKind::kPaint);
  EXPECT_EQ(value_kind("clip-path"), ValueKind::kClipRef);
  EXPECT_EQ(value_kind("filter"), ValueKind::kUnknown);
  // Masks are kept (issue 31, gap E): a mask reference is a local url(#id) like a clip path's.
  EXPECT_EQ(value_kind("mask"), ValueKind::kClipRef);
  EXPECT_EQ(keep("mask-type", "alpha"), "alpha");
  EXPECT_EQ(keep("mask-type", "url(#a)"), std::nullopt);
  EXPECT_EQ(keep("maskUnits", "userSpaceOnUse"), "userSpaceOnUse");
  EXPECT_EQ(keep("maskContentUnits", "objectBoundingBox"), "objectBoundingBox");
}

// A style's declarations as the sanitizer and the icon cost walk both read them: comments out
// first, escaped ';' and ':' separate nothing, the property decoded, the value as written.
TEST(CssValueTest, DeclarationsSplitOutsideCommentsAndEscapes) {
  auto d = declarations("fill:#000;/*;*/M\\61sk : url(#m) ;a\\3b b:1;c\\:d:2;x;;stroke:u\\72l(#s)");
  ASSERT_EQ(d.size(), 5u);
  EXPECT_EQ(d[0].property, "fill");
  EXPECT_EQ(d[0].value, "#000");
  EXPECT_EQ(d[1].property, "mask");
  EXPECT_EQ(d[1].value, " url(#m) ");
  EXPECT_EQ(d[2].property, "a;b");  // a hex escape eats one space after it
  EXPECT_EQ(d[3].property, "c:d");
  EXPECT_EQ(d[3].value, "2");
  EXPECT_EQ(d[4].property, "stroke");
  EXPECT_EQ(decode_css(d[4].value), "url(#s)");
}

}  // namespace
}  // namespace sudokupress::render::symbols::css
