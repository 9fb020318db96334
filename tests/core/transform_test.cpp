// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/transform.hpp"

#include <gtest/gtest.h>

#include <set>

#include "core/format.hpp"
#include "generate/generator.hpp"
#include "solve/exact.hpp"
#include "solve/rng.hpp"

namespace sudokupress::core {
namespace {

const std::vector<std::string> kOps9 = {"relabel:912345678",
                                        "shift:2",
                                        "shift:8",
                                        "rot90",
                                        "rot180",
                                        "rot270",
                                        "flip-v",
                                        "flip-h",
                                        "transpose",
                                        "antitranspose",
                                        "swap-rows:0,1",
                                        "swap-rows:4,5",
                                        "swap-cols:6,8",
                                        "swap-bands:0,2",
                                        "swap-stacks:1,2"};

core::Puzzle xf(const core::Puzzle& p, const std::string& op) {
  auto r = apply_transform(p, op);
  EXPECT_TRUE(r.is_ok()) << op << ": " << r.status().message();
  return *r;
}

generate::Generated sample(uint64_t seed, const std::string& geometry = "9x9") {
  generate::GenerateOptions o;
  o.geometry = *core::geometry_by_name(geometry);
  return *generate::generate_one(o, seed);
}

TEST(TransformTest, TransformedSolutionSolvesTheTransformedPuzzle) {
  generate::Generated g = sample(3);
  core::Puzzle sol(g.puzzle.geometry, g.solution);
  auto solver = solve::make_solver(g.puzzle.geo());
  for (const auto& op : kOps9) {
    core::Puzzle tp = xf(g.puzzle, op);
    core::Puzzle ts = xf(sol, op);
    EXPECT_EQ(tp.clue_count(), g.puzzle.clue_count()) << op;
    auto r = solver->count(tp, 2);
    ASSERT_EQ(r.count, 1) << op;
    EXPECT_EQ(r.solution, ts.cells) << op;
    EXPECT_NE(tp.cells, g.puzzle.cells) << op;
  }
}

TEST(TransformTest, BookFiguresShiftAndFlip) {
  // spec §5: shifting by +2 maps 8 -> 1, 9 -> 2, 7 -> 9.
  core::Puzzle p(*core::geometry_by_name("9x9"));
  p.cells[0] = 8;
  p.cells[1] = 9;
  p.cells[2] = 7;
  core::Puzzle s = xf(p, "shift:2");
  EXPECT_EQ(s.cells[0], 1);
  EXPECT_EQ(s.cells[1], 2);
  EXPECT_EQ(s.cells[2], 9);
  // flip-v twice and rot90 four times are the identity; rot180 = flip-v then flip-h.
  generate::Generated g = sample(4);
  EXPECT_EQ(xf(xf(g.puzzle, "flip-v"), "flip-v").cells, g.puzzle.cells);
  core::Puzzle r = g.puzzle;
  for (int i = 0; i < 4; ++i) r = xf(r, "rot90");
  EXPECT_EQ(r.cells, g.puzzle.cells);
  EXPECT_EQ(xf(xf(g.puzzle, "flip-v"), "flip-h").cells, xf(g.puzzle, "rot180").cells);
}

TEST(TransformTest, RejectsInvalidOperations) {
  generate::Generated g = sample(1);
  EXPECT_FALSE(apply_transform(g.puzzle, "swap-rows:0,3").is_ok());  // different bands
  EXPECT_FALSE(apply_transform(g.puzzle, "relabel:112345678").is_ok());
  EXPECT_FALSE(apply_transform(g.puzzle, "spin").is_ok());
  generate::Generated six = sample(1, "6x6");  // 2x3 boxes: no transposition
  EXPECT_FALSE(apply_transform(six.puzzle, "rot90").is_ok());
  EXPECT_TRUE(apply_transform(six.puzzle, "rot180").is_ok());
}

TEST(TransformTest, CanonicalFormIsInvariantUnderEveryTransformation) {
  solve::Rng rng(99);
  for (uint64_t seed = 0; seed < 6; ++seed) {
    generate::Generated g = sample(seed);
    std::string key = canonical_string(g.puzzle);
    EXPECT_EQ(key.size(), 81u);
    for (const auto& op : kOps9) EXPECT_EQ(canonical_string(xf(g.puzzle, op)), key) << op;
    // Random chains of operations.
    for (int chain = 0; chain < 5; ++chain) {
      core::Puzzle p = g.puzzle;
      for (int k = 0; k < 6; ++k) p = xf(p, kOps9[rng.below(kOps9.size())]);
      EXPECT_EQ(canonical_string(p), key);
    }
    // The canonical form is itself equivalent: same clue count, unique.
    core::Puzzle c = canonical_form(g.puzzle);
    EXPECT_EQ(c.clue_count(), g.puzzle.clue_count());
    EXPECT_TRUE(generate::is_unique(c));
  }
}

TEST(TransformTest, CanonicalFormSeparatesDifferentPuzzles) {
  std::set<std::string> keys;
  for (uint64_t seed = 0; seed < 40; ++seed) keys.insert(canonical_string(sample(seed).puzzle));
  EXPECT_EQ(keys.size(), 40u);
  // One clue removed: a different class.
  generate::Generated g = sample(7);
  core::Puzzle fewer = g.puzzle;
  for (auto& v : fewer.cells)
    if (v) {
      v = 0;
      break;
    }
  EXPECT_NE(canonical_string(fewer), canonical_string(g.puzzle));
}

TEST(TransformTest, CanonicalFormOnOtherSizesAndSolutionGrids) {
  for (std::string name : {"4x4", "6x6", "8x8"}) {
    generate::Generated g = sample(2, name);
    std::string key = canonical_string(g.puzzle);
    for (std::string op : {"rot180", "flip-h", "swap-bands:0,1", "swap-stacks:0,1", "shift:1"})
      EXPECT_EQ(canonical_string(xf(g.puzzle, op)), key) << name << " " << op;
    core::Puzzle sol(g.puzzle.geometry, g.solution);
    EXPECT_EQ(canonical_string(xf(sol, "rot180")), canonical_string(sol)) << name;
  }
  EXPECT_FALSE(canonical_supported(**core::geometry_by_name("16x16")));
}

}  // namespace
}  // namespace sudokupress::core

namespace sudokupress::core {
namespace {

// The canonical form keeps its outputs when it gets faster: these strings were computed by the
// first version, which scored every (transposition, first row, column order) triple.
TEST(TransformTest, CanonicalFormKeepsItsKnownOutputs) {
  const std::pair<const char*, const char*> kKnown[] = {
      {"409701003005400200060503040078614900000958400954372186013840020042100308890235014",
       ".....1234.25..3167314267895..61..94..4...8.1.13..9.75..81.29.7..978...212.371.489"},
      {"000000010400000000020000000000050407008000300001090000300400200050100000000806000",
       "........1.......2......3.......4.5....6...3....781.....1..2...4.3.....7.95......."},
  };
  for (const auto& [puzzle, canonical] : kKnown) {
    auto read = core::read_puzzles(puzzle, "known");
    ASSERT_TRUE(read.is_ok());
    EXPECT_EQ(canonical_string(*read->items.at(0).puzzle), canonical) << puzzle;
  }
}

}  // namespace
}  // namespace sudokupress::core
