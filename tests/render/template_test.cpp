// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/template.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "render/grid/grid_drawer.hpp"
#include "render/grid/page_layout.hpp"
#include "render_test_support.hpp"

namespace sudokupress::render {
namespace {

using testing::manifest;

core::Status parse(const std::string& text) {
  auto t = parse_template(text, "t.toml", manifest());
  return t ? core::Status::ok() : t.status();
}

TEST(TemplateTest, EveryShippedTemplateLoads) {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(testing::data_dir().templates())) {
    if (e.path().extension() != ".toml") continue;
    auto t = load_template(e.path().string(), "", manifest());
    EXPECT_TRUE(t) << t.status().message();
    ++n;
  }
  EXPECT_GE(n, 3);
}

// Issue 27: in every shipped template each composite either gets its sub-grid outlines at least
// kOutlineOverBox times the box line, whatever its cell, or is refused for its cell size (or,
// on a paper page, for a grid taller than the page).
TEST(TemplateTest, EveryShippedTemplateOutlinesSubGridsHeavierThanBoxes) {
  int drawn = 0, refused = 0;
  for (const auto& e : std::filesystem::directory_iterator(testing::data_dir().templates())) {
    if (e.path().extension() != ".toml") continue;
    auto t = load_template(e.path().string(), "", manifest());
    ASSERT_TRUE(t) << t.status().message();
    EXPECT_GE(t->outline.in_pt(), t->thick.in_pt() * kOutlineOverBox - 1e-9) << t->name;
    for (const std::string& name : core::builtin_composite_names()) {
      auto g = core::geometry_by_name(name);
      ASSERT_TRUE(g) << name;
      auto layout = grid::layout_page(*t, **g);
      if (!layout) {
        const std::string& m = layout.status().message();  // too small, or a page too short
        EXPECT_TRUE(m.find("min_cell_mm") != std::string::npos ||
                    m.find("the page has room for") != std::string::npos)
            << m;
        ++refused;
        continue;
      }
      const grid::GridStyle style = grid::GridStyle::from(*t, symbols::Symbols{}, layout->cell);
      EXPECT_GE(style.outline.in_pt(), style.thick.in_pt() * kOutlineOverBox - 1e-9)
          << t->name << " " << name;
      ++drawn;
    }
  }
  EXPECT_GT(drawn, 0);
  EXPECT_GT(refused, 0);  // the magazine template refuses a samurai (3.8 mm cells)
}

TEST(TemplateTest, OutlineFollowsTheBoxLineAndIsNeverThinnerThanTheRule) {
  const std::string base = "name = \"x\"\n[grid]\nwidth_mm = 80\nthick_pt = 2\nborder_pt = 3\n";
  auto derived = parse_template(base, "t.toml", manifest());
  ASSERT_TRUE(derived) << derived.status().message();
  EXPECT_DOUBLE_EQ(derived->outline.in_pt(), 4.0);  // unset: twice the box line
  EXPECT_EQ(parse(base + "outline_pt = 3.0\n").message(),
            "t.toml:2: grid: outline_pt 3.00 must be at least 1.6 x thick_pt = 3.20, so a "
            "composite's sub-grids stand out from its boxes");
  EXPECT_TRUE(parse(base + "outline_pt = 3.2\n"));
}

TEST(TemplateTest, XDiagonalsAreShadedUnlessTheTemplateAsksForALine) {
  const std::string base = "name = \"x\"\n[grid]\nwidth_mm = 80\n";
  auto shade = parse_template(base, "t.toml", manifest());
  ASSERT_TRUE(shade);
  EXPECT_EQ(shade->diagonal_style, Template::DiagonalStyle::kShade);
  EXPECT_EQ(shade->diagonal_colour, (Colour{222, 222, 222, false}));
  auto line = parse_template(base + "diagonal_style = \"line\"\n", "t.toml", manifest());
  ASSERT_TRUE(line);
  EXPECT_EQ(line->diagonal_colour, Template::kDiagonalLineColour);
  for (const char* name : {"magazine", "samurai-magazine", "large-print"})
    EXPECT_EQ(testing::load_template(name).diagonal_style, Template::DiagonalStyle::kShade);
}

TEST(TemplateTest, MagazineIsEightyMillimetresWideInPureBlack) {
  Template t = testing::load_template("magazine");
  ASSERT_TRUE(t.grid_width);
  EXPECT_NEAR(t.grid_width->in_mm(), 80.0, 1e-9);
  EXPECT_FALSE(t.page);  // fitted to the content
  EXPECT_EQ(t.line_colour, Colour::black());
  EXPECT_EQ(t.given.colour, Colour::black());
  EXPECT_EQ(t.solution.colour, Colour::black());
  EXPECT_DOUBLE_EQ(t.thin.in_pt(), 0.5);
  EXPECT_DOUBLE_EQ(t.border.in_pt(), 2.0);
  EXPECT_EQ(t.given.family, "DejaVu Sans");
  EXPECT_EQ(t.symbol_family, "Symbola");
}

TEST(TemplateTest, LargePrintAndKidsIconsUseA4) {
  Template lp = testing::load_template("large-print");
  ASSERT_TRUE(lp.page);
  EXPECT_NEAR(lp.page->width.in_mm(), 210, 1e-9);
  Template kids = testing::load_template("kids-icons");
  ASSERT_TRUE(kids.grid_width);
  EXPECT_EQ(kids.symbols_for(4), "kids4");
  EXPECT_EQ(kids.symbols_for(6), "kids6");
  EXPECT_EQ(kids.symbols_for(9), "shapes");
}

TEST(TemplateTest, ErrorsNameFileAndLine) {
  const std::string base = "name = \"x\"\n[grid]\nwidth_mm = 80\n";
  EXPECT_EQ(parse(base + "thin = 1\n").message(), "t.toml:4: unknown key 'grid.thin'");
  EXPECT_EQ(parse(base + "line_colour = \"red\"\n").message(),
            "t.toml:4: grid.line_colour: bad colour 'red' (use #rrggbb or none)");
  EXPECT_EQ(parse(base + "thin_pt = -1\n").message(),
            "t.toml:4: grid.thin_pt must be a number from 0.05 to 20");
  EXPECT_EQ(parse(base + "[fonts]\ngiven = \"Comic Sans MS\"\n").message(),
            "t.toml:5: font 'Comic Sans MS' is not in the font manifest (" +
                testing::data_dir().font_manifest() + ")");
  EXPECT_NE(parse(base + "[fonts]\ngiven = \"Symbola\"\n")
                .message()
                .find("t.toml:5: font 'Symbola' is not meant for the given role"),
            std::string::npos);
  EXPECT_EQ(parse("name = \"x\"\n[grid]\nwidth_mm = 80\ncell_mm = 9\n").message(),
            "t.toml:2: grid: set exactly one of width_mm and cell_mm");
  EXPECT_EQ(parse("name = \"x\"\n").message(), "t.toml:1: missing [grid] (width_mm or cell_mm)");
  EXPECT_EQ(parse(base + "[page]\nsize = \"B7\"\n").message(),
            "t.toml:5: page.size: unknown paper 'B7' (fit, A3, A4, A5, A6, letter, legal)");
  EXPECT_EQ(parse(base + "[caption]\nsize_pt = \"big\"\n").message(),
            "t.toml:5: caption.size_pt must be a number from 2 to 200");
  // A TOML syntax error also gets file:line.
  EXPECT_EQ(parse(base + "thin_pt = = 1\n").message().rfind("t.toml:4: ", 0), 0u);
  EXPECT_TRUE(parse(base));
}

TEST(TemplateTest, UnknownTemplateNameIsAClearError) {
  auto t = load_template("nonesuch", testing::data_dir().templates(), manifest());
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().message().rfind("unknown template 'nonesuch'", 0), 0u);
}

}  // namespace
}  // namespace sudokupress::render
