// SPDX-License-Identifier: GPL-3.0-or-later
// Picture themes must survive black-and-white print. Each icon of a theme is loaded in gray
// (SymbolTone::kGray: what --print-ready prints) and rasterised through librsvg onto white at
// 32x32 pixels (the whole 100x100 viewBox; librsvg's antialiasing is the downsample). Two icons
// differ by the mean absolute gray difference of their pixels, as a fraction of full scale:
//
//   D(a, b) = sum over the 1024 pixels of |gray_a - gray_b| / 255 / 1024
//
// and every pair in a theme must have D >= kMinGrayDistance = 0.10. For scale: a red and a green
// apple of the same shape (luminance 108 vs 122) give D ~ 0.02; an apple and the same apple
// with a leaf missing D ~ 0.01; a shape against its own outline-only version ~ 0.2. At 0.10 two
// icons differ over a tenth of the cell at full contrast, or over a large part of it at
// half contrast, which at a glance is "not the same picture" on a gray print.
#include <cairo.h>
#include <gtest/gtest.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "render/data_dir.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"
#include "test_support.hpp"

namespace sudokupress::render {
namespace {

constexpr int kSide = 32;
constexpr double kMinGrayDistance = 0.10;

// The twelve themes drawn for picture puzzles, plus the older sets of nine.
const std::vector<std::string> kThemes = {"fruit", "animals", "vehicles", "weather", "space",
                                          "sea",   "toys",    "food",     "sports",  "music",
                                          "bugs",  "clothes", "garden",   "shapes"};
// Sets made for one size only (4x4, 6x6): checked too, with all their icons.
const std::vector<std::pair<std::string, int>> kSmallSets = {{"kids4", 4}, {"kids6", 6}};

std::string symbols_dir() { return DataDir{SP_SOURCE_DIR}.symbols(); }

// The icon's pixels as gray values 0..255 (white background), kSide x kSide.
std::vector<double> raster(const Icon& icon) {
  std::vector<double> out;
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, kSide, kSide);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  GError* err = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(icon.svg.data()),
                                                 icon.svg.size(), &err);
  EXPECT_TRUE(handle) << icon.name;
  if (handle) {
    RsvgRectangle viewport{0, 0, kSide, kSide};
    EXPECT_TRUE(rsvg_handle_render_document(handle, cr, &viewport, &err)) << icon.name;
    g_object_unref(handle);
  }
  if (err) g_error_free(err);
  cairo_surface_flush(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < kSide; ++y)
    for (int x = 0; x < kSide; ++x) {
      const unsigned char* p = data + y * stride + x * 4;  // B, G, R, X (little endian)
      out.push_back(0.299 * p[2] + 0.587 * p[1] + 0.114 * p[0]);
    }
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return out;
}

double distance(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += std::fabs(a[i] - b[i]);
  return sum / 255.0 / static_cast<double>(a.size());
}

IconPtr icon_of(const std::string& svg, bool gray) {
  auto icon = symbols::parse_icon("t/1", svg, "t/1.svg", gray);
  EXPECT_TRUE(icon) << icon.status().message();
  return icon ? *icon : nullptr;
}

TEST(IconGrayTest, EveryThemeIsDistinguishableInGray) {
  std::vector<std::pair<std::string, int>> sets = kSmallSets;
  for (const std::string& theme : kThemes) sets.emplace_back(theme, 9);
  for (const auto& [theme, n] : sets) {
    auto set = load_symbols(theme, n, symbols_dir(), symbols::SymbolTone::kGray);
    ASSERT_TRUE(set) << theme << ": " << set.status().message();
    std::vector<std::vector<double>> pixels;
    for (const auto& icon : set->icons) pixels.push_back(raster(*icon));
    double worst = 1;
    std::string worst_pair;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) {
        const double d = distance(pixels[a], pixels[b]);
        EXPECT_GE(d, kMinGrayDistance) << theme << ": " << symbol_name(*set, a + 1) << " and "
                                       << symbol_name(*set, b + 1) << " look alike in gray";
        if (d < worst) {
          worst = d;
          worst_pair = symbol_name(*set, a + 1) + " / " + symbol_name(*set, b + 1);
        }
      }
    std::printf("%-9s closest pair in gray: %-28s D = %.3f\n", theme.c_str(), worst_pair.c_str(),
                worst);
  }
}

// The measure fails on icons a person would call the same picture in gray.
TEST(IconGrayTest, SimilarIconsFailTheMeasure) {
  const std::string apple =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><path d=\"M50 30 C40 20 "
      "14 20 12 48 C10 74 30 96 50 88 C70 96 90 74 88 48 C86 20 60 20 50 30 Z\" fill=\"FILL\" "
      "stroke=\"#1b1b1b\" stroke-width=\"4\"/>LEAF</svg>";
  auto make = [&](const std::string& fill, bool leaf) {
    std::string s = apple;
    s.replace(s.find("FILL"), 4, fill);
    s.replace(
        s.find("LEAF"), 4,
        leaf ? "<path d=\"M56 16 C64 6 80 8 84 14 C76 22 62 22 56 16 Z\" fill=\"#43a047\"/>" : "");
    return s;
  };
  auto red = raster(*icon_of(make("#e53935", true), true));
  auto green = raster(*icon_of(make("#43a047", true), true));
  auto no_leaf = raster(*icon_of(make("#e53935", false), true));
  auto yellow = raster(*icon_of(make("#ffd600", true), true));
  std::printf("red/green apple D = %.3f, apple/apple without leaf D = %.3f, red/yellow D = %.3f\n",
              distance(red, green), distance(red, no_leaf), distance(red, yellow));
  EXPECT_LT(distance(red, green), kMinGrayDistance);    // different colours, same gray
  EXPECT_LT(distance(red, no_leaf), kMinGrayDistance);  // a small detail
  EXPECT_GE(distance(red, yellow), kMinGrayDistance);   // far apart in gray
  // In colour, red and green differ, and the gray rule is what removes the difference.
  EXPECT_GT(distance(raster(*icon_of(make("#e53935", true), false)),
                     raster(*icon_of(make("#43a047", true), false))),
            0.0);
}

TEST(IconGrayTest, EveryThemeHasNineNamedIconsAndAGrayVariant) {
  for (const std::string& theme : kThemes) {
    auto colour = symbols::load_symbols(theme, 9, symbols_dir());
    auto gray = load_symbols(theme, 9, symbols_dir(), symbols::SymbolTone::kGray);
    ASSERT_TRUE(colour && gray) << theme;
    EXPECT_EQ(colour->kind, symbols::SymbolKind::kIcon);
    EXPECT_TRUE(gray->gray);
    std::set<std::string> names;
    for (int v = 1; v <= 9; ++v) {
      const Icon& icon = *colour->icons[v - 1];
      EXPECT_FALSE(icon.title.empty()) << icon.name;
      names.insert(symbols::symbol_name(*colour, v));
      // The gray variant has no colour left: every #rrggbb has r == g == b.
      const std::string& body = gray->icons[v - 1]->body;
      for (size_t at = body.find('#'); at != std::string::npos; at = body.find('#', at + 1)) {
        if (body.compare(at + 1, 3, "sp-") == 0) continue;  // a local reference
        std::string hex = body.substr(at + 1, 6);
        EXPECT_TRUE(hex.substr(0, 2) == hex.substr(2, 2) && hex.substr(2, 2) == hex.substr(4, 2))
            << gray->icons[v - 1]->name << " #" << hex;
      }
    }
    EXPECT_EQ(names.size(), 9u) << theme << ": icon names must differ";
  }
}

}  // namespace
}  // namespace sudokupress::render
