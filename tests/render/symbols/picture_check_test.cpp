// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/picture_check.hpp"

#include <gtest/gtest.h>

namespace sudokupress::render::symbols {
namespace {

constexpr int kSize = 20;

// A picture: a filled disc or square of one colour on a transparent ground.
PictureImage shape(bool disc, float r, float g, float b, int inset = 2) {
  PictureImage p;
  p.size = kSize;
  const size_t n = kSize * kSize;
  p.r.assign(n, 0);
  p.g.assign(n, 0);
  p.b.assign(n, 0);
  p.a.assign(n, 0);
  const float c = (kSize - 1) / 2.0f, rad = kSize / 2.0f - inset;
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x) {
      const bool in = disc ? (x - c) * (x - c) + (y - c) * (y - c) <= rad * rad
                           : x >= inset && x < kSize - inset && y >= inset && y < kSize - inset;
      if (!in) continue;
      const size_t i = static_cast<size_t>(y) * kSize + x;
      p.r[i] = r;
      p.g[i] = g;
      p.b[i] = b;
      p.a[i] = 1;
    }
  return p;
}

TEST(PictureCheckTest, SameShapeDifferentGrayTonesAreToldApartByTone) {
  auto check =
      check_pictures({shape(true, 0.1f, 0.1f, 0.1f), shape(true, 0.9f, 0.9f, 0.9f)}, Vision::kGray);
  EXPECT_TRUE(check.pass());
  EXPECT_NEAR(check.min_silhouette, 0.0, 1e-9);
  EXPECT_NEAR(check.min_tone, 0.8, 1e-6);
}

TEST(PictureCheckTest, RedAndGreenOfOneShapeClashInGrayAndForProtansAndDeutans) {
  // Pure red and a green of nearly the same luminance (0.299 vs 0.587 * 0.52 = 0.305).
  const std::vector<PictureImage> hearts = {shape(true, 1, 0, 0), shape(true, 0, 0.52f, 0)};
  EXPECT_TRUE(check_pictures(hearts, Vision::kColour).pass());
  auto gray = check_pictures(hearts, Vision::kGray);
  ASSERT_FALSE(gray.pass());
  EXPECT_LT(gray.clashes[0].tone, 0.01);
  EXPECT_EQ(describe_clashes(gray, {"red heart", "green heart"}).substr(0, 36),
            "red heart and green heart (silhouett");
  EXPECT_FALSE(check_pictures(hearts, Vision::kProtan).pass());  // red looks darker to them
  EXPECT_TRUE(check_pictures(hearts, Vision::kTritan).pass());
  // The green a deuteranope cannot tell from pure red (the same simulated colour).
  const std::vector<PictureImage> deutan = {shape(true, 1, 0, 0), shape(true, 0, 0.69f, 0)};
  EXPECT_TRUE(check_pictures(deutan, Vision::kColour).pass());
  auto d = check_pictures(deutan, Vision::kDeutan);
  ASSERT_FALSE(d.pass());
  EXPECT_LT(d.clashes[0].tone, kMinTone);
}

TEST(PictureCheckTest, DifferentSilhouettesPassWhateverTheColour) {
  // A disc and a square of the same colour: the corners differ; a small disc, more so.
  auto check = check_pictures({shape(true, 0.5f, 0.5f, 0.5f), shape(false, 0.5f, 0.5f, 0.5f, 0),
                               shape(true, 0.5f, 0.5f, 0.5f, 6)},
                              Vision::kGray);
  EXPECT_TRUE(check.pass()) << describe_clashes(check, {});
  EXPECT_GE(check.min_silhouette, kMinSilhouette);
}

TEST(PictureCheckTest, SimulationsKeepGraysAndMoveColours) {
  for (Vision v : kAllVisions) {
    float r = 0.5f, g = 0.5f, b = 0.5f;
    simulate_vision(v, r, g, b);
    EXPECT_NEAR(r, 0.5f, 0.01f) << vision_name(v);
    EXPECT_NEAR(g, 0.5f, 0.01f) << vision_name(v);
    EXPECT_NEAR(b, 0.5f, 0.01f) << vision_name(v);
  }
  // Tritanopia confuses blue and green more than normal vision does.
  float r = 0, g = 0, b = 1;
  simulate_vision(Vision::kTritan, r, g, b);
  EXPECT_GT(g, 0.3f);
  EXPECT_LT(b, 0.8f);
}

}  // namespace
}  // namespace sudokupress::render::symbols
