// SPDX-License-Identifier: GPL-3.0-or-later
// What every stage of the book painter shares: its input (the manifest, puzzles, plan, page
// geometry and look), and PagePainter, the text and page furniture every page draws with
// (type styles, running heads, page numbers, thumb tabs, page headings). The stages derive from
// it: BookGridPainter (book_grid_painter.hpp), then FrontMatterPainter and PuzzlePagePainter.
// Nothing here decides a position: frames and slots come from the plan's BookLayout.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "publish/book/book_layout.hpp"
#include "publish/book/book_plan.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/book/picture_example.hpp"
#include "publish/book/worked_example.hpp"
#include "publish/manifest.hpp"
#include "publish/print_rules.hpp"
#include "render/canvas.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sudokupress::publish::book {

// The resolved look of a book: templates and the symbol set of each section.
struct BookLook {
  render::Template normal;                  // the manifest's template: solutions, front matter
  std::vector<render::Template> templates;  // per section: its template, large-print, or
                                            // kids-icons for 4x4 and 6x6 icon sections
  std::vector<render::symbols::Symbols> symbols;  // per section
  // Per section: large print (large_print = true, its template's or the book template's
  // [book] large_print): the LargePrint minimums apply (book_layout.hpp).
  std::vector<bool> large_print;
  render::symbols::Symbols example_symbols;  // the how-to-play example and title ornament (9x9)
  // The credits the book's picture themes' licences ask for (render::symbols::theme_credits),
  // printed at the foot of the title page, the book's copyright page.
  std::vector<std::string> credits;
  std::string heading_family = "DejaVu Serif";
  std::string body_family = "DejaVu Sans";
};

struct PaintInput {
  const BookManifest* manifest = nullptr;
  const std::vector<BookPuzzle>* puzzles = nullptr;
  const BookPlan* plan = nullptr;
  const BookLayout* layout = nullptr;  // the plan's page geometry (layout_pages)
  const BookLook* look = nullptr;
  const WorkedExample* example = nullptr;           // optional
  const PictureExample* picture_example = nullptr;  // optional: children's how to play
  PrintRules rules;                                 // the safe area (margins) of the print service
  std::string creator = "sudokupress";
  int64_t creation_time = 0;
};

// Destination names: "puzzle-12", "solution-12", "section-2", "solutions", "contents",
// "how-to-play".
std::string puzzle_dest(int number);
std::string solution_dest(int number);

// Splits text into lines no wider than `width` (words never broken; a too-long word gets a
// line of its own).
std::vector<std::string> wrap_text(render::Canvas& canvas, const std::string& text,
                                   const render::TextStyle& style, render::Length width);

// The book's grays: secondary text, the how-to-play example's house and cells, rules, tabs.
inline constexpr render::Colour kGray{96, 96, 96, false};
inline constexpr render::Colour kLightGray{228, 228, 228, false};
inline constexpr render::Colour kMidGray{190, 190, 190, false};
inline constexpr render::Colour kTabGray{70, 70, 70, false};

// Leading (baseline to baseline, times the type size) of running text.
inline constexpr double kTextLeading = 1.4;
// A page heading's baseline is its size below the block's top; what follows starts
// kHeadingDepth sizes below it.
inline constexpr double kHeadingDepth = 2.2;

class PagePainter {
 public:
  PagePainter(render::Canvas& canvas, const PaintInput& in);

  // The page number in the folio band (not on pages that print none).
  void folio(int index, const PageFrame& f);

 protected:
  render::TextStyle heading(render::Length size) const;
  render::TextStyle body(render::Length size, bool bold = false,
                         render::Colour colour = render::Colour::black()) const;
  void text(const std::string& t, const render::TextStyle& s, render::Length x, render::Length y,
            render::HAlign h = render::HAlign::kLeft);
  render::Length width(const std::string& t, const render::TextStyle& s);
  // Wrapped paragraph from (x, y) baseline down; returns the baseline after the last line.
  render::Length paragraph(const std::string& t, const render::TextStyle& s, render::Length x,
                           render::Length y, render::Length w, double leading = kTextLeading);
  // The running head: the section's (or part's) text on a recto, the title on a verso, and a
  // light rule under it.
  void running_head(const PageFrame& f, const std::string& recto_text);
  // A tab on the outside edge, running into the bleed, one position per section.
  void thumb_tab(const PageFrame& f, int section);
  // A page heading at the block's top with its destination; returns where text may follow.
  render::Length page_heading(const PageFrame& f, const std::string& title, const std::string& dest,
                              render::Length size);
  // A rule across the text block at `y` (the service's minimum line, light gray).
  void block_rule(const PageFrame& f, render::Length y);

  render::Canvas& c_;
  const BookManifest& m_;
  const std::vector<BookPuzzle>& puzzles_;
  const BookPlan& plan_;
  const BookLayout& layout_;
  const BookLook& look_;
  const PaintInput& in_;
  // The book's type scale (its template's [book] sizes): every text is one of them.
  const TypeSizes& type_;
  const PageStyle& page_style_;
  // Every rule and grid line is at least the service's minimum line weight.
  render::Length rule_;
};

}  // namespace sudokupress::publish::book
