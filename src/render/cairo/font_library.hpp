// SPDX-License-Identifier: GPL-3.0-or-later
// Fonts for the Cairo backend: a private fontconfig configuration holding exactly the families
// of the font manifest (fonts/fonts.toml), located through the system's fontconfig (no font
// paths in the code; see config_xml()), and a Pango font map on it at 72 dpi (Pango's default 96
// makes text a third too large in PDF points).
//
// Because the private configuration holds nothing else, Pango cannot fall back to some other
// installed font: a family that does not resolve to itself, a missing bold face or a missing
// glyph is reported as an error (check_text), never drawn with a substitute.
#pragma once

#include <fontconfig/fontconfig.h>
#include <pango/pango.h>

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "core/status.hpp"
#include "render/canvas.hpp"
#include "render/font_manifest.hpp"

namespace sudokupress::render::cairo {

class FontLibrary {
 public:
  // Fails if a manifest family is not installed: "fonts/fonts.toml:7: font family 'Symbola' is
  // not installed (Debian package fonts-symbola; run scripts/setup.sh)".
  static core::StatusOr<std::shared_ptr<FontLibrary>> create(const FontManifest& manifest);
  ~FontLibrary();
  FontLibrary(const FontLibrary&) = delete;
  FontLibrary& operator=(const FontLibrary&) = delete;

  PangoFontMap* font_map() const { return font_map_; }
  // The private configuration as a fonts.conf document (for messages and tests).
  const std::string& config_xml() const { return config_xml_; }
  FcConfig* config() const { return config_; }

  // Ok if `style`'s family (with its weight and slant) resolves to itself in the private
  // configuration and has a glyph for every character of `utf8`.
  core::Status check_text(std::string_view utf8, const TextStyle& style);
  // The file of the face `style` resolves to (for tests and messages); "" if none.
  std::string resolve_file(const TextStyle& style);

 private:
  FontLibrary() = default;
  FcPattern* match(const TextStyle& style);  // cached; owned by the cache

  const FontManifest* manifest_ = nullptr;
  FontManifest manifest_copy_;
  std::string config_xml_;
  FcConfig* config_ = nullptr;
  PangoFontMap* font_map_ = nullptr;
  std::map<std::string, FcPattern*> matches_;        // key: family|bold|italic
  std::map<std::string, std::string> style_errors_;  // same key: "" when ok
};

}  // namespace sudokupress::render::cairo
