// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: composite descriptions (variants/*.txt format).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/geometry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto g = sudokupress::core::parse_composite(text, "fuzz");
  if (g) (void)g->num_cells();
  return 0;
}
