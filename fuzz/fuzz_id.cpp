// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: puzzle IDs (geometry tokens, options, seed).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "generate/puzzle_id.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view id(reinterpret_cast<const char*>(data), size);
  (void)sudokupress::generate::decode_id(id);
  return 0;
}
