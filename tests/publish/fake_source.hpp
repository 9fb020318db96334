// SPDX-License-Identifier: GPL-3.0-or-later
// A fake puzzle source for the publish tests: 4x4 "puzzles" whose cells encode a counter, with
// scores that fall as the stream goes on (so sorting is visible) inside the band of the grade the
// section asks for (grade::level_band on the book's ladder), and that grade. `duplicate_every`
// makes every k-th candidate repeat an earlier one; `score_shift` moves the scores of one
// section or all (a source that ignores the bands).
#pragma once

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "grade/difficulty.hpp"
#include "publish/book/book_puzzle.hpp"

namespace sudokupress::publish::testing {

class FakeSource : public book::PuzzleSource {
 public:
  int duplicate_every = 0;
  int limit = 1 << 30;      // candidates per section before the stream ends
  std::string wrong_grade;  // if set, every puzzle claims this grade
  double score_shift = 0;   // added to the scores of section `shift_section` (-1: every section)
  int shift_section = -1;

  core::StatusOr<std::vector<book::BookPuzzle>> next(const book::SectionRequest& req,
                                                     int want) override {
    auto g = core::geometry_by_name("4x4");
    std::vector<book::BookPuzzle> out;
    int& pos = position_[req.index];
    for (int k = 0; k < want && pos < limit; ++k, ++pos) {
      int value = pos;
      if (duplicate_every > 0 && pos % duplicate_every == duplicate_every - 1) value = pos - 1;
      book::BookPuzzle p;
      p.puzzle = core::Puzzle(*g);
      // Section and counter in base 5 over the 16 cells (0 = empty).
      int code = req.index * 1000 + value;
      for (int c = 0; c < 16 && code > 0; ++c, code /= 5) p.puzzle.cells[c] = code % 5;
      p.solution = p.puzzle;
      p.id = "fake_s" + std::to_string(req.index) + "_" + std::to_string(pos);
      p.grade =
          wrong_grade.empty() ? (req.spec->grade.empty() ? "Easy" : req.spec->grade) : wrong_grade;
      p.score = band_score(*req.manifest, p.grade, pos) +
                (shift_section < 0 || shift_section == req.index ? score_shift : 0);
      out.push_back(std::move(p));
    }
    ++calls;
    return out;
  }
  int calls = 0;

 private:
  // Inside the grade's band (score / 100 on the one scale), falling with the stream position.
  static double band_score(const BookManifest& m, const std::string& grade_name, int pos) {
    const grade::Ladder& ladder = grade::ladder(m.profile);
    int level = 0;
    for (int l = 0; l <= ladder.top(); ++l)
      if (ladder.names[l] == grade_name) level = l;
    grade::Band b = grade::level_band(level, m.profile);
    const double hi = std::isinf(b.hi) ? b.lo + 1 : b.hi;
    return 100 * (b.lo + (hi - b.lo) * 0.9 / (1 + pos));
  }

  std::map<int, int> position_;
};

inline std::string line_key(const core::Puzzle& p) {
  std::string s;
  for (auto v : p.cells) s += static_cast<char>('0' + v);
  return s;
}

}  // namespace sudokupress::publish::testing
