// SPDX-License-Identifier: GPL-3.0-or-later
// What `render --interactive` adds to the HTML page (html_page.hpp) to make it playable in a
// browser: the symbols as <template> elements, a palette and buttons (pencil marks, undo/redo,
// check, reveal, clear), the puzzle as JSON and the player script (html_play.js, compiled in).
// Still one self-contained file that works offline from file:// (no network; progress is kept in
// the browser's localStorage under the puzzle's ID), embeddable in an <iframe>. The screen layout
// fits phones (cells of at least 44 CSS px, wide grids pan) and desktops, light or dark by the
// system setting. A print stylesheet prints the clean grid: givens only, no buttons, no entries,
// no highlights.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "core/puzzle.hpp"
#include "render/canvas.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::render::html {

// The keys that type value v (1-based): a text symbol's own text (lower case), else for icons
// "1".."9" then "a".."z". Exposed for tests.
std::string play_key(const symbols::Symbols& symbols, int v);

// The extra CSS of a playable page (after html_page's own).
std::string play_css(const grid::GridStyle& style, Length mark_size, const core::Geometry& g);

// The markup after the grid: symbol templates, palette, buttons, status line, data, script.
// `solution` is the puzzle's unique solution (the page checks and reveals from it); `id` the
// puzzle's ID (progress is saved under it; empty: under a hash of the givens).
std::string play_html(const symbols::Symbols& symbols, const grid::GridStyle& style,
                      const core::Puzzle& puzzle, const core::Puzzle& solution, std::string_view id,
                      std::map<const Icon*, int>& icon_uses);

// The player script (html_play.js), as compiled in.
std::string_view play_script();

}  // namespace sudokupress::render::html
