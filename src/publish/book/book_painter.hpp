// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing a planned book onto a canvas (render::Canvas: Cairo for the PDF, the recording canvas
// in tests). The plan (book_plan.hpp) and the page geometry (book_layout.hpp) are decided
// before; this walks the pages and draws: title page, how to play with the worked example,
// contents, puzzle pages (running heads, section headings, numbered grids with their IDs, links
// to the solutions), solution pages (small grids, links back), Notes pages (padding), page
// numbers, thumb tabs in the bleed, and the outline (a bookmark per section).
//
// The painter is split by stage: book_paint_context (the input, text and page furniture),
// book_grid_painter (grids and legends), book_front_painter (title, how to play, contents,
// notes), book_puzzle_painter (puzzle and solution pages); paint_book walks the pages.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/book/book_layout.hpp"
#include "publish/book/book_paint_context.hpp"
#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/book/picture_example.hpp"
#include "publish/book/worked_example.hpp"
#include "publish/manifest.hpp"
#include "render/canvas.hpp"
#include "render/font_manifest.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::publish::book {

// Loads the templates and symbol sets from the project's data folder; errors name the manifest
// line that asked for them. `tone` kGray (--print-ready) loads picture sets in gray: their gray/
// variant, else their colours turned into luminance.
core::StatusOr<BookLook> load_look(
    const BookManifest& m, const std::string& templates_dir, const std::string& symbols_dir,
    const render::FontManifest& fonts,
    render::symbols::SymbolTone tone = render::symbols::SymbolTone::kColour);

// What the layout needs to know of a section's grids (canvas cells, border, minimum cell: the
// template's [grid] min_cell_mm, else CellMinimums, and with `large_print` the LargePrint
// minimums: 12 mm cells, digits of 20 pt, solutions' digits of 12 pt); `solutions` is the
// template of solution pages.
SectionShape section_shape(const core::Geometry& g, const render::Template& t,
                           const render::Template& solutions, const SectionSpec& s,
                           bool large_print = false);

// Draws every page; returns the canvas's finish() status.
core::Status paint_book(render::Canvas& canvas, const PaintInput& in);

}  // namespace sudokupress::publish::book
