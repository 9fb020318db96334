// SPDX-License-Identifier: GPL-3.0-or-later
// Almost locked sets (ALS): n unsolved cells of one house with n + 1 digits among them.
//   ALS-XZ (size 1): ALS A and B (no common cell) with a restricted common digit x (every x of A
//     sees every x of B: x is in at most one of them). Then A or B is locked without x, so for
//     another common digit z, one of them holds z: z leaves every cell that sees all the z
//     cells of both.
//   ALS-XY-wing (size 2): ALS A and B each with a restricted common digit (x, y, x != y) with a
//     third ALS C: C cannot lose both, so A or B is locked; a digit z common to A and B (not x,
//     y) leaves every cell seeing all the z cells of A and B.
// ALS of 1 to 4 cells; a bivalue cell is an ALS of one cell. Cells are bit masks (grids of up
// to 128 cells; larger geometries skip the ALS rows), so "sees all of them" is an AND of peer
// masks and a restricted common digit is one mask test.
#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <string>

#include "core/bits.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

using Mask = CellMask;

template <int W>
struct AlsSet {
  typename Candidates<W>::Set digits;
  int cells[4];
  int size;
  int house;
  Mask mask;
  // Per digit d: the ALS's cells holding d, and the cells that see all of them (row `row` of
  // its house's HouseAls::holds and seen_by_all, n + 1 entries).
  size_t row;
  const Mask* holds;
  const Mask* seen_by_all;
  std::span<const int> cell_span() const { return {cells, static_cast<size_t>(size)}; }
};

// The solver's view as masks: peers of each cell (the topology's) and the cells holding each
// digit.
struct Masks {
  const std::vector<Mask>* peers_of = nullptr;
  std::vector<Mask> digit;
  int cells = 0;
  const Mask& peers(int c) const { return (*peers_of)[c]; }
};

// The buffers kept between calls: the ALS list and its per-digit masks (n + 1 per ALS), the
// restricted-common neighbours. (An ALS with its own three vectors, and a neighbour list per
// ALS, made per call, cost a few hundred allocations a call: malloc and free were about 8 % of
// the human profile's time on top1465, perf.)
// The list depends on the candidates only: ALS-XY-wing, which runs after ALS-XZ (and AIC) found
// nothing on the same state, reuses it (epoch and version as when it was built).
// One house's ALS (rows relative to its own holds and seen_by_all), kept while the house's
// version stays: on average only 6.4 of the 27 houses change between two ALS builds on
// top1465, and finding the ALS was about half of the ALS rows' instructions (callgrind).
template <int W>
struct HouseAls {
  uint64_t epoch = ~uint64_t{0}, version = 0;
  int first_index = 0;  // where its ALS were in the list last made (AlsScratch::sets)
  std::vector<AlsSet<W>> sets;
  // n + 1 rows per ALS, `rows` of them used; only the rows of the ALS's digits are written
  // and read. (Resized per ALS, which zeroed every row: find_als 56.9M -> 50.5M instructions on
  // the first 300 of top1465, callgrind.)
  std::vector<Mask> holds, seen_by_all;
  size_t rows = 0;
  // Per ALS and digit x, x * cells + its first cell holding x (a slot of index_first_cells),
  // with the ALS's rank in `sets`.
  std::vector<std::pair<int, int>> slots;
};

template <int W>
struct AlsScratch : ScratchItem {
  uint64_t epoch = 0, version = 0;
  bool valid = false;
  Masks masks;
  std::vector<HouseAls<W>> by_house;
  // The ALS of all houses; their rows stay in the houses' lists. (Rows copied into one list per
  // build: ALS rows 319M instructions against 304M on the first 300 of top1465, callgrind.)
  std::vector<AlsSet<W>> sets;
  std::vector<std::vector<std::pair<int, uint64_t>>> nbr, old_nbr;
  // By ALS, its index in the list made before (same position), -1 for a new one (its house's
  // list made anew and one of its cells changed, see match_kept); by index in that list, the
  // index now (-1: gone). The pairs of two kept ALS are the ones found then, so only the pairs
  // with a new ALS are tested. (The ALS rows on the first 300 of top1465, callgrind: 471M
  // instructions with everything made per build, 387M with the lists kept by house, 319M with
  // the pairs kept too; the human engine 2,212M -> 2,061M; on the first 300 of the diabolical
  // set ALS 247M -> 185M, the engine 1,446M -> 1,384M.)
  std::vector<int> old_of, new_of;
  // Every cell's candidates at the last build, and a house's list before it is made anew: an
  // ALS of a changed house whose cells have not changed is the one found then (see find_als).
  std::vector<typename Candidates<W>::Set> cand;
  std::vector<AlsSet<W>> house_before;
  // restricted_pairs(): by ALS, where the second increasing run of its list starts.
  std::vector<int> split;
  std::vector<std::pair<int, uint64_t>> run;  // merge_runs()'s copy of the second run
  // restricted_pairs(): by digit * cells + cell (a slot), the ALS whose first cell holding the
  // digit it is (a list from head[slot] through next); by ALS, the digits restricted with the
  // current one. (Lists per slot and each pair tested from both ALS: top1465 2.29 s of CPU
  // against 2.24 s with one array and each pair once.)
  std::vector<int> first, next, head, touched;
  std::vector<uint64_t> rcc_of;
  // als(): by ALS, its house's version now, and the version at which the row's search of the
  // ALS's patterns last found nothing (see als()).
  std::vector<uint64_t> house_at, since;
  // By ALS, the last version at which every pattern of the row (ALS-XZ, ALS-XY-wing) that the
  // ALS leads (the pairs with a later ALS; the triples it is the pivot of) was found to remove
  // nothing; `old_dead` indexes the list made before.
  std::vector<std::array<uint64_t, 2>> dead, old_dead;
};

// The ALS of cells pick[0 .. size) (digits u) of house h at the end of hc.
template <int W>
void add_house_als(const Masks& m, int n, int h, const int* pick, int size,
                   typename Candidates<W>::Set u, HouseAls<W>& hc) {
  AlsSet<W> a{u, {}, size, h, {}, hc.rows, nullptr, nullptr};
  for (int k = 0; k < size; ++k) {
    a.cells[k] = pick[k];
    a.mask.set(pick[k]);
  }
  size_t row = a.row;
  hc.rows += n + 1;
  if (hc.holds.size() < hc.rows) {
    hc.holds.resize(2 * hc.rows);
    hc.seen_by_all.resize(2 * hc.rows);
  }
  u.for_each([&](int d) {
    Mask held = a.mask & m.digit[d];
    Mask s = Mask::all();
    held.for_each([&](int c) { s = s & m.peers(c); });
    hc.holds[row + d] = held;
    hc.seen_by_all[row + d] = s;
    const int first = held.w[0] ? std::countr_zero(held.w[0]) : 64 + std::countr_zero(held.w[1]);
    hc.slots.push_back({d * m.cells + first, static_cast<int>(hc.sets.size())});
  });
  hc.sets.push_back(a);
}

// The ALS of house h into hc, in the order of the cells picked (each set of cells before the
// sets it extends). Only the cells of at most 5 candidates can be in one (an ALS of at most 4
// cells has at most 5 digits). (A recursive lambda over all the unsolved cells, testing the
// digit count twice a node: find_als 61.0M -> 52.6M instructions on the first 300 of top1465,
// callgrind. The fourth cell tested on the digits it adds, with one_bit() and two_bits() in
// the place of a count: 50.4M -> 50.2M, not kept. In add_house_als, each digit's seen_by_all
// as the AND of the picked cells' peers masked without a branch, in the place of a walk over
// the cells holding it: +6.0M instructions, ALS share of top1465 24.6 % -> 24.1 % (within
// noise), CPU the same, not kept.)
template <int W>
void find_house_als(const Context<W>& ctx, const Masks& m, int h, HouseAls<W>& hc) {
  using Set = typename Candidates<W>::Set;
  const auto& g = ctx.grid;
  const int n = ctx.topo.size();
  hc.sets.clear();
  hc.slots.clear();
  hc.rows = 0;
  int free[core::kMaxSymbols], pick[4], count = 0;
  SmallArray<Set> cand(ctx.geo().houses()[h].cells.size());
  for (int c : ctx.geo().houses()[h].cells)
    if (!g.solved(c) && g.at(c).count() <= 5) {
      free[count] = c;
      cand[count++] = g.at(c);
    }
  for (int i0 = 0; i0 < count; ++i0) {
    pick[0] = free[i0];
    const Set u1 = cand[i0];
    // A one-cell ALS is found from each of its houses; keep the first.
    if (u1.count() == 2 && h == ctx.geo().houses_of(pick[0])[0])
      add_house_als(m, n, h, pick, 1, u1, hc);
    for (int i1 = i0 + 1; i1 < count; ++i1) {
      const Set u2 = u1 | cand[i1];
      const int k2 = u2.count();
      if (k2 > 5) continue;
      pick[1] = free[i1];
      if (k2 == 3) add_house_als(m, n, h, pick, 2, u2, hc);
      for (int i2 = i1 + 1; i2 < count; ++i2) {
        const Set u3 = u2 | cand[i2];
        const int k3 = u3.count();
        if (k3 > 5) continue;
        pick[2] = free[i2];
        if (k3 == 4) add_house_als(m, n, h, pick, 3, u3, hc);
        for (int i3 = i2 + 1; i3 < count; ++i3) {
          const Set u4 = u3 | cand[i3];
          if (u4.count() != 5) continue;
          pick[3] = free[i3];
          add_house_als(m, n, h, pick, 4, u4, hc);
        }
      }
    }
  }
}

// The index in the list made before (-1: none) of each ALS of house h, whose list was made
// anew. An ALS whose cells all have the candidates they had at the last build was in the house's
// list then (the search picks the same cells on the same candidates), at the same rank among the
// ones kept (the lists go in the order of the cells picked): its restricted common digits with
// every other such ALS are the ones found then (they depend on the two ALS' cells only). (All
// the ALS of a changed house taken as new: the ALS rows 268.1M -> 257.3M instructions on the
// first 300 of top1465, callgrind. Searching only the sets of cells holding a changed cell,
// merged with the kept ALS by the order of the cells picked, and their rows copied: 200.6M
// -> 203.2M, worse; most changes are placements, which change most of a house's cells.)
template <int W>
void match_kept(const Context<W>& ctx, AlsScratch<W>& sc, const HouseAls<W>& hc, int at) {
  const auto& g = ctx.grid;
  int from = 0;
  for (int k = 0; k < static_cast<int>(hc.sets.size()); ++k) {
    const AlsSet<W>& a = hc.sets[k];
    int old = -1;
    bool same = true;
    for (int c : a.cell_span()) same = same && g.at(c) == sc.cand[c];
    for (int o = from; same && o < static_cast<int>(sc.house_before.size()); ++o)
      if (sc.house_before[o].mask == a.mask) {
        old = hc.first_index + o;
        sc.new_of[old] = at + k;
        from = o + 1;
        break;
      }
    sc.old_of.push_back(old);
  }
}

// The ALS of every house, house by house; a house whose version has not changed since its
// list was made (same position) keeps it. (Kept too when no changed cell of the house can be
// in an ALS, now or then, tested cell by cell: the ALS rows 196.4M -> 197.5M instructions on
// the first 300 of top1465, callgrind, not kept: most changes touch a cell of few candidates.)
template <int W>
void find_als(const Context<W>& ctx, AlsScratch<W>& sc) {
  const auto& g = ctx.grid;
  const int houses = static_cast<int>(ctx.geo().houses().size());
  if (static_cast<int>(sc.by_house.size()) != houses) sc.by_house.assign(houses, HouseAls<W>{});
  sc.new_of.assign(sc.sets.size(), -1);
  sc.old_of.clear();
  sc.sets.clear();
  for (int h = 0; h < houses; ++h) {
    HouseAls<W>& hc = sc.by_house[h];
    const int at = static_cast<int>(sc.sets.size());
    if (hc.epoch != ctx.scratch.epoch || hc.version != g.house_version(h)) {
      const bool same_position = hc.epoch == ctx.scratch.epoch;
      std::swap(hc.sets, sc.house_before);
      find_house_als(ctx, sc.masks, h, hc);
      if (same_position)
        match_kept(ctx, sc, hc, at);
      else
        sc.old_of.insert(sc.old_of.end(), hc.sets.size(), -1);
      hc.epoch = ctx.scratch.epoch;
      hc.version = g.house_version(h);
    } else {
      for (int k = 0; k < static_cast<int>(hc.sets.size()); ++k) {
        sc.old_of.push_back(hc.first_index + k);
        sc.new_of[hc.first_index + k] = at + k;
      }
    }
    hc.first_index = at;
    // (copied at once, then pointed at the house's rows; each pushed: 196.4M against 195.7M)
    sc.sets.insert(sc.sets.end(), hc.sets.begin(), hc.sets.end());
    for (size_t k = at; k < sc.sets.size(); ++k) {
      sc.sets[k].holds = hc.holds.data() + sc.sets[k].row;
      sc.sets[k].seen_by_all = hc.seen_by_all.data() + sc.sets[k].row;
    }
  }
  sc.cand.resize(g.num_cells());
  for (int c = 0; c < g.num_cells(); ++c) sc.cand[c] = g.at(c);
}

// z leaves the cells outside a and b that see every z of both.
template <int W>
bool eliminate_common(Context<W>& ctx, const Masks& m, const AlsSet<W>& a, const AlsSet<W>& b,
                      int z) {
  Mask t = (a.seen_by_all[z] & b.seen_by_all[z] & m.digit[z]).minus(a.mask | b.mask);
  if (t.empty()) return false;
  t.for_each([&](int c) {
    if (ctx.grid.has(c, z) && !ctx.grid.solved(c) && !ctx.grid.problem()) ctx.grid.eliminate(c, z);
  });
  return true;
}

// Doubly linked ALS-XZ (two restricted common digits): each ALS is then locked without them, so
// every other digit of an ALS leaves the cells that see all its cells holding it.
template <int W>
bool doubly_linked(Context<W>& ctx, const Masks& m, const AlsSet<W>& a, const AlsSet<W>& b,
                   uint64_t rcc) {
  bool any = false;
  for (const AlsSet<W>* s : {&a, &b})
    s->digits.for_each([&](int z) {
      if (rcc >> z & 1) return;
      Mask t = (s->seen_by_all[z] & m.digit[z]).minus(a.mask | b.mask);
      t.for_each([&](int c) {
        if (ctx.grid.has(c, z) && !ctx.grid.solved(c) && !ctx.grid.problem()) {
          ctx.grid.eliminate(c, z);
          any = true;
        }
      });
    });
  return any;
}

template <int W>
std::string als_text(const Context<W>& ctx, const AlsSet<W>& a) {
  std::vector<int> ds;
  a.digits.for_each([&](int d) { ds.push_back(d); });
  return cell_list(ctx.geo(), a.cell_span()) + " " + digit_set(ds);
}

// restricted_pairs()'s index: by digit x and cell c, the ALS whose first cell holding x is c.
template <int W>
void index_first_cells(const Context<W>& ctx, AlsScratch<W>& sc) {
  // `first` as lists linked through `next`, from head[x * cells + c] (-1 ends a list), made
  // from the slots each house keeps with its list: pairs_of_new() does not depend on the
  // order. (A counting sort into one array with a start per slot: two passes and a running sum
  // over the n * cells slots; the ALS rows 276.6M -> 268.1M instructions on the first 300 of
  // top1465, callgrind. The slots found anew for each ALS at each build, with push_back:
  // 244.5M against 231.6M.)
  sc.head.assign((ctx.topo.size() + 1) * ctx.grid.num_cells(), -1);
  int entries = 0;
  for (const HouseAls<W>& hc : sc.by_house) entries += static_cast<int>(hc.slots.size());
  sc.first.resize(entries);
  sc.next.resize(entries);
  int e = 0;
  for (const HouseAls<W>& hc : sc.by_house)
    for (auto [slot, k] : hc.slots) {
      sc.first[e] = hc.first_index + k;
      sc.next[e] = sc.head[slot];
      sc.head[slot] = e++;
    }
}

// The partners of the new ALS i: every kept ALS and the new ones after i (the test is
// symmetric), into both lists.
template <int W>
void pairs_of_new(const Context<W>& ctx, AlsScratch<W>& sc, int i) {
  const std::vector<AlsSet<W>>& sets = sc.sets;
  const int cells = ctx.grid.num_cells();
  std::vector<int>& touched = sc.touched;
  const AlsSet<W>& a = sets[i];
  // (Without branches: whether j is a partner on x is seldom predictable, and the walk went
  // through a mispredicted branch on most entries. The partners are written at `count` and
  // kept by moving on; touched holds room for every ALS and one. On top1465, perf: als<1> self
  // 14.6 % -> 11.7 % of the human profile's time, CPU 1.10 s -> 1.06 s (best of 5 each,
  // alternated), though 23.5M more instructions on the first 300 (187.5M -> 211.1M, callgrind).
  // Rejected: each entry of `first` holding the ALS's cells and cells holding x (one load an
  // entry in the place of a chain of four): no gain in CPU time, +5.6M instructions; tried again
  // on top of the branchless walk, CPU 1.107 s -> 1.132 s (median of 7), worse. The walk over
  // only the cells whose slot lists some ALS (a mask by digit): +6.5M instructions, CPU the
  // same. The new ALS taken from the last to the first, each added to the index after its own
  // walk so that no new ALS before it is met (the second runs then decreasing, reversed before
  // the merge): 211.1M -> 217.0M instructions, ALS share of top1465 25.1 % -> 25.6 %, worse.)
  int count = 0;
  a.digits.for_each([&](int x) {
    const Mask& seen = a.seen_by_all[x];
    const uint64_t bit = uint64_t{1} << x;
    (seen & sc.masks.digit[x]).for_each([&](int c) {
      for (int k = sc.head[x * cells + c]; k >= 0; k = sc.next[k]) {
        const int j = sc.first[k];
        const AlsSet<W>& b = sets[j];
        const Mask held = b.holds[x];
        // (i itself fails the common-cell test)
        const uint64_t clash = (a.mask.w[0] & b.mask.w[0]) | (a.mask.w[1] & b.mask.w[1]) |
                               (held.w[0] & ~seen.w[0]) | (held.w[1] & ~seen.w[1]);
        const bool ok = (j >= i) | (sc.old_of[j] >= 0);
        const uint64_t add = ((clash == 0) & ok) ? bit : 0;
        touched[count] = j;
        count += (sc.rcc_of[j] == 0) & (add != 0);
        sc.rcc_of[j] |= add;
      }
    });
  });
  // i's list holds the new ALS before i (increasing: each added its pairs in turn); these go
  // after them, in increasing order too. (An insertion sort in the place of std::sort: the ALS
  // rows 198.0M -> 199.5M instructions.)
  std::sort(touched.begin(), touched.begin() + count);
  sc.split[i] = static_cast<int>(sc.nbr[i].size());
  for (int j : std::span<const int>(touched.data(), count)) {
    sc.nbr[i].push_back({j, sc.rcc_of[j]});
    sc.nbr[j].push_back({i, sc.rcc_of[j]});
    sc.rcc_of[j] = 0;
  }
}

// The list, made of two increasing runs (the second from `split`), in increasing order. (The
// merge without a branch on the run each entry comes from: CPU within noise on top1465, not
// kept.)
inline void merge_runs(std::vector<std::pair<int, uint64_t>>& list, int split,
                       std::vector<std::pair<int, uint64_t>>& run) {
  if (split == 0 || split == static_cast<int>(list.size()) ||
      list[split - 1].first < list[split].first)
    return;
  run.assign(list.begin() + split, list.end());
  int a = split - 1, b = static_cast<int>(run.size()) - 1, to = static_cast<int>(list.size());
  while (b >= 0) list[--to] = a >= 0 && list[a].first > run[b].first ? list[a--] : run[b--];
}

// The restricted common digits of every pair of ALS (no common cell; x is restricted when every
// x of one sees every x of the other), into nbr: each ALS's partners in increasing order with
// their digits as a bit mask. Found from each ALS a and digit x: a partner's x cells all lie in
// the cells that see every x of a, so its first x cell is one of them, and only the ALS listed
// at those cells (`first`, by digit and cell) are tested. (Testing every pair was about 11 % of
// the human profile's time on top1465, perf.) The pairs of two kept ALS are copied from the
// lists made before (renumbered: the kept ALS keep their order).
template <int W>
void restricted_pairs(const Context<W>& ctx, AlsScratch<W>& sc) {
  const int ns = static_cast<int>(sc.sets.size());
  index_first_cells(ctx, sc);
  sc.rcc_of.assign(ns, 0);
  sc.touched.resize(ns + 1);  // (see pairs_of_new)
  sc.split.resize(ns);
  for (int i = 0; i < ns; ++i) {
    if (sc.old_of[i] >= 0) {
      // (the old list renumbered in place; copied into the new one: the ALS rows 210.6M against
      // 209.8M instructions. Each entry written and kept by moving on, without a branch on
      // whether the partner is kept: that loop was 8.7 % of als<1>'s self time on top1465 with
      // the branch, 1.5 to 2.3 % without (perf annotate, als.cpp built with -g); +0.35M
      // instructions on the first 300, callgrind.)
      auto& list = sc.nbr[i];
      std::swap(list, sc.old_nbr[sc.old_of[i]]);
      size_t kept = 0;
      for (auto [o, rcc] : list) {
        const int now = sc.new_of[o];
        list[kept] = {now, rcc};
        kept += now >= 0;
      }
      list.resize(kept);
    }
    sc.split[i] = static_cast<int>(sc.nbr[i].size());  // (the new ALS follow, increasing)
  }
  for (int i = 0; i < ns; ++i)
    if (sc.old_of[i] < 0) pairs_of_new(ctx, sc, i);
  // (Each list sorted when a pair was added to it: the ALS rows 249.1M against 244.5M
  // instructions on the first 300 of top1465, callgrind.)
  for (int i = 0; i < ns; ++i) merge_runs(sc.nbr[i], sc.split[i], sc.run);
}

// The masks, the ALS list and the restricted-common neighbours of the current state.
template <int W>
void build_als(Context<W>& ctx, AlsScratch<W>& sc) {
  auto& g = ctx.grid;
  int n = ctx.topo.size();
  Masks& m = sc.masks;
  m.peers_of = &ctx.topo.peer_masks();
  m.cells = g.num_cells();
  m.digit.resize(n + 1);  // (the candidates' own digit masks)
  for (int d = 0; d <= n; ++d) m.digit[d] = d ? g.places(d) : Mask{};
  find_als(ctx, sc);
  const std::vector<AlsSet<W>>& sets = sc.sets;
  int ns = static_cast<int>(sets.size());
  // Pairs of ALS with restricted common digits (a bit mask by digit), both ways.
  std::swap(sc.nbr, sc.old_nbr);  // (old_of and new_of index the lists made before)
  auto& nbr = sc.nbr;
  if (static_cast<int>(nbr.size()) < ns) nbr.resize(ns);
  for (int i = 0; i < ns; ++i) nbr[i].clear();
  restricted_pairs(ctx, sc);
  std::swap(sc.dead, sc.old_dead);  // (a kept ALS keeps what its rows found)
  sc.dead.assign(ns, {0, 0});
  for (int i = 0; i < ns; ++i)
    if (sc.old_of[i] >= 0) sc.dead[i] = sc.old_dead[sc.old_of[i]];
}

// The digits z common to a and b that leave some cell if a or b is locked without z: a bit mask
// (what eliminate_all() would remove from, without removing). ALS-XZ finds it once per pair and
// ALS-XY-wing once per triple (the bit of each z set without a branch: CPU within noise on
// top1465, not kept), and only runs the removals for a restricted digit x (and y)
// that leaves some z. (eliminate_all() and doubly_linked() run for each x and y, undone by
// nothing since they removed nothing: on the first 300 of top1465, callgrind, ALS-XZ's scan
// 45.5M -> 30.8M instructions, ALS-XY-wing's 39.0M -> 32.8M; found for each triple before
// the test that x = y only, 44.9M. Kept per pair and search for the other pivots, in an array
// by pair with a stamp: ALS-XY-wing 29.7M -> 32.9M, worse: few pairs come back.)
template <int W>
uint64_t removable(const Masks& m, const AlsSet<W>& a, const AlsSet<W>& b) {
  uint64_t zs = 0;
  const Mask both = a.mask | b.mask;
  (a.digits & b.digits).for_each([&](int z) {
    if (!(a.seen_by_all[z] & b.seen_by_all[z] & m.digit[z]).minus(both).empty())
      zs |= uint64_t{1} << z;
  });
  return zs;
}

// Whether doubly_linked() would remove something.
template <int W>
bool doubly_removes(const Masks& m, const AlsSet<W>& a, const AlsSet<W>& b, uint64_t rcc) {
  bool any = false;
  const Mask both = a.mask | b.mask;
  for (const AlsSet<W>* s : {&a, &b})
    s->digits.for_each([&](int z) {
      if (!(rcc >> z & 1)) any = any || !(s->seen_by_all[z] & m.digit[z]).minus(both).empty();
    });
  return any;
}

// The removals of z common to a and b but those in `keep_out` (a bit mask by digit).
template <int W>
bool eliminate_all(Context<W>& ctx, const Masks& m, const AlsSet<W>& a, const AlsSet<W>& b,
                   uint64_t keep_out) {
  bool any = false;
  (a.digits & b.digits).for_each([&](int z) {
    if (!(keep_out >> z & 1)) any |= eliminate_common(ctx, m, a, b, z);
  });
  return any;
}

// ALS-XZ over the pairs not known to find nothing (see als()); the index of the ALS leading
// the first pair that removes something, or -1 (always, with `most`: every pair is offered).
template <int W>
int als_xz(Context<W>& ctx, const StrategyInfo& info, const AlsScratch<W>& sc,
           MostRemovals<W>* most) {
  auto& g = ctx.grid;
  const auto& sets = sc.sets;
  for (int i = 0; i < static_cast<int>(sets.size()); ++i) {
    const uint64_t since = sc.since[i];
    const bool fresh = sc.house_at[i] > since;
    // (the partners j > i: nbr[i] is in increasing order)
    const auto& list = sc.nbr[i];
    // (found by a walk over the earlier partners, the lists being short: with std::upper_bound,
    // ALS-XZ's scan 30.8M against 30.0M)
    auto from = list.begin();
    while (from != list.end() && from->first < i) ++from;
    for (auto it = from; it != list.end(); ++it) {
      const auto [j, rcc] = *it;
      if (!fresh && sc.house_at[j] <= since) continue;
      const auto &a = sets[i], &b = sets[j];
      // (what each x would remove, found once for the pair)
      const uint64_t zs = removable(sc.masks, a, b);
      // (doubly linked only matters for an x that leaves no z: not when two z, or a z outside
      // the restricted digits, leave; found for every pair of two restricted digits: ALS-XZ's
      // scan 30.0M against 29.4M)
      const bool every_x = (zs & (zs - 1)) || (zs && !(zs & rcc));
      const bool doubly = !every_x && (rcc & (rcc - 1)) && doubly_removes(sc.masks, a, b, rcc);
      if (!zs && !doubly) continue;
      for (uint64_t rest = rcc; rest; rest &= rest - 1) {
        int x = std::countr_zero(rest);
        if (!doubly && !(zs & ~(uint64_t{1} << x))) continue;
        ctx.begin();
        int before = g.total();
        eliminate_all(ctx, sc.masks, a, b, uint64_t{1} << x);
        if (rcc & (rcc - 1)) doubly_linked(ctx, sc.masks, a, b, rcc);  // (two or more)
        if (g.total() == before) continue;
        if (most) {
          most->offer();
          continue;
        }
        if (ctx.recording())
          ctx.commit(info.code, info.name, {}, {x}, {a.house, b.house},
                     std::string(info.label) + ": " + als_text(ctx, a) + " and " +
                         als_text(ctx, b) + " restricted on " + std::to_string(x));
        return i;
      }
    }
  }
  return -1;
}

// ALS-XY-wing (C the pivot) over the triples not known to find nothing (see als()); the index
// of the pivot of the first that removes something, or -1 (always, with `most`).
template <int W>
int als_xy_wing(Context<W>& ctx, const StrategyInfo& info, const AlsScratch<W>& sc,
                MostRemovals<W>* most) {
  auto& g = ctx.grid;
  const auto& sets = sc.sets;
  const auto& at = sc.house_at;
  // (nbr[ci] is in increasing order: the partners j > i follow i's entry, and the walk over
  // the whole list for each i tested j <= i half the time)
  for (int ci = 0; ci < static_cast<int>(sets.size()); ++ci) {
    const uint64_t since = sc.since[ci];
    const bool fresh = at[ci] > since;
    const auto& list = sc.nbr[ci];
    // (a pivot whose house and partners' houses are unchanged is skipped as a whole, and the
    // first ALS's freshness is found once: ALS-XY-wing's scan 32.8M -> 29.7M instructions. The
    // changed partners listed per pivot, the second partner of an unchanged pivot and first
    // partner taken among them only, with the triple's test in a function of its own: the ALS
    // rows 198.0M -> 208.3M, worse.)
    if (!fresh &&
        std::none_of(list.begin(), list.end(), [&](const auto& p) { return at[p.first] > since; }))
      continue;
    for (auto pi = list.begin(); pi != list.end(); ++pi) {
      const auto [i, mi] = *pi;
      const bool fresh_i = fresh || at[i] > since;
      const auto& a = sets[i];
      for (auto pj = pi + 1; pj != list.end(); ++pj) {
        const auto [j, mj] = *pj;
        // (x = y only; tested first, on the values at hand: 29.7M -> 27.1M instructions; the
        // common digits tested before the common cells, 28.8M. The three tests below folded
        // into one branch: als_xy_wing's share of top1465 unchanged, perf, not kept.)
        if (mi == mj && !(mi & (mi - 1))) continue;
        if (!fresh_i && at[j] <= since) continue;
        if (!(a.mask & sets[j].mask).empty()) continue;
        const auto &b = sets[j], &c = sets[ci];
        if ((a.digits & b.digits).empty()) continue;
        const uint64_t zs = removable(sc.masks, a, b);  // (found once for the triple)
        if (!zs) continue;
        // Restricted digits x (A-C) and y (B-C) with x != y.
        for (uint64_t ra = mi; ra; ra &= ra - 1)
          for (uint64_t rb = mj; rb; rb &= rb - 1) {
            int x = std::countr_zero(ra), y = std::countr_zero(rb);
            if (x == y || !(zs & ~((uint64_t{1} << x) | (uint64_t{1} << y)))) continue;
            ctx.begin();
            int before = g.total();
            eliminate_all(ctx, sc.masks, a, b, (uint64_t{1} << x) | (uint64_t{1} << y));
            if (g.total() == before) continue;
            if (most) {
              most->offer();
              continue;
            }
            if (ctx.recording())
              ctx.commit(info.code, info.name, {}, {x, y}, {a.house, b.house, c.house},
                         std::string(info.label) + ": " + als_text(ctx, a) + " and " +
                             als_text(ctx, b) + " with the pivot " + als_text(ctx, c) +
                             " restricted on " + std::to_string(x) + " and " + std::to_string(y));
            return ci;
          }
      }
    }
  }
  return -1;
}

}  // namespace

template <int W>
bool als(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  auto& g = ctx.grid;
  int n = ctx.topo.size();
  if (n > 63 || g.num_cells() > 128) return false;
  const uint64_t version = g.version();
  auto& sc = ctx.scratch.template current<AlsScratch<W>>(
      ScratchSlot::kAls, version, [&](AlsScratch<W>& s) { build_als(ctx, s); });
  // What is known to find nothing: a pattern of ALS whose houses have not changed since a
  // version at which it found nothing is the one it was then, with fewer removals (the digits'
  // places outside its houses only shrink), so it finds nothing again. The row's memo holds
  // the version of its last search that found nothing (every pattern then); a search that
  // finds something has gone through the patterns led by the ALS before the one it stopped at,
  // and records the version in their `dead` (each pattern then found nothing, or was skipped
  // as known to). (Before, only the memo: after a success the next call tested again the
  // patterns found unproductive before it. First 300 of top1465, callgrind: ALS-XZ's scan
  // 53.6M -> 45.5M instructions, ALS-XY-wing's 42.9M -> 39.0M; the engine 1,619M -> 1,610M.
  // Sound too and finer: an ALS's cells unchanged, a cell changing at the latest at the oldest
  // version of its houses (a backtracking restore renews them all); found per build, it made
  // ALS-XZ's scan 30.8M -> 27.4M and ALS-XY-wing's 27.1M -> 24.3M, but the ALS rows 198.0M ->
  // 199.0M, not kept.)
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, 1);
  const int ns = static_cast<int>(sc.sets.size()), row = info.size == 1 ? 0 : 1;
  sc.house_at.resize(ns);
  sc.since.resize(ns);
  for (int i = 0; i < ns; ++i) {
    sc.house_at[i] = g.house_version(sc.sets[i].house);
    sc.since[i] = std::max(memo[0], sc.dead[i][row]);
  }
  if (ctx.hodoku_steps) {
    // Every pattern tried, each applied and taken back: the grid's versions are renewed by
    // each restore, so the `dead` marks and the memo are left as they were.
    MostRemovals<W> most(g);
    if (row == 0)
      als_xz(ctx, info, sc, &most);
    else
      als_xy_wing(ctx, info, sc, &most);
    if (most.finish()) return true;
    memo[0] = version;  // (nothing found: the grid is untouched)
    return false;
  }
  MostRemovals<W>* first = nullptr;  // (the first instance)
  const int hit = row == 0 ? als_xz(ctx, info, sc, first) : als_xy_wing(ctx, info, sc, first);
  if (hit >= 0) {
    for (int i = 0; i < hit; ++i) sc.dead[i][row] = version;
    return true;
  }
  memo[0] = version;  // (every pattern)
  return false;
}

template bool als<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool als<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
