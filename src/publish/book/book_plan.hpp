// SPDX-License-Identifier: GPL-3.0-or-later
// The page plan of a book, decided before anything is drawn: which page shows what, its label,
// where each puzzle and its solution land, and the gutter the page count calls for.
//
//   front matter (labels i, ii, ...):  title | how to play | contents ... | blank to even
//   body (labels 1, 2, ...):           section 1 pages | section 2 pages | ... | solutions
//   end:                               "Notes" pages to the service's minimum page count
//                                      (print-ready), one blank page to an even count
//
// Never more than the service's blank-page run (2) in a row: padding is Notes pages.
//
// The body starts on a right-hand (odd) page. Pages are counted from 0 here; page i is a
// right-hand page when i is even.
#pragma once

#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/manifest.hpp"
#include "publish/print_rules.hpp"

namespace sudokupress::publish::book {

enum class PageKind { kTitle, kHowToPlay, kContents, kBlank, kPuzzles, kSolutions, kNotes };

struct PlannedPage {
  PageKind kind = PageKind::kBlank;
  std::string label;           // the page label ("iii", "12"), also the printed number
  bool front = false;          // front matter (roman labels)
  bool print_number = true;    // false on the title page and blank pages
  int section = -1;            // kPuzzles: the manifest section
  bool first_of_part = false;  // first page of a section (or of the solutions): heading shown
  std::vector<int> items;      // kPuzzles / kSolutions: indexes into the book's puzzles
  int per_page = 0;            // kPuzzles / kSolutions: the slots of the page's layout
  int contents_first = 0;      // kContents: the entries on this page
  int contents_count = 0;
};

// One line of the table of contents.
struct ContentsEntry {
  std::string title;   // the section heading, or "Solutions"
  std::string detail;  // "Puzzles 1-12"
  int page = 0;        // page index of its first page
  int section = -1;    // -1 = solutions
};

struct BookPlan {
  std::vector<PlannedPage> pages;
  std::vector<ContentsEntry> contents;
  std::vector<int> puzzle_page;    // per puzzle index
  std::vector<int> solution_page;  // per puzzle index; -1 without solutions
  std::vector<int> section_first_page;
  int solutions_first_page = -1;
  int body_first_page = 0;
  int how_to_play_page = -1;
  int contents_page = -1;
  int padding_pages = 0;         // Notes and blank pages added at the end
  render::Length inside_margin;  // the gutter applied to every page

  int page_count() const { return static_cast<int>(pages.size()); }
  // Right-hand pages have their inside margin on the left.
  static bool is_recto(int page_index) { return page_index % 2 == 0; }
};

struct PlanOptions {
  bool print_ready = false;  // pad to the service's minimum, refuse more than its maximum
  int contents_per_page = 24;
  // Per section (empty: the manifest's per_page): grids per puzzle page and per solution page
  // (resolve_per_page in book_layout.hpp decides them).
  std::vector<int> puzzles_per_page;
  std::vector<int> solutions_per_page;
  PrintRules rules;  // page-count limits, gutter, blank-page run
};

inline constexpr int kMinPrintPages = 24;
inline constexpr int kMaxPrintPages = 828;

// The longest run of consecutive blank pages (kBlank) in a plan.
int longest_blank_run(const BookPlan& plan);

// Lower-case roman numerals for front-matter labels (1 -> "i", 14 -> "xiv").
std::string roman(int n);

// `puzzles` are numbered and grouped by section, as select_puzzles() returns them.
core::StatusOr<BookPlan> plan_book(const BookManifest& manifest,
                                   const std::vector<BookPuzzle>& puzzles,
                                   const PlanOptions& options = {});

}  // namespace sudokupress::publish::book
