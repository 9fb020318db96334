// General exact solver for any geometry (box grids 4x4..100x100, composites such as samurai):
// candidate bitsets over the geometry's houses, naked and hidden singles, and a depth-first
// search that branches on a cell with the fewest candidates.
//
// Memory and stack stay flat whatever the size: the search is an explicit loop over a decision
// stack, and backtracking undoes changes from a trail (cell, old candidates) instead of copying
// the whole candidate vector at every node (a 100x100 has 10,000 cells of 16 bytes; a copy per
// node at depth several thousand would need gigabytes). The geometry's peers and houses are
// flattened into contiguous arrays once per geometry and reused across calls.
//
// Rejected alternatives (17clue_royle_49158 and forum_hardest_1905_se11plus, release build):
//  - Copying the candidate vector per guess (the first version): fine on 9x9, but memory grows
//    with depth x cells, which rules it out for 100x100; the trail is as fast on 9x9.
//  - Rescanning every house for hidden singles after each change: replaced by a dirty-house
//    list; see the numbers in the report of the commit that introduced it.
#include <algorithm>
#include <memory>

#include "core/symbol_set.hpp"
#include "solve/bits.hpp"
#include "solve/exact.hpp"

namespace sudokupress::solve {
namespace {

using core::Geometry;
using core::Puzzle;

// The geometry in flat arrays: peers and houses of every cell, cells of every house.
struct FlatGeometry {
  const Geometry* geometry = nullptr;
  core::GeometryPtr keep_alive;
  int cells = 0;
  int size = 0;
  std::vector<int> peer_start, peers;            // peers of c: peers[peer_start[c] .. [c+1])
  std::vector<int> house_start, house_cells;     // cells of house h
  std::vector<int> cell_house_start, cell_houses;  // houses of cell c

  void build(const core::GeometryPtr& g) {
    geometry = g.get();
    keep_alive = g;
    cells = g->num_cells();
    size = g->size();
    peer_start.assign(1, 0);
    peers.clear();
    cell_house_start.assign(1, 0);
    cell_houses.clear();
    for (int c = 0; c < cells; ++c) {
      peers.insert(peers.end(), g->peers(c).begin(), g->peers(c).end());
      peer_start.push_back(static_cast<int>(peers.size()));
      cell_houses.insert(cell_houses.end(), g->houses_of(c).begin(), g->houses_of(c).end());
      cell_house_start.push_back(static_cast<int>(cell_houses.size()));
    }
    house_start.assign(1, 0);
    house_cells.clear();
    for (const auto& h : g->houses()) {
      house_cells.insert(house_cells.end(), h.cells.begin(), h.cells.end());
      house_start.push_back(static_cast<int>(house_cells.size()));
    }
  }
  int num_houses() const { return static_cast<int>(house_start.size()) - 1; }
};

template <int W>
int count_of(const core::SymbolSet<W>& s) {
  int n = 0;
  for (int w = 0; w < W; ++w) n += popcount64(s.word(w));
  return n;
}

// At most one symbol, without counting.
template <int W>
bool at_most_one(const core::SymbolSet<W>& s) {
  int nonzero = 0;
  bool ok = true;
  for (int w = 0; w < W; ++w) {
    uint64_t x = s.word(w);
    nonzero += x != 0;
    ok &= (x & (x - 1)) == 0;
  }
  return ok && nonzero <= 1;
}

template <int W>
class GeneralEngine {
 public:
  using Set = core::SymbolSet<W>;

  CountResult run(const FlatGeometry& g, const Puzzle& p, int limit) {
    g_ = &g;
    limit_ = limit;
    result_ = CountResult{};
    all_ = Set::all(g.size);
    cand_.assign(g.cells, all_);
    trail_.clear();
    queue_.clear();
    decisions_.clear();
    dirty_.assign(g.num_houses(), 0);
    dirty_list_.clear();
    for (int c = 0; c < g.cells; ++c) {
      int v = p.cells[c];
      if (!v) continue;
      if (v > g.size || !cand_[c].test(v)) return std::move(result_);
      set(c, Set::single(v));
    }
    search();
    return std::move(result_);
  }

 private:
  struct Decision {
    int cell;
    Set rest;           // candidates not tried yet
    size_t trail_mark;  // trail size before the first option was tried
  };

  // Changes cell c's candidates, recording the old value when a decision may undo it.
  void set(int c, const Set& value) {
    if (!decisions_.empty()) trail_.push_back({c, cand_[c]});
    cand_[c] = value;
    for (int i = g_->cell_house_start[c]; i < g_->cell_house_start[c + 1]; ++i) {
      int h = g_->cell_houses[i];
      if (!dirty_[h]) {
        dirty_[h] = 1;
        dirty_list_.push_back(h);
      }
    }
    if (at_most_one(value)) queue_.push_back(c);  // never empty here
  }

  // Naked singles (queue) and hidden singles (dirty houses) to a fixed point.
  bool propagate() {
    ++result_.stats.nodes;
    for (;;) {
      while (!queue_.empty()) {
        int c = queue_.back();
        queue_.pop_back();
        const Set mine = cand_[c];
        if (mine.empty()) return false;
        for (int i = g_->peer_start[c]; i < g_->peer_start[c + 1]; ++i) {
          int o = g_->peers[i];
          if ((cand_[o] & mine).empty()) continue;
          Set rest = cand_[o].minus(mine);
          if (rest.empty()) return false;
          set(o, rest);
        }
      }
      if (dirty_list_.empty()) return true;
      int h = dirty_list_.back();
      dirty_list_.pop_back();
      dirty_[h] = 0;
      if (!hidden_singles(h)) return false;
    }
  }

  bool hidden_singles(int h) {
    const int* begin = g_->house_cells.data() + g_->house_start[h];
    const int* end = g_->house_cells.data() + g_->house_start[h + 1];
    Set once, twice;
    for (const int* p = begin; p != end; ++p) {
      twice |= once & cand_[*p];
      once |= cand_[*p];
    }
    if (!(once == all_)) return false;  // a symbol with no place in this house
    Set only = once.minus(twice);
    bool ok = true;
    only.for_each([&](int v) {
      if (!ok) return;
      for (const int* p = begin; p != end; ++p)
        if (cand_[*p].test(v)) {
          if (!at_most_one(cand_[*p])) set(*p, Set::single(v));
          return;
        }
      ok = false;  // an earlier single of this house took its only cell
    });
    return ok;
  }

  void undo_to(size_t mark) {
    while (trail_.size() > mark) {
      cand_[trail_.back().first] = trail_.back().second;
      trail_.pop_back();
    }
    queue_.clear();
    for (int h : dirty_list_) dirty_[h] = 0;
    dirty_list_.clear();
  }

  // The unsolved cell with the fewest candidates, -1 when every cell is solved.
  int choose() const {
    int best = -1, best_count = g_->size + 1;
    for (int c = 0; c < g_->cells; ++c) {
      int k = count_of(cand_[c]);
      if (k > 1 && k < best_count) {
        best = c;
        best_count = k;
        if (k == 2) break;
      }
    }
    return best;
  }

  void record() {
    if (result_.count++ > 0) return;
    result_.solution.resize(cand_.size());
    for (size_t c = 0; c < cand_.size(); ++c)
      result_.solution[c] = static_cast<uint8_t>(cand_[c].first());
  }

  // Tries the next option of the top decision, dropping exhausted ones; false when none left.
  bool next_option() {
    while (!decisions_.empty()) {
      Decision& d = decisions_.back();
      undo_to(d.trail_mark);
      if (d.rest.empty()) {
        decisions_.pop_back();
        continue;
      }
      int v = d.rest.first();
      d.rest.reset(v);
      int cell = d.cell;
      if (d.rest.empty()) decisions_.pop_back();  // last option: its changes belong to the parent
      ++result_.stats.guesses;
      set(cell, Set::single(v));
      if (propagate()) return true;
    }
    return false;
  }

  void search() {
    if (!propagate() && !next_option()) return;
    for (;;) {
      int cell = choose();
      if (cell < 0) {
        record();
        if (result_.count >= limit_ || !next_option()) return;
        continue;
      }
      Set options = cand_[cell];
      int v = options.first();
      options.reset(v);
      decisions_.push_back({cell, options, trail_.size()});
      ++result_.stats.guesses;
      set(cell, Set::single(v));
      if (!propagate() && !next_option()) return;
    }
  }

  const FlatGeometry* g_ = nullptr;
  int limit_ = 1;
  Set all_;
  std::vector<Set> cand_;
  std::vector<std::pair<int, Set>> trail_;
  std::vector<int> queue_;
  std::vector<Decision> decisions_;
  std::vector<uint8_t> dirty_;
  std::vector<int> dirty_list_;
  CountResult result_;
};

class GeneralSolver final : public ExactSolver {
 public:
  std::string_view name() const override { return "general"; }
  bool supports(const Geometry&) const override { return true; }
  CountResult count(const Puzzle& p, int limit) override {
    limit = std::max(limit, 1);
    if (!p.geometry || p.num_cells() != p.geo().num_cells()) return {};
    if (flat_.geometry != p.geometry.get()) flat_.build(p.geometry);
    return core::dispatch_symbol_width(p.size(), [&]<int W>() {
      if constexpr (W == 1) {
        return narrow_.run(flat_, p, limit);
      } else {
        if (!wide_) wide_ = std::make_unique<GeneralEngine<W>>();
        return wide_->run(flat_, p, limit);
      }
    });
  }

 private:
  FlatGeometry flat_;
  GeneralEngine<1> narrow_;
  std::unique_ptr<GeneralEngine<2>> wide_;
};

}  // namespace

std::unique_ptr<ExactSolver> make_general_solver() { return std::make_unique<GeneralSolver>(); }

std::unique_ptr<ExactSolver> make_solver(const Geometry& g) {
  auto fast = make_fast9_solver();
  if (fast && fast->supports(g)) return fast;
  return make_general_solver();
}

}  // namespace sudokupress::solve
