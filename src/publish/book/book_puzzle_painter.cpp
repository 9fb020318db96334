// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_puzzle_painter.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "publish/book_strings.hpp"

namespace sudokupress::publish::book {

namespace {

using render::HAlign;
using render::Length;
using render::Rect;
using render::TextStyle;

// A section's first page: the intro from kSectionIntroTop at kIntroLeading, the rule under
// heading and intro kSectionRuleAbove over the grids (book_layout.hpp).

// A puzzle's caption: its baseline kCaptionRise caption sizes above the grid; the solution's
// page kReferenceDepth small sizes below it, linked over kReferenceLink of its size.
constexpr double kCaptionRise = 0.45;
constexpr double kReferenceDepth = 1.6;
constexpr double kReferenceLink = 1.3;

// The ID slug ([book] show_ids): kSlugClear sizes clear of the outer end's folio and running
// head, at least kSlugMinWidth sizes wide; with bleed its first line kSlugInBleed of the bleed
// below the trim (kSlugRise sizes lower), then the folio band (a second line kSlugLeading
// sizes up) and the running head's line.
constexpr double kSlugClear = 3;
constexpr double kSlugMinWidth = 10;
constexpr double kSlugInBleed = 0.5;
constexpr double kSlugRise = 0.35;
constexpr double kSlugLeading = 1.2;

}  // namespace

void PuzzlePagePainter::section_heading(const PlannedPage& p, const PageFrame& f,
                                        const PageGeometry& geometry) {
  const SectionSpec& spec = m_.sections[p.section];
  const std::string dest = "section-" + std::to_string(p.section);
  c_.add_outline(spec.heading, dest, 0);
  c_.add_destination(dest, {f.block.x, f.block.y});
  text(spec.heading, heading(type_.heading), f.block.x, f.block.y + type_.heading);
  if (!spec.intro.empty())
    paragraph(spec.intro, body(type_.body, false, kGray), f.block.x,
              f.block.y + type_.heading * kSectionIntroTop, f.block.width, kIntroLeading);
  block_rule(f, geometry.area.y - kSectionRuleAbove);
}

void PuzzlePagePainter::puzzle_page(int index, const PageFrame& f) {
  const PlannedPage& p = plan_.pages[index];
  const PageGeometry& geometry = layout_.pages[index];
  const LayoutStyle& st = layout_.puzzle_style;
  thumb_tab(f, p.section);
  if (p.first_of_part)
    section_heading(p, f, geometry);
  else
    running_head(f, m_.sections[p.section].heading);
  for (size_t k = 0; k < p.items.size(); ++k) {
    const BookPuzzle& bp = puzzles_[p.items[k]];
    const Slot& slot = geometry.slots[k];
    c_.add_destination(puzzle_dest(bp.number), {slot.area.x, slot.area.y});
    // With a legend the grid shares the slot's room with it; the caption sits on the block.
    const bool legend = has_legend(p.section);
    Rect r = legend ? grid_with_legend(bp, slot.room, p.section, look_.symbols[p.section])
                    : grid(bp, slot.grid, false, p.section);
    puzzle_caption(bp, r, st, plan_.solution_page[p.items[k]]);
  }
  if (m_.print_ids) id_slug(f, index);
}

// Editorial proofs ([book] show_ids): the page's generator IDs as a slug, "12 ID · 13 ID",
// in the service's smallest type, on the inner half of the page, never under a grid (a reader
// book prints no IDs). With bleed the first line sits in the bottom bleed, outside the trim
// (cut off when the book is trimmed); then the folio band (two lines) and the running head's
// line. What does not fit ends in an ellipsis (the report has every ID).
void PuzzlePagePainter::id_slug(const PageFrame& f, int index) {
  const PlannedPage& p = plan_.pages[index];
  std::string ids;
  for (int item : p.items)
    ids += (ids.empty() ? "" : "  \u00b7  ") + std::to_string(puzzles_[item].number) + " " +
           puzzles_[item].id;
  const TextStyle s = body(in_.rules.service->min_text_size, false, kGray);
  const Length size = s.size;
  const Length x = f.recto ? f.block.x : f.block.right();
  const HAlign align = f.recto ? HAlign::kLeft : HAlign::kRight;
  // Clear of the outer end's folio and running head (the title, or the section's heading).
  const TextStyle head = body(page_style_.head);
  const Length outer = std::max({width(p.label, body(page_style_.folio)), width(m_.title, head),
                                 width(m_.sections[p.section].heading, head)});
  const Length room = f.block.width - outer - size * kSlugClear;
  std::vector<Length> baselines;
  if (m_.bleed) baselines.push_back(f.trim.bottom() + kBleed * kSlugInBleed + size * kSlugRise);
  baselines.push_back(f.folio_y);
  baselines.push_back(f.folio_y - size * kSlugLeading);
  baselines.push_back(f.running_head_y);
  std::vector<std::string> lines = wrap_text(c_, ids, s, std::max(room, size * kSlugMinWidth));
  for (size_t k = 0; k < lines.size() && k < baselines.size(); ++k) {
    std::string line = lines[k];
    if (k + 1 == baselines.size() && lines.size() > baselines.size()) line += " \u2026";
    text(line, s, x, baselines[k], align);
  }
}

// The one caption layout of puzzle pages, with or without a legend: "Puzzle 12" (body size,
// bold) above the grid's top left, the grade (body size, gray) above its top right, and the
// solution's page ("Solution page 41", or "page 41" when narrow; small size) under the block
// at the right; the ID at the left only in editorial proofs ([book] print_ids). Before issue
// 27 the reference moved onto the caption line or replaced the grade on narrow grids: four
// layouts in one book, and puzzles without their difficulty.
void PuzzlePagePainter::puzzle_caption(const BookPuzzle& bp, const Rect& r, const LayoutStyle& st,
                                       int sol_page) {
  const Length caption_y = r.y - st.caption * kCaptionRise;
  const Length left = r.x, right = r.right();
  text(m_.text.puzzle + " " + std::to_string(bp.number), body(st.caption, true), left, caption_y);
  text(grade_label(m_.text, bp.grade), body(st.caption, false, kGray), right, caption_y,
       HAlign::kRight);
  const TextStyle small = body(st.id, false, kGray);
  const Length id_y = r.bottom() + st.id * kReferenceDepth;
  const std::string label = sol_page < 0 ? std::string() : plan_.pages[sol_page].label;
  std::string where =
      sol_page < 0 ? std::string() : m_.text.solution_of + " " + m_.text.page + " " + label;
  if (!where.empty() && width(where, small) > right - left) where = m_.text.page + " " + label;
  if (sol_page < 0) return;
  c_.add_link(r, solution_dest(bp.number));
  text(where, small, right, id_y, HAlign::kRight);
  const Length w = width(where, small), h = small.size;
  c_.add_link({right - w, id_y - h, w, h * kReferenceLink}, solution_dest(bp.number));
}

void PuzzlePagePainter::solution_page(int index, const PageFrame& f) {
  const PlannedPage& p = plan_.pages[index];
  const LayoutStyle& st = layout_.solution_style;
  if (p.first_of_part) {
    c_.add_outline(m_.text.solutions, "solutions", 0);
    c_.add_destination("solutions", {f.block.x, f.block.y});
    text(m_.text.solutions, heading(type_.heading), f.block.x, f.block.y + type_.heading);
  } else {
    running_head(f, m_.text.solutions);
  }
  for (size_t k = 0; k < p.items.size(); ++k) {
    const BookPuzzle& bp = puzzles_[p.items[k]];
    const Slot& slot = layout_.pages[index].slots[k];
    c_.add_destination(solution_dest(bp.number), {slot.area.x, slot.area.y});
    Rect r = grid(bp, slot.grid, true, bp.section);
    const TextStyle cap = body(st.caption, true);
    // Labelled as an answer ("Solution 12"; [text] solution = "Answer" in a children's book).
    text(m_.text.solution_of + " " + std::to_string(bp.number), cap, r.x, slot.caption_y);
    const int back = plan_.puzzle_page[p.items[k]];
    if (back >= 0) {
      const std::string where = m_.text.page + " " + plan_.pages[back].label;
      const TextStyle gray = body(st.caption, false, kGray);
      text(where, gray, r.right(), slot.caption_y, HAlign::kRight);
      c_.add_link(r, puzzle_dest(bp.number));
    }
  }
}

}  // namespace sudokupress::publish::book
