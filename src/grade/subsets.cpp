// SPDX-License-Identifier: GPL-3.0-or-later
// Naked and hidden subsets (pair, triple, quad; spec §1.3-1.4, §9.3 rule 4).
//   naked:  `size` cells of a house whose candidates together are `size` digits -> those digits
//           leave the house's other cells. book form: each cell has exactly `size` candidates
//           (so all are identical).
//   hidden: `size` digits of a house that together occur in `size` cells -> those cells lose
//           their other candidates. book form: each digit occurs in exactly `size` cells.
// Driver (the book's): row k, column k, box k for k = 0, 1, ...; the first house where
// something was removed is processed completely, then the strategy returns.
#include <string>

#include "grade/strategies.hpp"
#include "grade/technique/locked_sets.hpp"

namespace sudokupress::grade {

namespace {

// Per house, where each digit occurs among its unsolved cells (bit i + 1 = the house's i-th
// cell) and how many are unsolved, kept while the house is unchanged in the position: the hidden
// pair, triple and quad rows read the same houses, one level after the other. (Made by each
// row: hidden_subset_house 5 % of the human engine's CPU time on top1465, perf.)
template <int W>
struct HouseDigits : ScratchItem {
  struct House {
    uint64_t epoch = ~uint64_t{0}, version = 0;
    int unsolved = 0;
    std::vector<typename Candidates<W>::Set> where;  // by digit
  };
  std::vector<House> houses;
};

template <int W>
const typename HouseDigits<W>::House& house_digits(Context<W>& ctx, int house) {
  auto& g = ctx.grid;
  auto& sc = ctx.scratch.template get<HouseDigits<W>>(ScratchSlot::kHouseDigits);
  if (sc.houses.size() != ctx.geo().houses().size())
    sc.houses.assign(ctx.geo().houses().size(), {});
  auto& h = sc.houses[house];
  if (h.epoch == ctx.scratch.epoch && g.house_version(house) <= h.version) return h;
  h.epoch = ctx.scratch.epoch;
  h.version = g.version();
  h.where.assign(ctx.topo.size() + 1, {});
  h.unsolved = 0;
  const auto& hcells = ctx.geo().houses()[house].cells;
  for (int i = 0; i < static_cast<int>(hcells.size()); ++i) {
    int c = hcells[i];
    if (g.solved(c)) continue;
    ++h.unsolved;
    g.at(c).for_each([&](int d) { h.where[d].set(i + 1); });
  }
  return h;
}

std::string subset_prefix(std::string_view label, const std::vector<int>& digits,
                          const core::Geometry& g, int house, const std::vector<int>& cells) {
  return std::string(label) + " " + digit_set(digits) + " in " + g.house_name(house) + " at " +
         cell_list(g, cells);
}

}  // namespace

template <int W>
bool naked_subset_house(Context<W>& ctx, const StrategyInfo& info, int house, int size,
                        bool book_form) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& hcells = ctx.geo().houses()[house].cells;
  int list[128];
  int n = 0, unsolved = 0;
  for (int c : hcells) {
    if (g.solved(c)) continue;
    ++unsolved;
    int k = g.at(c).count();
    if (book_form ? k == size : k <= size) list[n++] = c;
  }
  if (n < size || unsolved <= size) return false;
  bool changed = false;
  // The cells' candidates as the search began; each set found is checked on the live grid.
  technique::find_locked_sets<Set>(
      n, size, [&](int i) { return g.at(list[i]); },
      [&](const int* ch, const Set&) {
        // (one subset a step for HoDoKu; nothing more after a contradiction)
        if (g.problem() || (changed && ctx.hodoku_steps)) return true;
        Set digits;
        for (int j = 0; j < size; ++j) {
          int c = list[ch[j]];
          if (g.solved(c)) return false;  // changed by an earlier removal in this house
          digits |= g.at(c);
        }
        if (digits.count() != size) return false;
        ctx.begin();
        int before = g.total();
        for (int c : hcells) {
          bool member = false;
          for (int j = 0; j < size; ++j) member |= list[ch[j]] == c;
          if (member) continue;
          Set hit = g.at(c) & digits;
          hit.for_each([&](int d) {
            if (g.has(c, d) && !g.problem()) g.eliminate(c, d);
          });
        }
        if (g.total() == before) return false;
        changed = true;
        if (ctx.recording()) {
          std::vector<int> cells(ch, ch + size), ds;
          for (int& c : cells) c = list[c];
          digits.for_each([&](int d) { ds.push_back(d); });
          ctx.commit(info.code, info.name, cells, ds, {house},
                     subset_prefix(info.label, ds, ctx.geo(), house, cells));
        }
        return false;
      });
  return changed;
}

template <int W>
bool hidden_subset_house(Context<W>& ctx, const StrategyInfo& info, int house, int size,
                         bool book_form) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& hcells = ctx.geo().houses()[house].cells;
  int nsym = ctx.topo.size();
  // Where each digit occurs among the house's unsolved cells, as a position set (bit i+1 = the
  // house's i-th cell).
  const auto& digits_of = house_digits(ctx, house);
  const auto& where = digits_of.where;
  if (digits_of.unsolved <= size) return false;
  int list[core::kMaxSymbols];
  int n = 0;
  for (int d = 1; d <= nsym; ++d) {
    int k = where[d].count();
    if (k >= 2 && (book_form ? k == size : k <= size)) list[n++] = d;
  }
  if (n < size) return false;
  bool changed = false;
  // The digits' places as the search began; each set found is checked on the live grid.
  technique::find_locked_sets<Set>(
      n, size, [&](int i) { return where[list[i]]; },
      [&](const int* ch, const Set&) {
        // (one subset a step for HoDoKu; nothing more after a contradiction)
        if (g.problem() || (changed && ctx.hodoku_steps)) return true;
        Set digits, pos;
        for (int j = 0; j < size; ++j) digits.set(list[ch[j]]);
        // Re-check against the live grid (earlier removals in this house may have changed it).
        for (int i = 0; i < static_cast<int>(hcells.size()); ++i)
          if (!g.solved(hcells[i]) && !(g.at(hcells[i]) & digits).empty()) pos.set(i + 1);
        if (pos.count() != size) return false;
        bool other = false;  // (a subset whose cells hold only its digits removes nothing)
        pos.for_each([&](int i) { other |= !g.at(hcells[i - 1]).minus(digits).empty(); });
        if (!other) return false;
        std::vector<int> cells;
        pos.for_each([&](int i) { cells.push_back(hcells[i - 1]); });
        ctx.begin();
        int before = g.total();
        for (int c : cells) {
          Set other = g.at(c).minus(digits);
          other.for_each([&](int d) {
            if (g.has(c, d) && !g.problem()) g.eliminate(c, d);
          });
        }
        if (g.total() == before) return false;
        changed = true;
        if (ctx.recording()) {
          std::vector<int> ds;
          digits.for_each([&](int d) { ds.push_back(d); });
          ctx.commit(info.code, info.name, cells, ds, {house},
                     subset_prefix(info.label, ds, ctx.geo(), house, cells));
        }
        return false;
      });
  return changed;
}

// The drivers skip a house where the search found nothing and no cell has changed since (it
// reads the house's cells only): the row's memo holds the grid's version at that search.
template <int W>
bool naked_subset(Context<W>& ctx, const StrategyInfo& info, const Variant& v) {
  auto& g = ctx.grid;
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, ctx.geo().houses().size());
  for (int h : ctx.topo.unit_order()) {
    if (g.house_version(h) <= memo[h]) continue;
    if (naked_subset_house(ctx, info, h, info.size, v.book_form)) return true;
    memo[h] = g.version();
  }
  return false;
}

template <int W>
bool hidden_subset(Context<W>& ctx, const StrategyInfo& info, const Variant& v) {
  auto& g = ctx.grid;
  std::span<uint64_t> memo = ctx.scratch.memo(info.code, ctx.geo().houses().size());
  for (int h : ctx.topo.unit_order()) {
    if (g.house_version(h) <= memo[h]) continue;
    if (hidden_subset_house(ctx, info, h, info.size, v.book_form)) return true;
    memo[h] = g.version();
  }
  return false;
}

// HoDoKu's locked pair and triple (the HoDoKu solve only, hodoku_rows()): `size` cells of a
// box, all in one line, whose candidates are `size` digits, that remove those digits both from
// the line outside the box and from the box. The digits leave both houses in one step (as
// HoDoKu's do); boxes in order, the first that removes something.
template <int W>
bool locked_subset(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  using Set = typename Candidates<W>::Set;
  auto& g = ctx.grid;
  const auto& geo = ctx.geo();
  const int size = info.size;
  for (int box : ctx.topo.box_order()) {
    const auto& bcells = geo.houses()[box].cells;
    int list[128];
    int n = 0;
    for (int c : bcells)
      if (!g.solved(c) && g.at(c).count() <= size && n < 128) list[n++] = c;
    if (n < size) continue;
    bool changed = false;
    technique::find_locked_sets<Set>(
        n, size, [&](int i) { return g.at(list[i]); },
        [&](const int* ch, const Set&) {
          if (changed || g.problem()) return true;
          Set digits;
          for (int j = 0; j < size; ++j) digits |= g.at(list[ch[j]]);
          if (digits.count() != size) return false;
          auto member = [&](int c) {
            for (int j = 0; j < size; ++j)
              if (list[ch[j]] == c) return true;
            return false;
          };
          for (int line : geo.houses_of(list[ch[0]])) {
            if (!ctx.topo.is_line(line)) continue;
            bool all = true;
            for (int j = 1; j < size && all; ++j) all = ctx.topo.in_house(line, list[ch[j]]);
            if (!all) continue;
            bool in_line = false, in_box = false;  // removals outside the box, inside it
            for (int c : geo.houses()[line].cells)
              in_line |= !member(c) && !g.solved(c) && !ctx.topo.in_house(box, c) &&
                         !(g.at(c) & digits).empty();
            for (int c : bcells)
              in_box |= !member(c) && !g.solved(c) && !(g.at(c) & digits).empty();
            if (!in_line || !in_box) continue;
            ctx.begin();
            for (int h : {line, box})
              for (int c : geo.houses()[h].cells)
                if (!member(c))
                  (g.at(c) & digits).for_each([&](int d) {
                    if (g.has(c, d) && !g.solved(c) && !g.problem()) g.eliminate(c, d);
                  });
            changed = true;
            if (ctx.recording()) {
              std::vector<int> cells, ds;
              for (int j = 0; j < size; ++j) cells.push_back(list[ch[j]]);
              digits.for_each([&](int d) { ds.push_back(d); });
              ctx.commit(info.code, info.name, cells, ds, {box, line},
                         subset_prefix(info.label, ds, geo, box, cells));
            }
            return true;
          }
          return false;
        });
    if (changed) return true;
  }
  return false;
}

#define SP_INSTANTIATE(W)                                                                 \
  template bool locked_subset<W>(Context<W>&, const StrategyInfo&, const Variant&);       \
  template bool naked_subset_house<W>(Context<W>&, const StrategyInfo&, int, int, bool);  \
  template bool hidden_subset_house<W>(Context<W>&, const StrategyInfo&, int, int, bool); \
  template bool naked_subset<W>(Context<W>&, const StrategyInfo&, const Variant&);        \
  template bool hidden_subset<W>(Context<W>&, const StrategyInfo&, const Variant&);
SP_INSTANTIATE(1)
SP_INSTANTIATE(2)
#undef SP_INSTANTIATE

}  // namespace sudokupress::grade
