// HoDoKu's regression library (../shared/data/hodoku/reglib-1.3.txt): for each technique that
// one of our strategies implements, load the position and check that running the strategy to
// exhaustion removes every expected candidate (and places the expected digits for singles).
#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "grade_test_support.hpp"
#include "test_support.hpp"

namespace sudokupress::grade {
namespace {

struct Case {
  std::string technique, givens, deleted, elims, places;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

// "<digit><row><col>" entries, 1-based, blank-separated.
std::set<std::pair<int, int>> entries(const std::string& s) {
  std::set<std::pair<int, int>> out;
  std::stringstream in(s);
  std::string e;
  while (in >> e)
    if (e.size() == 3) out.insert({(e[1] - '1') * 9 + (e[2] - '1'), e[0] - '0'});
  return out;
}

bool load(testing::Fixture& f, const Case& c) {
  std::vector<int> values;
  for (size_t i = 0; i < c.givens.size(); ++i) {
    char ch = c.givens[i];
    if (ch == '+') continue;
    values.push_back(ch == '.' || ch == '0' ? 0 : ch - '0');
  }
  if (values.size() != 81) return false;
  std::vector<testing::Set> cand(81);
  for (int cell = 0; cell < 81; ++cell) {
    if (values[cell]) {
      cand[cell] = testing::Set::single(values[cell]);
      continue;
    }
    cand[cell] = testing::Set::all(9);
    for (int p : f.geo->peers(cell))
      if (values[p]) cand[cell].reset(values[p]);
  }
  for (auto [cell, d] : entries(c.deleted)) cand[cell].reset(d);
  f.grid.assign(cand);
  return true;
}

struct Mapping {
  int code;
  int size;  // subset / fish size
};

const std::map<std::string, Mapping>& mappings() {
  static const std::map<std::string, Mapping> kMap = {
      {"0002", {0, 0}},  {"0003", {0, 0}},  {"0100", {13, 0}}, {"0101", {12, 0}},
      {"0200", {10, 2}}, {"0201", {20, 3}}, {"0202", {23, 4}}, {"0210", {11, 2}},
      {"0211", {21, 3}}, {"0212", {25, 4}}, {"0300", {22, 2}}, {"0301", {32, 3}},
      {"0302", {33, 4}}, {"0800", {24, 0}}, {"0702", {31, 0}}};
  return kMap;
}

bool run_strategy(Context<1>& ctx, int code) {
  const StrategyInfo& s = testing::info(code);
  Variant full{true, false};
  switch (s.kind) {
    case StrategyKind::kUniqueLoop:
      return unique_loop(ctx, s, full);
    case StrategyKind::kNakedSubset:
      return naked_subset(ctx, s, full);
    case StrategyKind::kHiddenSubset:
      return hidden_subset(ctx, s, full);
    case StrategyKind::kBoxLine:
      return box_line(ctx, s, full);
    case StrategyKind::kPointing:
      return pointing_line(ctx, s, full);
    case StrategyKind::kFish:
      return fish(ctx, s, full);
    case StrategyKind::kYWing:
      return y_wing(ctx, s, full);
    case StrategyKind::kXYChain:
      return xy_chain(ctx, s, full);
    default:
      return false;
  }
}

TEST(ReglibTest, StrategiesFindHodokuEliminations) {
  SP_REQUIRE_SHARED("hodoku/reglib-1.3.txt");
  std::ifstream in(::sudokupress::testing::shared_data("hodoku/reglib-1.3.txt"));
  std::string line;
  std::map<std::string, std::pair<int, int>> tally;  // technique -> (passed, tried)
  while (std::getline(in, line)) {
    if (line.empty() || line[0] != ':') continue;
    auto f = split(line, ':');
    if (f.size() < 7) continue;
    Case c{f[1], f[3], f[4], f[5], f[6]};
    if (c.technique.find('x') != std::string::npos) continue;  // fail cases
    std::string base = c.technique.substr(0, 4);
    auto m = mappings().find(base);
    if (m == mappings().end()) continue;
    testing::Fixture fx;
    if (!load(fx, c)) continue;
    // Cells with one candidate are solved in our model: clean them from their peers first (this
    // is where the naked singles of the 0003 cases get placed).
    fx.ctx->begin();
    fx.grid.initial_cleanup();
    std::set<std::pair<int, int>> removed;
    for (auto [cell, d] : fx.ctx->log.implied) removed.insert({cell, d});
    for (int i = 0; i < 200 && run_strategy(*fx.ctx, m->second.code); ++i) {
    }
    for (const auto& s : fx.steps) {
      for (auto [cell, d] : s.eliminations) removed.insert({cell, d});
      for (auto [cell, d] : s.implied) removed.insert({cell, d});
    }
    bool ok = true;
    for (auto e : entries(c.elims)) ok &= removed.count(e) > 0;
    for (auto [cell, d] : entries(c.places)) ok &= fx.grid.value(cell) == d;
    auto& t = tally[base];
    ++t.second;
    if (ok) ++t.first;
    if (!ok) std::cout << "[ reglib  ] not reproduced: " << line << "\n";
    // Whatever else was removed must still be consistent (no cell emptied).
    EXPECT_FALSE(fx.grid.problem()) << line;
  }
  std::string summary;
  for (auto [tech, t] : tally)
    summary += tech + " " + std::to_string(t.first) + "/" + std::to_string(t.second) + "  ";
  RecordProperty("reglib", summary);
  std::cout << "[ reglib  ] " << summary << "\n";
  for (auto [tech, t] : tally) {
    if (tech == "0702") {
      // XY-chain: HoDoKu's chains may be longer than the book's 9 cells, and we stop at the
      // first chain that eliminates; most cases must still match.
      EXPECT_GE(t.first * 10, t.second * 6) << tech;
    } else if (tech == "0210") {
      // One hidden-pair case (69 in box 1, line 2 of the 0210 cases) is pre-empted by another
      // valid hidden pair, {8,9} in row 1, found first in our driver order; it removes the 6
      // that HoDoKu's pair needs. Both deductions are sound.
      EXPECT_GE(t.first + 1, t.second) << tech;
    } else {
      EXPECT_EQ(t.first, t.second) << tech;
    }
  }
}

}  // namespace
}  // namespace sudokupress::grade
