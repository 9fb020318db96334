// SPDX-License-Identifier: GPL-3.0-or-later
// Internal interface of the strategies: each is a small function over a Context (the grid, the
// topology and the optional step recorder), one file per family. A strategy returns true when
// it removed at least one candidate (the book's success test is the candidate count, checked by
// the loop). Templates over the candidate width W, instantiated for W = 1 and 2.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "grade/candidates.hpp"
#include "grade/difficulty.hpp"

namespace sudokupress::grade {

// Cells in reader coordinates: "r5c13" (r5c1 and r5c3), "r45c6, r4c7" in the compact solver
// notation when rows and columns have one digit (9x9 and smaller), else "r10c12, r11c12";
// "{8,9}"; the effect part of an explanation, digits that leave the same cells together and
// cells that lose the same digits together: "removes 1, 2 and 3 from r45c6 and 9 from r4c78;
// places 9 at r5c1" (what the ChangeLog's eliminations and placements hold).
std::string cell_list(const core::Geometry& g, std::span<const int> cells);
std::string digit_set(std::span<const int> digits);
std::string effect_text(const core::Geometry& g, const ChangeLog& log);

// Buffers a strategy family keeps from one call to the next, so that its inner loops do not
// allocate (the chain graph, the ALS list, the forcing chains' states): one slot per family,
// made on first use. The Grader keeps one store per candidate width across its puzzles; a
// Context made without one keeps its own.
struct ScratchItem {
  virtual ~ScratchItem() = default;
};
enum class ScratchSlot {
  kChain,
  kAls,
  kForcing,
  kFish,
  kUniqueRectangle,
  kPairs,
  kSingleDigit,
  kHouseDigits,
  kKiller,
  kCount
};
struct ScratchStore {
  // Advanced for every graded position (Engine::run): with Candidates::version() it tells a
  // slot whether what it keeps was derived from the current state.
  uint64_t epoch = 0;
  std::array<std::unique_ptr<ScratchItem>, static_cast<size_t>(ScratchSlot::kCount)> items;
  template <class T>
  T& get(ScratchSlot slot) {
    auto& item = items[static_cast<size_t>(slot)];
    if (!item) item = std::make_unique<T>();
    return static_cast<T&>(*item);
  }

  // The slot's item rebuilt by build(item) unless it was derived from this position at grid
  // version `version` (T has the fields valid, epoch and version).
  template <class T, class Build>
  T& current(ScratchSlot slot, uint64_t version, Build&& build) {
    T& item = get<T>(slot);
    if (!item.valid || item.epoch != epoch || item.version != version) {
      build(item);
      item.valid = true;
      item.epoch = epoch;
      item.version = version;
    }
    return item;
  }

  // What a table row's searches found nothing at, by unit (a digit, or a digit with a house or
  // a line kind; the row chooses): the Candidates::digit_version() of the unit's digit then, 0
  // for none. A unit whose digit still has that version is skipped: its search reads only that
  // digit's places, so it would find nothing again. Cleared for every graded position.
  std::span<uint64_t> memo(int code, size_t units) {
    Memo& m = memos_[static_cast<size_t>(code) % memos_.size()];
    if (m.epoch != epoch || m.code != code || m.at.size() != units) {
      m.at.assign(units, 0);
      m.epoch = epoch;
      m.code = code;
    }
    return m.at;
  }

 private:
  struct Memo {
    uint64_t epoch = ~uint64_t{0};
    int code = -1;
    std::vector<uint64_t> at;
  };
  std::array<Memo, 128> memos_;
};

template <int W>
struct Context {
  Candidates<W>& grid;
  const Topology& topo;
  std::vector<Step>* steps = nullptr;  // null: no recording
  ChangeLog log;
  // Added to the row's rating by a strategy whose difficulty grows with its pattern (chain and
  // net length); the loop reads it after a success and resets it before each row.
  int bonus = 0;
  // The HoDoKu-ordered solve (GradeOptions::hodoku) sets this, so that our steps are HoDoKu's:
  // the chain and ALS rows apply, of every instance they find, the one that removes most
  // (HoDoKu sorts its chain, nice loop and ALS steps so and takes the first), not the first or
  // the shortest one found; an intersection step takes one digit and a subset step one subset.
  bool hodoku_steps = false;
  // Hidden singles placed (unique_house), for HoDoKu's singles score.
  int hidden_singles = 0;
  // The static forcing chains' search (forcing.cpp): candidate sets (cells, then a digit's
  // places in a house) tried by the current level's cell and region rows, of `forcing_sets`
  // there were, and the largest share tried by one step so far (GradeResult::forcing_peak).
  int forcing_tried = 0;
  int forcing_sets = 0;
  double forcing_peak = 0;
  bool forcing_census = false;  // GradeOptions::forcing_census
  int forcing_census_cap = 0;   // GradeOptions::forcing_census_cap
  int forcing_min = -1;         // GradeResult::forcing_min
  // The puzzle's constraints (Killer cages), or null: the cage rows read them.
  const core::Constraints* rules = nullptr;
  ScratchStore own_scratch;  // used when the caller gives no store
  ScratchStore& scratch;

  Context(Candidates<W>& g, const Topology& t, std::vector<Step>* s, ScratchStore* store = nullptr)
      : grid(g), topo(t), steps(s), scratch(store ? *store : own_scratch) {
    if (steps) grid.attach(&log);
  }
  ~Context() {
    if (steps) grid.attach(nullptr);
  }
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  bool recording() const { return steps != nullptr; }
  const core::Geometry& geo() const { return topo.geo(); }
  // Starts a step: what changes from here on belongs to it.
  void begin() {
    if (steps) log.clear();
  }
  // Ends a step (when something changed): `prefix` describes the pattern.
  void commit(int code, std::string_view name, std::vector<int> cells, std::vector<int> digits,
              std::vector<int> houses, const std::string& prefix) {
    if (!steps || log.empty()) return;
    Step s;
    s.code = code;
    s.strategy = name;
    s.cells = std::move(cells);
    s.digits = std::move(digits);
    s.houses = std::move(houses);
    s.eliminations = log.eliminations;
    s.implied = log.implied;
    s.placements = log.placements;
    s.explanation = prefix + ": " + effect_text(geo(), log);
    steps->push_back(std::move(s));
    log.clear();
  }
};

// Keeps, of the instances a search applies one after the other (Context::hodoku_steps), the
// one that removed the most candidates directly: each is offered after it is applied and the
// grid goes back to where the search began; finish() applies the best one again.
template <int W>
class MostRemovals {
 public:
  explicit MostRemovals(Candidates<W>& g) : grid_(g), mark_(g.eliminated()) { g.save(start_); }
  void offer() {
    const int removed = grid_.eliminated() - mark_;
    if (removed > best_ && !grid_.problem()) {
      best_ = removed;
      grid_.save(best_state_);
    }
    grid_.restore(start_);
    mark_ = grid_.eliminated();
  }
  bool finish() {
    if (best_ <= 0) return false;
    grid_.restore(best_state_);
    return true;
  }

 private:
  Candidates<W>& grid_;
  typename Candidates<W>::State start_, best_state_;
  int mark_ = 0, best_ = 0;
};

template <int W>
using StrategyFn = bool (*)(Context<W>&, const StrategyInfo&, const Variant&);

// The function of a table row's kind (nullptr for backtracking; grader.cpp).
template <int W>
StrategyFn<W> function_for(StrategyKind kind);

// Level 0 (singles.cpp)
template <int W>
bool unique_loop(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool unique_house(Context<W>&, const StrategyInfo&, int house);
// Levels 1-2 (subsets.cpp)
template <int W>
bool naked_subset(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool locked_subset(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool hidden_subset(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool naked_subset_house(Context<W>&, const StrategyInfo&, int house, int size, bool book_form);
template <int W>
bool hidden_subset_house(Context<W>&, const StrategyInfo&, int house, int size, bool book_form);
// Level 1 (intersections.cpp)
template <int W>
bool box_line(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool pointing_line(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool box_line_house(Context<W>&, const StrategyInfo&, int line);
template <int W>
bool pointing_box(Context<W>&, const StrategyInfo&, int box);
// Levels 2-3 (fish.cpp): lines-n over base rows (columns = false) or columns of one sub-grid.
template <int W>
bool fish(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool fish_lines(Context<W>&, const StrategyInfo&, int grid, bool columns, std::span<const int> base,
                int digit);
// Levels 2-3 (wings.cpp, xy_chain.cpp, rectangle.cpp)
template <int W>
bool y_wing(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool xy_chain(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool rectangle(Context<W>&, const StrategyInfo&, const Variant&);
// One start cell and digit through the boxes `seq` (4 box house ids, clockwise from seq[0]):
// true when it removed something (the digit from the cell, or a pointing-line removal).
template <int W>
bool rectangle_cell(Context<W>&, const StrategyInfo&, const int seq[4], int cell, int digit);

// The human profile's families (size selects the form; see difficulty.cpp). Each removes what
// its first productive pattern allows and returns true, or returns false.
template <int W>
bool finned_fish(Context<W>&, const StrategyInfo&, const Variant&);  // fish.cpp
template <int W>
bool single_digit(Context<W>&, const StrategyInfo&, const Variant&);  // single_digit.cpp
template <int W>
bool empty_rectangle(Context<W>&, const StrategyInfo&, const Variant&);  // single_digit.cpp
template <int W>
bool xyz_wing(Context<W>&, const StrategyInfo&, const Variant&);  // wings.cpp
template <int W>
bool w_wing(Context<W>&, const StrategyInfo&, const Variant&);  // wings.cpp
template <int W>
bool wxyz_wing(Context<W>&, const StrategyInfo&, const Variant&);  // wings.cpp
template <int W>
bool unique_rectangle(Context<W>&, const StrategyInfo&, const Variant&);  // uniqueness.cpp
template <int W>
bool bug_plus_one(Context<W>&, const StrategyInfo&, const Variant&);  // uniqueness.cpp
template <int W>
bool als(Context<W>&, const StrategyInfo&, const Variant&);  // als.cpp
template <int W>
bool chain(Context<W>&, const StrategyInfo&, const Variant&);  // aic.cpp
template <int W>
bool forcing(Context<W>&, const StrategyInfo&, const Variant&);  // forcing.cpp
// Killer cages (killer.cpp): nothing without Context::rules.
template <int W>
bool cage_combination(Context<W>&, const StrategyInfo&, const Variant&);
template <int W>
bool innies_outies(Context<W>&, const StrategyInfo&, const Variant&);
// Marks (marks.cpp): even/odd (size 1), dots and X/V (2), the negative constraints (3).
template <int W>
bool mark_rules(Context<W>&, const StrategyInfo&, const Variant&);
// Jigsaw regions (leftovers.cpp): the law of leftovers; nothing on box grids.
template <int W>
bool law_of_leftovers(Context<W>&, const StrategyInfo&, const Variant&);

// n values on the stack up to kSmall (a 9x9 or 16x16 grid's digits), else on the heap: a fixed
// array of kMaxSymbols + 1 sets was zeroed whole at every call (808 bytes; hidden_subset_house
// spent 8 % of its time there on top1465, perf).
template <class T, size_t kSmall = 17>
class SmallArray {
 public:
  explicit SmallArray(size_t n) {
    if (n > kSmall) {
      big_.assign(n, T{});
      data_ = big_.data();
    }
  }
  SmallArray(const SmallArray&) = delete;
  SmallArray& operator=(const SmallArray&) = delete;
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T* data() { return data_; }
  const T* data() const { return data_; }

 private:
  T small_[kSmall];
  std::vector<T> big_;
  T* data_ = small_;
};

// Helpers shared by the human families.
// SE's length rule, in tenths: +1 each time a chain's length passes 4, 6, 8, 12, 16, 24, ...
// (technique::se_length_steps, the SE rater's rule too)
int length_bonus(int length);  // aic.cpp
// The unsolved cells of house h holding digit d, into `out` (returns the count).
template <int W>
int digit_cells(const Candidates<W>& g, const core::Geometry& geo, int h, int d, int* out) {
  int n = 0;
  // (from the digit's mask when the house's cells are in increasing order: the walk over the
  // house was 2.3 % of the human engine's instructions on the first 300 of top1465, callgrind)
  if (g.has_places() && g.topo().house_sorted(h)) {
    (g.topo().house_masks()[h] & g.places(d)).for_each([&](int c) { out[n++] = c; });
    return n;
  }
  for (int c : geo.houses()[h].cells)
    if (g.has(c, d) && !g.solved(c)) out[n++] = c;
  return n;
}
// Removes d from every unsolved cell that holds it, sees every cell of `seen` and is not in
// `skip`; returns how many were removed.
template <int W>
int eliminate_seeing(Context<W>& ctx, int d, std::span<const int> seen, std::span<const int> skip) {
  auto& g = ctx.grid;
  int removed = 0;
  if (seen.empty()) return 0;
  for (int x : ctx.geo().peers(seen[0])) {
    if (!g.has(x, d) || g.solved(x) || g.problem()) continue;
    bool ok = true;
    for (int s : skip) ok &= s != x;
    for (size_t i = 1; i < seen.size() && ok; ++i) ok &= seen[i] != x && ctx.topo.sees(x, seen[i]);
    if (!ok) continue;
    g.eliminate(x, d);
    ++removed;
  }
  return removed;
}

}  // namespace sudokupress::grade
