// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: designer mask files.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "generate/mask.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)sudokupress::generate::parse_mask(text, "fuzz");
  return 0;
}
