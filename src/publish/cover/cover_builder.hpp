// SPDX-License-Identifier: GPL-3.0-or-later
// The cover end to end: the book's plan (puzzles and page count: built, or given with --pages)
// -> cover template -> layout (cover_layout.hpp) -> Cairo PDF -> trim and bleed boxes, pinned
// dates and a deterministic ID (pdf_finish) -> cover.pdf, written atomically.
#pragma once

#include <optional>
#include <string>

#include "core/status.hpp"
#include "publish/book/book_builder.hpp"
#include "publish/cover/cover_layout.hpp"

namespace sudokupress::publish::cover {

struct CoverOptions {
  std::string output;        // cover.pdf ("" = do not write)
  std::optional<int> pages;  // the interior's page count; unset = the book's plan
  std::string gs = "gs";     // Ghostscript, for a PDF/X (CMYK) cover
  // The service's cover preflight on the finished bytes (preflight.hpp): a cover that fails it
  // is refused, never written.
  bool preflight = true;
};

struct CoverResult {
  CoverLayout layout;
  int pages = 0;
  std::string pdf;
};

// From a built (or planned) book.
core::StatusOr<CoverResult> build_cover(const book::BuildResult& book, const CoverOptions& options);
// From a manifest: plans the print-ready book (generates and selects its puzzles) first.
core::StatusOr<CoverResult> build_cover(book::BuildOptions book, const CoverOptions& options);

// The difficulty ladder of a book: one step per section (its hardest puzzle's grade).
std::vector<LadderStep> difficulty_ladder(const BookManifest& m,
                                          const std::vector<book::BookPuzzle>& puzzles);

}  // namespace sudokupress::publish::cover
