// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: book manifests (book.toml), bytes checked before toml++ sees them.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "publish/manifest.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)sudokupress::publish::parse_manifest(text, "fuzz.toml", ".");
  return 0;
}
