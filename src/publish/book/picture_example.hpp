// SPDX-License-Identifier: GPL-3.0-or-later
// The how-to-play example of a picture book (for children): a tiny 4x4 picture puzzle of its
// own, shown with its answer, never one of the book's puzzles and never named by coordinates.
// It is generated from the book's seed (first-steps level, every picture among the clues), so
// the same manifest gives the same page; a candidate equivalent to a book puzzle (canonical
// form, book_canonical) is skipped for the next seed.
#pragma once

#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "publish/book/book_puzzle.hpp"

namespace sudokupress::publish::book {

struct PictureExample {
  core::Puzzle puzzle;    // 4x4 givens
  core::Puzzle solution;  // the full grid
  std::string id;         // the generator ID (regenerates it)
  int section = 0;        // whose symbol set draws it (its first four symbols)
};

// The example for a book whose puzzles are `puzzles`, drawn with section `section`'s symbols.
core::StatusOr<PictureExample> picture_example(uint64_t book_seed,
                                               const std::vector<BookPuzzle>& puzzles, int section);

}  // namespace sudokupress::publish::book
