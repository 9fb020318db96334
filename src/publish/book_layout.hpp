// Page geometry of a book, as pure numbers (PostScript points, origin at the top left of the
// page, y down, as on the canvas): the page and trim boxes with bleed, the text block inside the
// margins (the gutter on the binding side), and the slots that puzzles and solutions go in.
// Nothing here draws; book_painter draws what this decides (layout before drawing).
//
//        bleed (outside, top, bottom only)       recto (right-hand page, index 0, 2, ...)
//   +----------------------------------------+
//   | +-------------------------------- trim |   running head in the top margin
//   | |gutter | text block           |outside|   section heading band (first page)
//   | |       |  +------+  +------+  |       |   slots: caption line, grid, ID line
//   | |       |  | slot |  | slot |  |       |
//   | |       |  +------+  +------+  |       |   page number in the bottom margin, outside
//   | +--------------------------------------+
//   +----------------------------------------+
#pragma once

#include <vector>

#include "publish/book_plan.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish {

inline constexpr double kBleedPt = 0.125 * 72;

struct BoxPt {
  double x = 0, y = 0, w = 0, h = 0;
  double right() const { return x + w; }
  double bottom() const { return y + h; }
  bool contains(const BoxPt& o, double eps = 1e-6) const {
    return o.x >= x - eps && o.y >= y - eps && o.right() <= right() + eps &&
           o.bottom() <= bottom() + eps;
  }
  bool overlaps(const BoxPt& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
};

// One puzzle's place on a page: the caption baseline above the grid, the grid's square, the ID
// baseline below it.
struct Slot {
  BoxPt area;        // the whole slot
  BoxPt grid;        // where the grid goes (fitted to the canvas's aspect at draw time)
  BoxPt room;        // all the room between caption and ID line (a grid with its legend)
  double caption_y;  // baseline of the caption line (number, grade)
  double id_y;       // baseline of the small ID line
};

struct PageFrame {
  double width = 0, height = 0;  // the media box (trim plus bleed)
  BoxPt trim;
  BoxPt block;                // the text block inside the margins
  bool recto = true;
  double running_head_y = 0;  // baseline
  double folio_y = 0;         // page number baseline
  double folio_x = 0;         // page number anchor (outside edge of the block)
  bool folio_right = true;    // anchor is the right end (recto) or the left end (verso)
};

struct LayoutStyle {
  double caption_pt = 9;      // puzzle number and grade above a grid
  double id_pt = 6;           // the small ID under a grid
  double heading_band_pt = 64;  // section heading and intro on a section's first page
  double gap_pt = 18;         // between slots
};

// The style for a section: large print doubles the captions.
LayoutStyle section_style(const SectionSpec& s);
LayoutStyle solutions_style();

PageFrame page_frame(const BookManifest& m, double inside_margin_pt, int page_index);

// Columns x rows for n per page on a block of that shape (portrait: 2 -> 1x2, 4 -> 2x2,
// 6 -> 2x3, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4, 20 -> 4x5; landscape swaps them).
void grid_shape(int n, bool landscape, int& cols, int& rows);

// `n` slots filling `area` row by row (the same size whatever the page holds, so the last page
// of a section looks like the others).
std::vector<Slot> slots(const BoxPt& area, int n, const LayoutStyle& style);

// The area a puzzle page's slots fill: the block minus the heading band (every page of the
// section, so grids keep one size through the section).
BoxPt puzzle_area(const PageFrame& f, const LayoutStyle& style);

}  // namespace sudokupress::publish
