// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/range.hpp"

#include <cmath>
#include <cstdlib>

namespace sudokupress::core {

namespace {

// One side: empty (unset) or a number that strtod reads to the last character.
bool read_side(std::string_view side, std::optional<double>& out) {
  if (side.empty()) return true;
  const std::string text(side);
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != 0) return false;
  out = v;
  return true;
}

bool in_bounds(const std::optional<double>& v, const RangeSyntax& syntax) {
  if (!v) return true;
  if (!(*v >= syntax.min && *v <= syntax.max) || !std::isfinite(*v)) return false;  // NaN too
  return !syntax.integers || std::trunc(*v) == *v;
}

}  // namespace

StatusOr<NumberRange> parse_range(std::string_view text, const RangeSyntax& syntax) {
  NumberRange r;
  if (text.empty() && syntax.empty_is_open) return r;
  const size_t dots = text.find("..");
  if (dots == std::string_view::npos && !syntax.single_value)
    return Status::error(syntax.code, syntax.no_dots);
  bool numbers = false;
  if (dots == std::string_view::npos) {
    numbers = read_side(text, r.lo);
    r.hi = r.lo;
  } else {
    numbers = read_side(text.substr(0, dots), r.lo) && read_side(text.substr(dots + 2), r.hi);
  }
  if (!numbers) return Status::error(syntax.code, syntax.not_number);
  if (!in_bounds(r.lo, syntax) || !in_bounds(r.hi, syntax))
    return Status::error(syntax.code, syntax.out_of_bounds);
  if (r.lo && r.hi && *r.lo > *r.hi) return Status::error(syntax.code, syntax.reversed);
  return r;
}

}  // namespace sudokupress::core
