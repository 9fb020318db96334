// SPDX-License-Identifier: GPL-3.0-or-later
// Difficulty targets on the human ladder (issue 25): targeted puzzles re-grade to their target,
// batches do not depend on the thread count, the climb keeps symmetry and minimality, untargeted
// IDs regenerate the puzzles they always did, and reversed ranges are refused up front.
#include <gtest/gtest.h>

#include <chrono>

#include "core/format.hpp"
#include "generate/generator.hpp"
#include "generate/grading.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/grade.hpp"

namespace sudokupress::generate {
namespace {

// The human profile as a GradeFunction (one Grader per thread and option set).
GradeFunction human_grader(bool se = false) {
  return [se](const core::Puzzle& p) {
    thread_local grade::Grader plain(grade::GradeOptions{.profile = grade::Profile::kHuman});
    thread_local grade::Grader with_se(
        grade::GradeOptions{.profile = grade::Profile::kHuman, .se_rating = true});
    grade::GradeResult r = (se ? with_se : plain).grade(p);
    GradeInfo info;
    info.level = r.level;
    info.grade = std::string(r.grade);
    info.score = r.score;
    info.er = r.er;
    return info;
  };
}

std::vector<Generated> batch(const GenerateOptions& o, int count, uint64_t seed, int threads) {
  std::vector<Generated> out;
  BatchOptions b;
  b.count = count;
  b.seed = seed;
  b.threads = threads;
  b.on_puzzle = [&](const Generated& g) { out.push_back(g); };
  auto s = generate_batch(o, b);
  EXPECT_TRUE(s.is_ok()) << s.status().message();
  return out;
}

GenerateOptions level_target(int level) {
  GenerateOptions o;
  o.grader = human_grader();
  o.target.min_level = level;
  o.target.max_level = level;
  return o;
}

TEST(GeneratorTargetTest, HumanLevelTargetsRegradeToTheirLevel) {
  grade::Grader check(grade::GradeOptions{.profile = grade::Profile::kHuman});
  for (int level : {0, 1, 2, 3, 4, 5}) {
    auto out = batch(level_target(level), 2, 11, 2);
    ASSERT_EQ(out.size(), 2u) << level;
    for (const Generated& g : out) {
      EXPECT_TRUE(is_unique(g.puzzle)) << level;
      ASSERT_TRUE(g.grade.has_value());
      EXPECT_EQ(g.grade->level, level);
      EXPECT_EQ(check.grade(g.puzzle).level, level)
          << core::write_puzzle(g.puzzle, core::Format::kLine);
    }
  }
}

// Nightmare (dynamic forcing nets) where the generator reaches it: X Sudoku (README "Difficulty
// targets"; the classic 9x9's Nightmare is a rare target, tested below). The puzzles re-grade to
// Nightmare and do not depend on the thread count.
TEST(GeneratorTargetTest, XNightmareRegradesAndIsTheSameOnOneAndTwoThreads) {
  GenerateOptions o;
  o.geometry = *core::geometry_by_name("x");
  o.target.min_level = 6;
  ASSERT_TRUE(attach_grader(o).is_ok());
  auto one = batch(o, 2, 1, 1);
  auto two = batch(o, 2, 1, 2);
  ASSERT_EQ(one.size(), 2u);
  ASSERT_EQ(two.size(), 2u);
  grade::Grader check(grade::GradeOptions{.profile = grade::Profile::kHuman});
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].puzzle.cells, two[i].puzzle.cells) << i;
    EXPECT_EQ(one[i].id, two[i].id);
    EXPECT_TRUE(is_unique(one[i].puzzle));
    EXPECT_EQ(check.grade(one[i].puzzle).level, 6)
        << core::write_puzzle(one[i].puzzle, core::Format::kLine);
  }
}

// A target the generator seldom or never reaches (the classic 9x9's Nightmare by level or by an
// ER floor in its band; Diabolical and up on a 6x6) gets a bounded default budget, and its
// failure says why instead of searching for minutes.
TEST(GeneratorTargetTest, RareTargetsAreBoundedAndSayWhy) {
  GenerateOptions o;
  o.target.min_level = 6;
  ASSERT_TRUE(attach_grader(o).is_ok());
  EXPECT_NE(o.rare_target(), "");
  EXPECT_TRUE(uses_nightmare_search(o));  // its own budget (tests/generate/nightmare_test.cpp)
  EXPECT_EQ(o.default_attempts(), kNightmareAttempts);
  // With a symmetry the attempts only climb: the bounded budget of the rare targets.
  o.symmetry = core::Symmetry::kRot180;
  EXPECT_FALSE(uses_nightmare_search(o));
  EXPECT_EQ(o.default_attempts(), kRareTargetAttempts);
  GenerateOptions er;
  er.target.min_er = 9.5;
  EXPECT_NE(er.rare_target(), "");
  er.target.min_er = 9.4;
  EXPECT_EQ(er.rare_target(), "");
  EXPECT_EQ(er.default_attempts(), 10000);
  EXPECT_EQ(level_target(5).rare_target(), "");
  GenerateOptions x = o;  // X Sudoku reaches Nightmare (README "Difficulty targets")
  x.geometry = *core::geometry_by_name("x");
  EXPECT_EQ(x.rare_target(), "");
  GenerateOptions six = level_target(5);
  six.geometry = *core::geometry_by_name("6x6");
  EXPECT_NE(six.rare_target().find("6x6 seldom or never needs forcing chains"), std::string::npos)
      << six.rare_target();
  GenerateOptions samurai = o;  // composites: bounded, with the reason
  samurai.symmetry = core::Symmetry::kNone;
  samurai.geometry = *core::geometry_by_name("samurai");
  EXPECT_FALSE(uses_nightmare_search(samurai));
  EXPECT_NE(samurai.rare_target().find("seldom or never needs dynamic forcing nets"),
            std::string::npos)
      << samurai.rare_target();
  EXPECT_EQ(samurai.default_attempts(), 10);  // a few: each attempt takes seconds
  GenerateOptions book;  // the book ladder's top (backtracking) is common: not bounded
  book.target.profile = grade::Profile::kBook;
  book.target.min_level = 4;
  EXPECT_EQ(book.rare_target(), "");
  o.max_attempts = 2;
  auto r = generate_one(o, 1);
  ASSERT_FALSE(r.is_ok());
  const std::string& m = r.status().message();
  EXPECT_NE(m.find("after 2 attempts"), std::string::npos) << m;
  EXPECT_NE(m.find("Nightmare puzzles (dynamic forcing nets, ER 9.5 and up) are rare"),
            std::string::npos)
      << m;
}

TEST(GeneratorTargetTest, ErBandTargetRegradesToItsBand) {
  GenerateOptions o;
  o.grader = human_grader(true);
  o.target.min_er = 7;
  o.target.max_er = 8;
  grade::Grader check(grade::GradeOptions{.profile = grade::Profile::kHuman, .se_rating = true});
  for (const Generated& g : batch(o, 2, 3, 2)) {
    EXPECT_TRUE(is_unique(g.puzzle));
    const double er = check.grade(g.puzzle).er;
    EXPECT_GE(er, 7.0) << core::write_puzzle(g.puzzle, core::Format::kLine);
    EXPECT_LE(er, 8.0) << core::write_puzzle(g.puzzle, core::Format::kLine);
  }
}

TEST(GeneratorTargetTest, TargetedBatchIsTheSameOnOneAndTwoThreads) {
  GenerateOptions o = level_target(4);
  auto one = batch(o, 3, 40, 1);
  auto two = batch(o, 3, 40, 2);
  ASSERT_EQ(one.size(), 3u);
  ASSERT_EQ(two.size(), 3u);
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].puzzle.cells, two[i].puzzle.cells) << i;
    EXPECT_EQ(one[i].id, two[i].id);
  }
  // And a single puzzle from its seed is the batch's.
  auto again = generate_one(o, 41);
  ASSERT_TRUE(again.is_ok()) << again.status().message();
  EXPECT_EQ(again->puzzle.cells, one[1].puzzle.cells);
}

TEST(GeneratorTargetTest, ClimbKeepsSymmetryAndMinimality) {
  GenerateOptions o = level_target(3);
  o.symmetry = core::Symmetry::kRot180;
  o.minimal = true;
  for (const Generated& g : batch(o, 2, 21, 2)) {
    EXPECT_TRUE(core::has_symmetry(*g.puzzle.geometry, g.puzzle.cells, core::Symmetry::kRot180));
    EXPECT_TRUE(is_minimal(g.puzzle)) << core::write_puzzle(g.puzzle, core::Format::kLine);
    EXPECT_EQ(g.grade->level, 3);
  }
}

// Puzzles generated by the code before the climb existed: untargeted runs and targets the climb
// never serves (a ceiling only, or a floor the first puzzle always meets). Their IDs must
// regenerate them byte for byte.
struct Golden {
  GenerateOptions options;
  uint64_t seed;
  const char* id;
  const char* line;
};

std::vector<Golden> golden_cases() {
  std::vector<Golden> all(7);
  all[0].seed = 1;
  all[1].options.symmetry = core::Symmetry::kRot180;
  all[1].options.minimal = true;
  all[1].seed = 5;
  all[2].options.geometry = *core::geometry_by_name("6x6");
  all[2].seed = 2;
  all[3].options.geometry = *core::geometry_by_name("x");
  all[3].seed = 3;
  all[4].options.geometry = *core::geometry_by_name("jigsaw");
  all[4].seed = 4;
  // Targets of IDs made before the one scale: on the full profile's ladder (no ladder token).
  all[5].options.target.profile = grade::Profile::kFull;
  all[5].options.grader = project_grader(grade::Profile::kFull);
  all[5].options.target.min_level = all[5].options.target.max_level = 0;
  all[5].seed = 6;
  all[6].options.target.profile = grade::Profile::kFull;
  all[6].options.grader = project_grader(grade::Profile::kFull);
  all[6].options.target.max_score = 150;
  all[6].seed = 7;
  const char* kExpected[][2] = {
      {"sp1_9x9_s1",
       "2..9...87..3...1..89.4..2.....8...631.........8......5.6.7.3..49....4........2..8"},
      {"sp1_9x9_yrot180_m_s5",
       "....8.....5....286.29.6.3...3.2.5...5.......3...7.6.2...8.2.93.394....1.....1...."},
      {"sp1_6x6_s2", "..2.3.....42...6.1.5......1...2....4"},
      {"sp1_x_s3",
       "..7..8...........93................8..3....9664......7......14...2...7..18.4....."},
      {"sp2_jigsaw_s4",
       "17..........9.1....3......................96....7............3..5..68...2....3..."
       "\t111432222114432222114333332114355566444359566745559966777578966787778996888888999"},
      {"sp1_9x9_l0-0_s6",
       "3.6..4.......6.7...7..1..4.7.9...26...1...........5.189....1.87.....6..4..259...."},
      {"sp1_9x9_r..150_s7",
       ".8..3.19..6...4.........2.7..49...286..5....9..3.4....49...7.5......6........2.1."},
  };
  for (size_t i = 0; i < all.size(); ++i) {
    all[i].id = kExpected[i][0];
    all[i].line = kExpected[i][1];
  }
  return all;
}

TEST(GeneratorTargetTest, UntargetedIdsRegenerateTheSamePuzzles) {
  for (const Golden& c : golden_cases()) {
    auto g = generate_one(c.options, c.seed);
    ASSERT_TRUE(g.is_ok()) << g.status().message();
    EXPECT_EQ(g->id, c.id);
    EXPECT_EQ(core::layout_text(g->puzzle), std::string(c.line)) << g->id;
    auto d = decode_id(c.id);
    if (!d.is_ok()) continue;  // reported above
    if (c.options.grader) {
      EXPECT_EQ(d->options.target.profile, grade::Profile::kFull) << c.id;
      d->options.grader = project_grader(d->options.target.profile);
    }
    auto again = generate_one(d->options, d->seed);
    ASSERT_TRUE(again.is_ok()) << again.status().message();
    EXPECT_EQ(again->puzzle.cells, g->puzzle.cells) << c.id;
  }
}

TEST(GeneratorTargetTest, ReversedRangesAreRefusedAtOnce) {
  GenerateOptions levels = level_target(0);
  levels.target.min_level = 3;
  levels.target.max_level = 1;
  GenerateOptions scores;
  scores.grader = human_grader();
  scores.target.min_score = 500;
  scores.target.max_score = 300;
  GenerateOptions ers;
  ers.grader = human_grader(true);
  ers.target.min_er = 9;
  ers.target.max_er = 1;
  GenerateOptions infinite = ers;
  infinite.target.min_er = INFINITY;
  infinite.target.max_er = NAN;
  const auto start = std::chrono::steady_clock::now();
  for (const auto* o : {&levels, &scores, &ers, &infinite}) {
    core::Status st = validate(*o);
    EXPECT_FALSE(st.is_ok());
    auto one = generate_one(*o, 1);
    EXPECT_FALSE(one.is_ok());
    BatchOptions b;
    b.count = 5;
    EXPECT_FALSE(generate_batch(*o, b).is_ok());
  }
  EXPECT_NE(validate(ers).message().find("ER range 9..1 is reversed"), std::string::npos)
      << validate(ers).message();
  EXPECT_NE(validate(levels).message().find("level range 3..1"), std::string::npos);
  EXPECT_NE(validate(infinite).message().find("finite"), std::string::npos);
  // Refused before any attempt: far below the time of one targeted puzzle.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  // An open side or an equal pair is a valid range.
  GenerateOptions point = ers;
  point.target.min_er = point.target.max_er = 4.5;
  EXPECT_TRUE(validate(point).is_ok());
  point.target.max_er = NAN;
  EXPECT_TRUE(validate(point).is_ok());
}

}  // namespace
}  // namespace sudokupress::generate
