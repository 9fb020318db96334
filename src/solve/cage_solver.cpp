// SPDX-License-Identifier: GPL-3.0-or-later
// The constraint engine: exact search for puzzles with Killer cages and marks (Kropki dots, X/V,
// even/odd; core/constraints.hpp) on any single grid up to 16 symbols (box grids, extra houses,
// jigsaws). It is the engine make_engine
// picks whenever a puzzle has constraints (Capabilities::cages); the other engines know houses
// only and are never given such a puzzle.
//
// State: one candidate mask per cell (bit v-1 = digit v), copied per search level (a 16x16 is
// 1 KiB). Propagation to a fixpoint:
//   - naked singles: a cell's digit leaves its peers, which include its cage mates (a cage's
//     digits are all different);
//   - hidden singles in every house (a digit with no place is a contradiction);
//   - cages: each cage keeps the list of digit sets that can fill it (every k-subset of 1..N
//     adding up to its sum, core::cage_combinations). A set survives when every cell has a
//     candidate in it and its digits are all still placeable in the cage (the union of the
//     cells' candidates inside the set is the whole set); the cells keep only the digits of
//     surviving sets, and a digit every surviving set needs that has one place in the cage is
//     placed there. Placed digits count: a set must hold them. This is the sum bound by remaining
//     sum and the cells' minima and maxima, and more.
//   - the 45 rule's innies: per house, the cells left by the cages wholly inside it form one
//     more cage (add_innies).
//   - marks (Kropki dots, X/V, the negative constraints): each orthogonal pair of cells with a
//     rule keeps one table, digit x -> the digits its partner may hold (every rule on the pair
//     and the negative ones combined; all are symmetric); a cell keeps only digits with a
//     partner among the other cell's candidates. Even/odd cells are masks applied once.
// Branching: the first empty cell of fewest candidates. Solutions are counted to the limit; the
// removal test is an exclusion search (the value struck from the cell, one solution looked for).
#include <algorithm>
#include <memory>

#include "core/bits.hpp"
#include "core/constraints.hpp"
#include "solve/engine.hpp"

namespace sudokupress::solve {
namespace {

using core::Puzzle;

constexpr int kMaxCageSymbols = 16;

// The puzzle's rules in flat arrays, built once per (geometry, constraints) pair.
struct CageModel {
  const core::Geometry* geometry = nullptr;
  core::ConstraintsPtr rules;
  int cells = 0;
  int size = 0;
  std::vector<int> peer_start, peers;  // houses' peers and cage mates
  std::vector<int> house_start, house_cells;
  std::vector<int> cage_start, cage_cells;  // cells of cage k
  std::vector<int> combo_start;             // digit sets of cage k: combos[combo_start[k]..]
  std::vector<uint32_t> combos;
  std::vector<int> cage_of;                // cage of a cell, -1 = none
  std::vector<uint32_t> cell_allow;        // even/odd: the digits a cell may hold
  std::vector<std::pair<int, int>> pairs;  // cells of the pairs with a rule (marks)
  std::vector<uint32_t> pair_tables;       // pair i, digit x: pair_tables[i * size + x - 1]
  // The rules a cell takes part in, as unit numbers: house h is h, cage k (with digit sets) is
  // num_houses() + k, mark pair i is num_houses() + num_cages() + i. A change to a cell makes its
  // units due again (CageSearch::propagate).
  std::vector<int> unit_start, units;

  int num_houses() const { return static_cast<int>(house_start.size()) - 1; }
  int num_cages() const { return static_cast<int>(cage_start.size()) - 1; }
  int num_units() const { return num_houses() + num_cages() + static_cast<int>(pairs.size()); }

  // The 45 rule as more cages: in a house (1..N once), the cells outside the cages wholly inside
  // it (with sums) add up to N(N+1)/2 minus those sums, with different digits. Kept like a
  // cage with a sum (not in cage_of: its cells are peers already). Measured on 9x9 Killers
  // without givens: it cut the count-to-two's search by far (bench `killer`).
  void add_innies(const core::Geometry& g, const core::Constraints& c) {
    const int total = size * (size + 1) / 2;
    std::vector<uint8_t> in_house(cells, 0);
    for (const auto& h : g.houses()) {
      for (int cell : h.cells) in_house[cell] = 1;
      int inside = 0;
      std::vector<uint8_t> covered(cells, 0);
      for (const core::Cage& cage : c.cages) {
        if (!cage.sum) continue;
        bool all = true;
        for (int cell : cage.cells) all &= in_house[cell] != 0;
        if (!all) continue;
        inside += cage.sum;
        for (int cell : cage.cells) covered[cell] = 1;
      }
      std::vector<int> rest;
      for (int cell : h.cells)
        if (!covered[cell]) rest.push_back(cell);
      for (int cell : h.cells) in_house[cell] = 0;
      const int k = static_cast<int>(rest.size());
      if (k == 0 || k == size) continue;
      cage_cells.insert(cage_cells.end(), rest.begin(), rest.end());
      cage_start.push_back(static_cast<int>(cage_cells.size()));
      auto sets = total - inside >= 1 ? core::cage_combinations(size, k, total - inside)
                                      : std::vector<uint32_t>{};
      if (sets.empty()) sets.push_back(0);  // no set fits: the puzzle has no solution
      combos.insert(combos.end(), sets.begin(), sets.end());
      combo_start.push_back(static_cast<int>(combos.size()));
    }
  }

  // Marks as per-cell masks and per-pair tables (see the top of the file).
  void add_marks(const core::Geometry& g, const core::Constraints* c) {
    const uint32_t all = size >= 32 ? ~0u : (1u << size) - 1;
    cell_allow.assign(cells, all);
    pairs.clear();
    pair_tables.clear();
    if (!c) return;
    for (const core::Mark& m : c->marks) {
      if (core::is_pair_mark(m.kind)) continue;
      uint32_t keep = 0;
      for (int x = 1; x <= size; ++x)
        if (core::mark_allows(m.kind, x, 0)) keep |= 1u << (x - 1);
      cell_allow[m.a] &= keep;
    }
    if (c->marks.empty() && !c->all_kropki && !c->all_xv) return;
    for (auto [a, b] : core::neighbour_pairs(g)) {
      bool kropki = false, xv = false;
      std::vector<core::MarkKind> on;
      for (const core::Mark& m : c->marks)
        if (m.a == a && m.b == b) {
          on.push_back(m.kind);
          kropki |= core::is_kropki(m.kind);
          xv |= core::is_xv(m.kind);
        }
      const bool neg_kropki = c->all_kropki && !kropki, neg_xv = c->all_xv && !xv;
      if (on.empty() && !neg_kropki && !neg_xv) continue;
      for (int x = 1; x <= size; ++x) {
        uint32_t partners = 0;
        for (int y = 1; y <= size; ++y) {
          bool ok = true;  // every mark on the pair holds (mark_problem's reading)
          for (core::MarkKind k : on) ok &= core::mark_allows(k, x, y);
          if (neg_kropki) ok &= !core::negative_forbids(core::MarkFamily::kKropki, x, y);
          if (neg_xv) ok &= !core::negative_forbids(core::MarkFamily::kXv, x, y);
          if (ok) partners |= 1u << (y - 1);
        }
        pair_tables.push_back(partners);
      }
      pairs.emplace_back(a, b);
    }
  }

  void build(const core::Geometry& g, const core::ConstraintsPtr& c) {
    geometry = &g;
    rules = c;
    cells = g.num_cells();
    size = g.size();
    cage_of.assign(cells, -1);
    cage_start.assign(1, 0);
    cage_cells.clear();
    combo_start.assign(1, 0);
    combos.clear();
    if (c) {
      for (const core::Cage& cage : c->cages) {
        const int k = static_cast<int>(cage_start.size()) - 1;
        for (int cell : cage.cells) cage_of[cell] = k;
        cage_cells.insert(cage_cells.end(), cage.cells.begin(), cage.cells.end());
        cage_start.push_back(static_cast<int>(cage_cells.size()));
        // A cage without a sum is only "all different" (its mates are peers): no sets kept.
        if (cage.sum) {
          auto sets = core::cage_combinations(size, static_cast<int>(cage.cells.size()), cage.sum);
          combos.insert(combos.end(), sets.begin(), sets.end());
        }
        combo_start.push_back(static_cast<int>(combos.size()));
      }
    }
    if (c && !c->empty()) add_innies(g, *c);
    add_marks(g, c.get());
    peer_start.assign(1, 0);
    peers.clear();
    for (int cell = 0; cell < cells; ++cell) {
      const size_t from = peers.size();
      peers.insert(peers.end(), g.peers(cell).begin(), g.peers(cell).end());
      if (int k = cage_of[cell]; k >= 0)
        for (int i = cage_start[k]; i < cage_start[k + 1]; ++i) {
          const int mate = cage_cells[i];
          if (mate != cell && std::find(peers.begin() + from, peers.end(), mate) == peers.end())
            peers.push_back(mate);
        }
      peer_start.push_back(static_cast<int>(peers.size()));
    }
    house_start.assign(1, 0);
    house_cells.clear();
    for (const auto& h : g.houses()) {
      house_cells.insert(house_cells.end(), h.cells.begin(), h.cells.end());
      house_start.push_back(static_cast<int>(house_cells.size()));
    }
    build_units();
  }

  void build_units() {
    std::vector<std::vector<int>> of(cells);
    for (int h = 0; h < num_houses(); ++h)
      for (int i = house_start[h]; i < house_start[h + 1]; ++i) of[house_cells[i]].push_back(h);
    for (int k = 0; k < num_cages(); ++k) {
      if (combo_start[k] == combo_start[k + 1]) continue;  // no sum: peers only, no unit
      for (int i = cage_start[k]; i < cage_start[k + 1]; ++i)
        of[cage_cells[i]].push_back(num_houses() + k);
    }
    for (size_t i = 0; i < pairs.size(); ++i) {
      const int u = num_houses() + num_cages() + static_cast<int>(i);
      of[pairs[i].first].push_back(u);
      of[pairs[i].second].push_back(u);
    }
    unit_start.assign(1, 0);
    units.clear();
    for (const auto& list : of) {
      units.insert(units.end(), list.begin(), list.end());
      unit_start.push_back(static_cast<int>(units.size()));
    }
  }
};

inline bool single_bit(uint32_t m) { return m && !(m & (m - 1)); }

class CageSearch {
 public:
  // Counts to `limit`; exclude_cell >= 0 strikes exclude_value from that empty cell first.
  CountResult run(const CageModel& m, const Puzzle& p, int limit, int exclude_cell,
                  int exclude_value, uint64_t node_limit) {
    m_ = &m;
    limit_ = limit;
    node_limit_ = node_limit;
    result_ = CountResult{};
    const uint32_t all = m.size >= 32 ? ~0u : (1u << m.size) - 1;
    frames_.assign(static_cast<size_t>(m.cells) * 2, 0);
    uint32_t* cand = frames_.data();
    std::fill(cand, cand + m.cells, all);
    for (int c = 0; c < m.cells; ++c) {
      const int v = p.cells[c];
      if (!v) continue;
      if (v > m.size) return std::move(result_);
      cand[c] &= 1u << (v - 1);
      if (!cand[c]) return std::move(result_);
    }
    for (int c = 0; c < m.cells; ++c)
      if (!(cand[c] &= m.cell_allow[c])) return std::move(result_);
    if (exclude_cell >= 0 && exclude_value >= 1 && exclude_value <= m.size) {
      cand[exclude_cell] &= ~(1u << (exclude_value - 1));
      if (!cand[exclude_cell]) return std::move(result_);
    }
    search(0, -1);
    return std::move(result_);
  }

 private:
  uint32_t* frame(int depth) {
    const size_t need = static_cast<size_t>(depth + 1) * m_->cells;
    if (frames_.size() < need) frames_.resize(need * 2);
    return frames_.data() + static_cast<size_t>(depth) * m_->cells;
  }

  // Removes `bits` from cell c; false on a contradiction.
  bool restrict(uint32_t* cand, int c, uint32_t keep) {
    const uint32_t now = cand[c] & keep;
    if (now == cand[c]) return true;
    if (!now) return false;
    cand[c] = now;
    if (single_bit(now)) queue_.push_back(c);
    mark_due(c);
    changed_ = true;
    return true;
  }

  void mark_due(int c) {
    for (int i = m_->unit_start[c]; i < m_->unit_start[c + 1]; ++i) due_[m_->units[i]] = 1;
  }

  bool naked_singles(uint32_t* cand) {
    while (!queue_.empty()) {
      const int c = queue_.back();
      queue_.pop_back();
      if (done_[c]) continue;
      done_[c] = 1;
      const uint32_t bit = cand[c];
      for (int i = m_->peer_start[c]; i < m_->peer_start[c + 1]; ++i) {
        const int p = m_->peers[i];
        if (!(cand[p] & bit)) continue;
        if (!restrict(cand, p, ~bit)) return false;
      }
    }
    return true;
  }

  bool hidden_singles(uint32_t* cand) {
    const uint32_t all = (m_->size >= 32 ? ~0u : (1u << m_->size) - 1);
    for (int h = 0; h < m_->num_houses(); ++h) {
      if (!due_[h]) continue;
      due_[h] = 0;
      uint32_t once = 0, twice = 0;
      for (int i = m_->house_start[h]; i < m_->house_start[h + 1]; ++i) {
        const uint32_t x = cand[m_->house_cells[i]];
        twice |= once & x;
        once |= x;
      }
      if (once != all) return false;
      uint32_t hidden = once & ~twice;
      if (!hidden) continue;
      for (int i = m_->house_start[h]; i < m_->house_start[h + 1]; ++i) {
        const int c = m_->house_cells[i];
        const uint32_t x = cand[c] & hidden;
        if (!x || single_bit(cand[c])) continue;
        if (!single_bit(x)) return false;  // two digits with their only place in one cell
        if (!restrict(cand, c, x)) return false;
      }
    }
    return true;
  }

  bool cage_sets(uint32_t* cand) {
    const int houses = m_->num_houses();
    for (int k = 0; k < m_->num_cages(); ++k) {
      if (!due_[houses + k]) continue;
      due_[houses + k] = 0;
      const int cb = m_->combo_start[k], ce = m_->combo_start[k + 1];
      const int b = m_->cage_start[k], e = m_->cage_start[k + 1];
      // Two quick refusals before the walk over the cells: a set with a digit no cell can hold,
      // or without a digit already placed in the cage (most sets of a big innies cage fail one).
      uint32_t can = 0, placed = 0;
      for (int i = b; i < e; ++i) {
        const uint32_t x = cand[m_->cage_cells[i]];
        can |= x;
        if (single_bit(x)) placed |= x;
      }
      uint32_t allowed = 0, required = ~0u;
      for (int s = cb; s < ce; ++s) {
        const uint32_t set = m_->combos[s];
        if ((set & ~can) | (placed & ~set)) continue;
        uint32_t cover = 0;
        bool ok = true;
        for (int i = b; i < e; ++i) {
          const uint32_t x = cand[m_->cage_cells[i]] & set;
          if (!x) {
            ok = false;
            break;
          }
          cover |= x;
        }
        if (!ok || cover != set) continue;
        allowed |= set;
        required &= set;
      }
      if (!allowed) return false;
      for (int i = b; i < e; ++i)
        if (!restrict(cand, m_->cage_cells[i], allowed)) return false;
      // A digit every set needs, with one place left in the cage (one pass counts each digit's
      // places up to two; a place taken by an earlier digit of this loop is seen when the
      // cage is due again: the fixpoint is the same).
      uint32_t once = 0, twice = 0;
      for (int i = b; i < e; ++i) {
        const uint32_t x = cand[m_->cage_cells[i]] & required;
        twice |= once & x;
        once |= x;
      }
      if (required & ~once) return false;  // a needed digit with no place
      for (uint32_t r = once & ~twice; r; r &= r - 1) {
        const uint32_t bit = r & (~r + 1);
        for (int i = b; i < e; ++i)
          if (cand[m_->cage_cells[i]] & bit) {
            if (!restrict(cand, m_->cage_cells[i], bit)) return false;
            break;
          }
      }
    }
    return true;
  }

  // The digits a pair rule's table lets the partner of a cell with candidates `x` hold.
  uint32_t partners(const uint32_t* table, uint32_t x) const {
    uint32_t out = 0;
    for (; x; x &= x - 1) out |= table[__builtin_ctz(x)];
    return out;
  }

  bool pair_rules(uint32_t* cand) {
    const int n = m_->size;
    const int first = m_->num_houses() + m_->num_cages();
    for (size_t i = 0; i < m_->pairs.size(); ++i) {
      if (!due_[first + i]) continue;
      due_[first + i] = 0;
      const auto [a, b] = m_->pairs[i];
      const uint32_t* table = m_->pair_tables.data() + i * n;
      if (!restrict(cand, b, partners(table, cand[a]))) return false;
      if (!restrict(cand, a, partners(table, cand[b]))) return false;
    }
    return true;
  }

  // To the fixpoint of the rules above. `changed_cell` < 0: every cell is new (the root);
  // else the state is a fixpoint but for that cell (a guess), and only it and the units it is in
  // are due at first. The rules only ever strike candidates and each is monotone (fewer
  // candidates in, no fewer struck out), so the fixpoint, or the contradiction, does not depend
  // on the order they run in: visiting only the units whose cells changed reaches the state the
  // whole passes reached, and the search tree and its node counts are unchanged. (Whole passes
  // over every house, cage and pair at every node were 67 % of a Killer book's build.)
  bool propagate(uint32_t* cand, int changed_cell) {
    done_.assign(m_->cells, 0);
    queue_.clear();
    if (changed_cell < 0) {
      due_.assign(m_->num_units(), 1);
      for (int c = 0; c < m_->cells; ++c)
        if (single_bit(cand[c])) queue_.push_back(c);
    } else {
      due_.assign(m_->num_units(), 0);
      mark_due(changed_cell);
      if (single_bit(cand[changed_cell])) queue_.push_back(changed_cell);
    }
    do {
      changed_ = false;
      if (!naked_singles(cand)) return false;
      if (!hidden_singles(cand)) return false;
      if (!naked_singles(cand)) return false;
      if (!cage_sets(cand)) return false;
      if (!pair_rules(cand)) return false;
    } while (changed_ || !queue_.empty());
    return true;
  }

  // Depth-first search from frame `depth`; false when the search must stop (limit reached or
  // node limit hit).
  bool search(int depth, int changed_cell) {
    ++result_.stats.nodes;
    if (node_limit_ && result_.stats.nodes > node_limit_) {
      result_.cut_short = true;
      return false;
    }
    uint32_t* cand = frame(depth);
    if (!propagate(cand, changed_cell)) return true;
    int best = -1, best_count = 99;
    for (int c = 0; c < m_->cells; ++c) {
      const int n = core::popcount32(cand[c]);
      if (n > 1 && n < best_count) {
        best = c;
        best_count = n;
        if (n == 2) break;
      }
    }
    if (best < 0) {
      if (result_.count == 0) {
        result_.solution.resize(m_->cells);
        for (int c = 0; c < m_->cells; ++c)  // the digit of a one-bit mask: the bits below it
          result_.solution[c] = static_cast<uint8_t>(core::popcount32(cand[c] - 1) + 1);
      }
      ++result_.count;
      return result_.count < limit_;
    }
    ++result_.stats.guesses;
    for (uint32_t r = cand[best]; r; r &= r - 1) {
      const uint32_t bit = r & (~r + 1);
      uint32_t* next = frame(depth + 1);
      cand = frame(depth);  // frame() may have moved the storage
      std::copy(cand, cand + m_->cells, next);
      next[best] = bit;
      if (!search(depth + 1, best)) return false;
    }
    return true;
  }

  const CageModel* m_ = nullptr;
  int limit_ = 1;
  uint64_t node_limit_ = 0;
  CountResult result_;
  std::vector<uint32_t> frames_;
  std::vector<int> queue_;
  std::vector<uint8_t> done_;
  std::vector<uint8_t> due_;  // per unit (CageModel::units): a cell of it changed
  bool changed_ = false;
};

class CageEngine final : public Engine {
 public:
  std::string_view name() const override { return "cage"; }
  Capabilities capabilities() const override {
    Capabilities c;
    c.max_symbols = kMaxCageSymbols;
    c.composites = false;
    c.cages = true;
    c.count_rank = 1;  // plain puzzles: every other engine is faster
    c.removal_rank = 1;
    c.exclusion_search = true;
    c.node_limit = true;
    return c;
  }
  CountResult count(const Puzzle& p, int limit) override {
    return search_.run(model(p), p, std::max(1, limit), -1, 0, node_limit_);
  }
  bool other_solution(const Puzzle& p, int c, int v, std::vector<uint8_t>* witness) override {
    CountResult r = search_.run(model(p), p, 1, c, v, node_limit_);
    if (r.cut_short) {
      if (witness) witness->clear();
      return true;
    }
    if (r.count == 0) return false;
    if (witness) *witness = std::move(r.solution);
    return true;
  }

 private:
  const CageModel& model(const Puzzle& p) {
    const core::ConstraintsPtr& rules = p.constraints;
    if (model_.geometry != p.geometry.get() || model_.rules != rules) {
      model_.build(p.geo(), rules);
      keep_ = p.geometry;
    }
    return model_;
  }
  core::GeometryPtr keep_;
  CageModel model_;
  CageSearch search_;
};

}  // namespace

std::unique_ptr<Engine> make_cage_engine() { return std::make_unique<CageEngine>(); }

}  // namespace sudokupress::solve
