// Fuzz target: symbol folders: a symbols.txt list or an icon SVG (the first byte chooses).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "render/symbols.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] & 1)
    (void)sudokupress::render::parse_icon("fuzz/1", std::string(text), "fuzz/1.svg");
  else
    (void)sudokupress::render::parse_symbol_list(text, "fuzz/symbols.txt");
  return 0;
}
