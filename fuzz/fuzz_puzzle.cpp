// Fuzz target: the puzzle text formats (auto-detected, and each format forced).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudokupress::core;
  if (size == 0) return 0;
  // The first byte picks the format (kAuto..kCompositeGrid), the rest is the text.
  ReadOptions options;
  options.format = static_cast<Format>(data[0] % 7);
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto read = read_puzzles(text, "fuzz", options);
  if (read)
    for (const auto& item : read->items)
      if (item.puzzle) (void)write_puzzle(*item.puzzle, Format::kLine, true);
  return 0;
}
