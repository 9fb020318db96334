// SPDX-License-Identifier: GPL-3.0-or-later
// Pictures rendered to bitmaps for the print check (render/symbols/picture_check.hpp), and the
// choice of a picture theme's style for a gray book.
#pragma once

#include <string>
#include <vector>

#include "core/status.hpp"
#include "render/length.hpp"
#include "render/symbols/picture_check.hpp"
#include "render/symbols/symbols.hpp"
#include "render/symbols/themes.hpp"

namespace sudokupress::render::cairo {

// The check renders at this resolution (a print at 300 dpi shows at least as much).
inline constexpr double kPictureCheckDpi = 150;
// The picture size `symbols list` and the catalogue table check at: a 6 mm cell (the smallest
// a book prints a classic grid at, publish/book/book_layout.hpp) times the icon scale 0.8.
inline constexpr double kListPictureMm = 4.8;

int picture_pixels(Length size);  // at kPictureCheckDpi, at least 8

// Each icon of `symbols` (an icon set) in a square of `pixels`, centred as a grid draws it.
core::StatusOr<std::vector<symbols::PictureImage>> rasterize_symbols(
    const symbols::Symbols& symbols, int pixels);

// A theme's pictures in one style, checked in every vision.
struct StyleReport {
  std::string style;
  std::vector<symbols::PictureCheck> checks;  // in kAllVisions order
  const symbols::PictureCheck& in(symbols::Vision v) const;
};
core::StatusOr<StyleReport> check_theme_style(const symbols::Theme& theme,
                                              const std::string& symbols_dir,
                                              const std::string& style, int count,
                                              Length picture_size);

// Whether a theme prints in gray (`symbols list`, `symbols show`, `symbols check`): its colour
// style turned to gray, else its gray_style, each checked at kListPictureMm. `full`: every style
// is checked (the table); else the check stops at the first that passes.
struct GrayVerdict {
  bool installed = true;             // false: the theme's icon package is not installed
  std::string style;                 // the style a gray book uses ("" = none passes)
  std::vector<StyleReport> reports;  // the theme's style first, then its gray_style if checked
};
core::StatusOr<GrayVerdict> gray_verdict(const symbols::Theme& theme,
                                         const std::string& symbols_dir, bool full = true);

// The catalogue table of `sudokupress symbols check` (committed as
// templates/themes/picture-check.tsv): a header, then one TAB-separated line a theme, in every
// vision; an error naming the theme file when its icons are not installed.
core::StatusOr<std::string> picture_check_table(const std::string& symbols_dir);

// The set `name` (any symbol set) for a book or a page. In gray, a picture theme must be told
// apart in gray at `picture_size` with its first n pictures: its colour style turned to gray if
// it passes, else its gray_style; neither is an error that names the clashing pictures.
core::StatusOr<symbols::Symbols> load_print_symbols(const std::string& name, int n,
                                                    const std::string& symbols_dir,
                                                    symbols::SymbolTone tone, Length picture_size);

}  // namespace sudokupress::render::cairo
