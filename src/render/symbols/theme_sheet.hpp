// SPDX-License-Identifier: GPL-3.0-or-later
// Gallery pages of picture themes (`sudokupress symbols show`): one theme's pictures large with
// their names and facts, or a contact sheet of many themes (a row of small pictures each).
// Pure drawing on a Canvas; the layout numbers are the constants of ThemeSheetLayout.
#pragma once

#include <string>
#include <vector>

#include "render/canvas.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::symbols {

struct ThemeSheetLayout {
  Length margin = Length::mm(12);
  Length title_size = Length::pt(18);
  Length text_size = Length::pt(9);
  Length line = Length::mm(5);  // the advance of a line of text
  // The gallery: columns of pictures, each above its name.
  int columns = 3;
  Length picture = Length::mm(32);
  Length gap = Length::mm(8);
  // The contact sheet: columns of themes, a row each: name, then the pictures.
  int sheet_columns = 4;
  Length sheet_picture = Length::mm(4);
  Length sheet_row = Length::mm(9);
  Length sheet_column = Length::mm(44);
};

struct ThemeSheetEntry {
  std::string title;               // "farm-animals: Farm animals"
  std::vector<std::string> facts;  // lines under the title (gallery) or none
  Symbols symbols;
  // The pictures' names as the gallery prints them (a language's, symbols show --language);
  // empty: each icon's own name (symbol_name).
  std::vector<std::string> names;
};

// One page: the title, the facts, then every picture with its name.
void draw_theme_gallery(Canvas& canvas, const ThemeSheetEntry& entry, const std::string& family,
                        const ThemeSheetLayout& layout = {});
// One page: every entry as a row of its pictures under its title.
void draw_contact_sheet(Canvas& canvas, const std::vector<ThemeSheetEntry>& entries,
                        const std::string& family, const ThemeSheetLayout& layout = {});

}  // namespace sudokupress::render::symbols
