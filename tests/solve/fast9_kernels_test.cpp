// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 engine's kernels (runtime dispatch, fast9_kernels.hpp): every kernel this CPU runs
// gives the same counts, first solutions, search statistics and enumerated solutions as the
// baseline kernel, which is what a CPU without AVX2 runs.
#include "solve/fast9_kernels.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "test_support.hpp"

namespace sudokupress::solve {
namespace {

class Collect final : public SolutionSink {
 public:
  void solution(const uint8_t* cells, int num_cells) override {
    all.emplace_back(cells, cells + num_cells);
  }
  std::vector<std::vector<uint8_t>> all;
};

std::vector<core::Puzzle> puzzles_of(const std::vector<std::string>& lines) {
  std::vector<core::Puzzle> out;
  for (const auto& line : lines) {
    auto r = core::read_puzzles(line, "test");
    if (r && r->items.size() == 1 && r->items[0].puzzle) out.push_back(*r->items[0].puzzle);
  }
  return out;
}

// Every kernel against the baseline on `puzzles`, counting to `limit` and enumerating.
void expect_same_as_baseline(const std::vector<core::Puzzle>& puzzles, int limit) {
  std::vector<Fast9Kernel> kernels = fast9_kernels();
  ASSERT_EQ(kernels.back().name, "baseline");
  for (const Fast9Kernel& k : kernels) {
    SCOPED_TRACE(std::string(k.name));
    for (const core::Puzzle& p : puzzles) {
      const CountResult want = fast9_baseline::count(p, limit, nullptr);
      const CountResult got = k.count(p, limit, nullptr);
      ASSERT_EQ(got.count, want.count) << core::cells_text(p);
      ASSERT_EQ(got.solution, want.solution) << core::cells_text(p);
      ASSERT_EQ(got.stats.nodes, want.stats.nodes) << core::cells_text(p);
      ASSERT_EQ(got.stats.guesses, want.stats.guesses) << core::cells_text(p);
      Collect a, b;
      fast9_baseline::count(p, limit, &a);
      k.count(p, limit, &b);
      ASSERT_EQ(a.all, b.all) << core::cells_text(p);
    }
  }
}

// The removal test (exclusion search) of every kernel on each given of the unique puzzles of
// `puzzles`, cleared in turn: the baseline's answer and witness, and the answer of a count to 2
// (exact there: the puzzle with the given has one solution); a witness is a solution without
// the given's value.
// Counts the tests and those with another solution.
void expect_same_removal_tests(const std::vector<core::Puzzle>& puzzles, int& tests, int& others) {
  for (const Fast9Kernel& k : fast9_kernels()) {
    SCOPED_TRACE(std::string(k.name));
    for (const core::Puzzle& p : puzzles) {
      const CountResult whole = fast9_baseline::count(p, 2, nullptr);
      if (whole.count != 1) continue;
      for (int c = 0; c < 81; ++c) {
        if (!p.cells[c]) continue;
        core::Puzzle q = p;
        const int v = q.cells[c];
        q.cells[c] = 0;
        uint8_t want[81] = {}, got[81] = {};
        const bool expected = fast9_baseline::count(q, 2, nullptr).count == 2;
        ++tests;
        ASSERT_EQ(fast9_baseline::other_solution(q, c, v, want), expected) << c;
        ASSERT_EQ(k.other_solution(q, c, v, got), expected) << core::cells_text(q) << " " << c;
        ASSERT_EQ(k.other_solution(q, c, v, nullptr), expected);
        if (!expected) continue;
        ++others;
        ASSERT_TRUE(std::equal(got, got + 81, want));
        ASSERT_NE(got[c], v);
        EXPECT_TRUE(
            core::is_solution_of(q, core::Puzzle(q.geometry, std::vector<uint8_t>(got, got + 81))));
      }
    }
  }
}

TEST(Fast9KernelsTest, ChosenKernelFirstBaselineAlwaysThere) {
  std::vector<Fast9Kernel> kernels = fast9_kernels();
  ASSERT_FALSE(kernels.empty());
  EXPECT_EQ(kernels.front().name, fast9_kernel().name);
  EXPECT_EQ(kernels.front().count, fast9_kernel().count);
  EXPECT_EQ(kernels.back().count, &fast9_baseline::count);
  EXPECT_EQ(kernels.back().other_solution, &fast9_baseline::other_solution);
  EXPECT_EQ(kernels.front().other_solution, fast9_kernel().other_solution);
  EXPECT_EQ(make_fast9_engine(kernels.back())->name(), "fast9");
}

TEST(Fast9KernelsTest, KernelsAgreeOnSmallCases) {
  std::vector<std::string> lines = {
      // unique, no solution (a clash the givens check would catch), many solutions, empty grid
      ".....3..6..5...91.4...1.......7.......8.2.45.5....8...76....2...9..4..7.3.......8",
      "11...............................................................................",
      "......3..6..5...91.4...1.......7.......8.2.45.5....8...76....2...9..4..7.3.......",
      "................................................................................."};
  std::vector<core::Puzzle> puzzles;
  for (const auto& line : lines) {
    std::vector<uint8_t> cells(81, 0);
    for (int i = 0; i < 81; ++i)
      if (line[i] >= '1' && line[i] <= '9') cells[i] = static_cast<uint8_t>(line[i] - '0');
    puzzles.emplace_back(*core::geometry_by_name("9x9"), cells);
  }
  expect_same_as_baseline(puzzles, 1);
  expect_same_as_baseline(puzzles, 2);
  expect_same_as_baseline(puzzles, 50);
  EXPECT_EQ(fast9_baseline::count(puzzles[0], 2, nullptr).count, 1);
  EXPECT_EQ(fast9_baseline::count(puzzles[1], 2, nullptr).count, 0);
  EXPECT_EQ(fast9_baseline::count(puzzles[3], 50, nullptr).count, 50);
}

TEST(Fast9KernelsTest, KernelsAgreeOnSharedSets) {
  SP_REQUIRE_SHARED("magictour_top1465.txt");
  SP_REQUIRE_SHARED("serg_benchmark_multisolution.txt");
  SP_REQUIRE_SHARED("forum_hardest_1905_se11plus.txt");
  const size_t n = testing::kSanitizerBuild ? 50 : 500;
  expect_same_as_baseline(puzzles_of(testing::shared_lines("magictour_top1465.txt", n)), 2);
  expect_same_as_baseline(puzzles_of(testing::shared_lines("serg_benchmark_multisolution.txt", n)),
                          2);
  expect_same_as_baseline(
      puzzles_of(testing::shared_lines("forum_hardest_1905_se11plus.txt", n / 5)), 2);
}

TEST(Fast9KernelsTest, RemovalTestsAgreeWithTheCount) {
  SP_REQUIRE_SHARED("magictour_top1465.txt");
  const size_t n = testing::kSanitizerBuild ? 5 : 40;
  std::vector<core::Puzzle> puzzles = puzzles_of(testing::shared_lines("magictour_top1465.txt", n));
  // With a few clues more than the originals, some givens can go: both answers occur.
  for (core::Puzzle& p : puzzles) {
    const CountResult r = fast9_baseline::count(p, 2, nullptr);
    ASSERT_EQ(r.count, 1);
    for (int c = 0; c < 81; c += 7)
      if (!p.cells[c]) p.cells[c] = r.solution[c];
  }
  int tests = 0, others = 0;
  expect_same_removal_tests(puzzles, tests, others);
  EXPECT_GT(others, 0);
  EXPECT_LT(others, tests);
}

}  // namespace
}  // namespace sudokupress::solve
