// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-grid generation (spec §7): whole-composite and per-grid uniqueness, per-grid masks,
// geometry tokens, and the book's double Sudoku TV-13 as a fixture.
#include "generate/multigrid.hpp"

#include <gtest/gtest.h>

#include <string>

#include "generate/generator.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/effect_parse.hpp"
#include "grade/grade.hpp"
#include "solve/engines.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::generate {
namespace {

// TV-13 (spec §8): Figures 18-9/18-10, grid 1 top-left at (0,0), grid 0 at (6,6).
constexpr const char* kTv13Grid1 =
    "397002641000030002020000093200905460040060010056201070130000000900020104475100900";
constexpr const char* kTv13Grid0 =
    "000690042104800000900000801860207004000386000300945028208000105700000403610059000";
constexpr const char* kTv13Sol1 =
    "397852641681439752524716893213975468749368215856241379132694587968527134475183926";
constexpr const char* kTv13Sol0 =
    "587691342134872956926534871869217534452386719371945628248763195795128463613459287";

// Places an 81-character grid string on sub-grid k of the composite; a shared cell must get the
// same value from both grids (0 from one and a digit from the other is a test data error).
void place(core::Puzzle& p, int k, const std::string& s) {
  const auto& ids = p.geo().grid_cells()[k];
  for (int i = 0; i < 81; ++i) {
    uint8_t v = static_cast<uint8_t>(s[i] - '0');
    if (p.cells[ids[i]] != 0) {
      ASSERT_EQ(p.cells[ids[i]], v) << p.geo().cell_name(ids[i]);
    }
    p.cells[ids[i]] = v;
  }
}

std::string grid_string(const std::vector<uint8_t>& cells, const core::Geometry& g, int k) {
  std::string s;
  for (int id : g.grid_cells()[k]) s += static_cast<char>('0' + cells[id]);
  return s;
}

core::Puzzle tv13() {
  core::Puzzle p(*core::geometry_by_name("double"));
  place(p, 1, kTv13Grid1);
  place(p, 0, kTv13Grid0);
  return p;
}

TEST(MultigridTest, Tv13DoubleIsUniqueWithTheBooksSolution) {
  core::Puzzle p = tv13();
  EXPECT_EQ(p.geo().num_cells(), 153);
  int clues = 0;
  for (uint8_t v : p.cells) clues += v != 0;
  EXPECT_EQ(clues, 36 + 35 - 3);  // the three shared clues 1, 4, 9 count once
  auto r = solve::make_solver(p.geo())->count(p, 2);
  ASSERT_EQ(r.count, 1);
  EXPECT_EQ(grid_string(r.solution, p.geo(), 1), kTv13Sol1);
  EXPECT_EQ(grid_string(r.solution, p.geo(), 0), kTv13Sol0);
}

// Both engines where they apply: the general engine on the composite, both on each 9x9 alone
// (the book's per-grid property: each grid of TV-13 is unique by itself).
TEST(MultigridTest, Tv13EachGridUniqueAloneInEveryEngine) {
  core::Puzzle p = tv13();
  EXPECT_TRUE(each_grid_unique(p));
  for (int k = 0; k < 2; ++k) {
    core::Puzzle sub = sub_puzzle(p, k);
    for (auto& engine : solve::all_engines()) {
      auto r = engine->count(sub, 2);
      EXPECT_EQ(r.count, 1) << "grid " << k;
      std::string sol;
      for (uint8_t v : r.solution) sol += static_cast<char>('0' + v);
      EXPECT_EQ(sol, k == 0 ? kTv13Sol0 : kTv13Sol1);
    }
  }
}

// Shared cells are one cell: every grid's view of a composite solution is a valid 9x9 solution
// and agrees with the other grids on the shared boxes.
TEST(MultigridTest, GeneratedSamuraiIsCompositeUniqueAndEveryGridViewIsASolution) {
  GenerateOptions o;
  o.geometry = *core::geometry_by_name("samurai");
  auto made = generate_one(o, 3);
  ASSERT_TRUE(made) << made.status().message();
  EXPECT_TRUE(is_unique(made->puzzle));
  auto r = solve::make_solver(made->puzzle.geo())->count(made->puzzle, 2);
  ASSERT_EQ(r.count, 1);
  EXPECT_EQ(r.solution, made->solution);
  const auto& g = made->puzzle.geo();
  auto classic = *core::geometry_by_name("9x9");
  for (int k = 0; k < 5; ++k) {
    core::Puzzle view(classic);
    for (int i = 0; i < 81; ++i) view.cells[i] = made->solution[g.grid_cells()[k][i]];
    EXPECT_TRUE(core::check_givens(view).ok()) << "grid " << k;
  }
  // Grid 0's box 0 is grid 1's box 8 (book numbering): the same cells, so the same values.
  for (int r3 = 0; r3 < 3; ++r3)
    for (int c3 = 0; c3 < 3; ++c3)
      EXPECT_EQ(g.grid_cells()[0][r3 * 9 + c3], g.grid_cells()[1][(6 + r3) * 9 + 6 + c3]);
  // Its explanation: cells by their canvas names from r1c1 to r21c21 (no compact blocks on a
  // 21-wide canvas), houses by grid from 1, every step's text naming exactly its effect.
  grade::GradeOptions go;
  go.record_steps = true;
  grade::GradeResult graded = grade::grade(made->puzzle, go);
  ASSERT_TRUE(graded.solved);
  int shown = 0;
  for (const grade::Step& s : graded.steps) {
    ASSERT_TRUE(grade::testing::text_names_effect(g, s));
    shown += grade::step_shown(s);
    EXPECT_EQ(s.explanation.find("grid 0"), std::string::npos) << s.explanation;
  }
  EXPECT_GT(shown, 10);
}

// --per-grid-unique reproduces the book's property: each sub-grid alone is unique, and it costs
// clues compared with whole-composite uniqueness.
TEST(MultigridTest, PerGridModeMakesEveryGridUniqueAlone) {
  for (const char* name : {"double", "samurai", "windmill"}) {
    GenerateOptions o;
    o.geometry = *core::geometry_by_name(name);
    o.per_grid_unique = true;
    auto made = generate_one(o, 11);
    ASSERT_TRUE(made) << name << ": " << made.status().message();
    EXPECT_TRUE(each_grid_unique(made->puzzle)) << name;
    EXPECT_TRUE(is_unique(made->puzzle)) << name;
    auto again = decode_id(made->id);
    ASSERT_TRUE(again) << made->id;
    EXPECT_TRUE(again->options.per_grid_unique);
    auto remade = generate_one(again->options, again->seed);
    ASSERT_TRUE(remade);
    EXPECT_EQ(remade->puzzle.cells, made->puzzle.cells) << made->id;
  }
}

TEST(MultigridTest, CompositeOnlyUniquenessIsNotPerGrid) {
  // A whole-composite-minimal samurai usually leaves some grid ambiguous alone; check that the
  // two modes differ on at least one of a few seeds (and per-grid always needs more clues).
  bool some_grid_ambiguous = false;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    GenerateOptions o;
    o.geometry = *core::geometry_by_name("samurai");
    auto whole = generate_one(o, seed);
    o.per_grid_unique = true;
    auto per = generate_one(o, seed);
    ASSERT_TRUE(whole && per);
    some_grid_ambiguous = some_grid_ambiguous || !each_grid_unique(whole->puzzle);
  }
  EXPECT_TRUE(some_grid_ambiguous);
}

TEST(MultigridTest, GridMasksMergeAndReportDisagreement) {
  auto g = *core::geometry_by_name("double");
  Mask full;
  full.name = "full";
  full.rows = full.cols = 9;
  full.keep.assign(81, true);
  auto ok = combine_grid_masks({full, full}, *g);
  ASSERT_TRUE(ok) << ok.status().message();
  EXPECT_EQ(ok->count(), 153);
  Mask empty_box = full;
  empty_box.keep[0] = false;  // grid 0's top-left cell = canvas r7c7 (1-based), kept by grid 1
  auto bad = combine_grid_masks({empty_box, full}, *g);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message().find("r7c7"), std::string::npos) << bad.status().message();
  EXPECT_FALSE(combine_grid_masks({full}, *g));
}

TEST(MultigridTest, UserCompositeRegeneratesFromItsId) {
  auto parsed = core::parse_composite("name mine\ngrid 0 0\ngrid 6 3\n", "mine.txt");
  ASSERT_TRUE(parsed);
  GenerateOptions o;
  o.geometry = std::make_shared<const core::Geometry>(std::move(parsed).value());
  auto made = generate_one(o, 5);
  ASSERT_TRUE(made);
  EXPECT_NE(made->id.find("_@0.0+6.3_"), std::string::npos) << made->id;
  auto again = decode_id(made->id);
  ASSERT_TRUE(again) << again.status().message();
  auto remade = generate_one(again->options, again->seed);
  ASSERT_TRUE(remade);
  EXPECT_EQ(remade->puzzle.cells, made->puzzle.cells);
  EXPECT_EQ(geometry_token(**core::geometry_by_name("samurai")), "samurai");
  EXPECT_FALSE(geometry_from_token("@0.0+6"));
}

}  // namespace
}  // namespace sudokupress::generate
