// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/theme_sheet.hpp"

#include <algorithm>

namespace sudokupress::render::symbols {

namespace {

TextStyle style(const std::string& family, Length size, bool bold = false) {
  TextStyle s;
  s.family = family;
  s.size = size;
  s.bold = bold;
  return s;
}

}  // namespace

void draw_theme_gallery(Canvas& canvas, const ThemeSheetEntry& entry, const std::string& family,
                        const ThemeSheetLayout& l) {
  const int n = entry.symbols.count();
  const int rows = (n + l.columns - 1) / l.columns;
  const Length cell_w = l.picture + l.gap;
  const Length cell_h = l.picture + l.line + l.gap;
  const Length head = l.line * (2 + static_cast<double>(entry.facts.size()));
  const Size page{l.margin * 2 + cell_w * l.columns,
                  l.margin * 2 + head + cell_h * std::max(1, rows)};
  canvas.begin_page(page);
  Length y = l.margin + l.title_size;
  canvas.draw_text(entry.title, style(family, l.title_size, true), {l.margin, y}, HAlign::kLeft,
                   VAlign::kBaseline);
  y += l.line;
  for (const std::string& fact : entry.facts) {
    y += l.line;
    canvas.draw_text(fact, style(family, l.text_size), {l.margin, y}, HAlign::kLeft,
                     VAlign::kBaseline);
  }
  const Length top = l.margin + head;
  for (int i = 0; i < n; ++i) {
    const Length x = l.margin + cell_w * (i % l.columns) + l.gap / 2;
    const Length py = top + cell_h * (i / l.columns);
    ScopedGroup group(canvas, GroupKind::kLegend, i + 1);
    canvas.draw_icon(entry.symbols.icons[i], {x, py, l.picture, l.picture});
    const std::string name = i < static_cast<int>(entry.names.size())
                                 ? entry.names[i]
                                 : symbol_name(entry.symbols, i + 1);
    canvas.draw_text(std::to_string(i + 1) + "  " + name, style(family, l.text_size),
                     {x + l.picture / 2, py + l.picture + l.line}, HAlign::kCentre,
                     VAlign::kBaseline);
  }
  canvas.end_page();
}

void draw_contact_sheet(Canvas& canvas, const std::vector<ThemeSheetEntry>& entries,
                        const std::string& family, const ThemeSheetLayout& l) {
  const int count = static_cast<int>(entries.size());
  const int per_column = std::max(1, (count + l.sheet_columns - 1) / l.sheet_columns);
  const Size page{l.margin * 2 + l.sheet_column * l.sheet_columns,
                  l.margin * 2 + l.sheet_row * per_column};
  canvas.begin_page(page);
  for (int i = 0; i < count; ++i) {
    const ThemeSheetEntry& e = entries[i];
    const Length x = l.margin + l.sheet_column * (i / per_column);
    const Length y = l.margin + l.sheet_row * (i % per_column);
    canvas.draw_text(e.title, style(family, l.text_size * 0.75), {x, y + l.text_size * 0.75},
                     HAlign::kLeft, VAlign::kBaseline);
    const Length py = y + l.text_size;
    for (int v = 0; v < e.symbols.count(); ++v) {
      const Length px = x + l.sheet_picture * 1.05 * v;
      if (px + l.sheet_picture > x + l.sheet_column) break;
      canvas.draw_icon(e.symbols.icons[v], {px, py, l.sheet_picture, l.sheet_picture});
    }
  }
  canvas.end_page();
}

}  // namespace sudokupress::render::symbols
