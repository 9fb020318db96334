#include "publish/book_layout.hpp"

#include <algorithm>

namespace sudokupress::publish {

LayoutStyle section_style(const SectionSpec& s) {
  LayoutStyle st;
  if (s.large_print) {
    st.caption_pt = 16;
    st.id_pt = 8;
    st.gap_pt = 24;
  }
  return st;
}

LayoutStyle solutions_style() {
  LayoutStyle st;
  st.caption_pt = 8;
  st.id_pt = 0;  // solutions carry the number only
  st.gap_pt = 12;
  st.heading_band_pt = 40;
  return st;
}

PageFrame page_frame(const BookManifest& m, double inside, int page_index) {
  PageFrame f;
  f.recto = BookPlan::is_recto(page_index);
  const double bleed = m.bleed ? kBleedPt : 0;
  f.width = m.trim.width_pt + bleed;
  f.height = m.trim.height_pt + 2 * bleed;
  // Bleed on the outside edge only: right of a recto, left of a verso.
  f.trim = {f.recto ? 0 : bleed, bleed, m.trim.width_pt, m.trim.height_pt};
  const double left = f.recto ? inside : m.margin_outside_pt;
  const double right = f.recto ? m.margin_outside_pt : inside;
  f.block = {f.trim.x + left, f.trim.y + m.margin_top_pt, m.trim.width_pt - left - right,
             m.trim.height_pt - m.margin_top_pt - m.margin_bottom_pt};
  f.running_head_y = f.trim.y + m.margin_top_pt * 0.55;
  f.folio_y = f.block.bottom() + m.margin_bottom_pt * 0.55;
  f.folio_right = f.recto;
  f.folio_x = f.recto ? f.block.right() : f.block.x;
  return f;
}

void grid_shape(int n, bool landscape, int& cols, int& rows) {
  switch (n) {
    case 1: cols = 1, rows = 1; break;
    case 2: cols = 1, rows = 2; break;
    case 4: cols = 2, rows = 2; break;
    case 6: cols = 2, rows = 3; break;
    case 9: cols = 3, rows = 3; break;
    case 12: cols = 3, rows = 4; break;
    case 16: cols = 4, rows = 4; break;
    case 20: cols = 4, rows = 5; break;
    default:
      cols = 1;
      while (cols * cols < n) ++cols;
      rows = (n + cols - 1) / cols;
  }
  if (landscape) std::swap(cols, rows);
}

BoxPt puzzle_area(const PageFrame& f, const LayoutStyle& style) {
  BoxPt a = f.block;
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

}  // namespace sudokupress::publish
