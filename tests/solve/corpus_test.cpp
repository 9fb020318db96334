// SPDX-License-Identifier: GPL-3.0-or-later
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
  for (auto& solver : engines_under_test()) {
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

TEST(CorpusTest, MakeEnginePicksByCapabilities) {
  const auto& classic = core::Geometry::classic();
  EXPECT_TRUE(make_engine(classic)->capabilities().classic_only);
  EXPECT_TRUE(make_engine(classic, Task::kRemoval)->capabilities().classic_only);
  auto g16 = core::geometry_by_name("16x16");
  ASSERT_TRUE(g16);
  EXPECT_FALSE(make_engine(**g16)->capabilities().classic_only);
  EXPECT_TRUE(make_engine(**g16, Task::kRemoval)->capabilities().exclusion_search);
  auto g25 = core::geometry_by_name("25x25");
  ASSERT_TRUE(g25);
  // The general engine serves 25x25 removals, with its own exclusion search.
  EXPECT_FALSE(make_engine(**g25, Task::kRemoval)->capabilities().ranked_up_to_symbols > 0);
  EXPECT_TRUE(make_engine(**g25, Task::kRemoval)->capabilities().exclusion_search);
  // Jigsaws: the removals go to the engine ranked for them (the general engine, which honours a
  // node limit), the confirmation to another one.
  auto jigsaw = core::geometry_by_name("jigsaw-12");
  ASSERT_TRUE(jigsaw);
  auto jigsaw_removal = make_engine(**jigsaw, Task::kRemoval);
  EXPECT_GE(jigsaw_removal->capabilities().variant_removal_rank, 0);
  EXPECT_TRUE(jigsaw_removal->capabilities().node_limit);
  auto jigsaw_confirm = make_engine(**jigsaw, Task::kCount, jigsaw_removal.get());
  EXPECT_NE(jigsaw_confirm->name(), jigsaw_removal->name());
  auto samurai = core::geometry_by_name("samurai");
  ASSERT_TRUE(samurai);
  EXPECT_TRUE(make_engine(**samurai)->supports(**samurai));
  auto g6 = core::geometry_by_name("6x6");
  ASSERT_TRUE(g6);
  EXPECT_FALSE(make_fast9_engine()->supports(**g6));
  auto g100 = core::geometry_by_name("100x100");
  ASSERT_TRUE(g100);
  EXPECT_FALSE(make_exclusion_engine()->supports(**g100));
  EXPECT_TRUE(make_engine(**g100, Task::kRemoval)->supports(**g100));
  // The confirmation engine differs from the removal engine where another one exists.
  auto removal = make_engine(classic, Task::kRemoval);
  auto confirm = make_engine(classic, Task::kCount, removal.get());
  EXPECT_FALSE(confirm->capabilities().classic_only);
  for (auto& e : all_engines()) {
    Capabilities c = e->capabilities();
    EXPECT_GT(c.count_rank, 0) << e->name();
    EXPECT_GT(c.removal_rank, 0) << e->name();
    EXPECT_TRUE(e->supports(classic)) << e->name();
  }
}

}  // namespace
}  // namespace sudokupress::solve
