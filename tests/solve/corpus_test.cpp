// Every solver against the project's own corpus (spec §8 test vectors, puzzle:count:solution).
#include <gtest/gtest.h>

#include <sstream>

#include "core/format.hpp"
#include "engines.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::solve {
namespace {

struct Entry {
  std::string puzzle;
  int count;
  std::string solution;
};

std::vector<Entry> load_corpus() {
  std::vector<Entry> out;
  std::istringstream in(testing::slurp(testing::project_data("spec_vectors.txt")));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto a = line.find(':'), b = line.find(':', a + 1);
    auto sp = line.find(' ', b);
    out.push_back({line.substr(0, a), std::stoi(line.substr(a + 1, b - a - 1)),
                   line.substr(b + 1, sp == std::string::npos ? sp : sp - b - 1)});
  }
  return out;
}

core::Puzzle parse(const std::string& s) {
  auto r = core::read_puzzles(s, "corpus");
  EXPECT_TRUE(r);
  EXPECT_EQ(r->items.size(), 1u);
  return *r->items.at(0).puzzle;
}

TEST(CorpusTest, EveryEngineMatchesSpecVectors) {
  auto corpus = load_corpus();
  ASSERT_GE(corpus.size(), 20u);
  for (auto& solver : all_engines()) {
    SCOPED_TRACE(std::string(solver->name()));
    ASSERT_TRUE(solver->supports(core::Geometry::classic()));
    for (const auto& e : corpus) {
      core::Puzzle puzzle = parse(e.puzzle);
      auto r = solver->count(puzzle, 10);
      EXPECT_EQ(r.count, e.count) << e.puzzle;
      ASSERT_EQ(r.solution.size(), 81u) << e.puzzle;
      core::Puzzle sol(puzzle.geometry, r.solution);
      EXPECT_TRUE(core::is_solution_of(puzzle, sol)) << e.puzzle;
      EXPECT_EQ(core::write_puzzle(sol, core::Format::kLine), e.solution) << e.puzzle;
    }
  }
}

TEST(CorpusTest, MakeSolverPicksTheFastPathOnlyForTheClassicGrid) {
  EXPECT_EQ(make_solver(core::Geometry::classic())->name(), "fast9");
  auto g16 = core::geometry_by_name("16x16");
  ASSERT_TRUE(g16);
  EXPECT_EQ(make_solver(**g16)->name(), "general");
  auto samurai = core::geometry_by_name("samurai");
  ASSERT_TRUE(samurai);
  EXPECT_EQ(make_solver(**samurai)->name(), "general");
  auto g6 = core::geometry_by_name("6x6");
  ASSERT_TRUE(g6);
  EXPECT_FALSE(make_fast9_solver()->supports(**g6));
}

}  // namespace
}  // namespace sudokupress::solve
