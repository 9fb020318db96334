// SPDX-License-Identifier: GPL-3.0-or-later
// The cover, planned before it is painted: one page of back + spine + front with the service's
// bleed on every edge, every rectangle and text line in render::Length. plan_cover() is pure
// (text is measured through a function, so tests use an estimate and the builder the real
// fonts); cover_painter.hpp draws the result.
//
//   page:  | bleed | back (trim width) | spine | front (trim width) | bleed |
//   width  = 2 × trim width + spine (service formula, paper, pages) + 2 × bleed
//   height = trim height + 2 × bleed
//
// Every text line lies inside its panel's safe area (the trim inset by the service's
// cover_safe); a template that puts one outside is an error naming the template key. Spine text
// is set only when the service allows it for the page count and it fits, in capitals, at the
// service's minimum text size or more, with the service's clearance on both sides.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/cover/cover_template.hpp"
#include "publish/print_service.hpp"
#include "publish/word_wrap.hpp"
#include "render/canvas.hpp"

namespace sudokupress::publish::cover {

// One rung of the difficulty ladder on the back: a section of the book.
struct LadderStep {
  std::string heading;
  std::string grade;    // "Easy" ... (the section's hardest puzzle, on the book's ladder)
  int level = 0;        // 0..levels-1
  int count = 0;        // puzzles
  int levels = 7;       // the rungs of the book's ladder (human 7, book/full 5)
  std::string label{};  // the printed line ("Easy, 12 puzzles" in the book's language)
};

struct CoverText {
  std::string title, subtitle, author, blurb;
  // A series volume: "Sudoku Classics · Volume 3" above the front title, and the volume
  // ("Volume 3") on the spine, so the volumes of a series never have identical spines.
  std::string series_line, volume;
  // A children's book's age band ("Ages 3-5" in the book's language): a badge on the front,
  // under the subtitle. Empty: none.
  std::string ages;
  bool subtitle_italic = true;  // false for a script without italics (ja)
  std::string blurb_where;      // "book.toml:40" for messages about the blurb
  std::vector<LadderStep> ladder;
};

struct CoverInput {
  const PrintService* service = nullptr;
  Paper paper = Paper::kWhite;
  int pages = 0;
  render::Size trim;
  CoverText text;
  double artwork_aspect = 1.0;  // width / height of the artwork (a grid's extent)
  TextMeasure measure;
};

struct CoverLine {
  std::string text;
  render::TextStyle style;
  render::Point at;  // baseline anchor
  render::HAlign align = render::HAlign::kLeft;
  render::Rect box;  // the line's extent (ascent to descent, measured width)
};

struct LadderRow {
  render::Rect blocks;  // one square per rung of the book's ladder, in a row
  render::Length block;
  int filled = 0;  // level + 1
  int levels = 7;  // squares
};

struct CoverLayout {
  render::Size page;
  render::Length bleed, spine_width;
  render::Rect back, spine, front;  // the trim panels on the page
  render::Rect back_safe, front_safe, spine_safe;
  render::Rect barcode;
  render::Rect artwork_panel;  // the light panel behind the artwork
  render::Rect artwork;        // the artwork itself (aspect kept)
  render::Rect badge;          // the age badge (accent colour; empty: none)
  std::vector<CoverLine> lines;
  std::vector<LadderRow> ladder;
  bool spine_text = false;
  CoverLine spine_line;  // `at` is the centre; drawn a quarter turn clockwise
};

inline constexpr int kMaxLadderLevels = 7;  // the longest ladder (human)

core::StatusOr<CoverLayout> plan_cover(const CoverTemplate& t, const CoverInput& in);

}  // namespace sudokupress::publish::cover
