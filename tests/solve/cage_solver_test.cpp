// SPDX-License-Identifier: GPL-3.0-or-later
// The constraint engine (cage_solver.cpp) against an independent slow solver written here: plain
// backtracking in reading order that checks houses and cage sums, nothing else.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "core/constraints.hpp"
#include "core/format.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"
#include "solve/rng.hpp"

namespace sudokupress::solve {
namespace {

using core::Puzzle;

// Counts solutions to `limit` by plain backtracking.
class SlowKiller {
 public:
  explicit SlowKiller(const Puzzle& p) : p_(p), v_(p.cells) {
    cage_of_.assign(p.num_cells(), -1);
    for (size_t k = 0; k < p.constraints->cages.size(); ++k)
      for (int c : p.constraints->cages[k].cells) cage_of_[c] = static_cast<int>(k);
  }
  int count(int limit) {
    limit_ = limit;
    found_ = 0;
    for (int c = 0; c < p_.num_cells(); ++c)
      if (v_[c] && !fits(c)) return 0;
    walk(0);
    return found_;
  }

 private:
  bool fits(int c) {
    for (int q : p_.geo().peers(c))
      if (q != c && v_[q] == v_[c]) return false;
    if (cage_of_[c] < 0) return true;
    const core::Cage& cage = p_.constraints->cages[cage_of_[c]];
    int sum = 0;
    bool full = true;
    for (int q : cage.cells) {
      if (q != c && v_[q] == v_[c]) return false;
      sum += v_[q];
      full &= v_[q] != 0;
    }
    if (!cage.sum) return true;
    return full ? sum == cage.sum : sum < cage.sum;
  }
  void walk(int c) {
    while (c < p_.num_cells() && p_.cells[c]) ++c;
    if (c == p_.num_cells()) {
      ++found_;
      return;
    }
    for (int d = 1; d <= p_.size() && found_ < limit_; ++d) {
      v_[c] = static_cast<uint8_t>(d);
      if (fits(c)) walk(c + 1);
    }
    v_[c] = 0;
  }
  const Puzzle& p_;
  std::vector<uint8_t> v_;
  std::vector<int> cage_of_;
  int limit_ = 2, found_ = 0;
};

// A random cage layout over a solution grid: cages of 1..max_size connected cells with distinct
// digits (a test-only layout, independent of the generator's).
core::Constraints random_cages(const core::Geometry& g, const std::vector<uint8_t>& sol, Rng& rng,
                               int max_size, bool with_sums) {
  std::vector<int> order(g.num_cells());
  for (int i = 0; i < g.num_cells(); ++i) order[i] = i;
  rng.shuffle(order);
  std::vector<int> owner(g.num_cells(), -1);
  std::vector<std::vector<int>> cages;
  for (int start : order) {
    if (owner[start] >= 0) continue;
    std::vector<int> cage{start};
    owner[start] = static_cast<int>(cages.size());
    const int want = 1 + static_cast<int>(rng.below(max_size));
    while (static_cast<int>(cage.size()) < want) {
      std::vector<int> next;
      for (int c : cage) {
        core::Coord at = g.coord(c);
        const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int k = 0; k < 4; ++k) {
          int nb = g.cell_at(at.row + dr[k], at.col + dc[k]);
          if (nb < 0 || owner[nb] >= 0) continue;
          bool clash = false;
          for (int q : cage) clash |= sol[q] == sol[nb];
          if (!clash) next.push_back(nb);
        }
      }
      if (next.empty()) break;
      const int pick = next[rng.below(static_cast<int>(next.size()))];
      owner[pick] = owner[start];
      cage.push_back(pick);
    }
    cages.push_back(cage);
  }
  core::Constraints out;
  for (auto& cells : cages) {
    std::sort(cells.begin(), cells.end());
    int sum = 0;
    for (int c : cells) sum += sol[c];
    out.cages.push_back({cells, with_sums ? sum : 0});
  }
  std::sort(out.cages.begin(), out.cages.end(),
            [](const core::Cage& a, const core::Cage& b) { return a.cells[0] < b.cells[0]; });
  return out;
}

Puzzle killer(const char* geometry, uint64_t seed, int max_size, double given_share,
              std::vector<uint8_t>* solution = nullptr) {
  auto g = *core::geometry_by_name(geometry);
  Rng rng(seed);
  auto sol = random_solution(*g, rng);
  Puzzle p(g);
  p.constraints =
      std::make_shared<const core::Constraints>(random_cages(*g, sol, rng, max_size, true));
  for (int c = 0; c < p.num_cells(); ++c)
    if (rng.below(1000) < given_share * 1000) p.cells[c] = sol[c];
  EXPECT_TRUE(core::check_givens(p).is_ok());
  if (solution) *solution = sol;
  return p;
}

TEST(CageSolverTest, MakeEngineGivesConstrainedPuzzlesToACageEngine) {
  Puzzle p = killer("9x9", 1, 4, 0);
  EXPECT_TRUE(make_engine(p)->capabilities().cages);
  EXPECT_TRUE(make_engine(p, Task::kRemoval)->capabilities().cages);
  Puzzle plain(p.geometry);
  EXPECT_FALSE(make_engine(plain)->capabilities().cages);  // fast9 for the classic grid
}

TEST(CageSolverTest, AgreesWithTheSlowSolverOnSmallGridsWithoutGivens) {
  auto engine = make_cage_engine();
  int unique = 0, several = 0;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    const char* geo = seed % 3 == 0 ? "6x6" : "4x4";
    Puzzle p = killer(geo, seed, seed % 2 ? 3 : 4, 0);
    const int slow = SlowKiller(p).count(2);
    CountResult fast = engine->count(p, 2);
    ASSERT_EQ(fast.count, slow) << geo << " seed " << seed << "\n"
                                << core::write_puzzle(p, core::Format::kLine);
    if (fast.count >= 1) {
      Puzzle s(p.geometry, fast.solution);
      EXPECT_TRUE(core::is_solution_of(p, s)) << seed;
    }
    (slow == 1 ? unique : several) += 1;
  }
  EXPECT_GT(unique, 10);  // both kinds of answers were exercised
  EXPECT_GT(several, 10);
}

TEST(CageSolverTest, AgreesWithTheSlowSolverOn9x9WithGivens) {
  auto engine = make_cage_engine();
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Puzzle p = killer(seed % 2 ? "9x9" : "x", seed, 3, 0.45);
    const int slow = SlowKiller(p).count(2);
    EXPECT_EQ(engine->count(p, 2).count, slow) << seed;
  }
}

TEST(CageSolverTest, PlainPuzzlesCountLikeTheOtherEngines) {
  auto engine = make_cage_engine();
  auto general = make_general_engine();
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto g = *core::geometry_by_name(seed % 2 ? "9x9" : "jigsaw-6");
    Rng rng(seed);
    auto sol = random_solution(*g, rng);
    Puzzle p(g);
    for (int c = 0; c < p.num_cells(); ++c)
      if (rng.below(100) < 35) p.cells[c] = sol[c];
    EXPECT_EQ(engine->count(p, 2).count, general->count(p, 2).count) << seed;
  }
}

TEST(CageSolverTest, RemovalTestIsAnExclusionSearch) {
  auto engine = make_cage_engine();
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    std::vector<uint8_t> sol;
    Puzzle p = killer("6x6", seed, 3, 0.3, &sol);
    for (int c = 0; c < p.num_cells(); c += 5) {
      if (p.cells[c]) continue;
      // Another solution with c != sol[c] exists exactly when fixing c to its solution value
      // leaves the count below the full count (slow solver: all solutions up to 50).
      Puzzle fixed = p;
      fixed.cells[c] = sol[c];
      const int all = SlowKiller(p).count(50), with = SlowKiller(fixed).count(50);
      std::vector<uint8_t> witness;
      const bool other = engine->other_solution(p, c, sol[c], &witness);
      ASSERT_EQ(other, all > with) << seed << " cell " << c;
      if (other) {
        EXPECT_NE(witness[c], sol[c]);
        EXPECT_TRUE(core::is_solution_of(p, Puzzle(p.geometry, witness)));
      }
    }
  }
}

TEST(CageSolverTest, NodeLimitCutsShort) {
  auto engine = make_cage_engine();
  Puzzle p = killer("9x9", 3, 2, 0);
  CountResult full = engine->count(p, 2);
  EXPECT_FALSE(full.cut_short);
  ASSERT_GT(full.stats.nodes, 2u);  // cages of one or two cells: the search must guess
  engine->set_node_limit(2);
  CountResult r = engine->count(p, 2);
  EXPECT_TRUE(r.cut_short);
  EXPECT_TRUE(engine->other_solution(p, 0, 1, nullptr));  // "not shown unique"
}

}  // namespace
}  // namespace sudokupress::solve
