// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel's solution sink (Engine::set_solution_sink, Task::kEnumerate): every engine that
// says it enumerates hands each solution of count() to the sink, the same set as the others,
// each one a solution of the puzzle, and no more than the limit.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "engines.hpp"

namespace sudokupress::solve {
namespace {

// A Nightmare of the generator (sp4_9x9_gNightmare_thuman_s1).
constexpr const char* kUnique =
    ".....3..6..5...91.4...1.......7.......8.2.45.5....8...76....2...9..4..7.3.......8";

class Collect final : public SolutionSink {
 public:
  void solution(const uint8_t* cells, int num_cells) override {
    all.emplace_back(cells, cells + num_cells);
  }
  std::vector<std::vector<uint8_t>> all;
};

std::vector<uint8_t> cells_of(const std::string& line) {
  std::vector<uint8_t> c(line.size(), 0);
  for (size_t i = 0; i < line.size(); ++i)
    c[i] = line[i] >= '1' && line[i] <= '9' ? static_cast<uint8_t>(line[i] - '0') : 0;
  return c;
}

// The puzzle without the clues at the given cells: several solutions (one clue less already
// gives hundreds to thousands; two often more than 20,000).
core::Puzzle loosened(std::initializer_list<int> cells) {
  std::vector<uint8_t> c = cells_of(kUnique);
  for (int i : cells) c[i] = 0;
  return core::Puzzle(*core::geometry_by_name("9x9"), c);
}

// Every solution of `p` an engine lists (to `limit`), checked one by one.
std::set<std::vector<uint8_t>> listed(Engine& e, const core::Puzzle& p, int limit, int* count) {
  Collect sink;
  e.set_solution_sink(&sink);
  const CountResult r = e.count(p, limit);
  e.set_solution_sink(nullptr);
  *count = r.count;
  EXPECT_EQ(static_cast<int>(sink.all.size()), r.count) << e.name();
  for (const auto& s : sink.all)
    EXPECT_TRUE(core::is_solution_of(p, core::Puzzle(p.geometry, s))) << e.name();
  if (!sink.all.empty()) {
    EXPECT_TRUE(sink.all.front() == r.solution) << e.name() << ": the first solution differs";
  }
  return {sink.all.begin(), sink.all.end()};
}

TEST(SolutionSinkTest, EnumeratingEnginesListTheSameSolutions) {
  constexpr int kLimit = 20000;
  int enumerating = 0;
  for (int k = 0; k < 4; ++k) {
    // no clue removed, then the first clue (r1c6), the last (r9c9), the first of row 5
    const core::Puzzle p = k == 0   ? loosened({})
                           : k == 1 ? loosened({5})
                           : k == 2 ? loosened({80})
                                    : loosened({38});
    std::set<std::vector<uint8_t>> first;
    int first_count = -1;
    for (auto& e : engines_under_test()) {
      if (e->capabilities().enumerate_rank <= 0) continue;
      ++enumerating;
      int count = 0;
      const auto sols = listed(*e, p, kLimit, &count);
      EXPECT_EQ(static_cast<int>(sols.size()), count) << e->name() << ": a solution twice";
      if (first_count < 0) {
        first = sols;
        first_count = count;
        if (k == 0) {
          EXPECT_EQ(count, 1);
        } else {
          EXPECT_GT(count, 1) << "puzzle " << k;
          EXPECT_LT(count, kLimit) << "puzzle " << k << ": not all listed";
        }
      } else {
        // (sizes and a count, not the grids: a failure would print thousands of them)
        EXPECT_EQ(count, first_count) << e->name() << " on puzzle " << k;
        std::vector<std::vector<uint8_t>> only_here;
        std::set_difference(sols.begin(), sols.end(), first.begin(), first.end(),
                            std::back_inserter(only_here));
        EXPECT_TRUE(only_here.empty()) << e->name() << " on puzzle " << k << ": "
                                       << only_here.size() << " other solutions of " << count;
      }
    }
  }
  EXPECT_GE(enumerating, 2 * 4);  // fast9 and general, four puzzles each
}

TEST(SolutionSinkTest, StopsAtTheLimitAndSeesNothingWithoutASink) {
  const core::Puzzle empty(*core::geometry_by_name("9x9"), std::vector<uint8_t>(81, 0));
  auto e = make_engine(empty.geo(), Task::kEnumerate);
  ASSERT_GT(e->capabilities().enumerate_rank, 0);
  int count = 0;
  EXPECT_EQ(listed(*e, empty, 7, &count).size(), 7u);
  EXPECT_EQ(count, 7);
  // Sink removed: count() alone, its first solution kept as before.
  const CountResult r = e->count(loosened({5}), 2);
  EXPECT_EQ(r.count, 2);
  EXPECT_EQ(r.solution.size(), 81u);
}

TEST(SolutionSinkTest, ClashingGivensListNothing) {
  std::vector<uint8_t> c = cells_of(kUnique);
  c[0] = 3;  // 3 is already in row 1
  const core::Puzzle p(*core::geometry_by_name("9x9"), c);
  for (auto& e : engines_under_test()) {
    if (e->capabilities().enumerate_rank <= 0) continue;
    int count = -1;
    EXPECT_TRUE(listed(*e, p, 10, &count).empty()) << e->name();
    EXPECT_EQ(count, 0) << e->name();
  }
}

TEST(SolutionSinkTest, OtherGeometriesEnumerateThroughTheGeneralEngine) {
  for (const char* name : {"6x6", "x", "16x16"}) {
    auto geo = core::geometry_by_name(name);
    ASSERT_TRUE(geo) << name;
    const core::Puzzle empty(*geo, std::vector<uint8_t>((*geo)->num_cells(), 0));
    auto e = make_engine(**geo, Task::kEnumerate);
    ASSERT_GT(e->capabilities().enumerate_rank, 0) << name;
    int count = 0;
    EXPECT_EQ(listed(*e, empty, 4, &count).size(), 4u) << name;
  }
}

}  // namespace
}  // namespace sudokupress::solve
