// SPDX-License-Identifier: GPL-3.0-or-later
// The general engine on other geometries: 36x36 and 100x100 box grids, composites (the spec's
// TV-13 double), small grids; memory and stack stay flat on large grids.
#include <gtest/gtest.h>

#include <string>

#include "core/format.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::solve {
namespace {

core::Puzzle read_one(const std::string& text, const std::string& source,
                      core::GeometryPtr geometry = nullptr) {
  core::ReadOptions options;
  options.geometry = std::move(geometry);
  auto r = core::read_puzzles(text, source, options);
  EXPECT_TRUE(r) << (r ? "" : r.status().message());
  EXPECT_FALSE(r->items.empty());
  EXPECT_TRUE(r->items.at(0).puzzle.has_value()) << r->items.at(0).error;
  return *r->items.at(0).puzzle;
}

// A valid solution of an N x N box grid (box_rows x box_cols): the classic shifted pattern.
std::vector<uint8_t> pattern_solution(int box_rows, int box_cols) {
  int n = box_rows * box_cols;
  std::vector<uint8_t> cells(n * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      cells[r * n + c] =
          static_cast<uint8_t>((box_cols * (r % box_rows) + r / box_rows + c) % n + 1);
  return cells;
}

TEST(GeneralSolverTest, Seed004Puzzle36x36IsUniqueAndMatchesItsSolution) {
  SP_REQUIRE_SHARED("seed004/puzzle_36x36.txt");
  SP_REQUIRE_SHARED("seed004/solution_36x36.txt");
  core::Puzzle puzzle = read_one(testing::slurp(testing::shared_data("seed004/puzzle_36x36.txt")),
                                 "puzzle_36x36.txt");
  core::Puzzle expected = read_one(
      testing::slurp(testing::shared_data("seed004/solution_36x36.txt")), "solution_36x36.txt");
  ASSERT_EQ(puzzle.size(), 36);
  ASSERT_TRUE(expected.complete());
  auto solver = make_solver(puzzle.geo());
  EXPECT_EQ(solver->name(), "general");
  CountResult r = solver->count(puzzle, 2);
  EXPECT_EQ(r.count, 1);
  EXPECT_EQ(r.solution, expected.cells);
}

TEST(GeneralSolverTest, TV13DoubleIsUniqueAndAgreesWithBothGrids) {
  // spec §8 TV-13: grid 0 sits at canvas (6,6), grid 1 at (0,0); grid 0's box 0 is grid 1's
  // box 8, and the two givens strings agree on it (shared clues 1, 4, 9).
  const std::string kGrid0 =
      "000690042104800000900000801860207004000386000300945028208000105700000403610059000";
  const std::string kGrid1 =
      "397002641000030002020000093200905460040060010056201070130000000900020104475100900";
  const std::string kSol0 =
      "587691342134872956926534871869217534452386719371945628248763195795128463613459287";
  const std::string kSol1 =
      "397852641681439752524716893213975468749368215856241379132694587968527134475183926";
  auto g = core::geometry_by_name("double");
  ASSERT_TRUE(g);
  const core::Geometry& geo = **g;
  ASSERT_EQ(geo.grids().size(), 2u);
  ASSERT_EQ(geo.num_cells(), 153);
  const std::string* givens[] = {&kGrid0, &kGrid1};
  const std::string* solutions[] = {&kSol0, &kSol1};
  core::Puzzle puzzle(*g);
  for (int k = 0; k < 2; ++k) {
    const core::Placement& at = geo.grids()[k];
    for (int i = 0; i < 81; ++i) {
      int cell = geo.cell_at(at.row + i / 9, at.col + i % 9);
      ASSERT_GE(cell, 0);
      int v = (*givens[k])[i] - '0';
      if (!v) continue;
      ASSERT_TRUE(puzzle.cells[cell] == 0 || puzzle.cells[cell] == v) << geo.cell_name(cell);
      puzzle.cells[cell] = static_cast<uint8_t>(v);
    }
  }
  ASSERT_TRUE(core::check_givens(puzzle).is_ok());
  auto solver = make_solver(geo);
  EXPECT_EQ(solver->name(), "general");
  CountResult r = solver->count(puzzle, 2);
  ASSERT_EQ(r.count, 1);
  core::Puzzle solution(*g, r.solution);
  EXPECT_TRUE(core::is_solution_of(puzzle, solution));
  for (int k = 0; k < 2; ++k) {
    const core::Placement& at = geo.grids()[k];
    std::string got;
    for (int i = 0; i < 81; ++i)
      got += static_cast<char>('0' + r.solution[geo.cell_at(at.row + i / 9, at.col + i % 9)]);
    EXPECT_EQ(got, *solutions[k]) << "grid " << k;
  }
}

TEST(GeneralSolverTest, LargeBoxGridsSolveWithoutBlowingUp) {
  // 100x100 (10x10 boxes, two 64-bit words per candidate set), 36x36 and 20x20 with a share
  // of the cells emptied: the search must finish with a valid completion and flat memory.
  struct Case {
    int box_rows, box_cols, one_in;  // empty one cell in `one_in`
  } cases[] = {{6, 6, 3}, {10, 10, 5}, {4, 5, 3}};
  for (auto c : cases) {
    int n = c.box_rows * c.box_cols;
    auto g = core::Geometry::box_grid(c.box_rows, c.box_cols);
    ASSERT_TRUE(g);
    auto geo = std::make_shared<const core::Geometry>(std::move(*g));
    std::vector<uint8_t> solution = pattern_solution(c.box_rows, c.box_cols);
    core::Puzzle full(geo, solution);
    ASSERT_TRUE(core::is_solution_of(full, full)) << n;
    core::Puzzle puzzle(geo, solution);
    uint32_t x = 12345;
    for (auto& v : puzzle.cells) {
      x = x * 1103515245u + 12345u;
      if ((x >> 16) % c.one_in == 0) v = 0;
    }
    auto solver = make_general_solver();
    CountResult r = solver->count(puzzle, 2);
    ASSERT_GE(r.count, 1) << n;
    EXPECT_TRUE(core::is_solution_of(puzzle, core::Puzzle(geo, r.solution))) << n;
    // The full grid is its own unique solution; one wrong given gives no solution.
    EXPECT_EQ(solver->count(full, 2).count, 1) << n;
  }
}

TEST(GeneralSolverTest, SmallGridsCountExactly) {
  // The empty 4x4 (2x2 boxes) has exactly 288 solutions.
  auto g = core::geometry_by_name("4x4");
  ASSERT_TRUE(g);
  core::Puzzle empty(*g);
  auto solver = make_general_solver();
  EXPECT_EQ(solver->count(empty, 1000).count, 288);
  EXPECT_EQ(solver->count(empty, 10).count, 10);
  CountResult one = solver->count(empty, 1);
  EXPECT_EQ(one.count, 1);
  EXPECT_TRUE(core::is_solution_of(empty, core::Puzzle(*g, one.solution)));
}

TEST(GeneralSolverTest, EmptyCompositesAndLargeGridsYieldValidSolutions) {
  // Shared cells and shared boxes must hold in every solution; near-empty large grids must
  // not send the search into a deep dead end (reading-order tie-break above 16 symbols).
  auto solver = make_general_solver();
  for (const char* name : {"double", "triple", "quadruple", "samurai", "16x16", "25x25"}) {
    auto g = core::geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    core::Puzzle empty(*g);
    CountResult r = solver->count(empty, 3);
    EXPECT_EQ(r.count, 3) << name;
    EXPECT_TRUE(core::is_solution_of(empty, core::Puzzle(*g, r.solution))) << name;
  }
}

TEST(GeneralSolverTest, RepeatedGivenGivesZero) {
  auto g = core::geometry_by_name("6x6");
  ASSERT_TRUE(g);
  core::Puzzle p(*g);
  p.cells[0] = 3;
  p.cells[5] = 3;  // same row
  EXPECT_FALSE(core::check_givens(p).is_ok());
  CountResult r = make_general_solver()->count(p, 2);
  EXPECT_EQ(r.count, 0);
  EXPECT_TRUE(r.solution.empty());
}

TEST(GeneralSolverTest, SolverObjectIsReusableAcrossGeometries) {
  auto solver = make_general_solver();
  auto g4 = core::geometry_by_name("4x4");
  auto g6 = core::geometry_by_name("6x6");
  ASSERT_TRUE(g4 && g6);
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(solver->count(core::Puzzle(*g4), 1000).count, 288);
    CountResult r = solver->count(core::Puzzle(*g6), 3);
    EXPECT_EQ(r.count, 3);
    EXPECT_TRUE(core::is_solution_of(core::Puzzle(*g6), core::Puzzle(*g6, r.solution)));
  }
}

// The node limit (the generator's bound on jigsaw removal tests): a search that would need
// more nodes stops with cut_short, and the removal test then answers "another solution may
// exist" with no witness; without the limit both answer exactly again.
TEST(GeneralSolverTest, NodeLimitCutsTheSearchShortAndSaysSo) {
  auto solver = make_general_solver();
  auto g = core::geometry_by_name("16x16");
  ASSERT_TRUE(g);
  core::Puzzle empty(*g);
  solver->set_node_limit(3);
  CountResult r = solver->count(empty, 2);
  EXPECT_TRUE(r.cut_short);
  EXPECT_LT(r.count, 2);
  EXPECT_LE(r.stats.nodes, 4u);
  solver->set_node_limit(0);
  r = solver->count(empty, 2);
  EXPECT_FALSE(r.cut_short);
  EXPECT_EQ(r.count, 2);
  // The exclusion search: a unique puzzle with one clue cleared has no other solution.
  auto g4 = core::geometry_by_name("4x4");
  ASSERT_TRUE(g4);
  core::Puzzle full(*g4, solver->count(core::Puzzle(*g4), 1).solution);
  core::Puzzle one_out = full;
  one_out.cells[5] = 0;
  std::vector<uint8_t> witness;
  EXPECT_FALSE(solver->other_solution(one_out, 5, full.cells[5], &witness));
  core::Puzzle open = full;
  for (int c = 0; c < 8; ++c) open.cells[c] = 0;  // two rows free: the rows can swap
  EXPECT_TRUE(solver->other_solution(open, 0, full.cells[0], &witness));
  ASSERT_EQ(witness.size(), 16u);
  EXPECT_NE(witness[0], full.cells[0]);
  EXPECT_TRUE(core::is_solution_of(open, core::Puzzle(*g4, witness)));
  solver->set_node_limit(1);
  EXPECT_TRUE(solver->other_solution(open, 0, full.cells[0], &witness));
}

}  // namespace
}  // namespace sudokupress::solve
