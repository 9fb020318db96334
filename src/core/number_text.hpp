// SPDX-License-Identifier: GPL-3.0-or-later
// The one number-to-text function of every output (JSON and TSV columns, messages, SVG/HTML/PDF
// coordinates, inches and millimetres): a style is a NumberFormat, never a second function.
#pragma once

#include <string>

namespace sudokupress::core {

enum class NumberStyle {
  kShortest,  // printf "%g": six significant digits, no trailing zeros ("16", "10.5", "1e+06")
  kFixed,     // exactly `decimals` digits after the point ("%.*f": "4.50", "300")
  kTrimmed,   // kFixed, then trailing zeros and a bare point dropped ("8.5", "0.19", "12")
};

struct NumberFormat {
  NumberStyle style = NumberStyle::kShortest;
  int decimals = 6;        // kFixed and kTrimmed
  bool minus_zero = true;  // false: a value that prints as zero never carries a '-' ("-0.00")
};

// The formats by name: number_text(v, fixed(2)) is "%.2f", trimmed(3) is "%.3f" less its
// trailing zeros.
constexpr NumberFormat fixed(int decimals) { return {NumberStyle::kFixed, decimals, true}; }
constexpr NumberFormat trimmed(int decimals) { return {NumberStyle::kTrimmed, decimals, true}; }
// The same without a minus on zero (coordinates and lengths: "0", not "-0").
constexpr NumberFormat unsigned_zero(NumberFormat f) {
  f.minus_zero = false;
  return f;
}

std::string number_text(double v, NumberFormat format = {});

}  // namespace sudokupress::core
