// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book_painter.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>

#include "core/number_text.hpp"
#include "publish/book_strings.hpp"
#include "publish/cover_layout.hpp"
#include "publish/manifest.hpp"
#include "publish/project_source.hpp"
#include "publish/report.hpp"
#include "render/cairo/picture_raster.hpp"
#include "render/grid_drawer.hpp"
#include "render/legend.hpp"
#include "render/page_layout.hpp"
#include "render/symbol_library.hpp"
#include "render/themes.hpp"

namespace sudokupress::publish {

namespace {

using render::Canvas;
using render::Colour;
using render::HAlign;
using render::Length;
using render::Point;
using render::Rect;
using render::TextStyle;
using render::VAlign;

constexpr Colour kGray{96, 96, 96, false};
constexpr Colour kLightGray{228, 228, 228, false};
constexpr Colour kMidGray{190, 190, 190, false};
constexpr Colour kTabGray{70, 70, 70, false};

Length pt(double v) { return Length::pt(v); }

// Grids whose cells would be below kSmallGridCell (solutions, 12 a page) draw their lines at
// kSmallGridLines of the template's.
constexpr Length kSmallGridCell = Length::pt(16);
constexpr double kSmallGridLines = 0.6;
// Halvings of the cell size when a grid and its legend are fitted into a box.
constexpr int kFitSteps = 40;
// Notes pages: ruled lines at least this far apart (handwriting), none this near the foot.
constexpr Length kNotesPitch = Length::pt(24);
constexpr Length kNotesFoot = Length::pt(6);
// A section's first page: the rule under its heading and intro, this far above the grids.
constexpr Length kSectionRuleAbove = Length::pt(10);

class Painter {
 public:
  Painter(Canvas& canvas, const PaintInput& in)
      : c_(canvas),
        m_(*in.manifest),
        puzzles_(*in.puzzles),
        plan_(*in.plan),
        look_(*in.look),
        layout_(*in.layout),
        in_(in),
        type_(layout_.type),
        page_style_(layout_.page_style),
        rule_(in.rules.service->min_line_width) {}

  void paint() {
    render::DocumentInfo info;
    info.title = m_.title;
    info.author = m_.author;
    info.subject = m_.subject;
    info.creator = in_.creator;
    info.creation_time = in_.creation_time;
    c_.set_info(info);
    for (int i = 0; i < plan_.page_count(); ++i) page(i);
  }

 private:
  TextStyle heading(Length size) const {
    TextStyle s;
    s.family = look_.heading_family;
    s.bold = true;
    s.size = size;
    return s;
  }
  TextStyle body(Length size, bool bold = false, Colour colour = Colour::black()) const {
    TextStyle s;
    s.family = look_.body_family;
    s.bold = bold;
    s.size = size;
    s.colour = colour;
    return s;
  }
  void text(const std::string& t, const TextStyle& s, Length x, Length y,
            HAlign h = HAlign::kLeft) {
    if (!t.empty()) c_.draw_text(t, s, {x, y}, h, VAlign::kBaseline);
  }
  Length width(const std::string& t, const TextStyle& s) { return c_.text_width(t, s); }
  // Wrapped paragraph from (x, y) baseline down; returns the baseline after the last line.
  Length paragraph(const std::string& t, const TextStyle& s, Length x, Length y, Length w,
                   double leading = 1.4) {
    for (const std::string& line : wrap_text(c_, t, s, w)) {
      text(line, s, x, y);
      y += s.size * leading;
    }
    return y;
  }

  // The template's line weights, scaled and raised to the service's minimum line.
  GridLineWeights line_weights(const render::Template& t, double scale) const {
    return grid_line_weights({t.thin, t.thick, t.border, t.outline}, scale, rule_);
  }
  // Line weights, and X diagonals as light shading: a line corner to corner, at the service's
  // 0.75 pt, crossed every digit on the diagonal; the template's window colour (13 % gray) is
  // above the services' 10 % floor for a gray fill and keeps digits black on light.
  static void apply(const GridLineWeights& w, const render::Template& t, render::GridStyle& style) {
    style.thin = w.thin;
    style.thick = w.thick;
    style.border = w.border;
    style.outline = std::max(style.outline, w.outline);
    style.diagonal_lines = false;
    style.diagonal = t.window_colour;
  }

  const render::Template& templ_for(int section) const {
    return section >= 0 ? look_.templates[section] : look_.normal;
  }
  // Section -1: the how-to-play example (a classic 9x9 in the book's digits).
  const render::Symbols& symbols_for(int section) const {
    return section >= 0 ? look_.symbols[section] : look_.example_symbols;
  }

  // Draws a grid fitted into `box` (centred); returns the rectangle it took. `symbols`
  // overrides the section's set.
  Rect grid(const BookPuzzle& p, const Rect& box, bool solution, int section,
            const std::vector<std::pair<int, Colour>>& highlights = {},
            const render::Symbols* symbols = nullptr) {
    const render::Symbols& sym = symbols ? *symbols : symbols_for(section);
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
    render::GridStyle style = render::GridStyle::from(t, sym, cell);
    apply(w, t, style);
    const render::Size ext = render::grid_extent(g, cell, style.border);
    const Point origin{box.x + (box.width - ext.width) / 2, box.y + (box.height - ext.height) / 2};
    for (const auto& [cell_id, colour] : highlights)
      c_.fill_rect(render::cell_rect(g, origin, cell, style.border, cell_id), colour);
    render::GridContent content;
    content.puzzle = &p.puzzle;
    if (solution) content.solution = &p.solution;
    content.shade_clues = !solution && section >= 0 && !m_.sections[section].mask.empty();
    render::draw_grid(c_, origin, g, style, sym, content);
    return {origin.x, origin.y, ext.width, ext.height};
  }

  bool has_legend(int section) const {
    return render::legend_shown(templ_for(section).legend, look_.symbols[section]);
  }

  // A puzzle and the section template's legend (render/legend.hpp) fitted together into `box`
  // (centred): the largest cell for which both fit. Returns the rectangle of both.
  // `top` puts the block at the top of the box; `grid_only` receives the grid's own rectangle.
  Rect grid_with_legend(const BookPuzzle& p, const Rect& box, int section,
                        const render::Symbols& symbols, bool top = false,
                        Rect* grid_only = nullptr) {
    const render::Template& t = templ_for(section);
    const core::Geometry& g = p.puzzle.geo();
    // The legend's label line in the book's body size (the template's caption size was a
    // sixth size in the sample book).
    const Length label = type_.body;
    const GridLineWeights weights = line_weights(t, 1);
    render::LegendLayout ll;
    render::Size ext, block;
    auto measure = [&](Length cell) {
      ext = render::grid_extent(g, cell, weights.border);
      ll = render::layout_legend(t.legend, symbols.count(), cell, ext, label);
      block = render::with_legend(t.legend, ll, ext);
      return block.width <= box.width && block.height <= box.height;
    };
    Length lo, hi = std::max(Length(),
                             std::min(box.width / g.canvas_cols(), box.height / g.canvas_rows()));
    for (int i = 0; i < kFitSteps; ++i) {
      const Length mid = (lo + hi) / 2;
      (measure(mid) ? lo : hi) = mid;
    }
    measure(lo);
    const Point corner{box.x + (box.width - block.width) / 2,
                       top ? box.y : box.y + (box.height - block.height) / 2};
    const Point origin{corner.x + (block.width - ext.width) / 2, corner.y};
    if (grid_only) *grid_only = {origin.x, origin.y, ext.width, ext.height};
    render::GridStyle style = render::GridStyle::from(t, symbols, lo);
    apply(weights, t, style);
    render::GridContent content;
    content.puzzle = &p.puzzle;
    content.shade_clues = !m_.sections[section].mask.empty();
    render::draw_grid(c_, origin, g, style, symbols, content);
    const Point at = render::legend_origin(t.legend, ll, origin, ext);
    const Length side = lo * t.legend.size;
    TextStyle label_style = render::caption_style(t);
    label_style.size = label;
    render::draw_legend(c_, t.legend, ll, at, symbols,
                        render::legend_text_style(style.given, side, t.given.size), label_style,
                        style.icon_scale);
    return {corner.x, corner.y, block.width, block.height};
  }

  // The first `n` symbols of a section's set (the how-to-play example is a 4x4).
  render::Symbols first_symbols(int section, int n) const {
    render::Symbols s = look_.symbols[section];
    if (s.kind == render::SymbolKind::kIcon)
      s.icons.resize(std::min<size_t>(s.icons.size(), n));
    else
      s.texts.resize(std::min<size_t>(s.texts.size(), n));
    return s;
  }

  void folio(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    if (!p.print_number) return;
    text(p.label, body(page_style_.folio), f.folio_x, f.folio_y,
         f.folio_right ? HAlign::kRight : HAlign::kLeft);
  }

  void running_head(const PageFrame& f, const std::string& recto_text) {
    const TextStyle s = body(page_style_.head, false, kGray);
    if (f.recto)
      text(recto_text, s, f.block.right(), f.running_head_y, HAlign::kRight);
    else
      text(m_.title, s, f.block.x, f.running_head_y);
    const Length rule = f.running_head_y + page_style_.head_rule_gap;
    c_.stroke_line({f.block.x, rule}, {f.block.right(), rule}, {rule_, kMidGray});
  }

  // A tab on the outside edge, running into the bleed, one position per section.
  void thumb_tab(const PageFrame& f, int section) {
    const Rect tab = thumb_tab_box(f, section, static_cast<int>(m_.sections.size()), m_.bleed);
    if (tab.width <= Length()) return;
    c_.fill_rect(tab, kTabGray);
    const Length inside = tab.width - kBleed;  // the part inside the trim
    const Length cx = f.recto ? f.trim.right() - inside / 2 : f.trim.x + inside / 2;
    TextStyle s = body(type_.small, true, Colour::white());
    c_.draw_text(std::to_string(section + 1), s, {cx, tab.y + tab.height / 2}, HAlign::kCentre,
                 VAlign::kMiddle);
  }

  // A page for the reader's notes (padding to the service's minimum page count): the heading
  // and light ruled lines across the content area.
  void notes_page(const PageFrame& f) {
    running_head(f, m_.text.notes);
    const Rect& a = f.content;
    text(m_.text.notes, heading(type_.heading), a.x, a.y + type_.heading);
    // Handwriting needs room: at least kNotesPitch between lines, the first 1.5 lines down.
    const Length gap = std::max(kNotesPitch, type_.body * 2);
    for (Length y = a.y + type_.heading + gap * 1.5; y <= a.bottom() - kNotesFoot; y += gap)
      c_.stroke_line({a.x, y}, {a.right(), y}, {rule_, kMidGray});
  }

  void page(int index) {
    const PlannedPage& p = plan_.pages[index];
    const PageFrame& f = layout_.pages[index].frame;
    c_.begin_page(f.media);
    switch (p.kind) {
      case PageKind::kTitle:
        title_page(f);
        break;
      case PageKind::kHowToPlay:
        how_to_play(f);
        break;
      case PageKind::kContents:
        contents(index, f);
        break;
      case PageKind::kPuzzles:
        puzzle_page(index, f);
        break;
      case PageKind::kSolutions:
        solution_page(index, f);
        break;
      case PageKind::kNotes:
        notes_page(f);
        break;
      case PageKind::kBlank:
        break;
    }
    folio(index, f);
    c_.end_page();
  }

  void title_page(const PageFrame& f) {
    const Rect& b = f.block;
    const Length cx = b.x + b.width / 2;
    TextStyle ts = heading(type_.title);
    // A long title steps down to the heading size, then wraps.
    if (width(m_.title, ts) > b.width) ts = heading(type_.heading);
    Length y = b.y + b.height * 0.22;
    for (const std::string& line : wrap_text(c_, m_.title, ts, b.width)) {
      text(line, ts, cx, y, HAlign::kCentre);
      y += ts.size * 1.25;
    }
    if (!m_.subtitle.empty()) {
      TextStyle ss = body(type_.subhead, false, kGray);
      y += type_.subhead * 0.4;
      for (const std::string& line : wrap_text(c_, m_.subtitle, ss, b.width)) {
        text(line, ss, cx, y, HAlign::kCentre);
        y += type_.subhead * 1.4;
      }
    }
    // An ornament: an empty grid of the book's first puzzle. It was the how-to-play example's
    // solution, which gave away the example's answer on the first page (issue 27).
    if (!puzzles_.empty()) {
      const Length side = std::min(b.width * 0.45, b.height * 0.3);
      BookPuzzle shown;
      shown.puzzle = puzzles_.front().puzzle;
      std::fill(shown.puzzle.cells.begin(), shown.puzzle.cells.end(), 0);
      const int section = puzzles_.front().section;
      grid(shown, {cx - side / 2, b.y + b.height * 0.45, side, side}, false, section);
    }
    if (!m_.author.empty())
      text(m_.author, body(type_.subhead), cx, b.y + b.height * 0.9, HAlign::kCentre);
    // The pictures' credits, smallest type, at the foot of the text block.
    Length credit_y =
        b.y + b.height - type_.small * 1.3 * (static_cast<double>(look_.credits.size()) - 1);
    for (const std::string& line : look_.credits) {
      text(line, body(type_.small, false, kGray), cx, credit_y, HAlign::kCentre);
      credit_y += type_.small * 1.3;
    }
  }

  Length page_heading(const PageFrame& f, const std::string& title, const std::string& dest,
                      Length size) {
    c_.add_destination(dest, {f.block.x, f.block.y});
    text(title, heading(size), f.block.x, f.block.y + size);
    return f.block.y + size * 2.2;
  }

  // For children: big friendly words, then a tiny picture puzzle of its own beside its answer
  // (no coordinates, no solver terms).
  void picture_how_to_play(const PageFrame& f, const PictureExample& ex) {
    const Rect& b = f.block;
    // For children: the title size for the heading, the subhead size for the words.
    Length y = page_heading(f, m_.text.how_to_play, "how-to-play", type_.title);
    y = paragraph(m_.text.how_to_play_text, body(type_.subhead), b.x, y + pt(6), b.width, 1.45);
    const render::Symbols symbols = first_symbols(ex.section, ex.puzzle.size());
    BookPuzzle puzzle, answer;
    puzzle.puzzle = ex.puzzle;
    answer.puzzle = ex.puzzle;
    answer.solution = ex.solution;
    const Length gap = pt(24), label = type_.subhead;
    const Length w = (b.width - gap) / 2;
    const Length top = y + pt(18) + label * 1.6;
    const Length h = std::min(w * 1.3, b.bottom() - top - pt(10));
    if (h < pt(60)) return;  // no room left under a long text
    text(m_.text.example, heading(label), b.x + w / 2, y + pt(18), HAlign::kCentre);
    text(m_.text.solution_of, heading(label), b.x + w + gap + w / 2, y + pt(18), HAlign::kCentre);
    Rect left;
    grid_with_legend(puzzle, {b.x, top, w, h}, ex.section, symbols, true, &left);
    // The answer at the puzzle's grid size, level with it.
    grid(answer, {b.x + w + gap, top, w, left.height}, true, ex.section, {}, &symbols);
  }

  void how_to_play(const PageFrame& f) {
    c_.add_outline(m_.text.how_to_play, "how-to-play", 0);
    if (in_.picture_example) return picture_how_to_play(f, *in_.picture_example);
    const Rect& b = f.block;
    Length y = page_heading(f, m_.text.how_to_play, "how-to-play", type_.heading);
    y = paragraph(m_.text.how_to_play_text, body(type_.body), b.x, y, b.width);
    const WorkedExample* ex = m_.front.example == ExampleKind::kNone ? nullptr : in_.example;
    if (!ex) return;
    y += type_.subhead;
    text(m_.text.example, heading(type_.subhead), b.x, y);
    y += type_.subhead * 0.85;
    const std::string why = step_text(*ex);
    const std::string& note = m_.text.example_note;
    // The words under the grid are measured first: the grid takes what is left above the page
    // number (large print's 16 pt note ran into it when the grid took a fixed share).
    const TextStyle why_style = body(type_.body), note_style = body(type_.small, false, kGray);
    const Length gap = type_.body * 2;
    const double leading = 1.4;
    const Length why_h =
        type_.body * static_cast<double>(wrap_text(c_, why, why_style, b.width).size()) * leading;
    const Length note_h = type_.small *
                          static_cast<double>(wrap_text(c_, note, note_style, b.width).size()) *
                          leading;
    const Length room = f.content.bottom() - y - gap - why_h;
    Length side = std::min(b.width * 0.62, room - pt(4) - note_h);
    // Large print: the example's digits stay at the solutions' 12 pt; the gray note goes when
    // it would push them below (16 pt type on 6x9 in left 11.2 pt digits with it).
    const render::Template& t = look_.normal;
    auto digits = [&](Length s) { return (s - t.border) / 9 * t.solution.size; };
    const bool with_note = !t.large_print || digits(side) >= LargePrint().solution_digits;
    if (!with_note) side = std::min(b.width * 0.62, room);
    if (side < b.width * 0.3) return;  // no room for a readable grid under a long text
    // The grid as it stands before the step: the houses shaded, the step's cells darker.
    Rect box{b.x + (b.width - side) / 2, y, side, side};
    std::vector<std::pair<int, Colour>> marks;
    std::set<int> in_house;
    const core::Geometry& g = ex->before.geo();
    for (int h : ex->houses)
      if (h >= 0 && h < static_cast<int>(g.houses().size()))
        for (int cell : g.houses()[h].cells) in_house.insert(cell);
    for (int cell : in_house) marks.emplace_back(cell, kLightGray);
    for (int cell : ex->cells) marks.emplace_back(cell, kMidGray);
    for (const auto& [cell, digit] : ex->placements) marks.emplace_back(cell, kMidGray);
    BookPuzzle shown;
    shown.puzzle = ex->before;
    shown.solution = ex->before;
    for (const auto& [cell, digit] : ex->placements)
      shown.solution.cells[cell] = static_cast<uint8_t>(digit);
    Rect r = grid(shown, box, true, -1, marks);
    y = paragraph(why, why_style, b.x, r.bottom() + gap, b.width, leading);
    if (with_note) paragraph(note, note_style, b.x, y + pt(4), b.width, leading);
  }

  // The example's step in the book's language: "In row 4, the 7 fits in one cell only: row 4,
  // column 2." (a hidden single), else where the digit goes.
  std::string step_text(const WorkedExample& ex) const {
    const BookText& t = m_.text;
    const core::Geometry& g = ex.before.geo();
    if (ex.placements.empty())
      return reader_text(ex.explanation, std::max(g.canvas_rows(), g.canvas_cols()));
    const auto [cell, digit] = ex.placements.front();
    const std::string cell_name =
        fill(t.cell_name, {{"row", std::to_string(g.coord(cell).row + 1)},
                           {"col", std::to_string(g.coord(cell).col + 1)}});
    const std::string digit_text = std::to_string(digit);
    if (ex.houses.size() == 1 && ex.houses.front() >= 0 &&
        ex.houses.front() < static_cast<int>(g.houses().size())) {
      const core::House& h = g.houses()[ex.houses.front()];
      const std::string* pattern = h.kind == core::HouseKind::kRow      ? &t.house_row
                                   : h.kind == core::HouseKind::kColumn ? &t.house_column
                                   : h.kind == core::HouseKind::kBox    ? &t.house_box
                                                                        : nullptr;
      if (pattern)
        return fill(t.example_step,
                    {{"house", fill(*pattern, {{"n", std::to_string(h.index + 1)}})},
                     {"digit", digit_text},
                     {"cell", cell_name}});
    }
    return fill(t.example_step_other, {{"digit", digit_text}, {"cell", cell_name}});
  }

  void contents(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    const Rect& b = f.block;
    Length y = b.y;
    if (p.first_of_part) {
      c_.add_outline(m_.text.contents, "contents", 0);
      y = page_heading(f, m_.text.contents, "contents", type_.heading);
    } else {
      running_head(f, m_.text.contents);
      y += pt(12);
    }
    const TextStyle entry = body(type_.body);
    const TextStyle detail = body(type_.small, false, kGray);
    for (int k = p.contents_first; k < p.contents_first + p.contents_count; ++k) {
      const ContentsEntry& e = plan_.contents[k];
      const std::string page_label = e.page >= 0 ? plan_.pages[e.page].label : "";
      text(e.title, entry, b.x, y);
      text(page_label, entry, b.right(), y, HAlign::kRight);
      // Dotted leader between the title and the page number.
      const Length from = b.x + width(e.title, entry) + pt(8);
      const Length to = b.right() - width(page_label, entry) - pt(8);
      for (Length x = from; x < to; x += pt(6)) c_.fill_rect({x, y - pt(1), pt(1), pt(1)}, kGray);
      Length bottom = y + pt(4);
      if (!e.detail.empty()) {
        text(e.detail, detail, b.x + pt(12), y + type_.small * 1.45);
        bottom = y + type_.small * 1.8;
      }
      const std::string dest =
          e.section >= 0 ? "section-" + std::to_string(e.section) : std::string("solutions");
      const Length up = type_.body * 1.2;
      c_.add_link({b.x, y - up, b.width, bottom - y + up}, dest);
      y += layout_.contents_pitch;
    }
  }

  void puzzle_page(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    const SectionSpec& spec = m_.sections[p.section];
    const PageGeometry& geometry = layout_.pages[index];
    const LayoutStyle& st = layout_.puzzle_style;
    thumb_tab(f, p.section);
    if (p.first_of_part) {
      const std::string dest = "section-" + std::to_string(p.section);
      c_.add_outline(spec.heading, dest, 0);
      c_.add_destination(dest, {f.block.x, f.block.y});
      text(spec.heading, heading(type_.heading), f.block.x, f.block.y + type_.heading);
      if (!spec.intro.empty())
        paragraph(spec.intro, body(type_.body, false, kGray), f.block.x,
                  f.block.y + type_.heading * 1.9, f.block.width, 1.3);
      const Length rule = geometry.area.y - kSectionRuleAbove;
      c_.stroke_line({f.block.x, rule}, {f.block.right(), rule}, {rule_, kMidGray});
    } else {
      running_head(f, spec.heading);
    }
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
  void id_slug(const PageFrame& f, int index) {
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
    const Length room = f.block.width - outer - size * 3;
    std::vector<Length> baselines;
    if (m_.bleed) baselines.push_back(f.trim.bottom() + kBleed * 0.5 + size * 0.35);
    baselines.push_back(f.folio_y);
    baselines.push_back(f.folio_y - size * 1.2);
    baselines.push_back(f.running_head_y);
    std::vector<std::string> lines = wrap_text(c_, ids, s, std::max(room, size * 10));
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
  void puzzle_caption(const BookPuzzle& bp, const Rect& r, const LayoutStyle& st, int sol_page) {
    const Length caption_y = r.y - st.caption * 0.45;
    const Length left = r.x, right = r.right();
    text(m_.text.puzzle + " " + std::to_string(bp.number), body(st.caption, true), left, caption_y);
    text(grade_label(m_.text, bp.grade), body(st.caption, false, kGray), right, caption_y,
         HAlign::kRight);
    const TextStyle small = body(st.id, false, kGray);
    const Length id_y = r.bottom() + st.id * 1.6;
    const std::string label = sol_page < 0 ? std::string() : plan_.pages[sol_page].label;
    std::string where =
        sol_page < 0 ? std::string() : m_.text.solution_of + " " + m_.text.page + " " + label;
    if (!where.empty() && width(where, small) > right - left) where = m_.text.page + " " + label;
    if (sol_page < 0) return;
    c_.add_link(r, solution_dest(bp.number));
    text(where, small, right, id_y, HAlign::kRight);
    const Length w = width(where, small), h = small.size;
    c_.add_link({right - w, id_y - h, w, h * 1.3}, solution_dest(bp.number));
  }

  void solution_page(int index, const PageFrame& f) {
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

  Canvas& c_;
  const BookManifest& m_;
  const std::vector<BookPuzzle>& puzzles_;
  const BookPlan& plan_;
  const BookLook& look_;
  const BookLayout& layout_;
  const PaintInput& in_;
  // The book's type scale (its template's [book] sizes): every text below is one of them.
  const TypeSizes& type_;
  const PageStyle& page_style_;
  // Every rule and grid line is at least the service's minimum line weight.
  Length rule_;
};

}  // namespace

std::string puzzle_dest(int number) { return "puzzle-" + std::to_string(number); }
std::string solution_dest(int number) { return "solution-" + std::to_string(number); }

std::vector<std::string> wrap_text(render::Canvas& canvas, const std::string& text,
                                   const render::TextStyle& style, render::Length width) {
  // One line breaker for the book and the cover (cover_layout.hpp), measured by this canvas.
  return wrap_words(text, style, width, [&canvas](std::string_view s, const render::TextStyle& st) {
    return canvas.text_width(s, st);
  });
}

// A template's words in the book's language: the legend's label, and the caption family of
// the language's script.
void localize_template(const BookText& text, render::Template& t) {
  if (!t.legend.label.empty() && text.language != "en") t.legend.label = text.legend_label;
  if (!text.font.empty()) t.caption.family = text.font;
}

core::StatusOr<BookLook> load_look(const BookManifest& m, const std::string& templates_dir,
                                   const std::string& symbols_dir,
                                   const render::FontManifest& fonts, render::SymbolTone tone) {
  BookLook look;
  auto normal = render::load_template(m.template_name, templates_dir, fonts);
  if (!normal)
    return core::Status::error(m.where(m.template_line) + ": " + normal.status().message());
  look.normal = *normal;
  // The language's script: a family of its own for words (ja), checked against fonts.toml.
  if (!m.text.font.empty()) {
    const render::FontFamily* family = fonts.find(m.text.font);
    if (!family)
      return core::Status::error(m.where(m.language_line) + ": language '" + m.text.language +
                                 "' needs the font family '" + m.text.font + "', which " +
                                 fonts.source + " does not list");
    look.heading_family = look.body_family = m.text.font;
  }
  localize_template(m.text, look.normal);
  // A large-print template promises large type: no size of its scale below LargePrint::text.
  const LargePrint lp;
  if (look.normal.large_print && look.normal.type.small < lp.text.in_pt())
    return core::Status::error(m.where(m.template_line) + ": template '" + m.template_name +
                               "' says [book] large_print but its small_pt is " +
                               core::number_text(look.normal.type.small) +
                               "; large print needs every size at least " +
                               core::number_text(lp.text.in_pt()) + " pt");
  auto digits = render::load_symbols(look.normal.symbols_for(9), 9, symbols_dir);
  if (!digits)
    return core::Status::error(m.where(m.template_line) + ": " + digits.status().message());
  look.example_symbols = std::move(*digits);
  std::vector<render::Theme> themes;  // the picture themes the sections use
  for (const SectionSpec& s : m.sections) {
    auto g = section_geometry(m, s);
    if (!g) return g.status();
    std::string name = s.template_name;
    int line = s.template_line;
    if (name.empty()) {
      line = s.line;
      if (s.large_print)
        name = "large-print";
      else if ((*g)->size() <= 6 && !(*g)->is_composite())
        name = "kids-icons";
    }
    render::Template t = look.normal;
    if (!name.empty()) {
      auto loaded = render::load_template(name, templates_dir, fonts);
      if (!loaded) return core::Status::error(m.where(line) + ": " + loaded.status().message());
      t = *loaded;
    }
    localize_template(m.text, t);
    look.templates.push_back(t);
    look.large_print.push_back(s.large_print || t.large_print || look.normal.large_print);
    // A Word Sudoku section draws its word's letters unless it names another set.
    const std::string set = !s.symbols.empty() ? s.symbols
                            : !s.word.empty()  ? "word:" + s.word
                                               : t.symbols_for((*g)->size());
    // A picture theme in a gray book is checked at the smallest size the section may print
    // its pictures (the section's minimum cell times the template's icon scale).
    const render::Length picture =
        section_shape(**g, t, t, s, look.large_print.back()).min_cell * t.icon_scale;
    auto sym = render::cairo::load_print_symbols(set, (*g)->size(), symbols_dir, tone, picture);
    if (!sym)
      return core::Status::error(m.where(s.symbols_line ? s.symbols_line : s.line) + ": " +
                                 sym.status().message());
    look.symbols.push_back(std::move(*sym));
    if (render::is_theme(symbols_dir, set))
      if (auto theme = render::load_theme(symbols_dir, set); theme) themes.push_back(*theme);
  }
  look.credits = render::theme_credits(themes);
  return look;
}

SectionShape section_shape(const core::Geometry& g, const render::Template& t,
                           const render::Template& solutions, const SectionSpec& s,
                           bool large_print) {
  SectionShape shape;
  shape.cols = g.canvas_cols();
  shape.rows = g.canvas_rows();
  shape.composite = g.is_composite();
  shape.variant = s.variant;
  shape.border = t.border;
  shape.solution_border = solutions.border;
  const CellMinimums mins;
  // The digits are a fraction of the cell: the cell must also keep them at the smallest type
  // the services print (7 pt), and large print at its own sizes.
  auto for_type = [&](const render::Template& tt, Length type) {
    return type / std::min(tt.given.size, tt.solution.size);
  };
  shape.min_cell = std::max(t.min_cell.value_or(shape.composite ? mins.composite : mins.classic),
                            for_type(t, mins.text));
  shape.min_solution_cell = std::max(mins.solution, for_type(solutions, mins.text));
  if (large_print) {
    const LargePrint lp;
    shape.large_print = true;
    shape.min_cell = std::max({shape.min_cell, lp.cell, lp.digits / t.given.size});
    shape.min_solution_cell =
        std::max(shape.min_solution_cell, lp.solution_digits / solutions.solution.size);
  }
  return shape;
}

core::Status paint_book(render::Canvas& canvas, const PaintInput& in) {
  Painter(canvas, in).paint();
  return canvas.finish();
}

}  // namespace sudokupress::publish
