// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book_layout.hpp"

#include <algorithm>
#include <cstdio>

namespace sudokupress::publish {

LayoutStyle section_style(const render::TypeScale& type) {
  LayoutStyle st;
  st.caption_pt = type.body;
  st.id_pt = type.small;  // the solution's page (and the ID in editorial proofs)
  // A section's first page: the heading, two lines of intro at 1.3 leading, a rule 10 pt above
  // the grids (body * 2.6 was tried: letter lost its 6-a-page grids, 5.98 mm cells).
  st.heading_band_pt = type.heading * 1.9 + type.body * 2 + 6;
  st.gap_pt = std::max(18.0, type.body * 1.5);
  return st;
}

LayoutStyle solutions_style(const render::TypeScale& type) {
  LayoutStyle st;
  st.caption_pt = type.small;
  st.id_pt = 0;  // solutions carry the number and the puzzle's page on the caption line
  st.gap_pt = std::max(12.0, type.small * 1.5);
  st.heading_band_pt = type.heading * 2;
  return st;
}

double contents_pitch(const render::TypeScale& type) { return type.body * 1.6 + type.small * 2; }

PageStyle page_style(const render::TypeScale& type) {
  PageStyle ps;
  ps.head_pt = type.small;
  ps.head_band_pt = type.small * 2.5;
  ps.head_rule_gap_pt = type.small * 0.5;
  ps.folio_pt = type.small;
  ps.folio_band_pt = type.small * 2;
  return ps;
}

PageFrame page_frame(const BookManifest& m, double inside, int page_index, const PrintRules& rules,
                     const PageStyle& ps) {
  PageFrame f;
  f.recto = BookPlan::is_recto(page_index);
  const double bleed = m.bleed ? kBleedPt : 0;
  f.width = m.trim.width_pt + bleed;
  f.height = m.trim.height_pt + 2 * bleed;
  // Bleed on the outside edge only: right of a recto, left of a verso.
  f.trim = {f.recto ? 0 : bleed, bleed, m.trim.width_pt, m.trim.height_pt};
  const Margins& min = rules.margins(m.bleed);
  const double out = min.outside.in_pt(), top = min.top.in_pt(), bottom = min.bottom.in_pt();
  const double safe_left = f.recto ? inside : out, safe_right = f.recto ? out : inside;
  f.safe = {f.trim.x + safe_left, f.trim.y + top, m.trim.width_pt - safe_left - safe_right,
            m.trim.height_pt - top - bottom};
  // The block keeps a hair (ink_guard_pt) inside the margins: anti-aliased edges of type and
  // rules must not touch a margin that is exactly the service's minimum.
  const double g = ps.ink_guard_pt;
  const double left = (f.recto ? inside : m.margin_outside_pt) + g;
  const double right = (f.recto ? m.margin_outside_pt : inside) + g;
  const double top_m = m.margin_top_pt + g, bottom_m = m.margin_bottom_pt + g;
  f.block = {f.trim.x + left, f.trim.y + top_m, m.trim.width_pt - left - right,
             m.trim.height_pt - top_m - bottom_m};
  f.content = {f.block.x, f.block.y + ps.head_band_pt, f.block.w,
               f.block.h - ps.head_band_pt - ps.folio_band_pt};
  // Type sits on its baseline; digits and capitals rise about 0.75 em above it, descenders
  // fall about 0.25 em below (the check boxes take a full em above).
  f.running_head_y = f.block.y + ps.head_pt;
  f.head_box = {f.block.x, f.block.y, f.block.w, ps.head_pt + ps.head_rule_gap_pt};
  f.folio_y = f.block.bottom() - ps.folio_pt * 0.25;
  f.folio_box = {f.block.x, f.folio_y - ps.folio_pt, f.block.w, ps.folio_pt * 1.25};
  f.folio_right = f.recto;
  f.folio_x = f.recto ? f.block.right() : f.block.x;
  return f;
}

void grid_shape(int n, bool landscape, int& cols, int& rows) {
  switch (n) {
    case 1:
      cols = 1, rows = 1;
      break;
    case 2:
      cols = 1, rows = 2;
      break;
    case 4:
      cols = 2, rows = 2;
      break;
    case 6:
      cols = 2, rows = 3;
      break;
    case 9:
      cols = 3, rows = 3;
      break;
    case 12:
      cols = 3, rows = 4;
      break;
    case 16:
      cols = 4, rows = 4;
      break;
    case 20:
      cols = 4, rows = 5;
      break;
    default:
      cols = 1;
      while (cols * cols < n) ++cols;
      rows = (n + cols - 1) / cols;
  }
  if (landscape) std::swap(cols, rows);
}

BoxPt puzzle_area(const PageFrame& f, const LayoutStyle& style) {
  BoxPt a = f.content;
  a.y += style.heading_band_pt;
  a.h -= style.heading_band_pt;
  return a;
}

std::vector<Slot> slots(const BoxPt& area, int n, const LayoutStyle& style) {
  int cols = 1, rows = 1;
  grid_shape(n, area.w > area.h, cols, rows);
  const double cell_w = (area.w - (cols - 1) * style.gap_pt) / cols;
  const double cell_h = (area.h - (rows - 1) * style.gap_pt) / rows;
  const double above = style.caption_pt * 1.5;
  const double below = style.id_pt > 0 ? style.id_pt * 2.0 : 0;
  const double side = std::max(0.0, std::min(cell_w, cell_h - above - below));
  std::vector<Slot> out;
  for (int k = 0; k < n; ++k) {
    const int r = k / cols, c = k % cols;
    Slot s;
    s.area = {area.x + c * (cell_w + style.gap_pt), area.y + r * (cell_h + style.gap_pt), cell_w,
              cell_h};
    // Centre the caption + grid + ID column in the slot.
    const double used = above + side + below;
    const double top = s.area.y + (cell_h - used) / 2;
    s.grid = {s.area.x + (cell_w - side) / 2, top + above, side, side};
    s.room = {s.area.x, s.area.y + above, cell_w, std::max(0.0, cell_h - above - below)};
    s.caption_y = top + style.caption_pt * 1.05;
    s.id_y = s.grid.bottom() + style.id_pt * 1.45;
    out.push_back(s);
  }
  return out;
}

BoxPt thumb_tab_box(const PageFrame& f, int section, int sections, bool bleed) {
  if (!bleed || sections <= 0) return {};
  const double top = f.trim.y + f.trim.h * 0.12;
  const double h = std::min(72.0, f.trim.h * 0.76 / sections);
  const double inside = 0.25 * 72;  // the part inside the trim
  const double x = f.recto ? f.trim.right() - inside : 0;
  return {x, top + section * h + 1, inside + kBleedPt, h - 2};
}

GridLineWeights grid_line_weights(const GridLineWeights& t, double scale, render::Length min_line) {
  GridLineWeights w;
  w.thin = std::max(t.thin * scale, min_line);
  w.thick = std::max(t.thick * scale, w.thin * kBoxOverCell);
  w.border = std::max(t.border * scale, w.thick);
  w.outline = std::max(t.outline * scale, w.thick * render::kOutlineOverBox);
  return w;
}

render::Length cell_size(const BoxPt& grid, int cols, int rows, render::Length border) {
  const double b = border.in_pt();
  return render::Length::pt(std::min((grid.w - b) / cols, (grid.h - b) / rows));
}

int largest_per_page(const BoxPt& area, const LayoutStyle& style, std::span<const int> candidates,
                     const SectionShape& shape, render::Length border, render::Length min_cell) {
  int best = 0;
  for (int n : candidates) {
    const std::vector<Slot> s = slots(area, n, style);
    if (!s.empty() && cell_size(s[0].grid, shape.cols, shape.rows, border) >= min_cell) best = n;
  }
  return best;
}

namespace {

using render::mm_text;

// The largest candidate <= `cap`, or 0.
int largest_up_to(std::span<const int> candidates, int fits, int cap) {
  int best = 0;
  for (int n : candidates)
    if (n <= fits && n <= cap) best = n;
  return best;
}

}  // namespace

core::StatusOr<PerPage> resolve_per_page(const BookManifest& m,
                                         const std::vector<SectionShape>& shapes, double inside,
                                         const PrintRules& rules, const render::TypeScale& type) {
  PerPage out;
  const PageFrame f = page_frame(m, inside, 0, rules, page_style(type));
  const LayoutStyle sol_style = solutions_style(type);
  const BoxPt sol_area = puzzle_area(f, sol_style);
  for (size_t i = 0; i < m.sections.size(); ++i) {
    const SectionSpec& s = m.sections[i];
    const SectionShape& shape = shapes[i];
    const LayoutStyle st = section_style(type);
    const std::string minimum =
        mm_text(shape.min_cell) + (shape.large_print ? " large-print minimum" : " minimum");
    const BoxPt area = puzzle_area(f, st);
    const int fits =
        largest_per_page(area, st, kSectionPerPage, shape, shape.border, shape.min_cell);
    const std::string at = m.where(s.per_page_line ? s.per_page_line : s.line);
    if (fits == 0)
      return core::Status::error(
          at + ": a " + shape.variant + " grid does not fit one to a page with cells of at least " +
          mm_text(shape.min_cell) + (shape.large_print ? " (large print)" : "") + " on " +
          m.trim.name + "; use a larger trim or smaller margins");
    if (s.per_page_line && s.per_page > fits) {
      const std::vector<Slot> sl = slots(area, s.per_page, st);
      return core::Status::error(
          at + ": per_page = " + std::to_string(s.per_page) + " gives " + shape.variant +
          " cells of " + mm_text(cell_size(sl[0].grid, shape.cols, shape.rows, shape.border)) +
          " on " + m.trim.name + ", below the " + minimum + "; the largest allowed per_page is " +
          std::to_string(fits));
    }
    out.puzzles.push_back(s.per_page_line
                              ? s.per_page
                              : largest_up_to(kSectionPerPage, fits, shape.composite ? 2 : 4));

    const int sol_fits = largest_per_page(sol_area, sol_style, kSolutionFitPerPage, shape,
                                          shape.solution_border, shape.min_solution_cell);
    const int cap = m.solutions.per_page;
    // Composite and large-print solutions are fitted (fewer a page) rather than refused.
    if (m.solutions.enabled && m.solutions.per_page_line && !shape.composite &&
        !shape.large_print && sol_fits < cap) {
      const std::vector<Slot> sl = slots(sol_area, cap, sol_style);
      const int allowed = largest_up_to(kSolutionPerPage, sol_fits, cap);
      return core::Status::error(
          m.where(m.solutions.per_page_line) + ": [solutions] per_page = " + std::to_string(cap) +
          " gives " + shape.variant + " solution cells of " +
          mm_text(cell_size(sl[0].grid, shape.cols, shape.rows, shape.solution_border)) + " on " +
          m.trim.name + ", below the " + mm_text(shape.min_solution_cell) +
          (shape.large_print ? " large-print minimum" : " minimum") +
          "; the largest allowed per_page is " +
          (allowed ? std::to_string(allowed) : std::string("below 4 (not offered)")));
    }
    out.solutions.push_back(std::max(1, largest_up_to(kSolutionFitPerPage, sol_fits, cap)));
  }
  return out;
}

std::vector<std::string> grid_sizes(const BookManifest& m, const std::vector<SectionShape>& shapes,
                                    const PerPage& pp, double inside, const PrintRules& rules,
                                    const render::TypeScale& type) {
  const PageFrame f = page_frame(m, inside, 0, rules, page_style(type));
  const LayoutStyle st = section_style(type), sol = solutions_style(type);
  // (what, size text) -> the sections' headings, in book order.
  std::vector<std::pair<std::string, std::string>> keys;
  std::vector<std::string> names;
  auto add = [&](const std::string& key, const std::string& heading) {
    for (size_t k = 0; k < keys.size(); ++k)
      if (keys[k].first == key) {
        names[k] += ", " + heading;
        return;
      }
    keys.emplace_back(key, "");
    names.push_back(heading);
  };
  for (size_t i = 0; i < m.sections.size() && i < pp.puzzles.size(); ++i) {
    const SectionShape& sh = shapes[i];
    const Slot a = slots(puzzle_area(f, st), pp.puzzles[i], st)[0];
    // By canvas, not variant: an X or jigsaw grid the size of the 9x9s is the same grid size.
    const std::string canvas = std::to_string(sh.cols) + "x" + std::to_string(sh.rows);
    add(canvas + " puzzles " + mm_text(cell_size(a.grid, sh.cols, sh.rows, sh.border)),
        m.sections[i].heading);
    if (!m.solutions.enabled) continue;
    const Slot b = slots(puzzle_area(f, sol), pp.solutions[i], sol)[0];
    add(canvas + " solutions " + mm_text(cell_size(b.grid, sh.cols, sh.rows, sh.solution_border)),
        m.sections[i].heading);
  }
  std::vector<std::string> out;
  for (size_t k = 0; k < keys.size(); ++k) out.push_back(keys[k].first + ": " + names[k]);
  return out;
}

}  // namespace sudokupress::publish
