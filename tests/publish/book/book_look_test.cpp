// SPDX-License-Identifier: GPL-3.0-or-later
// The book's look: picture sets in colour for a normal build, in gray for --print-ready.
#include <gtest/gtest.h>

#include "publish/book/book_painter.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "test_support.hpp"

namespace sudokupress::publish::book {
namespace {

constexpr const char* kManifest = R"(
[book]
title = "Pictures"

[[section]]
heading = "Fruit"
count = 2
size = 9
symbols = "fruit"

[[section]]
heading = "Garden"
count = 2
size = 9
symbols = "garden"
)";

TEST(BookLookTest, PrintReadyLoadsPictureSetsInGray) {
  auto m = parse_manifest(kManifest, "book.toml");
  ASSERT_TRUE(m) << m.status().message();
  render::DataDir data{SP_SOURCE_DIR};
  auto fonts = render::load_font_manifest(data.font_manifest());
  ASSERT_TRUE(fonts) << fonts.status().message();
  auto colour = load_look(*m, data.templates(), data.symbols(), *fonts);
  auto gray =
      load_look(*m, data.templates(), data.symbols(), *fonts, render::symbols::SymbolTone::kGray);
  ASSERT_TRUE(colour && gray);
  ASSERT_EQ(gray->symbols.size(), 2u);
  EXPECT_FALSE(colour->symbols[0].gray);
  EXPECT_TRUE(gray->symbols[0].gray);
  // The apple is red in colour and its luminance (#e53935 -> 0x6c) in gray.
  EXPECT_NE(colour->symbols[0].icons[5]->body.find("#e53935"), std::string::npos);
  EXPECT_NE(gray->symbols[0].icons[5]->body.find("#6c6c6c"), std::string::npos);
  // The garden set has a hand-made gray/ variant: its sun is white, not orange turned gray.
  EXPECT_NE(gray->symbols[1].icons[0]->body.find("fill=\"#ffffff\""), std::string::npos);
}

}  // namespace
}  // namespace sudokupress::publish::book
