// SPDX-License-Identifier: GPL-3.0-or-later
// Single-grid variants end to end: X, Windoku, centre-dot, asterisk, girandola and jigsaw
// (4..16; 12..16 one puzzle each, their rates are measured by sp_bench variants) puzzles
// generate unique by both engines, regenerate from their IDs byte for byte (a jigsaw's
// layout included), keep --symmetry, and every step of the full grader on them is sound (no
// elimination contradicts the solution, every placement agrees with it, and its text names
// exactly its effect: 10x10 and larger grids name cells in full, r10c12).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/format.hpp"
#include "generate/generator.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/effect_parse.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::generate {
namespace {

struct Case {
  const char* variant;
  int puzzles;
};

GenerateOptions options_for(const std::string& variant) {
  GenerateOptions o;
  auto g = core::geometry_by_name(variant);
  EXPECT_TRUE(g) << variant;
  o.geometry = *g;
  return o;
}

// Grades with recorded steps; every step must agree with the unique solution.
void check_sound(const core::Puzzle& p, const std::vector<uint8_t>& solution,
                 std::map<std::string, int>& used) {
  grade::GradeOptions o;
  o.record_steps = true;
  grade::GradeResult r = grade::grade(p, o);
  const std::string line = core::write_puzzle(p, core::Format::kLine);
  ASSERT_TRUE(r.consistent) << line;
  ASSERT_TRUE(r.solved) << line;
  EXPECT_EQ(r.solution.cells, solution) << line;
  for (const grade::Step& s : r.steps) {
    ++used[std::string(s.strategy)];
    for (auto [c, d] : s.eliminations) ASSERT_NE(solution[c], d) << line << ": " << s.explanation;
    for (auto [c, d] : s.implied) ASSERT_NE(solution[c], d) << line << ": " << s.explanation;
    for (auto [c, d] : s.placements) ASSERT_EQ(solution[c], d) << line << ": " << s.explanation;
    ASSERT_TRUE(grade::testing::text_names_effect(p.geo(), s)) << line;
  }
}

class VariantGenerateTest : public ::testing::TestWithParam<Case> {};

TEST_P(VariantGenerateTest, UniqueByBothEnginesRegeneratesAndGradesSoundly) {
  const Case& c = GetParam();
  GenerateOptions o = options_for(c.variant);
  ASSERT_TRUE(o.geometry);
  std::map<std::string, int> used;
  auto general = solve::make_general_solver();
  for (int k = 0; k < c.puzzles; ++k) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(k);
    auto gen = generate_one(o, seed);
    ASSERT_TRUE(gen) << c.variant << " seed " << seed << ": " << gen.status().message();
    const core::Puzzle& p = gen->puzzle;
    const core::Geometry& g = p.geo();
    EXPECT_EQ(g.name(), o.geometry->name());
    EXPECT_EQ(g.houses().size(), o.geometry->houses().size());
    // Every engine that supports the geometry (general, exclusion; fast9 refuses variants).
    auto counted = general->count(p, 2);
    ASSERT_EQ(counted.count, 1) << c.variant << " seed " << seed;
    EXPECT_EQ(counted.solution, gen->solution);
    for (auto& engine : solve::all_engines()) {
      if (!engine->supports(g)) continue;
      EXPECT_EQ(engine->count(p, 2).count, 1)
          << c.variant << " seed " << seed << " engine " << engine->name();
    }
    core::Puzzle solved(p.geometry, gen->solution);
    EXPECT_TRUE(core::is_solution_of(p, solved));
    // The ID regenerates the same puzzle, layout included.
    auto decoded = decode_id(gen->id);
    ASSERT_TRUE(decoded) << gen->id << ": " << decoded.status().message();
    auto again = generate_one(decoded->options, decoded->seed);
    ASSERT_TRUE(again) << gen->id;
    EXPECT_EQ(core::write_puzzle(again->puzzle, core::Format::kLine),
              core::write_puzzle(p, core::Format::kLine))
        << gen->id;
    if (g.is_jigsaw()) {
      for (int r = 0; r < g.size(); ++r)
        EXPECT_FALSE(core::region_is_rectangle(g.size(), g.regions(), r));
      // The line round trip keeps the layout.
      auto read = core::read_puzzles(core::write_puzzle(p, core::Format::kLine), "gen");
      ASSERT_TRUE(read && read->items.size() == 1 && read->items[0].puzzle);
      EXPECT_EQ(read->items[0].puzzle->geo().regions(), g.regions());
      EXPECT_EQ(read->items[0].puzzle->cells, p.cells);
    }
    check_sound(p, gen->solution, used);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_FALSE(used.empty()) << c.variant;
}

INSTANTIATE_TEST_SUITE_P(
    Variants, VariantGenerateTest,
    ::testing::Values(Case{"x", 10}, Case{"windoku", 10}, Case{"centre-dot", 6},
                      Case{"asterisk", 6}, Case{"girandola", 6}, Case{"x-centre-dot", 4},
                      Case{"disjoint", 6}, Case{"disjoint-6x6", 6}, Case{"x-disjoint", 3},
                      Case{"x-6", 10}, Case{"windoku-4", 6}, Case{"windoku-16", 1},
                      Case{"jigsaw-4", 10}, Case{"jigsaw-5", 10}, Case{"jigsaw-6", 10},
                      Case{"jigsaw-7", 8}, Case{"jigsaw-8", 6}, Case{"jigsaw", 6},
                      Case{"jigsaw-10", 1}, Case{"jigsaw-11", 1}, Case{"jigsaw-12", 1},
                      Case{"jigsaw-13", 1}, Case{"jigsaw-14", 1}, Case{"jigsaw-16", 1},
                      Case{"x-jigsaw", 3}),
    [](const ::testing::TestParamInfo<Case>& i) {
      std::string s = i.param.variant;
      for (char& ch : s)
        if (ch == '-') ch = '_';
      return s;
    });

// Symmetry of the givens holds on variants (the jigsaw layout need not be symmetric).
TEST(VariantGenerateTest, SymmetryAppliesToGivens) {
  for (const char* variant : {"x", "jigsaw"}) {
    GenerateOptions o = options_for(variant);
    o.symmetry = core::Symmetry::kRot180;
    auto gen = generate_one(o, 7);
    ASSERT_TRUE(gen) << variant << ": " << gen.status().message();
    const core::Puzzle& p = gen->puzzle;
    for (int c = 0; c < p.num_cells(); ++c)
      EXPECT_EQ(p.cells[c] != 0, p.cells[p.num_cells() - 1 - c] != 0) << variant << " " << c;
    EXPECT_NE(gen->id.find("_yrot180"), std::string::npos) << gen->id;
  }
}

// A jigsaw read from a region file keeps its layout in the ID.
TEST(VariantGenerateTest, FixedJigsawLayoutTravelsInTheId) {
  auto base = core::geometry_by_name("jigsaw-6");
  ASSERT_TRUE(base);
  auto fixed = (*base)->with_regions(core::random_regions(6, 99));
  ASSERT_TRUE(fixed);
  GenerateOptions o;
  o.geometry = std::make_shared<const core::Geometry>(std::move(fixed).value());
  auto gen = generate_one(o, 5);
  ASSERT_TRUE(gen) << gen.status().message();
  EXPECT_EQ(gen->puzzle.geo().regions(), o.geometry->regions());
  EXPECT_NE(gen->id.find("jigsaw-6x6~"), std::string::npos) << gen->id;
  auto decoded = decode_id(gen->id);
  ASSERT_TRUE(decoded) << decoded.status().message();
  auto again = generate_one(decoded->options, decoded->seed);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->puzzle.cells, gen->puzzle.cells);
  EXPECT_EQ(again->puzzle.geo().regions(), o.geometry->regions());
}

// Jigsaw (and 16x16 Windoku) outputs changed with the propagating fill and the removal node
// limit: their IDs carry generator version 2, other geometries keep version 1, and an old
// jigsaw ID is refused with a message naming both versions rather than giving another puzzle.
TEST(VariantGenerateTest, JigsawIdsCarryTheirOwnGeneratorVersion) {
  auto jigsaw = generate_one(options_for("jigsaw"), 3);
  ASSERT_TRUE(jigsaw) << jigsaw.status().message();
  EXPECT_EQ(jigsaw->id.rfind("sp2_jigsaw_", 0), 0u) << jigsaw->id;
  auto x = generate_one(options_for("x"), 3);
  ASSERT_TRUE(x) << x.status().message();
  EXPECT_EQ(x->id.rfind("sp1_x_", 0), 0u) << x->id;
  auto old = decode_id("sp1_jigsaw_s3");
  ASSERT_FALSE(old);
  EXPECT_NE(old.status().message().find("made by generator version 1, this is version 2"),
            std::string::npos)
      << old.status().message();
  EXPECT_FALSE(decode_id("sp2_x_s3"));
  // Windoku from 16x16 up is bounded the same way (solve::needs_propagating_fill); 9x9 is not.
  auto w16 = generate_one(options_for("windoku-16"), 3);
  ASSERT_TRUE(w16) << w16.status().message();
  EXPECT_EQ(w16->id.rfind("sp2_windoku-16x16_", 0), 0u) << w16->id;
  auto w9 = generate_one(options_for("windoku"), 3);
  ASSERT_TRUE(w9) << w9.status().message();
  EXPECT_EQ(w9->id.rfind("sp1_windoku_", 0), 0u) << w9->id;
  EXPECT_FALSE(decode_id("sp1_windoku-16x16_s3"));
}

// Default jigsaw generation is near-minimal: the removal node limit keeps a clue only where
// the uniqueness proof was too long, so a puzzle has at most a few clues more than a minimal
// one, and with --minimal every clue is needed (no limit there).
TEST(VariantGenerateTest, JigsawRemovalLimitKeepsPuzzlesNearMinimal) {
  GenerateOptions o = options_for("jigsaw-8");
  auto bounded = generate_one(o, 11);
  ASSERT_TRUE(bounded) << bounded.status().message();
  EXPECT_TRUE(is_unique(bounded->puzzle));
  o.minimal = true;
  auto minimal = generate_one(o, 11);
  ASSERT_TRUE(minimal) << minimal.status().message();
  EXPECT_TRUE(is_minimal(minimal->puzzle));
  // Same layout and solution grid (the limit only changes which removals are made).
  EXPECT_EQ(minimal->puzzle.geo().regions(), bounded->puzzle.geo().regions());
  EXPECT_EQ(minimal->solution, bounded->solution);
  EXPECT_GE(bounded->puzzle.clue_count(), minimal->puzzle.clue_count() - 8);
}

}  // namespace
}  // namespace sudokupress::generate
