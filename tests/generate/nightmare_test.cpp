// SPDX-License-Identifier: GPL-3.0-or-later
// The Nightmare search (generate/nightmare.hpp): the solution lister agrees with the exact
// engine, the {-1,+1} neighbours are exactly the unique ones, the grader's forcing census tells
// a Nightmare (0) from a Diabolical puzzle without changing the grade, the walk from a
// Diabolical neighbour of a Nightmare finds one, and the Nightmare target's IDs carry their own
// generator version. The puzzles are this generator's own outputs.
#include "generate/nightmare.hpp"

#include <gtest/gtest.h>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"

namespace sudokupress::generate {
namespace {

// generate --grade Diabolical --seed 1 (generator version 1).
constexpr const char* kDiabolical =
    "........7..325.1..89.4........8..4.31......9..826......6.7...2.9....4..1........8";
// A Nightmare this search made (seed 1, during its development; ER 9.8).
constexpr const char* kNightmare =
    "94.5.....2...3..5......6..968.3.....5..8...2......7..8.5.4...31....1.7..4.9......";

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

TEST(NightmareTest, ListerCountsAsTheEngine) {
  auto engine = solve::make_engine(**core::geometry_by_name("9x9"), solve::Task::kCount);
  std::vector<uint8_t> cells = cells_of(kDiabolical);
  int checked = 0;
  for (int c = 0; c < 81 && checked < 6; ++c) {
    if (!cells[c]) continue;
    const uint8_t v = cells[c];
    cells[c] = 0;
    bool over = true;
    const auto sols = classic_solutions(cells, kMaxSolutions, &over);
    ASSERT_FALSE(over);
    EXPECT_EQ(static_cast<int>(sols.size()), engine->count(puzzle_of(cells), kMaxSolutions).count);
    for (const auto& s : sols)
      for (int d = 0; d < 81; ++d)
        if (cells[d]) {
          ASSERT_EQ(s[d], cells[d]);
        }
    cells[c] = v;
    ++checked;
  }
  bool over = false;
  EXPECT_EQ(classic_solutions(cells_of(kDiabolical), 3, &over).size(), 1u);
  EXPECT_FALSE(over);
  std::vector<uint8_t> empty(81, 0);
  EXPECT_EQ(classic_solutions(empty, 5, &over).size(), 5u);
  EXPECT_TRUE(over);
  std::vector<uint8_t> clash = cells_of(kDiabolical);
  clash[0] = 7;  // 7 is already in row 1
  EXPECT_TRUE(classic_solutions(clash, 5, &over).empty());
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

TEST(NightmareTest, OnlyTheNightmareTargetsIdsChangeVersion) {
  GenerateOptions o;
  o.target.grade = "Nightmare";
  ASSERT_TRUE(attach_grader(o).is_ok());
  EXPECT_TRUE(uses_nightmare_search(o));
  EXPECT_EQ(encode_id(o, 1), "sp3_9x9_gNightmare_thuman_s1");
  auto back = decode_id("sp3_9x9_gNightmare_thuman_s1");
  ASSERT_TRUE(back.is_ok()) << back.status().message();
  EXPECT_TRUE(uses_nightmare_search(back->options));
  auto old = decode_id("sp1_9x9_gNightmare_thuman_s1");
  ASSERT_FALSE(old.is_ok());
  EXPECT_NE(old.status().message().find("version 3"), std::string::npos) << old.status().message();
  GenerateOptions sym = o;  // with a symmetry the attempts only climb: version 1 as before
  sym.symmetry = core::Symmetry::kRot180;
  const std::string sym_id = encode_id(sym, 1);
  EXPECT_EQ(sym_id.substr(0, 4), "sp1_");
  EXPECT_TRUE(decode_id(sym_id).is_ok()) << sym_id;
  EXPECT_TRUE(decode_id("sp1_9x9_gDiabolical_thuman_s1").is_ok());
  EXPECT_FALSE(decode_id("sp3_9x9_gDiabolical_thuman_s1").is_ok());
  GenerateOptions x = o;  // other geometries keep their version
  x.geometry = *core::geometry_by_name("x");
  EXPECT_FALSE(uses_nightmare_search(x));
  EXPECT_EQ(encode_id(x, 1).substr(0, 4), "sp1_");
}

}  // namespace
}  // namespace sudokupress::generate
