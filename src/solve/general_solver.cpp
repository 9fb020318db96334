// SPDX-License-Identifier: GPL-3.0-or-later
// General exact solver for any geometry (box grids 4x4..100x100, composites such as samurai):
// candidate bitsets over the geometry's houses, naked and hidden singles, and a depth-first
// search that branches on a cell with the fewest candidates.
//
// Memory and stack stay flat whatever the size: the search is an explicit loop over a decision
// stack, and backtracking undoes changes from a trail (cell, old candidates) instead of copying
// the whole candidate vector at every node (a 100x100 has 10,000 cells of 16 bytes; a copy per
// node at a depth of thousands would need hundreds of megabytes). The geometry's peers and houses
// are flattened into contiguous arrays once per geometry and reused across calls.
//
// Propagation: naked singles (a queue of cells that became single), hidden singles (a list of
// houses changed since they were last scanned) and intersections, i.e. pointing and claiming
// between any two houses sharing two or more cells (box-line, and rows of overlapping grids in
// composites). Branching: fewest candidates, ties broken by the most unsolved peers.
//
// Measurements that decided this (release build, one thread, interleaved runs on a loaded
// 2-core machine, so compare within a line; first 10,000 17clue and 500 SE11 puzzles; guesses
// per puzzle are exact):
//  - Intersections added: 17clue guesses 8.23 -> 1.64 per puzzle, 15.2k -> 18.8k puzzles/s;
//    forum_hardest_1905_se11plus 345 -> 274 guesses but about 10 % slower; a 100x100 with a
//    third of a pattern grid emptied went from 4,512 guesses / 10.7 s to 41 guesses / 0.22 s.
//  - Tie-break by unsolved peers instead of the first cell with fewest candidates: SE11
//    guesses 274 -> 173, 17clue 1.64 -> 0.98, time about equal; kept up to 16 symbols only,
//    because on empty large grids it is far worse (49x49: 265k guesses against 2.0k).
//  - std::popcount without -mpopcnt is a libgcc call: 22 % of the time (perf) before
//    core/bits.hpp; copying the candidate vector per guess (the first version) was dropped
//    for the trail because its memory grows with depth x cells.
#include <algorithm>
#include <memory>
#include <utility>

#include "core/bits.hpp"
#include "core/check.hpp"
#include "core/symbol_set.hpp"
#include "solve/engine.hpp"
#include "solve/house_links.hpp"

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
  std::vector<int> peer_start, peers;              // peers of c: peers[peer_start[c] .. [c+1])
  std::vector<int> house_start, house_cells;       // cells of house h
  std::vector<int> cell_house_start, cell_houses;  // houses of cell c
  HouseLinks links;                                // pointing and claiming (solve/house_links.hpp)

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
    links = HouseLinks::of(*g);
  }
  int num_houses() const { return static_cast<int>(house_start.size()) - 1; }
};

template <int W>
int count_of(const core::SymbolSet<W>& s) {
  int n = 0;
  for (int w = 0; w < W; ++w) n += core::popcount64(s.word(w));
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

  // Singles only (no intersections, no search): true when they solve the puzzle.
  bool singles(const FlatGeometry& g, const Puzzle& p) {
    SolutionSink* kept = std::exchange(sink_, nullptr);  // a singles check reports no solution
    singles_only_ = true;
    run(g, p, 1);
    singles_only_ = false;
    sink_ = kept;
    return solved_by_singles_;
  }

  // Counts to `limit`; with `exclude_cell` >= 0, symbol `exclude_value` is struck from that
  // (empty) cell first: the removal test's exclusion search.
  // Engine::set_solution_sink: every solution run() finds (null: none).
  void set_sink(SolutionSink* sink) { sink_ = sink; }

  CountResult run(const FlatGeometry& g, const Puzzle& p, int limit, int exclude_cell = -1,
                  int exclude_value = 0, uint64_t node_limit = 0) {
    g_ = &g;
    node_limit_ = node_limit;
    solved_by_singles_ = false;
    limit_ = limit;
    result_ = CountResult{};
    all_ = Set::all(g.size);
    cand_.assign(g.cells, all_);
    trail_.clear();
    queue_.clear();
    decisions_.clear();
    dirty_.assign(g.num_houses(), 0);
    dirty_list_.clear();
    line_dirty_.assign(g.num_houses(), 0);
    line_dirty_list_.clear();
    for (int c = 0; c < g.cells; ++c) {
      int v = p.cells[c];
      if (!v) continue;
      if (v > g.size || !cand_[c].test(v)) return std::move(result_);
      set(c, Set::single(v));
    }
    if (exclude_cell >= 0 && !p.cells[exclude_cell] && exclude_value >= 1 &&
        exclude_value <= g.size && cand_[exclude_cell].test(exclude_value)) {
      Set rest = cand_[exclude_cell].minus(Set::single(exclude_value));
      if (rest.empty()) return std::move(result_);
      set(exclude_cell, rest);
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
      if (!line_dirty_[h]) {
        line_dirty_[h] = 1;
        line_dirty_list_.push_back(h);
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
      if (!dirty_list_.empty()) {
        int h = dirty_list_.back();
        dirty_list_.pop_back();
        dirty_[h] = 0;
        if (!hidden_singles(h)) return false;
        continue;
      }
      if (line_dirty_list_.empty() || singles_only_) return true;
      int h = line_dirty_list_.back();
      line_dirty_list_.pop_back();
      line_dirty_[h] = 0;
      if (!intersections(h)) return false;
    }
  }

  // Pointing and claiming: a symbol of house h confined to its common cells with another house
  // leaves the rest of that house.
  bool intersections(int h) {
    const int* lc = g_->links.cells.data();
    for (int i = g_->links.start[h]; i < g_->links.start[h + 1]; ++i) {
      const auto& l = g_->links.links[i];
      Set inside, outside;
      for (int k = l.inside; k < l.outside; ++k) inside |= cand_[lc[k]];
      for (int k = l.outside; k < l.targets; ++k) outside |= cand_[lc[k]];
      Set confined = inside.minus(outside);
      if (confined.empty()) continue;
      for (int k = l.targets; k < l.end; ++k) {
        int c = lc[k];
        if ((cand_[c] & confined).empty()) continue;
        Set rest = cand_[c].minus(confined);
        if (rest.empty()) return false;
        set(c, rest);
      }
    }
    return true;
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
    for (int h : line_dirty_list_) line_dirty_[h] = 0;
    line_dirty_list_.clear();
  }

  // The unsolved cell with the fewest candidates, -1 when every cell is solved. Up to 16
  // symbols ties go to the cell with the most unsolved peers (the densest open area); above,
  // to the first in reading order, which fills near-empty large grids row by row (empty 49x49:
  // 2.0k guesses instead of 265k with the peer tie-break).
  int choose() const {
    int best = -1, best_count = g_->size + 1, best_score = -1;
    const bool by_peers = g_->size <= 16;
    for (int c = 0; c < g_->cells; ++c) {
      if (at_most_one(cand_[c])) continue;
      int k = count_of(cand_[c]);
      if (k > best_count) continue;
      if (!by_peers) {
        if (k == best_count) continue;
        best = c;
        best_count = k;
        if (k == 2) break;
        continue;
      }
      int score = 0;
      for (int i = g_->peer_start[c]; i < g_->peer_start[c + 1]; ++i)
        score += !at_most_one(cand_[g_->peers[i]]);
      if (k < best_count || score > best_score) {
        best = c;
        best_count = k;
        best_score = score;
      }
    }
    return best;
  }

  bool out_of_nodes() {
    if (node_limit_ == 0 || result_.stats.nodes <= node_limit_) return false;
    result_.cut_short = true;
    return true;
  }

  void record() {
    const bool first = result_.count++ == 0;
    if (!first && !sink_) return;
    std::vector<uint8_t>& out = first ? result_.solution : sink_cells_;
    out.resize(cand_.size());
    for (size_t c = 0; c < cand_.size(); ++c) {
      SP_CHECK(cand_[c].count() == 1);  // a solution: every cell holds one value
      out[c] = static_cast<uint8_t>(cand_[c].first());
    }
    if (sink_) sink_->solution(out.data(), static_cast<int>(out.size()));
  }

  // Tries the next option of the top decision, dropping exhausted ones; false when none left.
  bool next_option() {
    while (!decisions_.empty() && !out_of_nodes()) {
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
    if (singles_only_) {
      solved_by_singles_ = propagate() && choose() < 0;
      return;
    }
    if (!propagate() && !next_option()) return;
    for (;;) {
      if (out_of_nodes()) return;
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
  uint64_t node_limit_ = 0;  // 0 = none
  Set all_;
  std::vector<Set> cand_;
  std::vector<std::pair<int, Set>> trail_;
  std::vector<int> queue_;
  std::vector<Decision> decisions_;
  std::vector<uint8_t> dirty_;
  std::vector<int> dirty_list_;
  std::vector<uint8_t> line_dirty_;  // houses changed since their intersections were checked
  std::vector<int> line_dirty_list_;
  CountResult result_;
  SolutionSink* sink_ = nullptr;     // set_sink
  std::vector<uint8_t> sink_cells_;  // the second and later solutions, for the sink
  bool singles_only_ = false;
  bool solved_by_singles_ = false;
};

class GeneralSolver final : public Engine {
 public:
  std::string_view name() const override { return "general"; }
  Capabilities capabilities() const override {
    Capabilities c;
    c.max_symbols = core::SymbolSet<2>::kMaxSymbols;
    c.composites = true;
    c.count_rank = 2;
    c.removal_rank = 1;
    c.variant_removal_rank = 3;
    c.exclusion_search = true;
    c.singles_rank = 1;
    c.node_limit = true;
    c.enumerate_rank = 1;
    return c;
  }
  bool solved_by_singles(const Puzzle& p) override {
    if (!p.geometry || p.num_cells() != p.geo().num_cells()) return false;
    if (flat_.geometry != p.geometry.get()) flat_.build(p.geometry);
    return core::dispatch_symbol_width(p.size(), [&]<int W>() {
      if constexpr (W == 1) {
        return narrow_.singles(flat_, p);
      } else {
        if (!wide_) wide_ = std::make_unique<GeneralEngine<W>>();
        return wide_->singles(flat_, p);
      }
    });
  }
  CountResult count(const Puzzle& p, int limit) override { return run(p, limit, -1, 0); }
  // The exclusion search: one solution with v struck from c is another solution.
  bool other_solution(const Puzzle& p, int c, int v, std::vector<uint8_t>* witness) override {
    if (c < 0 || c >= p.num_cells() || p.cells[c]) return Engine::other_solution(p, c, v, witness);
    CountResult r = run(p, 1, c, v);
    if (witness) *witness = r.count > 0 ? std::move(r.solution) : std::vector<uint8_t>{};
    return r.count > 0 || r.cut_short;
  }

 private:
  CountResult run(const Puzzle& p, int limit, int exclude_cell, int exclude_value) {
    limit = std::max(limit, 1);
    if (!p.geometry || p.num_cells() != p.geo().num_cells()) return {};
    if (flat_.geometry != p.geometry.get()) flat_.build(p.geometry);
    return core::dispatch_symbol_width(p.size(), [&]<int W>() {
      if constexpr (W == 1) {
        narrow_.set_sink(sink_);
        return narrow_.run(flat_, p, limit, exclude_cell, exclude_value, node_limit_);
      } else {
        if (!wide_) wide_ = std::make_unique<GeneralEngine<W>>();
        wide_->set_sink(sink_);
        return wide_->run(flat_, p, limit, exclude_cell, exclude_value, node_limit_);
      }
    });
  }

  FlatGeometry flat_;
  GeneralEngine<1> narrow_;
  std::unique_ptr<GeneralEngine<2>> wide_;
};

}  // namespace

std::unique_ptr<Engine> make_general_engine() { return std::make_unique<GeneralSolver>(); }

}  // namespace sudokupress::solve
