// SPDX-License-Identifier: GPL-3.0-or-later
// Mark puzzles (generate/marks.hpp: kropki, xv, even-odd) and the grader's mark techniques on
// them: uniqueness by two engines (the constraint engine and a slow backtracking solver written
// here), every mark needed, reproducibility from the ID, the line and f-puzzles round trips, and
// the soundness of every grading step.
#include "generate/marks.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>

#include "core/constraints.hpp"
#include "core/exchange_formats.hpp"
#include "core/format.hpp"
#include "generate/generator.hpp"
#include "generate/puzzle_id.hpp"
#include "grade/effect_parse.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"

namespace sudokupress::generate {
namespace {

using core::MarkFamily;
using core::MarkKind;

GenerateOptions marks(const char* base, MarkFamily f, bool all = false) {
  GenerateOptions o;
  o.geometry = *core::geometry_by_name(base);
  o.marks = MarkOptions{f, all};
  return o;
}

// Counts solutions to 2 by plain backtracking in reading order; the rules restated here.
int slow_count(const core::Puzzle& p) {
  const core::Constraints& r = *p.constraints;
  std::vector<uint8_t> v = p.cells;
  auto ok = [&](MarkKind k, int x, int y) {
    switch (k) {
      case MarkKind::kWhiteDot:
        return std::abs(x - y) == 1;
      case MarkKind::kBlackDot:
        return x == 2 * y || y == 2 * x;
      case MarkKind::kX:
        return x + y == 10;
      case MarkKind::kV:
        return x + y == 5;
      case MarkKind::kEven:
        return x % 2 == 0;
      default:
        return x % 2 == 1;
    }
  };
  auto fits = [&](int c) {
    for (int q : p.geo().peers(c))
      if (v[q] == v[c]) return false;
    for (const core::Mark& m : r.marks) {
      if (m.b < 0 && m.a == c && !ok(m.kind, v[c], 0)) return false;
      if (m.b < 0) continue;
      const int o = m.a == c ? m.b : m.b == c ? m.a : -1;
      if (o >= 0 && v[o] && !ok(m.kind, v[c], v[o])) return false;
    }
    for (auto [a, b] : core::neighbour_pairs(p.geo())) {
      if ((a != c && b != c) || !v[a] || !v[b]) continue;
      bool dot = false, xv = false;
      for (const core::Mark& m : r.marks)
        if (m.a == a && m.b == b) {
          dot |= m.kind == MarkKind::kWhiteDot || m.kind == MarkKind::kBlackDot;
          xv |= m.kind == MarkKind::kX || m.kind == MarkKind::kV;
        }
      const int x = v[a], y = v[b];
      if (r.all_kropki && !dot && (std::abs(x - y) == 1 || x == 2 * y || y == 2 * x)) return false;
      if (r.all_xv && !xv && (x + y == 10 || x + y == 5)) return false;
    }
    return true;
  };
  int found = 0;
  auto walk = [&](auto& self, int c) -> void {
    while (c < p.num_cells() && p.cells[c]) ++c;
    if (c == p.num_cells()) {
      ++found;
      return;
    }
    for (int d = 1; d <= p.size() && found < 2; ++d) {
      v[c] = static_cast<uint8_t>(d);
      if (fits(c)) self(self, c + 1);
    }
    v[c] = 0;
  };
  walk(walk, 0);
  return found;
}

TEST(MarksTest, SmallGridsAreUniqueByTwoEnginesAndEveryMarkIsNeeded) {
  auto engine = solve::make_cage_engine();
  for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv, MarkFamily::kEvenOdd}) {
    for (const char* base : {"4x4", "6x6"}) {
      GenerateOptions o = marks(base, f);
      for (uint64_t seed = 1; seed <= 2; ++seed) {
        auto g = generate_one(o, seed);
        ASSERT_TRUE(g.is_ok()) << g.status().message();
        const core::Puzzle& p = g->puzzle;
        EXPECT_TRUE(core::check_constraints(p.geo(), *p.constraints).is_ok());
        EXPECT_EQ(slow_count(p), 1) << base << " seed " << seed;
        EXPECT_TRUE(core::is_solution_of(p, core::Puzzle(p.geometry, g->solution)));
        for (const core::Mark& m : p.constraints->marks) {
          EXPECT_EQ(core::family_of(m.kind), f);
          core::Puzzle without = p;
          core::Constraints c = *p.constraints;
          c.marks.erase(std::find(c.marks.begin(), c.marks.end(), m));
          without.constraints = std::make_shared<const core::Constraints>(c);
          EXPECT_EQ(engine->count(without, 2).count, 2) << core::mark_name(p.geo(), m);
        }
      }
    }
  }
}

TEST(MarksTest, NineByNineRebuildsFromItsIdAndRoundTrips) {
  for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv, MarkFamily::kEvenOdd}) {
    for (bool all : {false, true}) {
      if (all && f == MarkFamily::kEvenOdd) continue;
      // The 9x9 Kropki with minimal dots takes seconds (bench `marks`): its 6x6 here.
      const bool slow = f == MarkFamily::kKropki && !all;
      GenerateOptions o = marks(slow ? "6x6" : "9x9", f, all);
      auto g = generate_one(o, 7);
      ASSERT_TRUE(g.is_ok()) << g.status().message();
      const core::Puzzle& p = g->puzzle;
      EXPECT_EQ(solve::make_engine(p)->count(p, 2).count, 1);
      EXPECT_EQ(g->id.find("sp1_" + std::string(core::family_name(f))), 0u) << g->id;
      if (all) {
        EXPECT_NE(g->id.find("_n_"), std::string::npos) << g->id;
      }
      auto d = decode_id(g->id);
      ASSERT_TRUE(d.is_ok()) << d.status().message();
      ASSERT_TRUE(d->options.marks.has_value());
      EXPECT_EQ(*d->options.marks, *o.marks);
      auto again = generate_one(d->options, d->seed);
      ASSERT_TRUE(again.is_ok());
      const std::string line = core::write_puzzle(p, core::Format::kLine);
      EXPECT_EQ(core::write_puzzle(again->puzzle, core::Format::kLine), line);
      // The line format and f-puzzles JSON carry the marks back in.
      for (core::Format fmt : {core::Format::kLine, core::Format::kFpuzzles}) {
        auto text = core::write_record(p, fmt);
        ASSERT_TRUE(text.is_ok()) << text.status().message();
        auto r = core::read_puzzles(*text, "t");
        ASSERT_TRUE(r.is_ok());
        ASSERT_TRUE(r->items[0].puzzle) << r->items[0].error;
        EXPECT_EQ(*r->items[0].puzzle, p) << *text;
      }
    }
  }
}

TEST(MarksTest, OptionsAreChecked) {
  GenerateOptions o = marks("9x9", MarkFamily::kEvenOdd, true);
  EXPECT_FALSE(generate_one(o, 1).is_ok());  // --all-marks: Kropki and XV only
  o = marks("samurai", MarkFamily::kKropki);
  EXPECT_FALSE(generate_one(o, 1).is_ok());
  o = marks("9x9", MarkFamily::kXv);
  o.symmetry = core::Symmetry::kRot180;
  EXPECT_FALSE(generate_one(o, 1).is_ok());
}

// No grading step contradicts the solution, on many generated puzzles; the mark rows do their
// share.
TEST(MarksTest, GradingIsSoundAndUsesMarkTechniques) {
  grade::GradeOptions go;
  go.profile = grade::Profile::kHuman;
  go.record_steps = true;
  grade::Grader grader(go);
  std::map<std::string, int> used;
  for (MarkFamily f : {MarkFamily::kKropki, MarkFamily::kXv, MarkFamily::kEvenOdd}) {
    for (bool all : {false, true}) {
      if (all && f == MarkFamily::kEvenOdd) continue;
      for (const char* base : {"9x9", "6x6"}) {
        // 9x9: the forms that generate in milliseconds (bench `marks` has the others).
        if (std::string(base) == "9x9" && f == MarkFamily::kKropki && !all) continue;
        for (uint64_t seed = 1; seed <= 3; ++seed) {
          auto g = generate_one(marks(base, f, all), 50 + seed);
          ASSERT_TRUE(g.is_ok());
          grade::GradeResult r = grader.grade(g->puzzle);
          EXPECT_TRUE(r.consistent) << base << " " << seed;
          EXPECT_TRUE(r.solved) << base << " " << seed;
          EXPECT_EQ(r.solution.cells, g->solution) << base << " " << seed;
          for (const grade::Step& s : r.steps) {
            if (s.code >= 40 && s.code < 50) continue;  // backtracking guesses
            used[std::string(s.strategy)]++;
            for (const auto& e : s.eliminations)
              ASSERT_NE(g->solution[e.cell], e.digit) << s.explanation;
            for (const auto& e : s.implied)
              ASSERT_NE(g->solution[e.cell], e.digit) << s.explanation;
            for (const auto& pl : s.placements)
              ASSERT_EQ(g->solution[pl.cell], pl.digit) << s.explanation;
            ASSERT_TRUE(grade::testing::text_names_effect(g->puzzle.geo(), s));
          }
        }
      }
    }
  }
  EXPECT_GT(used["mark-pair"], 20);
  EXPECT_GT(used["even-odd-cell"], 3);
  EXPECT_GT(used["no-mark-pair"], 10);
}

}  // namespace
}  // namespace sudokupress::generate
