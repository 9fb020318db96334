// SPDX-License-Identifier: GPL-3.0-or-later
// Picture themes as data: templates/themes/<name>.toml names a theme's pictures in an icon
// package installed by scripts/setup.sh (npm, version pinned in third_party/icons/), never
// fetched at run time. A theme is used by name wherever a symbol set is (`--symbols NAME`,
// a section's `symbols`); load_symbols() (symbol_library.hpp) finds it when no symbol folder has
// that name.
//
//   title = "Farm animals"
//   source = "fluentui-emoji"        the npm package
//   version = "1.3.0"                must be the installed package's version
//   style = "flat"                   the colour style (a folder of the package's icons/)
//   gray_style = "high-contrast"     optional: the style for gray books when `style` is not
//                                    told apart in gray (render/cairo/picture_check.hpp)
//   licence = "MIT"                  an SPDX id of kLicences
//   attribution = ""                 the credit printed on a book's copyright page; required
//                                    when the licence asks for one (CC-BY-*)
//   pictures = [ { file = "cow", name = "cow" }, ... ]   at least 9, in value order; a picture
//                                    may carry localized names: names = { de = "Kuh" }
//
// The icons of a theme are <data>/third_party/icons/node_modules/<source>/icons/<style>/
// <file>.svg, in a checkout (after setup) and in an installed prefix alike (cmake/install.cmake
// installs the files the themes use, and nothing else of the package).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::symbols {

inline constexpr int kMinThemePictures = 9;

struct ThemePicture {
  std::string file;                          // the icon's file name without .svg
  std::string name;                          // English, shown in legends
  std::map<std::string, std::string> names;  // localized names by language ("de")
};

struct Theme {
  std::string name;  // the file's stem
  std::string path;  // the .toml
  std::string title, source, version, style, gray_style, licence, attribution;
  std::vector<ThemePicture> pictures;
};

// A licence a theme may name, and whether a printed book must credit the pictures.
struct ThemeLicence {
  std::string_view spdx;
  bool needs_credit;
};
inline constexpr ThemeLicence kLicences[] = {{"MIT", false},      {"Apache-2.0", false},
                                             {"CC0-1.0", false},  {"OFL-1.1", false},
                                             {"CC-BY-4.0", true}, {"CC-BY-SA-4.0", true}};

// Errors are "file:line: problem".
core::StatusOr<Theme> parse_theme(std::string_view text, std::string_view source, std::string name);

// templates/themes beside the symbols folder (`symbols_dir` is <data>/templates/symbols).
std::string themes_dir_for(const std::string& symbols_dir);
// <data>/third_party/icons/node_modules/<source>/icons/<style>.
std::string theme_style_dir(const std::string& symbols_dir, const Theme& theme,
                            std::string_view style);

// True if templates/themes/<name>.toml exists (name without a '/').
bool is_theme(const std::string& symbols_dir, std::string_view name);
core::StatusOr<Theme> load_theme(const std::string& symbols_dir, std::string_view name);
// The names of every theme, sorted.
std::vector<std::string> theme_names(const std::string& symbols_dir);

// The theme's pictures in `style` ("" = its colour style) as an icon set, sanitized and
// limited like any icon (each icon's <title> is the picture's name); gray: colours turned to
// luminance. An icon package that is not installed is an error naming the set-up step.
core::StatusOr<Symbols> load_theme_symbols(const Theme& theme, const std::string& symbols_dir,
                                           std::string_view style, bool gray);

// The credit lines a book using these themes prints on its copyright page (one per source,
// in order, without repeats; empty when no licence asks for one).
std::vector<std::string> theme_credits(const std::vector<Theme>& themes);

}  // namespace sudokupress::render::symbols
