// SPDX-License-Identifier: GPL-3.0-or-later
// The technique library's chain nodes and links (grade/technique/candidate_links.hpp): the
// candidate and literal encoding both graders' chains use, the strong links (a bivalue cell's
// other digit, a digit's two places in a house) and the weak links in their order, on small
// hand-made sets.
#include "grade/technique/candidate_links.hpp"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "core/symbol_set.hpp"

namespace sudokupress::grade::technique {
namespace {

TEST(CandidateLinksTest, CandidateIdsAndLiterals) {
  // r1c1 digit 1 is the first id; r9c9 digit 9 the last of a 9x9.
  EXPECT_EQ(candidate_id(0, 1, 9), 0);
  EXPECT_EQ(candidate_id(80, 9, 9), 728);
  EXPECT_EQ(candidate_id(10, 4, 9), 93);
  EXPECT_EQ(candidate_cell(93, 9), 10);
  EXPECT_EQ(candidate_digit(93, 9), 4);
  // A 16x16: sixteen ids a cell.
  EXPECT_EQ(candidate_id(3, 16, 16), 63);
  EXPECT_EQ(candidate_cell(63, 16), 3);
  EXPECT_EQ(candidate_digit(63, 16), 16);
  // A literal is the id with its truth in the low bit; negation keeps the candidate.
  const int on = literal(93, true), off = literal(93, false);
  EXPECT_EQ(on, 187);
  EXPECT_EQ(off, 186);
  EXPECT_EQ(literal_id(on), 93);
  EXPECT_EQ(literal_id(off), 93);
  EXPECT_TRUE(literal_on(on));
  EXPECT_FALSE(literal_on(off));
  EXPECT_EQ(negation(on), off);
  EXPECT_EQ(negation(off), on);
  // The SE rater's node of (cell 10, digit 4, on): ((10 * 9 + 3) << 1) | 1.
  EXPECT_EQ(literal(candidate_id(10, 4, 9), true), ((10 * 9 + 3) << 1) | 1);
}

TEST(CandidateLinksTest, TwoPlacesOnlyForExactlyTwo) {
  int a = -1, b = -1;
  EXPECT_TRUE(two_places(0b101000u, a, b));
  EXPECT_EQ(a, 3);
  EXPECT_EQ(b, 5);
  a = b = -1;
  EXPECT_FALSE(two_places(0u, a, b));
  EXPECT_FALSE(two_places(0b1000u, a, b));
  EXPECT_FALSE(two_places(0b10110u, a, b));
  EXPECT_EQ(a, -1);  // untouched when not two
  EXPECT_EQ(b, -1);
  // Cell masks: both in one word, one in each, and three.
  CellMask m;
  m.set(70);
  m.set(80);
  EXPECT_TRUE(two_places(m, a, b));
  EXPECT_EQ(a, 70);
  EXPECT_EQ(b, 80);
  m = {};
  m.set(2);
  m.set(77);
  EXPECT_TRUE(two_places(m, a, b));
  EXPECT_EQ(a, 2);
  EXPECT_EQ(b, 77);
  m.set(64);
  EXPECT_FALSE(two_places(m, a, b));
  m = {};
  m.set(5);
  m.set(9);
  m.set(63);
  EXPECT_FALSE(two_places(m, a, b));
  m = {};
  m.set(100);
  EXPECT_FALSE(two_places(m, a, b));
}

TEST(CandidateLinksTest, BivaluePartner) {
  // Digits as bits 1..9: {4, 7}.
  const unsigned pair = 1u << 4 | 1u << 7;
  EXPECT_EQ(bivalue_partner(pair, 4), 7);
  EXPECT_EQ(bivalue_partner(pair, 7), 4);
  EXPECT_EQ(bivalue_partner(pair | 1u << 2, 4), 0);  // three digits: no strong link
  EXPECT_EQ(bivalue_partner(1u << 4, 4), 0);         // a single
}

// A peer set walked in a given order (the caller's order: SE's link order is not cell order).
struct OrderedPeers {
  std::vector<int> cells;
  template <class F>
  void for_each(F&& f) const {
    for (int c : cells) f(c);
  }
};

TEST(CandidateLinksTest, WeakLinksOtherDigitsThenPeersInTheCallersOrder) {
  std::vector<std::pair<char, int>> got;
  auto on_digit = [&](int e) { got.push_back({'d', e}); };
  auto on_peer = [&](int p) { got.push_back({'p', p}); };
  // Cell digits {2, 5, 8}, the candidate's digit 5, peers holding it walked 20, 3, 11.
  for_each_weak_link(1u << 2 | 1u << 5 | 1u << 8, 5, OrderedPeers{{20, 3, 11}}, on_digit, on_peer);
  const std::vector<std::pair<char, int>> want = {
      {'d', 2}, {'d', 8}, {'p', 20}, {'p', 3}, {'p', 11}};
  EXPECT_EQ(got, want);
  // A symbol set and a cell mask (the human grader's): peers in increasing cell order.
  got.clear();
  core::SymbolSet<1> digits;
  digits.set(1);
  digits.set(9);
  CellMask peers;
  peers.set(75);
  peers.set(4);
  for_each_weak_link(digits, 9, peers, on_digit, on_peer);
  const std::vector<std::pair<char, int>> want2 = {{'d', 1}, {'p', 4}, {'p', 75}};
  EXPECT_EQ(got, want2);
  // An X-chain's graph: no cell links (an empty digit set), peers only.
  got.clear();
  for_each_weak_link(0u, 9, peers, on_digit, on_peer);
  const std::vector<std::pair<char, int>> want3 = {{'p', 4}, {'p', 75}};
  EXPECT_EQ(got, want3);
}

}  // namespace
}  // namespace sudokupress::grade::technique
