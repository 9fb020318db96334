// SPDX-License-Identifier: GPL-3.0-or-later
// The technique library (grade/technique): SE's numbers in one table, the locked-set finder
// (naked/hidden subsets, fish), the pivot-and-wings finder and the law of leftovers' windows, on
// small hand-made inputs: the sets found, their order, the pruning and the stop.
#include <gtest/gtest.h>

#include <array>
#include <utility>
#include <vector>

#include "core/symbol_set.hpp"
#include "grade/technique/bug.hpp"
#include "grade/technique/intersections.hpp"
#include "grade/technique/leftovers.hpp"
#include "grade/technique/locked_sets.hpp"
#include "grade/technique/se_ratings.hpp"
#include "grade/technique/unique_loops.hpp"
#include "grade/technique/wing_pairs.hpp"

namespace sudokupress::grade::technique {
namespace {

TEST(SeRatingsTest, NumbersAsTheRaterStatesThem) {
  EXPECT_EQ(se_rating(SeRule::kFullHouse), 1.0);
  EXPECT_EQ(se_rating(SeRule::kHiddenSingleBlock), 1.2);
  EXPECT_EQ(se_rating(SeRule::kHiddenSingleLine), 1.5);
  EXPECT_EQ(se_rating(SeRule::kDirectPointing), 1.7);
  EXPECT_EQ(se_rating(SeRule::kPointing), 2.6);
  EXPECT_EQ(se_rating(SeRule::kClaiming), 2.8);
  EXPECT_EQ(se_rating(SeRule::kNakedPair), 3.0);
  EXPECT_EQ(se_rating(SeRule::kJellyfish), 5.2);
  EXPECT_EQ(se_rating(SeRule::kForcingXChain), 6.6);
  EXPECT_EQ(se_rating(SeRule::kDynamicChains), 8.5);
  EXPECT_EQ(se_tenths(SeRule::kXYZWing), 44);
  EXPECT_EQ(se_name(SeRule::kHiddenQuad), "Hidden Quad");
  // The nested levels: 8.5 + L x 0.5 gives SE's 9.0, 9.5, 10.0 and 10.5.
  EXPECT_EQ(se_rating(SeRule::kDynamicChains) + kSeNestedStep * 4, 10.5);
}

TEST(SeRatingsTest, LengthStepsPassFourSixEightTwelve) {
  // +1 each time the length passes 4, 6, 8, 12, 16, 24, 32, ...
  const std::vector<std::pair<int, int>> cases = {{4, 0},  {5, 1},  {6, 1},  {7, 2},  {8, 2},
                                                  {9, 3},  {12, 3}, {13, 4}, {16, 4}, {17, 5},
                                                  {24, 5}, {25, 6}, {32, 6}, {33, 7}};
  for (const auto& [length, steps] : cases) EXPECT_EQ(se_length_steps(length), steps) << length;
}

// The locked sets of `size` among masks, as lists of chosen indices, in the order found.
std::vector<std::vector<int>> locked(const std::vector<unsigned>& masks, int size) {
  std::vector<std::vector<int>> out;
  find_locked_sets<unsigned>(
      static_cast<int>(masks.size()), size, [&](int i) { return masks[i]; },
      [&](const int* chosen, unsigned all) {
        EXPECT_EQ(set_count(all), size);
        out.emplace_back(chosen, chosen + size);
        return false;
      });
  return out;
}

TEST(LockedSetsTest, NakedPairsAndTriplesInLexicographicOrder) {
  // Cells {1,2}, {2,3}, {1,2}, {1,3}, {4,5}: the pair is cells 0 and 2; the triples on 1, 2, 3.
  const std::vector<unsigned> cells = {0b00110, 0b01100, 0b00110, 0b01010, 0b110000};
  EXPECT_EQ(locked(cells, 2), (std::vector<std::vector<int>>{{0, 2}}));
  EXPECT_EQ(locked(cells, 3),
            (std::vector<std::vector<int>>{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}}));
  EXPECT_TRUE(locked(cells, 6).empty());  // more than there are items
}

TEST(LockedSetsTest, StopsAtTheFirstAcceptedSet) {
  const std::vector<unsigned> cells = {0b0110, 0b0110, 0b0110};
  int leaves = 0;
  const bool stopped = find_locked_sets<unsigned>(
      3, 2, [&](int i) { return cells[i]; }, [&](const int*, unsigned) { return ++leaves == 2; });
  EXPECT_TRUE(stopped);
  EXPECT_EQ(leaves, 2);
}

TEST(LockedSetsTest, SymbolSetsAndFreshItems) {
  using Set = core::SymbolSet<2>;
  // Fish on places in 100-wide lines: base lines 0..3; only line 2 is fresh.
  std::vector<Set> lines(4);
  for (int j : {3, 90}) lines[0].set(j);
  for (int j : {3, 90}) lines[1].set(j);
  for (int j : {3, 90}) lines[2].set(j);
  for (int j : {5, 90}) lines[3].set(j);
  std::vector<std::vector<int>> found;
  for_each_covered_set<Set>(
      4, 2, 2, [&](int i) { return lines[i]; }, [](int i) { return i == 2; },
      [&](const int* chosen, const Set& all) {
        EXPECT_EQ(all.count(), 2);
        found.push_back({chosen[0], chosen[1]});
        return false;
      });
  // (0, 1) holds no fresh line; (x, 3) covers three cross lines.
  EXPECT_EQ(found, (std::vector<std::vector<int>>{{0, 2}, {1, 2}}));
}

TEST(LockedCandidatesTest, PointingInPositionsAndTheMinimumOfPlaces) {
  // A box's 5s at its positions 0 and 1 (its crossing with a row: positions 0-2); the row holds
  // 5 at its positions 0, 1 (the crossing: 0-2) and 7: 7 goes.
  const unsigned crossing = 0b000000111;
  EXPECT_EQ(locked_candidates<unsigned>(0b11, crossing, 0b010000011, crossing, 2), 0b010000000u);
  // Not confined (position 4 of the box lies outside), or one place where SE asks for two.
  EXPECT_EQ(locked_candidates<unsigned>(0b10011, crossing, 0b010000011, crossing, 2), 0u);
  EXPECT_EQ(locked_candidates<unsigned>(0b1, crossing, 0b010000011, crossing, 2), 0u);
  EXPECT_EQ(locked_candidates<unsigned>(0b1, crossing, 0b010000011, crossing, 1), 0b010000000u);
}

// A 3x3 of cells whose houses are its rows (0-2) and columns (3-5), each cell holding 1..3 but
// for (r + c) % 3 + 1: every digit twice in every house, a grave of bivalue cells.
struct SmallGrave {
  std::array<unsigned, 9> cand{};
  std::array<std::array<int, 2>, 9> houses{};
  SmallGrave() {
    for (int c = 0; c < 9; ++c) {
      cand[c] = 0b1110u & ~(1u << ((c / 3 + c % 3) % 3 + 1));
      houses[c] = {c / 3, 3 + c % 3};
    }
  }
  int find(std::array<int, 9>& cells, std::array<unsigned, 9>& extras) const {
    auto candidates = [&](int c) { return cand[c]; };
    auto solved = [&](int c) { return cand[c] == 0; };
    auto houses_of = [&](int c) -> const std::array<int, 2>& { return houses[c]; };
    const BugGrid grid{9, 6, 3, candidates, solved, houses_of};
    std::array<int, 6 * 4> count{};
    return find_bug<unsigned>(grid, count, cells, extras);
  }
};

TEST(BugTest, OneCellWithAnExtraDigit) {
  SmallGrave g;
  std::array<int, 9> cells{};
  std::array<unsigned, 9> extras{};
  EXPECT_EQ(g.find(cells, extras), 0);  // all bivalue: no BUG cell
  g.cand[4] |= 1u << 3;                 // the centre {1,2} takes 3: thrice in its row and column
  ASSERT_EQ(g.find(cells, extras), 1);
  EXPECT_EQ(cells[0], 4);
  EXPECT_EQ(extras[0], 1u << 3);
  g.cand[0] = 1u << 1;  // an unsolved cell with one candidate: no BUG
  EXPECT_EQ(g.find(cells, extras), 0);
}

TEST(WingPairsTest, PivotsThenPairsOfWingsInPeerOrder) {
  // Cells 0..5; cell 0 and cell 3 are pivots; peers of p: every other cell; wings: odd cells.
  std::array<std::vector<int>, 6> peers;
  for (int p = 0; p < 6; ++p)
    for (int q = 0; q < 6; ++q)
      if (q != p) peers[p].push_back(q);
  std::array<int, 8> buffer{};
  std::vector<std::array<int, 3>> seen;
  std::vector<int> done;
  const bool stopped = find_wing_pairs(
      6, [](int p) { return p == 0 || p == 3; },
      [&](int p) -> const std::vector<int>& { return peers[p]; },
      [](int, int a) { return a % 2 == 1; }, buffer,
      [&](int p, int a, int b) {
        seen.push_back({p, a, b});
        return p == 3 && a == 1 && b == 5;
      },
      [&](int p) { done.push_back(p); });
  EXPECT_TRUE(stopped);
  EXPECT_EQ(seen, (std::vector<std::array<int, 3>>{{0, 1, 3}, {0, 1, 5}, {0, 3, 5}, {3, 1, 5}}));
  EXPECT_EQ(done, std::vector<int>{0});  // the stopping pivot is not marked done
}

// A 4x4 jigsaw by rows: region 0 = r1c1..r1c3 and r2c1, region 1 = r1c4 and r2c2..r2c4, regions
// 2 and 3 = rows 3 and 4 (cells row-major, 0-based).
TEST(LeftoversFinderTest, WindowsInOrderWithTheirSides) {
  const std::vector<int> line_of = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  const std::vector<int> region_of = {0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  const Leftovers row1 = leftovers_of(4, line_of, region_of, 4, 0, 1);
  EXPECT_EQ(row1.inside, std::vector<int>{3});
  EXPECT_EQ(row1.outside, std::vector<int>{4});
  EXPECT_EQ(row1.regions, std::vector<int>{0});
  // Rows 1-2 are regions 0 and 1 whole: nothing left over.
  EXPECT_TRUE(leftovers_of(4, line_of, region_of, 4, 0, 2).inside.empty());
  std::vector<std::array<int, 3>> seen;  // from, k, the one inside cell
  EXPECT_FALSE(for_each_leftovers(4, line_of, region_of, 4, 4, [&](const Leftovers& l) {
    EXPECT_EQ(l.inside.size(), l.outside.size());
    seen.push_back({l.from, l.k, l.inside.at(0)});
    return false;
  }));
  const std::vector<std::array<int, 3>> want = {{0, 1, 3}, {1, 1, 4}, {1, 2, 4}, {1, 3, 4}};
  EXPECT_EQ(seen, want);
  int calls = 0;
  EXPECT_TRUE(for_each_leftovers(4, line_of, region_of, 4, 4, [&](const Leftovers&) {
    ++calls;
    return true;
  }));
  EXPECT_EQ(calls, 1);
}

TEST(UniqueLoopsTest, TypeTwoDigitInMasksAndSymbolSets) {
  // Roofs 4 and 7 around the pair {1, 2}: as masks (the SE rater's) and as symbol sets (the
  // human grader's), the same answer.
  std::array<unsigned, 9> cand{};
  cand[4] = 0b1110;  // {1, 2, 3}
  cand[7] = 0b1110;
  const int roofs[] = {4, 7};
  auto mask = [&](int c) { return cand[c]; };
  EXPECT_EQ(type2_digit(std::span<const int>(roofs), 0b0110u, mask), 3);
  cand[7] = 0b11110;  // {1, 2, 3, 4}: two extra digits
  EXPECT_EQ(type2_digit(std::span<const int>(roofs), 0b0110u, mask), -1);
  cand[7] = 0b10110;  // {1, 2, 4}: another extra digit
  EXPECT_EQ(type2_digit(std::span<const int>(roofs), 0b0110u, mask), -1);
  EXPECT_EQ(type2_digit(std::span<const int>(roofs, 1), 0b0110u, mask), 3);  // one roof
  EXPECT_EQ(type2_digit(std::span<const int>(), 0b0110u, mask), -1);

  using Set = core::SymbolSet<1>;
  Set pair;
  pair.set(1);
  pair.set(2);
  auto as_set = [&](int c) {
    Set s;
    for (int d = 0; d < 16; ++d)
      if (cand[c] >> d & 1) s.set(d);
    return s;
  };
  cand[7] = 0b1110;
  EXPECT_EQ(type2_digit(std::span<const int>(roofs), pair, as_set), 3);
  cand[4] = 0b0110;  // a corner with no extra digit is no roof of type 2
  EXPECT_EQ(type2_digit(std::span<const int>(roofs), pair, as_set), -1);
}

TEST(UniqueLoopsTest, TypeFourWalksHousesThenTheLowDigitFirst) {
  // Houses 10 and 20 hold both roofs; the pair is {3, 5}. Places: in house 10 digit 3 has 3
  // places and 5 has 2; in house 20 both have 2.
  const std::vector<int> common = {10, 20};
  auto places = [](int h, int d) { return h == 10 && d == 3 ? 3 : 2; };
  std::vector<std::array<int, 3>> seen;
  EXPECT_FALSE(find_type4(common, 3, 5, places, [&](int h, int u, int v) {
    seen.push_back({h, u, v});
    return false;
  }));
  EXPECT_EQ(seen, (std::vector<std::array<int, 3>>{{10, 5, 3}, {20, 3, 5}, {20, 5, 3}}));
  seen.clear();
  EXPECT_TRUE(find_type4(common, 3, 5, places, [&](int h, int u, int v) {
    seen.push_back({h, u, v});
    return h == 20;
  }));
  EXPECT_EQ(seen, (std::vector<std::array<int, 3>>{{10, 5, 3}, {20, 3, 5}}));
}

}  // namespace
}  // namespace sudokupress::grade::technique
