// SPDX-License-Identifier: GPL-3.0-or-later
// The constraint engine (cage_solver.cpp) with marks (Kropki dots, X/V, even/odd and the negative
// constraints) against an independent slow solver written here: plain backtracking in reading
// order that checks houses and each mark with its own arithmetic, nothing else.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "core/constraints.hpp"
#include "core/format.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"
#include "solve/rng.hpp"

namespace sudokupress::solve {
namespace {

using core::Mark;
using core::MarkKind;
using core::Puzzle;

// The rules restated for the test (not core::mark_allows).
bool holds(MarkKind k, int x, int y) {
  switch (k) {
    case MarkKind::kWhiteDot:
      return std::abs(x - y) == 1;
    case MarkKind::kBlackDot:
      return x * 2 == y || y * 2 == x;
    case MarkKind::kX:
      return x + y == 10;
    case MarkKind::kV:
      return x + y == 5;
    case MarkKind::kEven:
      return x % 2 == 0;
    case MarkKind::kOdd:
      return x % 2 != 0;
  }
  return false;
}

class SlowMarks {
 public:
  explicit SlowMarks(const Puzzle& p) : p_(p), v_(p.cells) {}
  int count(int limit) {
    limit_ = limit;
    found_ = 0;
    for (int c = 0; c < p_.num_cells(); ++c)
      if (v_[c] && !fits(c)) return 0;
    walk(0);
    return found_;
  }

 private:
  bool marked(int a, int b, bool kropki) const {
    for (const Mark& m : p_.constraints->marks)
      if (((m.a == a && m.b == b) || (m.a == b && m.b == a)) &&
          (kropki ? m.kind == MarkKind::kWhiteDot || m.kind == MarkKind::kBlackDot
                  : m.kind == MarkKind::kX || m.kind == MarkKind::kV))
        return true;
    return false;
  }
  bool fits(int c) {
    const int x = v_[c];
    for (int q : p_.geo().peers(c))
      if (q != c && v_[q] == x) return false;
    for (const Mark& m : p_.constraints->marks) {
      if (m.b < 0) {
        if (m.a == c && !holds(m.kind, x, 0)) return false;
        continue;
      }
      const int other = m.a == c ? m.b : m.b == c ? m.a : -1;
      if (other >= 0 && v_[other] && !holds(m.kind, x, v_[other])) return false;
    }
    const core::Coord at = p_.geo().coord(c);
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int k = 0; k < 4; ++k) {
      const int nb = p_.geo().cell_at(at.row + dr[k], at.col + dc[k]);
      if (nb < 0 || !v_[nb]) continue;
      const int y = v_[nb];
      if (p_.constraints->all_kropki && !marked(c, nb, true) &&
          (std::abs(x - y) == 1 || x == 2 * y || y == 2 * x))
        return false;
      if (p_.constraints->all_xv && !marked(c, nb, false) && (x + y == 10 || x + y == 5))
        return false;
    }
    return true;
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
  int limit_ = 2, found_ = 0;
};

// Marks of every family drawn over a solution: each true mark kept with probability `keep`,
// a few false ones (a puzzle without solution) when `lies`; negative flags by the seed.
Puzzle marked(const char* geometry, uint64_t seed, double keep, double given_share, bool lies,
              std::vector<uint8_t>* solution = nullptr) {
  auto g = *core::geometry_by_name(geometry);
  Rng rng(seed);
  auto sol = random_solution(*g, rng);
  core::Constraints c;
  auto chance = [&](double p) { return rng.below(1000) < p * 1000; };
  for (int a = 0; a < g->num_cells(); ++a) {
    const int x = sol[a];
    if (chance(keep / 3)) c.marks.push_back({x % 2 ? MarkKind::kOdd : MarkKind::kEven, a, -1});
    const core::Coord at = g->coord(a);
    for (int b : {g->cell_at(at.row, at.col + 1), g->cell_at(at.row + 1, at.col)}) {
      if (b < 0) continue;
      for (MarkKind k : {MarkKind::kWhiteDot, MarkKind::kBlackDot, MarkKind::kX, MarkKind::kV})
        if ((holds(k, x, sol[b]) && chance(keep)) || (lies && chance(0.01)))
          c.marks.push_back({k, a, b});
    }
  }
  std::sort(c.marks.begin(), c.marks.end());
  c.marks.erase(std::unique(c.marks.begin(), c.marks.end()), c.marks.end());
  // An even and an odd mark on one cell is refused by check_constraints: drop such lies.
  for (size_t i = 0; i + 1 < c.marks.size();)
    if (c.marks[i].kind == MarkKind::kEven && c.marks[i].b < 0 &&
        std::find(c.marks.begin(), c.marks.end(), Mark{MarkKind::kOdd, c.marks[i].a, -1}) !=
            c.marks.end())
      c.marks.erase(c.marks.begin() + static_cast<long>(i));
    else
      ++i;
  c.all_kropki = seed % 3 == 0;
  c.all_xv = seed % 4 == 0;
  EXPECT_TRUE(core::check_constraints(*g, c).is_ok()) << seed;
  Puzzle p(g);
  p.constraints = std::make_shared<const core::Constraints>(std::move(c));
  for (int cell = 0; cell < p.num_cells(); ++cell)
    if (chance(given_share)) p.cells[cell] = sol[cell];
  if (solution) *solution = sol;
  return p;
}

TEST(MarksSolverTest, AgreesWithTheSlowSolverOnSmallGrids) {
  auto engine = make_cage_engine();
  int none = 0, unique = 0, several = 0;
  for (uint64_t seed = 1; seed <= 160; ++seed) {
    const char* geo = seed % 3 == 0 ? "6x6" : "4x4";
    Puzzle p = marked(geo, seed, seed % 2 ? 0.6 : 0.3, seed % 3 == 0 ? 0.2 : 0, seed % 5 == 0);
    const int slow = SlowMarks(p).count(2);
    CountResult fast = engine->count(p, 2);
    ASSERT_EQ(fast.count, slow) << geo << " seed " << seed << "\n"
                                << core::write_puzzle(p, core::Format::kLine);
    if (fast.count >= 1) {
      EXPECT_TRUE(core::is_solution_of(p, Puzzle(p.geometry, fast.solution))) << seed;
    }
    (slow == 0 ? none : slow == 1 ? unique : several) += 1;
  }
  EXPECT_GT(none, 3);  // every kind of answer was exercised
  EXPECT_GT(unique, 10);
  EXPECT_GT(several, 10);
}

TEST(MarksSolverTest, AgreesWithTheSlowSolverOn9x9WithGivens) {
  auto engine = make_cage_engine();
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Puzzle p = marked("9x9", seed, 0.5, 0.4, seed % 7 == 0);
    EXPECT_EQ(engine->count(p, 2).count, SlowMarks(p).count(2)) << seed;
  }
}

TEST(MarksSolverTest, RemovalTestIsAnExclusionSearch) {
  auto engine = make_cage_engine();
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    std::vector<uint8_t> sol;
    Puzzle p = marked("6x6", seed, 0.4, 0.2, false, &sol);
    for (int c = 0; c < p.num_cells(); c += 7) {
      if (p.cells[c]) continue;
      Puzzle fixed = p;
      fixed.cells[c] = sol[c];
      const int all = SlowMarks(p).count(50), with = SlowMarks(fixed).count(50);
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

TEST(MarksSolverTest, MarksRouteToTheConstraintEngine) {
  Puzzle p = marked("9x9", 2, 0.5, 0, false);
  EXPECT_TRUE(make_engine(p)->capabilities().cages);
  core::Constraints negative_only;
  negative_only.all_xv = true;  // no mark at all, but a rule
  p.constraints = std::make_shared<const core::Constraints>(negative_only);
  EXPECT_TRUE(p.has_constraints());
  EXPECT_TRUE(make_engine(p)->capabilities().cages);
}

}  // namespace
}  // namespace sudokupress::solve
