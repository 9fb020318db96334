// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/length.hpp"

#include <cstdio>

#include "core/number_text.hpp"

namespace sudokupress::render {

namespace {
int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

std::optional<Colour> Colour::parse(std::string_view text) {
  if (text == "none") return Colour::transparent();
  if (text.empty() || text[0] != '#') return std::nullopt;
  text.remove_prefix(1);
  int v[6];
  if (text.size() != 3 && text.size() != 6) return std::nullopt;
  for (size_t i = 0; i < text.size(); ++i)
    if ((v[i] = hex_digit(text[i])) < 0) return std::nullopt;
  Colour c;
  if (text.size() == 3) {
    c.r = static_cast<uint8_t>(v[0] * 17);
    c.g = static_cast<uint8_t>(v[1] * 17);
    c.b = static_cast<uint8_t>(v[2] * 17);
  } else {
    c.r = static_cast<uint8_t>(v[0] * 16 + v[1]);
    c.g = static_cast<uint8_t>(v[2] * 16 + v[3]);
    c.b = static_cast<uint8_t>(v[4] * 16 + v[5]);
  }
  return c;
}

std::string mm_text(Length l) { return core::number_text(l.in_mm(), core::fixed(1)) + " mm"; }

std::string Colour::hex() const {
  if (none) return "none";
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", r, g, b);
  return buf;
}

}  // namespace sudokupress::render
