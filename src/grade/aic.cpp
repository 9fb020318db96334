// Chains of alternating inference over candidates (cell, digit):
//   strong link a=b: a and b are not both false (a bivalue cell's two digits, or a digit's two
//     places in a house);  weak link a-b: not both true (two digits of a cell, or one digit in
//     two cells that see each other).
// From "s is false" the chain alternates strong and weak links; every candidate v it reaches as
// true gives "s or v", so any candidate weakly linked to both s and v is false (ends on one
// digit: the cells seeing both; ends in one cell: its other digits; ends in two cells that see
// each other on different digits: the other end's digit in each). Reaching s itself as true is
// a discontinuous nice loop: s goes in. Forms (size):
//   1 X-chain: one digit, strong links in houses;  2 XY-chain: strong links inside bivalue cells
//   only;  3 AIC: both kinds (nice loops).
// The search is breadth-first from every start, so the chain applied is a shortest productive
// one; the step's rating grows with its length (SE's rule: +0.1 each time the length passes
// 4, 6, 8, 12, 16, 24, ...). Eliminations are bit sets over the candidates.
#include <algorithm>
#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

int length_bonus(int length) {
  int bonus = 0, ceiling = 4;
  bool odd = false;
  while (length > ceiling) {
    ++bonus;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd = !odd;
  }
  return bonus;
}

namespace {

using Bits = std::vector<uint64_t>;

inline void set_bit(Bits& b, int i) { b[i >> 6] |= uint64_t{1} << (i & 63); }

// The graph over the alive candidates. Its buffers are kept from call to call (ChainScratch):
// only the lists of the nodes used last time are cleared, so building it allocates nothing once
// warm. (Rebuilding vectors of vectors per call, and per digit for X-chains, was about 8 % of
// the human profile's time on top1465 in malloc/free and vector fills, perf.)
template <int W>
struct ChainGraph {
  int n = 0, words = 0, total = 0;
  std::vector<int> nodes;                      // alive candidate ids (cell * n + d - 1)
  std::vector<std::vector<int>> strong, weak;  // by candidate id
  std::vector<uint64_t> weak_bits;             // by candidate id: `words` words each

  const uint64_t* weak_row(int id) const { return weak_bits.data() + size_t(id) * words; }

  void build(const Context<W>& ctx, int mode, int digit) {
    const auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    n = ctx.topo.size();
    int want = g.num_cells() * n;
    int want_words = (want + 63) / 64;
    if (want != total || want_words != words) {
      total = want;
      words = want_words;
      nodes.clear();
      strong.assign(total, {});
      weak.assign(total, {});
      weak_bits.assign(size_t(total) * words, 0);
    }
    for (int a : nodes) {
      strong[a].clear();
      weak[a].clear();
      std::fill_n(weak_bits.begin() + size_t(a) * words, words, 0);
    }
    nodes.clear();
    auto id = [&](int c, int d) { return c * n + d - 1; };
    auto bit = [&](int a, int i) {
      weak_bits[size_t(a) * words + (i >> 6)] |= uint64_t{1} << (i & 63);
    };
    for (int c = 0; c < g.num_cells(); ++c) {
      if (g.solved(c)) continue;
      g.at(c).for_each([&](int d) {
        if (digit && d != digit) return;
        int a = id(c, d);
        nodes.push_back(a);
        if (mode != 1)
          g.at(c).for_each([&](int e) {
            if (e == d) return;
            weak[a].push_back(id(c, e));
            bit(a, id(c, e));
            if (g.at(c).count() == 2 && mode != 1) strong[a].push_back(id(c, e));
          });
        for (int p : geo.peers(c))
          if (g.has(p, d) && !g.solved(p)) {
            weak[a].push_back(id(p, d));
            bit(a, id(p, d));
          }
      });
    }
    if (mode == 2) return;
    int cells[core::kMaxSymbols];
    for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h)
      for (int d = 1; d <= n; ++d) {
        if (digit && d != digit) continue;
        if (digit_cells(g, geo, h, d, cells) != 2) continue;
        int a = id(cells[0], d), b = id(cells[1], d);
        if (std::find(strong[a].begin(), strong[a].end(), b) == strong[a].end()) {
          strong[a].push_back(b);
          strong[b].push_back(a);
        }
      }
  }
};

struct Found {
  int length = 1 << 30;
  int start = -1, end = -1;  // candidate ids; end == start: place start
  std::vector<int> path;     // literals from "start false" to "end true"
  Bits elims;
};

template <int W>
struct ChainSearch {
  const ChainGraph<W>* gr = nullptr;
  std::vector<int> parent, depth;  // by literal (id * 2 + on)
  std::vector<int> queue;
  Bits elims;

  // Breadth-first from "s is false" up to `limit` links; updates `best` when a shorter
  // productive chain is found.
  void run(int s, Found& best) {
    run_from(s, false, best);
    run_from(s, true, best);
  }

  // From "s is false" (on = false: a reached "v is true" gives s or v) or from "s is true"
  // (on = true: reaching "s is false" shows s is false).
  void run_from(int s, bool on_start, Found& best) {
    const ChainGraph<W>& g = *gr;
    int total = static_cast<int>(g.strong.size()) * 2;
    if (static_cast<int>(depth.size()) < total) {
      depth.assign(total, -1);
      parent.assign(total, -1);
    }
    queue.clear();
    int start = s * 2 + (on_start ? 1 : 0);
    depth[start] = 0;
    queue.push_back(start);
    elims.assign(g.words, 0);
    const uint64_t* ws = g.weak_row(s);
    bool found = false;
    for (size_t qi = 0; qi < queue.size(); ++qi) {
      int lit = queue[qi];
      int node = lit >> 1, on = lit & 1;
      if (depth[lit] + 1 >= best.length) break;
      const auto& next = on ? g.weak[node] : g.strong[node];
      for (int m : next) {
        int nl = m * 2 + (on ? 0 : 1);
        if (depth[nl] >= 0) continue;
        depth[nl] = depth[lit] + 1;
        parent[nl] = lit;
        queue.push_back(nl);
        if (on_start) {
          if (nl != s * 2) continue;
          best.length = depth[nl];
          best.start = s;
          best.end = -1;  // eliminate s
          best.elims.assign(g.words, 0);
          set_bit(best.elims, s);
          best.path.clear();
          for (int l = nl; l >= 0; l = parent[l]) best.path.push_back(l);
          std::reverse(best.path.begin(), best.path.end());
          found = true;
          break;
        }
        if (!(nl & 1)) continue;
        // "s or m": what is weakly linked to both is false; m == s: s is true.
        bool any = m == s;
        if (!any) {
          const uint64_t* wm = g.weak_row(m);
          for (int w = 0; w < g.words; ++w) {
            elims[w] = ws[w] & wm[w];
            any |= elims[w] != 0;
          }
        }
        if (!any) continue;
        best.length = depth[nl];
        best.start = s;
        best.end = m;
        if (m == s)
          best.elims.clear();
        else
          best.elims = elims;
        best.path.clear();
        for (int l = nl; l >= 0; l = parent[l]) best.path.push_back(l);
        std::reverse(best.path.begin(), best.path.end());
        found = true;
        break;
      }
      if (found) break;
    }
    for (int l : queue) depth[l] = parent[l] = -1;
  }
};

template <int W>
struct ChainScratch : ScratchItem {
  ChainGraph<W> graph;
  ChainSearch<W> search;
};

template <int W>
std::string chain_text(const Context<W>& ctx, const StrategyInfo& info, const Found& f, int n) {
  const auto& geo = ctx.geo();
  std::string s = std::string(info.label) + ": ";
  for (size_t i = 0; i < f.path.size(); ++i) {
    int id = f.path[i] >> 1;
    if (i) s += (f.path[i] & 1) ? "=" : "-";
    s += "(" + std::to_string(id % n + 1) + ")" + geo.cell_name(id / n);
  }
  return s;
}

}  // namespace

template <int W>
bool chain(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  int n = ctx.topo.size();
  int mode = info.size;
  Found best;
  best.length = 24;  // links; longer chains are left to the forcing chains
  auto& scratch = ctx.scratch.template get<ChainScratch<W>>(ScratchSlot::kChain);
  ChainGraph<W>& gr = scratch.graph;
  ChainSearch<W>& search = scratch.search;
  search.gr = &gr;
  for (int digit = mode == 1 ? 1 : 0; digit <= (mode == 1 ? n : 0); ++digit) {
    gr.build(ctx, mode, digit);
    for (int s : gr.nodes) {
      if (mode == 2 && g.at(s / n).count() != 2) continue;
      search.run(s, best);
    }
  }
  if (best.start < 0) return false;
  ctx.begin();
  if (best.end == best.start) {
    g.place(best.start / n, best.start % n + 1);
  } else {
    for (size_t w = 0; w < best.elims.size(); ++w)
      for (uint64_t x = best.elims[w]; x; x &= x - 1) {
        int id = static_cast<int>(w * 64) + __builtin_ctzll(x);
        int c = id / n, d = id % n + 1;
        if (g.has(c, d) && !g.solved(c) && !g.problem()) g.eliminate(c, d);
      }
  }
  ctx.bonus = length_bonus(static_cast<int>(best.path.size()));
  if (ctx.recording()) {
    std::vector<int> cells, digits;
    for (int l : best.path) {
      cells.push_back((l >> 1) / n);
      digits.push_back((l >> 1) % n + 1);
    }
    ctx.commit(info.code, info.name, cells, digits, {}, chain_text(ctx, info, best, n));
  }
  return true;
}

template bool chain<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool chain<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
