// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets, the human profile's last logic. Each works on a copy of the
// candidates and propagates an assumption with naked and hidden singles (a bit-set pass over
// the houses, no allocation inside the loop):
//   cell forcing chain (size 1): each candidate of a cell in turn is assumed; what every
//     consistent branch removes is false (a branch that reaches a contradiction is dropped);
//   region forcing chain (size 2): the same over the places of a digit in a house;
//   dynamic forcing net (size 3): a candidate whose assumption reaches a contradiction is
//     false (propagating singles and, if that is not enough, also the cell and region forcing
//     chains of the assumed state: a nested net); a candidate whose removal does is true.
// Cells and houses with fewer branches go first (bivalue cells, then three candidates, ...).
// The step's rating bonus grows with the number of deductions the branches needed.
#include <algorithm>
#include <string>

#include "grade/strategies.hpp"

namespace sudokupress::grade {

namespace {

template <int W>
struct Propagator {
  using Set = typename Candidates<W>::Set;
  const core::Geometry* geo = nullptr;
  const Topology* topo = nullptr;
  int n = 0;
  std::vector<Set> cand;
  // The solved cells whose digit is still to be removed from their peers, a stack of `queued`
  // (a cell enters once, when it becomes solved, so it holds up to a cell each; push_back() was
  // a call; with the full houses as bits: forcing<1> 100.3M -> 94.1M instructions on the first
  // 300 of top1465, callgrind).
  std::vector<int> queue;
  int queued = 0;
  // Houses holding as many cells as there are digits (a digit missing there is a
  // contradiction), as bits when `word`.
  uint64_t full = 0;
  // By house, a bit: whether a cell of it changed since its last scan (scan() reads only the
  // house's cells, so a house that is not dirty would find nothing again). The base state's
  // houses that find nothing start clean (mark_clean()), and a branch copies its base's flags: a
  // branch's passes then scan only the houses its assumption reached. (Every house in every
  // pass: the propagator was 221M of the human engine's 1,926M instructions on the first 300 of
  // top1465, callgrind. A byte per house, walked in every pass: run() 96.9M inclusive over
  // 16,490 branches; bits, the next dirty house found with countr_zero, with the peers' masks
  // below: 94.8M. The bits alone, touch() a walk over the cell's houses: 101.4M.)
  std::vector<uint64_t> dirty;
  // Up to CellMask::kMaskCells cells (`masks`): by digit, the cells holding it, so that drain()
  // visits only the peers that hold the solved digit (the peers in increasing order, as
  // Geometry lists them, so the removals, the queue and `steps` are those of the walk over
  // every peer: drain() walked the 20 peers of each solved cell, about 11M instructions).
  bool masks = false;
  std::vector<CellMask> places;
  // Up to 64 houses (`word`): by cell, its houses as bits of dirty[0], so that touch() is one OR
  // (the walk over the cell's three houses was 11.7M instructions as bits, 7.3M as bytes).
  bool word = false;
  std::vector<uint64_t> house_bits;
  // With both, and a state whose solved cells' digits are gone from their peers (`fast`), by
  // house: the digits whose places in it changed since its last scan (for a solved cell's
  // removals from its peers, only where the digit is left with one place or none; see
  // clear_peers_fast()), the only ones its scan tests; see scan_digits().
  bool fast = false;
  std::vector<Set> house_digits;
  int steps = 0;  // deductions made (a measure of the branch's length)
  bool bad = false;

  void load(const Candidates<W>& g) {
    topo = &g.topo();
    geo = &topo->geo();
    n = topo->size();
    cand.resize(g.num_cells());
    for (int c = 0; c < g.num_cells(); ++c) cand[c] = g.at(c);
    dirty.assign((geo->houses().size() + 63) / 64, 0);
    for (size_t h = 0; h < geo->houses().size(); ++h) dirty[h >> 6] |= uint64_t{1} << (h & 63);
    masks = !topo->peer_masks().empty();
    places.assign(masks ? n + 1 : 0, CellMask{});
    // (the grid's unsolved places and solved cells: forcing<1> 70.7M -> 69.4M on t300)
    if (masks && g.has_places())
      for (int d = 1; d <= n; ++d) places[d] = g.places(d) | g.solved_as(d);
    else if (masks)
      for (int c = 0; c < g.num_cells(); ++c) cand[c].for_each([&](int d) { places[d].set(c); });
    word = geo->houses().size() <= 64;
    house_bits.assign(word ? g.num_cells() : 0, 0);
    if (word)
      for (size_t h = 0; h < geo->houses().size(); ++h)
        for (int c : geo->houses()[h].cells) house_bits[c] |= uint64_t{1} << h;
    fast = masks && word && peers_cleared();
    house_digits.assign(fast ? geo->houses().size() : 0, Set::all(n));
    queue.assign(g.num_cells(), 0);
    queued = 0;
    full = 0;
    if (word)
      for (size_t h = 0; h < geo->houses().size(); ++h)
        if (static_cast<int>(geo->houses()[h].cells.size()) == n) full |= uint64_t{1} << h;
    steps = 0;
    bad = false;
  }
  // to = from, without the assignment's checks when the sizes agree (the same geometry: the
  // vectors' assignments were 5.9M instructions over 16,490 copies on the first 300 of top1465,
  // callgrind; forcing<1> 69.4M -> 67.8M)
  template <class T>
  static void copy_vector(const std::vector<T>& from, std::vector<T>& to) {
    if (to.size() == from.size())
      std::copy(from.begin(), from.end(), to.begin());
    else
      to = from;
  }
  void copy_from(const Propagator& o) {
    geo = o.geo;
    topo = o.topo;
    n = o.n;
    copy_vector(o.cand, cand);
    copy_vector(o.dirty, dirty);
    masks = o.masks;
    copy_vector(o.places, places);
    word = o.word;
    fast = o.fast;
    copy_vector(o.house_digits, house_digits);
    // (the same geometry: a propagator takes the table once, from load() or its first copy)
    if (house_bits.size() != o.house_bits.size()) house_bits = o.house_bits;
    if (queue.size() != o.queue.size()) queue.assign(o.queue.size(), 0);
    queued = 0;
    full = o.full;
    steps = 0;
    bad = o.bad;
  }
  // No solved cell's digit left in a peer.
  bool peers_cleared() const {
    for (size_t c = 0; c < cand.size(); ++c)
      if (one_bit(cand[c]) && !(places[cand[c].first()] & topo->peer_masks()[c]).empty())
        return false;
    return true;
  }
  // Cell c lost the digits `gone`.
  void touch(int c, const Set& gone) {
    if (word) {
      dirty[0] |= house_bits[c];
      if (fast)
        for (uint64_t x = house_bits[c]; x; x &= x - 1) house_digits[std::countr_zero(x)] |= gone;
      return;
    }
    for (int h : geo->houses_of(c)) dirty[h >> 6] |= uint64_t{1} << (h & 63);
  }
  void assign(int c, int d) {
    if (!cand[c].test(d)) {
      bad = true;
      return;
    }
    if (one_bit(cand[c])) return;
    const Set gone = cand[c].minus(Set::single(d));
    if (masks) gone.for_each([&](int e) { places[e].reset(c); });
    cand[c] = Set::single(d);
    touch(c, gone);
    queue[queued++] = c;
  }
  void remove(int c, int d) {
    if (!cand[c].test(d)) return;
    cand[c].reset(d);
    if (masks) places[d].reset(c);
    touch(c, Set::single(d));
    if (cand[c].empty())
      bad = true;
    else if (one_bit(cand[c]))
      queue[queued++] = c;
  }
  // Removes the solved digit of c from its peers (increasing order); false on a contradiction.
  bool clear_peers(int c) {
    const int v = cand[c].first();
    if (fast) return clear_peers_fast(c, v);
    if (masks) {
      const CellMask hit = places[v] & topo->peer_masks()[c];
      for (int k = 0; k < 2; ++k)
        for (uint64_t x = hit.w[k]; x; x &= x - 1) {
          ++steps;
          remove(k * 64 + std::countr_zero(x), v);
          if (bad) return false;
        }
      return true;
    }
    for (int p : geo->peers(c))
      if (cand[p].test(v)) {
        ++steps;
        remove(p, v);
        if (bad) return false;
      }
    return true;
  }
  // clear_peers() when `fast`: the peers' houses are marked once for all the removals (the
  // flags are read only by the scans, after the queue is drained; a contradiction ends the
  // branch). (remove() for each peer, each marking its three houses: run() 78.9M inclusive on
  // the first 300 of top1465, callgrind; this: 66.0M.)
  bool clear_peers_fast(int c, int v) {
    const CellMask hit = places[v] & topo->peer_masks()[c];
    places[v] = places[v].minus(hit);
    uint64_t houses = 0;
    for (int k = 0; k < 2; ++k)
      for (uint64_t x = hit.w[k]; x; x &= x - 1) {
        const int p = k * 64 + std::countr_zero(x);
        ++steps;
        Set& m = cand[p];
        m.reset(v);
        houses |= house_bits[p];
        if (m.empty()) {
          bad = true;
          return false;
        }
        if (one_bit(m)) queue[queued++] = p;
      }
    // (not c's houses: v's one place there is c, solved, so they find nothing for it; marking
    // them too: forcing<1> 94.1M instructions on the first 300 of top1465, callgrind, 89.1M)
    houses &= ~house_bits[c];
    const Set gone = Set::single(v);
    const CellMask& left = places[v];
    for (; houses; houses &= houses - 1) {
      // (nor a house where v keeps two places or more: its scan finds nothing for v unless a
      // later removal, which marks it, takes one; forcing<1> 89.1M -> 78.0M. One function for
      // this and touch(), also testing the digits an assignment drops from the cell: 85.2M)
      const int h = std::countr_zero(houses);
      const CellMask p = left & topo->house_masks()[h];
      const uint64_t x = p.w[0] | p.w[1];
      if ((p.w[0] && p.w[1]) || (x & (x - 1))) continue;
      dirty[0] |= uint64_t{1} << h;
      house_digits[h] |= gone;
    }
    return true;
  }
  void drain() {
    while (queued > 0 && !bad) {
      int c = queue[--queued];
      if (!clear_peers(c)) return;
    }
  }
  // One house: false on a contradiction (a digit solved twice, or missing), else its hidden
  // singles (digits with one place, not solved) into `unique`.
  bool scan(const core::House& house, Set& unique) const {
    Set once, twice, fixed;
    for (int c : house.cells) {
      const Set& m = cand[c];
      if (one_bit(m)) {
        if (!(fixed & m).empty()) return false;
        fixed |= m;
        continue;
      }
      twice |= once & m;
      once |= m;
    }
    if (static_cast<int>(house.cells.size()) == n &&
        (once | fixed).count() < static_cast<int>(house.cells.size()))
      return false;
    unique = once.minus(twice).minus(fixed);
    return true;
  }
  // Clears the flags of the houses where scan() finds nothing.
  void mark_clean() {
    Set unique;
    for (size_t h = 0; h < geo->houses().size(); ++h)
      if (scan(geo->houses()[h], unique) && unique.empty()) {
        dirty[h >> 6] &= ~(uint64_t{1} << (h & 63));
        if (fast) house_digits[h] = Set{};
      }
  }
  // The first dirty house after `h` (-1: none), its flag cleared.
  // (a branch-free mask of the bits above h: forcing<1> 67.8M -> 68.2M on t300)
  int next_dirty(int h) {
    if (word) {
      const uint64_t x = h >= 63 ? 0 : dirty[0] & (~uint64_t{0} << (h + 1));
      if (!x) return -1;
      const int b = std::countr_zero(x);
      dirty[0] &= ~(uint64_t{1} << b);
      return b;
    }
    for (size_t w = static_cast<size_t>(h + 1) >> 6; w < dirty.size(); ++w) {
      uint64_t x = dirty[w];
      if (w == static_cast<size_t>(h + 1) >> 6) x &= ~uint64_t{0} << ((h + 1) & 63);
      if (!x) continue;
      const int b = std::countr_zero(x);
      dirty[w] &= ~(uint64_t{1} << b);
      return static_cast<int>(w * 64) + b;
    }
    return -1;
  }
  // scan() when `fast`, over the digits whose places in house h changed since its last scan.
  // With every solved cell's digit gone from its peers (at each scan the queue is drained), a
  // digit is solved twice nowhere, and a house's solved digit has that one place: a digit is a
  // hidden single when it has one place, not solved, and a full house misses it when it has
  // none; a digit whose places did not change finds what it found at the last scan (nothing,
  // or a hidden single since solved). (scan() over the house's cells, about 130 instructions a
  // house: run() 94.8M inclusive over 16,490 branches; this: 78.4M.)
  bool scan_digits(int h, Set& unique) {
    const CellMask& in = topo->house_masks()[h];
    const bool whole = full >> h & 1;
    const Set digits = house_digits[h];
    house_digits[h] = Set{};
    unique = Set{};
    bool ok = true;
    digits.for_each([&](int d) {
      const CellMask p = places[d] & in;
      const uint64_t x = p.w[0] | p.w[1];
      if (!x) {
        if (whole) ok = false;
      } else if (!(p.w[0] && p.w[1]) && !(x & (x - 1))) {
        const int c = p.w[0] ? std::countr_zero(p.w[0]) : 64 + std::countr_zero(p.w[1]);
        if (!one_bit(cand[c])) unique.set(d);
      }
    });
    return ok;
  }
  // The hidden singles `unique` of house h assigned (each to its first place in the house: its
  // one place, or none when an earlier one took the cell).
  void assign_unique(const core::House& house, int h, const Set& unique) {
    if (fast) {
      const CellMask& in = topo->house_masks()[h];
      unique.for_each([&](int d) {
        const CellMask p = places[d] & in;
        if (p.empty()) return;
        ++steps;
        assign(p.w[0] ? std::countr_zero(p.w[0]) : 64 + std::countr_zero(p.w[1]), d);
      });
      return;
    }
    unique.for_each([&](int d) {
      for (int c : house.cells)
        if (cand[c].test(d)) {
          ++steps;
          assign(c, d);
          break;
        }
    });
  }
  // Naked and hidden singles to a fixed point; false on a contradiction. Each pass scans the
  // dirty houses in increasing order (a house dirtied during the pass is scanned in it when it
  // comes after the current one, else in the next pass).
  bool run() {
    drain();
    for (bool changed = true; changed && !bad;) {
      changed = false;
      for (int h = next_dirty(-1); h >= 0; h = next_dirty(h)) {
        const core::House& house = geo->houses()[h];
        Set unique;
        if (!(fast ? scan_digits(h, unique) : scan(house, unique))) {
          bad = true;
          return false;
        }
        if (unique.empty()) continue;
        assign_unique(house, h, unique);
        drain();
        if (bad) return false;
        changed = true;
      }
    }
    return !bad;
  }
};

// The branches "cell c is d" propagated from one position (epoch, version), by c * (n + 1) + d:
// the cell and region forcing chains assume the same candidates (a bivalue cell's two, a
// house's two places of a digit), and the region row runs on the position where the cell row
// found nothing, so each assumption is propagated once per position. (Each branch propagated
// anew: forcing 156M instructions of the human engine's 1,841M on the first 300 of top1465,
// callgrind.)
template <int W>
struct BranchCache : ScratchItem {
  using Set = typename Candidates<W>::Set;
  uint64_t epoch = 0, version = 0;
  bool valid = false;
  std::vector<int> at;         // by (c, d): the result's index, -1 for none yet
  std::vector<char> ok;        // by result: consistent
  std::vector<int> steps;      // by result: the deductions the branch made
  std::vector<size_t> offset;  // by result: where its candidates start in `states`
  std::vector<Set> states;     // the consistent results' candidates, cells each
  // With the propagator's digit masks: the consistent results' candidates as the digits'
  // places instead, n + 1 masks each (branches() unions and tests 2 (n + 1) words instead of a
  // set per cell, and the copy is 160 bytes instead of 648 on 9x9; with the candidates by cell:
  // forcing<1> 78.0M instructions on the first 300 of top1465, callgrind; this: 70.7M)
  std::vector<CellMask> place_states;
};

template <int W>
struct Forcing {
  using Set = typename Candidates<W>::Set;
  Context<W>& ctx;
  Propagator<W> base, branch;
  std::vector<Set> uni;
  std::vector<CellMask> uni_places;
  int complexity = 0;
  BranchCache<W>* cache = nullptr;

  // The result of branch (c, d) in `cache` (propagated on first need).
  int propagated(int c, int d) {
    int& at = cache->at[static_cast<size_t>(c) * (base.n + 1) + d];
    if (at >= 0) return at;
    branch.copy_from(base);
    branch.assign(c, d);
    const bool ok = branch.run();
    at = static_cast<int>(cache->ok.size());
    cache->ok.push_back(ok);
    cache->steps.push_back(branch.steps);
    if (branch.masks) {
      cache->offset.push_back(cache->place_states.size());
      if (ok)
        cache->place_states.insert(cache->place_states.end(), branch.places.begin(),
                                   branch.places.end());
      return at;
    }
    cache->offset.push_back(cache->states.size());
    if (ok) {
      // (resize and copy: a memset and a memmove; insert() copied cell by cell: forcing<1>
      // 116.2M -> 111.7M instructions on the first 300 of top1465, callgrind)
      const size_t from = cache->states.size();
      cache->states.resize(from + branch.cand.size());
      std::copy(branch.cand.begin(), branch.cand.end(), cache->states.begin() + from);
    }
    return at;
  }

  // Branches "cell c is d" for (c, d) in `alts`; true when every consistent branch together
  // leaves out a candidate of the base state (then `uni` holds their union).
  // (Stopping once the union holds every base candidate, the later branches unpropagated: it
  // never happened on the first 300 of top1465, and the test cost forcing<1> 133.4M -> 136.7M
  // instructions, callgrind.)
  bool branches(const std::vector<std::pair<int, int>>& alts) {
    if (base.masks) {  // on the results' digit masks (then `uni` from their union)
      const int digits = base.n + 1;
      if (!union_of(alts, cache->place_states, digits, uni_places)) return false;
      for (int d = 1; d < digits; ++d)
        if (!base.places[d].minus(uni_places[d]).empty()) {
          uni.assign(base.cand.size(), Set{});
          for (int e = 1; e < digits; ++e) uni_places[e].for_each([&](int c) { uni[c].set(e); });
          return true;
        }
      return false;
    }
    const int cells = static_cast<int>(base.cand.size());
    if (!union_of(alts, cache->states, cells, uni)) return false;
    for (int i = 0; i < cells; ++i)
      if (!(base.cand[i].minus(uni[i])).empty()) return true;
    return false;
  }

  // The union of the consistent branches' results (`width` values each in `states`) into `out`,
  // their deductions into `complexity`; false when every branch fails (the state is
  // inconsistent).
  template <class T>
  bool union_of(const std::vector<std::pair<int, int>>& alts, const std::vector<T>& states,
                int width, std::vector<T>& out) {
    bool any = false;
    complexity = 0;
    for (auto [c, d] : alts) {
      const int r = propagated(c, d);
      if (!cache->ok[r]) continue;
      complexity += cache->steps[r];
      const T* state = states.data() + cache->offset[r];
      if (!any) {
        out.assign(state, state + width);
        any = true;
      } else {
        for (int i = 0; i < width; ++i) out[i] |= state[i];
      }
    }
    return any;
  }

  // Applies base minus uni to the grid.
  void apply() {
    auto& g = ctx.grid;
    for (int c = 0; c < g.num_cells() && !g.problem(); ++c) {
      Set gone = g.at(c).minus(uni[c]);
      gone.for_each([&](int d) {
        if (g.has(c, d) && !g.solved(c) && !g.problem()) g.eliminate(c, d);
      });
    }
  }

  // The cell and region sets of the state that give a deduction (forcing_census), at most
  // `cap` of them (0 = all).
  int census(int cap) {
    auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    int cells[core::kMaxSymbols];
    std::vector<std::pair<int, int>> alts;
    int found = 0;
    for (int c = 0; c < g.num_cells(); ++c) {
      if (g.at(c).count() < 2) continue;
      alts.clear();
      g.at(c).for_each([&](int d) { alts.push_back({c, d}); });
      found += branches(alts);
      if (cap > 0 && found >= cap) return found;
    }
    for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h)
      for (int d = 1; d <= ctx.topo.size(); ++d) {
        const int k = digit_cells(g, geo, h, d, cells);
        if (k < 2) continue;
        alts.clear();
        for (int i = 0; i < k; ++i) alts.push_back({cells[i], d});
        found += branches(alts);
        if (cap > 0 && found >= cap) return found;
      }
    return found;
  }

  bool cell_forcing(const StrategyInfo& info) {
    auto& g = ctx.grid;
    std::vector<std::pair<int, int>> alts;
    for (int k = 2; k <= ctx.topo.size(); ++k)
      for (int c = 0; c < g.num_cells(); ++c) {
        if (g.at(c).count() != k) continue;
        alts.clear();
        g.at(c).for_each([&](int d) { alts.push_back({c, d}); });
        ++ctx.forcing_tried;
        if (!branches(alts)) continue;
        ctx.begin();
        apply();
        if (ctx.recording())
          ctx.commit(info.code, info.name, {c}, {}, {},
                     std::string(info.label) + " on " + ctx.geo().cell_name(c) +
                         ": every candidate leads by singles to the same removals");
        return true;
      }
    return false;
  }

  bool region_forcing(const StrategyInfo& info) {
    auto& g = ctx.grid;
    const auto& geo = ctx.geo();
    int cells[core::kMaxSymbols];
    std::vector<std::pair<int, int>> alts;
    for (int k = 2; k <= ctx.topo.size(); ++k)
      for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h)
        for (int d = 1; d <= ctx.topo.size(); ++d) {
          if (digit_cells(g, geo, h, d, cells) != k) continue;
          alts.clear();
          for (int i = 0; i < k; ++i) alts.push_back({cells[i], d});
          ++ctx.forcing_tried;
          if (!branches(alts)) continue;
          ctx.begin();
          apply();
          if (ctx.recording())
            ctx.commit(info.code, info.name, {cells, cells + k}, {d}, {h},
                       std::string(info.label) + " on " + std::to_string(d) + " in " +
                           geo.house_name(h) +
                           ": every place leads by singles to the same removals");
          return true;
        }
    return false;
  }

  // Does assuming (c, d) true (on = true) or false reach a contradiction?
  bool contradicts(int c, int d, bool on, bool nested) {
    branch.copy_from(base);
    if (on)
      branch.assign(c, d);
    else
      branch.remove(c, d);
    if (!branch.run()) return true;
    if (!nested) return false;
    // Nested: cell forcing inside the assumed state, until it stops or contradicts.
    // (as members of Forcing, reused: forcing<1> 67.8M -> 68.1M on t300, and no faster on
    // forum_hardest, the nets' main user)
    Propagator<W> inner_base = branch, inner;
    for (bool progress = true; progress;) {
      progress = false;
      for (int x = 0; x < static_cast<int>(inner_base.cand.size()); ++x) {
        if (!two_bits(inner_base.cand[x])) continue;
        int a = inner_base.cand[x].first(), b = inner_base.cand[x].next(a);
        inner.copy_from(inner_base);
        inner.assign(x, a);
        bool fa = !inner.run();
        inner.copy_from(inner_base);
        inner.assign(x, b);
        bool fb = !inner.run();
        complexity += 20;
        if (fa && fb) return true;
        if (fa || fb) {
          inner_base.assign(x, fa ? b : a);
          if (!inner_base.run()) return true;
          progress = true;
        }
      }
    }
    return false;
  }

  bool net(const StrategyInfo& info, bool nested) {
    auto& g = ctx.grid;
    for (int k = 2; k <= ctx.topo.size(); ++k)
      for (int c = 0; c < g.num_cells(); ++c) {
        if (g.at(c).count() != k) continue;
        int found = 0;
        bool place = false;
        g.at(c).for_each([&](int d) {
          if (found) return;
          complexity = 0;
          if (contradicts(c, d, true, nested)) {
            found = d;
          } else if (k > 2 && contradicts(c, d, false, nested)) {
            found = d;
            place = true;
          }
          if (found) complexity += branch.steps;
        });
        if (!found) continue;
        ctx.begin();
        if (place)
          g.place(c, found);
        else
          g.eliminate(c, found);
        if (ctx.recording())
          ctx.commit(info.code, info.name, {c}, {found}, {},
                     std::string(info.label) + (nested ? " (nested)" : "") + ": " +
                         (place ? "without " : "") + std::to_string(found) + " at " +
                         ctx.geo().cell_name(c) + " the singles reach a contradiction");
        return true;
      }
    return false;
  }
};

// The candidate sets the cell and region rows may try: cells with two candidates or more, and
// the digits with two places or more in a house.
template <int W>
int forcing_sets(Context<W>& ctx) {
  const auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  int sets = 0;
  for (int c = 0; c < g.num_cells(); ++c) sets += g.at(c).count() >= 2;
  int cells[core::kMaxSymbols];
  for (int h = 0; h < static_cast<int>(geo.houses().size()); ++h)
    for (int d = 1; d <= ctx.topo.size(); ++d) sets += digit_cells(g, geo, h, d, cells) >= 2;
  return sets;
}

// After the cell row (`final` when it found a deduction) or the region row: the share of the
// level's sets tried so far, into the puzzle's peak.
template <int W>
void note_forcing_search(Context<W>& ctx, bool final) {
  if (!final || ctx.forcing_sets == 0) return;
  const double share = std::min(1.0, static_cast<double>(ctx.forcing_tried) / ctx.forcing_sets);
  ctx.forcing_peak = std::max(ctx.forcing_peak, share);
}

}  // namespace

template <int W>
bool forcing(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  Forcing<W> f{ctx, {}, {}, {}, {}, 0};
  f.cache = &ctx.scratch.template current<BranchCache<W>>(
      ScratchSlot::kForcing, ctx.grid.version(), [&](BranchCache<W>& b) {
        b.at.assign(static_cast<size_t>(ctx.grid.num_cells()) * (ctx.topo.size() + 1), -1);
        b.ok.clear();
        b.steps.clear();
        b.offset.clear();
        b.states.clear();
        b.place_states.clear();
      });
  f.base.load(ctx.grid);
  f.base.mark_clean();
  // (`branch` is a copy of `base` before each use: loading it as well was 3.9M instructions
  // over 447 calls on the first 300 of top1465, callgrind)
  bool done = false;
  switch (info.size) {
    case 1:  // the cell row starts a level's search (the region row runs when it found nothing)
      ctx.forcing_tried = 0;
      ctx.forcing_sets = forcing_sets(ctx);
      if (ctx.forcing_census) {
        const int found = f.census(ctx.forcing_census_cap);
        ctx.forcing_min = ctx.forcing_min < 0 ? found : std::min(ctx.forcing_min, found);
      }
      done = f.cell_forcing(info);
      note_forcing_search(ctx, done);
      break;
    case 2:
      done = f.region_forcing(info);
      note_forcing_search(ctx, true);
      break;
    default:
      done = f.net(info, false);
      if (!done) {
        done = f.net(info, true);
        if (done) ctx.bonus += 5;
      }
  }
  if (done) ctx.bonus += length_bonus(f.complexity);
  return done;
}

template bool forcing<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool forcing<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
