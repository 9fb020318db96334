// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: symbol folders: a symbols.txt list, an icon SVG or a picture theme's .toml
// (the first byte chooses: bit 0 icon, else bit 1 theme, else list).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "render/symbols/symbols.hpp"
#include "render/symbols/themes.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] & 1)
    (void)sudokupress::render::symbols::parse_icon("fuzz/1", std::string(text), "fuzz/1.svg");
  else if (data[0] & 2)
    (void)sudokupress::render::symbols::parse_theme(text, "fuzz/theme.toml", "theme");
  else
    (void)sudokupress::render::symbols::parse_symbol_list(text, "fuzz/symbols.txt");
  return 0;
}
