// SPDX-License-Identifier: GPL-3.0-or-later
// The fast 9x9 canonical form (canonical9.hpp) against the general algorithm
// (canonical_form_general): identical keys on real puzzle sets, generated puzzles, their
// solution grids, transformed copies, sparse and symmetric positions.
#include "core/canonical9.hpp"

#include <gtest/gtest.h>

#include "core/format.hpp"
#include "core/transform.hpp"
#include "generate/generator.hpp"
#include "solve/rng.hpp"
#include "test_support.hpp"

namespace sudokupress::core {
namespace {

core::Puzzle parse9(const std::string& line) {
  auto r = core::read_puzzles(line.substr(0, 81), "test");
  EXPECT_TRUE(r.is_ok() && r->items.size() == 1 && r->items[0].puzzle) << line;
  return *r->items[0].puzzle;
}

// Fast and general agree; returns the fast result's cells.
std::vector<uint8_t> expect_same(const core::Puzzle& p, const std::string& what) {
  std::array<uint8_t, 81> fast{};
  EXPECT_TRUE(canonical_form9(p.cells.data(), fast)) << what;
  core::Puzzle general = canonical_form_general(p);
  std::vector<uint8_t> f(fast.begin(), fast.end());
  EXPECT_EQ(f, general.cells) << what << ": " << core::write_puzzle(p, core::Format::kLine);
  EXPECT_EQ(canonical_form(p).cells, general.cells) << what;
  return f;
}

// Every `step`-th puzzle of a shared file, at most `limit`.
void check_shared_file(const std::string& name, size_t step, size_t limit) {
  auto lines = testing::shared_lines(name);
  ASSERT_FALSE(lines.empty()) << name;
  size_t checked = 0;
  for (size_t i = 0; i < lines.size() && checked < limit; i += step, ++checked)
    expect_same(parse9(lines[i]), name + ":" + std::to_string(i + 1));
  EXPECT_GT(checked, 0u);
}

size_t sized(size_t n) { return testing::kSanitizerBuild ? n / 10 : n; }

TEST(Canonical9Test, SameAsGeneralOn17ClueSet) {
  SP_REQUIRE_SHARED("17clue_royle_49158.txt");
  check_shared_file("17clue_royle_49158.txt", 17, sized(2000));
}

TEST(Canonical9Test, SameAsGeneralOnHardSets) {
  SP_REQUIRE_SHARED("magictour_top1465.txt");
  SP_REQUIRE_SHARED("forum_hardest_1905_se11plus.txt");
  SP_REQUIRE_SHARED("sudokuexchange_diabolical_se.txt");
  check_shared_file("magictour_top1465.txt", 1, sized(1465));
  check_shared_file("forum_hardest_1905_se11plus.txt", 48, sized(1000));
  check_shared_file("sudokuexchange_diabolical_se.txt", 39, sized(1000));
}

TEST(Canonical9Test, SameAsGeneralOnMultiSolutionSet) {
  // Not puzzles (two solutions or more), but valid positions: keys must still agree.
  SP_REQUIRE_SHARED("serg_benchmark_multisolution.txt");
  check_shared_file("serg_benchmark_multisolution.txt", 10, sized(1000));
}

TEST(Canonical9Test, SameAsGeneralOnGeneratedPuzzlesAndGrids) {
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name("9x9");
  const std::vector<Symmetry> symmetries = {Symmetry::kNone, Symmetry::kRot180, Symmetry::kRot90,
                                            Symmetry::kEightWay};
  const uint64_t count = sized(200);
  for (uint64_t seed = 1; seed <= count; ++seed) {
    o.symmetry = symmetries[seed % symmetries.size()];
    auto g = generate::generate_one(o, seed);
    ASSERT_TRUE(g.is_ok());
    auto key = expect_same(g->puzzle, "seed " + std::to_string(seed));
    // A transformed copy has the same key.
    solve::Rng rng(seed);
    core::Puzzle t = g->puzzle;
    for (const char* op : {"transpose", "swap-bands:0,2", "swap-cols:3,5", "relabel:591234678",
                           "swap-stacks:0,1", "swap-rows:7,8"})
      if (rng.below(2) == 1) t = *apply_transform(t, op);
    EXPECT_EQ(expect_same(t, "transformed seed " + std::to_string(seed)), key);
    if (seed % 10 == 0)
      expect_same(core::Puzzle(g->puzzle.geometry, g->solution), "grid " + std::to_string(seed));
  }
}

TEST(Canonical9Test, SameAsGeneralOnSparsePositions) {
  // Few clues: many arrangements tie for long (empty rows, empty stacks).
  SP_REQUIRE_SHARED("17clue_royle_49158.txt");
  auto lines = testing::shared_lines("17clue_royle_49158.txt", 300);
  for (size_t i = 0; i < lines.size(); ++i) {
    core::Puzzle p = parse9(lines[i]);
    int kept = 0;
    for (auto& v : p.cells)
      if (v && ++kept > static_cast<int>(4 + i % 10)) v = 0;
    expect_same(p, "sparse " + std::to_string(i));
  }
  core::Puzzle empty(*core::geometry_by_name("9x9"));
  empty.cells[40] = 5;
  expect_same(empty, "one clue");
}

TEST(Canonical9Test, RepeatedSymbolFallsBackToGeneral) {
  // The reader refuses such givens, but canonical_form takes any cells (dedupe, tests).
  core::Puzzle row(*core::geometry_by_name("9x9"));
  row.cells[0] = row.cells[5] = 1;  // row 0 holds 1 twice
  row.cells[12] = 4;
  std::array<uint8_t, 81> out{};
  EXPECT_FALSE(canonical_form9(row.cells.data(), out));
  EXPECT_EQ(canonical_form(row).cells, canonical_form_general(row).cells);
  core::Puzzle col(*core::geometry_by_name("9x9"));
  col.cells[0] = col.cells[27] = 2;  // column 0 holds 2 twice
  EXPECT_FALSE(canonical_form9(col.cells.data(), out));
  EXPECT_EQ(canonical_form(col).cells, canonical_form_general(col).cells);
}

}  // namespace
}  // namespace sudokupress::core
