// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle as the book sees it, and where a section's puzzles come from.
//
// The book builder does not generate or grade by itself: a PuzzleSource yields candidates for a
// section (the real one, generator_source.hpp, drives generate + grade; tests use fakes), and
// select_puzzles() keeps the book honest: every puzzle unique, no two equivalent in the whole
// book (canonical form), the grade the section asked for, increasing score inside a section.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "publish/manifest.hpp"

namespace sudokupress::publish::book {

struct BookPuzzle {
  core::Puzzle puzzle;
  core::Puzzle solution;
  std::string id;     // regenerates the puzzle (generator ID), or "<file>:<line>"
  std::string grade;  // grade name on the book's ladder ("Easy" ... "Nightmare")
  int level = 0;
  double score = 0;
  double er = -1;  // Sudoku Explainer's ER (classic 9x9 graded on the human ladder; -1 = not rated)
  std::string canonical;  // equivalence key (set by select_puzzles)
  int section = 0;        // index into the manifest's sections
  int number = 0;         // 1-based book numbering (set by select_puzzles)
  int64_t bank_row = 0;   // the puzzle bank's row it came from (0 = not in the bank yet)
};

// What a source is asked for: a manifest section and the seed its stream starts from.
struct SectionRequest {
  int index = 0;
  const SectionSpec* spec = nullptr;
  const BookManifest* manifest = nullptr;
  uint64_t seed = 0;  // section_seed(book seed, index)
};

// The seed of a section's stream: a mix of the book seed and the section's index, so adding a
// section at the end changes no earlier puzzle.
uint64_t section_seed(uint64_t book_seed, int section_index);

class PuzzleSource {
 public:
  virtual ~PuzzleSource() = default;
  // The next `want` candidates of the section's stream (each call continues where the last one
  // stopped, so a caller that rejects duplicates asks again). Fewer than `want` means the stream
  // is exhausted (a puzzle file came to its end); an error stops the book.
  virtual core::StatusOr<std::vector<BookPuzzle>> next(const SectionRequest& request, int want) = 0;
};

// The equivalence key of a puzzle: equal keys = equivalent puzzles (canonical form).
using CanonicalFunction = std::function<std::string(const core::Puzzle&)>;

struct SelectionStats {
  int candidates = 0;  // puzzles the sources delivered
  int duplicates = 0;  // rejected as equivalent to an earlier puzzle of the book
  // Overlapping graded sections the manifest allows ([book] allow_overlap), one line each.
  std::vector<std::string> warnings;
};

// Fills every section of the manifest from the source: dedupes over the whole book, checks the
// grade (when the section asks for one), sorts each section by the one scale's value
// (rise_value: ER, else score / 100; ties by score, then ID), checks that graded sections rise
// (section_rise.hpp: the plan before the source is asked, the chosen puzzles after) and numbers
// the puzzles 1..N through the book. Errors name the section's manifest line.
core::StatusOr<std::vector<BookPuzzle>> select_puzzles(const BookManifest& manifest,
                                                       PuzzleSource& source,
                                                       const CanonicalFunction& canonical,
                                                       SelectionStats* stats = nullptr);

}  // namespace sudokupress::publish::book
