// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML export: one self-contained page per puzzle (the book's save_html, spec §4.7,
// modernised): a CSS grid of cells sized in mm, borders per cell side from the same edge
// classification as the vector output (grid_lines.hpp), so composites get no lines where there
// are no cells; text symbols as text in the template's fonts, icons as inline <svg>. No external
// file, script or image is referenced, and a Content-Security-Policy meta (default-src 'none';
// inline style, inline script only when playable, img-src data:) forbids every network request
// even if something slipped through. With `play_solution` (render --interactive) the page is
// playable: html_play.hpp adds the player and checks entries against that solution.
#pragma once

#include <string>

#include "core/status.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/grid/page_layout.hpp"

namespace sudokupress::render::html {

core::StatusOr<std::string> html_page(const Template& t, const symbols::Symbols& symbols,
                                      const grid::GridContent& content,
                                      const grid::CaptionData& caption, const std::string& title,
                                      const core::Puzzle* play_solution = nullptr);

}  // namespace sudokupress::render::html
