// General exact solver: candidate bitsets over the geometry's houses, with naked and hidden
// single propagation and a minimum-remaining-values branch. Works for any geometry; the
// candidate width is a template parameter so a 9x9 uses one 64-bit word per cell.
#include <algorithm>

#include "core/symbol_set.hpp"
#include "solve/exact.hpp"

namespace sudokupress::solve {
namespace {

using core::Geometry;
using core::Puzzle;

template <int W>
class GeneralEngine {
 public:
  using Set = core::SymbolSet<W>;

  GeneralEngine(const Geometry& g, int limit) : g_(g), n_(g.size()), limit_(limit) {}

  CountResult run(const Puzzle& p) {
    std::vector<Set> cand(g_.num_cells(), Set::all(n_));
    bool ok = true;
    for (int c = 0; c < g_.num_cells() && ok; ++c)
      if (p.cells[c]) ok = assign(cand, c, p.cells[c]);
    if (ok) search(cand);
    return std::move(result_);
  }

 private:
  // Sets cell c to v and removes v from its peers, propagating naked singles.
  bool assign(std::vector<Set>& cand, int c, int v) {
    if (!cand[c].test(v)) return false;
    cand[c] = Set::single(v);
    stack_.clear();
    stack_.push_back(c);
    return propagate(cand);
  }

  bool propagate(std::vector<Set>& cand) {
    while (!stack_.empty()) {
      int c = stack_.back();
      stack_.pop_back();
      int v = cand[c].first();
      for (int o : g_.peers(c)) {
        if (!cand[o].test(v)) continue;
        cand[o].reset(v);
        if (cand[o].empty()) return false;
        if (cand[o].single()) stack_.push_back(o);
      }
    }
    return true;
  }

  // Hidden singles over every house; returns false on contradiction, sets `changed`.
  bool hidden_singles(std::vector<Set>& cand, bool& changed) {
    for (const auto& h : g_.houses()) {
      Set once, twice;
      for (int c : h.cells) {
        twice |= once & cand[c];
        once |= cand[c];
      }
      if (once.count() != n_) return false;  // a symbol has no place in this house
      Set only = once.minus(twice);
      bool bad = false;
      only.for_each([&](int v) {
        if (bad) return;
        for (int c : h.cells)
          if (cand[c].test(v)) {
            if (!cand[c].single()) {
              cand[c] = Set::single(v);
              stack_.push_back(c);
              changed = true;
            }
            break;
          }
      });
      if (!propagate(cand)) return false;
    }
    return true;
  }

  void search(std::vector<Set>& cand) {
    ++result_.stats.nodes;
    for (bool changed = true; changed;) {
      changed = false;
      if (!hidden_singles(cand, changed)) return;
    }
    int best = -1, best_count = n_ + 1;
    for (int c = 0; c < g_.num_cells(); ++c) {
      int k = cand[c].count();
      if (k > 1 && k < best_count) {
        best = c;
        best_count = k;
        if (k == 2) break;
      }
    }
    if (best < 0) {  // every cell solved
      if (result_.count++ == 0) {
        result_.solution.resize(cand.size());
        for (size_t c = 0; c < cand.size(); ++c)
          result_.solution[c] = static_cast<uint8_t>(cand[c].first());
      }
      return;
    }
    Set options = cand[best];
    for (int v = options.first(); v && result_.count < limit_; v = options.next(v)) {
      ++result_.stats.guesses;
      std::vector<Set> copy = cand;
      if (assign(copy, best, v)) search(copy);
    }
  }

  const Geometry& g_;
  int n_;
  int limit_;
  std::vector<int> stack_;
  CountResult result_;
};

class GeneralSolver final : public ExactSolver {
 public:
  std::string_view name() const override { return "general"; }
  bool supports(const Geometry&) const override { return true; }
  CountResult count(const Puzzle& p, int limit) override {
    limit = std::max(limit, 1);
    return core::dispatch_symbol_width(p.size(), [&]<int W>() {
      return GeneralEngine<W>(p.geo(), limit).run(p);
    });
  }
};

}  // namespace

std::unique_ptr<ExactSolver> make_general_solver() { return std::make_unique<GeneralSolver>(); }

std::unique_ptr<ExactSolver> make_solver(const Geometry& g) {
  auto fast = make_fast9_solver();
  if (fast && fast->supports(g)) return fast;
  return make_general_solver();
}

}  // namespace sudokupress::solve
