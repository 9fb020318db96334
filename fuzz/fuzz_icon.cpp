// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the icon sanitizer itself (icon_sanitizer.hpp, css_value.hpp), in colour or gray
// (the first byte chooses). Besides crashes it checks what the sanitizer promises: its output is
// well-formed XML (sanitizing it again never says "malformed XML"), and no CSS escape
// or non-local reference survives.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "render/symbols/css_value.hpp"
#include "render/symbols/icon_sanitizer.hpp"

namespace sr = sudokupress::render;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const bool gray = data[0] & 1;
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] & 2) {  // a CSS value alone
    auto decoded = sr::symbols::css::decode_css(text);
    if (decoded)
      for (std::string_view name : {"stroke-width", "d", "transform", "stroke-dasharray",
                                    "stroke-linecap", "opacity", "viewBox"})
        if (auto v =
                sr::symbols::css::plain_value(sr::symbols::css::value_kind(name), name, *decoded))
          if (v->find_first_of("\\<>&\"'") != std::string::npos) std::abort();
    return 0;
  }
  auto icon = sr::symbols::sanitize_icon(text, "fuzz/1.svg", "sp-f-1-", gray);
  if (!icon) return 0;
  if (icon->body.find('\\') != std::string::npos) std::abort();
  for (std::string_view bad : {"url(h", "url(/", "url('h", "url(\"h", "javascript", "<script"})
    if (icon->body.find(bad) != std::string::npos) std::abort();
  // The output is well-formed XML: sanitizing it again never finds it malformed.
  auto again = sr::symbols::sanitize_icon(icon->document(), "fuzz/again.svg", "", gray);
  if (!again && again.status().message().find("malformed XML") != std::string::npos) std::abort();
  return 0;
}
