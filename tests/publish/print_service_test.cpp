// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/print_service.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sudokupress::publish {
namespace {

using render::Size;

constexpr double kTol = 0.0001;  // inches

Size trim(double w, double h) { return {Length::inch(w), Length::inch(h)}; }

const PrintService& service(std::string_view name) {
  const PrintService* s = find_print_service(name);
  EXPECT_NE(s, nullptr) << name;
  return *s;
}

TEST(PrintServiceTest, TableHoldsTheFiveServicesInOrder) {
  ASSERT_EQ(print_services().size(), 5u);
  EXPECT_EQ(print_services()[0].name, "kdp");
  EXPECT_EQ(print_services()[1].name, "ingramspark");
  EXPECT_EQ(print_services()[2].name, "lulu");
  EXPECT_EQ(print_services()[3].name, "generic");
  EXPECT_EQ(print_services()[4].name, "printable");
  EXPECT_EQ(find_print_service("createspace"), nullptr);
  EXPECT_EQ(print_service_names(), "kdp, ingramspark, lulu, generic, printable");
  for (const auto& s : print_services()) {
    EXPECT_FALSE(s.standard_trims.empty()) << s.name;
    EXPECT_FALSE(s.gutters.empty()) << s.name;
    EXPECT_FALSE(s.page_limits.empty()) << s.name;
    EXPECT_FALSE(s.annotations_allowed) << s.name;
    if (s.cover) {
      EXPECT_NEAR(s.cover_bleed.in_inch(), 0.125, kTol) << s.name;
    }
  }
}

TEST(PrintServiceTest, ParsesPaperNames) {
  EXPECT_EQ(parse_paper("white"), Paper::kWhite);
  EXPECT_EQ(parse_paper("cream"), Paper::kCream);
  EXPECT_EQ(parse_paper("color"), Paper::kColor);
  EXPECT_EQ(parse_paper("colour"), Paper::kColor);
  EXPECT_EQ(parse_paper("glossy"), std::nullopt);
  EXPECT_EQ(paper_name(Paper::kCream), "cream");
}

struct SpineCase {
  std::string_view service;
  Paper paper;
  int pages;
  double inches;
};

TEST(PrintServiceTest, SpineWidthsFollowEachServiceFormula) {
  // Expected values worked by hand from the published factors (print-on-demand.md) and the
  // stated IngramSpark stocks (444, 400 and 426 pages per inch).
  const SpineCase kCases[] = {
      {"kdp", Paper::kWhite, 24, 0.054048},
      {"kdp", Paper::kWhite, 100, 0.2252},
      {"kdp", Paper::kWhite, 300, 0.6756},
      {"kdp", Paper::kWhite, 828, 1.864656},
      {"kdp", Paper::kCream, 24, 0.06},
      {"kdp", Paper::kCream, 300, 0.75},
      {"kdp", Paper::kCream, 776, 1.94},
      {"kdp", Paper::kColor, 100, 0.2347},
      {"kdp", Paper::kColor, 300, 0.7041},
      {"ingramspark", Paper::kWhite, 100, 0.225225},
      {"ingramspark", Paper::kWhite, 300, 0.675676},
      {"ingramspark", Paper::kCream, 300, 0.75},
      {"ingramspark", Paper::kCream, 18, 0.045},
      {"ingramspark", Paper::kColor, 300, 0.704225},
      {"ingramspark", Paper::kColor, 600, 1.408451},
      {"lulu", Paper::kWhite, 32, 0.132072},
      {"lulu", Paper::kWhite, 100, 0.285225},
      {"lulu", Paper::kWhite, 300, 0.735676},
      {"lulu", Paper::kCream, 444, 1.06},
      {"lulu", Paper::kColor, 800, 1.861802},
      {"generic", Paper::kWhite, 100, 0.25},
      {"generic", Paper::kCream, 300, 0.75},
      {"generic", Paper::kColor, 24, 0.06},
  };
  for (const auto& c : kCases)
    EXPECT_NEAR(spine_width(service(c.service), c.paper, c.pages).in_inch(), c.inches, kTol)
        << c.service << " " << paper_name(c.paper) << " " << c.pages;
}

TEST(PrintServiceTest, GuttersStepByPageCount) {
  const PrintService& kdp = service("kdp");
  const int kPages[] = {24, 150, 151, 300, 301, 500, 501, 700, 701, 828};
  const double kGutter[] = {0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875};
  for (size_t i = 0; i < std::size(kPages); ++i)
    EXPECT_NEAR(gutter(kdp, kPages[i]).in_inch(), kGutter[i], kTol) << kPages[i];
  // Lulu: the 0.5 in safety margin plus the added gutter.
  const PrintService& lulu = service("lulu");
  EXPECT_NEAR(gutter(lulu, 32).in_inch(), 0.5, kTol);
  EXPECT_NEAR(gutter(lulu, 60).in_inch(), 0.5, kTol);
  EXPECT_NEAR(gutter(lulu, 61).in_inch(), 0.625, kTol);
  EXPECT_NEAR(gutter(lulu, 151).in_inch(), 1.0, kTol);
  EXPECT_NEAR(gutter(lulu, 401).in_inch(), 1.125, kTol);
  EXPECT_NEAR(gutter(lulu, 700).in_inch(), 1.25, kTol);
  EXPECT_NEAR(gutter(service("ingramspark"), 18).in_inch(), 0.5, kTol);
  EXPECT_NEAR(gutter(service("ingramspark"), 1000).in_inch(), 0.5, kTol);
  // Past the table: the last step.
  EXPECT_NEAR(gutter(kdp, 2000).in_inch(), 0.875, kTol);
}

TEST(PrintServiceTest, MarginsWithAndWithoutBleed) {
  EXPECT_NEAR(min_margins(service("kdp"), false).top.in_inch(), 0.25, kTol);
  EXPECT_NEAR(min_margins(service("kdp"), true).outside.in_inch(), 0.375, kTol);
  EXPECT_NEAR(min_margins(service("ingramspark"), false).bottom.in_inch(), 0.5, kTol);
  EXPECT_NEAR(min_margins(service("lulu"), true).top.in_inch(), 0.5, kTol);
}

TEST(PrintServiceTest, PageLimitsPerTrimGroupAndPaper) {
  const PrintService& kdp = service("kdp");
  EXPECT_EQ(max_pages(kdp, trim(6, 9), Paper::kWhite), 828);
  EXPECT_EQ(max_pages(kdp, trim(6, 9), Paper::kCream), 776);
  EXPECT_EQ(max_pages(kdp, trim(8.5, 11), Paper::kWhite), 590);
  EXPECT_EQ(max_pages(kdp, trim(8.5, 11), Paper::kCream), 550);
  EXPECT_EQ(max_pages(kdp, trim(8.5, 8.5), Paper::kCream), 550);
  EXPECT_EQ(max_pages(kdp, trim(8.25, 6), Paper::kWhite), 800);
  EXPECT_EQ(max_pages(kdp, trim(8.25, 8.25), Paper::kCream), 750);
  EXPECT_EQ(max_pages(kdp, trim(210 / 25.4, 297 / 25.4), Paper::kWhite), 780);  // A4
  EXPECT_EQ(max_pages(kdp, trim(8.27, 11.69), Paper::kCream), 730);
  EXPECT_EQ(max_pages(kdp, trim(6, 9), Paper::kColor), 828);
  // Custom trims inside KDP's range print; outside it they do not.
  EXPECT_EQ(max_pages(kdp, trim(7.25, 10.5), Paper::kWhite), 828);
  EXPECT_EQ(max_pages(kdp, trim(9, 12), Paper::kWhite), 0);
  EXPECT_EQ(max_pages(kdp, trim(3, 5), Paper::kWhite), 0);
  // IngramSpark and Lulu print only their standard trims.
  EXPECT_EQ(max_pages(service("ingramspark"), trim(6, 9), Paper::kCream), 1200);
  EXPECT_EQ(max_pages(service("ingramspark"), trim(8.5, 11), Paper::kWhite), 840);
  EXPECT_EQ(max_pages(service("ingramspark"), trim(7.25, 10.5), Paper::kWhite), 0);
  EXPECT_EQ(max_pages(service("lulu"), trim(6, 9), Paper::kWhite), 800);
  EXPECT_EQ(max_pages(service("lulu"), trim(5, 8), Paper::kWhite), 0);
  EXPECT_TRUE(is_standard_trim(kdp, trim(6.14, 9.21)));
  EXPECT_FALSE(is_standard_trim(kdp, trim(7.25, 10.5)));
}

// Metric trims: A4 everywhere; A5 standard at IngramSpark and Lulu, custom at KDP; ISO B5
// (176 x 250 mm) only where custom trims are printed.
TEST(PrintServiceTest, MetricTrimsPerService) {
  auto mm = [](double w, double h) { return trim(w / 25.4, h / 25.4); };
  const Size a4 = mm(210, 297), a5 = mm(148, 210), b5 = mm(176, 250);
  for (const char* name : {"kdp", "ingramspark", "lulu", "generic"})
    EXPECT_GT(max_pages(service(name), a4, Paper::kWhite), 0) << name;
  EXPECT_EQ(max_pages(service("kdp"), a5, Paper::kCream), 776);
  EXPECT_FALSE(is_standard_trim(service("kdp"), a5));
  EXPECT_TRUE(is_standard_trim(service("ingramspark"), a5));
  EXPECT_EQ(max_pages(service("ingramspark"), a5, Paper::kWhite), 1200);
  EXPECT_EQ(max_pages(service("lulu"), a5, Paper::kWhite), 800);
  EXPECT_EQ(max_pages(service("kdp"), b5, Paper::kWhite), 828);  // a large trim by height
  EXPECT_EQ(max_pages(service("generic"), b5, Paper::kWhite), 828);
  EXPECT_EQ(max_pages(service("ingramspark"), b5, Paper::kWhite), 0);
  EXPECT_EQ(max_pages(service("lulu"), b5, Paper::kWhite), 0);
}

TEST(PrintServiceTest, ChecksPageCountMinimumParityAndLimit) {
  const PrintService& kdp = service("kdp");
  EXPECT_EQ(check_page_count(kdp, trim(6, 9), Paper::kWhite, 24), "");
  EXPECT_EQ(check_page_count(kdp, trim(6, 9), Paper::kWhite, 22), "kdp needs at least 24 pages");
  EXPECT_EQ(check_page_count(kdp, trim(6, 9), Paper::kWhite, 25), "kdp needs an even page count");
  EXPECT_EQ(check_page_count(kdp, trim(8.5, 11), Paper::kWhite, 600),
            "kdp prints at most 590 pages on this trim and white paper");
  EXPECT_EQ(check_page_count(kdp, trim(9, 12), Paper::kWhite, 100),
            "kdp does not print this trim on white paper");
  EXPECT_EQ(check_page_count(service("ingramspark"), trim(6, 9), Paper::kWhite, 18), "");
  EXPECT_EQ(check_page_count(service("lulu"), trim(6, 9), Paper::kWhite, 30),
            "lulu needs at least 32 pages");
}

TEST(PrintServiceTest, ColourInteriorsPerService) {
  EXPECT_EQ(parse_interior("color"), Interior::kColor);
  EXPECT_EQ(parse_interior("colour"), Interior::kColor);
  EXPECT_EQ(parse_interior("grey"), Interior::kGray);
  EXPECT_FALSE(parse_interior("cmyk").has_value());
  EXPECT_EQ(interior_name(Interior::kColor), "color");
  const PrintService& kdp = service("kdp");
  // kdp standard colour (white paper): 72-600 pages; premium colour (colour paper): 24-828.
  EXPECT_EQ(min_pages(kdp, Paper::kWhite, Interior::kColor), 72);
  EXPECT_EQ(min_pages(kdp, Paper::kColor, Interior::kColor), 24);
  EXPECT_EQ(min_pages(kdp, Paper::kWhite, Interior::kGray), 24);
  EXPECT_EQ(max_pages(kdp, trim(6, 9), Paper::kWhite, Interior::kColor), 600);
  EXPECT_EQ(max_pages(kdp, trim(6, 9), Paper::kColor, Interior::kColor), 828);
  EXPECT_EQ(check_page_count(kdp, trim(8.5, 11), Paper::kWhite, 40, Interior::kColor),
            "kdp standard colour needs at least 72 pages");
  EXPECT_EQ(check_page_count(kdp, trim(8.5, 11), Paper::kWhite, 700, Interior::kColor),
            "kdp standard colour prints at most 590 pages on this trim and white paper");
  EXPECT_EQ(check_page_count(kdp, trim(8.5, 11), Paper::kColor, 40, Interior::kColor), "");
  // sRGB at kdp and lulu (a plain PDF), CMYK PDF/X-1a within 240 % at ingramspark.
  EXPECT_TRUE(kdp.colour_interior.rgb);
  EXPECT_TRUE(service("lulu").colour_interior.rgb);
  EXPECT_FALSE(service("ingramspark").colour_interior.rgb);
  EXPECT_EQ(service("ingramspark").colour_interior.max_ink_percent, 240);
  EXPECT_EQ(pdfx_output(kdp, Interior::kColor), "");
  EXPECT_EQ(pdfx_output(kdp, Interior::kGray), "PDF/X-1a:2001");
  EXPECT_EQ(pdfx_output(service("ingramspark"), Interior::kColor), "PDF/X-1a:2001");
  for (const PrintService& s : print_services()) {
    EXPECT_TRUE(s.colour_interior.offered) << s.name;
    EXPECT_GE(s.colour_interior.min_line_width.in_pt(), 0.75) << s.name;
  }
}

TEST(PrintServiceTest, CoverSizeIsTwoTrimsSpineAndBleed) {
  // KDP 8.5 × 11, 120 pages on white: 17 + 0.27024 + 0.25 = 17.52024 by 11.25.
  Size c = cover_size(service("kdp"), trim(8.5, 11), Paper::kWhite, 120);
  EXPECT_NEAR(c.width.in_inch(), 17.52024, kTol);
  EXPECT_NEAR(c.height.in_inch(), 11.25, kTol);
  // Lulu 6 × 9, 200 pages: 12 + 200 / 444 + 0.06 + 0.25.
  c = cover_size(service("lulu"), trim(6, 9), Paper::kWhite, 200);
  EXPECT_NEAR(c.width.in_inch(), 12.760450, kTol);
  EXPECT_NEAR(c.height.in_inch(), 9.25, kTol);
}

TEST(PrintServiceTest, SpineTextAndBarcodeRules) {
  const PrintService& kdp = service("kdp");
  EXPECT_EQ(kdp.spine_text_min_pages, 79);
  EXPECT_NEAR(kdp.spine_text_clearance.in_inch(), 0.0625, kTol);
  EXPECT_NEAR(kdp.barcode.width.in_inch(), 2.0, kTol);
  EXPECT_NEAR(kdp.barcode.height.in_inch(), 1.2, kTol);
  EXPECT_NEAR(kdp.barcode.from_spine.in_inch(), 0.25, kTol);
  ASSERT_EQ(service("ingramspark").pdfx_accepted.size(), 2u);
  EXPECT_EQ(service("ingramspark").pdfx_accepted[0], "PDF/X-1a:2001");
  EXPECT_TRUE(kdp.pdfx_accepted.empty());
  EXPECT_FALSE(service("ingramspark").colour.rgb_allowed);
  EXPECT_EQ(service("ingramspark").colour.max_ink_percent, 240);
}

TEST(PrintServiceTest, FormatsInches) {
  EXPECT_EQ(format_inches(Length::inch(0.25)), "0.25 in");
  EXPECT_EQ(format_inches(Length::inch(0.375)), "0.375 in");
  EXPECT_EQ(format_inches(Length::inch(1)), "1 in");
  EXPECT_EQ(format_inches(Length::inch(0.1949), 2), "0.19 in");
}

TEST(PrintServiceTest, APrintablePdfIsLetterOrA4FromOnePageWithNoBleedAndNoCover) {
  const PrintService& p = service("printable");
  const Size letter{Length::inch(8.5), Length::inch(11)}, a4{Length::mm(210), Length::mm(297)};
  const Size six_by_nine{Length::inch(6), Length::inch(9)};
  EXPECT_FALSE(p.cover);
  EXPECT_EQ(p.interior_bleed, Length());
  EXPECT_EQ(check_page_count(p, letter, Paper::kWhite, 1, Interior::kGray), "");
  EXPECT_EQ(check_page_count(p, a4, Paper::kWhite, 37, Interior::kColor), "");
  EXPECT_NE(check_page_count(p, six_by_nine, Paper::kWhite, 40, Interior::kGray), "");
  EXPECT_NE(check_page_count(p, letter, Paper::kWhite, 1001, Interior::kGray), "");
  EXPECT_NEAR(gutter(p, 500).in_inch(), 0.25, 1e-9);
  for (const auto& s : print_services())
    if (s.name != "printable") {
      EXPECT_TRUE(s.cover) << s.name;
      EXPECT_GT(s.interior_bleed, Length()) << s.name;
      EXPECT_NE(check_page_count(s, letter, Paper::kWhite, 37, Interior::kGray), "") << s.name;
    }
}

}  // namespace
}  // namespace sudokupress::publish
