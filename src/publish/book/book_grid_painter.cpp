// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_grid_painter.hpp"

#include <algorithm>

#include "render/grid/grid_drawer.hpp"
#include "render/grid/legend.hpp"
#include "render/grid/page_layout.hpp"

namespace sudokupress::publish::book {

namespace {

using render::Length;
using render::Point;
using render::Rect;

// Grids whose cells would be below kSmallGridCell (solutions, 12 a page) draw their lines at
// kSmallGridLines of the template's.
constexpr Length kSmallGridCell = Length::pt(16);
constexpr double kSmallGridLines = 0.6;
// Halvings of the cell size when a grid and its legend are fitted into a box.
constexpr int kFitSteps = 40;

// Line weights, and X diagonals as light shading: a line corner to corner, at the service's
// 0.75 pt, crossed every digit on the diagonal; the template's window colour (13 % gray) is
// above the services' 10 % floor for a gray fill and keeps digits black on light.
void apply(const GridLineWeights& w, const render::Template& t, render::grid::GridStyle& style) {
  style.thin = w.thin;
  style.thick = w.thick;
  style.border = w.border;
  style.outline = std::max(style.outline, w.outline);
  style.diagonal_lines = false;
  style.diagonal = t.window_colour;
}

}  // namespace

GridLineWeights BookGridPainter::line_weights(const render::Template& t, double scale) const {
  return grid_line_weights({t.thin, t.thick, t.border, t.outline}, scale, rule_);
}

const render::Template& BookGridPainter::templ_for(int section) const {
  return section >= 0 ? look_.templates[section] : look_.normal;
}

const render::symbols::Symbols& BookGridPainter::symbols_for(int section) const {
  return section >= 0 ? look_.symbols[section] : look_.example_symbols;
}

bool BookGridPainter::has_legend(int section) const {
  return render::grid::legend_shown(templ_for(section).legend, look_.symbols[section]);
}

render::symbols::Symbols BookGridPainter::first_symbols(int section, int n) const {
  render::symbols::Symbols s = look_.symbols[section];
  if (s.kind == render::symbols::SymbolKind::kIcon)
    s.icons.resize(std::min<size_t>(s.icons.size(), n));
  else
    s.texts.resize(std::min<size_t>(s.texts.size(), n));
  return s;
}

Rect BookGridPainter::grid(const BookPuzzle& p, const Rect& box, bool solution, int section,
                           const std::vector<std::pair<int, render::Colour>>& highlights,
                           const render::symbols::Symbols* symbols) {
  const render::symbols::Symbols& sym = symbols ? *symbols : symbols_for(section);
  const render::Template& t = solution ? look_.normal : templ_for(section);
  const core::Geometry& g = p.puzzle.geo();
  double scale = 1;
  // Thin the lines of small grids (solutions): 12 per page gives cells of about 12 pt.
  const Length border = t.border;
  const Length cell_guess =
      std::min((box.width - border) / g.canvas_cols(), (box.height - border) / g.canvas_rows());
  if (cell_guess < kSmallGridCell) scale = kSmallGridLines;
  const GridLineWeights w = line_weights(t, scale);
  const Length b = w.border;
  const Length cell =
      std::min((box.width - b) / g.canvas_cols(), (box.height - b) / g.canvas_rows());
  render::grid::GridStyle style = render::grid::GridStyle::from(t, sym, cell);
  apply(w, t, style);
  const render::Size ext = render::grid::grid_extent(g, cell, style.border);
  const Point origin{box.x + (box.width - ext.width) / 2, box.y + (box.height - ext.height) / 2};
  for (const auto& [cell_id, colour] : highlights)
    c_.fill_rect(render::grid::cell_rect(g, origin, cell, style.border, cell_id), colour);
  render::grid::GridContent content;
  content.puzzle = &p.puzzle;
  if (solution) content.solution = &p.solution;
  content.shade_clues = !solution && section >= 0 && !m_.sections[section].mask.empty();
  render::grid::draw_grid(c_, origin, g, style, sym, content);
  return {origin.x, origin.y, ext.width, ext.height};
}

Rect BookGridPainter::grid_with_legend(const BookPuzzle& p, const Rect& box, int section,
                                       const render::symbols::Symbols& symbols, bool top,
                                       Rect* grid_only) {
  const render::Template& t = templ_for(section);
  const core::Geometry& g = p.puzzle.geo();
  // The legend's label line in the book's body size (the template's caption size was a
  // sixth size in the sample book).
  const Length label = type_.body;
  const GridLineWeights weights = line_weights(t, 1);
  render::grid::LegendLayout ll;
  render::Size ext, block;
  auto measure = [&](Length cell) {
    ext = render::grid::grid_extent(g, cell, weights.border);
    ll = render::grid::layout_legend(t.legend, symbols.count(), cell, ext, label);
    block = render::grid::with_legend(t.legend, ll, ext);
    return block.width <= box.width && block.height <= box.height;
  };
  Length lo,
      hi = std::max(Length(), std::min(box.width / g.canvas_cols(), box.height / g.canvas_rows()));
  for (int i = 0; i < kFitSteps; ++i) {
    const Length mid = (lo + hi) / 2;
    (measure(mid) ? lo : hi) = mid;
  }
  measure(lo);
  const Point corner{box.x + (box.width - block.width) / 2,
                     top ? box.y : box.y + (box.height - block.height) / 2};
  const Point origin{corner.x + (block.width - ext.width) / 2, corner.y};
  if (grid_only) *grid_only = {origin.x, origin.y, ext.width, ext.height};
  render::grid::GridStyle style = render::grid::GridStyle::from(t, symbols, lo);
  apply(weights, t, style);
  render::grid::GridContent content;
  content.puzzle = &p.puzzle;
  content.shade_clues = !m_.sections[section].mask.empty();
  render::grid::draw_grid(c_, origin, g, style, symbols, content);
  const Point at = render::grid::legend_origin(t.legend, ll, origin, ext);
  const Length side = lo * t.legend.size;
  render::TextStyle label_style = render::grid::caption_style(t);
  label_style.size = label;
  render::grid::draw_legend(c_, t.legend, ll, at, symbols,
                            render::grid::legend_text_style(style.given, side, t.given.size),
                            label_style, style.icon_scale);
  return {corner.x, corner.y, block.width, block.height};
}

}  // namespace sudokupress::publish::book
