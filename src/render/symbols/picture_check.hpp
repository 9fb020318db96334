// SPDX-License-Identifier: GPL-3.0-or-later
// Are a set's pictures told apart in print? Measured on bitmaps of the pictures rendered at the
// size a book prints them (render/cairo/picture_raster.hpp renders them; this file is pure).
//
// For every pair of pictures two distances, each in [0, 1]:
//   silhouette  1 - |A ∩ B| / |A ∪ B| of the covered pixels (alpha >= 0.5): how different the
//               shapes are, whatever their colours;
//   tone        in gray: the difference of the pictures' mean luminance (0.299 R + 0.587 G +
//               0.114 B, the rule the gray print uses) over their covered pixels; in colour:
//               the distance of their mean colours in sRGB divided by sqrt(3), after the
//               colours pass through the vision's simulation.
// A pair is told apart when silhouette >= kMinSilhouette or tone >= kMinTone; a set passes a
// vision when every pair is. The visions: normal colour, gray print, and the three common
// colour-vision deficiencies at full severity (protanopia, deuteranopia, tritanopia), simulated
// with the matrices of Machado, Oliveira and Fernandes (2009) on linear RGB.
//
// The thresholds: a silhouette distance of 0.2 is about a fifth of the pictures' area being
// covered by one and not the other (a cow and a pig: 0.3; the nine clock faces: under 0.1); a
// tone distance of 0.12 is about 30 of 255 gray levels, what two flat tints need to read as
// two grays at the book's cell size (two hearts of one shape in red and green: 0.04 in gray).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudokupress::render::symbols {

inline constexpr double kMinSilhouette = 0.20;
inline constexpr double kMinTone = 0.12;

// One rendered picture: size x size pixels, straight (not premultiplied) colour in [0, 1].
struct PictureImage {
  int size = 0;
  std::vector<float> r, g, b, a;  // size * size each, row by row
};

enum class Vision { kColour, kGray, kProtan, kDeutan, kTritan };
inline constexpr Vision kAllVisions[] = {Vision::kColour, Vision::kGray, Vision::kProtan,
                                         Vision::kDeutan, Vision::kTritan};
std::string_view vision_name(Vision v);  // "colour", "gray", "protan", "deutan", "tritan"

// An sRGB colour (each channel in [0, 1]) as the vision sees it (gray: its luminance thrice).
void simulate_vision(Vision v, float& r, float& g, float& b);

struct PicturePair {
  int a = 0, b = 0;  // 0-based picture indexes, a < b
  double silhouette = 0, tone = 0;
  bool told_apart() const { return silhouette >= kMinSilhouette || tone >= kMinTone; }
};

struct PictureCheck {
  Vision vision = Vision::kColour;
  std::vector<PicturePair> clashes;         // the pairs not told apart, in index order
  double min_silhouette = 1, min_tone = 1;  // over all pairs
  bool pass() const { return clashes.empty(); }
};

// Every pair of `pictures` (all of one size) in one vision.
PictureCheck check_pictures(const std::vector<PictureImage>& pictures, Vision vision);

// "cow and pig (silhouette 0.05, tone 0.03), ..." with the pictures' names.
std::string describe_clashes(const PictureCheck& check, const std::vector<std::string>& names);

}  // namespace sudokupress::render::symbols
