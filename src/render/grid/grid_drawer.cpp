// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/grid/grid_drawer.hpp"

#include <algorithm>
#include <cmath>

#include "render/grid/cage_drawer.hpp"
#include "render/grid/grid_lines.hpp"
#include "render/grid/mark_drawer.hpp"

namespace sudokupress::render::grid {

namespace {

// The mini-grid for candidates: the most square arrangement, columns >= rows.
void candidate_shape(int n, int& rows, int& cols) {
  cols = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
  rows = (n + cols - 1) / cols;
}

void draw_symbol(Canvas& canvas, const symbols::Symbols& symbols, int value, const Rect& box,
                 const TextStyle& style, double icon_scale, GroupKind kind) {
  if (value < 1 || value > symbols.count()) return;
  ScopedGroup group(canvas, kind, value);
  if (symbols.kind == symbols::SymbolKind::kIcon) {
    Length side = box.width * icon_scale;
    Rect r{box.x + (box.width - side) / 2, box.y + (box.height - side) / 2, side, side};
    canvas.draw_icon(symbols.icons[value - 1], r);
  } else {
    const std::string& text = symbols.texts[value - 1];
    TextStyle fitted = style;
    const size_t chars = utf8_to_u32(text).size();
    fitted.size = fitted_text_size(style.size, box.width, chars);
    if (chars >= 2) {  // measured: bold and wide digits of some fonts exceed the estimate
      const Length room = box.width * kSymbolWidthFraction;
      const Length w = canvas.text_width(text, fitted);
      if (w > room) fitted.size = fitted.size * (room / w);
    }
    canvas.draw_text(text, fitted, box.centre(), HAlign::kCentre, VAlign::kMiddle);
  }
}

// The tint of a canvas position: the average of the tints of the sub-grids that hold it,
// darkened by kSharedTintStep for every sub-grid past the first (so a shared region is the
// mixture of its grids' colours, a shade deeper), or none.
constexpr double kSharedTintStep = 0.05;
Colour tint_at(const core::Geometry& g, const std::vector<Colour>& tints, int row, int col) {
  const std::vector<int> grids = grids_of_position(g, row, col);
  if (grids.empty()) return Colour::transparent();
  double r = 0, gr = 0, b = 0;
  for (int i : grids) {
    const Colour& t = tints[i % tints.size()];
    r += t.r;
    gr += t.g;
    b += t.b;
  }
  const double k = static_cast<double>(grids.size());
  const double dark = std::max(0.0, 1.0 - kSharedTintStep * (k - 1)) / k;
  auto byte = [&](double v) { return static_cast<uint8_t>(std::lround(v * dark)); };
  return {byte(r), byte(gr), byte(b), false};
}

// Per-sub-grid tints, in runs of equal colour along each canvas row.
void draw_tints(Canvas& canvas, Point lines_origin, const core::Geometry& g,
                const GridStyle& style) {
  if (style.grid_tints.empty() || !g.is_composite()) return;
  const Length cell = style.cell;
  for (int r = 0; r < g.canvas_rows(); ++r) {
    for (int c = 0; c < g.canvas_cols();) {
      Colour here =
          g.cell_at(r, c) < 0 ? Colour::transparent() : tint_at(g, style.grid_tints, r, c);
      int start = c++;
      while (c < g.canvas_cols() && g.cell_at(r, c) >= 0 &&
             tint_at(g, style.grid_tints, r, c) == here)
        ++c;
      if (here.none) continue;
      canvas.fill_rect(
          {lines_origin.x + cell * start, lines_origin.y + cell * r, cell * (c - start), cell},
          here);
    }
  }
}

// Variant fills cell by cell, then the X diagonals as lines (under the grid lines and symbols).
void draw_variant(Canvas& canvas, Point origin, Point lines_origin, const core::Geometry& g,
                  const GridStyle& style) {
  if (!g.is_variant()) return;
  const Length cell = style.cell;
  for (int id = 0; id < g.num_cells(); ++id) {
    Colour c = variant_fill(g, style, id);
    if (!c.none) canvas.fill_rect(cell_rect(g, origin, cell, style.border, id), c);
  }
  if (!(g.extras() & core::kExtraDiagonals) || !style.diagonal_lines || style.diagonal.none) return;
  Stroke stroke;
  stroke.colour = style.diagonal;
  stroke.width = style.thin;
  stroke.cap = LineCap::kButt;
  const int n = g.size();
  canvas.stroke_line(lines_origin, {lines_origin.x + cell * n, lines_origin.y + cell * n}, stroke);
  canvas.stroke_line({lines_origin.x + cell * n, lines_origin.y},
                     {lines_origin.x, lines_origin.y + cell * n}, stroke);
}

// Lines: thin, then thick, then border on top. Thin lines end flush (butt); thick lines and the
// border get square caps, so corners and T-junctions close without gaps.
void draw_lines(Canvas& canvas, Point lines_origin, const core::Geometry& g,
                const GridStyle& style) {
  const Length cell = style.cell;
  ScopedGroup group(canvas, GroupKind::kGridLines);
  for (const GridSegment& s : grid_segments(g)) {
    Stroke stroke;
    stroke.colour = style.line;
    switch (s.kind) {
      case EdgeKind::kThin:
        stroke.width = style.thin;
        stroke.cap = LineCap::kButt;
        break;
      case EdgeKind::kThick:  // a jigsaw's region borders: border weight, so the shapes stand out
        stroke.width = g.is_jigsaw() ? style.border : style.thick;
        stroke.cap = LineCap::kSquare;
        break;
      case EdgeKind::kBorder:
        stroke.width = style.border;
        stroke.cap = LineCap::kSquare;
        break;
      case EdgeKind::kOutline:
        stroke.width = style.outline;
        stroke.cap = LineCap::kSquare;
        break;
      case EdgeKind::kNone:
        continue;
    }
    Point a, b;
    if (s.horizontal) {
      a = {lines_origin.x + cell * s.from, lines_origin.y + cell * s.line};
      b = {lines_origin.x + cell * s.to, a.y};
    } else {
      a = {lines_origin.x + cell * s.line, lines_origin.y + cell * s.from};
      b = {a.x, lines_origin.y + cell * s.to};
    }
    canvas.stroke_line(a, b, stroke);
  }
}

// Givens, then solution symbols, then candidates, each kind in a group of its own.
void draw_symbols(Canvas& canvas, Point origin, const core::Geometry& g, const GridStyle& style,
                  const symbols::Symbols& symbols, const GridContent& content) {
  const core::Puzzle& puzzle = *content.puzzle;
  const Length cell = style.cell;
  auto box_of = [&](int id) { return cell_rect(g, origin, cell, style.border, id); };
  if (puzzle.clue_count() > 0) {
    ScopedGroup group(canvas, GroupKind::kClues);
    for (int id = 0; id < g.num_cells(); ++id)
      if (puzzle.cells[id])
        draw_symbol(canvas, symbols, puzzle.cells[id], box_of(id), style.given, style.icon_scale,
                    GroupKind::kClue);
  }
  auto solved = [&](int id) {
    return !puzzle.cells[id] && content.solution && content.solution->cells[id];
  };
  bool any_solved = false;
  for (int id = 0; id < g.num_cells() && !any_solved; ++id) any_solved = solved(id);
  if (any_solved) {
    // Solution icons are drawn smaller than givens, so the two stay apart without colour.
    ScopedGroup group(canvas, GroupKind::kSolutions);
    for (int id = 0; id < g.num_cells(); ++id)
      if (solved(id))
        draw_symbol(canvas, symbols, content.solution->cells[id], box_of(id), style.solution,
                    style.icon_scale * 0.75, GroupKind::kSolution);
  }
  if (!content.candidates) return;
  int mini_rows = 1, mini_cols = 1;
  candidate_shape(g.size(), mini_rows, mini_cols);
  const Length mini_w = cell / mini_cols, mini_h = cell / mini_rows;
  TextStyle small = style.candidate;
  small.size = style.candidate.size / std::max(mini_rows, mini_cols);
  ScopedGroup group(canvas, GroupKind::kCandidates);
  const int listed = std::min<int>(g.num_cells(), static_cast<int>(content.candidates->size()));
  for (int id = 0; id < listed; ++id) {
    if (puzzle.cells[id] || solved(id)) continue;
    Rect box = box_of(id);
    for (int v : (*content.candidates)[id]) {
      if (v < 1 || v > g.size()) continue;
      int i = v - 1;
      Rect mini{box.x + mini_w * (i % mini_cols), box.y + mini_h * (i / mini_cols), mini_w, mini_h};
      draw_symbol(canvas, symbols, v, mini, small, style.icon_scale, GroupKind::kCandidate);
    }
  }
}

}  // namespace

void draw_grid(Canvas& canvas, Point origin, const core::Geometry& g, const GridStyle& style,
               const symbols::Symbols& symbols, const GridContent& content) {
  const Length cell = style.cell;
  const Point lines_origin{origin.x + style.border / 2, origin.y + style.border / 2};
  ScopedGroup group(canvas, GroupKind::kGrid);

  // Fills: the background in runs along each canvas row (no seams between cells), then shading.
  if (!style.background.none) {
    for (int r = 0; r < g.canvas_rows(); ++r) {
      for (int c = 0; c < g.canvas_cols();) {
        if (g.cell_at(r, c) < 0) {
          ++c;
          continue;
        }
        int start = c;
        while (c < g.canvas_cols() && g.cell_at(r, c) >= 0) ++c;
        canvas.fill_rect(
            {lines_origin.x + cell * start, lines_origin.y + cell * r, cell * (c - start), cell},
            style.background);
      }
    }
  }
  draw_tints(canvas, lines_origin, g, style);
  draw_variant(canvas, origin, lines_origin, g, style);
  const core::Puzzle* puzzle = content.puzzle;
  if (content.shade_clues && puzzle && !style.shade.none) {
    for (int id = 0; id < g.num_cells(); ++id)
      if (puzzle->cells[id])
        canvas.fill_rect(cell_rect(g, origin, cell, style.border, id), style.shade);
  }

  if (puzzle && puzzle->has_constraints()) draw_cell_marks(canvas, origin, *puzzle, style);
  draw_lines(canvas, lines_origin, g, style);
  if (puzzle && puzzle->has_constraints()) {
    // A solution grid keeps the cage outlines but not the sums: in its small cells the sum
    // sat on the corner of the solution digit (seen in the Killer book's solutions, 5.5 mm
    // cells), and the digits themselves make every sum.
    draw_cages(canvas, origin, *puzzle, style, /*sums=*/content.solution == nullptr);
    draw_pair_marks(canvas, origin, *puzzle, style);
  }
  if (puzzle) draw_symbols(canvas, origin, g, style, symbols, content);
}

Colour variant_fill(const core::Geometry& g, const GridStyle& style, int cell) {
  Colour fill = Colour::transparent();
  if (g.is_jigsaw() && !style.region_colours.empty())
    fill = style.region_colours[g.regions()[cell] % style.region_colours.size()];
  for (int h : g.houses_of(cell)) {
    switch (g.houses()[h].kind) {
      case core::HouseKind::kWindow:
        if (!style.window.none) fill = style.window;
        break;
      case core::HouseKind::kExtra:
        if (!style.extra.none) fill = style.extra;
        break;
      case core::HouseKind::kDiagonal:
        if (!style.diagonal_lines && !style.diagonal.none) fill = style.diagonal;
        break;
      default:
        break;
    }
  }
  return fill;
}

Length fitted_text_size(Length size, Length width, size_t chars) {
  if (chars <= 1) return size;
  Length widest = width * (kSymbolWidthFraction / (0.64 * static_cast<double>(chars)));
  return size > widest ? widest : size;
}

std::vector<std::vector<int>> basic_candidates(const core::Puzzle& p) {
  const core::Geometry& g = p.geo();
  std::vector<std::vector<int>> out(g.num_cells());
  std::vector<char> seen(g.size() + 1);
  for (int id = 0; id < g.num_cells(); ++id) {
    if (p.cells[id]) continue;
    std::fill(seen.begin(), seen.end(), 0);
    for (int peer : g.peers(id)) seen[p.cells[peer]] = 1;
    for (int v = 1; v <= g.size(); ++v)
      if (!seen[v]) out[id].push_back(v);
  }
  return out;
}

}  // namespace sudokupress::render::grid
