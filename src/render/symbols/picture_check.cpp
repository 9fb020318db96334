// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/picture_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sudokupress::render::symbols {

namespace {

// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
constexpr float kProtan[9] = {0.152286f, 1.052583f,  -0.204868f, 0.114503f, 0.786281f,
                              0.099216f, -0.003882f, -0.048116f, 1.051998f};
constexpr float kDeutan[9] = {0.367322f, 0.860646f,  -0.227968f, 0.280085f, 0.672501f,
                              0.047413f, -0.011820f, 0.042940f,  0.968881f};
constexpr float kTritan[9] = {1.255528f, -0.076749f, -0.178779f, -0.078411f, 0.930809f,
                              0.147602f, 0.004733f,  0.691367f,  0.303900f};

float to_linear(float c) {
  return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
}
float to_srgb(float c) {
  c = std::clamp(c, 0.0f, 1.0f);
  return c <= 0.0031308f ? c * 12.92f : 1.055f * std::pow(c, 1 / 2.4f) - 0.055f;
}

struct Summary {
  std::vector<bool> covered;
  double r = 0, g = 0, b = 0;  // the mean colour over the covered pixels, as the vision sees it
  int count = 0;
};

Summary summarise(const PictureImage& p, Vision v) {
  Summary s;
  const size_t n = static_cast<size_t>(p.size) * p.size;
  s.covered.resize(n);
  for (size_t i = 0; i < n; ++i) {
    if (p.a[i] < 0.5f) continue;
    s.covered[i] = true;
    float r = p.r[i], g = p.g[i], b = p.b[i];
    simulate_vision(v, r, g, b);
    s.r += r;
    s.g += g;
    s.b += b;
    ++s.count;
  }
  if (s.count > 0) {
    s.r /= s.count;
    s.g /= s.count;
    s.b /= s.count;
  }
  return s;
}

double silhouette_distance(const Summary& x, const Summary& y) {
  size_t both = 0, either = 0;
  for (size_t i = 0; i < x.covered.size(); ++i) {
    both += x.covered[i] && y.covered[i];
    either += x.covered[i] || y.covered[i];
  }
  return either == 0 ? 0.0 : 1.0 - static_cast<double>(both) / static_cast<double>(either);
}

}  // namespace

std::string_view vision_name(Vision v) {
  switch (v) {
    case Vision::kColour:
      return "colour";
    case Vision::kGray:
      return "gray";
    case Vision::kProtan:
      return "protan";
    case Vision::kDeutan:
      return "deutan";
    case Vision::kTritan:
      return "tritan";
  }
  return "?";
}

void simulate_vision(Vision v, float& r, float& g, float& b) {
  if (v == Vision::kColour) return;
  if (v == Vision::kGray) {
    r = g = b = 0.299f * r + 0.587f * g + 0.114f * b;
    return;
  }
  const float* m = v == Vision::kProtan ? kProtan : v == Vision::kDeutan ? kDeutan : kTritan;
  const float lr = to_linear(r), lg = to_linear(g), lb = to_linear(b);
  r = to_srgb(m[0] * lr + m[1] * lg + m[2] * lb);
  g = to_srgb(m[3] * lr + m[4] * lg + m[5] * lb);
  b = to_srgb(m[6] * lr + m[7] * lg + m[8] * lb);
}

PictureCheck check_pictures(const std::vector<PictureImage>& pictures, Vision vision) {
  PictureCheck check;
  check.vision = vision;
  std::vector<Summary> s;
  s.reserve(pictures.size());
  for (const PictureImage& p : pictures) s.push_back(summarise(p, vision));
  for (size_t a = 0; a < s.size(); ++a)
    for (size_t b = a + 1; b < s.size(); ++b) {
      PicturePair pair;
      pair.a = static_cast<int>(a);
      pair.b = static_cast<int>(b);
      pair.silhouette = silhouette_distance(s[a], s[b]);
      const double dr = s[a].r - s[b].r, dg = s[a].g - s[b].g, db = s[a].b - s[b].b;
      // Gray: the three channels are equal, so this is the luminance difference.
      pair.tone = std::sqrt((dr * dr + dg * dg + db * db) / 3.0);
      check.min_silhouette = std::min(check.min_silhouette, pair.silhouette);
      check.min_tone = std::min(check.min_tone, pair.tone);
      if (!pair.told_apart()) check.clashes.push_back(pair);
    }
  return check;
}

std::string describe_clashes(const PictureCheck& check, const std::vector<std::string>& names) {
  std::string out;
  auto name = [&](int i) {
    return i < static_cast<int>(names.size()) ? names[i] : std::to_string(i + 1);
  };
  for (const PicturePair& p : check.clashes) {
    char nums[80];
    std::snprintf(nums, sizeof nums, " (silhouette %.2f, tone %.2f)", p.silhouette, p.tone);
    out += (out.empty() ? "" : ", ") + name(p.a) + " and " + name(p.b) + nums;
  }
  return out;
}

}  // namespace sudokupress::render::symbols
