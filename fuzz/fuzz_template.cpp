// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: page templates (TOML), against the project's font manifest.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/template.hpp"

namespace {

const sudokupress::render::FontManifest& fonts() {
  static const sudokupress::render::FontManifest manifest = [] {
    auto data = sudokupress::render::find_data_dir();
    if (!data) return sudokupress::render::FontManifest();
    auto m = sudokupress::render::load_font_manifest(data->font_manifest());
    return m ? *m : sudokupress::render::FontManifest();
  }();
  return manifest;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)sudokupress::render::parse_template(text, "fuzz.toml", fonts());
  return 0;
}
