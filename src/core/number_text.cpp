// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/number_text.hpp"

#include <cstdio>

namespace sudokupress::core {

std::string number_text(double v, NumberFormat format) {
  // "%.2f" of 1e300 is over 300 characters: the text is measured first, never cut.
  const bool shortest = format.style == NumberStyle::kShortest;
  const int n = shortest ? std::snprintf(nullptr, 0, "%g", v)
                         : std::snprintf(nullptr, 0, "%.*f", format.decimals, v);
  std::string s(static_cast<size_t>(n > 0 ? n : 0), '\0');
  if (shortest)
    std::snprintf(s.data(), s.size() + 1, "%g", v);
  else
    std::snprintf(s.data(), s.size() + 1, "%.*f", format.decimals, v);
  if (format.style == NumberStyle::kTrimmed && s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (!format.minus_zero && s.size() > 1 && s[0] == '-' &&
      s.find_first_not_of("0.", 1) == std::string::npos)
    s.erase(0, 1);
  return s;
}

}  // namespace sudokupress::core
