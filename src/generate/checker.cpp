#include "generate/checker.hpp"

#include <bit>

namespace sudokupress::generate {
namespace {

// Population count without a libgcc call (the portable build has no -mpopcnt; std::popcount
// compiled to __popcountdi2 and took 4% of generation time).
inline int bit_count(uint64_t x) {  // NOLINT
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

}  // namespace

struct Checker::Impl {
  virtual ~Impl() = default;
  virtual bool other(const std::vector<uint8_t>& cells, int c, int v, long* nodes,
                     std::vector<uint8_t>* witness) = 0;
  virtual int count(const std::vector<uint8_t>& cells, int limit, long* nodes,
                    std::vector<uint8_t>* witness) = 0;
  virtual bool singles(const std::vector<uint8_t>& cells) = 0;
};

namespace {

// Mask = uint32_t up to 32 symbols, uint64_t up to 64. (Measured: uint16_t for 9x9 and 16x16
// was no faster than 32 or 64 bits within the noise of this machine; the state copy per branch
// is not the bottleneck.)
template <class Mask>
struct Engine final : Checker::Impl {
  int n = 0, cells = 0;
  Mask full = 0;
  std::vector<int> peer_start, peer_list;    // flattened peers
  std::vector<int> house_start, house_list;  // flattened houses
  std::vector<int> cell_house_start, cell_house_list;  // houses of each cell
  std::vector<Mask> used;                    // init: symbols given in each house
  std::vector<int> dirty;                    // houses to examine for hidden singles
  std::vector<uint8_t> is_dirty;
  std::vector<Mask> stack;                   // search states, `cells` words each
  std::vector<int> queue;
  int depth = 0;
  int limit = 1;
  int found = 0;
  long* nodes = nullptr;
  std::vector<uint8_t>* witness = nullptr;

  explicit Engine(const core::Geometry& g) : n(g.size()), cells(g.num_cells()) {
    full = n == 64 ? static_cast<Mask>(~uint64_t(0)) : static_cast<Mask>((uint64_t(1) << n) - 1);
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
    cell_house_start.push_back(0);
    for (int c = 0; c < cells; ++c) {
      for (int h : g.houses_of(c)) cell_house_list.push_back(h);
      cell_house_start.push_back(static_cast<int>(cell_house_list.size()));
    }
    queue.reserve(cells);
  }

  Mask* state(int d) {
    size_t need = static_cast<size_t>(d + 1) * cells;
    if (stack.size() < need) stack.resize(need);
    return stack.data() + static_cast<size_t>(d) * cells;
  }

  // A cell's candidates changed: its houses may hold a new hidden single.
  void touch(int c) {
    for (int k = cell_house_start[c]; k < cell_house_start[c + 1]; ++k) {
      int h = cell_house_list[k];
      if (!is_dirty[h]) {
        is_dirty[h] = 1;
        dirty.push_back(h);
      }
    }
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
        m &= static_cast<Mask>(~bit);
        s[p] = m;
        if (!m) return false;
        touch(p);
        if (!(m & (m - 1))) queue.push_back(p);
      }
    }
    return true;
  }

  // Hidden singles (with naked singles) until no house is dirty; false on contradiction.
  // Only houses whose cells changed since they were last examined are looked at (rejected:
  // sweeping every house until nothing changes, which was a quarter of generation time).
  bool hidden(Mask* s) {
    while (!dirty.empty()) {
      int h = dirty.back();
      dirty.pop_back();
      is_dirty[h] = 0;
      Mask once = 0, twice = 0, solved = 0;
      for (int i = house_start[h]; i < house_start[h + 1]; ++i) {
        Mask m = s[house_list[i]];
        twice |= once & m;
        once |= m;
        if (!(m & (m - 1))) solved |= m;
      }
      if (once != full) return false;
      Mask only = static_cast<Mask>(once & ~twice & ~solved);
      while (only) {
        Mask bit = static_cast<Mask>(only & (~only + 1));
        only &= only - 1;
        for (int i = house_start[h]; i < house_start[h + 1]; ++i) {
          int c = house_list[i];
          if (s[c] & bit) {
            s[c] = bit;
            touch(c);
            queue.push_back(c);
            break;
          }
        }
      }
      if (!propagate(s)) return false;
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
      Mask bit = static_cast<Mask>(options & (~options + 1));
      options &= options - 1;
      Mask* t = state(d + 1);
      s = state(d);  // the stack may have moved
      std::copy(s, s + cells, t);
      t[best] = bit;
      queue.clear();
      queue.push_back(best);
      touch(best);
      if (propagate(t)) search(d + 1);
    }
  }

  // Sets up state 0 from the givens; false when they contradict each other. Each house's
  // placed symbols are OR-ed once and every empty cell starts with what its houses leave
  // (rejected: propagating every given through its peers, which was half the generator's time
  // at ~75 clues).
  bool init(const std::vector<uint8_t>& given, int c, int v) {
    Mask* s = state(0);
    const int houses = static_cast<int>(house_start.size()) - 1;
    used.resize(houses);
    for (int h = 0; h < houses; ++h) {
      Mask u = 0;
      for (int i = house_start[h]; i < house_start[h + 1]; ++i) {
        int g = given[house_list[i]];
        if (!g) continue;
        Mask bit = static_cast<Mask>(Mask(1) << (g - 1));
        if (u & bit) return false;  // a symbol twice in a house
        u |= bit;
      }
      used[h] = u;
    }
    queue.clear();
    dirty.clear();
    is_dirty.assign(houses, 1);
    for (int h = 0; h < houses; ++h) dirty.push_back(h);
    for (int i = 0; i < cells; ++i) {
      if (given[i]) {
        s[i] = static_cast<Mask>(Mask(1) << (given[i] - 1));
        continue;
      }
      Mask m = full;
      for (int k = cell_house_start[i]; k < cell_house_start[i + 1]; ++k)
        m &= static_cast<Mask>(~used[cell_house_list[k]]);
      if (i == c) m &= static_cast<Mask>(~(Mask(1) << (v - 1)));
      s[i] = m;
      if (!m) return false;
      if (!(m & (m - 1))) queue.push_back(i);
    }
    return propagate(s);
  }

  bool other(const std::vector<uint8_t>& given, int c, int v, long* node_count,
             std::vector<uint8_t>* w) override {
    nodes = node_count;
    witness = w;
    found = 0;
    limit = 1;
    if (!init(given, c, v)) return false;
    search(0);
    return found > 0;
  }
  bool singles(const std::vector<uint8_t>& given) override {
    if (!init(given, -1, 0)) return false;
    Mask* s = state(0);
    if (!hidden(s)) return false;
    for (int c = 0; c < cells; ++c)
      if (s[c] & (s[c] - 1)) return false;
    return true;
  }
  int count(const std::vector<uint8_t>& given, int max, long* node_count,
            std::vector<uint8_t>* w) override {
    nodes = node_count;
    witness = w;
    found = 0;
    limit = max;
    if (!init(given, -1, 0)) return 0;
    search(0);
    return found;
  }
};

std::unique_ptr<Checker::Impl> make_engine(const core::Geometry& g) {
  if (g.size() <= 32) return std::make_unique<Engine<uint32_t>>(g);
  return std::make_unique<Engine<uint64_t>>(g);
}

}  // namespace

Checker::Checker(const core::Geometry& g) : impl_(make_engine(g)) {}
Checker::~Checker() = default;

bool Checker::has_other_solution(const std::vector<uint8_t>& cells, int c, int v) {
  return impl_->other(cells, c, v, &nodes_, &witness_);
}

bool Checker::solved_by_singles(const std::vector<uint8_t>& cells) {
  return impl_->singles(cells);
}

int Checker::count(const std::vector<uint8_t>& cells, int limit) {
  return impl_->count(cells, limit, &nodes_, &witness_);
}

}  // namespace sudokupress::generate
