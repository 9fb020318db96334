// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/worked_example.hpp"

#include <cctype>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "grade/grade.hpp"
#include "publish/book/project_source.hpp"

namespace sudokupress::publish::book {

std::optional<WorkedExample> worked_example(const std::vector<BookPuzzle>& puzzles) {
  // The first classic puzzle with a clean hidden single (one placement, after the initial
  // cleanup), else the first step of any kind that places or eliminates something.
  grade::GradeOptions options;
  options.record_steps = true;
  const BookPuzzle* chosen = nullptr;
  grade::GradeResult result;
  int pick = -1;
  int examined = 0;
  for (const BookPuzzle& p : puzzles) {
    if (!p.puzzle.geo().is_classic() || p.puzzle.has_constraints()) continue;
    if (++examined > 50) break;
    grade::GradeResult r = grade::grade(p.puzzle, options);
    for (int i = 0; i < static_cast<int>(r.steps.size()); ++i) {
      const grade::Step& s = r.steps[i];
      if (s.code >= 0 && s.placements.size() == 1 && !s.houses.empty()) {
        chosen = &p;
        result = std::move(r);
        pick = i;
        break;
      }
    }
    if (chosen) break;
  }
  if (!chosen) {
    for (const BookPuzzle& p : puzzles) {
      grade::GradeResult r = grade::grade(p.puzzle, options);
      for (int i = 0; i < static_cast<int>(r.steps.size()) && pick < 0; ++i)
        if (!r.steps[i].placements.empty() || !r.steps[i].eliminations.empty()) pick = i;
      if (pick >= 0) {
        chosen = &p;
        result = std::move(r);
        break;
      }
    }
  }
  if (!chosen) return std::nullopt;

  WorkedExample ex;
  ex.puzzle_number = chosen->number;
  ex.section = chosen->section;
  ex.step_number = pick + 1;
  ex.before = chosen->puzzle;
  ex.solution = result.solution;
  ex.before.fields.clear();
  for (int i = 0; i < pick; ++i)
    for (const grade::CellDigit& cd : result.steps[i].placements)
      ex.before.cells[cd.cell] = static_cast<uint8_t>(cd.digit);
  const grade::Step& s = result.steps[pick];
  ex.strategy = std::string(s.strategy);
  ex.cells = s.cells;
  ex.houses = s.houses;
  for (const auto& cd : s.placements) ex.placements.emplace_back(cd.cell, cd.digit);
  for (const auto& cd : s.eliminations) ex.eliminations.emplace_back(cd.cell, cd.digit);
  ex.explanation = s.explanation;
  return ex;
}

const char* example_puzzle_text() {
  // sudokupress generate --seed 918273 --grade Medium --symmetry rot180 (24 clues).
  return "...2..7...5..1..4.7.4.9.6.......792...........293.......7.3.2.1.1..6..3...8..5...";
}

std::optional<WorkedExample> own_worked_example() {
  const std::string text = example_puzzle_text();
  auto geo = std::make_shared<const core::Geometry>(core::Geometry::classic());
  std::vector<BookPuzzle> one(1);
  one[0].puzzle = core::Puzzle(geo);
  for (int i = 0; i < 81 && i < static_cast<int>(text.size()); ++i)
    one[0].puzzle.cells[i] = static_cast<uint8_t>(text[i] == '.' ? 0 : text[i] - '0');
  return worked_example(one);
}

core::StatusOr<WorkedExample> book_worked_example(uint64_t book_seed, grade::Profile profile,
                                                  const std::vector<BookPuzzle>& puzzles,
                                                  std::string* id) {
  generate::GenerateOptions o;
  o.geometry = std::make_shared<const core::Geometry>(core::Geometry::classic());
  auto symmetry = core::parse_symmetry("rot180");
  if (!symmetry) return symmetry.status();
  o.symmetry = *symmetry;
  o.target.profile = profile;
  o.target.grade = std::string(grade::ladder(profile).names.front());
  if (auto st = generate::attach_grader(o); !st) return st;
  std::unordered_set<std::string> taken;
  for (const BookPuzzle& p : puzzles) taken.insert(book_canonical(p.puzzle));
  // Its own stream, past every section's and the picture example's ((1 << 20)).
  const uint64_t first = section_seed(book_seed, (1 << 20) + 1);
  constexpr int kTries = 200;
  for (uint64_t k = 0; k < kTries; ++k) {
    auto g = generate::generate_one(o, first + k);
    if (!g) return g.status();
    if (taken.count(book_canonical(g->puzzle))) continue;
    std::vector<BookPuzzle> one(1);
    one[0].puzzle = g->puzzle;
    one[0].puzzle.fields.clear();
    auto ex = worked_example(one);
    if (!ex || ex->placements.size() != 1 || ex->houses.empty()) continue;
    if (id) *id = g->id;
    return *ex;
  }
  return core::Status::error("no worked example with a hidden single in " + std::to_string(kTries) +
                             " seeds");
}

namespace {

bool digit_at(std::string_view s, size_t i) {
  return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]));
}
bool word_start(std::string_view s, size_t i) {
  return i == 0 || !std::isalnum(static_cast<unsigned char>(s[i - 1]));
}

}  // namespace

std::string reader_text(std::string_view s, int grid_size) {
  // One-digit rows and columns: "r45c6" is r4c6 and r5c6 (the grader's compact notation).
  const bool compact = grid_size <= 9;
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    // A cell name or block: r<rows>c<columns>, a whole word.
    if (s[i] == 'r' && word_start(s, i) && digit_at(s, i + 1)) {
      size_t j = i + 1;
      while (digit_at(s, j)) ++j;
      const std::string_view rows = s.substr(i + 1, j - i - 1);
      if (j < s.size() && s[j] == 'c' && digit_at(s, j + 1)) {
        const size_t col_start = ++j;
        while (digit_at(s, j)) ++j;
        const std::string_view cols = s.substr(col_start, j - col_start);
        if (j >= s.size() || !std::isalnum(static_cast<unsigned char>(s[j]))) {
          // "r3c1, r5c2": the names' commas become semicolons between the spelled-out cells.
          if (out.size() >= 2 && out.compare(out.size() - 2, 2, ", ") == 0)
            out.replace(out.size() - 2, 2, "; ");
          // A block is every row of it with every column, one cell after the other.
          auto parts = [&](std::string_view run) {
            std::vector<std::string> v;
            if (!compact) return std::vector<std::string>{std::string(run)};
            for (char ch : run) v.emplace_back(1, ch);
            return v;
          };
          std::string cells;
          for (const auto& r : parts(rows))
            for (const auto& c : parts(cols))
              cells += (cells.empty() ? "" : "; ") + ("row " + r + ", column " + c);
          out += cells;
          i = j;
          continue;
        }
      }
    }
    out += s[i++];
  }
  return out;
}

}  // namespace sudokupress::publish::book
