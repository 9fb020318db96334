#include "generate/checker.hpp"

#include <bit>

namespace sudokupress::generate {
namespace {

// Population count without a libgcc call (the portable build has no -mpopcnt; std::popcount
// compiled to __popcountdi2 and took 4% of generation time).
inline int bit_count(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

}  // namespace

struct Checker::Impl {
  using Mask = uint64_t;
  int n = 0, cells = 0;
  Mask full = 0;
  std::vector<int> peer_start, peer_list;    // flattened peers
  std::vector<int> house_start, house_list;  // flattened houses
  std::vector<Mask> stack;                   // search states, `cells` words each
  std::vector<int> queue;
  int depth = 0;
  int limit = 1;
  int found = 0;
  long* nodes = nullptr;
  std::vector<uint8_t>* witness = nullptr;

  explicit Impl(const core::Geometry& g) : n(g.size()), cells(g.num_cells()) {
    full = n == 64 ? ~Mask(0) : (Mask(1) << n) - 1;
    peer_start.push_back(0);
    for (int c = 0; c < cells; ++c) {
      for (int p : g.peers(c)) peer_list.push_back(p);
      peer_start.push_back(static_cast<int>(peer_list.size()));
    }
    house_start.push_back(0);
    for (const auto& h : g.houses()) {
      for (int c : h.cells) house_list.push_back(c);
      house_start.push_back(static_cast<int>(house_list.size()));
    }
    queue.reserve(cells);
  }

  Mask* state(int d) {
    size_t need = static_cast<size_t>(d + 1) * cells;
    if (stack.size() < need) stack.resize(need);
    return stack.data() + static_cast<size_t>(d) * cells;
  }

  // Removes the value of every queued solved cell from its peers; false on contradiction.
  bool propagate(Mask* s) {
    while (!queue.empty()) {
      int c = queue.back();
      queue.pop_back();
      Mask bit = s[c];
      for (int i = peer_start[c]; i < peer_start[c + 1]; ++i) {
        int p = peer_list[i];
        Mask m = s[p];
        if (!(m & bit)) continue;
        m &= ~bit;
        s[p] = m;
        if (!m) return false;
        if (!(m & (m - 1))) queue.push_back(p);
      }
    }
    return true;
  }

  // Hidden singles to a fixed point (with naked singles); false on contradiction.
  bool hidden(Mask* s) {
    const int houses = static_cast<int>(house_start.size()) - 1;
    for (bool changed = true; changed;) {
      changed = false;
      for (int h = 0; h < houses; ++h) {
        Mask once = 0, twice = 0, solved = 0;
        for (int i = house_start[h]; i < house_start[h + 1]; ++i) {
          Mask m = s[house_list[i]];
          twice |= once & m;
          once |= m;
          if (!(m & (m - 1))) solved |= m;
        }
        if (once != full) return false;
        Mask only = once & ~twice & ~solved;
        while (only) {
          Mask bit = only & (~only + 1);
          only &= only - 1;
          for (int i = house_start[h]; i < house_start[h + 1]; ++i) {
            int c = house_list[i];
            if (s[c] & bit) {
              s[c] = bit;
              queue.push_back(c);
              break;
            }
          }
          changed = true;
        }
        if (changed && !propagate(s)) return false;
      }
    }
    return true;
  }

  // Depth-first search from state d; counts solutions into `found` up to `limit`.
  void search(int d) {
    ++*nodes;
    Mask* s = state(d);
    if (!hidden(s)) return;
    int best = -1, best_count = 65;
    for (int c = 0; c < cells; ++c) {
      Mask m = s[c];
      if (!(m & (m - 1))) continue;
      int k = bit_count(m);
      if (k < best_count) {
        best = c;
        best_count = k;
        if (k == 2) break;
      }
    }
    if (best < 0) {
      if (found++ == 0 && witness) {
        witness->resize(cells);
        for (int c = 0; c < cells; ++c)
          (*witness)[c] = static_cast<uint8_t>(std::countr_zero(s[c]) + 1);
      }
      return;
    }
    Mask options = s[best];
    while (options && found < limit) {
      Mask bit = options & (~options + 1);
      options &= options - 1;
      Mask* t = state(d + 1);
      s = state(d);  // the stack may have moved
      std::copy(s, s + cells, t);
      t[best] = bit;
      queue.clear();
      queue.push_back(best);
      if (propagate(t)) search(d + 1);
    }
  }

  // Sets up state 0 from the givens; false when they contradict each other.
  bool init(const std::vector<uint8_t>& given, int c, int v) {
    Mask* s = state(0);
    queue.clear();
    for (int i = 0; i < cells; ++i) {
      if (given[i]) {
        s[i] = Mask(1) << (given[i] - 1);
        queue.push_back(i);
      } else {
        s[i] = full;
      }
    }
    if (c >= 0) s[c] &= ~(Mask(1) << (v - 1));
    for (int i = 0; i < cells; ++i) {  // a given clashing with another given
      if (!given[i]) continue;
      for (int k = peer_start[i]; k < peer_start[i + 1]; ++k)
        if (given[peer_list[k]] == given[i]) return false;
    }
    if (c >= 0 && !(s[c] & (s[c] - 1))) queue.push_back(c);
    return propagate(s);
  }
};

Checker::Checker(const core::Geometry& g) : impl_(std::make_unique<Impl>(g)) {}
Checker::~Checker() = default;

bool Checker::has_other_solution(const std::vector<uint8_t>& cells, int c, int v) {
  impl_->nodes = &nodes_;
  impl_->witness = &witness_;
  impl_->found = 0;
  impl_->limit = 1;
  if (!impl_->init(cells, c, v)) return false;
  impl_->search(0);
  return impl_->found > 0;
}

int Checker::count(const std::vector<uint8_t>& cells, int limit) {
  impl_->nodes = &nodes_;
  impl_->witness = &witness_;
  impl_->found = 0;
  impl_->limit = limit;
  if (!impl_->init(cells, -1, 0)) return 0;
  impl_->search(0);
  return impl_->found;
}

}  // namespace sudokupress::generate
