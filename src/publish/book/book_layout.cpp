// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_layout.hpp"

#include <algorithm>
#include <cstdio>

namespace sudokupress::publish::book {

namespace {

using render::Length;
using render::Rect;

// The type scale's sizes are points (templates say small_pt, body_pt, ...).
Length pt(double v) { return Length::pt(v); }

// The bands of a page, in the small size: the running head's band (its baseline one size
// down, its rule kHeadRuleGap under it) and the folio's; descenders fall kDescent below a
// baseline.
constexpr double kHeadBand = 2.5;
constexpr double kHeadRuleGap = 0.5;
constexpr double kFolioBand = 2;
constexpr double kDescent = 0.25;

// A section's first page: the heading band holds the heading, the intro's kIntroLines body
// lines from kSectionIntroTop heading sizes down, and kIntroFoot; the solutions' heading band
// is kSolutionsHeadingBand heading sizes. Slots are kSlotGap of the caption size apart, at
// least kMinPuzzleGap (puzzles) or kMinSolutionGap (solutions).
constexpr double kIntroLines = 2;
constexpr Length kIntroFoot = Length::pt(6);
constexpr double kSolutionsHeadingBand = 2;
constexpr double kSlotGap = 1.5;
constexpr Length kMinPuzzleGap = Length::pt(18);
constexpr Length kMinSolutionGap = Length::pt(12);

// A contents entry: its line in the body size at kContentsEntry, its detail line in the small
// size at kContentsDetail.
constexpr double kContentsEntry = 1.6;
constexpr double kContentsDetail = 2;
// The first contents page keeps this many heading sizes for its heading.
constexpr double kContentsHeadingRoom = 3;

// Grids a puzzle page holds when the manifest does not say: the largest that fits, up to
// kDefaultPerPage (kDefaultCompositePerPage for composites).
constexpr int kDefaultPerPage = 4;
constexpr int kDefaultCompositePerPage = 2;

// A slot's column, in its caption's and ID's type sizes: the caption line takes 1.5 of its size
// above the grid (baseline at 1.05), the ID line 2 below it (baseline at 1.45).
constexpr double kCaptionRoom = 1.5;
constexpr double kCaptionBaseline = 1.05;
constexpr double kIdRoom = 2.0;
constexpr double kIdBaseline = 1.45;

// Thumb tabs run down the outside edge from 12 % of the trim's height over 76 % of it, at most
// an inch a section, 0.25 in inside the trim and on into the bleed, 2 pt apart.
constexpr double kTabTop = 0.12;
constexpr double kTabRun = 0.76;
constexpr Length kTabMaxHeight = Length::inch(1);
constexpr Length kTabInside = Length::inch(0.25);
constexpr Length kTabSpace = Length::pt(2);

}  // namespace

TypeSizes type_sizes(const render::TypeScale& type) {
  return {pt(type.small), pt(type.body), pt(type.subhead), pt(type.heading), pt(type.title)};
}

LayoutStyle section_style(const render::TypeScale& type) {
  const TypeSizes t = type_sizes(type);
  LayoutStyle st;
  st.caption = t.body;
  st.id = t.small;  // the solution's page (and the ID in editorial proofs)
  // A section's first page: the heading, two lines of intro at 1.3 leading, a rule 10 pt above
  // the grids (body * 2.6 was tried: letter lost its 6-a-page grids, 5.98 mm cells).
  st.heading_band = t.heading * kSectionIntroTop + t.body * kIntroLines + kIntroFoot;
  st.gap = std::max(kMinPuzzleGap, t.body * kSlotGap);
  return st;
}

LayoutStyle solutions_style(const render::TypeScale& type) {
  const TypeSizes t = type_sizes(type);
  LayoutStyle st;
  st.caption = t.small;
  st.id = Length();  // solutions carry the number and the puzzle's page on the caption line
  st.gap = std::max(kMinSolutionGap, t.small * kSlotGap);
  st.heading_band = t.heading * kSolutionsHeadingBand;
  return st;
}

Length contents_pitch(const render::TypeScale& type) {
  const TypeSizes t = type_sizes(type);
  return t.body * kContentsEntry + t.small * kContentsDetail;
}

PageStyle page_style(const render::TypeScale& type) {
  const TypeSizes t = type_sizes(type);
  PageStyle ps;
  ps.head = t.small;
  ps.head_band = t.small * kHeadBand;
  ps.head_rule_gap = t.small * kHeadRuleGap;
  ps.folio = t.small;
  ps.folio_band = t.small * kFolioBand;
  return ps;
}

PageFrame page_frame(const BookManifest& m, Length inside, int page_index, const PrintRules& rules,
                     const PageStyle& ps) {
  PageFrame f;
  f.recto = BookPlan::is_recto(page_index);
  const Length bleed = m.bleed ? kBleed : Length();
  f.media = {m.trim.width + bleed, m.trim.height + 2 * bleed};
  // Bleed on the outside edge only: right of a recto, left of a verso.
  f.trim = {f.recto ? Length() : bleed, bleed, m.trim.width, m.trim.height};
  const Margins& min = rules.margins(m.bleed);
  const Length out = min.outside, top = min.top, bottom = min.bottom;
  const Length safe_left = f.recto ? inside : out, safe_right = f.recto ? out : inside;
  f.safe = {f.trim.x + safe_left, f.trim.y + top, m.trim.width - safe_left - safe_right,
            m.trim.height - top - bottom};
  // The block keeps a hair (ink_guard) inside the margins: anti-aliased edges of type and
  // rules must not touch a margin that is exactly the service's minimum.
  const Length g = ps.ink_guard;
  const Length left = (f.recto ? inside : m.margin_outside) + g;
  const Length right = (f.recto ? m.margin_outside : inside) + g;
  const Length top_m = m.margin_top + g, bottom_m = m.margin_bottom + g;
  f.block = {f.trim.x + left, f.trim.y + top_m, m.trim.width - left - right,
             m.trim.height - top_m - bottom_m};
  f.content = {f.block.x, f.block.y + ps.head_band, f.block.width,
               f.block.height - ps.head_band - ps.folio_band};
  // Type sits on its baseline; digits and capitals rise about 0.75 em above it, descenders
  // fall about 0.25 em below (the check boxes take a full em above).
  f.running_head_y = f.block.y + ps.head;
  f.head_box = {f.block.x, f.block.y, f.block.width, ps.head + ps.head_rule_gap};
  f.folio_y = f.block.bottom() - ps.folio * kDescent;
  f.folio_box = {f.block.x, f.folio_y - ps.folio, f.block.width, ps.folio * (1 + kDescent)};
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

Rect puzzle_area(const PageFrame& f, const LayoutStyle& style) {
  Rect a = f.content;
  a.y += style.heading_band;
  a.height -= style.heading_band;
  return a;
}

std::vector<Slot> slots(const Rect& area, int n, const LayoutStyle& style) {
  int cols = 1, rows = 1;
  grid_shape(n, area.width > area.height, cols, rows);
  const Length cell_w = (area.width - (cols - 1) * style.gap) / cols;
  const Length cell_h = (area.height - (rows - 1) * style.gap) / rows;
  const Length above = style.caption * kCaptionRoom;
  const Length below = style.id > Length() ? style.id * kIdRoom : Length();
  const Length side = std::max(Length(), std::min(cell_w, cell_h - above - below));
  std::vector<Slot> out;
  for (int k = 0; k < n; ++k) {
    const int r = k / cols, c = k % cols;
    Slot s;
    s.area = {area.x + c * (cell_w + style.gap), area.y + r * (cell_h + style.gap), cell_w, cell_h};
    // Centre the caption + grid + ID column in the slot.
    const Length used = above + side + below;
    const Length top = s.area.y + (cell_h - used) / 2;
    s.grid = {s.area.x + (cell_w - side) / 2, top + above, side, side};
    s.room = {s.area.x, s.area.y + above, cell_w, std::max(Length(), cell_h - above - below)};
    s.caption_y = top + style.caption * kCaptionBaseline;
    s.id_y = s.grid.bottom() + style.id * kIdBaseline;
    out.push_back(s);
  }
  return out;
}

Rect thumb_tab_box(const PageFrame& f, int section, int sections, bool bleed) {
  if (!bleed || sections <= 0) return {};
  const Length top = f.trim.y + f.trim.height * kTabTop;
  const Length h = std::min(kTabMaxHeight, f.trim.height * kTabRun / sections);
  const Length x = f.recto ? f.trim.right() - kTabInside : Length();
  return {x, top + section * h + kTabSpace / 2, kTabInside + kBleed, h - kTabSpace};
}

GridLineWeights grid_line_weights(const GridLineWeights& t, double scale, render::Length min_line) {
  GridLineWeights w;
  w.thin = std::max(t.thin * scale, min_line);
  w.thick = std::max(t.thick * scale, w.thin * kBoxOverCell);
  w.border = std::max(t.border * scale, w.thick);
  w.outline = std::max(t.outline * scale, w.thick * render::kOutlineOverBox);
  return w;
}

Length cell_size(const Rect& grid, int cols, int rows, Length border) {
  return std::min((grid.width - border) / cols, (grid.height - border) / rows);
}

int largest_per_page(const Rect& area, const LayoutStyle& style, std::span<const int> candidates,
                     const SectionShape& shape, Length border, Length min_cell) {
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
                                         const std::vector<SectionShape>& shapes, Length inside,
                                         const PrintRules& rules, const render::TypeScale& type) {
  PerPage out;
  const PageFrame f = page_frame(m, inside, 0, rules, page_style(type));
  const LayoutStyle sol_style = solutions_style(type);
  const Rect sol_area = puzzle_area(f, sol_style);
  for (size_t i = 0; i < m.sections.size(); ++i) {
    const SectionSpec& s = m.sections[i];
    const SectionShape& shape = shapes[i];
    const LayoutStyle st = section_style(type);
    const std::string minimum =
        mm_text(shape.min_cell) + (shape.large_print ? " large-print minimum" : " minimum");
    const Rect area = puzzle_area(f, st);
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
    out.puzzles.push_back(s.per_page_line ? s.per_page
                                          : largest_up_to(kSectionPerPage, fits,
                                                          shape.composite ? kDefaultCompositePerPage
                                                                          : kDefaultPerPage));

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
                                    const PerPage& pp, Length inside, const PrintRules& rules,
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

BookLayout layout_pages(const BookManifest& m, const BookPlan& plan, const PrintRules& rules,
                        const render::TypeScale& type) {
  BookLayout out;
  out.type = type_sizes(type);
  out.page_style = page_style(type);
  out.puzzle_style = section_style(type);
  out.solution_style = solutions_style(type);
  out.contents_pitch = contents_pitch(type);
  for (int i = 0; i < plan.page_count(); ++i) {
    const PlannedPage& p = plan.pages[i];
    PageGeometry g;
    g.frame = page_frame(m, plan.inside_margin, i, rules, out.page_style);
    if (p.kind == PageKind::kPuzzles || p.kind == PageKind::kSolutions) {
      const LayoutStyle& st = p.kind == PageKind::kPuzzles ? out.puzzle_style : out.solution_style;
      g.area = puzzle_area(g.frame, st);
      g.slots = slots(g.area, p.per_page, st);
    }
    out.pages.push_back(std::move(g));
  }
  return out;
}

core::StatusOr<PlannedBook> plan_layout(const BookManifest& m,
                                        const std::vector<BookPuzzle>& puzzles,
                                        const std::vector<SectionShape>& shapes,
                                        const PrintRules& rules, const render::TypeScale& type,
                                        bool print_ready) {
  PlannedBook out;
  PlanOptions popts;
  popts.print_ready = print_ready;
  popts.rules = rules;
  // Contents lines per page: the content area below the heading, a pitch an entry.
  const PageFrame first = page_frame(m, inside_margin(m, rules, 0), 0, rules, page_style(type));
  popts.contents_per_page = std::max(
      1, static_cast<int>((first.content.height - pt(type.heading * kContentsHeadingRoom)) /
                          contents_pitch(type)));
  Length inside = inside_margin(m, rules, 0);
  for (int round = 0; round < kGutterRounds; ++round) {
    auto pp = resolve_per_page(m, shapes, inside, rules, type);
    if (!pp) return pp.status();
    out.grid_sizes = grid_sizes(m, shapes, *pp, inside, rules, type);
    popts.puzzles_per_page = pp->puzzles;
    popts.solutions_per_page = pp->solutions;
    out.per_page = std::move(*pp);
    auto plan = plan_book(m, puzzles, popts);
    if (!plan) return plan.status();
    out.plan = std::move(*plan);
    if (out.plan.inside_margin == inside) break;
    inside = out.plan.inside_margin;
  }
  out.layout = layout_pages(m, out.plan, rules, type);
  return out;
}

}  // namespace sudokupress::publish::book
