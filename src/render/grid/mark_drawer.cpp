// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/mark_drawer.hpp"

#include <algorithm>
#include <optional>

namespace sudokupress::render::grid {

namespace {

Point centre_of(const Rect& r) { return {r.x + r.width / 2, r.y + r.height / 2}; }

bool any_mark(const core::Puzzle& p, bool pairs) {
  for (const core::Mark& m : p.constraints->marks)
    if (core::is_pair_mark(m.kind) == pairs) return true;
  return false;
}

// X or V as strokes around `at` (the middle of the shared side), on a background patch.
void draw_xv(Canvas& canvas, Point at, bool x, const GridStyle& style) {
  const Length h = style.cell * kXvHalf, patch = style.cell * kXvPatch;
  const Colour background = style.background.none ? Colour::white() : style.background;
  canvas.fill_rect({at.x - patch / 2, at.y - patch / 2, patch, patch}, background);
  const Stroke s{std::max(style.cell * kXvLineFraction, Length::pt(kMarkLineMinPt)), style.line,
                 LineCap::kButt};
  if (x) {
    canvas.stroke_line({at.x - h, at.y - h}, {at.x + h, at.y + h}, s);
    canvas.stroke_line({at.x - h, at.y + h}, {at.x + h, at.y - h}, s);
  } else {
    canvas.stroke_line({at.x - h, at.y - h}, {at.x, at.y + h}, s);
    canvas.stroke_line({at.x + h, at.y - h}, {at.x, at.y + h}, s);
  }
}

}  // namespace

void draw_cell_marks(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& style) {
  if (!any_mark(p, false)) return;
  const core::Geometry& g = p.geo();
  ScopedGroup group(canvas, GroupKind::kMarks);
  for (const core::Mark& m : p.constraints->marks) {
    if (core::is_pair_mark(m.kind)) continue;
    ScopedGroup one(canvas, GroupKind::kMark, static_cast<int>(m.kind) + 1);
    const Rect r = cell_rect(g, origin, style.cell, style.border, m.a);
    const Point c = centre_of(r);
    if (m.kind == core::MarkKind::kEven) {
      const Length side = style.cell * kEvenSide;
      canvas.fill_rect({c.x - side / 2, c.y - side / 2, side, side}, kParityGrey);
    } else {
      canvas.draw_circle(c, style.cell * kOddRadius, kParityGrey,
                         Stroke{Length::pt(0), Colour::transparent()});
    }
  }
}

void draw_pair_marks(Canvas& canvas, Point origin, const core::Puzzle& p, const GridStyle& style) {
  if (!any_mark(p, true)) return;
  const core::Geometry& g = p.geo();
  ScopedGroup group(canvas, GroupKind::kMarks);
  const Colour background = style.background.none ? Colour::white() : style.background;
  const Stroke outline{std::max(style.thin, Length::pt(kMarkLineMinPt)), style.line,
                       LineCap::kButt};
  for (const core::Mark& m : p.constraints->marks) {
    if (!core::is_pair_mark(m.kind)) continue;
    ScopedGroup one(canvas, GroupKind::kMark, static_cast<int>(m.kind) + 1);
    const Point a = centre_of(cell_rect(g, origin, style.cell, style.border, m.a));
    const Point b = centre_of(cell_rect(g, origin, style.cell, style.border, m.b));
    const Point at{(a.x + b.x) / 2, (a.y + b.y) / 2};
    switch (m.kind) {
      case core::MarkKind::kWhiteDot:
        canvas.draw_circle(at, style.cell * kDotRadius, background, outline);
        break;
      case core::MarkKind::kBlackDot:
        canvas.draw_circle(at, style.cell * kDotRadius, style.line, outline);
        break;
      default:
        draw_xv(canvas, at, m.kind == core::MarkKind::kX, style);
        break;
    }
  }
}

}  // namespace sudokupress::render::grid
