// SPDX-License-Identifier: GPL-3.0-or-later
// The print check on real themes (a fast subset; `sudokupress symbols check` runs the whole
// catalogue, its table is templates/themes/picture-check.tsv).
#include "render/cairo/picture_raster.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "render/render_test_support.hpp"

namespace sudokupress::render::cairo {
namespace {

std::string dir() { return testing::data_dir().symbols(); }

const Length kPicture = Length::mm(kListPictureMm);

// The theme, or a skip when its icon package is not installed.
#define LOAD_THEME_OR_SKIP(var, name)                                                        \
  auto var = symbols::load_theme(dir(), name);                                               \
  ASSERT_TRUE(var) << var.status().message();                                                \
  if (std::error_code ec;                                                                    \
      !std::filesystem::is_directory(symbols::theme_style_dir(dir(), *var, var->style), ec)) \
  GTEST_SKIP() << "the themes' icon package is not installed (scripts/setup.sh installs "    \
                  "it): the print check needs the pictures"

TEST(PictureRasterTest, RendersAPictureAtTheCheckSize) {
  LOAD_THEME_OR_SKIP(theme, "farm-animals");
  auto s = symbols::load_theme_symbols(*theme, dir(), "flat", false);
  ASSERT_TRUE(s) << s.status().message();
  const int px = picture_pixels(kPicture);
  EXPECT_EQ(px, 28);  // 4.8 mm at 150 dpi
  auto images = rasterize_symbols(*s, px);
  ASSERT_TRUE(images) << images.status().message();
  ASSERT_EQ(images->size(), 9u);
  int covered = 0;
  for (float a : (*images)[0].a) covered += a >= 0.5f;
  EXPECT_GT(covered, px * px / 5);  // a cow covers a good part of its box
  EXPECT_LT(covered, px * px);
}

TEST(PictureRasterTest, FarmAnimalsPrintInGrayInTheirOwnStyle) {
  LOAD_THEME_OR_SKIP(theme, "farm-animals");
  auto r = check_theme_style(*theme, dir(), theme->style, 0, kPicture);
  ASSERT_TRUE(r) << r.status().message();
  for (symbols::Vision v : symbols::kAllVisions)
    EXPECT_TRUE(r->in(v).pass()) << vision_name(v) << ": "
                                 << symbols::describe_clashes(r->in(v), {});
  auto s = load_print_symbols("farm-animals", 9, dir(), symbols::SymbolTone::kGray, kPicture);
  ASSERT_TRUE(s) << s.status().message();
  EXPECT_EQ(s->style, "flat");
  EXPECT_TRUE(s->gray);
}

TEST(PictureRasterTest, HeartsOfOneShapeAreRefusedForGrayBooks) {
  LOAD_THEME_OR_SKIP(theme, "coloured-hearts");
  auto r = check_theme_style(*theme, dir(), theme->style, 0, kPicture);
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_TRUE(r->in(symbols::Vision::kColour).pass())
      << symbols::describe_clashes(r->in(symbols::Vision::kColour), {});
  EXPECT_FALSE(r->in(symbols::Vision::kGray).pass());
  auto s = load_print_symbols("coloured-hearts", 9, dir(), symbols::SymbolTone::kGray, kPicture);
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find(
                "picture theme 'coloured-hearts' is not told apart in gray at 4.8 mm: "),
            std::string::npos)
      << s.status().message();
  EXPECT_NE(s.status().message().find("in its high-contrast style: "), std::string::npos);
  // In colour the same theme loads.
  EXPECT_TRUE(
      load_print_symbols("coloured-hearts", 9, dir(), symbols::SymbolTone::kColour, kPicture));
}

// The committed catalogue table (templates/themes/picture-check.tsv, what `sudokupress symbols
// check` prints, and the README's counts) is the check's current answer: a change to how icons
// are drawn (the sanitizer, the rasteriser) or to the check shows here. SP_UPDATE_GOLDENS=1
// rewrites it.
TEST(PictureRasterTest, CommittedCatalogueTableIsCurrent) {
  LOAD_THEME_OR_SKIP(theme, "farm-animals");
  auto table = picture_check_table(dir());
  ASSERT_TRUE(table) << table.status().message();
  const std::string path = std::string(SP_SOURCE_DIR) + "/templates/themes/picture-check.tsv";
  if (const char* up = std::getenv("SP_UPDATE_GOLDENS"); up && *up == '1')
    std::ofstream(path, std::ios::binary) << *table;
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << "missing " << path << " (run with SP_UPDATE_GOLDENS=1)";
  std::istringstream want_lines(std::string(std::istreambuf_iterator<char>(in), {}));
  std::istringstream got_lines(*table);
  std::string want, got;
  int differ = 0;
  for (;;) {
    const bool more_want = static_cast<bool>(std::getline(want_lines, want));
    const bool more_got = static_cast<bool>(std::getline(got_lines, got));
    if (!more_want && !more_got) break;
    if (!more_want) want = "(nothing)";
    if (!more_got) got = "(nothing)";
    if (want != got && ++differ <= 5)
      ADD_FAILURE() << "committed: " << want << "\nnow:       " << got;
  }
  EXPECT_EQ(differ, 0)
      << "lines differ from " << path
      << " (regenerate: sudokupress symbols check > templates/themes/picture-check.tsv)";
}

// Issue 31 (verification gap E): the sanitizer dropped <mask>, so masked pictures printed
// unmasked. A luminance mask (white keeps, black hides) and an alpha mask (mask-type, maskUnits:
// what the fluentui high-contrast pictures use; its black shape keeps what it covers) both keep
// the left half of a full square and hide the right half, in colour and in gray.
TEST(PictureRasterTest, MasksHideWhatTheyCover) {
  const std::string head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">";
  const std::string square = "<rect width=\"100\" height=\"100\" fill=\"#c03030\" ";
  const std::string luminance = head +
                                "<mask id=\"m\"><rect width=\"100\" height=\"100\" fill=\"#000\"/>"
                                "<rect width=\"50\" height=\"100\" fill=\"#fff\"/></mask>" +
                                square + "mask=\"url(#m)\"/></svg>";
  const std::string alpha = head +
                            "<mask id=\"a\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" "
                            "width=\"100\" height=\"100\" style=\"mask-type:alpha\"><rect "
                            "width=\"50\" height=\"100\" fill=\"#000\"/></mask>" +
                            square + "style=\"mask:url(#a)\"/></svg>";
  const int px = 40;
  for (bool gray : {false, true}) {
    symbols::Symbols s;
    s.kind = symbols::SymbolKind::kIcon;
    for (const std::string& svg : {luminance, alpha}) {
      auto icon = symbols::parse_icon("masked", svg, "masked.svg", gray);
      ASSERT_TRUE(icon) << icon.status().message();
      s.icons.push_back(*icon);
    }
    auto images = rasterize_symbols(s, px);
    ASSERT_TRUE(images) << images.status().message();
    for (size_t i = 0; i < images->size(); ++i) {
      int kept = 0, hidden = 0;
      for (int y = 0; y < px; ++y)
        for (int x = 0; x < px; ++x) {
          const float a = (*images)[i].a[static_cast<size_t>(y) * px + x];
          if (x < px / 2 - 1) kept += a >= 0.99f;
          if (x > px / 2) hidden += a > 0.01f;
        }
      const std::string what = (i == 0 ? "luminance" : "alpha") + std::string(gray ? " gray" : "");
      EXPECT_EQ(kept, (px / 2 - 1) * px) << what;
      EXPECT_EQ(hidden, 0) << what;
    }
  }
}

}  // namespace
}  // namespace sudokupress::render::cairo
