// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the puzzle text formats (auto-detected, and each format forced).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudokupress::core;
  if (size == 0) return 0;
  // The first byte picks the format (kAuto..kPm729, the exchange formats included), the rest
  // is the text; every puzzle read is written back in every format it can be written in.
  constexpr int kFormats = static_cast<int>(Format::kPm729) + 1;
  ReadOptions options;
  options.format = static_cast<Format>(data[0] % kFormats);
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto read = read_puzzles(text, "fuzz", options);
  if (read)
    for (const auto& item : read->items)
      if (item.puzzle)
        for (int f = 1; f < kFormats; ++f) (void)write_record(*item.puzzle, static_cast<Format>(f));
  return 0;
}
