// SPDX-License-Identifier: GPL-3.0-or-later
// Killer Sudoku techniques (core::Constraints cages), as a person solves them:
//   cage-combination  (code 80) a digit placed in a cage leaves its cage mates; a cage with a
//                     sum holds one of the digit sets of its size adding up to it (the sum
//                     tables, core::cage_combinations) that its cells' candidates still allow:
//                     its cells keep those sets' digits, and a digit every set needs with one
//                     place left in the cage goes there ("the cage 17 at r12c1 must be 8+9").
//   innie-outie       (code 81) the 45 rule on one house (a row, column, box, region or
//                     diagonal holds 1..N once, adding up to N(N+1)/2): the cages inside it
//                     leave one cell (an innie), or the cages that stick out of it leave one cell
//                     outside (an outie), whose value follows.
//   innie-outie-pair  (code 82) the same leaving two cells whose sum is known: each keeps the
//                     digits that pair with one of the other's (different digits when they see
//                     each other or share a cage).
//   45-rule-lines     (code 83) the 45 rule on unions of 2..N-1 consecutive rows or columns,
//                     every form below and above.
//   cage-locked-digit (code 87) a digit every set left to a cage needs leaves the cells outside
//                     the cage that see all of the cage's cells still holding it.
//   killer-pair       (code 88) two digits of a house, and two disjoint parts of it (cages
//                     wholly inside it, or cells) that each hold one of them whatever they hold,
//                     one of them a cage: the digits leave the rest of the house.
//   hidden-cage       (code 89) the 45 rule on one house leaving three or more cells (the house
//                     minus its whole cages), or the outside parts of its sticking-out cages
//                     (a cage split at the house's edge), holding different digits: a virtual
//                     cage with a known sum, the sum tables apply (and its needed digits lock).
//   45-rule-boxes     (code 90) the 45 rule on unions of 2..4 touching boxes (jigsaw regions)
//                     that are not whole rows or columns, every form.
//   innie-outie-difference (code 91) the 45 rule on one house leaving one innie and one outie:
//                     innie - outie is known, each keeps the digits with a partner in the other.
//   killer-triple     (code 92) the killer pair with three digits and three parts.
// The 45 rule takes, of the cages sticking out of a region, those covering fewer unknown cells
// outside than inside (their outside cells become outies, the others' inside cells innies), so
// a single cell left is found on either side of the region's edge.
// Levels (difficulty.cpp) were set from `generate --variant killer -n 100 --seed 1` and its
// killer-x, killer-jigsaw and killer-6x6 kin (README "Grading").
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/constraints.hpp"
#include "grade/strategies.hpp"

namespace sudokupress::grade {
namespace {

template <int W>
uint32_t mask_of(const Candidates<W>& g, int c, int n) {
  uint32_t m = 0;
  for (int d = 1; d <= n; ++d)
    if (g.has(c, d)) m |= 1u << (d - 1);
  return m;
}

std::string plus_text(uint32_t set) {
  std::string s;
  for (int d = 1; set; ++d, set >>= 1)
    if (set & 1) s += (s.empty() ? "" : "+") + std::to_string(d);
  return s;
}

std::string cells_text(const core::Geometry& g, const std::vector<int>& cells) {
  return cell_list(g, cells);
}

// "cage 17 at r12c1" (r1c1 and r2c1), "cage 22 at r3c78, r4c7": named by all its cells in the
// reader's names every step uses (cell_list), so a step's text, its effect and its JSON agree.
// The first-last form ("r3c7-r4c7") hid the middle cell of a bent cage.
std::string cage_text(const core::Geometry& g, const core::Cage& cage) {
  std::string s = "cage";
  if (cage.sum) s += " " + std::to_string(cage.sum);
  return s + " at " + cell_list(g, cage.cells);
}

// A digit placed in the cage leaves the other cells of the cage.
template <int W>
bool cage_mates(Context<W>& ctx, const StrategyInfo& info, const core::Cage& cage) {
  auto& g = ctx.grid;
  for (int c : cage.cells) {
    if (!g.solved(c)) continue;
    const int d = g.value(c);
    ctx.begin();
    bool any = false;
    for (int m : cage.cells)
      if (m != c && g.has(m, d) && !g.solved(m) && !g.problem()) {
        g.eliminate(m, d);
        any = true;
      }
    if (!any) continue;
    if (ctx.recording())
      ctx.commit(info.code, info.name, {c}, {d}, {},
                 "the " + cage_text(ctx.geo(), cage) + " has " + std::to_string(d) + " at " +
                     ctx.geo().cell_name(c) + " (no digit twice in a cage)");
    return true;
  }
  return false;
}

template <int W>
bool cage_sets(Context<W>& ctx, const StrategyInfo& info, const core::Cage& cage) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  const int k = static_cast<int>(cage.cells.size());
  const int before = g.total();
  uint32_t allowed = 0, required = ~0u;
  std::vector<uint32_t> fits;
  for (uint32_t set : core::cage_combinations(n, k, cage.sum)) {
    uint32_t cover = 0;
    bool ok = true;
    for (int c : cage.cells) {
      const uint32_t x = mask_of(g, c, n) & set;
      ok &= x != 0;
      cover |= x;
    }
    if (!ok || cover != set) continue;
    fits.push_back(set);
    allowed |= set;
    required &= set;
  }
  ctx.begin();
  if (fits.empty()) {
    g.fail();  // no digit set fits: a contradiction (only after a wrong guess)
    return true;
  }
  for (int c : cage.cells)
    for (int d = 1; d <= n; ++d)
      if (!(allowed >> (d - 1) & 1) && g.has(c, d) && !g.problem()) g.eliminate(c, d);
  for (uint32_t r = required; r && !g.problem(); r &= r - 1) {
    const int d = __builtin_ctz(r) + 1;
    int place = -1, places = 0;
    for (int c : cage.cells)
      if (g.has(c, d)) {
        place = c;
        ++places;
      }
    if (places == 1 && !g.solved(place)) g.place(place, d);
  }
  const bool changed = g.total() < before || g.problem();
  if (changed && ctx.recording()) {
    std::string what = "the " + cage_text(ctx.geo(), cage);
    if (fits.size() == 1) {
      what += " must be " + plus_text(fits[0]);
    } else {
      what += " can only be ";
      for (size_t i = 0; i < fits.size(); ++i)
        what += (i ? (i + 1 == fits.size() ? " or " : ", ") : "") + plus_text(fits[i]);
    }
    std::vector<int> digits;
    for (int d = 1; d <= n; ++d)
      if (allowed >> (d - 1) & 1) digits.push_back(d);
    ctx.commit(info.code, info.name, cage.cells, digits, {}, what);
  }
  return changed;
}

// A region for the 45 rule: its cells (sorted), which cells are in it, how many times it holds
// 1..N, its name in the text.
struct Region {
  std::vector<int> cells;
  std::vector<uint8_t> in;
  int copies = 1;
  std::string name;
};

Region make_region(const core::Geometry& g, std::vector<int> cells, int copies, std::string name) {
  Region r;
  std::sort(cells.begin(), cells.end());
  r.in.assign(g.num_cells(), 0);
  for (int c : cells) r.in[c] = 1;
  r.cells = std::move(cells);
  r.copies = copies;
  r.name = std::move(name);
  return r;
}

// Consecutive rows (columns) a..b of the single grid, 2 <= b - a + 1 <= n - 1.
std::vector<Region> line_unions(const core::Geometry& g) {
  std::vector<Region> out;
  const int n = g.size();
  for (int columns = 0; columns < 2; ++columns)
    for (int len = 2; len < n; ++len)
      for (int a = 0; a + len <= n; ++a) {
        std::vector<int> cells;
        for (int i = a; i < a + len; ++i)
          for (int j = 0; j < n; ++j) {
            const int c = columns ? g.cell_at(j, i) : g.cell_at(i, j);
            if (c >= 0) cells.push_back(c);
          }
        out.push_back(make_region(g, std::move(cells), len,
                                  std::string(columns ? "columns " : "rows ") +
                                      std::to_string(a + 1) + "-" +
                                      std::to_string(a + len)));  // reader's count
      }
  return out;
}

// Unions of 2..kMaxBlock boxes (jigsaw regions) that touch one another edge to edge: a 2x2 block
// of boxes, an L of three, a pair across a band, ... A union that is whole rows or columns (a
// band or a stack) is left to line_unions, and so is one of N boxes or more (the whole grid).
constexpr int kMaxBlock = 4;

std::vector<Region> block_unions(const core::Geometry& g) {
  std::vector<int> ids;  // the houses of kind box or region
  std::vector<int> owner(g.num_cells(), -1);
  for (int h = 0; h < static_cast<int>(g.houses().size()); ++h) {
    const core::House& house = g.houses()[h];
    if (house.kind != core::HouseKind::kBox && house.kind != core::HouseKind::kRegion) continue;
    for (int c : house.cells) owner[c] = static_cast<int>(ids.size());
    ids.push_back(h);
  }
  const int m = static_cast<int>(ids.size());
  std::vector<std::vector<uint8_t>> touch(m, std::vector<uint8_t>(m, 0));
  for (int c = 0; c < g.num_cells(); ++c) {
    const core::Coord at = g.coord(c);
    for (const core::Coord d : {core::Coord{0, 1}, core::Coord{1, 0}}) {
      const int x = g.cell_at(at.row + d.row, at.col + d.col);
      if (x < 0 || owner[c] < 0 || owner[x] < 0 || owner[c] == owner[x]) continue;
      touch[owner[c]][owner[x]] = touch[owner[x]][owner[c]] = 1;
    }
  }
  // Connected sets grown one house at a time, each kept once (sorted).
  std::set<std::vector<int>> level, all;
  for (int i = 0; i < m; ++i) level.insert({i});
  for (int size = 2; size <= kMaxBlock && size < m; ++size) {
    std::set<std::vector<int>> next;
    for (const auto& set : level)
      for (int i : set)
        for (int j = 0; j < m; ++j) {
          if (!touch[i][j] || std::find(set.begin(), set.end(), j) != set.end()) continue;
          std::vector<int> grown = set;
          grown.push_back(j);
          std::sort(grown.begin(), grown.end());
          next.insert(grown);
        }
    all.insert(next.begin(), next.end());
    level = std::move(next);
  }
  std::vector<Region> out;
  const int n = g.size();
  for (const auto& set : all) {
    std::vector<int> cells;
    std::string name;
    for (int i : set) {
      const core::House& house = g.houses()[ids[i]];
      cells.insert(cells.end(), house.cells.begin(), house.cells.end());
      name += (name.empty() ? "" : ",") + std::to_string(house.index);
    }
    std::set<int> rows, cols;
    for (int c : cells) {
      rows.insert(g.coord(c).row);
      cols.insert(g.coord(c).col);
    }
    const int k = static_cast<int>(set.size());
    if (static_cast<int>(rows.size()) == k || static_cast<int>(cols.size()) == k) continue;
    if (k >= n) continue;
    const bool jigsaw = g.houses()[ids[set[0]]].kind == core::HouseKind::kRegion;
    out.push_back(make_region(g, std::move(cells), k, (jigsaw ? "regions " : "boxes ") + name));
  }
  return out;
}

// What the cage rows keep for one puzzle (built once per graded position): each cell's cage,
// the regions of the 45 rule, and the sum tables asked for.
struct KillerScratch : ScratchItem {
  uint64_t epoch = ~uint64_t{0};
  const core::Constraints* rules = nullptr;
  const core::Geometry* geo = nullptr;
  std::vector<int> cage_of;
  std::vector<Region> houses, lines, blocks;
  bool have_lines = false, have_blocks = false;
  int tables_n = 0;
  std::map<int, std::vector<uint32_t>> tables;  // by k * 4096 + sum (0: every k-set)

  // The sets of k different digits adding up to sum (none for a sum below 1: a contradiction).
  const std::vector<uint32_t>& combinations(int k, int sum) {
    static const std::vector<uint32_t> kNone;
    if (sum < 1 || sum >= 4096) return kNone;
    return table(k, sum);
  }
  const std::vector<uint32_t>& subsets(int k) { return table(k, 0); }

 private:
  const std::vector<uint32_t>& table(int k, int sum) {
    auto [it, fresh] = tables.try_emplace(k * 4096 + sum);
    if (fresh) it->second = core::cage_combinations(tables_n, k, sum);
    return it->second;
  }
};

// Rebuilt for every graded position (regions, the line and block unions only when a row asks):
// a geometry met again may be another one at the same address (jigsaw layouts differ).
template <int W>
KillerScratch& killer_scratch(Context<W>& ctx) {
  auto& ks = ctx.scratch.template get<KillerScratch>(ScratchSlot::kKiller);
  const core::Geometry& g = ctx.geo();
  if (ks.epoch == ctx.scratch.epoch && ks.rules == ctx.rules && ks.geo == &g) return ks;
  ks.epoch = ctx.scratch.epoch;
  ks.rules = ctx.rules;
  ks.geo = &g;
  ks.houses.clear();
  for (int h = 0; h < static_cast<int>(g.houses().size()); ++h)
    ks.houses.push_back(make_region(g, g.houses()[h].cells, 1, g.house_name(h)));
  ks.have_lines = ks.have_blocks = false;
  if (ks.tables_n != g.size()) ks.tables.clear();
  ks.tables_n = g.size();
  ks.cage_of.assign(g.num_cells(), -1);
  for (size_t k = 0; k < ctx.rules->cages.size(); ++k)
    for (int c : ctx.rules->cages[k].cells) ks.cage_of[c] = static_cast<int>(k);
  return ks;
}

const std::vector<Region>& lines_of(KillerScratch& ks) {
  if (!ks.have_lines) ks.lines = line_unions(*ks.geo);
  ks.have_lines = true;
  return ks.lines;
}

const std::vector<Region>& blocks_of(KillerScratch& ks) {
  if (!ks.have_blocks) ks.blocks = block_unions(*ks.geo);
  ks.have_blocks = true;
  return ks.blocks;
}

bool sees_or_shares(const Topology& topo, const std::vector<int>& cage_of, int a, int b) {
  return topo.sees(a, b) || (cage_of[a] >= 0 && cage_of[a] == cage_of[b]);
}

// True when no two of the cells can hold the same digit (they see each other or share a cage).
bool all_apart(const Topology& topo, const std::vector<int>& cage_of, const std::vector<int>& c) {
  for (size_t i = 0; i < c.size(); ++i)
    for (size_t j = i + 1; j < c.size(); ++j)
      if (!sees_or_shares(topo, cage_of, c[i], c[j])) return false;
  return true;
}

// The digit sets of a (real or virtual) cage that its cells' candidates still allow.
struct Fits {
  std::vector<uint32_t> sets;
  uint32_t allowed = 0, required = ~0u;
};

template <int W>
Fits fits_of(const Candidates<W>& g, int n, const std::vector<int>& cells,
             const std::vector<uint32_t>& table) {
  Fits f;
  for (uint32_t set : table) {
    uint32_t cover = 0;
    bool ok = true;
    for (int c : cells) {
      const uint32_t x = mask_of(g, c, n) & set;
      ok &= x != 0;
      cover |= x;
    }
    if (!ok || cover != set) continue;
    f.sets.push_back(set);
    f.allowed |= set;
    f.required &= set;
  }
  if (f.sets.empty()) f.required = 0;
  return f;
}

std::string sets_text(const Fits& f) {
  if (f.sets.size() == 1) return "must be " + plus_text(f.sets[0]);
  std::string s = "can only be ";
  for (size_t i = 0; i < f.sets.size(); ++i)
    s += (i ? (i + 1 == f.sets.size() ? " or " : ", ") : "") + plus_text(f.sets[i]);
  return s;
}

// A virtual cage (cells that hold different digits, with a known sum): its cells keep the digits
// of the sets that fit, a needed digit with one place goes there, and a needed digit leaves every
// cell outside that sees all of its places in the cage.
template <int W>
void reduce_virtual(Context<W>& ctx, const std::vector<int>& cells, const Fits& f) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  if (f.sets.empty()) {
    g.fail();
    return;
  }
  for (int c : cells)
    for (int d = 1; d <= n && !g.problem(); ++d)
      if (!(f.allowed >> (d - 1) & 1) && g.has(c, d)) g.eliminate(c, d);
  for (uint32_t r = f.required; r && !g.problem(); r &= r - 1) {
    const int d = __builtin_ctz(r) + 1;
    std::vector<int> places;
    bool solved = false;
    for (int c : cells)
      if (g.has(c, d)) {
        solved |= g.solved(c);
        places.push_back(c);
      }
    if (solved || places.empty()) continue;
    if (places.size() == 1)
      g.place(places[0], d);
    else
      eliminate_seeing(ctx, d, places, cells);
  }
}

// The cells left (one or two) with their known sum: each keeps what the sum allows.
template <int W>
void apply_sum(Context<W>& ctx, const std::vector<int>& cells, int sum,
               const std::vector<int>& cage_of) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  if (cells.size() == 1) {
    const int c = cells[0];
    if (sum < 1 || sum > n || !g.has(c, sum)) {
      g.fail();
      return;
    }
    g.place(c, sum);
    return;
  }
  const int a = cells[0], b = cells[1];
  const bool apart = sees_or_shares(ctx.topo, cage_of, a, b);
  for (int pass = 0; pass < 2; ++pass) {
    const int x = pass ? b : a, y = pass ? a : b;
    for (int d = 1; d <= n && !g.problem(); ++d) {
      if (!g.has(x, d)) continue;
      const int e = sum - d;
      const bool partner = e >= 1 && e <= n && g.has(y, e) && !(apart && e == d);
      if (!partner) g.eliminate(x, d);
    }
  }
}

// One innie i and one outie o with i - o = diff: each keeps the digits with a partner.
template <int W>
void apply_difference(Context<W>& ctx, int i, int o, int diff, const std::vector<int>& cage_of) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  const bool apart = sees_or_shares(ctx.topo, cage_of, i, o);
  for (int pass = 0; pass < 2; ++pass) {
    const int x = pass ? o : i, y = pass ? i : o;
    const int shift = pass ? diff : -diff;  // the partner of x = d is y = d + shift
    for (int d = 1; d <= n && !g.problem(); ++d) {
      if (!g.has(x, d)) continue;
      const int e = d + shift;
      const bool partner = e >= 1 && e <= n && g.has(y, e) && !(apart && e == d);
      if (!partner) g.eliminate(x, d);
    }
  }
}

// The forms of the 45 rule a row uses.
enum Form : unsigned {
  kOneCell = 1,     // one innie or one outie: its value
  kTwoCells = 2,    // two innies or two outies: their sum
  kDifference = 4,  // one innie and one outie: their difference
  kVirtual = 8,     // three or more innies (outies) holding different digits: a virtual cage
  kBounds = 16,     // up to kMaxBoundCells innies and outies: the others' extremes bound each
};

// A region's cages: those wholly inside (with sums), the ones with a sum that stick out of it
// (partly inside), and its cells in no cage with a sum (always innies).
struct Cover {
  int total = 0, inside_sum = 0;
  std::vector<int> forced;
  struct Part {
    int cage;
    std::vector<int> in, out;
    int in_open = 0, out_open = 0;  // unsolved cells
  };
  std::vector<Part> parts;
};

template <int W>
Cover cover_of(const Context<W>& ctx, const KillerScratch& ks, const Region& r) {
  const core::Constraints& rules = *ctx.rules;
  const int n = ctx.geo().size();
  Cover cv;
  cv.total = r.copies * n * (n + 1) / 2;
  std::vector<int> seen;
  for (int c : r.cells) {
    const int k = ks.cage_of[c];
    if (k < 0 || !rules.cages[k].sum) {
      cv.forced.push_back(c);
      continue;
    }
    if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
    seen.push_back(k);
    Cover::Part p;
    p.cage = k;
    for (int x : rules.cages[k].cells) {
      auto& side = r.in[x] ? p.in : p.out;
      side.push_back(x);
      (r.in[x] ? p.in_open : p.out_open) += !ctx.grid.solved(x);
    }
    if (p.out.empty())
      cv.inside_sum += rules.cages[k].sum;
    else
      cv.parts.push_back(std::move(p));
  }
  return cv;
}

// One choice of covering cages (the partial cages with include[i] set): the unsolved innies and
// outies it leaves, and sum(innies) - sum(outies).
struct Split {
  std::vector<int> innies, outies;
  int diff = 0;
};

template <int W>
Split split_of(const Context<W>& ctx, const core::Constraints& rules, const Cover& cv,
               const std::vector<uint8_t>& include) {
  const auto& g = ctx.grid;
  Split s;
  s.diff = cv.total - cv.inside_sum;
  auto innie = [&](int c) {
    if (g.solved(c))
      s.diff -= g.value(c);
    else
      s.innies.push_back(c);
  };
  for (int c : cv.forced) innie(c);
  for (size_t i = 0; i < cv.parts.size(); ++i) {
    const Cover::Part& p = cv.parts[i];
    if (!include[i]) {
      for (int c : p.in) innie(c);
      continue;
    }
    s.diff -= rules.cages[p.cage].sum;
    for (int c : p.out)
      if (g.solved(c))
        s.diff += g.value(c);
      else
        s.outies.push_back(c);
  }
  std::sort(s.innies.begin(), s.innies.end());
  std::sort(s.outies.begin(), s.outies.end());
  return s;
}

// The most cells the bounds form takes (a person adds up the smallest and largest candidates
// of a few cells, not of a whole row); the fewest is three.
constexpr int kMaxBoundCells = 5;

// sum(innies) - sum(outies) = diff, digits free to repeat: each cell keeps the digits that the
// others' smallest and largest candidates can balance.
template <int W>
void apply_bounds(Context<W>& ctx, const Split& s) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  auto low = [&](int c) {
    int d = 1;
    while (d < n && !g.has(c, d)) ++d;
    return d;
  };
  auto high = [&](int c) {
    int d = n;
    while (d > 1 && !g.has(c, d)) --d;
    return d;
  };
  int lo_in = 0, hi_in = 0, lo_out = 0, hi_out = 0;
  for (int c : s.innies) lo_in += low(c), hi_in += high(c);
  for (int c : s.outies) lo_out += low(c), hi_out += high(c);
  std::vector<std::pair<int, std::pair<int, int>>> ranges;  // cell, [min, max]
  for (int c : s.innies)
    ranges.push_back(
        {c, {s.diff - (hi_in - high(c)) + lo_out, s.diff - (lo_in - low(c)) + hi_out}});
  for (int c : s.outies)
    ranges.push_back(
        {c, {lo_in - s.diff - (hi_out - high(c)), hi_in - s.diff - (lo_out - low(c))}});
  for (const auto& r : ranges)
    for (int d = 1; d <= n && !g.problem(); ++d)
      if ((d < r.second.first || d > r.second.second) && g.has(r.first, d)) g.eliminate(r.first, d);
}

std::string bounds_text(const core::Geometry& geo, const Split& s) {
  auto named = [&](const std::vector<int>& cells, bool innies) {
    return std::string(innies ? "the innie" : "the outie") + (cells.size() == 1 ? " " : "s ") +
           cells_text(geo, cells);
  };
  const bool one = s.innies.size() == 1;
  std::string t;
  if (s.outies.empty())
    t = named(s.innies, true) + " add up to " + std::to_string(s.diff);
  else if (s.innies.empty())
    t = named(s.outies, false) + " add up to " + std::to_string(-s.diff);
  else
    t = named(s.innies, true) + (one ? " is " : " add up to ") +
        (s.diff == 0
             ? std::string("as much as")
             : std::to_string(std::abs(s.diff)) + (s.diff > 0 ? " more than" : " less than")) +
        " " + named(s.outies, false);
  return t + " (each within what the others' smallest and largest candidates leave)";
}

std::string region_text(const core::Geometry& geo, const core::Constraints& rules, const Region& r,
                        const Cover& cv, const std::vector<uint8_t>& include) {
  std::string s = "45 rule on " + r.name + " (" + std::to_string(cv.total) + ")";
  std::string sticking;
  int stick_sum = 0, sticks = 0;
  for (size_t i = 0; i < cv.parts.size(); ++i)
    if (include[i]) {
      ++sticks;
      // "; " between cages: a cage is named by its cells, which ", " already separates.
      sticking += (sticking.empty() ? "" : "; ") + cage_text(geo, rules.cages[cv.parts[i].cage]);
      stick_sum += rules.cages[cv.parts[i].cage].sum;
    }
  s += ": the cages inside it add up to " + std::to_string(cv.inside_sum);
  if (!sticking.empty())
    s += "; the " + sticking + " (" + std::to_string(stick_sum) + ")" +
         (sticks == 1 ? " sticks" : " stick") + " out of it";
  return s;
}

std::string difference_text(const core::Geometry& geo, int i, int o, int diff) {
  const std::string in = "the innie " + geo.cell_name(i), out = "the outie " + geo.cell_name(o);
  if (diff == 0) return in + " equals " + out;
  if (diff > 0) return in + " is " + std::to_string(diff) + " more than " + out;
  return out + " is " + std::to_string(-diff) + " more than " + in;
}

// The small forms (one or two cells left, or one innie and one outie) of one choice: applies the
// first that the row allows and says what it found; false when it changed nothing.
template <int W>
bool apply_small(Context<W>& ctx, const Split& s, unsigned forms, const std::vector<int>& cage_of,
                 std::string& found) {
  auto& g = ctx.grid;
  const core::Geometry& geo = ctx.geo();
  const int ni = static_cast<int>(s.innies.size()), no = static_cast<int>(s.outies.size());
  const int before = g.total();
  ctx.begin();
  if (ni + no == 1 && (forms & kOneCell)) {
    const bool innie = ni == 1;
    const int sum = innie ? s.diff : -s.diff;
    apply_sum(ctx, innie ? s.innies : s.outies, sum, cage_of);
    found = std::string(innie ? "the innie " : "the outie ") +
            geo.cell_name(innie ? s.innies[0] : s.outies[0]) + " is " + std::to_string(sum);
  } else if ((ni == 2 && no == 0) || (ni == 0 && no == 2)) {
    if (!(forms & kTwoCells)) return false;
    const bool innie = ni == 2;
    const int sum = innie ? s.diff : -s.diff;
    apply_sum(ctx, innie ? s.innies : s.outies, sum, cage_of);
    found = std::string(innie ? "the innies " : "the outies ") +
            cells_text(geo, innie ? s.innies : s.outies) + " add up to " + std::to_string(sum);
  } else if (ni == 1 && no == 1 && (forms & kDifference)) {
    apply_difference(ctx, s.innies[0], s.outies[0], s.diff, cage_of);
    found = difference_text(geo, s.innies[0], s.outies[0], s.diff);
  } else {
    return false;
  }
  return g.total() < before || g.problem();
}

// The bounds form on the fewest-cells choice (ties left out), then on every partial cage left out
// and on every one taken in; `commit` records the step.
template <int W, class Commit>
bool bounds_rule(Context<W>& ctx, const Cover& cv, std::vector<uint8_t>& include, Commit&& commit) {
  auto& g = ctx.grid;
  for (int choice = 0; choice < 3; ++choice) {
    for (size_t i = 0; i < cv.parts.size(); ++i) {
      const Cover::Part& p = cv.parts[i];
      include[i] = choice == 0 ? p.out_open < p.in_open : choice == 2;
    }
    const Split s = split_of(ctx, *ctx.rules, cv, include);
    const size_t k = s.innies.size() + s.outies.size();
    // (two cells: the pair and difference forms are exact)
    if (k < 3 || k > static_cast<size_t>(kMaxBoundCells)) continue;
    const int before = g.total();
    ctx.begin();
    apply_bounds(ctx, s);
    if (g.total() == before && !g.problem()) continue;
    std::vector<int> cells = s.innies;
    cells.insert(cells.end(), s.outies.begin(), s.outies.end());
    return commit(cells, bounds_text(ctx.geo(), s));
  }
  return false;
}

// The 45 rule on one region in the row's forms; true when it changed something.
template <int W>
bool region_rule(Context<W>& ctx, const StrategyInfo& info, KillerScratch& ks, const Region& r,
                 unsigned forms) {
  const core::Constraints& rules = *ctx.rules;
  auto& g = ctx.grid;
  const core::Geometry& geo = ctx.geo();
  const Cover cv = cover_of(ctx, ks, r);
  int forced_open = 0;
  for (int c : cv.forced) forced_open += !g.solved(c);
  const size_t np = cv.parts.size();
  std::vector<uint8_t> include(np, 0);
  auto commit = [&](const std::vector<int>& cells, const std::string& found) {
    if (ctx.recording())
      ctx.commit(info.code, info.name, cells, {}, {},
                 region_text(geo, rules, r, cv, include) + ", so " + found);
    return true;
  };
  if (forms & (kOneCell | kTwoCells | kDifference)) {
    // Fewest cells left: each partial cage counts its smaller side (its inside cells as innies,
    // or its outside ones as outies); ties of one cell or more are tried both ways.
    int least = forced_open;
    std::vector<size_t> both;
    for (size_t i = 0; i < np; ++i) {
      const Cover::Part& p = cv.parts[i];
      least += std::min(p.in_open, p.out_open);
      include[i] = p.out_open < p.in_open;
      if (p.in_open == p.out_open && p.in_open > 0) both.push_back(i);
    }
    if (least <= 2 && both.size() <= 2)
      for (uint32_t m = 0; m < (1u << both.size()); ++m) {
        for (size_t b = 0; b < both.size(); ++b) include[both[b]] = m >> b & 1;
        const Split s = split_of(ctx, rules, cv, include);
        std::string found;
        if (apply_small(ctx, s, forms, ks.cage_of, found)) {
          std::vector<int> cells = s.innies;
          cells.insert(cells.end(), s.outies.begin(), s.outies.end());
          return commit(cells, found);
        }
      }
  }
  if (!(forms & kVirtual)) return (forms & kBounds) && bounds_rule(ctx, cv, include, commit);
  const int n = geo.size();
  // The innies with every partial cage left out (a hidden cage), then the outies with every one
  // taken in (a cage split at the region's edge), when their cells hold different digits.
  for (int side = 0; side < 2; ++side) {
    if (side && forced_open) break;
    std::fill(include.begin(), include.end(), side);
    const Split s = split_of(ctx, rules, cv, include);
    const std::vector<int>& cells = side ? s.outies : s.innies;
    const int sum = side ? -s.diff : s.diff;
    const int k = static_cast<int>(cells.size());
    if (k < 3 || k > n || (side ? !s.innies.empty() : !s.outies.empty())) continue;
    if (!all_apart(ctx.topo, ks.cage_of, cells)) continue;
    const Fits f = fits_of(g, n, cells, ks.combinations(k, sum));
    const int before = g.total();
    ctx.begin();
    reduce_virtual(ctx, cells, f);
    if (g.total() == before && !g.problem()) continue;
    return commit(cells, std::string(side ? "the outies " : "the innies ") +
                             cells_text(geo, cells) + " (a virtual cage) add up to " +
                             std::to_string(sum) + " and " + sets_text(f));
  }
  return (forms & kBounds) && bounds_rule(ctx, cv, include, commit);
}

// A digit every digit set left to a cage needs, in whichever of its cells still hold it, leaves
// every cell outside the cage that sees all of those.
template <int W>
bool cage_locked(Context<W>& ctx, const StrategyInfo& info, KillerScratch& ks) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  for (const core::Cage& cage : ctx.rules->cages) {
    if (!cage.sum) continue;
    const int k = static_cast<int>(cage.cells.size());
    const Fits f = fits_of(g, n, cage.cells, ks.combinations(k, cage.sum));
    for (uint32_t r = f.required; r; r &= r - 1) {
      const int d = __builtin_ctz(r) + 1;
      std::vector<int> places;
      bool solved = false;
      for (int c : cage.cells)
        if (g.has(c, d)) {
          solved |= g.solved(c);
          places.push_back(c);
        }
      if (solved || places.size() < 2) continue;
      ctx.begin();
      if (!eliminate_seeing(ctx, d, places, cage.cells)) continue;
      if (ctx.recording())
        ctx.commit(info.code, info.name, places, {d}, {},
                   "the " + cage_text(ctx.geo(), cage) + " " + sets_text(f) + ": its " +
                       std::to_string(d) + " is in " + cells_text(ctx.geo(), places));
      return true;
    }
  }
  return false;
}

// Killer pairs (size 2) and triples (3): `size` digits of a house, and as many disjoint parts of
// it (cages wholly inside it, cells) that each hold one of them whatever their digits (a cage:
// every set left has one; a cell: its candidates are among them), at least one a cage: the
// digits are in those parts, and leave the rest of the house.
struct Unit {
  std::vector<int> cells;  // unsolved
  std::vector<uint32_t> sets;
  int cage = -1;  // -1: one cell
};

template <int W>
std::vector<Unit> units_of(Context<W>& ctx, KillerScratch& ks, const Region& house) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  std::vector<Unit> units;
  std::vector<int> seen;
  for (int c : house.cells) {
    if (g.solved(c)) continue;
    units.push_back({{c}, {mask_of(g, c, n)}, -1});
    const int k = ks.cage_of[c];
    if (k < 0 || !ctx.rules->cages[k].sum) continue;
    if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
    seen.push_back(k);
    const core::Cage& cage = ctx.rules->cages[k];
    if (!std::all_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return house.in[x]; }))
      continue;
    Unit u;
    u.cage = k;
    for (int x : cage.cells)
      if (!g.solved(x)) u.cells.push_back(x);
    if (u.cells.size() < 2) continue;
    const int size = static_cast<int>(cage.cells.size());
    u.sets = fits_of(g, n, cage.cells, ks.combinations(size, cage.sum)).sets;
    if (!u.sets.empty()) units.push_back(std::move(u));
  }
  return units;
}

bool overlaps(const Unit& a, const Unit& b) {
  for (int x : a.cells)
    if (std::find(b.cells.begin(), b.cells.end(), x) != b.cells.end()) return true;
  return false;
}

template <int W>
bool killer_subset_in(Context<W>& ctx, const StrategyInfo& info, KillerScratch& ks,
                      const Region& house, int size) {
  auto& g = ctx.grid;
  const std::vector<Unit> units = units_of(ctx, ks, house);
  uint32_t placed = 0;
  for (int c : house.cells)
    if (g.solved(c)) placed |= 1u << (g.value(c) - 1);
  for (uint32_t digits : ks.subsets(size)) {
    if (digits & placed) continue;
    std::vector<int> holding;  // the units that hold one of `digits` whatever they hold
    bool cage = false;
    for (size_t i = 0; i < units.size(); ++i) {
      const Unit& u = units[i];
      bool all = true;
      for (uint32_t set : u.sets) all &= u.cage >= 0 ? (set & digits) != 0 : (set & ~digits) == 0;
      if (!all) continue;
      holding.push_back(static_cast<int>(i));
      cage |= u.cage >= 0;
    }
    if (!cage || static_cast<int>(holding.size()) < size) continue;
    // `size` disjoint units among them, one a cage at least (few: tried in order).
    const int m = static_cast<int>(holding.size());
    std::vector<int> pick;
    if (m > 12) continue;
    for (uint32_t choice = 0; choice < (1u << m); ++choice) {
      if (__builtin_popcount(choice) != size) continue;
      pick.clear();
      bool ok = false, disjoint = true;
      for (int i = 0; i < m; ++i)
        if (choice >> i & 1) {
          const Unit& u = units[holding[i]];
          for (int j : pick) disjoint &= !overlaps(u, units[j]);
          ok |= u.cage >= 0;
          pick.push_back(holding[i]);
        }
      if (!ok || !disjoint) continue;
      std::vector<uint8_t> mine(ctx.geo().num_cells(), 0);
      std::vector<int> cells;
      for (int j : pick)
        for (int x : units[j].cells) {
          mine[x] = 1;
          cells.push_back(x);
        }
      ctx.begin();
      bool any = false;
      for (int c : house.cells)
        for (uint32_t r = digits; r && !mine[c] && !g.problem(); r &= r - 1) {
          const int d = __builtin_ctz(r) + 1;
          if (g.has(c, d) && !g.solved(c)) {
            g.eliminate(c, d);
            any = true;
          }
        }
      if (!any) continue;
      if (ctx.recording()) {
        std::string parts;
        for (int j : pick)
          parts +=
              std::string(parts.empty()      ? ""
                          : j == pick.back() ? " and "
                                             : ", ") +
              (units[j].cage >= 0 ? "the " + cage_text(ctx.geo(), ctx.rules->cages[units[j].cage])
                                  : ctx.geo().cell_name(units[j].cells[0]));
        std::vector<int> ds;
        for (uint32_t r = digits; r; r &= r - 1) ds.push_back(__builtin_ctz(r) + 1);
        ctx.commit(info.code, info.name, cells, ds, {},
                   std::string(size == 2 ? "killer pair " : "killer triple ") + digit_set(ds) +
                       " in " + house.name + ": " + parts + " each hold one of them");
      }
      return true;
    }
  }
  return false;
}

// Clashing combinations (code 93): in a house, the sets left to its whole cages and the
// candidates of its other cells must together hold each missing digit once. A set (a digit)
// that no choice of the others completes goes, and the cage's cells keep the digits of its
// remaining sets. The choices are searched unit by unit (fewest options first), memoised by the
// digits used so far (units x 2^N states; houses of up to kClashMaxDigits digits).
constexpr int kClashMaxDigits = 12;

struct ClashSearch {
  std::vector<std::vector<uint32_t>> options;  // per unit: digit masks (placed digits left out)
  std::vector<std::vector<uint8_t>> supported;
  std::vector<int8_t> memo;  // by unit * 2^n + used: -1 unknown, 0 no, 1 yes
  uint32_t need = 0;
  int n = 0;

  bool search(size_t unit, uint32_t used) {
    if (unit == options.size()) return used == need;
    int8_t& m = memo[(unit << n) | used];
    if (m >= 0) return m;
    bool any = false;
    for (size_t o = 0; o < options[unit].size(); ++o) {
      const uint32_t x = options[unit][o];
      if (x & used) continue;
      if (search(unit + 1, used | x)) {
        supported[unit][o] = 1;
        any = true;
      }
    }
    m = any;
    return any;
  }
};

// The options of the house's units: a cage's sets (that hold its own placed digits and no other
// placed digit of the house), a cell's candidates one by one (cells of the cages left out).
template <int W>
void clash_options(Context<W>& ctx, const std::vector<Unit>& units, uint32_t placed,
                   std::vector<std::vector<uint32_t>>& options, std::vector<int>& from) {
  auto& g = ctx.grid;
  std::vector<uint8_t> caged(ctx.geo().num_cells(), 0);
  for (const Unit& u : units)
    if (u.cage >= 0)
      for (int x : ctx.rules->cages[u.cage].cells) caged[x] = 1;
  for (size_t i = 0; i < units.size(); ++i) {
    const Unit& u = units[i];
    std::vector<uint32_t> opts;
    if (u.cage >= 0) {
      uint32_t own = 0;
      for (int x : ctx.rules->cages[u.cage].cells)
        if (g.solved(x)) own |= 1u << (g.value(x) - 1);
      for (uint32_t set : u.sets)
        if ((set & placed) == own) opts.push_back(set & ~placed);
    } else if (!caged[u.cells[0]]) {
      for (uint32_t r = u.sets[0]; r; r &= r - 1) opts.push_back(r & (~r + 1));
    } else {
      continue;
    }
    options.push_back(std::move(opts));
    from.push_back(static_cast<int>(i));
  }
}

template <int W>
bool cage_clash_in(Context<W>& ctx, const StrategyInfo& info, KillerScratch& ks,
                   const Region& house) {
  auto& g = ctx.grid;
  const int n = ctx.geo().size();
  if (n > kClashMaxDigits) return false;
  uint32_t placed = 0;
  for (int c : house.cells)
    if (g.solved(c)) placed |= 1u << (g.value(c) - 1);
  const std::vector<Unit> units = units_of(ctx, ks, house);
  if (std::none_of(units.begin(), units.end(), [](const Unit& u) { return u.cage >= 0; }))
    return false;
  std::vector<std::vector<uint32_t>> options;
  std::vector<int> from;
  clash_options(ctx, units, placed, options, from);
  std::vector<size_t> order(options.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return options[a].size() < options[b].size(); });
  ClashSearch s;
  s.n = n;
  s.need = ((1u << n) - 1) & ~placed;
  for (size_t i : order) {
    s.supported.emplace_back(options[i].size(), 0);
    s.options.push_back(options[i]);
  }
  s.memo.assign((s.options.size() + 1) << n, -1);
  if (!s.search(0, 0)) return false;  // no way at all: a contradiction, left to the other rows
  ctx.begin();
  std::vector<int> cells;
  for (size_t k = 0; k < order.size(); ++k) {
    const Unit& u = units[from[order[k]]];
    uint32_t keep = 0;
    for (size_t o = 0; o < s.options[k].size(); ++o)
      if (s.supported[k][o]) keep |= s.options[k][o];
    for (int c : u.cells)
      for (int d = 1; d <= n && !g.problem(); ++d)
        if (!(keep >> (d - 1) & 1) && !(placed >> (d - 1) & 1) && g.has(c, d) && !g.solved(c)) {
          g.eliminate(c, d);
          if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
        }
  }
  if (cells.empty()) return false;
  if (ctx.recording()) {
    std::string cages;
    for (const Unit& u : units)
      if (u.cage >= 0)
        cages += (cages.empty() ? "" : "; ") + cage_text(ctx.geo(), ctx.rules->cages[u.cage]);
    ctx.commit(info.code, info.name, cells, {}, {},
               "clashing combinations in " + house.name + ": the sets of the " + cages +
                   " and the other cells' candidates must hold each digit once");
  }
  return true;
}

}  // namespace

// Sizes: 0 cage mates and the sum tables (80); 1 a cage's needed digit locked (87); 2 and 3
// killer pairs and triples (88, 92); 4 clashing combinations (93).
template <int W>
bool cage_combination(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (!ctx.rules || ctx.rules->cages.empty()) return false;  // marks alone: not Killer
  if (info.size == 0) {
    for (const core::Cage& cage : ctx.rules->cages)
      if (cage_mates(ctx, info, cage)) return true;
    for (const core::Cage& cage : ctx.rules->cages)
      if (cage.sum && cage_sets(ctx, info, cage)) return true;
    return false;
  }
  KillerScratch& ks = killer_scratch(ctx);
  if (info.size == 1) return cage_locked(ctx, info, ks);
  for (const Region& house : ks.houses)
    if (info.size == 4 ? cage_clash_in(ctx, info, ks, house)
                       : killer_subset_in(ctx, info, ks, house, info.size))
      return true;
  return false;
}

// Sizes: the 45 rule on single houses leaving one cell (1, code 81), two cells (2, 82), a
// virtual cage (4, 89) or one innie and one outie (5, 91); every form on unions of lines (3, 83)
// and of boxes or jigsaw regions (6, 90).
template <int W>
bool innies_outies(Context<W>& ctx, const StrategyInfo& info, const Variant&) {
  if (!ctx.rules || ctx.rules->cages.empty()) return false;  // marks alone: not Killer
  KillerScratch& ks = killer_scratch(ctx);
  constexpr unsigned kAll = kOneCell | kTwoCells | kDifference | kVirtual | kBounds;
  static constexpr unsigned kForms[] = {0,           kOneCell, kTwoCells, kAll, kVirtual | kBounds,
                                        kDifference, kAll};
  if (info.size < 1 || info.size > 6) return false;
  const std::vector<Region>& regions = info.size == 3   ? lines_of(ks)
                                       : info.size == 6 ? blocks_of(ks)
                                                        : ks.houses;
  for (const Region& r : regions)
    if (region_rule(ctx, info, ks, r, kForms[info.size])) return true;
  return false;
}

template bool cage_combination<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool cage_combination<2>(Context<2>&, const StrategyInfo&, const Variant&);
template bool innies_outies<1>(Context<1>&, const StrategyInfo&, const Variant&);
template bool innies_outies<2>(Context<2>&, const StrategyInfo&, const Variant&);

}  // namespace sudokupress::grade
