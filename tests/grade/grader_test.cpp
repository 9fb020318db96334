// SPDX-License-Identifier: GPL-3.0-or-later
// The grader as a whole: the book's recorded strategy sequences, the profiles, the table, the
// score, and geometries other than the 9x9.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "grade/grade.hpp"
#include "grade_test_support.hpp"
#include "solve/exact.hpp"
#include "test_support.hpp"

namespace sudokupress::grade {
namespace {

using Codes = std::vector<int>;

Codes codes(const std::string& s, Profile p) {
  GradeOptions o;
  o.profile = p;
  return grade::grade(testing::puzzle(s), o).codes;
}

TEST(GraderTest, Tv2BookProfileGivesTheBooksCodes) {
  EXPECT_EQ(
      codes("200080010001902000450061020004000089060070000710000060040107008000009500070020034",
            Profile::kBook),
      (Codes{0, 10, 12, 31}));
}

TEST(GraderTest, Tv10DiamondGivesAppendixASequence) {
  EXPECT_EQ(
      codes("030070050400302007001000800090020030300807004080030020007000300100705009060090070",
            Profile::kBook),
      (Codes{0, 10, 12, 22, 32, 24, 24, 31, 0, 10, 10, 12, 24}));
}

TEST(GraderTest, Tv7NeedsOnlyNakedPair) {
  for (Profile p : {Profile::kBook, Profile::kFull}) {
    Codes c = codes(
        "000003005012805400000204008600500080500908002070000000960100300000000500100307000", p);
    EXPECT_EQ(std::set<int>(c.begin(), c.end()), (std::set<int>{0, 10}));
  }
}

TEST(GraderTest, Tv6NeedsRectangle) {
  Codes c =
      codes("000650200945200763060079450000541300000762000004983000027430090356007142009025000",
            Profile::kBook);
  EXPECT_NE(std::find(c.begin(), c.end(), 30), c.end());
  EXPECT_EQ(level_for(c), 3);
}

// A position with its own pencil marks (pm729, HoDoKu) is graded from those marks: the marks
// left after step k of a run give exactly the rest of that run's steps.
TEST(GraderTest, PencilMarksOfAPositionAreWhereGradingStarts) {
  const std::string tv6 =
      "000650200945200763060079450000541300000762000004983000027430090356007142009025000";
  core::Puzzle p = testing::puzzle(tv6);
  GradeOptions o;
  o.profile = Profile::kBook;
  o.record_steps = true;
  GradeResult whole = grade::grade(p, o);
  ASSERT_TRUE(whole.solved);
  auto rect = std::find_if(whole.steps.begin(), whole.steps.end(),
                           [](const Step& s) { return s.code == 30; });
  ASSERT_NE(rect, whole.steps.end());
  core::Puzzle position = p;
  position.candidates.assign(81, 0x1FF);
  for (int c = 0; c < 81; ++c)
    if (p.cells[c]) position.candidates[c] = uint64_t{1} << (p.cells[c] - 1);
  for (auto s = whole.steps.begin(); s <= rect; ++s) {
    for (const CellDigit& e : s->eliminations)
      position.candidates[e.cell] &= ~(1ull << (e.digit - 1));
    for (const CellDigit& e : s->implied) position.candidates[e.cell] &= ~(1ull << (e.digit - 1));
    for (const CellDigit& e : s->placements) position.candidates[e.cell] = 1ull << (e.digit - 1);
  }
  // One code per successful strategy application (a step may be one of several placements).
  const auto codes_done =
      std::find(whole.codes.begin(), whole.codes.end(), 30) - whole.codes.begin() + 1;
  o.record_steps = false;
  GradeResult rest = grade::grade(position, o);
  EXPECT_TRUE(rest.solved);
  EXPECT_EQ(rest.solution.cells, whole.solution.cells);
  EXPECT_EQ(rest.codes, Codes(whole.codes.begin() + codes_done, whole.codes.end()));
  // The solution as marks: nothing left to deduce. A true digit removed: a contradiction.
  core::Puzzle solved = p;
  solved.candidates.assign(81, 0);
  for (int c = 0; c < 81; ++c) solved.candidates[c] = uint64_t{1} << (whole.solution.cells[c] - 1);
  GradeResult trivial = grade::grade(solved, o);
  EXPECT_TRUE(trivial.solved);
  EXPECT_TRUE(trivial.codes.empty());
  core::Puzzle wrong = position;
  const int free_cell =
      static_cast<int>(std::find(p.cells.begin(), p.cells.end(), 0) - p.cells.begin());
  wrong.candidates[free_cell] &= ~(uint64_t{1} << (whole.solution.cells[free_cell] - 1));
  EXPECT_FALSE(grade::grade(wrong, o).solved);
}

TEST(GraderTest, Tv4HardestAnalyticalNeedsFifteenXyChains) {
  Codes c =
      codes("026000000000400100090000000400000900000700500000086000000050072900300000000000060",
            Profile::kBook);
  EXPECT_EQ(std::count(c.begin(), c.end(), 31), 15);
  EXPECT_EQ(level_for(c), 3);
}

TEST(GraderTest, Tv3HardestNeedsEightNestedGuessesInBookProfile) {
  Codes c =
      codes("000000260090800000000000050206000007000700004001000000000026100840000000000000300",
            Profile::kBook);
  ASSERT_FALSE(c.empty());
  EXPECT_EQ(c.back(), 47);
  GradeResult full = grade::grade(testing::puzzle(
      "000000260090800000000000050206000007000700004001000000000026100840000000000000300"));
  EXPECT_TRUE(full.solved);
  EXPECT_EQ(full.level, 4);
}

TEST(GraderTest, InconsistentPuzzleIsReported) {
  // Two solutions are fine for the grader; a contradiction is not: r0 has 1..8 and r1c8 = 9
  // leaves r0c8 without a candidate.
  GradeResult r = grade::grade(testing::puzzle(
      "12345678.........9..............................................................."));
  EXPECT_FALSE(r.consistent);
  EXPECT_FALSE(r.solved);
}

TEST(DifficultyTableTest, CodesAndProfiles) {
  std::set<int> seen;
  for (const auto& s : difficulty_table()) {
    EXPECT_TRUE(seen.insert(s.code).second) << s.code;
    if (s.code < 50) {  // the book's codes
      EXPECT_EQ(s.code / 10, s.level) << s.name;
    } else {
      EXPECT_FALSE(s.variant[0].enabled || s.variant[1].enabled) << s.name;
    }
    EXPECT_EQ(strategy_by_code(s.code), &s);
  }
  EXPECT_EQ(strategy_by_code(45)->name, "backtrack");
  EXPECT_FALSE(strategy_by_code(25)->variant[0].enabled);  // hidden quad: full only
  EXPECT_TRUE(strategy_by_code(25)->variant[1].enabled);
  EXPECT_TRUE(strategy_by_code(20)->variant[0].book_form);
  EXPECT_FALSE(strategy_by_code(20)->variant[1].book_form);
  EXPECT_EQ(grade_name(0), "Easy");
  EXPECT_EQ(grade_name(4), "Diabolical");
}

TEST(DifficultyTableTest, HumanProfileLadderAndNames) {
  const Ladder& h = ladder(Profile::kHuman);
  EXPECT_EQ(h.top(), 6);
  EXPECT_EQ(grade_name(6, Profile::kHuman), "Nightmare");
  EXPECT_EQ(grade_name(3, Profile::kHuman), "Tough");
  EXPECT_EQ(grade_name(4, Profile::kBook), "Diabolical");
  EXPECT_EQ(profile_by_name("human"), Profile::kHuman);
  EXPECT_FALSE(profile_by_name("nope"));
  // Common names, any case, and codes.
  EXPECT_EQ(strategy_by_name("X-Wing")->code, 22);
  EXPECT_EQ(strategy_by_name("swordfish")->code, 32);
  EXPECT_EQ(strategy_by_name("Skyscraper")->code, 50);
  EXPECT_EQ(strategy_by_name("xy-wing")->code, 24);
  EXPECT_EQ(strategy_by_name("unique-rectangle")->code, 56);
  EXPECT_EQ(strategy_by_name("XY-chain")->code, 67);                  // human's
  EXPECT_EQ(strategy_by_name("XY-chain", Profile::kBook)->code, 31);  // the book's
  EXPECT_EQ(strategy_by_name("two string kite")->code, 51);
  EXPECT_EQ(strategy_by_name("22")->code, 22);
  EXPECT_EQ(strategy_by_name("no-such-thing"), nullptr);
  EXPECT_EQ(hodoku_grade({0, 13}, 0).level, 1);
  EXPECT_EQ(hodoku_grade({0, 50}, 0).level, 2);
  EXPECT_EQ(hodoku_grade({0, 70}, 0).level, 3);
  EXPECT_EQ(hodoku_grade({0, 74}, 0).level, 4);
}

TEST(GraderTest, HumanProfileSolvesWithoutGuessing) {
  // TV-3 (the book's hardest, eight nested guesses in the book profile): the human profile's
  // chains solve it without backtracking (measured: level 4 Fiendish, AIC).
  GradeOptions o;
  o.profile = Profile::kHuman;
  GradeResult r = grade::grade(
      testing::puzzle(
          "000000260090800000000000050206000007000700004001000000000026100840000000000000300"),
      o);
  EXPECT_TRUE(r.solved);
  EXPECT_EQ(r.guesses, 0);
  EXPECT_GE(r.level, 4);
  EXPECT_EQ(r.grade, grade_name(r.level, Profile::kHuman));
  EXPECT_GE(r.score, 660);
}

TEST(ScoreTest, OrdersAcrossAndWithinLevels) {
  EXPECT_LT(score_for({}, 0), score_for({0}, 0));
  EXPECT_LT(score_for({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0), score_for({0, 13}, 0));
  EXPECT_LT(score_for({0, 13}, 0), score_for({0, 11}, 0));          // harder strategy
  EXPECT_LT(score_for({0, 11}, 0), score_for({0, 11, 11, 11}, 0));  // more often
  EXPECT_LT(score_for({0, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11}, 0),
            score_for({0, 22}, 0));
  EXPECT_LT(score_for({0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, 0), score_for({32}, 0));
  EXPECT_LT(score_for({0, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31}, 0),
            score_for({40}, 1, 0.1));
  EXPECT_LT(score_for({40}, 1, 0.2), score_for({40}, 5, 0.2));   // more guesses
  EXPECT_LT(score_for({40}, 99, 0.2), score_for({40}, 2, 0.3));  // less done by logic
  EXPECT_LT(score_for({40}, 500, 1.0), 5000);
}

// The singles the human score rates (singles_rating, as Sudoku Explainer): a full grid needs
// none; a grid with one cell missing, the last value of a house (1.0); TV-2 gets stuck after
// singles, and what it needed before is among the four kinds.
TEST(ScoreTest, SinglesRatingOfConstructedGrids) {
  const std::string tv2 =
      "200080010001902000450061020004000089060070000710000060040107008000009500070020034";
  GradeResult r = grade::grade(testing::puzzle(tv2), GradeOptions{});
  ASSERT_TRUE(r.solved);
  core::Puzzle full = r.solution;
  EXPECT_EQ(singles_rating(full), 0);
  core::Puzzle one = full;
  one.cells[40] = 0;
  EXPECT_EQ(singles_rating(one), 10);
  const int tv2_rating = singles_rating(testing::puzzle(tv2));
  EXPECT_TRUE(tv2_rating == 10 || tv2_rating == 12 || tv2_rating == 15 || tv2_rating == 23)
      << tv2_rating;
  // A puzzle of singles alone scores 10 times its singles rating; one with harder steps keeps
  // its hardest technique's score rating, plus 40 * (candidates left when it was first needed)
  // / (all candidates) and half a point per step within 1.0 of it.
  EXPECT_EQ(human_score({0}, 12, {700}, 729), 120);
  EXPECT_EQ(human_score({}, 23, {}, 729), 230);
  EXPECT_EQ(human_score({0, 13}, 23, {729, 729}, 729), 260 + 40 + 1);  // 40 + 0.5 rounded up
  EXPECT_EQ(human_score({0, 13, 13}, 23, {729, 365, 300}, 729), 260 + 20 + 1);
  // The score ratings are not the loop's: a skyscraper puzzle (score rating 5.0) scores below
  // an XY-chain one (6.6), though the loop rates both techniques 6.6.
  EXPECT_LT(human_score({50}, 15, {300}, 729), human_score({67}, 15, {300}, 729));
  // Earlier is harder: the same technique needed with more candidates left scores higher.
  EXPECT_LT(human_score({67}, 15, {250}, 729), human_score({67}, 15, {350}, 729));
  // Lists of different lengths cannot be read: the singles rating alone.
  EXPECT_EQ(human_score({67}, 15, {}, 729), 150);
}

// Over Sudoku Explainer's ratings: every puzzle SE rates 1.2 (hidden singles in boxes) gets
// 12, every 1.5 (hidden singles in lines) 15, and most 2.3 (a naked single needed) 23; the
// score orders the three groups as SE does.
TEST(ScoreTest, SinglesRatingAgreesWithSerateOnSinglesPuzzles) {
  SP_REQUIRE_SHARED("se_calibration_serate2025.tsv");
  int n12 = 0, n15 = 0, n23 = 0, ok12 = 0, ok15 = 0, ok23 = 0;
  for (const std::string& l : sudokupress::testing::shared_lines("se_calibration_serate2025.tsv")) {
    const std::string er = l.substr(82, l.find('\t', 82) - 82);
    if (er != "1.2" && er != "1.5" && er != "2.3") continue;
    const int got = singles_rating(testing::puzzle(l.substr(0, 81)));
    if (er == "1.2") ok12 += got == 12, ++n12;
    if (er == "1.5") ok15 += got == 15, ++n15;
    if (er == "2.3") ok23 += got == 23, ++n23;
  }
  ASSERT_GT(n12, 100);
  EXPECT_EQ(ok12, n12);
  EXPECT_EQ(ok15, n15);
  EXPECT_GE(ok23, n23 * 3 / 4) << ok23 << " of " << n23;
}

// A puzzle for any geometry: the exact solver's solution of the empty grid, with every cell
// whose (id * 7) % 10 < keep10 kept as a clue, made unique by adding clues back.
core::Puzzle make_puzzle(const core::GeometryPtr& g, int keep10, core::Puzzle* solution) {
  auto solver = solve::make_solver(*g);
  core::Puzzle empty(g);
  auto full = solver->count(empty, 1);
  core::Puzzle sol(g, full.solution);
  core::Puzzle p(g);
  for (int c = 0; c < p.num_cells(); ++c)
    if ((c * 7) % 10 < keep10) p.cells[c] = sol.cells[c];
  for (int c = 0; c < p.num_cells() && solver->count(p, 2).count > 1; c += 3)
    p.cells[c] = sol.cells[c];
  *solution = sol;
  return p;
}

TEST(GraderTest, SolvesOtherGeometries) {
  for (const char* name : {"4x4", "6x6", "16x16", "samurai", "double"}) {
    auto g = core::geometry_by_name(name);
    ASSERT_TRUE(g) << name;
    core::Puzzle sol;
    core::Puzzle p = make_puzzle(*g, 5, &sol);
    for (Profile prof : {Profile::kBook, Profile::kFull, Profile::kHuman}) {
      GradeOptions o;
      o.profile = prof;
      o.record_steps = true;
      GradeResult r = grade::grade(p, o);
      EXPECT_TRUE(r.solved) << name;
      EXPECT_EQ(r.solution.cells, sol.cells) << name;
      for (const auto& s : r.steps)
        for (auto [c, d] : s.eliminations) ASSERT_NE(sol.cells[c], d) << name << s.explanation;
    }
  }
}

TEST(GraderTest, DeterministicAndReusable) {
  Grader g;
  auto p = testing::puzzle(
      "000000260090800000000000050206000007000700004001000000000026100840000000000000300");
  auto a = g.grade(p);
  auto b = g.grade(p);
  EXPECT_EQ(a.codes, b.codes);
  EXPECT_EQ(a.score, b.score);
  EXPECT_EQ(a.guesses, b.guesses);
}

// A Killer has no givens: the book and full ladders, which have no cage techniques, would guess
// through the empty grid and check the cages only at its end (a book of Killers never finished).
// They are refused by name, and the grader itself guesses at most one level deep on them.
TEST(GraderTest, KillersAreForTheHumanLadderAndBoundedOnTheOthers) {
  const core::Puzzle killer = testing::puzzle(
      std::string(81, '.') +
      "\tcages=ABCDDEEFFABCDDGFFHIJJKLGFHHIIKKLMNOOPQQLLMNORPPSTUUNVRPSSTWWWVRSSXXXWYZZaabbccYdd:"
      "11,8,10,15,9,25,10,16,18,12,14,19,16,11,22,20,7,13,28,9,10,8,20,16,12,8,10,15,6,7");
  ASSERT_TRUE(killer.has_constraints());
  EXPECT_EQ(profile_problem(killer, Profile::kHuman), "");
  for (Profile p : {Profile::kBook, Profile::kFull}) {
    SCOPED_TRACE(std::string(profile_name(p)));
    EXPECT_NE(profile_problem(killer, p).find("graded on the human ladder"), std::string::npos);
    GradeOptions o;
    o.profile = p;
    GradeResult r = grade(killer, o);  // returns (bounded): a hang here is the defect
    EXPECT_LE(r.guesses, 9);
  }
  GradeOptions human;
  human.profile = Profile::kHuman;
  GradeResult r = grade(killer, human);
  EXPECT_TRUE(r.solved);
  EXPECT_EQ(r.guesses, 0);
  const core::Puzzle plain = testing::puzzle(std::string(81, '.'));
  EXPECT_EQ(profile_problem(plain, Profile::kBook), "");
}

}  // namespace
}  // namespace sudokupress::grade
