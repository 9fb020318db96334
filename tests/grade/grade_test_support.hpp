// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the grader's tests: puzzles from strings, candidate states from the book's
// figures, a Context over a 9x9 candidate grid.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/format.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade::testing {

using Set = core::SymbolSet<1>;

inline core::Puzzle puzzle(const std::string& s) {
  auto r = core::read_puzzles(s, "test");
  EXPECT_TRUE(r) << s;
  return *r->items.at(0).puzzle;
}

inline const StrategyInfo& info(int code) { return *strategy_by_code(code); }

inline int cell(int r, int c) { return r * 9 + c; }

inline Set set_of(const std::string& digits) {
  Set s;
  for (char ch : digits) s.set(ch - '0');
  return s;
}

// A 9x9 candidate grid with a recording context.
struct Fixture {
  core::GeometryPtr geo = *core::geometry_by_name("9x9");
  Topology topo{*geo};
  Candidates<1> grid{topo};
  std::vector<Step> steps;
  std::unique_ptr<Context<1>> ctx;

  Fixture() { ctx = std::make_unique<Context<1>>(grid, topo, &steps); }
  // Every cell gets `fill` candidates; then `set(r, c, "digits")`.
  void fill(const std::string& digits) { grid.assign(std::vector<Set>(81, set_of(digits))); }
  void set(int r, int c, const std::string& digits) {
    std::vector<Set> all;
    for (int i = 0; i < 81; ++i) all.push_back(grid.at(i));
    all[cell(r, c)] = set_of(digits);
    grid.assign(all);
  }
  // Rows of the form "9|23|7|36|...".
  void rows(const std::vector<std::string>& rows) {
    std::vector<Set> all;
    for (const auto& row : rows) {
      std::string cur;
      for (char ch : row + "|") {
        if (ch == '|') {
          all.push_back(set_of(cur));
          cur.clear();
        } else {
          cur += ch;
        }
      }
    }
    ASSERT_EQ(all.size(), 81u);
    grid.assign(all);
  }
  void load_cleaned(const std::string& s) {
    grid.load(puzzle(s));
    grid.initial_cleanup();
  }
  std::string cands(int r, int c) const {
    std::string s;
    grid.at(cell(r, c)).for_each([&](int d) { s += char('0' + d); });
    return s;
  }
  // All direct eliminations of the recorded steps, as "r1c5:9" strings in the book's 0-based
  // (row, column), as the spec's figures count (the step text counts from 1), sorted.
  std::vector<std::string> eliminated() const {
    std::vector<std::string> out;
    for (const auto& s : steps)
      for (auto [c, d] : s.eliminations) {
        const core::Coord at = geo->coord(c);
        out.push_back("r" + std::to_string(at.row) + "c" + std::to_string(at.col) + ":" +
                      std::to_string(d));
      }
    std::sort(out.begin(), out.end());
    return out;
  }
};

}  // namespace sudokupress::grade::testing
