// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing a planned book onto a canvas (render::Canvas: Cairo for the PDF, the recording canvas
// in tests). The plan (book_plan.hpp) and the page geometry (book_layout.hpp) are decided
// before; this walks the pages and draws: title page, how to play with the worked example,
// contents, puzzle pages (running heads, section headings, numbered grids with their IDs, links
// to the solutions), solution pages (small grids, links back), Notes pages (padding), page
// numbers, thumb tabs in the bleed, and the outline (a bookmark per section).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/book_layout.hpp"
#include "publish/book_plan.hpp"
#include "publish/book_puzzle.hpp"
#include "publish/manifest.hpp"
#include "publish/picture_example.hpp"
#include "publish/worked_example.hpp"
#include "render/canvas.hpp"
#include "render/font_manifest.hpp"
#include "render/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::publish {

// The resolved look of a book: templates and the symbol set of each section.
struct BookLook {
  render::Template normal;                  // the manifest's template: solutions, front matter
  std::vector<render::Template> templates;  // per section: its template, large-print, or
                                            // kids-icons for 4x4 and 6x6 icon sections
  std::vector<render::Symbols> symbols;     // per section
  // Per section: large print (large_print = true, its template's or the book template's
  // [book] large_print): the LargePrint minimums apply (book_layout.hpp).
  std::vector<bool> large_print;
  render::Symbols example_symbols;  // the how-to-play example and title ornament (9x9)
  // The credits the book's picture themes' licences ask for (render::theme_credits), printed at
  // the foot of the title page, the book's copyright page.
  std::vector<std::string> credits;
  std::string heading_family = "DejaVu Serif";
  std::string body_family = "DejaVu Sans";
};

// Loads the templates and symbol sets from the project's data folder; errors name the manifest
// line that asked for them. `tone` kGray (--print-ready) loads picture sets in gray: their gray/
// variant, else their colours turned into luminance.
core::StatusOr<BookLook> load_look(const BookManifest& m, const std::string& templates_dir,
                                   const std::string& symbols_dir,
                                   const render::FontManifest& fonts,
                                   render::SymbolTone tone = render::SymbolTone::kColour);

// What the layout needs to know of a section's grids (canvas cells, border, minimum cell: the
// template's [grid] min_cell_mm, else CellMinimums, and with `large_print` the LargePrint
// minimums: 12 mm cells, digits of 20 pt, solutions' digits of 12 pt); `solutions` is the
// template of solution pages.
SectionShape section_shape(const core::Geometry& g, const render::Template& t,
                           const render::Template& solutions, const SectionSpec& s,
                           bool large_print = false);

struct PaintInput {
  const BookManifest* manifest = nullptr;
  const std::vector<BookPuzzle>* puzzles = nullptr;
  const BookPlan* plan = nullptr;
  const BookLayout* layout = nullptr;  // the plan's page geometry (layout_pages)
  const BookLook* look = nullptr;
  const WorkedExample* example = nullptr;           // optional
  const PictureExample* picture_example = nullptr;  // optional: children's how to play
  PrintRules rules;                                 // the safe area (margins) of the print service
  std::string creator = "sudokupress";
  int64_t creation_time = 0;
};

// Draws every page; returns the canvas's finish() status.
core::Status paint_book(render::Canvas& canvas, const PaintInput& in);

// Destination names: "puzzle-12", "solution-12", "section-2", "solutions", "contents",
// "how-to-play".
std::string puzzle_dest(int number);
std::string solution_dest(int number);

// Splits text into lines no wider than `width` (words never broken; a too-long word gets a
// line of its own).
std::vector<std::string> wrap_text(render::Canvas& canvas, const std::string& text,
                                   const render::TextStyle& style, render::Length width);

}  // namespace sudokupress::publish
