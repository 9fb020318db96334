// SPDX-License-Identifier: GPL-3.0-or-later
// The Nightmare search (generate/nightmare.hpp): the solution lister agrees with the exact
// engine, the {-1,+1} neighbours are exactly the unique ones, the grader's forcing census tells
// a Nightmare (0) from a Diabolical puzzle without changing the grade, the walk from a
// Diabolical neighbour of a Nightmare finds one, and the Nightmare target's IDs carry their own
// generator version. The puzzles are this generator's own outputs.
#include "generate/nightmare.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/transform.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {
namespace {

// generate --grade Diabolical --seed 1 (generator version 1).
constexpr const char* kDiabolical =
    "........7..325.1..89.4........8..4.31......9..826......6.7...2.9....4..1........8";
// A Nightmare this search made (seed 1, during its development; ER 9.8).
constexpr const char* kNightmare =
    "94.5.....2...3..5......6..968.3.....5..8...2......7..8.5.4...31....1.7..4.9......";
// The next two Nightmares its harvest finds (NightmareSearch::harvest from kNightmare: 8
// expansions, 1,363 grades, 4.2 s in the release build).
constexpr const char* kHarvested[] = {
    ".4.5.....2...3..5......6..968.3.....5..8...2...4..7..8.5.4...31....1.7..4.9......",
    ".4.5.....2...3..5......68.968.......5..8...2...4..7..8.5.4...31....1.7....9..3..."};

std::vector<uint8_t> cells_of(const char* line) {
  std::vector<uint8_t> c(81);
  for (int i = 0; i < 81; ++i) c[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
  return c;
}

core::Puzzle puzzle_of(const std::vector<uint8_t>& cells) {
  return core::Puzzle(*core::geometry_by_name("9x9"), cells);
}

grade::GradeResult human(const std::vector<uint8_t>& cells, bool census) {
  grade::GradeOptions o;
  o.profile = grade::Profile::kHuman;
  o.forcing_census = census;
  return grade::grade(puzzle_of(cells), o);
}

// For one clue, every (cell, value) is tested by the engine: the listed neighbours are exactly
// the unique ones.
TEST(NightmareTest, NeighboursAreExactlyTheUniqueOnes) {
  auto engine = solve::make_engine(**core::geometry_by_name("9x9"), solve::Task::kCount);
  const std::vector<uint8_t> cells = cells_of(kDiabolical);
  const auto all = unique_neighbours(cells, kMaxSolutions);
  ASSERT_FALSE(all.empty());
  int first = -1;
  for (int c = 0; c < 81 && first < 0; ++c)
    if (cells[c]) first = c;
  std::vector<uint8_t> work = cells;
  work[first] = 0;
  int expected = 0;
  for (int d = 0; d < 81; ++d) {
    if (work[d]) continue;
    for (int v = 1; v <= 9; ++v) {
      if (d == first && v == cells[first]) continue;
      work[d] = static_cast<uint8_t>(v);
      if (engine->count(puzzle_of(work), 2).count == 1) ++expected;
      work[d] = 0;
    }
  }
  int listed = 0;
  for (const Neighbour& n : all)
    if (n.removed == first) ++listed;
  EXPECT_EQ(listed, expected);
  for (size_t i = 0; i < all.size(); i += 7) {  // a sample of the others
    work = cells;
    work[all[i].removed] = 0;
    work[all[i].added] = static_cast<uint8_t>(all[i].value);
    EXPECT_EQ(engine->count(puzzle_of(work), 2).count, 1) << i;
  }
}

TEST(NightmareTest, ForcingCensusTellsNightmaresAndKeepsTheGrade) {
  for (const char* line : {kDiabolical, kNightmare}) {
    const auto plain = human(cells_of(line), false);
    const auto census = human(cells_of(line), true);
    EXPECT_EQ(plain.codes, census.codes) << line;
    EXPECT_EQ(plain.score, census.score) << line;
    EXPECT_EQ(plain.forcing_min, -1);
    EXPECT_EQ(plain.forcing_peak, census.forcing_peak);
  }
  const auto d = human(cells_of(kDiabolical), true);
  EXPECT_EQ(d.level, 5);
  EXPECT_GT(d.forcing_min, 0);
  EXPECT_GT(d.forcing_peak, 0);
  EXPECT_LT(d.forcing_peak, 1);
  grade::GradeOptions capped{.profile = grade::Profile::kHuman, .forcing_census = true};
  capped.forcing_census_cap = 3;
  EXPECT_EQ(grade::grade(puzzle_of(cells_of(kDiabolical)), capped).forcing_min,
            std::min(3, d.forcing_min));
  const auto n = human(cells_of(kNightmare), true);
  EXPECT_EQ(n.level, 6);
  EXPECT_EQ(n.forcing_min, 0);
  EXPECT_EQ(n.forcing_peak, 1);
}

// The walk from a Diabolical neighbour of a Nightmare: the Nightmare is among that neighbour's
// own neighbours, so one expansion finds one (this or another), unique and Nightmare.
TEST(NightmareTest, WalkFromANeighbourFindsANightmare) {
  const std::vector<uint8_t> nightmare = cells_of(kNightmare);
  std::vector<uint8_t> start;
  grade::Grader grader(grade::GradeOptions{.profile = grade::Profile::kHuman});
  for (const Neighbour& n : unique_neighbours(nightmare, kMaxSolutions)) {
    std::vector<uint8_t> w = nightmare;
    w[n.removed] = 0;
    w[n.added] = static_cast<uint8_t>(n.value);
    if (grader.grade(puzzle_of(w)).level == 5) {
      start = w;
      break;
    }
  }
  ASSERT_FALSE(start.empty());
  EXPECT_GT(human(start, true).forcing_min, 0);  // no Nightmare: some forcing set finds one
  NightmareSearch search;
  NightmareBudget budget;
  budget.expansions = 1;
  budget.extended = 1;
  NightmareStats stats;
  const std::vector<uint8_t> found = search.run(start, budget, &stats);
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(stats.expansions, 1);
  EXPECT_EQ(stats.best_census, 0);
  EXPECT_TRUE(is_unique(puzzle_of(found)));
  EXPECT_EQ(grader.grade(puzzle_of(found)).level, 6);
}

// The harvest: the start first when it is a Nightmare, then every Nightmare met in its
// neighbourhoods, each unique and Nightmare and all different; a smaller want gives a prefix.
TEST(NightmareTest, HarvestKeepsEveryNightmareInOrder) {
  const std::vector<uint8_t> start = cells_of(kNightmare);
  NightmareSearch search;
  NightmareBudget budget;
  NightmareStats stats;
  const auto two = search.harvest(start, budget, 2, &stats);
  ASSERT_EQ(two.size(), 2u) << "expansions " << stats.expansions;
  EXPECT_EQ(two[0], start);
  EXPECT_EQ(two[1], cells_of(kHarvested[0]));
  EXPECT_EQ(stats.best_census, 0);
  EXPECT_TRUE(is_unique(puzzle_of(two[1])));
  EXPECT_EQ(human(two[1], false).level, 6);
  EXPECT_EQ(search.harvest(start, budget, 1, nullptr), std::vector<std::vector<uint8_t>>{start});
  budget.stale = 0;  // no expansion after the first find: the start alone
  EXPECT_EQ(search.harvest(start, budget, 3, nullptr).size(), 1u);
  // The third (kHarvested[1]) takes seconds to find: checked as a member below.
  const std::vector<uint8_t> third = cells_of(kHarvested[1]);
  EXPECT_TRUE(is_unique(puzzle_of(third)));
  EXPECT_EQ(human(third, false).level, 6);
}

// A random isomorph is the same puzzle class (canonical form) with its grade, drawn anew each
// time.
TEST(NightmareTest, RandomIsomorphIsTheSameClass) {
  const std::vector<uint8_t> start = cells_of(kNightmare);
  solve::Rng rng(3);
  const std::vector<uint8_t> a = random_isomorph(start, rng);
  const std::vector<uint8_t> b = random_isomorph(start, rng);
  EXPECT_NE(a, start);
  EXPECT_NE(a, b);
  EXPECT_EQ(core::canonical_string(puzzle_of(a)), core::canonical_string(puzzle_of(start)));
  EXPECT_EQ(core::canonical_string(puzzle_of(b)), core::canonical_string(puzzle_of(start)));
  EXPECT_TRUE(is_unique(puzzle_of(a)));
  EXPECT_EQ(human(a, false).level, 6);
}

// Members of a family from given attempts (the search is left out: tens of CPU seconds): the
// harvest is the attempts' finds in attempt order, cut at the family's size, made once for the
// batch; members are Nightmares, another member a random isomorph of its own, the same on every
// call, and the batch's first member of the family carries the family's attempts.
TEST(NightmareTest, FamilyMembersComeFromTheirHarvest) {
  GenerateOptions o;
  o.target.grade = "Nightmare";
  ASSERT_TRUE(attach_grader(o).is_ok());
  const uint64_t base = 5 * kNightmareFamily;
  const std::vector<std::vector<uint8_t>> cells = {cells_of(kNightmare), cells_of(kHarvested[0]),
                                                   cells_of(kHarvested[1])};
  NightmareFamilies families(base + 1, base + 3, 4);
  EXPECT_EQ(families.want(base), 3);
  EXPECT_EQ(families.want(base + kNightmareFamily), 0);
  EXPECT_EQ(families.first_seed(base), base + 1);
  // Three attempts: the first finds two Nightmares, the second none, the third one.
  int made = 0;
  auto attempt = [&](uint64_t b, long k, int want) {
    ++made;
    EXPECT_EQ(b, base);
    EXPECT_EQ(want, 3);
    NightmareFamilies::Family f;
    if (k == 0) f.cells = {cells[0], cells[1]};
    if (k == 2) f.cells = {cells[2], cells[0]};  // the family is full before the second
    f.stats.attempts = 1;
    f.stats.failures = {{"easier than the target", 1}};
    return f;
  };
  auto failure = [](const GenerateStats&, int, int) { return core::Status::error("failed"); };
  auto h = families.get(base, attempt, failure);
  ASSERT_TRUE(h.is_ok()) << h.status().message();
  EXPECT_EQ(h->cells, cells);
  EXPECT_EQ(h->stats.attempts, 3);
  ASSERT_EQ(h->stats.failures.size(), 1u);
  EXPECT_EQ(h->stats.failures[0].second, 3);
  ASSERT_TRUE(families.get(base, attempt, failure).is_ok());
  EXPECT_EQ(made, 3);
  // Settling: open while an earlier attempt is missing, a failure once the budget is spent.
  std::map<long, NightmareFamilies::Family> done;
  done[1].cells = cells;
  EXPECT_FALSE(NightmareFamilies::settle(done, 4, 3, failure).has_value());
  done[0] = {};
  EXPECT_TRUE(NightmareFamilies::settle(done, 4, 3, failure)->is_ok());
  done.erase(1);
  done[1] = {};
  EXPECT_FALSE(NightmareFamilies::settle(done, 2, 3, failure)->is_ok());
  for (uint64_t j = 1; j < 3; ++j) {
    auto m = generate_one(o, base + j, &families);
    ASSERT_TRUE(m.is_ok()) << m.status().message();
    EXPECT_EQ(m->id, encode_id(o, base + j));
    EXPECT_EQ(m->grade->level, 6);
    EXPECT_TRUE(is_unique(m->puzzle));
    EXPECT_EQ(m->stats.attempts, j == 1 ? 3 : 0);
    // An isomorph of the harvest's j-th puzzle, perhaps with fewer clues.
    EXPECT_NE(m->puzzle.cells, cells[j]);
    auto again = generate_one(o, base + j, &families);
    ASSERT_TRUE(again.is_ok());
    EXPECT_EQ(again->puzzle.cells, m->puzzle.cells);
    EXPECT_EQ(again->solution, m->solution);
  }
  EXPECT_EQ(made, 3);
}

TEST(NightmareTest, OnlyTheNightmareTargetsIdsChangeVersion) {
  GenerateOptions o;
  o.target.grade = "Nightmare";
  ASSERT_TRUE(attach_grader(o).is_ok());
  EXPECT_TRUE(uses_nightmare_search(o));
  EXPECT_EQ(encode_id(o, 1), "sp4_9x9_gNightmare_thuman_s1");
  auto back = decode_id("sp4_9x9_gNightmare_thuman_s1");
  ASSERT_TRUE(back.is_ok()) << back.status().message();
  EXPECT_TRUE(uses_nightmare_search(back->options));
  for (const char* id : {"sp1_9x9_gNightmare_thuman_s1", "sp3_9x9_gNightmare_thuman_s1"}) {
    auto old = decode_id(id);  // version 3 made each seed by its own search (no families)
    ASSERT_FALSE(old.is_ok()) << id;
    EXPECT_NE(old.status().message().find("version 4"), std::string::npos)
        << old.status().message();
  }
  GenerateOptions sym = o;  // with a symmetry the attempts only climb: version 1 as before
  sym.symmetry = core::Symmetry::kRot180;
  const std::string sym_id = encode_id(sym, 1);
  EXPECT_EQ(sym_id.substr(0, 4), "sp1_");
  EXPECT_TRUE(decode_id(sym_id).is_ok()) << sym_id;
  EXPECT_TRUE(decode_id("sp1_9x9_gDiabolical_thuman_s1").is_ok());
  EXPECT_FALSE(decode_id("sp3_9x9_gDiabolical_thuman_s1").is_ok());
  EXPECT_FALSE(decode_id("sp4_9x9_gDiabolical_thuman_s1").is_ok());
  GenerateOptions x = o;  // other geometries keep their version
  x.geometry = *core::geometry_by_name("x");
  EXPECT_FALSE(uses_nightmare_search(x));
  EXPECT_EQ(encode_id(x, 1).substr(0, 4), "sp1_");
}

}  // namespace
}  // namespace sudokupress::generate
