// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/cover/cover_painter.hpp"

#include <algorithm>

#include "publish/book/book_layout.hpp"
#include "render/grid/grid_drawer.hpp"

namespace sudokupress::publish::cover {

namespace {

using render::Length;
using render::Rect;

constexpr Length kProbeCell = Length::pt(10);  // any cell size: the extent scales with it

book::GridLineWeights weights(const CoverArt& art) {
  const render::Template& t = *art.look;
  return book::grid_line_weights({t.thin, t.thick, t.border, t.outline}, 1, art.min_line);
}

render::Size grid_size(const CoverArt& art, Length cell) {
  return render::grid::grid_extent(art.puzzle->geo(), cell, weights(art).border);
}

void paint_grid(render::Canvas& c, const Rect& box, const CoverArt& art) {
  const render::Size probe = grid_size(art, kProbeCell);
  const double k = std::min(box.width / probe.width, box.height / probe.height);
  Length cell = kProbeCell * k;
  render::Size ext = grid_size(art, cell);
  while ((ext.width > box.width || ext.height > box.height) && cell > Length::pt(1)) {
    cell = cell * 0.99;  // the border does not scale with the cell
    ext = grid_size(art, cell);
  }
  const render::Point origin{box.x + (box.width - ext.width) / 2,
                             box.y + (box.height - ext.height) / 2};
  render::grid::GridStyle style = render::grid::GridStyle::from(*art.look, *art.symbols, cell);
  const book::GridLineWeights w = weights(art);
  style.thin = w.thin;
  style.thick = w.thick;
  style.border = w.border;
  style.outline = std::max(style.outline, w.outline);
  render::grid::GridContent content;
  content.puzzle = art.puzzle;
  if (art.icon_pattern && art.solution) content.solution = art.solution;
  render::grid::draw_grid(c, origin, art.puzzle->geo(), style, *art.symbols, content);
}

void paint_ladder(render::Canvas& c, const CoverLayout& l, const CoverTemplate& t) {
  for (const LadderRow& row : l.ladder) {
    for (int i = 0; i < row.levels; ++i) {
      // Rising steps: block i is (i + 1) / levels of the full height.
      const Length h = row.block * (0.4 + 0.6 * (i + 1) / row.levels);
      const Rect r{row.blocks.x + row.block * 1.5 * i, row.blocks.bottom() - h, row.block, h};
      if (i < row.filled)
        c.fill_rect(r, t.accent);
      else
        c.stroke_rect(r, {Length::pt(0.75), t.accent});
    }
  }
}

}  // namespace

double cover_art_aspect(const CoverArt& art) {
  if (!art.puzzle || !art.look) return 1.0;
  const render::Size s = grid_size(art, kProbeCell);
  return s.width / s.height;
}

core::Status paint_cover(render::Canvas& c, const CoverLayout& l, const CoverTemplate& t,
                         const CoverArt& art, const render::DocumentInfo& info) {
  c.set_info(info);
  c.begin_page(l.page);
  c.fill_rect({Length(), Length(), l.page.width, l.page.height}, t.background);
  c.fill_rect(l.artwork_panel, t.panel);
  if (art.puzzle && art.look && art.symbols) paint_grid(c, l.artwork, art);
  if (l.badge.width > Length()) c.fill_rect(l.badge, t.accent);
  for (const CoverLine& line : l.lines)
    c.draw_text(line.text, line.style, line.at, line.align, render::VAlign::kBaseline);
  paint_ladder(c, l, t);
  c.fill_rect(l.barcode, t.barcode);  // left empty for the service's barcode
  if (l.spine_text) c.draw_spine_text(l.spine_line.text, l.spine_line.style, l.spine_line.at);
  c.end_page();
  return c.finish();
}

}  // namespace sudokupress::publish::cover
