// SPDX-License-Identifier: GPL-3.0-or-later
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
// 4, 6, 8, 12, 16, 24, ...). Eliminations are bit sets over the candidates. The candidate ids,
// literals and links are the technique library's (technique/candidate_links.hpp), shared with
// the SE rater's chains; the graph and its searches are this file's own.
#include <algorithm>
#include <array>
#include <span>
#include <string>

#include "core/bits.hpp"
#include "grade/strategies.hpp"
#include "grade/technique/candidate_links.hpp"
#include "grade/technique/se_ratings.hpp"

namespace sudokupress::grade {

int length_bonus(int length) { return technique::se_length_steps(length); }

namespace {

using technique::candidate_cell;
using technique::candidate_digit;
using technique::candidate_id;
using technique::literal;
using technique::literal_id;
using technique::literal_on;

constexpr int kChainLimit = 24;  // links; longer chains are left to the forcing chains

using Bits = std::vector<uint64_t>;

inline void set_bit(Bits& b, int i) { b[i >> 6] |= uint64_t{1} << (i & 63); }

// Above CellMask::kMaskCells cells: a cell's peers holding a digit, in the geometry's order
// (the weak links' peers without masks).
template <int W>
struct PeersHolding {
  const Candidates<W>& g;
  const core::Geometry& geo;
  int cell, digit;
  template <class F>
  void for_each(F&& f) const {
    for (int p : geo.peers(cell))
      if (g.has(p, digit) && !g.solved(p)) f(p);
  }
};

// The graph over the alive candidates. Its buffers are kept from call to call (ChainScratch):
// only the lists of the nodes used last time are cleared, so building it allocates nothing once
// warm. (Rebuilding vectors of vectors per call, and per digit for X-chains, was about 8 % of
// the human profile's time on top1465 in malloc/free and vector fills, perf.) On grids of up to
// CellMask::kMaskCells cells a node's peers holding its digit and a house's places of a digit
// are masks (the lists come out in the same order), and the weak links' bit rows, which only
// ChainSearch's productive test reads, are made on its first need (ensure_bits): the build was
// 10 % of the human profile's time on top1465 once ChainLayers did the searches (perf).
// A node's strong links sit in `stride` fixed slots, and the nodes and the listed nodes are
// written by index into buffers sized once: vectors of vectors and push_back (out of line,
// 46,930 + 33,837 + 70,542 calls) gave chain rows 89.2M instructions on the first 300 of
// top1465, these 82.6M (human engine 1,318M -> 1,310M, callgrind). Resizing the node vector
// to `total` for each graph instead cost 9.5M more (value-initialised each time).
template <int W>
struct ChainGraph {
  int n = 0, words = 0, total = 0;
  std::span<const int> nodes;       // alive candidate ids (technique::candidate_id), in node_buf
  std::vector<int> node_buf;        // `total` slots
  std::vector<int> strong_pool;     // by candidate id: `stride` slots, strong_len of them used
  std::vector<uint8_t> strong_len;  // by candidate id
  int stride = 0;                   // 1 + the most houses a cell is in
  const Topology* sized_for = nullptr;
  std::vector<int> weak_pool;          // the weak lists, one after the other
  std::vector<int> weak_at, weak_len;  // by candidate id: its list in weak_pool
  int pool_used = 0;
  std::vector<int> listed;  // the nodes whose weak list is made (listed_count)
  int listed_count = 0;
  std::vector<uint8_t> is_listed;   // by candidate id
  std::vector<uint64_t> weak_bits;  // by candidate id: `words` words each (dense graphs only)
  std::vector<int> bits_of;         // the nodes whose rows weak_bits holds
  bool bits_ready = false;
  // The weak rows are a total x total bit matrix: 66 KB on a 9x9, 2 MB on a 16x16, but 3.2 GB
  // on a 10,000-cell composite of 16x16 grids (grade peaked at 2.6 GB on a 64-grid one). Above
  // kMaxDenseBits the productive test intersects the two weak lists instead (ChainSearch, same
  // eliminations): rows allocated only for the listed nodes still grow as nodes^2.
  static constexpr size_t kMaxDenseBits = size_t{64} << 20;  // 8 MiB of rows
  bool dense = true;
  std::vector<CellMask> alive;  // by digit: the unsolved cells holding it

  // `alive` for the current position (grids with cell masks only): the candidates' own digit
  // masks (Candidates::places), copied.
  void ensure_alive(const Context<W>& ctx) {
    const int n = ctx.topo.size();
    alive.resize(n + 1);
    for (int d = 0; d <= n; ++d) alive[d] = d ? ctx.grid.places(d) : CellMask{};
  }

  std::span<const int> strong(int id) const {
    return {strong_pool.data() + size_t(id) * stride, strong_len[id]};
  }
  void add_strong(int a, int b) { strong_pool[size_t(a) * stride + strong_len[a]++] = b; }

  std::span<const int> weak(int id) const {
    return {weak_pool.data() + weak_at[id], size_t(weak_len[id])};
  }

  const uint64_t* weak_row(int id) const { return weak_bits.data() + size_t(id) * words; }

  void ensure_bits() {
    if (bits_ready || !dense) return;
    for (int a : bits_of) std::fill_n(weak_bits.begin() + size_t(a) * words, words, 0);
    bits_of.assign(listed.begin(), listed.begin() + listed_count);
    for (int a : bits_of)
      for (int i : weak(a)) weak_bits[size_t(a) * words + (i >> 6)] |= uint64_t{1} << (i & 63);
    bits_ready = true;
  }

  // What the graph holds: the position (epoch, version) and the mode and digit it was built for.
  uint64_t built_epoch = 0, built_version = 0;
  int built_mode = -1, built_digit = -1;
  bool cell_links = false;  // the weak lists hold a cell's other digits (not mode 1)

  // The graph of (mode, digit). An AIC graph is an XY-chain graph (same nodes and weak links,
  // the bivalue cells' strong links in the same order) with the houses' strong links appended:
  // the AIC row, which runs on the position the XY-chain row found nothing at (ALS-XZ between
  // them removes nothing or the version moves), adds these to the graph kept from it.
  void build(const Context<W>& ctx, int mode, int digit) {
    const auto& g = ctx.grid;
    const bool masks = !ctx.topo.peer_masks().empty();
    const bool same = built_epoch == ctx.scratch.epoch && built_version == g.version();
    if (mode == 3 && same && built_mode == 2 && total == g.num_cells() * ctx.topo.size()) {
      house_links(ctx, 0, masks);
      for (int a : nodes)
        if (strong_len[a]) weak_links(ctx, a, masks);
      built_mode = 3;
      return;
    }
    build_nodes(ctx, mode, digit, masks);
    if (mode != 2) house_links(ctx, digit, masks);
    for (int a : nodes)
      if (strong_len[a]) weak_links(ctx, a, masks);
    built_epoch = ctx.scratch.epoch;
    built_version = g.version();
    built_mode = mode;
    built_digit = digit;
  }

  // The nodes (and the bivalue cells' strong links unless mode 1).
  void build_nodes(const Context<W>& ctx, int mode, int digit, bool masks) {
    const auto& g = ctx.grid;
    n = ctx.topo.size();
    int want = g.num_cells() * n;
    int want_words = (want + 63) / 64;
    if (want != total || want_words != words || sized_for != &ctx.topo) {
      total = want;
      words = want_words;
      sized_for = &ctx.topo;
      stride = 1;
      int peers = 0;
      for (int c = 0; c < g.num_cells(); ++c) {
        stride = std::max(stride, 1 + static_cast<int>(ctx.geo().houses_of(c).size()));
        peers = std::max(peers, static_cast<int>(ctx.geo().peers(c).size()));
      }
      weak_pool.assign(size_t(total) * (n - 1 + peers), 0);  // every list at its longest
      nodes = {};
      node_buf.assign(total, 0);
      listed.assign(total, 0);
      listed_count = 0;
      bits_of.clear();
      strong_pool.assign(size_t(total) * stride, 0);
      strong_len.assign(total, 0);
      weak_at.assign(total, 0);
      weak_len.assign(total, 0);
      is_listed.assign(total, 0);
      dense = size_t(total) * size_t(total) <= kMaxDenseBits;
      weak_bits.assign(dense ? size_t(total) * words : 0, 0);
      weak_bits.shrink_to_fit();
    }
    for (int a : nodes) strong_len[a] = 0;
    for (int i = 0; i < listed_count; ++i) {
      weak_len[listed[i]] = 0;
      is_listed[listed[i]] = 0;
    }
    int count = 0;
    listed_count = 0;
    pool_used = 0;
    bits_ready = false;
    cell_links = mode != 1;
    if (masks) ensure_alive(ctx);  // (once for the X-chains' nine graphs)
    // One digit's nodes are its unsolved places, in cell order. (Walking every cell's
    // candidates for each of the X-chains' nine graphs: see the commit that made this.)
    if (digit) {
      auto add = [&](int c) { node_buf[count++] = candidate_id(c, digit, n); };
      if (masks) {
        alive[digit].for_each(add);
      } else {
        for (int c = 0; c < g.num_cells(); ++c)
          if (!g.solved(c) && g.has(c, digit)) add(c);
      }
    } else {
      // (a bivalue cell's two nodes at once: testing the cell for each of its candidates and
      // finding the other digit: chain rows 77.4M, these 72.7M instructions, human engine
      // 1,305M -> 1,300M on the first 300 of top1465, callgrind)
      for (int c = 0; c < g.num_cells(); ++c) {
        if (g.solved(c)) continue;
        const auto& cs = g.at(c);
        if (mode != 1 && two_bits(cs)) {
          const int a = candidate_id(c, cs.first(), n), b = candidate_id(c, cs.next(cs.first()), n);
          node_buf[count++] = a;
          node_buf[count++] = b;
          add_strong(a, b);
          add_strong(b, a);
        } else {
          cs.for_each([&](int d) { node_buf[count++] = candidate_id(c, d, n); });
        }
      }
    }
    nodes = {node_buf.data(), size_t(count)};
  }

  // Node a's weak links, made once per graph: the other digits of its cell (unless an X-chain's
  // graph), then its peers holding its digit, in cell order. Only a candidate with a strong
  // link can be reached as on or be a start, so only these lists are read (ChainLayers,
  // ChainSearch and its productive test): the others are not made (XY-chain graphs: 28 of 172 nodes
  // on average on the first 300 of top1465, AIC 56 of 181). Chain rows 175M -> 131M instructions,
  // human engine 1,404M -> 1,359M there (callgrind). The lists lie one after the other in one
  // pool, written without push_back (out of line: 70,604 calls), and with the start loop
  // compiled for each row width (search_layered): chain rows 131M -> 122M. The pool is sized
  // once for every list at its longest (a capacity test per list, growing it: chain rows 81.4M,
  // now 77.4M, human engine 1,309M -> 1,305M, callgrind). Rejected: no lists
  // but for ChainSearch, ChainLayers walking the masks (cell digits, peers) instead: chain rows
  // 81.4M -> 84.2M, the walks cost more than the lists they saved.
  void weak_links(const Context<W>& ctx, int a, bool masks) {
    if (is_listed[a]) return;
    is_listed[a] = 1;
    listed[listed_count++] = a;
    bits_ready = false;
    const auto& g = ctx.grid;
    const int c = candidate_cell(a, n), d = candidate_digit(a, n);
    int* list = weak_pool.data() + pool_used;
    int k = 0;
    const auto digits = cell_links ? g.at(c) : typename Candidates<W>::Set{};
    auto on_digit = [&](int e) { list[k++] = candidate_id(c, e, n); };
    auto on_peer = [&](int p) { list[k++] = candidate_id(p, d, n); };
    if (masks)
      technique::for_each_weak_link(digits, d, ctx.topo.peer_masks()[c] & alive[d], on_digit,
                                    on_peer);
    else
      technique::for_each_weak_link(digits, d, PeersHolding<W>{g, ctx.geo(), c, d}, on_digit,
                                    on_peer);
    weak_at[a] = pool_used;
    weak_len[a] = k;
    pool_used += k;
  }

  // Strong links in houses: a digit with two places in a house. Digits outside, houses inside:
  // a node's links all have its digit, so its list keeps the houses' order. (Houses outside,
  // with the loop's bounds and the mask vector read again for each digit and the places taken
  // by for_each: chain rows 93.6M -> 89.2M instructions on the first 300 of top1465, human
  // engine 1,322M -> 1,318M, callgrind; the masks read once per digit: 72.7M -> 72.2M.)
  void house_links(const Context<W>& ctx, int digit, bool masks) {
    const auto& geo = ctx.geo();
    const int houses = static_cast<int>(geo.houses().size());
    const int first = digit ? digit : 1, last = digit ? digit : n;
    const CellMask* house_masks = ctx.topo.house_masks().data();
    for (int d = first; d <= last; ++d) {
      const CellMask places = masks ? alive[d] : CellMask{};
      for (int h = 0; h < houses; ++h) {
        int cells[core::kMaxSymbols];
        if (masks) {
          if (!technique::two_places(house_masks[h] & places, cells[0], cells[1])) continue;
        } else if (digit_cells(ctx.grid, geo, h, d, cells) != 2) {
          continue;
        }
        int a = candidate_id(cells[0], d, n), b = candidate_id(cells[1], d, n);
        const std::span<const int> sa = strong(a);
        if (std::find(sa.begin(), sa.end(), b) == sa.end()) {
          add_strong(a, b);
          add_strong(b, a);
        }
      }
    }
  }
};

struct Found {
  int length = 1 << 30;
  int removes = 0;           // candidates it removes (hodoku_steps)
  int start = -1, end = -1;  // candidate ids; end == start: place start
  std::vector<int> path;     // literals from "start false" to "end true"
  Bits elims;
};

template <int W>
struct ChainSearch {
  const ChainGraph<W>* gr = nullptr;
  const Candidates<W>* grid = nullptr;  // (hodoku_steps: a placement's cell)
  std::vector<int> parent, depth;       // by literal (technique::literal)
  std::vector<int> queue;
  Bits elims;
  Bits start_weak;  // sparse graphs: the start's weak links as bits (cleared after each run)

  // The candidates weakly linked to both s and m into elims (all zero before); true if any.
  // Dense graphs AND the two rows; sparse ones test m's weak list against start_weak.
  bool common_weak(const uint64_t* ws, int m) {
    const ChainGraph<W>& g = *gr;
    bool any = false;
    if (g.dense) {
      const uint64_t* wm = g.weak_row(m);
      for (int w = 0; w < g.words; ++w) {
        elims[w] = ws[w] & wm[w];
        any |= elims[w] != 0;
      }
      return any;
    }
    for (int i : g.weak(m))
      if (start_weak[i >> 6] >> (i & 63) & 1) {
        set_bit(elims, i);
        any = true;
      }
    return any;
  }

  // Undoes common_weak(.., m)'s bits in elims (sparse graphs set only m's weak links; dense
  // ones overwrite every word on the next call).
  void clear_common(int m) {
    if (gr->dense) return;
    for (int i : gr->weak(m)) elims[i >> 6] &= ~(uint64_t{1} << (i & 63));
  }

  // Breadth-first from "s is false" (a reached "v is true" gives s or v) up to best.length
  // links; updates `best` when a shorter productive chain is found. With `most`
  // (Context::hodoku_steps) it walks every literal within kChainLimit links and updates `best`
  // when a chain removes more (a placement: the cell's other candidates), or as many and is
  // shorter.
  void run(int s, Found& best, bool most = false) {
    const ChainGraph<W>& g = *gr;
    const int total = g.total * 2;
    if (static_cast<int>(depth.size()) < total) {
      depth.assign(total, -1);
      parent.assign(total, -1);
    }
    queue.clear();
    int start = literal(s, false);
    depth[start] = 0;
    queue.push_back(start);
    elims.assign(g.words, 0);
    const uint64_t* ws = g.dense ? g.weak_row(s) : nullptr;
    if (!g.dense) {
      if (start_weak.size() != size_t(g.words)) start_weak.assign(g.words, 0);
      for (int i : g.weak(s)) set_bit(start_weak, i);
    }
    run_from(s, ws, best, most);
    if (!g.dense)
      for (int i : g.weak(s)) start_weak[i >> 6] = 0;
  }

  void run_from(int s, const uint64_t* ws, Found& best, bool most) {
    const ChainGraph<W>& g = *gr;
    bool found = false;
    for (size_t qi = 0; qi < queue.size(); ++qi) {
      int lit = queue[qi];
      int node = literal_id(lit), on = literal_on(lit);
      if (depth[lit] + 1 >= (most ? kChainLimit : best.length)) break;
      const std::span<const int> next = on ? g.weak(node) : g.strong(node);
      for (int m : next) {
        int nl = literal(m, !on);
        if (depth[nl] >= 0) continue;
        depth[nl] = depth[lit] + 1;
        parent[nl] = lit;
        queue.push_back(nl);
        if (!literal_on(nl)) continue;
        // "s or m": what is weakly linked to both is false; m == s: s is true.
        if (m != s && !common_weak(ws, m)) continue;
        int removes = 0;
        if (most) {
          if (m == s) {
            removes = grid->at(candidate_cell(s, g.n)).count() - 1;
          } else {
            for (int w = 0; w < g.words; ++w) removes += std::popcount(elims[w]);
          }
          if (removes < best.removes || (removes == best.removes && depth[nl] >= best.length)) {
            if (m != s) clear_common(m);
            continue;
          }
        }
        best.removes = removes;
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
        found = !most;
        if (found) break;
        if (m != s) clear_common(m);  // `most` goes on: elims must be all zero again
      }
      if (found) break;
    }
    for (int l : queue) depth[l] = parent[l] = -1;
  }
};

// ChainSearch's results as depths, found over the graph's "on" literals only: a chain from a
// start alternates off and on literals, and an on literal b follows an on literal a two links
// later when b is strongly linked to a candidate weakly linked to a. Numbering the candidates
// with a strong link (the only ones a chain can reach as on), each candidate's two-link
// successors become one bit row (`adj`), and a search from a start is a breadth-first walk of
// whole layers of on literals, a few words each:
//   from "s is false": layer 0 = the strong links of s (depth 1), layer j at depth 2j + 1; the
//     first layer holding s or a candidate that shares a weak link with s (ChainSearch's
//     productive test) gives the depth.
// Searches from "s is true" (reaching "s is false" removes s) are not made: such a chain
// s -w- x =s= y ... z -w- s of length L holds the chain x =s= y ... z from "x is false", of
// length L - 2, whose ends both see s, and x (a candidate with a strong link) is a start of
// every form; so the shortest chain is never one of them, and the chain applied, the first
// shortest in the starts' order, is the same without them. (They were half of the searches:
// chain rows 122M -> 95M instructions, human engine 1,351M -> 1,324M on the first 300 of
// top1465, callgrind; drv hashes of t300, d2000 and top1465 with steps unchanged.)
// chain() runs ChainSearch only for a start that this finds shorter than the best chain so
// far, so that the chain applied is the same one (the first productive literal of that depth
// in ChainSearch's order). Breadth-first over the lists from every start, twice, was about
// 28 % of the human profile's time on top1465 (perf); the productive test itself, a row AND,
// about 3 % of it. Rejected: the same layers over cell masks per digit (all literals, 9x9
// only): no faster than the lists (top1465 3.73 s of CPU against 3.68 s), a layer's fixed
// cost over the digits outweighed its sparse frontier.
// Also rejected: XY-chains and AICs returning at once when no strong link (bivalue cell, digit
// with two places in a house) is new since their last search that found nothing (sound: such a
// chain's links and removals were all there then): top1465 2.63 s of CPU against 2.56 s, no
// gain (how often it applied was not measured). ChainMemo now does it, counted: see there.
template <int W>
struct ChainLayers {
  static constexpr int kMaxOn = 2048;  // more on literals: ChainSearch from every start
  static constexpr int kMaxWords = kMaxOn / 64;
  int words = 0, on_count = 0;
  std::vector<int> on_index;      // by candidate id: its on number, -1 for none
  std::vector<int> ids;           // by on number (below on_count): its candidate
  std::vector<uint64_t> adj;      // by on number: `words` words each
  std::vector<uint64_t> weak_on;  // by candidate id: `words` words each

  const uint64_t* row(const std::vector<uint64_t>& v, int id) const {
    return v.data() + size_t(id) * words;
  }
  uint64_t* row(std::vector<uint64_t>& v, int id) { return v.data() + size_t(id) * words; }

  // The on numbers and the rows of the graph's nodes; false when there are too many on literals.
  // Rows of 1, 2 or 4 words (3 rounded up) have that width fixed at compile time, and a search's
  // rows are locals: the run-time width's std::fill and std::copy of a word or two were 2.4
  // million memset calls on the first 300 of top1465. With the rows filled from the on
  // candidates (fill_rows): chain rows 328M -> 175M instructions, human engine 1,557M ->
  // 1,404M (callgrind).
  bool build(const ChainGraph<W>& g) {
    if (on_index.size() != size_t(g.total)) on_index.assign(g.total, -1);
    if (ids.size() < g.nodes.size()) ids.resize(g.nodes.size());
    on_count = 0;
    for (int a : g.nodes) {
      on_index[a] = g.strong_len[a] ? on_count : -1;
      if (on_index[a] >= 0) ids[on_count++] = a;
    }
    if (on_count > kMaxOn) return false;
    words = std::max(1, (on_count + 63) / 64);
    if (words == 3) words = 4;
    const size_t need = size_t(g.total) * words;
    if (weak_on.size() < need) weak_on.resize(need);
    if (adj.size() < size_t(on_count) * words) adj.resize(size_t(on_count) * words);
    if (words == 1) return fill_rows<1>(g);
    if (words == 2) return fill_rows<2>(g);
    if (words == 4) return fill_rows<4>(g);
    return fill_rows<0>(g);
  }

  // From each on candidate x, weak links being symmetric: every a weakly linked to x gets x in
  // its weak_on row and, when on, x's strong links in its adj row (the nodes' own weak lists,
  // walked for every node, cost more: most nodes have no strong link).
  template <int K>
  bool fill_rows(const ChainGraph<W>& g) {
    const int kw = K ? K : words;
    for (int a : g.nodes) {
      uint64_t* wo = row(weak_on, a);
      for (int k = 0; k < kw; ++k) wo[k] = 0;
    }
    for (int j = 0; j < on_count; ++j) {
      uint64_t* ad = row(adj, j);
      for (int k = 0; k < kw; ++k) ad[k] = 0;
    }
    for (int j = 0; j < on_count; ++j) {
      const int x = ids[j];
      std::array<uint64_t, K ? K : kMaxWords> sb{};
      for (int y : g.strong(x)) sb[on_index[y] >> 6] |= uint64_t{1} << (on_index[y] & 63);
      for (int a : g.weak(x)) {
        row(weak_on, a)[j >> 6] |= uint64_t{1} << (j & 63);
        if (on_index[a] < 0) continue;
        uint64_t* ad = row(adj, on_index[a]);
        for (int k = 0; k < kw; ++k) ad[k] |= sb[k];
      }
    }
    return true;
  }

  // ChainSearch::run's depth from "s is false" (s with a strong link), -1 when nothing
  // productive lies below `limit`, over rows of K words (0: `words`) held in locals.
  template <int K>
  int depth_k(const ChainGraph<W>& g, int s, int limit) const {
    const int kw = K ? K : words;
    using Row = std::array<uint64_t, K ? K : kMaxWords>;
    Row seen{}, layer{}, target{};
    auto set = [](Row& v, int i) { v[i >> 6] |= uint64_t{1} << (i & 63); };
    for (int x : g.strong(s)) set(layer, on_index[x]);
    set(target, on_index[s]);
    for (int t : g.weak(s)) {
      const uint64_t* wt = row(weak_on, t);
      for (int k = 0; k < kw; ++k) target[k] |= wt[k];
    }
    seen = layer;
    for (int d = 1; d < limit; d += 2) {
      uint64_t meets = 0;
      for (int k = 0; k < kw; ++k) meets |= layer[k] & target[k];
      if (meets) return d;
      // the next layer: the two-link successors of this one not seen yet
      Row next{};
      for (int w = 0; w < kw; ++w)
        for (uint64_t x = layer[w]; x; x &= x - 1) {
          const uint64_t* ad = row(adj, w * 64 + std::countr_zero(x));
          for (int k = 0; k < kw; ++k) next[k] |= ad[k];
        }
      uint64_t any = 0;
      for (int k = 0; k < kw; ++k) {
        layer[k] = next[k] & ~seen[k];
        seen[k] |= layer[k];
        any |= layer[k];
      }
      if (!any) return -1;
    }
    return -1;
  }
};

// Where a row's search last found nothing, to skip the searches that cannot find anything
// either. A position stays fruitless while its candidates only shrink and no strong link of the
// row's graph is new: every link of the graph is then one it had (a weak link joins two alive
// candidates, alive then too), so every chain is one it had, of the same length, and what a
// chain removes (alive candidates weakly linked to both ends) was there to remove then. The
// subset test reads the cells themselves, so it holds across backtracking's restores. The
// strong links: X-chain (by digit) a digit's two places in a house; XY-chain the bivalue cells;
// AIC both. On the first 300 of top1465 (callgrind) it leaves 2,442 X-chain digit graphs to
// build of the 3,183 that the digit_version memo left (that one needs the digit's places
// unchanged), 835 of 1,241 XY-chain searches and 734 of 838 AIC ones: chain rows 390M -> 328M
// instructions, human engine 1,619M -> 1,557M. (The rejected version noted at ChainLayers
// tested only new strong links, with the versions, and was timed, not counted.) Rejected: also
// setting the digit_version memo when this skips an X-chain digit (it can: nothing is found at
// that version either): human engine 1,557M -> 1,565M, more, not less. Also rejected: letting
// the AIC's position serve the X-chain digits and the XY-chain too (an AIC graph holds theirs,
// so it is sound): chain rows 81.4M -> 81.5M, it seldom applies (a forcing chain or another
// row's removal between them makes new strong links).
template <int W>
struct ChainMemo {
  uint64_t epoch = ~uint64_t{0};
  bool kept[4] = {};                         // modes 2 and 3: `cells` holds such a position
  std::vector<core::SymbolSet<W>> cells[4];  // by mode and cell
  std::vector<CellMask> places[4];           // by mode (1, 3) and digit: its unsolved places
  std::vector<uint8_t> digit_kept;           // mode 1, by digit: places[1] holds one

  void renew(uint64_t e, int n) {
    if (epoch == e && digit_kept.size() == size_t(n + 1)) return;
    epoch = e;
    kept[2] = kept[3] = false;
    digit_kept.assign(n + 1, 0);
    places[1].resize(n + 1);
  }

  // No cell gained a candidate, and every bivalue cell was one (with the same two digits).
  static bool cells_kept(const Candidates<W>& g, const std::vector<core::SymbolSet<W>>& then) {
    for (int c = 0; c < g.num_cells(); ++c) {
      const auto& now = g.at(c);
      if (!now.minus(then[c]).empty() || (two_bits(now) && !(now == then[c]))) return false;
    }
    return true;
  }

  // A digit's places `now`, a subset of `then`: every house where it has two had the same two.
  static bool pairs_kept(const Context<W>& ctx, const CellMask& now, const CellMask& then) {
    for (const CellMask& h : ctx.topo.house_masks()) {
      const CellMask m = h & now;
      if (two_bits(m.w[0], m.w[1]) && !(m == (h & then))) return false;
    }
    return true;
  }

  // True when the search of (mode, digit) would find nothing (see above).
  bool fruitless(const Context<W>& ctx, ChainGraph<W>& gr, int mode, int digit) {
    const bool masks = !ctx.topo.peer_masks().empty();
    if (mode == 2) return kept[2] && cells_kept(ctx.grid, cells[2]);
    if (!masks || (mode == 1 ? !digit_kept[digit] : !kept[3])) return false;
    if (mode == 3 && !cells_kept(ctx.grid, cells[3])) return false;
    gr.ensure_alive(ctx);
    for (int d = digit ? digit : 1; d <= (digit ? digit : ctx.topo.size()); ++d) {
      const CellMask& then = places[mode][d];
      if (!gr.alive[d].minus(then).empty() || !pairs_kept(ctx, gr.alive[d], then)) return false;
    }
    return true;
  }

  // The search of (mode, digit) found nothing at the current position.
  void remember(const Context<W>& ctx, ChainGraph<W>& gr, int mode, int digit) {
    const bool masks = !ctx.topo.peer_masks().empty();
    if (mode != 1) {
      cells[mode].resize(ctx.grid.num_cells());
      for (int c = 0; c < ctx.grid.num_cells(); ++c) cells[mode][c] = ctx.grid.at(c);
      kept[mode] = mode == 2 || masks;
    }
    if (mode == 2 || !masks) return;
    gr.ensure_alive(ctx);
    if (mode == 3) {
      places[3] = gr.alive;
    } else {
      places[1][digit] = gr.alive[digit];
      digit_kept[digit] = 1;
    }
  }
};

template <int W>
struct ChainScratch : ScratchItem {
  ChainGraph<W> graph;
  ChainSearch<W> search;
  ChainLayers<W> layers;
  ChainMemo<W> memo;
};

// The starts of one graph (mode, digit) in order: ChainLayers finds the depths over rows of K
// words (0: any number), ChainSearch the chain of a start that improves `best`.
template <int W, int K>
void search_layered(const Context<W>& ctx, ChainScratch<W>& sc, int mode, Found& best) {
  const int n = ctx.topo.size();
  ChainGraph<W>& gr = sc.graph;
  // The on candidates are the nodes in order without those with no strong link, whose first
  // layer is empty (and so is every other). (Walking every node: chain rows 82.6M, these
  // 81.4M instructions on the first 300 of top1465, callgrind.)
  for (int j = 0; j < sc.layers.on_count; ++j) {
    const int s = sc.layers.ids[j];
    if (mode == 2 && !two_bits(ctx.grid.at(candidate_cell(s, n)))) continue;
    const int d = sc.layers.template depth_k<K>(gr, s, best.length);
    if (d < 0) continue;
    gr.ensure_bits();
    const int limit = best.length;
    best.length = d + 1;  // ChainSearch stops at that depth, on the same literal
    sc.search.run(s, best);
    if (best.length == d + 1) best.length = limit;  // (not reached: the depths agree)
  }
}

// Every start of one graph (mode, digit) as ChainSearch::run searches it.
// With Context::hodoku_steps every start is searched whole (the layers find shortest chains).
template <int W>
void search_starts(const Context<W>& ctx, ChainScratch<W>& sc, int mode, Found& best) {
  ChainGraph<W>& gr = sc.graph;
  if (ctx.hodoku_steps || !sc.layers.build(gr)) {
    const int n = ctx.topo.size();
    for (int s : gr.nodes) {
      if (!gr.strong_len[s] || (mode == 2 && !two_bits(ctx.grid.at(candidate_cell(s, n)))))
        continue;
      gr.ensure_bits();
      sc.search.run(s, best, ctx.hodoku_steps);
    }
    return;
  }
  if (sc.layers.words == 1) return search_layered<W, 1>(ctx, sc, mode, best);
  if (sc.layers.words == 2) return search_layered<W, 2>(ctx, sc, mode, best);
  if (sc.layers.words == 4) return search_layered<W, 4>(ctx, sc, mode, best);
  search_layered<W, 0>(ctx, sc, mode, best);
}

template <int W>
std::string chain_text(const Context<W>& ctx, const StrategyInfo& info, const Found& f, int n) {
  const auto& geo = ctx.geo();
  std::string s = std::string(info.label) + ": ";
  for (size_t i = 0; i < f.path.size(); ++i) {
    const int id = literal_id(f.path[i]);
    if (i) s += literal_on(f.path[i]) ? "=" : "-";
    s += "(" + std::to_string(candidate_digit(id, n)) + ")" + geo.cell_name(candidate_cell(id, n));
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
  best.length = kChainLimit;
  auto& scratch = ctx.scratch.template get<ChainScratch<W>>(ScratchSlot::kChain);
  ChainGraph<W>& gr = scratch.graph;
  ChainSearch<W>& search = scratch.search;
  search.gr = &gr;
  search.grid = &g;
  // X-chains: digits whose graph had no productive chain within the length limit, at their
  // current places (the graph of a digit reads no other).
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, n + 1);
  scratch.memo.renew(ctx.scratch.epoch, n);
  for (int digit = mode == 1 ? 1 : 0; digit <= (mode == 1 ? n : 0); ++digit) {
    if (digit && memo[digit] == g.digit_version(digit)) continue;
    if (scratch.memo.fruitless(ctx, gr, mode, digit)) continue;
    gr.build(ctx, mode, digit);
    search_starts(ctx, scratch, mode, best);
    if (best.start >= 0) continue;
    if (digit) memo[digit] = g.digit_version(digit);
    scratch.memo.remember(ctx, gr, mode, digit);
  }
  if (best.start < 0) return false;
  ctx.begin();
  if (best.end == best.start) {
    g.place(candidate_cell(best.start, n), candidate_digit(best.start, n));
  } else {
    for (size_t w = 0; w < best.elims.size(); ++w)
      for (uint64_t x = best.elims[w]; x; x &= x - 1) {
        int id = static_cast<int>(w * 64) + __builtin_ctzll(x);
        int c = candidate_cell(id, n), d = candidate_digit(id, n);
        if (g.has(c, d) && !g.solved(c) && !g.problem()) g.eliminate(c, d);
      }
  }
  ctx.bonus = length_bonus(static_cast<int>(best.path.size()));
  if (ctx.recording()) {
    std::vector<int> cells, digits;
    for (int l : best.path) {
      cells.push_back(candidate_cell(literal_id(l), n));
      digits.push_back(candidate_digit(literal_id(l), n));
    }
    ctx.commit(info.code, info.name, cells, digits, {}, chain_text(ctx, info, best, n));
  }
  return true;
}

template bool chain<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool chain<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
