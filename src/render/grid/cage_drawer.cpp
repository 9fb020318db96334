// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/cage_drawer.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace sudokupress::render::grid {

namespace {

// One dashed segment from a to b (horizontal or vertical): dashes and gaps of `dash`, as plain
// line segments so every backend draws them the same.
void dashed(Canvas& canvas, Point a, Point b, Length dash, const Stroke& stroke) {
  const bool across = a.y == b.y;
  const Length from = across ? a.x : a.y, to = across ? b.x : b.y;
  for (Length at = from; at < to; at += dash * 2) {
    const Length end = std::min(at + dash, to);
    canvas.stroke_line(across ? Point{at, a.y} : Point{a.x, at},
                       across ? Point{end, a.y} : Point{a.x, end}, stroke);
  }
}

}  // namespace

CageStyle CageStyle::from(const GridStyle& style) {
  CageStyle s;
  s.line = std::max(style.thin, Length::pt(kCageLineMinPt));
  s.inset = style.cell * kCageInset;
  s.dash = style.cell * kCageDash;
  s.colour = style.line;
  s.patch = style.background.none ? Colour::white() : style.background;
  // Sums are numbers in the template's text face whatever the symbols are.
  s.sum = style.candidate;
  s.sum.bold = s.sum.italic = false;
  s.sum.colour = style.line;
  s.sum.size = std::max(style.cell * kCageSumFraction, Length::pt(kCageSumMinPt));
  return s;
}

void draw_cages(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& grid,
                bool sums) {
  const CageStyle style = CageStyle::from(grid);
  const core::Geometry& g = p.geo();
  std::vector<int> owner(g.num_cells(), -1);
  const auto& cages = p.constraints->cages;
  if (cages.empty()) return;  // a marks puzzle: no empty "cages" group
  for (size_t k = 0; k < cages.size(); ++k)
    for (int c : cages[k].cells) owner[c] = static_cast<int>(k);
  auto in = [&](int k, int row, int col) {
    const int c = g.cell_at(row, col);
    return c >= 0 && owner[c] == k;
  };
  const Length i = style.inset;
  const Stroke stroke{style.line, style.colour, LineCap::kButt};
  ScopedGroup all(canvas, GroupKind::kCages);
  for (size_t k = 0; k < cages.size(); ++k) {
    const int id = static_cast<int>(k);
    ScopedGroup one(canvas, GroupKind::kCage, cages[k].sum);
    for (int c : cages[k].cells) {
      const Rect r = cell_rect(g, origin, grid.cell, grid.border, c);
      const core::Coord at = g.coord(c);
      // Each side on the cage's border: a line inset by i, ending at the convex corners (i in),
      // running on past concave ones (i out) and meeting the next cell's line where the border
      // goes straight on. (dr, dc) = outward direction; (tr, tc) = along the side.
      struct Side {
        int dr, dc, tr, tc;
      };
      for (const Side s :
           {Side{-1, 0, 0, 1}, Side{1, 0, 0, 1}, Side{0, -1, 1, 0}, Side{0, 1, 1, 0}}) {
        if (in(id, at.row + s.dr, at.col + s.dc)) continue;
        auto end = [&](int sign) {  // how far past the cell's corner the line runs (+ = out)
          const int nr = at.row + sign * s.tr, nc = at.col + sign * s.tc;
          if (!in(id, nr, nc)) return -i;              // convex corner
          if (in(id, nr + s.dr, nc + s.dc)) return i;  // concave corner
          return Length::pt(0);                        // straight on
        };
        const Length lo = end(-1), hi = end(1);
        if (s.dr != 0) {
          const Length y = s.dr < 0 ? r.y + i : r.bottom() - i;
          dashed(canvas, {r.x - lo, y}, {r.right() + hi, y}, style.dash, stroke);
        } else {
          const Length x = s.dc < 0 ? r.x + i : r.right() - i;
          dashed(canvas, {x, r.y - lo}, {x, r.bottom() + hi}, style.dash, stroke);
        }
      }
    }
    if (!cages[k].sum || !sums) continue;
    // The sum in the first cell's top-left corner, on a patch of background over the outline.
    const Rect r = cell_rect(g, origin, grid.cell, grid.border, cages[k].cells.front());
    const std::string text = std::to_string(cages[k].sum);
    const Length pad = style.sum.size * kCageSumPad;
    const Length width = canvas.text_width(text, style.sum);
    canvas.fill_rect({r.x + i - pad, r.y + i - pad, width + pad * 2, style.sum.size + pad},
                     style.patch);
    canvas.draw_text(text, style.sum, {r.x + i, r.y + i + style.sum.size * kCageSumAscent},
                     HAlign::kLeft, VAlign::kBaseline);
  }
}

}  // namespace sudokupress::render::grid
