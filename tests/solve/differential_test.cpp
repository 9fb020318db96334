// Both engines against each other and against known answers on the shared 9x9 sets:
// exact solution counts (0 .. 847), uniqueness on the benchmark sets, multi-solution lines,
// and the validity of every solution returned.
#include <gtest/gtest.h>

#include <string>

#include "core/format.hpp"
#include "engines.hpp"
#include "solve/exact.hpp"
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

}  // namespace
}  // namespace sudokupress::solve
