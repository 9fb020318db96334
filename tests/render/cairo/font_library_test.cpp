// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/font_library.hpp"

#include <gtest/gtest.h>

#include "cairo_test_support.hpp"
#include "render/cairo/cairo_canvas.hpp"

namespace sudokupress::render::cairo {
namespace {

using testing::fonts;

TEST(FontLibraryTest, ManifestFamiliesResolveToThemselves) {
  ASSERT_TRUE(fonts());
  for (const auto& fam : testing::manifest().families) {
    TextStyle s;
    s.family = fam.name;
    EXPECT_TRUE(fonts()->check_text("A", s)) << fam.name;
  }
  TextStyle bold;
  bold.bold = true;
  EXPECT_NE(fonts()->resolve_file(bold).find("DejaVuSans-Bold"), std::string::npos);
}

TEST(FontLibraryTest, AFamilyOutsideTheManifestIsAnErrorNotASubstitute) {
  TextStyle s;
  s.family = "Liberation Sans";  // maybe installed on the system, but not in the manifest
  auto st = fonts()->check_text("5", s);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.message().rfind("font family 'Liberation Sans' does not resolve to itself", 0), 0u)
      << st.message();
  // DejaVu Sans Mono lives in the same folder as DejaVu Sans but is not in the manifest.
  TextStyle mono;
  mono.family = "DejaVu Sans Mono";
  EXPECT_FALSE(fonts()->check_text("5", mono));
  EXPECT_NE(fonts()->config_xml().find("<acceptfont>"), std::string::npos);
  TextStyle bold_symbola;
  bold_symbola.family = "Symbola";
  bold_symbola.bold = true;
  EXPECT_EQ(fonts()->check_text("x", bold_symbola).message(),
            "font family 'Symbola' has no bold face");
}

TEST(FontLibraryTest, MissingGlyphsAndEmojiSelectorsAreErrors) {
  TextStyle s;                                                  // DejaVu Sans
  EXPECT_EQ(fonts()->check_text("5\xe4\xb8\xad", s).message(),  // U+4E2D, a CJK ideograph
            "font family 'DejaVu Sans' has no glyph for U+4E2D");
  TextStyle sym;
  sym.family = "Symbola";
  EXPECT_TRUE(fonts()->check_text(
      "\xe2\x98\x8e\xe2\x98\xa2\xe2\x98\xaf\xe2\x98\xbc\xe2\x98\xbd\xe2\x99\x98\xe2\x9a\x9b\xe2\x99"
      "\xa5\xe2\x99\xab",
      sym));
  EXPECT_FALSE(fonts()->check_text("\xe2\x99\xa5\xef\xb8\x8f", sym));
}

TEST(FontLibraryTest, UninstalledManifestFamilyNamesFileAndLine) {
  auto m = parse_font_manifest(
      "[[family]]\nname = \"DejaVu Sans\"\npackage = \"fonts-dejavu-core\"\n"
      "[[family]]\nname = \"No Such Font Family\"\npackage = \"fonts-nonesuch\"\n",
      "fonts.toml");
  ASSERT_TRUE(m);
  auto lib = FontLibrary::create(*m);
  ASSERT_FALSE(lib);
  EXPECT_EQ(lib.status().message(),
            "fonts.toml:4: font family 'No Such Font Family' is not installed (Debian package "
            "fonts-nonesuch; run scripts/setup.sh)");
}

TEST(FontLibraryTest, PangoRunsAtSeventyTwoDpi) {
  // A 100 pt "8" in DejaVu Sans is 72.9 pt tall (cap height 0.729 em). At Pango's default
  // 96 dpi it would be a third taller (97 pt). Render at 72 dpi so 1 pt = 1 px and measure.
  auto canvas = CairoCanvas::png(fonts(), 72);
  canvas->begin_page({Length::pt(200), Length::pt(200)});
  TextStyle s;
  s.size = Length::pt(100);
  canvas->draw_text("8", s, {Length::pt(100), Length::pt(150)}, HAlign::kCentre, VAlign::kBaseline);
  canvas->end_page();
  ASSERT_TRUE(canvas->finish());
  testing::TempDir tmp;
  testing::write_bytes(tmp.file("8.png"), canvas->png_pages()[0]);
  testing::Gray img = testing::load_png(tmp.file("8.png"));
  testing::Box b = testing::dark_box(img);
  ASSERT_FALSE(b.empty());
  EXPECT_NEAR(b.height(), 74, 3);  // 72.9 plus overshoot
  EXPECT_NEAR(b.y1, 150, 2);       // sits on the baseline
  EXPECT_NEAR((b.x0 + b.x1) / 2.0, 100, 2);
}

}  // namespace
}  // namespace sudokupress::render::cairo
