// SPDX-License-Identifier: GPL-3.0-or-later
// "A..B" ranges as users write them (--score 300..500, --er 6.0..7.5, bank query --clues 20..40,
// a book section's er = "..4"): the one parser behind the command line and the book manifest.
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.hpp"

namespace sudokupress::core {

// The bounds a range text gave; a side left empty ("A..", "..B", "..") stays unset.
struct NumberRange {
  std::optional<double> lo, hi;
};

// What a caller accepts, and what it says when a text is not that. Each message is the whole
// text of the returned Status (a caller adds its own "file:line" with Status::with_context).
struct RangeSyntax {
  bool single_value = false;  // "A" alone means A..A; without it a text needs ".."
  bool empty_is_open = true;  // "" is the open range; without it "" is refused as no_dots
  bool integers = false;      // each bound a whole number
  // Each given bound lies in [min, max]; NaN and the infinities never do.
  double min = std::numeric_limits<double>::lowest();
  double max = std::numeric_limits<double>::max();
  std::string no_dots;        // no ".." (when single_value is false)
  std::string not_number;     // a side that is not a number as a whole (strtod's syntax)
  std::string out_of_bounds;  // a side outside [min, max], not finite, or (integers) fractional
  std::string reversed;       // both sides given and A > B: a range that holds nothing
  StatusCode code = StatusCode::kUsage;  // the code of every refusal
};

// Reads "A..B", "A..", "..B", ".." or (with single_value) "A"; "" is the open range (no bounds)
// unless empty_is_open is off. Checks in this order: "..", numbers, bounds, A <= B.
StatusOr<NumberRange> parse_range(std::string_view text, const RangeSyntax& syntax);

}  // namespace sudokupress::core
