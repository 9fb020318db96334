// SPDX-License-Identifier: GPL-3.0-or-later
// fonts/fonts.toml: the font families the project may use, the roles each may fill, and the
// Debian package that provides it. The Cairo backend builds a private fontconfig configuration
// from exactly these families (render/cairo/font_library.hpp), so a family that is not listed,
// or not installed, is an error rather than a silent substitute.
//
//   [[family]]
//   name = "DejaVu Sans"            # the fontconfig family name, exactly
//   package = "fonts-dejavu-core"   # the Debian package (also listed in fonts/packages.txt)
//   roles = ["given", "solution", "candidate", "caption", "heading", "body"]
//   middle = 0.364                  # half the cap height, in em (vertical centring of symbols)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::render {

// The roles a template assigns fonts to.
inline constexpr std::string_view kFontRoles[] = {"given",   "solution", "candidate", "caption",
                                                  "symbols", "heading",  "body"};

struct FontFamily {
  std::string name;
  std::string package;
  std::vector<std::string> roles;
  double middle = 0.36;
  int line = 0;  // where it is declared, for messages
};

struct FontManifest {
  std::string source;  // the file, for messages
  std::vector<FontFamily> families;
  const FontFamily* find(std::string_view name) const;
};

core::StatusOr<FontManifest> parse_font_manifest(std::string_view text, std::string_view source);
core::StatusOr<FontManifest> load_font_manifest(const std::string& path);

}  // namespace sudokupress::render
