// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_front_painter.hpp"

#include <algorithm>
#include <set>

#include "publish/book/worked_example.hpp"
#include "publish/book_strings.hpp"

namespace sudokupress::publish::book {

namespace {

using render::Colour;
using render::HAlign;
using render::Length;
using render::Rect;
using render::TextStyle;

// The title page, in fractions of the text block: the title's first baseline, the ornament's
// top and its largest width and height, the author's baseline. Leading in type sizes.
constexpr double kTitleTop = 0.22;
constexpr double kTitleLeading = 1.25;
constexpr double kSubtitleSpace = 0.4;  // above the subtitle
constexpr double kOrnamentTop = 0.45;
constexpr double kOrnamentWidth = 0.45;
constexpr double kOrnamentHeight = 0.3;
constexpr double kOrnamentFoot = 0.85;  // the lowest its foot may be (above the author's line)
constexpr double kOrnamentMin = 0.12;   // a smaller one, under a long title, is left out
constexpr double kAuthorBaseline = 0.9;
constexpr double kCreditLeading = 1.3;

// A children's how-to-play page: words at kKidsLeading, kKidsTextGap below the heading; two
// grids kKidsGridGap apart, their labels kKidsLabelSpace below the words and the grids
// kKidsLabelDepth label sizes under them, at most kKidsGridAspect as tall as wide, kKidsFoot
// above the block's foot, and none under kKidsMinGrid.
constexpr double kKidsLeading = 1.45;
constexpr Length kKidsTextGap = Length::pt(6);
constexpr Length kKidsGridGap = Length::pt(24);
constexpr Length kKidsLabelSpace = Length::pt(18);
constexpr double kKidsLabelDepth = 1.6;
constexpr double kKidsGridAspect = 1.3;
constexpr Length kKidsFoot = Length::pt(10);
constexpr Length kKidsMinGrid = Length::pt(60);

// The worked example: its heading's depth (subhead sizes), the space above the words under the
// grid (body sizes) and above the note, the grid's share of the block's width (at most, and at
// least: else no grid), and its canvas (a classic 9x9).
constexpr double kExampleHeadingDepth = 0.85;
constexpr double kExampleTextGap = 2;
constexpr Length kExampleNoteGap = Length::pt(4);
constexpr double kExampleMaxWidth = 0.62;
constexpr double kExampleMinWidth = 0.3;
constexpr int kExampleCells = 9;

// Contents: a continuation page starts kContentsTop below the running head; dotted leaders
// (kLeaderDot squares every kLeaderPitch) stop kLeaderGap short of title and page number; the
// detail line is indented kDetailIndent at kDetailBaseline small sizes, an entry's link rises
// kLinkRise body sizes above its baseline and ends kEntryFoot below it, or kDetailDepth small
// sizes with a detail line.
constexpr Length kContentsTop = Length::pt(12);
constexpr Length kLeaderGap = Length::pt(8);
constexpr Length kLeaderPitch = Length::pt(6);
constexpr Length kLeaderDot = Length::pt(1);
constexpr Length kDetailIndent = Length::pt(12);
constexpr double kDetailBaseline = 1.45;
constexpr double kDetailDepth = 1.8;
constexpr double kLinkRise = 1.2;
constexpr Length kEntryFoot = Length::pt(4);

// Notes pages: ruled lines kNotesLines body sizes apart and at least kNotesPitch (handwriting
// needs room), the first kNotesFirst pitches under the heading, none within kNotesFoot of the
// content's foot.
constexpr double kNotesLines = 2;
constexpr Length kNotesPitch = Length::pt(24);
constexpr double kNotesFirst = 1.5;
constexpr Length kNotesFoot = Length::pt(6);

}  // namespace

void FrontMatterPainter::title_page(const PageFrame& f) {
  const Rect& b = f.block;
  const Length cx = b.x + b.width / 2;
  const Length below_title = title_lines(f, cx);
  // An ornament: an empty grid of the book's first puzzle. It was the how-to-play example's
  // solution, which gave away the example's answer on the first page (issue 27). Below the
  // title and subtitle however many lines they take.
  const Length top = std::max(b.y + b.height * kOrnamentTop, below_title);
  const Length side = std::min(
      {b.width * kOrnamentWidth, b.height * kOrnamentHeight, b.y + b.height * kOrnamentFoot - top});
  if (!puzzles_.empty() && side >= b.height * kOrnamentMin) {
    BookPuzzle shown;
    shown.puzzle = puzzles_.front().puzzle;
    std::fill(shown.puzzle.cells.begin(), shown.puzzle.cells.end(), 0);
    const int section = puzzles_.front().section;
    grid(shown, {cx - side / 2, top, side, side}, false, section);
  }
  if (!m_.author.empty())
    text(m_.author, body(type_.subhead), cx, b.y + b.height * kAuthorBaseline, HAlign::kCentre);
  credits(f, cx);
}

// The title (a long one steps down to the heading size, then wraps) and the subtitle; returns
// the baseline a next line would take.
Length FrontMatterPainter::title_lines(const PageFrame& f, Length cx) {
  const Rect& b = f.block;
  TextStyle ts = heading(type_.title);
  if (width(m_.title, ts) > b.width) ts = heading(type_.heading);
  Length y = b.y + b.height * kTitleTop;
  for (const std::string& line : wrap_text(c_, m_.title, ts, b.width)) {
    text(line, ts, cx, y, HAlign::kCentre);
    y += ts.size * kTitleLeading;
  }
  if (m_.subtitle.empty()) return y;
  TextStyle ss = body(type_.subhead, false, kGray);
  y += type_.subhead * kSubtitleSpace;
  for (const std::string& line : wrap_text(c_, m_.subtitle, ss, b.width)) {
    text(line, ss, cx, y, HAlign::kCentre);
    y += type_.subhead * kTextLeading;
  }
  return y;
}

// The pictures' credits, smallest type, at the foot of the text block.
void FrontMatterPainter::credits(const PageFrame& f, Length cx) {
  const Rect& b = f.block;
  Length credit_y = b.y + b.height -
                    type_.small * kCreditLeading * (static_cast<double>(look_.credits.size()) - 1);
  for (const std::string& line : look_.credits) {
    text(line, body(type_.small, false, kGray), cx, credit_y, HAlign::kCentre);
    credit_y += type_.small * kCreditLeading;
  }
}

// For children: big friendly words, then a tiny picture puzzle of its own beside its answer
// (no coordinates, no solver terms).
void FrontMatterPainter::picture_how_to_play(const PageFrame& f, const PictureExample& ex) {
  const Rect& b = f.block;
  // For children: the title size for the heading, the subhead size for the words.
  Length y = page_heading(f, m_.text.how_to_play, "how-to-play", type_.title);
  y = paragraph(m_.text.how_to_play_text, body(type_.subhead), b.x, y + kKidsTextGap, b.width,
                kKidsLeading);
  const render::symbols::Symbols symbols = first_symbols(ex.section, ex.puzzle.size());
  BookPuzzle puzzle, answer;
  puzzle.puzzle = ex.puzzle;
  answer.puzzle = ex.puzzle;
  answer.solution = ex.solution;
  const Length gap = kKidsGridGap, label = type_.subhead;
  const Length w = (b.width - gap) / 2;
  const Length top = y + kKidsLabelSpace + label * kKidsLabelDepth;
  const Length h = std::min(w * kKidsGridAspect, b.bottom() - top - kKidsFoot);
  if (h < kKidsMinGrid) return;  // no room left under a long text
  text(m_.text.example, heading(label), b.x + w / 2, y + kKidsLabelSpace, HAlign::kCentre);
  text(m_.text.solution_of, heading(label), b.x + w + gap + w / 2, y + kKidsLabelSpace,
       HAlign::kCentre);
  Rect left;
  grid_with_legend(puzzle, {b.x, top, w, h}, ex.section, symbols, true, &left);
  // The answer at the puzzle's grid size, level with it.
  grid(answer, {b.x + w + gap, top, w, left.height}, true, ex.section, {}, &symbols);
}

void FrontMatterPainter::how_to_play(const PageFrame& f) {
  c_.add_outline(m_.text.how_to_play, "how-to-play", 0);
  if (in_.picture_example) return picture_how_to_play(f, *in_.picture_example);
  const Rect& b = f.block;
  Length y = page_heading(f, m_.text.how_to_play, "how-to-play", type_.heading);
  y = paragraph(m_.text.how_to_play_text, body(type_.body), b.x, y, b.width);
  const WorkedExample* ex = m_.front.example == ExampleKind::kNone ? nullptr : in_.example;
  if (!ex) return;
  y += type_.subhead;
  text(m_.text.example, heading(type_.subhead), b.x, y);
  y += type_.subhead * kExampleHeadingDepth;
  const std::string why = step_text(*ex);
  const std::string& note = m_.text.example_note;
  // The words under the grid are measured first: the grid takes what is left above the page
  // number (large print's 16 pt note ran into it when the grid took a fixed share).
  const TextStyle why_style = body(type_.body), note_style = body(type_.small, false, kGray);
  const Length gap = type_.body * kExampleTextGap;
  const double leading = kTextLeading;
  const Length why_h =
      type_.body * static_cast<double>(wrap_text(c_, why, why_style, b.width).size()) * leading;
  const Length note_h =
      type_.small * static_cast<double>(wrap_text(c_, note, note_style, b.width).size()) * leading;
  const Length room = f.content.bottom() - y - gap - why_h;
  Length side = std::min(b.width * kExampleMaxWidth, room - kExampleNoteGap - note_h);
  // Large print: the example's digits stay at the solutions' 12 pt; the gray note goes when
  // it would push them below (16 pt type on 6x9 in left 11.2 pt digits with it).
  const render::Template& t = look_.normal;
  auto digits = [&](Length s) { return (s - t.border) / kExampleCells * t.solution.size; };
  const bool with_note = !t.large_print || digits(side) >= LargePrint().solution_digits;
  if (!with_note) side = std::min(b.width * kExampleMaxWidth, room);
  if (side < b.width * kExampleMinWidth) return;  // no readable grid under a long text
  const Rect r = worked_grid(*ex, {b.x + (b.width - side) / 2, y, side, side});
  y = paragraph(why, why_style, b.x, r.bottom() + gap, b.width, leading);
  if (with_note) paragraph(note, note_style, b.x, y + kExampleNoteGap, b.width, leading);
}

Rect FrontMatterPainter::worked_grid(const WorkedExample& ex, const Rect& box) {
  std::vector<std::pair<int, Colour>> marks;
  std::set<int> in_house;
  const core::Geometry& g = ex.before.geo();
  for (int h : ex.houses)
    if (h >= 0 && h < static_cast<int>(g.houses().size()))
      for (int cell : g.houses()[h].cells) in_house.insert(cell);
  for (int cell : in_house) marks.emplace_back(cell, kLightGray);
  for (int cell : ex.cells) marks.emplace_back(cell, kMidGray);
  for (const auto& [cell, digit] : ex.placements) marks.emplace_back(cell, kMidGray);
  BookPuzzle shown;
  shown.puzzle = ex.before;
  shown.solution = ex.before;
  for (const auto& [cell, digit] : ex.placements)
    shown.solution.cells[cell] = static_cast<uint8_t>(digit);
  return grid(shown, box, true, -1, marks);
}

std::string FrontMatterPainter::step_text(const WorkedExample& ex) const {
  const BookText& t = m_.text;
  const core::Geometry& g = ex.before.geo();
  if (ex.placements.empty())
    return reader_text(ex.explanation, std::max(g.canvas_rows(), g.canvas_cols()));
  const auto [cell, digit] = ex.placements.front();
  const std::string cell_name = fill(t.cell_name, {{"row", std::to_string(g.coord(cell).row + 1)},
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
      return fill(t.example_step, {{"house", fill(*pattern, {{"n", std::to_string(h.index + 1)}})},
                                   {"digit", digit_text},
                                   {"cell", cell_name}});
  }
  return fill(t.example_step_other, {{"digit", digit_text}, {"cell", cell_name}});
}

void FrontMatterPainter::contents(int index, const PageFrame& f) {
  const PlannedPage& p = plan_.pages[index];
  Length y = f.block.y;
  if (p.first_of_part) {
    c_.add_outline(m_.text.contents, "contents", 0);
    y = page_heading(f, m_.text.contents, "contents", type_.heading);
  } else {
    running_head(f, m_.text.contents);
    y += kContentsTop;
  }
  for (int k = p.contents_first; k < p.contents_first + p.contents_count; ++k) {
    contents_entry(plan_.contents[k], f.block, y);
    y += layout_.contents_pitch;
  }
}

// One entry: its title, a dotted leader and its page number, the detail line under it, and a
// link over both to its section.
void FrontMatterPainter::contents_entry(const ContentsEntry& e, const Rect& b, Length y) {
  const TextStyle entry = body(type_.body);
  const std::string page_label = e.page >= 0 ? plan_.pages[e.page].label : "";
  text(e.title, entry, b.x, y);
  text(page_label, entry, b.right(), y, HAlign::kRight);
  const Length from = b.x + width(e.title, entry) + kLeaderGap;
  const Length to = b.right() - width(page_label, entry) - kLeaderGap;
  for (Length x = from; x < to; x += kLeaderPitch)
    c_.fill_rect({x, y - kLeaderDot, kLeaderDot, kLeaderDot}, kGray);
  Length bottom = y + kEntryFoot;
  if (!e.detail.empty()) {
    text(e.detail, body(type_.small, false, kGray), b.x + kDetailIndent,
         y + type_.small * kDetailBaseline);
    bottom = y + type_.small * kDetailDepth;
  }
  const std::string dest =
      e.section >= 0 ? "section-" + std::to_string(e.section) : std::string("solutions");
  const Length up = type_.body * kLinkRise;
  c_.add_link({b.x, y - up, b.width, bottom - y + up}, dest);
}

// A page for the reader's notes (padding to the service's minimum page count): the heading
// and light ruled lines across the content area.
void FrontMatterPainter::notes_page(const PageFrame& f) {
  running_head(f, m_.text.notes);
  const Rect& a = f.content;
  text(m_.text.notes, heading(type_.heading), a.x, a.y + type_.heading);
  const Length gap = std::max(kNotesPitch, type_.body * kNotesLines);
  for (Length y = a.y + type_.heading + gap * kNotesFirst; y <= a.bottom() - kNotesFoot; y += gap)
    c_.stroke_line({a.x, y}, {a.right(), y}, {rule_, kMidGray});
}

}  // namespace sudokupress::publish::book
