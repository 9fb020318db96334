#include "publish/book_painter.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "publish/cover_layout.hpp"
#include "publish/project_source.hpp"
#include "publish/report.hpp"
#include "render/grid_drawer.hpp"
#include "render/legend.hpp"
#include "render/page_layout.hpp"

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

class Painter {
 public:
  Painter(Canvas& canvas, const PaintInput& in)
      : c_(canvas),
        m_(*in.manifest),
        puzzles_(*in.puzzles),
        plan_(*in.plan),
        look_(*in.look),
        in_(in) {}

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
  TextStyle heading(double size) const {
    TextStyle s;
    s.family = look_.heading_family;
    s.bold = true;
    s.size = pt(size);
    return s;
  }
  TextStyle body(double size, bool bold = false, Colour colour = Colour::black()) const {
    TextStyle s;
    s.family = look_.body_family;
    s.bold = bold;
    s.size = pt(size);
    s.colour = colour;
    return s;
  }
  void text(const std::string& t, const TextStyle& s, double x, double y,
            HAlign h = HAlign::kLeft) {
    if (!t.empty()) c_.draw_text(t, s, {pt(x), pt(y)}, h, VAlign::kBaseline);
  }
  double width(const std::string& t, const TextStyle& s) { return c_.text_width(t, s).in_pt(); }
  // Wrapped paragraph from (x, y) baseline down; returns the baseline after the last line.
  double paragraph(const std::string& t, const TextStyle& s, double x, double y, double w,
                   double leading = 1.4) {
    for (const std::string& line : wrap_text(c_, t, s, pt(w))) {
      text(line, s, x, y);
      y += s.size.in_pt() * leading;
    }
    return y;
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
  Rect grid(const BookPuzzle& p, const BoxPt& box, bool solution, int section,
            const std::vector<std::pair<int, Colour>>& highlights = {},
            const render::Symbols* symbols = nullptr) {
    const render::Symbols& sym = symbols ? *symbols : symbols_for(section);
    const render::Template& t = solution ? look_.normal : templ_for(section);
    const core::Geometry& g = p.puzzle.geo();
    double scale = 1;
    // Thin the lines of small grids (solutions): 12 per page gives cells of about 12 pt.
    const double border = t.border.in_pt();
    const double cell_guess =
        std::min((box.w - border) / g.canvas_cols(), (box.h - border) / g.canvas_rows());
    if (cell_guess < 16) scale = 0.6;
    const double b = border * scale;
    const double cell = std::min((box.w - b) / g.canvas_cols(), (box.h - b) / g.canvas_rows());
    render::GridStyle style = render::GridStyle::from(t, sym, pt(cell));
    style.thin = t.thin * scale;
    style.thick = t.thick * scale;
    style.border = t.border * scale;
    const render::Size ext = render::grid_extent(g, pt(cell), style.border);
    const Point origin{pt(box.x + (box.w - ext.width.in_pt()) / 2),
                       pt(box.y + (box.h - ext.height.in_pt()) / 2)};
    for (const auto& [cell_id, colour] : highlights)
      c_.fill_rect(render::cell_rect(g, origin, pt(cell), style.border, cell_id), colour);
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
  Rect grid_with_legend(const BookPuzzle& p, const BoxPt& box, int section,
                        const render::Symbols& symbols, bool top = false,
                        Rect* grid_only = nullptr) {
    const render::Template& t = templ_for(section);
    const core::Geometry& g = p.puzzle.geo();
    const Length label = pt(t.caption.size);
    render::LegendLayout ll;
    render::Size ext, block;
    auto measure = [&](double cell) {
      ext = render::grid_extent(g, pt(cell), t.border);
      ll = render::layout_legend(t.legend, symbols.count(), pt(cell), ext, label);
      block = render::with_legend(t.legend, ll, ext);
      return block.width.in_pt() <= box.w && block.height.in_pt() <= box.h;
    };
    double lo = 0, hi = std::max(0.0, std::min(box.w / g.canvas_cols(), box.h / g.canvas_rows()));
    for (int i = 0; i < 40; ++i) {
      const double mid = (lo + hi) / 2;
      (measure(mid) ? lo : hi) = mid;
    }
    measure(lo);
    const Point corner{pt(box.x + (box.w - block.width.in_pt()) / 2),
                       pt(box.y + (top ? 0 : (box.h - block.height.in_pt()) / 2))};
    const Point origin{corner.x + (block.width - ext.width) / 2, corner.y};
    if (grid_only) *grid_only = {origin.x, origin.y, ext.width, ext.height};
    render::GridStyle style = render::GridStyle::from(t, symbols, pt(lo));
    render::GridContent content;
    content.puzzle = &p.puzzle;
    content.shade_clues = !m_.sections[section].mask.empty();
    render::draw_grid(c_, origin, g, style, symbols, content);
    const Point at = render::legend_origin(t.legend, ll, origin, ext);
    const Length side = pt(lo) * t.legend.size;
    render::draw_legend(c_, t.legend, ll, at, symbols,
                        render::legend_text_style(style.given, side, t.given.size),
                        render::caption_style(t), style.icon_scale);
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
    text(p.label, body(page_style_.folio_pt), f.folio_x, f.folio_y,
         f.folio_right ? HAlign::kRight : HAlign::kLeft);
  }

  void running_head(const PageFrame& f, const std::string& recto_text) {
    const TextStyle s = body(page_style_.head_pt, false, kGray);
    if (f.recto)
      text(recto_text, s, f.block.right(), f.running_head_y, HAlign::kRight);
    else
      text(m_.title, s, f.block.x, f.running_head_y);
    const double rule = f.running_head_y + page_style_.head_rule_gap_pt;
    c_.stroke_line({pt(f.block.x), pt(rule)}, {pt(f.block.right()), pt(rule)}, {pt(0.4), kMidGray});
  }

  // A tab on the outside edge, running into the bleed, one position per section.
  void thumb_tab(const PageFrame& f, int section) {
    const BoxPt tab = thumb_tab_box(f, section, static_cast<int>(m_.sections.size()), m_.bleed);
    if (tab.w <= 0) return;
    c_.fill_rect({pt(tab.x), pt(tab.y), pt(tab.w), pt(tab.h)}, kTabGray);
    const double inside = tab.w - kBleedPt;  // the part inside the trim
    const double cx = f.recto ? f.trim.right() - inside / 2 : f.trim.x + inside / 2;
    TextStyle s = body(9, true, Colour::white());
    c_.draw_text(std::to_string(section + 1), s, {pt(cx), pt(tab.y + tab.h / 2)}, HAlign::kCentre,
                 VAlign::kMiddle);
  }

  // A page for the reader's notes (padding to the service's minimum page count): the heading
  // and light ruled lines across the content area.
  void notes_page(const PageFrame& f) {
    running_head(f, m_.text.notes);
    const BoxPt& a = f.content;
    text(m_.text.notes, heading(18), a.x, a.y + 18);
    const double gap = 24;
    for (double y = a.y + 18 + gap * 1.5; y <= a.bottom() - 6; y += gap)
      c_.stroke_line({pt(a.x), pt(y)}, {pt(a.right()), pt(y)}, {pt(0.5), kMidGray});
  }

  void page(int index) {
    const PlannedPage& p = plan_.pages[index];
    const PageFrame f = page_frame(m_, plan_.inside_margin_pt, index, in_.rules, page_style_);
    c_.begin_page({pt(f.width), pt(f.height)});
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
    const BoxPt& b = f.block;
    const double cx = b.x + b.w / 2;
    TextStyle ts = heading(30);
    while (ts.size.in_pt() > 14 && width(m_.title, ts) > b.w) ts.size = ts.size * 0.92;
    double y = b.y + b.h * 0.22;
    for (const std::string& line : wrap_text(c_, m_.title, ts, pt(b.w))) {
      text(line, ts, cx, y, HAlign::kCentre);
      y += ts.size.in_pt() * 1.25;
    }
    if (!m_.subtitle.empty()) {
      TextStyle ss = body(14, false, kGray);
      y += 6;
      for (const std::string& line : wrap_text(c_, m_.subtitle, ss, pt(b.w))) {
        text(line, ss, cx, y, HAlign::kCentre);
        y += 20;
      }
    }
    // An ornament: the how-to-play example, solved (no puzzle of the book is given away).
    if (in_.example && !in_.example->solution.cells.empty()) {
      const double side = std::min(b.w * 0.45, b.h * 0.3);
      BoxPt box{cx - side / 2, b.y + b.h * 0.45, side, side};
      BookPuzzle shown;
      shown.puzzle = in_.example->solution;
      shown.solution = in_.example->solution;
      grid(shown, box, true, -1);
    } else if (in_.picture_example) {  // a picture book: its own example's answer, in pictures
      const PictureExample& ex = *in_.picture_example;
      const render::Symbols symbols = first_symbols(ex.section, ex.puzzle.size());
      const double side = std::min(b.w * 0.45, b.h * 0.3);
      BookPuzzle shown;
      shown.puzzle = ex.solution;
      shown.solution = ex.solution;
      grid(shown, {cx - side / 2, b.y + b.h * 0.45, side, side}, true, ex.section, {}, &symbols);
    }
    if (!m_.author.empty()) text(m_.author, body(14), cx, b.y + b.h * 0.9, HAlign::kCentre);
  }

  double page_heading(const PageFrame& f, const std::string& title, const std::string& dest,
                      double size = 22) {
    c_.add_destination(dest, {pt(f.block.x), pt(f.block.y)});
    text(title, heading(size), f.block.x, f.block.y + size);
    return f.block.y + size * 2.2;
  }

  // For children: big friendly words, then a tiny picture puzzle of its own beside its answer
  // (no coordinates, no solver terms).
  void picture_how_to_play(const PageFrame& f, const PictureExample& ex) {
    const BoxPt& b = f.block;
    double y = page_heading(f, m_.text.how_to_play, "how-to-play", 30);
    y = paragraph(m_.text.how_to_play_text, body(17), b.x, y + 6, b.w, 1.45);
    const render::Symbols symbols = first_symbols(ex.section, ex.puzzle.size());
    BookPuzzle puzzle, answer;
    puzzle.puzzle = ex.puzzle;
    answer.puzzle = ex.puzzle;
    answer.solution = ex.solution;
    const double gap = 24, label = 16;
    const double w = (b.w - gap) / 2;
    const double top = y + 18 + label * 1.6;
    const double h = std::min(w * 1.3, b.bottom() - top - 10);
    if (h < 60) return;  // no room left under a long text
    text(m_.text.example, heading(label), b.x + w / 2, y + 18, HAlign::kCentre);
    text(m_.text.solution_of, heading(label), b.x + w + gap + w / 2, y + 18, HAlign::kCentre);
    Rect left;
    grid_with_legend(puzzle, {b.x, top, w, h}, ex.section, symbols, true, &left);
    // The answer at the puzzle's grid size, level with it.
    grid(answer, {b.x + w + gap, top, w, left.height.in_pt()}, true, ex.section, {}, &symbols);
  }

  void how_to_play(const PageFrame& f) {
    c_.add_outline(m_.text.how_to_play, "how-to-play", 0);
    if (in_.picture_example) return picture_how_to_play(f, *in_.picture_example);
    const BoxPt& b = f.block;
    double y = page_heading(f, m_.text.how_to_play, "how-to-play");
    y = paragraph(m_.text.how_to_play_text, body(11), b.x, y, b.w);
    const WorkedExample* ex = m_.front.example == ExampleKind::kNone ? nullptr : in_.example;
    if (!ex) return;
    y += 14;
    text(m_.text.example, heading(14), b.x, y);
    y += 12;
    // The grid as it stands before the step: the houses shaded, the step's cells darker.
    const double side = std::min(b.w * 0.62, (b.bottom() - y) * 0.62);
    BoxPt box{b.x + (b.w - side) / 2, y, side, side};
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
    y = r.bottom().in_pt() + 22;
    std::string why = reader_text(ex->explanation);
    if (!why.empty()) why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
    y = paragraph(why + ".", body(10.5), b.x, y, b.w);
    paragraph(
        "Rows are counted from 1 at the top and columns from 1 at the left. The shaded "
        "cells are the ones the step looks at; the new digit is drawn in light type.",
        body(9, false, kGray), b.x, y + 4, b.w);
  }

  void contents(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    const BoxPt& b = f.block;
    double y = b.y;
    if (p.first_of_part) {
      c_.add_outline(m_.text.contents, "contents", 0);
      y = page_heading(f, m_.text.contents, "contents");
    } else {
      running_head(f, m_.text.contents);
      y += 12;
    }
    const TextStyle entry = body(12);
    const TextStyle detail = body(9, false, kGray);
    for (int k = p.contents_first; k < p.contents_first + p.contents_count; ++k) {
      const ContentsEntry& e = plan_.contents[k];
      const std::string page_label = e.page >= 0 ? plan_.pages[e.page].label : "";
      text(e.title, entry, b.x, y);
      text(page_label, entry, b.right(), y, HAlign::kRight);
      // Dotted leader between the title and the page number.
      const double from = b.x + width(e.title, entry) + 8;
      const double to = b.right() - width(page_label, entry) - 8;
      for (double x = from; x < to; x += 6) c_.fill_rect({pt(x), pt(y - 1), pt(1), pt(1)}, kGray);
      double bottom = y + 4;
      if (!e.detail.empty()) {
        text(e.detail, detail, b.x + 12, y + 13);
        bottom = y + 16;
      }
      const std::string dest =
          e.section >= 0 ? "section-" + std::to_string(e.section) : std::string("solutions");
      c_.add_link({pt(b.x), pt(y - 13), pt(b.w), pt(bottom - y + 13)}, dest);
      y += 34;
    }
  }

  void puzzle_page(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    const SectionSpec& spec = m_.sections[p.section];
    const LayoutStyle st = section_style(spec);
    thumb_tab(f, p.section);
    if (p.first_of_part) {
      const std::string dest = "section-" + std::to_string(p.section);
      c_.add_outline(spec.heading, dest, 0);
      c_.add_destination(dest, {pt(f.block.x), pt(f.block.y)});
      text(spec.heading, heading(20), f.block.x, f.block.y + 20);
      if (!spec.intro.empty())
        paragraph(spec.intro, body(10, false, kGray), f.block.x, f.block.y + 38, f.block.w, 1.3);
      const double rule = puzzle_area(f, st).y - 10;
      c_.stroke_line({pt(f.block.x), pt(rule)}, {pt(f.block.right()), pt(rule)},
                     {pt(0.6), kMidGray});
    } else {
      running_head(f, spec.heading);
    }
    const auto s = slots(puzzle_area(f, st), p.per_page, st);
    for (size_t k = 0; k < p.items.size(); ++k) {
      const BookPuzzle& bp = puzzles_[p.items[k]];
      const Slot& slot = s[k];
      c_.add_destination(puzzle_dest(bp.number), {pt(slot.area.x), pt(slot.area.y)});
      // With a legend the grid shares the slot's room with it; the caption sits on the block.
      const bool legend = has_legend(p.section);
      Rect r = legend ? grid_with_legend(bp, slot.room, p.section, look_.symbols[p.section])
                      : grid(bp, slot.grid, false, p.section);
      const double caption_y = legend ? r.y.in_pt() - st.caption_pt * 0.45 : slot.caption_y;
      const double left = r.x.in_pt(), right = r.right().in_pt();
      text(m_.text.puzzle + " " + std::to_string(bp.number), body(st.caption_pt, true), left,
           caption_y);
      const TextStyle small = body(st.id_pt, false, kGray);
      const double id_y = r.bottom().in_pt() + st.id_pt * 1.6;
      const int sol_page = plan_.solution_page[p.items[k]];
      const std::string label = sol_page < 0 ? std::string() : plan_.pages[sol_page].label;
      std::string where =
          sol_page < 0 ? std::string() : m_.text.solution_of + " " + m_.text.page + " " + label;
      // Type never goes below the services' 7 pt. The reference goes where it fits: beside the
      // ID ("Solution page 41", or "page 41"), else beside the grade on the caption line
      // ("Easy · page 41"), else instead of the grade (the section heading names it).
      std::string grade = bp.grade;
      // The generator ID is printed only when the manifest asks ([book] print_ids): it is in
      // the report, and at 7 pt it was the smallest type in the book.
      const std::string id = m_.print_ids ? bp.id : std::string();
      const double line = right - left, id_w0 = id.empty() ? -8 : width(id, small);
      if (!where.empty() && id_w0 + 8 + width(where, small) > line)
        where = m_.text.page + " " + label;
      if (!where.empty() && id_w0 + 8 + width(where, small) > line) {
        const TextStyle cap = body(st.caption_pt, true), gray_cap = body(st.caption_pt);
        const double used = width(m_.text.puzzle + " " + std::to_string(bp.number), cap) + 8;
        const std::string both = bp.grade + " \u00b7 " + where;
        grade = used + width(both, gray_cap) <= line ? both : where;
        where.clear();
      }
      const TextStyle grade_style = body(st.caption_pt, false, kGray);
      text(grade, grade_style, right, caption_y, HAlign::kRight);
      TextStyle id_style = small;
      const double room = (right - left) - (where.empty() ? 0 : width(where, small) + 8);
      const double id_w = width(id, small);
      if (id_w > room) id_style.size = pt(std::max(st.min_text_pt, st.id_pt * room / id_w));
      if (!id.empty()) text(id, id_style, left, id_y);
      if (sol_page >= 0) {
        c_.add_link(r, solution_dest(bp.number));
        const bool on_caption = where.empty();
        const TextStyle& ref_style = on_caption ? grade_style : small;
        const std::string& ref = on_caption ? grade : where;
        const double y = on_caption ? caption_y : id_y;
        if (!on_caption) text(where, small, right, id_y, HAlign::kRight);
        const double w = width(ref, ref_style), h = ref_style.size.in_pt();
        c_.add_link({pt(right - w), pt(y - h), pt(w), pt(h * 1.3)}, solution_dest(bp.number));
      }
    }
  }

  void solution_page(int index, const PageFrame& f) {
    const PlannedPage& p = plan_.pages[index];
    const LayoutStyle st = solutions_style();
    if (p.first_of_part) {
      c_.add_outline(m_.text.solutions, "solutions", 0);
      c_.add_destination("solutions", {pt(f.block.x), pt(f.block.y)});
      text(m_.text.solutions, heading(20), f.block.x, f.block.y + 20);
    } else {
      running_head(f, m_.text.solutions);
    }
    const auto s = slots(puzzle_area(f, st), p.per_page, st);
    for (size_t k = 0; k < p.items.size(); ++k) {
      const BookPuzzle& bp = puzzles_[p.items[k]];
      const Slot& slot = s[k];
      c_.add_destination(solution_dest(bp.number), {pt(slot.area.x), pt(slot.area.y)});
      Rect r = grid(bp, slot.grid, true, bp.section);
      const TextStyle cap = body(st.caption_pt, true);
      // Labelled as an answer ("Solution 12"; [text] solution = "Answer" in a children's book).
      text(m_.text.solution_of + " " + std::to_string(bp.number), cap, r.x.in_pt(), slot.caption_y);
      const int back = plan_.puzzle_page[p.items[k]];
      if (back >= 0) {
        const std::string where = m_.text.page + " " + plan_.pages[back].label;
        const TextStyle gray = body(st.caption_pt, false, kGray);
        text(where, gray, r.right().in_pt(), slot.caption_y, HAlign::kRight);
        c_.add_link(r, puzzle_dest(bp.number));
      }
    }
  }

  Canvas& c_;
  const BookManifest& m_;
  const std::vector<BookPuzzle>& puzzles_;
  const BookPlan& plan_;
  const BookLook& look_;
  const PaintInput& in_;
  PageStyle page_style_;
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

core::StatusOr<BookLook> load_look(const BookManifest& m, const std::string& templates_dir,
                                   const std::string& symbols_dir,
                                   const render::FontManifest& fonts, render::SymbolTone tone) {
  BookLook look;
  auto normal = render::load_template(m.template_name, templates_dir, fonts);
  if (!normal)
    return core::Status::error(m.where(m.template_line) + ": " + normal.status().message());
  look.normal = *normal;
  auto digits = render::load_symbols(look.normal.symbols_for(9), 9, symbols_dir);
  if (!digits)
    return core::Status::error(m.where(m.template_line) + ": " + digits.status().message());
  look.example_symbols = std::move(*digits);
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
    look.templates.push_back(t);
    // A Word Sudoku section draws its word's letters unless it names another set.
    const std::string set = !s.symbols.empty() ? s.symbols
                            : !s.word.empty()  ? "word:" + s.word
                                               : t.symbols_for((*g)->size());
    auto sym = render::load_symbols(set, (*g)->size(), symbols_dir, tone);
    if (!sym)
      return core::Status::error(m.where(s.symbols_line ? s.symbols_line : s.line) + ": " +
                                 sym.status().message());
    look.symbols.push_back(std::move(*sym));
  }
  return look;
}

SectionShape section_shape(const core::Geometry& g, const render::Template& t,
                           const render::Template& solutions, const SectionSpec& s) {
  SectionShape shape;
  shape.cols = g.canvas_cols();
  shape.rows = g.canvas_rows();
  shape.composite = g.is_composite();
  shape.variant = s.variant;
  shape.border = t.border;
  shape.solution_border = solutions.border;
  const CellMinimums mins;
  // The digits are a fraction of the cell: the cell must also keep them at the smallest type
  // the services print (7 pt).
  auto for_type = [&](const render::Template& tt) {
    return mins.text / std::min(tt.given.size, tt.solution.size);
  };
  shape.min_cell =
      std::max(t.min_cell.value_or(shape.composite ? mins.composite : mins.classic), for_type(t));
  shape.min_solution_cell = std::max(mins.solution, for_type(solutions));
  return shape;
}

core::Status paint_book(render::Canvas& canvas, const PaintInput& in) {
  Painter(canvas, in).paint();
  return canvas.finish();
}

}  // namespace sudokupress::publish
