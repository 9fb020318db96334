// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/report.hpp"

#include <cmath>
#include <cstdio>

#include "core/format.hpp"
#include "core/number_text.hpp"

namespace sudokupress::publish::book {

namespace {

// Headings are free text: a TAB or newline would break the columns.
std::string cell(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s;
}

// Sudoku Explainer's ER with one decimal, "-" when the puzzle has none.
std::string er_text(double er) {
  if (er < 0) return "-";
  return core::number_text(er, core::fixed(1));
}

}  // namespace

std::string format_score(double score) {
  // Two decimals less trailing zeros: "12", "12.5", "12.25" (a whole score prints whole).
  return core::number_text(score, core::trimmed(2));
}

std::string book_report(const BookManifest& manifest, const std::vector<BookPuzzle>& puzzles,
                        const BookPlan& plan) {
  std::string out = std::string(kReportHeader) + "\n";
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const BookPuzzle& p = puzzles[i];
    int page = plan.puzzle_page[i];
    out += std::to_string(p.number) + "\t" + cell(manifest.sections[p.section].heading) + "\t" +
           (page >= 0 ? plan.pages[page].label : std::string("-")) + "\t" + cell(p.id) + "\t" +
           cell(p.grade) + "\t" + format_score(p.score) + "\t" +
           std::to_string(p.puzzle.clue_count()) + "\t" + std::to_string(p.level) + "\t" +
           er_text(p.er) + "\t" + core::write_puzzle(p.puzzle, core::Format::kLine) + "\n";
  }
  return out;
}

}  // namespace sudokupress::publish::book
