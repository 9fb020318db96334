#include "render/template.hpp"

#include <gtest/gtest.h>

#include <filesystem>

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
