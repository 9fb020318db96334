// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/nightmare.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_set>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "grade/grade.hpp"
#include "solve/engine.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {

namespace {

constexpr int kNightmareLevel = 6;   // the human ladder's top (grade::ladder(kHuman).top())
constexpr int kDiabolicalLevel = 5;  // where the static forcing chains run
// (Rejected: a cap that changes nothing, the count stopped at the open list's 200th-best census
// (a node at or above it is cut at the end of its expansion whatever its count), 2026-11-28:
// Nightmare -n 3 seeds 1 and 33, 92.1 -> 91.2 and 50.1 -> 50.6 CPU s, the same puzzles; the
// census is not where the time goes.)
// (Rejected: a census cap of 64 sets a state, GradeOptions::forcing_census_cap. The walk's
// start, 106-151, then ties at the cap and the walk goes breadth-first until it finds a lower
// node: seed 1 made no Nightmare in 105 CPU s against 4 in 152 CPU s without the cap, dev build
// at load 13.)

// How many solutions hold each (cell, value): holders[d * 10 + v].
class Holders final : public solve::SolutionSink {
 public:
  void solution(const uint8_t* cells, int num_cells) override {
    for (int d = 0; d < num_cells && d < 81; ++d) ++holders[d * 10 + cells[d]];
  }
  std::array<int, 810> holders{};
};

std::unique_ptr<solve::Engine> enumerating_engine(const core::GeometryPtr& geo) {
  return solve::make_engine(*geo, solve::Task::kEnumerate);
}

// Counts the solutions of `cells` (to cap + 1) into `sink`; false when there are more than
// `cap` (or the givens clash: then no solution reaches the sink either).
bool enumerate(solve::Engine& engine, const core::GeometryPtr& geo,
               const std::vector<uint8_t>& cells, int cap, solve::SolutionSink& sink) {
  engine.set_solution_sink(&sink);
  const solve::CountResult r = engine.count(core::Puzzle(geo, cells), cap + 1);
  engine.set_solution_sink(nullptr);
  return r.count <= cap;
}

// Rejected: a depth-first lister of our own (fewest candidates first, naked singles only) was a
// third of the search's time (perf, seed 1: Lister::search 25 %, libgcc's popcount 8.6 %); the
// engine lists the same solutions (their order does not matter: only the holder counts do).

}  // namespace

std::vector<Neighbour> unique_neighbours(const std::vector<uint8_t>& cells, int cap) {
  const core::GeometryPtr geo = *core::geometry_by_name("9x9");
  const std::unique_ptr<solve::Engine> engine = enumerating_engine(geo);
  std::vector<Neighbour> out;
  std::vector<uint8_t> work = cells;
  for (int c = 0; c < 81; ++c) {
    if (!cells[c]) continue;
    work[c] = 0;
    Holders h;  // how many solutions of the puzzle without the clue have v at d
    const bool within = enumerate(*engine, geo, work, cap, h);
    work[c] = cells[c];
    if (!within) continue;
    for (int d = 0; d < 81; ++d) {
      if (cells[d] && d != c) continue;
      for (int v = 1; v <= 9; ++v)
        if (h.holders[d * 10 + v] == 1 && !(d == c && v == cells[c])) out.push_back({c, d, v});
    }
  }
  return out;
}

struct NightmareSearch::Impl {
  grade::Grader grader;  // with the forcing census: the search's key
  core::GeometryPtr geo;

  static grade::GradeOptions human(bool census) {
    grade::GradeOptions o;
    o.profile = grade::Profile::kHuman;
    o.forcing_census = census;
    return o;
  }
  Impl() : grader(human(true)), geo(*core::geometry_by_name("9x9")) {}

  struct Node {
    std::vector<uint8_t> cells;
    int census;
    long order;  // ties go to the earlier node
  };
  // Better first: fewer forcing sets at the hardest state, then the earlier node.
  static bool better(const Node& a, const Node& b) {
    return a.census != b.census ? a.census < b.census : a.order < b.order;
  }
};

NightmareSearch::NightmareSearch() : impl_(std::make_unique<Impl>()) {}
NightmareSearch::~NightmareSearch() = default;

std::vector<uint8_t> NightmareSearch::run(const std::vector<uint8_t>& start,
                                          const NightmareBudget& budget, NightmareStats* stats) {
  std::vector<std::vector<uint8_t>> found = harvest(start, budget, 1, stats);
  return found.empty() ? std::vector<uint8_t>{} : std::move(found.front());
}

std::vector<std::vector<uint8_t>> NightmareSearch::harvest(const std::vector<uint8_t>& start,
                                                           const NightmareBudget& budget, int want,
                                                           NightmareStats* stats) {
  using Node = Impl::Node;
  NightmareStats local;
  NightmareStats& st = stats ? *stats : local;
  std::unordered_set<std::string> seen;
  auto key = [](const std::vector<uint8_t>& c) { return std::string(c.begin(), c.end()); };
  long order = 0;
  std::vector<Node> open;
  std::vector<std::vector<uint8_t>> found;
  long expanded = 0;   // this call's expansions (st may carry earlier calls')
  long last_find = 0;  // `expanded` when the last Nightmare was found
  int best_census = -1;
  // Grades a puzzle: a Nightmare is kept and expanded first (census 0: its neighbours hold
  // most of the next ones), a Diabolical puzzle with a census waits in `open`.
  auto visit = [&](const std::vector<uint8_t>& cells) {
    ++st.grades;
    const grade::GradeResult r = impl_->grader.grade(core::Puzzle(impl_->geo, cells));
    int census = r.forcing_min;
    if (r.level == kNightmareLevel && r.solved) {
      found.push_back(cells);
      last_find = expanded;
      census = 0;
    } else if (r.level != kDiabolicalLevel || census < 0) {
      return;
    }
    if (best_census < 0 || census < best_census) best_census = census;
    if (st.best_census < 0 || census < st.best_census) st.best_census = census;
    open.push_back({cells, census, order++});
  };
  seen.insert(key(start));
  visit(start);
  std::vector<uint8_t> work;
  long limit = budget.expansions;
  while (static_cast<int>(found.size()) < want && !open.empty()) {
    if (!found.empty()) {
      // Harvesting: on while Nightmares keep coming.
      if (expanded - last_find >= budget.stale) break;
    } else {
      if (expanded == limit && limit < budget.extended && best_census >= 0 &&
          best_census <= budget.promising)
        limit = budget.extended;
      if (expanded >= limit) break;
    }
    auto best = std::min_element(open.begin(), open.end(), Impl::better);
    Node node = std::move(*best);
    open.erase(best);
    ++expanded;
    ++st.expansions;
    for (const Neighbour& n : unique_neighbours(node.cells, kMaxSolutions)) {
      work = node.cells;
      work[n.removed] = 0;
      work[n.added] = static_cast<uint8_t>(n.value);
      if (!seen.insert(key(work)).second) continue;
      visit(work);
      if (static_cast<int>(found.size()) == want) break;
    }
    if (static_cast<int>(open.size()) > budget.open_limit) {
      std::sort(open.begin(), open.end(), Impl::better);
      open.resize(budget.open_limit);
    }
  }
  return found;
}

std::vector<uint8_t> random_isomorph(const std::vector<uint8_t>& cells, solve::Rng& rng) {
  // map[k] for k in 0..8: a band (or stack) order, then each band's row order.
  auto line_order = [&rng] {
    std::vector<int> bands = {0, 1, 2}, order;
    rng.shuffle(bands);
    for (int b : bands) {
      std::vector<int> rows = {0, 1, 2};
      rng.shuffle(rows);
      for (int r : rows) order.push_back(b * 3 + r);
    }
    return order;
  };
  const std::vector<int> rows = line_order();
  const std::vector<int> cols = line_order();
  const bool transpose = rng.below(2) == 1;
  std::vector<uint8_t> digits = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(digits);
  std::vector<uint8_t> out(81, 0);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const uint8_t v = cells[rows[r] * 9 + cols[c]];
      out[transpose ? c * 9 + r : r * 9 + c] = v ? digits[v - 1] : 0;
    }
  return out;
}

}  // namespace sudokupress::generate
