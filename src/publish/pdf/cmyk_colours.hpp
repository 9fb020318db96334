// SPDX-License-Identifier: GPL-3.0-or-later
// A cover for a service that wants CMYK (IngramSpark: PDF/X-1a, at most 240 % ink, black type in
// black ink only) gets its colours converted by us before Ghostscript sees them: every RGB
// colour operator of the drawn PDF (rg, RG, and sc/scn in DeviceRGB) becomes a CMYK one with
// full black generation (gray and black are K alone) and the service's total ink limit.
// Ghostscript then keeps these CMYK values as they are and converts only what is left.
//
// Ghostscript's own conversion was measured first: its ICC path turned RGB black into
// 72/68/67/88 (295 %) on the grid and digits and a dark blue background into 97/84/38/31
// (249 %); -dUseFastColor gave 100/100/100/0 for black (300 %). Both fail the preflight.
//
//   Cmyk k = rgb_to_cmyk(0, 0, 0, 240);   // {0, 0, 0, 100}
#pragma once

#include <string>
#include <string_view>

#include "core/status.hpp"

namespace sudokupress::publish::pdf {

// Percentages of each ink.
struct Cmyk {
  double c = 0, m = 0, y = 0, k = 0;
  double total() const { return c + m + y + k; }
};

// r, g, b in 0..1. K = 1 - max(r, g, b) (full black generation: a neutral colour is K only);
// C, M, Y the rest of the colour under that black; when the total would pass `max_total`
// (percent; 0 = no limit) C, M and Y are scaled down so that it does not (K keeps the
// darkness).
Cmyk rgb_to_cmyk(double r, double g, double b, double max_total);

// Rewrites the RGB colour operators of every page's content (and of the forms it uses) as
// CMYK ones by rgb_to_cmyk. RGB images and shadings are left to Ghostscript.
core::StatusOr<std::string> rgb_operators_to_cmyk(std::string_view pdf, double max_total);

}  // namespace sudokupress::publish::pdf
