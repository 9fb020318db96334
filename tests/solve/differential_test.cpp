// SPDX-License-Identifier: GPL-3.0-or-later
// Both engines against each other and against known answers on the shared 9x9 sets:
// exact solution counts (0 .. 847), uniqueness on the benchmark sets, multi-solution lines,
// and the validity of every solution returned.
#include <gtest/gtest.h>

#include <string>

#include "core/format.hpp"
#include "engines.hpp"
#include "solve/exact.hpp"
#include "solve/fast9_kernels.hpp"
#include "solve/fill.hpp"
#include "test_support.hpp"

namespace sudokupress::solve {
namespace {

using testing::kSanitizerBuild;

core::Puzzle parse_line(const std::string& line) {
  auto r = core::read_puzzles(line, "line");
  EXPECT_TRUE(r) << line;
  EXPECT_EQ(r->items.size(), 1u) << line;
  EXPECT_TRUE(r->items.at(0).puzzle.has_value()) << r->items.at(0).error;
  return *r->items.at(0).puzzle;
}

std::vector<core::Puzzle> load_sample(const std::string& name, size_t limit) {
  std::vector<core::Puzzle> out;
  for (const auto& line : testing::shared_lines(name, limit)) out.push_back(parse_line(line));
  return out;
}

// Runs every engine on each puzzle (limit 2): counts agree, equal `expected` when >= 0 (or
// >= 2 when `expected` is -2), and every returned solution solves the puzzle.
void check_set(const std::string& name, size_t limit, int expected) {
  auto puzzles = load_sample(name, limit);
  ASSERT_FALSE(puzzles.empty());
  auto engines = engines_under_test();
  int failures = 0;
  for (size_t i = 0; i < puzzles.size() && failures < 5; ++i) {
    const core::Puzzle& p = puzzles[i];
    std::string text = core::write_puzzle(p, core::Format::kLine);
    CountResult first;
    for (size_t e = 0; e < engines.size(); ++e) {
      CountResult r = engines[e]->count(p, 2);
      std::string who = std::string(engines[e]->name()) + " on line " + std::to_string(i + 1) +
                        " of " + name + ": " + text;
      if (expected >= 0) {
        EXPECT_EQ(r.count, expected) << who;
      } else {
        EXPECT_EQ(r.count, 2) << who;
      }
      if (r.count > 0) {
        EXPECT_TRUE(core::is_solution_of(p, core::Puzzle(p.geometry, r.solution))) << who;
      } else {
        EXPECT_TRUE(r.solution.empty()) << who;
      }
      if (e == 0) {
        first = r;
      } else {
        EXPECT_EQ(r.count, first.count) << who;
        if (r.count == 1) {
          EXPECT_EQ(r.solution, first.solution) << who;
        }
      }
      if (::testing::Test::HasFailure()) ++failures;
    }
  }
}

size_t sample(size_t n) { return kSanitizerBuild ? n / 10 : n; }

TEST(DifferentialTest, ExactSolutionCountsOfTdokuTestPuzzles) {
  SP_REQUIRE_SHARED("tdoku_test_puzzles_solution_counts.txt");
  auto lines = testing::shared_lines("tdoku_test_puzzles_solution_counts.txt");
  ASSERT_EQ(lines.size(), 43u);
  int zeros = 0, many = 0, engines = 0;
  for (auto& solver : engines_under_test()) {
    ++engines;
    SCOPED_TRACE(std::string(solver->name()));
    for (const auto& line : lines) {
      core::Puzzle p = parse_line(line);
      ASSERT_EQ(p.fields.size(), 1u) << line;
      int expected = std::stoi(p.fields[0]);
      zeros += expected == 0;
      many += expected > 100;
      CountResult all = solver->count(p, 1000);
      EXPECT_EQ(all.count, expected) << line;
      CountResult two = solver->count(p, 2);
      EXPECT_EQ(two.count, std::min(expected, 2)) << line;
      CountResult one = solver->count(p, 1);
      EXPECT_EQ(one.count, std::min(expected, 1)) << line;
      if (expected > 0) {
        EXPECT_TRUE(core::is_solution_of(p, core::Puzzle(p.geometry, all.solution))) << line;
        EXPECT_EQ(one.solution, all.solution) << line;  // the first solution is deterministic
      } else {
        EXPECT_TRUE(all.solution.empty()) << line;
      }
    }
  }
  EXPECT_EQ(zeros, engines * 10);  // the file's 10 unsolvable lines, per engine
  EXPECT_GT(many, 0);
}

TEST(DifferentialTest, Royle17ClueSample) {
  SP_REQUIRE_SHARED("17clue_royle_49158.txt");
  check_set("17clue_royle_49158.txt", sample(2000), 1);
}

TEST(DifferentialTest, MagictourTop1465Sample) {
  SP_REQUIRE_SHARED("magictour_top1465.txt");
  check_set("magictour_top1465.txt", sample(2000), 1);
}

TEST(DifferentialTest, ForumHardest1106) {
  SP_REQUIRE_SHARED("forum_hardest_1106.txt");
  check_set("forum_hardest_1106.txt", sample(2000), 1);
}

TEST(DifferentialTest, ForumHardestSe11Sample) {
  SP_REQUIRE_SHARED("forum_hardest_1905_se11plus.txt");
  check_set("forum_hardest_1905_se11plus.txt", sample(2000), 1);
}

TEST(DifferentialTest, SudokuExchangeSamples) {
  const char* kFiles[] = {
      "sudokuexchange_diabolical_se.txt",        "sudokuexchange_easy_selt1.5_500.txt",
      "sudokuexchange_medium_se1.5-2.4_500.txt", "sudokuexchange_hard1_se2.5-3.7_500.txt",
      "sudokuexchange_hard2_se3.8-4.9_500.txt",
  };
  for (const char* f : kFiles) {
    SP_REQUIRE_SHARED(f);
    SCOPED_TRACE(f);
    check_set(f, sample(2000), 1);
  }
}

TEST(DifferentialTest, SergMultiSolutionLinesAllHaveAtLeastTwo) {
  SP_REQUIRE_SHARED("serg_benchmark_multisolution.txt");
  check_set("serg_benchmark_multisolution.txt", sample(2000), -2);
}

TEST(DifferentialTest, ContradictoryGivensGiveZero) {
  // Consistent givens (no repeated digit in a house) whose only place for a 2 in box 8 is gone:
  // spec TV-16.
  core::Puzzle p = parse_line(
      "020000001000010200100020000010000002002000100000201000200100000001002000000000010");
  for (auto& solver : engines_under_test()) {
    CountResult r = solver->count(p, 2);
    EXPECT_EQ(r.count, 0) << solver->name();
    EXPECT_TRUE(r.solution.empty()) << solver->name();
  }
}

TEST(DifferentialTest, RandomSparseGivensAgreeOnRepeatsInEveryHouse) {
  // A few random givens, so that many repeat a digit in a row, a column (within a band or
  // across bands) or a box: every engine and every fast9 kernel counts the same (fast9's set-up
  // checks them all at once, band by band).
  uint64_t x = 0x2545F4914F6CDD1D;
  auto next = [&x] {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    return x;
  };
  auto engines = engines_under_test();
  for (const Fast9Kernel& k : fast9_kernels()) engines.push_back(make_fast9_engine(k));
  int zero = 0;
  for (int n = 0; n < 400; ++n) {
    core::Puzzle p = parse_line(std::string(81, '.'));
    const int givens = 2 + static_cast<int>(next() % 10);
    for (int k = 0; k < givens; ++k) p.cells[next() % 81] = static_cast<uint8_t>(1 + next() % 9);
    const int want = engines[0]->count(p, 2).count;
    zero += want == 0;
    for (auto& solver : engines)
      ASSERT_EQ(solver->count(p, 2).count, want) << solver->name() << " " << core::cells_text(p);
  }
  EXPECT_GT(zero, 40);
  EXPECT_LT(zero, 360);
}

TEST(DifferentialTest, RepeatedGivenOrOutOfRangeValueGivesZero) {
  std::string line(81, '.');
  line[0] = '5';
  line[80] = '5';
  core::Puzzle ok = parse_line(line);
  core::Puzzle row = ok, box = ok;
  row.cells[8] = 5;   // r0c8: same row as r0c0
  box.cells[10] = 5;  // r1c1: same box as r0c0
  core::Puzzle range = ok;
  range.cells[40] = 10;
  for (auto& solver : engines_under_test()) {
    EXPECT_EQ(solver->count(ok, 2).count, 2) << solver->name();
    for (const core::Puzzle* p : {&row, &box, &range}) {
      CountResult r = solver->count(*p, 2);
      EXPECT_EQ(r.count, 0) << solver->name();
      EXPECT_TRUE(r.solution.empty()) << solver->name();
    }
  }
}

TEST(DifferentialTest, EmptyGridHasManySolutionsAndTheLimitIsHonoured) {
  core::Puzzle p = parse_line(std::string(81, '.'));
  for (auto& solver : engines_under_test()) {
    for (int limit : {1, 2, 50}) {
      CountResult r = solver->count(p, limit);
      EXPECT_EQ(r.count, limit) << solver->name();
      EXPECT_TRUE(core::is_solution_of(p, core::Puzzle(p.geometry, r.solution))) << solver->name();
    }
  }
}

// The removal test on every engine: a unique 17-clue puzzle with 12 extra clues from its
// solution; removing an extra clue keeps it unique (no other solution), removing an original
// clue does not (17-clue puzzles are minimal). Witnesses are solutions that differ at the cell.
TEST(DifferentialTest, RemovalTestAgreesOnEveryEngine) {
  SP_REQUIRE_SHARED("17clue_royle_49158.txt");
  auto puzzles = load_sample("17clue_royle_49158.txt", sample(100));
  auto engines = engines_under_test();
  auto reference = make_general_engine();
  Rng rng(3);
  int others = 0, uniques = 0;
  for (const core::Puzzle& p17 : puzzles) {
    CountResult solved = reference->count(p17, 2);
    ASSERT_EQ(solved.count, 1);
    core::Puzzle p = p17;
    std::vector<int> empty;
    for (int c = 0; c < 81; ++c)
      if (!p.cells[c]) empty.push_back(c);
    rng.shuffle(empty);
    for (int k = 0; k < 12; ++k) p.cells[empty[k]] = solved.solution[empty[k]];
    for (int c = 0; c < 81; ++c) {
      if (!p.cells[c] || c % 3) continue;
      core::Puzzle q = p;
      const int v = q.cells[c];
      q.cells[c] = 0;
      const bool expected = reference->count(q, 2).count == 2;
      others += expected;
      uniques += !expected;
      for (auto& e : engines) {
        std::vector<uint8_t> witness;
        ASSERT_EQ(e->other_solution(q, c, v, &witness), expected) << e->name() << " cell " << c;
        if (!expected || witness.empty()) continue;
        EXPECT_NE(witness[c], v) << e->name();
        EXPECT_TRUE(core::is_solution_of(q, core::Puzzle(q.geometry, witness))) << e->name();
      }
    }
  }
  EXPECT_GT(others, 0);
  EXPECT_GT(uniques, 0);
}

// The singles-only check: every engine that has one agrees with the others.
TEST(DifferentialTest, SinglesCheckAgreesOnEveryEngineThatHasOne) {
  SP_REQUIRE_SHARED("sudokuexchange_easy_selt1.5_500.txt");
  SP_REQUIRE_SHARED("sudokuexchange_hard1_se2.5-3.7_500.txt");
  std::vector<core::Puzzle> puzzles = load_sample("sudokuexchange_easy_selt1.5_500.txt", 200);
  for (auto& p : load_sample("sudokuexchange_hard1_se2.5-3.7_500.txt", 200)) puzzles.push_back(p);
  auto engines = engines_under_test();
  int yes = 0, no = 0, checkers = 0;
  for (const auto& p : puzzles) {
    int answer = -1;
    for (auto& e : engines) {
      if (e->capabilities().singles_rank == 0) {
        EXPECT_FALSE(e->solved_by_singles(p)) << e->name();  // "not known"
        continue;
      }
      int a = e->solved_by_singles(p) ? 1 : 0;
      if (answer < 0) {
        answer = a;
        yes += a;
        no += !a;
      }
      EXPECT_EQ(a, answer) << e->name() << ": " << core::write_puzzle(p, core::Format::kLine);
    }
  }
  for (auto& e : engines) checkers += e->capabilities().singles_rank > 0;
  EXPECT_GE(checkers, 2);
  EXPECT_GT(yes, 0);
  EXPECT_GT(no, 0);
}

// Random filling is one algorithm: every engine gives the same valid grid for the same seed.
TEST(DifferentialTest, RandomFillIsTheSameOnEveryEngine) {
  for (const char* name : {"9x9", "16x16", "samurai"}) {
    auto g = *core::geometry_by_name(name);
    std::vector<uint8_t> first;
    for (auto& e : engines_under_test()) {
      Rng rng(17);
      std::vector<uint8_t> grid = e->random_fill(*g, rng);
      core::Puzzle p(g, grid);
      EXPECT_TRUE(p.complete() && core::check_givens(p).is_ok()) << e->name() << " " << name;
      if (first.empty()) first = grid;
      EXPECT_EQ(grid, first) << e->name() << " " << name;
    }
  }
}

// Beyond the 9x9: the engines that support 16x16 and samurai agree on counts, first unique
// solutions and removal tests of puzzles made by emptying cells of a random grid.
TEST(DifferentialTest, LargerAndCompositeGeometriesAgree) {
  for (const char* name : {"16x16", "samurai", "6x6"}) {
    auto g = *core::geometry_by_name(name);
    Rng rng(5);
    std::vector<uint8_t> grid = random_solution(*g, rng);
    std::vector<int> cells(grid.size());
    for (size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
    rng.shuffle(cells);
    core::Puzzle p(g, grid);
    for (size_t k = 0; k < cells.size() * 6 / 10; ++k) {
      p.cells[cells[k]] = 0;
      if (k % 7) continue;
      CountResult first;
      bool have = false;
      for (auto& e : engines_under_test()) {
        if (!e->supports(*g)) continue;
        CountResult r = e->count(p, 2);
        if (!have) {
          first = r;
          have = true;
        }
        EXPECT_EQ(r.count, first.count) << e->name() << " " << name << " " << k;
        if (r.count == 1) {
          EXPECT_EQ(r.solution, first.solution) << e->name();
        }
        if (first.count == 1) {
          core::Puzzle q = p;
          int c = cells[k + 1];
          q.cells[c] = 0;
          bool other = e->other_solution(q, c, grid[c], nullptr);
          EXPECT_EQ(other, first.count == 1 && e->count(q, 2).count == 2) << e->name();
        }
      }
    }
  }
}

// The exclusion engine splits a composite into independent parts once every cell its sub-grids
// share is solved (split() in exclusion_engine.cpp), and searches a removal test's own sub-grids
// first. Counts (limits 1 to 3), unique solutions, removal tests and their witnesses agree with
// the general engine, which does neither: on puzzles whose shared cells stay given (split at
// the root), on puzzles emptied at random (split deep in the search, or never), and with a
// contradiction inside one part (no solution, whatever the other parts hold).
TEST(DifferentialTest, CompositeSplitAgreesWithTheGeneralEngine) {
  auto exclusion = make_exclusion_engine();
  auto general = make_general_engine();
  int checks = 0, splits_at_root = 0, dead_parts = 0;
  for (const char* name : {"samurai", "quadruple", "windmill", "flower", "butterfly", "triple"}) {
    auto g = *core::geometry_by_name(name);
    Rng rng(11);
    const std::vector<uint8_t> grid = random_solution(*g, rng);
    std::vector<int> grids_of(grid.size(), 0);
    for (const auto& cells : g->grid_cells())
      for (int c : cells) ++grids_of[c];
    std::vector<int> order(grid.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    for (int keep_shared = 1; keep_shared >= 0; --keep_shared) {
      rng.shuffle(order);
      core::Puzzle p(g, grid);
      int emptied = 0;
      for (int c : order) {
        if (keep_shared && grids_of[c] > 1) continue;
        if (keep_shared ? emptied > static_cast<int>(grid.size()) * 3 / 4
                        : emptied > static_cast<int>(grid.size()) * 6 / 10)
          break;
        p.cells[c] = 0;
        if (++emptied % 11) continue;
        for (int limit = 1; limit <= 3; ++limit) {
          CountResult a = exclusion->count(p, limit), b = general->count(p, limit);
          ASSERT_EQ(a.count, b.count) << name << " emptied " << emptied << " limit " << limit;
          if (limit == 2 && b.count == 1) {
            EXPECT_EQ(a.solution, b.solution) << name;
          }
        }
        ++checks;
        splits_at_root += keep_shared;
        // A removal test on the next given cell (in a sub-grid of its own, mostly).
        for (int c2 : order) {
          if (!p.cells[c2]) continue;
          core::Puzzle q = p;
          const int v = q.cells[c2];
          q.cells[c2] = 0;
          // Expected: some solution has another value there (p itself may have several).
          bool expected = false;
          for (int w = 1; w <= g->size() && !expected; ++w) {
            if (w == v) continue;
            core::Puzzle t = q;
            t.cells[c2] = static_cast<uint8_t>(w);
            expected = general->count(t, 1).count == 1;
          }
          std::vector<uint8_t> witness;
          ASSERT_EQ(exclusion->other_solution(q, c2, v, &witness), expected)
              << name << " emptied " << emptied << " cell " << c2;
          if (expected) {
            EXPECT_NE(witness[c2], v) << name;
            EXPECT_TRUE(core::is_solution_of(q, core::Puzzle(q.geometry, witness))) << name;
          }
          break;
        }
      }
    }
    // One part with no solution while the others have many: the other sub-grids' unshared
    // cells all empty, the last sub-grid's shared cells given and some of its other cells,
    // and at one of its empty cells a value other than the grid's that clashes with no given.
    // Kept when the general engine finds no solution and the exclusion engine had to branch
    // (the contradiction lies past propagation, so the parts were searched one by one).
    const auto& last = g->grid_cells().back();
    std::vector<char> in_last(grid.size(), 0);
    for (int c : last) in_last[c] = 1;
    int found_here = 0;
    for (int trial = 0; trial < 3000 && found_here < 3; ++trial) {
      core::Puzzle t(g, grid);
      rng.shuffle(order);
      const int keep = 18 + trial % 20;
      int kept = 0, target = -1;
      for (int c : order) {
        if (grids_of[c] > 1) continue;
        if (!in_last[c] || kept >= keep) {
          t.cells[c] = 0;
          if (in_last[c] && target < 0) target = c;
        } else {
          ++kept;
        }
      }
      int v = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(g->size())));
      if (target < 0 || v == grid[target]) continue;
      bool clash = false;
      for (int peer : g->peers(target)) clash = clash || t.cells[peer] == v;
      if (clash) continue;
      t.cells[target] = static_cast<uint8_t>(v);
      if (general->count(t, 1).count != 0) continue;
      CountResult r = exclusion->count(t, 1);
      if (r.stats.nodes <= 1) continue;
      ++found_here;
      for (int limit = 1; limit <= 3; ++limit)
        EXPECT_EQ(exclusion->count(t, limit).count, 0) << name << " limit " << limit;
    }
    dead_parts += found_here;
  }
  EXPECT_GT(dead_parts, 0);
  EXPECT_GT(checks, 40);
  EXPECT_GT(splits_at_root, 10);
}

}  // namespace
}  // namespace sudokupress::solve
