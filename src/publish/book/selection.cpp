// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <cctype>
#include <string_view>
#include <unordered_set>

#include "core/format.hpp"
#include "publish/book/book_puzzle.hpp"
#include "publish/book/section_rise.hpp"

namespace sudokupress::publish::book {

namespace {
// Grade names are matched as the generator matches them: case aside ("easy" asks for Easy).
bool same_grade_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}
}  // namespace

uint64_t section_seed(uint64_t book_seed, int section_index) {
  // splitmix64 over (seed, index): well spread, and stable across platforms.
  uint64_t z = book_seed * 0x9E3779B97F4A7C15ull +
               static_cast<uint64_t>(section_index + 1) * 0xD1B54A32D192ED03ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return z >> 20;  // keep IDs short: 44 bits
}

core::StatusOr<std::vector<BookPuzzle>> select_puzzles(const BookManifest& manifest,
                                                       PuzzleSource& source,
                                                       const CanonicalFunction& canonical,
                                                       SelectionStats* stats) {
  std::vector<BookPuzzle> book;
  std::unordered_set<std::string> seen;
  SelectionStats local;
  // Overlapping or inverted graded sections are refused before anything is generated.
  if (auto st = check_planned_rise(manifest, local.warnings); !st) return st;
  int number = 0;
  for (int si = 0; si < static_cast<int>(manifest.sections.size()); ++si) {
    const SectionSpec& spec = manifest.sections[si];
    SectionRequest req{si, &spec, &manifest, section_seed(manifest.seed, si)};
    std::vector<BookPuzzle> chosen;
    const bool all_of_file = !spec.puzzles.empty() && spec.count == 0;
    int rounds = 0;
    while (all_of_file || static_cast<int>(chosen.size()) < spec.count) {
      int want = all_of_file ? 1000 : spec.count - static_cast<int>(chosen.size());
      auto got = source.next(req, want);
      if (!got) return got.status();
      local.candidates += static_cast<int>(got->size());
      for (BookPuzzle& p : *got) {
        if (!spec.grade.empty() && !same_grade_name(p.grade, spec.grade))
          return core::Status::error(manifest.where(spec.line) + ": section '" + spec.heading +
                                     "' asked for " + spec.grade + " but puzzle " + p.id + " is " +
                                     p.grade);
        p.canonical = canonical(p.puzzle);
        if (!seen.insert(p.canonical).second) {
          ++local.duplicates;
          continue;
        }
        p.section = si;
        chosen.push_back(std::move(p));
        if (!all_of_file && static_cast<int>(chosen.size()) == spec.count) break;
      }
      if (static_cast<int>(got->size()) < want) {  // the stream is exhausted
        if (all_of_file && !chosen.empty()) break;
        return core::Status::error(
            manifest.where(spec.puzzles_line ? spec.puzzles_line : spec.line) + ": section '" +
            spec.heading + "' needs " + std::to_string(spec.count) + " puzzles but only " +
            std::to_string(chosen.size()) + " distinct ones are available");
      }
      if (++rounds > 1000)
        return core::Status::error(manifest.where(spec.line) + ": section '" + spec.heading +
                                   "': too many equivalent puzzles; try another seed");
    }
    // Rising inside the section: by the one scale's value (ER where known, else score / 100),
    // then score, then ID.
    std::stable_sort(chosen.begin(), chosen.end(), [](const BookPuzzle& a, const BookPuzzle& b) {
      if (rise_value(a) != rise_value(b)) return rise_value(a) < rise_value(b);
      if (a.score != b.score) return a.score < b.score;
      return a.id < b.id;
    });
    for (BookPuzzle& p : chosen) {
      p.number = ++number;
      book.push_back(std::move(p));
    }
  }
  if (auto st = check_selected_rise(manifest, book, local.warnings); !st) return st;
  if (stats) *stats = local;
  return book;
}

}  // namespace sudokupress::publish::book
