// SPDX-License-Identifier: GPL-3.0-or-later
// Page geometry of a book, as pure numbers (render::Length and render::Rect, origin at the top
// left of the page, y down, as on the canvas): the page and trim boxes with bleed, the text
// block inside the margins (the gutter on the binding side), and the slots that puzzles and
// solutions go in.
// Nothing here draws; book_painter draws what this decides (layout before drawing).
//
//        bleed (outside, top, bottom only)       recto (right-hand page, index 0, 2, ...)
//   +----------------------------------------+
//   | +-------------------------------- trim |   running head: the top band of the block
//   | |gutter | text block           |outside|   section heading band (first page)
//   | |       |  +------+  +------+  |       |   slots: caption line, grid, ID line
//   | |       |  | slot |  | slot |  |       |
//   | |       |  +------+  +------+  |       |   page number: the bottom band of the block
//   | +--------------------------------------+
//   +----------------------------------------+
//
// Everything printed lies inside the text block, and the block inside the safe area (the trim
// less the print service's minimum margins and the gutter): running heads and page numbers
// count as content for the services. Thumb tabs are the only marks that reach into the bleed.
// Grids are checked against a minimum cell size before drawing (check_cell_sizes).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/manifest.hpp"
#include "publish/print_rules.hpp"
#include "render/length.hpp"
#include "render/template.hpp"

namespace sudokupress::publish::book {

// The bleed: an eighth of an inch beyond the trim on the outside, top and bottom edges.
inline constexpr render::Length kBleed = render::Length::inch(0.125);

// One puzzle's place on a page: the caption baseline above the grid, the grid's square, the ID
// baseline below it.
struct Slot {
  render::Rect area;         // the whole slot
  render::Rect grid;         // where the grid goes (fitted to the canvas's aspect at draw time)
  render::Rect room;         // all the room between caption and ID line (a grid with its legend)
  render::Length caption_y;  // baseline of the caption line (number, grade)
  render::Length id_y;       // baseline of the small ID line
};

// The bands at the top and bottom of the text block that hold the running head (with its rule)
// and the page number, and their type sizes (page_style: the book's small size).
struct PageStyle {
  render::Length head = render::Length::pt(8);        // running head type
  render::Length head_band = render::Length::pt(20);  // head baseline, rule 4 pt below, space
  render::Length head_rule_gap = render::Length::pt(4);
  render::Length folio = render::Length::pt(9);        // page number type
  render::Length folio_band = render::Length::pt(18);  // its baseline: the bottom of the block
  // The block's distance inside the margins (anti-aliased edges).
  render::Length ink_guard = render::Length::pt(1.5);
};

struct PageFrame {
  render::Size media;  // the media box (trim plus bleed)
  render::Rect trim;
  render::Rect safe;     // the trim less the service's minimum margins and the gutter
  render::Rect block;    // the text block inside the margins (inside `safe`)
  render::Rect content;  // the block less the head and folio bands
  bool recto = true;
  render::Length running_head_y;  // baseline
  render::Length folio_y;         // page number baseline
  render::Length folio_x;         // page number anchor (outside edge of the block)
  bool folio_right = true;        // anchor is the right end (recto) or the left end (verso)
  // Boxes that hold the head and folio text, for checks: their full height above the baseline
  // (and a descent below it), the block's width.
  render::Rect head_box;
  render::Rect folio_box;
};

struct LayoutStyle {
  render::Length caption = render::Length::pt(9);        // puzzle number and grade above a grid
  render::Length id = render::Length::pt(7);             // the small ID under a grid
  render::Length min_text = render::Length::pt(7);       // no type below (KDP, IngramSpark)
  render::Length heading_band = render::Length::pt(64);  // heading and intro on a first page
  render::Length gap = render::Length::pt(18);           // between slots
};

// A section's first page: the intro's first baseline is this many heading sizes below the
// block's top (the painter draws it there, the heading band makes room for it).
inline constexpr double kSectionIntroTop = 1.9;
// Its intro's leading (body sizes), the rule under heading and intro kSectionRuleAbove over the
// grids; build_book refuses an intro that would reach the rule (check_intros).
inline constexpr double kIntroLeading = 1.3;
inline constexpr render::Length kSectionRuleAbove = render::Length::pt(10);

// The book's type scale (its template's [book] sizes, points) as lengths.
struct TypeSizes {
  render::Length small, body, subhead, heading, title;
};
TypeSizes type_sizes(const render::TypeScale& type);

// The styles of a book's pages from its type scale (the book template's [book] sizes): one
// caption layout for every puzzle page (the number in the body size, bold, at the grid's top
// left; the grade at its top right; the solution's page under the grid at the right in the
// small size), one for solution pages (number and page in the small size above the grid). The
// bands of running head and page number hold the small size. Every section uses the book's
// scale: a large-print section no longer doubled its captions to 16 pt above 14 pt digits.
LayoutStyle section_style(const render::TypeScale& type = render::TypeScale());
LayoutStyle solutions_style(const render::TypeScale& type = render::TypeScale());
PageStyle page_style(const render::TypeScale& type = render::TypeScale());
// The distance between two contents entries (an entry in the body size, its detail line in
// the small size, and space).
render::Length contents_pitch(const render::TypeScale& type = render::TypeScale());

// Large print: a large-print section (large_print = true, or any section of a book whose
// template says [book] large_print) prints every puzzle with cells of at least 12 mm and digits
// of at least 20 pt and every solution with digits of at least 12 pt; a large-print template's
// type scale has no size below 16 pt (load_look refuses one that has). The book refuses a
// section that would break it (resolve_per_page: "the 12.0 mm large-print minimum").
// The large-print book had 7.2 mm cells with 14 pt digits two to a page and 5.7 mm solution
// cells with 8-9.9 pt digits before; 16 pt is the usual floor for large-print type.
struct LargePrint {
  render::Length cell = render::Length::mm(12);
  render::Length digits = render::Length::pt(20);
  render::Length solution_digits = render::Length::pt(12);
  render::Length text = render::Length::pt(16);
};

PageFrame page_frame(const BookManifest& m, render::Length inside_margin, int page_index,
                     const PrintRules& rules = PrintRules(), const PageStyle& style = PageStyle());

// Columns x rows for n per page on a block of that shape (portrait: 2 -> 1x2, 4 -> 2x2,
// 6 -> 2x3, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4, 20 -> 4x5; landscape swaps them).
void grid_shape(int n, bool landscape, int& cols, int& rows);

// `n` slots filling `area` row by row (the same size whatever the page holds, so the last page
// of a section looks like the others).
std::vector<Slot> slots(const render::Rect& area, int n, const LayoutStyle& style);

// The area a puzzle page's slots fill: the content minus the heading band (every page of the
// section, so grids keep one size through the section).
render::Rect puzzle_area(const PageFrame& f, const LayoutStyle& style);

// The thumb tab of a section on a page: on the outside edge, 0.25in inside the trim and running
// into the bleed (the only mark allowed there). Empty without bleed.
render::Rect thumb_tab_box(const PageFrame& f, int section, int sections, bool bleed);

// Readable grids. The smallest cell a book prints: the template's own minimum when it sets one
// ([grid] min_cell_mm), else 6 mm for a single grid, 5 mm for a composite (samurai), and 4 mm
// on solution pages; and never so small that the digits (given/solution size x cell) fall below
// 7 pt (magazine solutions, 0.55 of the cell: 4.5 mm).
struct CellMinimums {
  render::Length classic = render::Length::mm(6);
  render::Length composite = render::Length::mm(5);
  render::Length solution = render::Length::mm(4);
  render::Length text = render::Length::pt(7);  // digits (a fraction of the cell) stay >= this
};

// What a section's grids need: the canvas in cells, the template's border, its minimum.
struct SectionShape {
  int cols = 9, rows = 9;  // canvas cells (21 x 21 for a samurai)
  bool composite = false;
  std::string variant = "9x9";  // for messages
  render::Length border = render::Length::pt(2);
  render::Length min_cell = render::Length::mm(6);  // puzzle pages
  render::Length solution_border = render::Length::pt(2);
  render::Length min_solution_cell = render::Length::mm(4);
  bool large_print = false;  // the minimums are the large-print ones (for messages)
};

// Line weights of a book's grid: the template's scaled by `scale` (small solution grids draw
// them at 0.6), then raised so that no line is below the print service's minimum (KDP and
// IngramSpark: 0.75 pt; the magazine template's 0.5 pt cell lines became 0.3 pt on solution
// pages) and box lines stay at least kBoxOverCell times the cell lines, the border at least
// the box lines and any composite outline at least render::kOutlineOverBox times them. Pure: tests
// check it without Cairo.
struct GridLineWeights {
  render::Length thin, thick, border, outline;
};
// 2x: raising a 0.3 pt cell line to 0.75 pt beside a 0.9 pt box line left the boxes hard to
// see; 1.5x was tried on a solution page at 50 dpi and the boxes still blurred into the cells.
inline constexpr double kBoxOverCell = 2.0;
GridLineWeights grid_line_weights(const GridLineWeights& templ, double scale,
                                  render::Length min_line);

// The cell size of a grid fitted into `grid` (as the painter fits it).
render::Length cell_size(const render::Rect& grid, int cols, int rows, render::Length border);

// The largest of `candidates` (ascending) whose slots keep cells >= `min_cell`; 0 if none does.
int largest_per_page(const render::Rect& area, const LayoutStyle& style,
                     std::span<const int> candidates, const SectionShape& shape,
                     render::Length border, render::Length min_cell);

inline constexpr int kSectionPerPage[] = {1, 2, 4, 6};
inline constexpr int kSolutionPerPage[] = {4, 6, 9, 12, 16, 20};
inline constexpr int kSolutionFitPerPage[] = {1, 2, 4, 6, 9, 12, 16, 20};

// Per section: how many grids a puzzle page holds and how many solutions a solution page
// holds. A per_page the manifest sets is kept, or is an error when its cells would be smaller
// than the minimum ("book.toml:40: per_page = 6 gives 9x9 cells of 5.1 mm on 6x9in, below the
// 6 mm minimum; the largest allowed per_page is 4"). Unset: puzzles take the largest of 1, 2,
// 4 that fits (composites 1 or 2), solutions the largest up to [solutions] per_page; composite
// solutions are always fitted (fewer per page) rather than refused.
struct PerPage {
  std::vector<int> puzzles;
  std::vector<int> solutions;
};
core::StatusOr<PerPage> resolve_per_page(const BookManifest& m,
                                         const std::vector<SectionShape>& shapes,
                                         render::Length inside_margin,
                                         const PrintRules& rules = PrintRules(),
                                         const render::TypeScale& type = render::TypeScale());

// The cell sizes a book prints, one line per canvas and size ("9x9 puzzles 14.1 mm: Easy,
// Medium, X Sudoku"; "21x21 solutions 4.9 mm: Samurai"), for the build's notes: a book has one
// grid size per section and as few as its pages allow.
std::vector<std::string> grid_sizes(const BookManifest& m, const std::vector<SectionShape>& shapes,
                                    const PerPage& per_page, render::Length inside_margin,
                                    const PrintRules& rules = PrintRules(),
                                    const render::TypeScale& type = render::TypeScale());

// The geometry of one planned page: its frame and, on puzzle and solution pages, the area its
// slots fill and the slots (as many as the page's layout holds, filled or not).
struct PageGeometry {
  PageFrame frame;
  render::Rect area;
  std::vector<Slot> slots;
};

// The page geometry of a planned book, computed once (layout_pages): the painter and the PDF's
// trim and bleed boxes only read it.
struct BookLayout {
  TypeSizes type;
  PageStyle page_style;
  LayoutStyle puzzle_style, solution_style;
  render::Length contents_pitch;
  std::vector<PageGeometry> pages;  // one per page of the plan
};
BookLayout layout_pages(const BookManifest& m, const BookPlan& plan, const PrintRules& rules,
                        const render::TypeScale& type = render::TypeScale());

// A book planned and laid out: the page plan, the grids a page holds per section, the cell
// sizes for the build's notes, and every page's geometry.
struct PlannedBook {
  BookPlan plan;
  PerPage per_page;
  std::vector<std::string> grid_sizes;
  BookLayout layout;
};

// At most this many plans for the gutter to settle.
inline constexpr int kGutterRounds = 4;

// The plan step. Grids per page depend on the gutter, the gutter on the page count: the book is
// planned with the smallest gutter, then again with the gutter of the planned page count until
// it no longer changes (at most kGutterRounds plans); then its pages are laid out once.
// `print_ready` pads to the service's minimum page count (PlanOptions).
core::StatusOr<PlannedBook> plan_layout(const BookManifest& m,
                                        const std::vector<BookPuzzle>& puzzles,
                                        const std::vector<SectionShape>& shapes,
                                        const PrintRules& rules, const render::TypeScale& type,
                                        bool print_ready);

}  // namespace sudokupress::publish::book
