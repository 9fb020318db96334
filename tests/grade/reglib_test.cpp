// HoDoKu's regression library (../shared/data/hodoku/reglib-1.3.txt): for each technique that
// one of our strategies implements, load the position and check that running the strategy to
// exhaustion removes every expected candidate (and places the expected digits for singles).
#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <map>
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
  std::vector<int> codes;  // the rows run (in turn, to exhaustion) for the technique
  int min_percent;         // share of positions whose eliminations must all be found
};

// HoDoKu technique -> our rows. The thresholds below 95 are the measured misses (README
// "Grading", known gaps): nice loops that need grouped nodes or ALS nodes, three XYZ-wing
// positions, ALS-XY-wings HoDoKu finds through larger ALS. Single-digit patterns run the family
// (skyscraper, kite, turbot fish classify shapes slightly differently from HoDoKu); sashimi fish
// are our finned fish.
const std::map<std::string, Mapping>& mappings() {
  static const std::map<std::string, Mapping> kMap = {
      {"0002", {{0}, 100}},         {"0003", {{0}, 100}},         {"0100", {{13}, 100}},
      {"0101", {{12}, 100}},        {"0200", {{10}, 100}},        {"0201", {{20}, 100}},
      {"0202", {{23}, 100}},        {"0210", {{11}, 96}},         {"0211", {{21}, 100}},
      {"0212", {{25}, 100}},        {"0300", {{22}, 100}},        {"0301", {{32}, 100}},
      {"0302", {{33}, 100}},        {"0800", {{24}, 100}},        {"0310", {{62}, 95}},
      {"0311", {{63}, 95}},         {"0312", {{64}, 95}},         {"0320", {{62}, 95}},
      {"0321", {{63}, 95}},         {"0322", {{64}, 95}},         {"0400", {{50, 51, 52}, 95}},
      {"0401", {{50, 51, 52}, 95}}, {"0403", {{50, 51, 52}, 95}}, {"0404", {{50, 51, 52}, 95}},
      {"0402", {{53}, 95}},         {"0405", {{53}, 95}},         {"0600", {{56}, 95}},
      {"0601", {{57}, 95}},         {"0602", {{58}, 90}},         {"0603", {{59}, 95}},
      {"0606", {{60}, 95}},         {"0610", {{61}, 95}},         {"0701", {{66}, 95}},
      {"0702", {{67}, 95}},         {"0706", {{70}, 80}},         {"0707", {{70}, 60}},
      {"0708", {{70}, 90}},         {"0801", {{54}, 80}},         {"0802", {{65}, 95}},
      {"0803", {{55}, 95}},         {"0901", {{68}, 85}},         {"0902", {{69}, 20}}};
  return kMap;
}

bool run_strategy(Context<1>& ctx, int code) {
  const StrategyInfo& s = testing::info(code);
  Variant full{true, false};
  StrategyFn<1> fn = function_for<1>(s.kind);
  return fn && fn(ctx, s, full);
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
    testing::Fixture fx;
    if (!load(fx, c)) continue;
    // Cells with one candidate are solved in our model: clean them from their peers first (this
    // is where the naked singles of the 0003 cases get placed).
    fx.ctx->begin();
    fx.grid.initial_cleanup();
    std::set<std::pair<int, int>> removed;
    for (auto [cell, d] : fx.ctx->log.implied) removed.insert({cell, d});
    for (int code : m->second.codes)
      for (int i = 0; i < 200 && run_strategy(*fx.ctx, code); ++i) {
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
  for (auto [tech, t] : tally)
    EXPECT_GE(t.first * 100, t.second * mappings().at(tech).min_percent) << tech;
}

}  // namespace
}  // namespace sudokupress::grade
