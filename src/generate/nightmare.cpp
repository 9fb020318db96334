// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/nightmare.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <unordered_set>

#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "grade/grade.hpp"

namespace sudokupress::generate {

namespace {

constexpr int kNightmareLevel = 6;   // the human ladder's top (grade::ladder(kHuman).top())
constexpr int kDiabolicalLevel = 5;  // where the static forcing chains run
// (Rejected: a census cap of 64 sets a state, GradeOptions::forcing_census_cap. The walk's
// start, 106-151, then ties at the cap and the walk goes breadth-first until it finds a lower
// node: seed 1 made no Nightmare in 105 CPU s against 4 in 152 CPU s without the cap, dev build
// at load 13.)

// A depth-first lister of classic 9x9 solutions: the cell with fewest candidates first (naked
// singles before any branching), row, column and box digit masks.
class Lister {
 public:
  Lister(const std::vector<uint8_t>& cells, int cap) : cap_(cap) {
    for (int c = 0; c < 81; ++c) {
      grid_[c] = cells[c];
      if (cells[c]) {
        const uint16_t bit = static_cast<uint16_t>(1u << cells[c]);
        if ((used(c) & bit) != 0) bad_ = true;
        mark(c, bit);
      }
    }
  }
  std::vector<std::array<uint8_t, 81>> run(bool* over) {
    if (!bad_) search();
    if (over) *over = over_;
    return std::move(out_);
  }

 private:
  static int box(int c) { return (c / 27) * 3 + (c % 9) / 3; }
  uint16_t used(int c) const { return rows_[c / 9] | cols_[c % 9] | boxes_[box(c)]; }
  void mark(int c, uint16_t bit) {
    rows_[c / 9] |= bit;
    cols_[c % 9] |= bit;
    boxes_[box(c)] |= bit;
  }
  void unmark(int c, uint16_t bit) {
    rows_[c / 9] &= ~bit;
    cols_[c % 9] &= ~bit;
    boxes_[box(c)] &= ~bit;
  }
  // False once the cap is passed (the search stops).
  bool search() {
    int best = -1, best_n = 10;
    uint16_t best_free = 0;
    for (int c = 0; c < 81; ++c) {
      if (grid_[c]) continue;
      const uint16_t free = static_cast<uint16_t>(~used(c) & 0x3FE);
      const int n = std::popcount(free);
      if (n < best_n) {
        best = c, best_n = n, best_free = free;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      if (static_cast<int>(out_.size()) == cap_) {
        over_ = true;
        return false;
      }
      out_.push_back(grid_);
      return true;
    }
    for (uint16_t f = best_free; f; f &= f - 1) {
      const int v = std::countr_zero(f);
      const uint16_t bit = static_cast<uint16_t>(1u << v);
      grid_[best] = static_cast<uint8_t>(v);
      mark(best, bit);
      const bool go_on = search();
      unmark(best, bit);
      grid_[best] = 0;
      if (!go_on) return false;
    }
    return true;
  }

  std::array<uint8_t, 81> grid_{};
  std::array<uint16_t, 9> rows_{}, cols_{}, boxes_{};
  int cap_;
  bool bad_ = false, over_ = false;
  std::vector<std::array<uint8_t, 81>> out_;
};

}  // namespace

std::vector<std::array<uint8_t, 81>> classic_solutions(const std::vector<uint8_t>& cells, int cap,
                                                       bool* over) {
  return Lister(cells, cap).run(over);
}

std::vector<Neighbour> unique_neighbours(const std::vector<uint8_t>& cells, int cap) {
  std::vector<Neighbour> out;
  std::vector<uint8_t> work = cells;
  // holders[d * 10 + v]: how many solutions of the puzzle without the clue have v at d.
  std::array<int, 810> holders;
  for (int c = 0; c < 81; ++c) {
    if (!cells[c]) continue;
    work[c] = 0;
    bool over = false;
    const auto sols = classic_solutions(work, cap, &over);
    work[c] = cells[c];
    if (over) continue;
    holders.fill(0);
    for (const auto& s : sols)
      for (int d = 0; d < 81; ++d) ++holders[d * 10 + s[d]];
    for (int d = 0; d < 81; ++d) {
      if (cells[d] && d != c) continue;
      for (int v = 1; v <= 9; ++v)
        if (holders[d * 10 + v] == 1 && !(d == c && v == cells[c])) out.push_back({c, d, v});
    }
  }
  return out;
}

struct NightmareSearch::Impl {
  grade::Grader grader;
  core::GeometryPtr geo;

  Impl()
      : grader([] {
          grade::GradeOptions o;
          o.profile = grade::Profile::kHuman;
          o.forcing_census = true;
          return o;
        }()),
        geo(*core::geometry_by_name("9x9")) {}

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
  using Node = Impl::Node;
  NightmareStats local;
  NightmareStats& st = stats ? *stats : local;
  std::unordered_set<std::string> seen;
  auto key = [](const std::vector<uint8_t>& c) { return std::string(c.begin(), c.end()); };
  long order = 0;
  std::vector<Node> open;
  // Grades a puzzle: its node when Diabolical (pushed to `open`), true when a Nightmare.
  auto visit = [&](const std::vector<uint8_t>& cells) {
    ++st.grades;
    const grade::GradeResult r = impl_->grader.grade(core::Puzzle(impl_->geo, cells));
    if (r.level == kNightmareLevel && r.solved) return true;
    if (r.level != kDiabolicalLevel || r.forcing_min < 0) return false;
    if (st.best_census < 0 || r.forcing_min < st.best_census) st.best_census = r.forcing_min;
    open.push_back({cells, r.forcing_min, order++});
    return false;
  };
  seen.insert(key(start));
  if (visit(start)) return start;
  std::vector<uint8_t> work;
  long limit = budget.expansions;
  for (;;) {
    if (st.expansions == limit && limit < budget.extended && st.best_census >= 0 &&
        st.best_census <= budget.promising)
      limit = budget.extended;
    if (st.expansions >= limit || open.empty()) break;
    auto best = std::min_element(open.begin(), open.end(), Impl::better);
    Node node = std::move(*best);
    open.erase(best);
    ++st.expansions;
    for (const Neighbour& n : unique_neighbours(node.cells, kMaxSolutions)) {
      work = node.cells;
      work[n.removed] = 0;
      work[n.added] = static_cast<uint8_t>(n.value);
      if (!seen.insert(key(work)).second) continue;
      if (visit(work)) {
        st.best_census = 0;
        return work;
      }
    }
    if (static_cast<int>(open.size()) > budget.open_limit) {
      std::sort(open.begin(), open.end(), Impl::better);
      open.resize(budget.open_limit);
    }
  }
  return {};
}

}  // namespace sudokupress::generate
