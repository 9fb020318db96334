// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/picture_example.hpp"

#include <unordered_set>

#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "publish/book/project_source.hpp"

namespace sudokupress::publish::book {

core::StatusOr<PictureExample> picture_example(uint64_t book_seed,
                                               const std::vector<BookPuzzle>& puzzles,
                                               int section) {
  auto geometry = core::geometry_by_name("4x4");
  if (!geometry) return geometry.status();
  generate::GenerateOptions o;
  o.geometry = *geometry;
  o.all_symbols = true;
  o.target.kids = generate::KidsLevel::kFirstSteps;
  if (auto st = generate::attach_grader(o); !st) return st;
  std::unordered_set<std::string> taken;
  for (const BookPuzzle& p : puzzles) taken.insert(book_canonical(p.puzzle));
  // Its own stream: past every section's (section_seed of an index no manifest reaches).
  const uint64_t first = section_seed(book_seed, 1 << 20);
  for (uint64_t k = 0; k < 1000; ++k) {
    auto g = generate::generate_one(o, first + k);
    if (!g) return g.status();
    if (taken.count(book_canonical(g->puzzle))) continue;
    PictureExample ex;
    ex.puzzle = g->puzzle;
    ex.solution = core::Puzzle(g->puzzle.geometry, g->solution);
    ex.id = g->id;
    ex.section = section;
    return ex;
  }
  return core::Status::error("no 4x4 example puzzle unlike the book's puzzles in 1000 seeds");
}

}  // namespace sudokupress::publish::book
