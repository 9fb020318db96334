// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/constraints.hpp"

#include <gtest/gtest.h>

#include "core/format.hpp"

namespace sudokupress::core {
namespace {

GeometryPtr geo(const char* name) { return *geometry_by_name(name); }

TEST(ConstraintsTest, CageCombinationsAreTheSumTable) {
  // Two cells adding up to 17 on 1..9: only 8+9; three cells to 6: only 1+2+3.
  EXPECT_EQ(cage_combinations(9, 2, 17), (std::vector<uint32_t>{0b110000000}));
  EXPECT_EQ(cage_combinations(9, 3, 6), (std::vector<uint32_t>{0b111}));
  EXPECT_EQ(cage_combinations(9, 2, 10).size(), 4u);  // 1+9 2+8 3+7 4+6
  EXPECT_EQ(cage_combinations(9, 9, 45).size(), 1u);
  EXPECT_EQ(cage_combinations(9, 3, 0).size(), 84u);  // no sum: every 3 digits
  EXPECT_EQ(min_cage_sum(9, 3), 6);
  EXPECT_EQ(max_cage_sum(9, 3), 24);
  EXPECT_EQ(max_cage_sum(4, 2), 7);
}

// Every digit set of every size and sum, against the definition: the masks of 1..n with k bits
// whose digits add up to the sum, in ascending order (sum 0: every k bits; a negative sum or an
// impossible k: none).
TEST(ConstraintsTest, CageCombinationsAreEverySetOfThatSizeAndSum) {
  for (int n : {4, 6, 9, 12}) {
    for (int k = -1; k <= n + 1; ++k) {
      for (int sum = -1; sum <= n * (n + 1) / 2 + 1; ++sum) {
        std::vector<uint32_t> want;
        for (uint32_t m = 0; k >= 0 && sum >= 0 && m < (1u << n); ++m) {
          int s = 0;
          for (int d = 1; d <= n; ++d) s += (m >> (d - 1) & 1) ? d : 0;
          if (__builtin_popcount(m) == k && (sum == 0 || s == sum)) want.push_back(m);
        }
        EXPECT_EQ(cage_combinations(n, k, sum), want) << n << " " << k << " " << sum;
      }
    }
  }
}

TEST(ConstraintsTest, ChecksCages) {
  const Geometry& g = *geo("4x4");
  Constraints ok{{{{0, 1}, 3}, {{2, 3}, 7}}, {}, false, false};
  EXPECT_TRUE(check_constraints(g, ok).is_ok());
  Constraints apart{{{{0, 2}, 4}}, {}, false, false};
  EXPECT_EQ(check_constraints(g, apart).message(), "cage 4 at r1c1-r1c3: cells not connected");
  Constraints twice{{{{0, 1}, 3}, {{1, 5}, 5}}, {}, false, false};
  EXPECT_EQ(check_constraints(g, twice).message(),
            "r1c2 is in two cages (cage 3 at r1c1-r1c2 and cage 5 at r1c2-r2c2)");
  Constraints high{{{{0, 1}, 8}}, {}, false, false};
  EXPECT_EQ(check_constraints(g, high).message(),
            "cage 8 at r1c1-r1c2: no 2 different digits of 1..4 add up to 8");
  Constraints big{{{{0, 1, 2, 3, 7}, 0}}, {}, false, false};
  EXPECT_NE(check_constraints(g, big).message().find("more than the 4"), std::string::npos);
}

TEST(ConstraintsTest, LineFormatRoundTrip) {
  // A 4x4 Killer with no givens: cages of two cells in a brick pattern.
  const std::string line = std::string(16, '.') + "\tcages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4";
  auto r = read_puzzles(line + "\tid-1\n", "t.txt");
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  ASSERT_EQ(r->items.size(), 1u);
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const Puzzle& p = *r->items[0].puzzle;
  ASSERT_TRUE(p.has_constraints());
  ASSERT_EQ(p.constraints->cages.size(), 8u);
  EXPECT_EQ(p.constraints->cages[1].cells, (std::vector<int>{2, 3}));
  EXPECT_EQ(p.constraints->cages[1].sum, 7);
  EXPECT_EQ(p.fields, (std::vector<std::string>{"id-1"}));
  EXPECT_EQ(write_puzzle(p, Format::kLine, true), line + "\tid-1");
  // Formats that cannot hold cages refuse rather than drop them.
  EXPECT_FALSE(write_record(p, Format::kSdk).is_ok());
  EXPECT_TRUE(write_record(p, Format::kLine).is_ok());
}

TEST(ConstraintsTest, FpuzzlesAndSudokupadCarryCages) {
  const std::string line = std::string(16, '.') + "\tcages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4";
  auto r = read_puzzles(line + "\n", "t.txt");
  ASSERT_TRUE(r.is_ok());
  const Puzzle& p = *r->items[0].puzzle;
  for (Format f : {Format::kFpuzzles, Format::kSudokupad}) {
    auto text = write_record(p, f);
    ASSERT_TRUE(text.is_ok()) << text.status().message();
    if (f == Format::kFpuzzles) {
      EXPECT_NE(text->find("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}"),
                std::string::npos)
          << *text;
    }
    auto back = read_puzzles(*text, "t");
    ASSERT_TRUE(back.is_ok()) << back.status().message();
    ASSERT_TRUE(back->items[0].puzzle) << back->items[0].error;
    ASSERT_TRUE(back->items[0].puzzle->has_constraints());
    EXPECT_EQ(*back->items[0].puzzle->constraints, *p.constraints);
  }
  // Bad cages are refused with the reason.
  auto bad =
      read_puzzles(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                   R"("killercage":[{"cells":["R1C1","R1C3"],"value":"4"}]})",
                   "t.json");
  ASSERT_TRUE(bad.is_ok());
  EXPECT_EQ(bad->items[0].error,
            "t.json:1: f-puzzles killer cages: cage 4 at r1c1-r1c3: cells not connected");
}

TEST(ConstraintsTest, LineFormatErrors) {
  auto error = [](const std::string& field) {
    auto r = read_puzzles(std::string(16, '.') + "\t" + field + "\n", "t.txt");
    EXPECT_TRUE(r.is_ok());
    return r->items[0].error;
  };
  EXPECT_EQ(error("cages=AABB"), "t.txt:1: cages: expected <map>:<sums> after 'cages='");
  EXPECT_EQ(error("cages=BBAACCDDEEFFGGHH:3,7,7,3,4,6,6,4"),
            "t.txt:1: cages: label 'B' at r1c1 before 'A' (labels go in order of first "
            "appearance)");
  EXPECT_EQ(error("cages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6"), "t.txt:1: cages: 7 sums for 8 cages");
  EXPECT_EQ(error("cages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4,1"),
            "t.txt:1: cages: more sums than the 8 cages of the map");
  EXPECT_EQ(error("cages=AABBCCDDEEFFGGHH:3,x,7,3,4,6,6,4"),
            "t.txt:1: cages: bad sum 'x' for cage 'B'");
  EXPECT_EQ(error("cages=AABBCCDDEEFFGGHH:3,9,7,3,4,6,6,4"),
            "t.txt:1: cages: cage 9 at r1c3-r1c4: no 2 different digits of 1..4 add up to 9");
  // A given that breaks its cage.
  auto r = read_puzzles("22" + std::string(14, '.') + "\tcages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4\n",
                        "t.txt");
  EXPECT_EQ(r->items[0].error, "t.txt:1: digit 2 twice in row 1 (r1c1, r1c2)");
  r = read_puzzles("4" + std::string(15, '.') + "\tcages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4\n",
                   "t.txt");
  EXPECT_EQ(r->items[0].error, "t.txt:1: cage 3 at r1c1-r1c2 already adds up to 4");
}

TEST(ConstraintsTest, CageProblemOfASolution) {
  const Geometry& g = *geo("4x4");
  Constraints c{{{{0, 1}, 3}}, {}, false, false};
  EXPECT_EQ(cage_problem(g, c, {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}), "");
  EXPECT_EQ(cage_problem(g, c, {2, 1, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}), "");
  EXPECT_EQ(cage_problem(g, c, {1, 3, 2, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}),
            "cage 3 at r1c1-r1c2 adds up to 4");
}

TEST(ConstraintsTest, KillerVariantNames) {
  EXPECT_EQ(killer_base_name("killer"), "9x9");
  EXPECT_EQ(killer_base_name("killer-x"), "x");
  EXPECT_EQ(killer_base_name("killer-6x6"), "6x6");
  EXPECT_EQ(killer_base_name("killer-jigsaw"), "jigsaw");
  EXPECT_EQ(killer_base_name("killer-"), "");
  EXPECT_EQ(killer_base_name("killerx"), "");
  EXPECT_EQ(killer_base_name("x"), "");
}

TEST(ConstraintsTest, MarksLineFormatRoundTripAndErrors) {
  const std::string line =
      std::string(16, '.') + "\tmarks=Wr1c1r1c2,Br1c2r2c2,Vr3c3r3c4,Er2c4,Or3c1,all-kropki";
  auto r = read_puzzles(line + "\tid-1\n", "t.txt");
  ASSERT_TRUE(r.is_ok());
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const Puzzle& p = *r->items[0].puzzle;
  ASSERT_EQ(p.constraints->marks.size(), 5u);
  EXPECT_TRUE(p.constraints->all_kropki);
  EXPECT_FALSE(p.constraints->all_xv);
  EXPECT_EQ(p.constraints->marks[0], (Mark{MarkKind::kWhiteDot, 0, 1}));
  EXPECT_EQ(write_puzzle(p, Format::kLine, true), line + "\tid-1");
  EXPECT_FALSE(write_record(p, Format::kSdk).is_ok());  // refused rather than dropped
  // Cages and marks together: cages first.
  const std::string both =
      std::string(16, '.') + "\tcages=AABBCCDDEEFFGGHH:3,7,7,3,4,6,6,4\tmarks=Er1c2,all-xv";
  auto b = read_puzzles(both + "\n", "t.txt");
  ASSERT_TRUE(b->items[0].puzzle) << b->items[0].error;
  EXPECT_EQ(b->items[0].puzzle->constraints->cages.size(), 8u);
  EXPECT_TRUE(b->items[0].puzzle->constraints->all_xv);
  EXPECT_EQ(write_puzzle(*b->items[0].puzzle, Format::kLine), both);

  auto error = [](const std::string& field) {
    auto e = read_puzzles(std::string(16, '.') + "\t" + field + "\n", "t.txt");
    EXPECT_TRUE(e.is_ok());
    return e->items[0].error;
  };
  EXPECT_EQ(error("marks=Wr1c1r2c2"),
            "t.txt:1: marks: white dot at r1c1-r2c2: the two cells are not orthogonal neighbours");
  EXPECT_EQ(error("marks=Er1c1,Or1c1"), "t.txt:1: marks: r1c1 is both even and odd");
  EXPECT_EQ(error("marks=Wr1c1r1c2,Wr1c2r1c1"),
            "t.txt:1: marks: white dot at r1c1-r1c2: marks not in order or repeated");
  EXPECT_EQ(error("marks=Zr1c1"),
            "t.txt:1: marks: bad item 'Zr1c1' (W, B, X, V + two cells, E, O + one cell, "
            "all-kropki, all-xv)");
  EXPECT_EQ(error("marks=Er5c1"),
            "t.txt:1: marks: bad cells in 'Er5c1' (r<row>c<column>, 1-based, inside the grid)");
  // A given that breaks a mark, and the negative constraint.
  auto g = read_puzzles("13" + std::string(14, '.') + "\tmarks=Wr1c1r1c2\n", "t.txt");
  EXPECT_EQ(g->items[0].error, "t.txt:1: white dot at r1c1-r1c2: 1 and 3");
  g = read_puzzles("12" + std::string(14, '.') + "\tmarks=all-kropki\n", "t.txt");
  EXPECT_EQ(g->items[0].error, "t.txt:1: no dot at r1c1-r1c2: 1 and 2");
}

TEST(ConstraintsTest, FpuzzlesCarriesMarks) {
  const std::string line = std::string(16, '.') +
                           "\tmarks=Wr1c1r1c2,Br1c2r2c2,Vr3c3r3c4,Xr4c1r4c2,Er2c4,Or3c1,all-"
                           "kropki,all-xv";
  auto r = read_puzzles(line + "\n", "t.txt");
  ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
  const Puzzle& p = *r->items[0].puzzle;
  for (Format f : {Format::kFpuzzles, Format::kSudokupad}) {
    auto text = write_record(p, f);
    ASSERT_TRUE(text.is_ok()) << text.status().message();
    if (f == Format::kFpuzzles) {
      EXPECT_NE(text->find(R"("difference":[{"cells":["R1C1","R1C2"]}])"), std::string::npos)
          << *text;
      EXPECT_NE(text->find(R"({"cells":["R3C3","R3C4"],"value":"V"})"), std::string::npos);
      EXPECT_NE(text->find(R"("even":[{"cell":"R2C4"}])"), std::string::npos);
      EXPECT_NE(text->find(R"("negative":["ratio","difference","xv"])"), std::string::npos);
    }
    auto back = read_puzzles(*text, "t");
    ASSERT_TRUE(back->items[0].puzzle) << back->items[0].error;
    EXPECT_EQ(*back->items[0].puzzle->constraints, *p.constraints);
  }
  const std::string grid = R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],)"
                           R"([{},{},{},{}]],)";
  auto bad = read_puzzles(grid + R"("difference":[{"cells":["R1C1","R1C2"],"value":"3"}]})", "t");
  EXPECT_EQ(bad->items[0].error,
            "t:1: f-puzzles \"difference\" with value 3 is not supported (only 1)");
  bad = read_puzzles(grid + R"("negative":["ratio"]})", "t");
  EXPECT_NE(bad->items[0].error.find("only \"ratio\" and \"difference\" together"),
            std::string::npos)
      << bad->items[0].error;
}

TEST(ConstraintsTest, MarkRulesAndNames) {
  EXPECT_TRUE(mark_allows(MarkKind::kBlackDot, 3, 6));
  EXPECT_FALSE(mark_allows(MarkKind::kBlackDot, 3, 5));
  EXPECT_TRUE(mark_allows(MarkKind::kX, 4, 6));
  EXPECT_TRUE(negative_forbids(MarkFamily::kKropki, 4, 8));
  EXPECT_FALSE(negative_forbids(MarkFamily::kXv, 4, 7));
  MarkFamily f{};
  EXPECT_EQ(marks_base_name("kropki", &f), "9x9");
  EXPECT_EQ(f, MarkFamily::kKropki);
  EXPECT_EQ(marks_base_name("xv-6x6", &f), "6x6");
  EXPECT_EQ(f, MarkFamily::kXv);
  EXPECT_EQ(marks_base_name("even-odd-jigsaw", &f), "jigsaw");
  EXPECT_EQ(f, MarkFamily::kEvenOdd);
  EXPECT_EQ(marks_base_name("x"), "");
  EXPECT_EQ(marks_base_name("xvx"), "");
  EXPECT_EQ(neighbour_pairs(*geo("4x4")).size(), 24u);
}

}  // namespace
}  // namespace sudokupress::core
