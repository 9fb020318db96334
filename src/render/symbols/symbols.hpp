// SPDX-License-Identifier: GPL-3.0-or-later
// Symbol sets: what stands for the values 1..N in a drawn grid (givens and solutions alike).
//
//   digits        1..N as numbers (any N)
//   letters       a vowel-free default set, so no row or column can spell a word:
//                 B C D G H J L M N P Q R S T V W X Z (no F or K either: no "FCK", "KKK"; up to 18)
//   letters-abc   A, B, C, ... (the book's letter puzzles; up to 26; may spell words)
//   word:WORD     the letters of WORD in alphabetical order (Word Sudoku, generate --word)
//   <name>        a folder templates/symbols/<name>/ (or any folder given as a path):
//                   symbols.txt   one text symbol per line ('#' comments): a glyph set, drawn
//                                 with the template's `symbols` font (e.g. glyphs-book: the
//                                 book's nine symbols U+260E ... U+266B, from Symbola)
//                   1.svg, 2.svg, ...  an icon set, drawn as vectors (librsvg for PDF/PNG,
//                                 inlined in SVG and HTML). Every icon is parsed and rebuilt
//                                 by icon_sanitizer.hpp (untrusted input); its <title> is its
//                                 name ("apple"), shown by symbol_name().
//                   gray/         optional: a hand-made grayscale variant of the icons, used
//                                 for SymbolTone::kGray; without it the colours are converted
//                                 to their luminance (what a grayscale print shows)
//   <theme>       a picture theme, templates/themes/<theme>.toml (themes.hpp), when no folder
//                 has that name; in gray its colour style turned to luminance (the print
//                 check, render/cairo/picture_check.hpp, may choose its gray_style instead)
// A set with more symbols than the puzzle needs uses its first N. U+FE0F (emoji presentation,
// which pulls in a bitmap emoji font) is rejected wherever it appears.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "render/canvas.hpp"
#include "render/xml_text.hpp"

namespace sudokupress::render::symbols {

enum class SymbolKind { kText, kIcon };
// kGray: the set as a grayscale print shows it (book --print-ready).
enum class SymbolTone { kColour, kGray };

struct Symbols {
  std::string name;
  SymbolKind kind = SymbolKind::kText;
  bool symbol_font = false;        // glyph sets use the template's symbols font
  bool gray = false;               // loaded with SymbolTone::kGray
  std::string style;               // a picture theme's style ("flat"); "" for other sets
  std::vector<std::string> texts;  // kText: texts[v - 1] for value v
  std::vector<IconPtr> icons;      // kIcon: icons[v - 1]
  int count() const {
    return static_cast<int>(kind == SymbolKind::kText ? texts.size() : icons.size());
  }
};

inline constexpr std::string_view kSafeLetters = "BCDGHJLMNPQRSTVWXZ";

// The lines of a symbols.txt (one symbol each; '#' comments and blank lines skipped): no
// U+FE0F, no duplicates, at most kMaxSymbols, valid UTF-8. Errors are "source:line: problem".
core::StatusOr<std::vector<std::string>> parse_symbol_list(std::string_view text,
                                                           std::string_view source);

// Parses and sanitizes an icon file (icon_sanitizer.hpp; errors name `source`): the root <svg>
// must carry a viewBox. `name` names it in recordings and prefixes its ids ("sp-fruit-3-").
core::StatusOr<IconPtr> parse_icon(std::string name, std::string svg, std::string_view source,
                                   bool gray = false);

// The name of value v (1-based) for people: an icon's <title> (else its file name), or the text.
std::string symbol_name(const Symbols& symbols, int value);

}  // namespace sudokupress::render::symbols
