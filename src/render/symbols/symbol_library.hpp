// SPDX-License-Identifier: GPL-3.0-or-later
// Symbol sets by name, for every command and the books: the built-in text sets (digits, letters,
// letters-abc, word:WORD), a folder of `symbols.txt` or icons (`1.svg`...; `templates/symbols/`
// or a path), or a picture theme (themes.hpp). Above both symbols.hpp (one set, its icons) and
// themes.hpp (the themes, which make sets), so neither includes the other.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::symbols {

// The set `name_or_dir` cut to `n` symbols. Errors: "symbol set 'kids4' has 4 symbols; the
// puzzle needs 9", "unknown symbol set 'x' (digits, letters, ...)", "file:line: problem".
// With kGray, icon sets come from their gray/ folder if they have one, else converted to gray.
core::StatusOr<Symbols> load_symbols(std::string_view name_or_dir, int n,
                                     const std::string& symbols_dir,
                                     SymbolTone tone = SymbolTone::kColour);

// Names of the built-in sets, the folders in `symbols_dir` and the picture themes, sorted.
std::vector<std::string> symbol_set_names(const std::string& symbols_dir);

}  // namespace sudokupress::render::symbols
