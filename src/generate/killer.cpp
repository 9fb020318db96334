// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/killer.hpp"

#include <algorithm>
#include <memory>

#include "core/connectivity.hpp"
#include "generate/puzzle_id.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"

namespace sudokupress::generate {
namespace {

// Layout under construction: each cell's cage (-1 = none yet) and the cages' cells.
class Layout {
 public:
  Layout(const core::Geometry& g, const std::vector<uint8_t>& sol, const KillerOptions& o,
         const std::vector<std::vector<int>>& maps)
      : g_(g), sol_(sol), o_(o), maps_(maps), owner_(g.num_cells(), -1) {
    if (maps_.empty()) {
      std::vector<int> id(g.num_cells());
      for (int c = 0; c < g.num_cells(); ++c) id[c] = c;
      maps_.push_back(std::move(id));
    }
  }

  // Grows a cage (and its images) from `start`; false when it stays below the minimum and no
  // neighbouring cage can take it.
  bool grow(int start, solve::Rng& rng) {
    std::vector<int> cage{start};
    if (!fits(cage, -1)) return false;  // its images are taken: cannot happen for a free orbit
    // The smaller of two draws: small cages are the common ones (sizes 2..5: 2 in 7 of 16
    // cages, 3 in 5, 4 in 3, 5 in 1), as in published Killers, whose many small cages make a
    // layout unique on its own far more often than evenly drawn sizes did.
    const uint32_t span = o_.max_size - o_.min_size + 1;
    const int target = o_.min_size + static_cast<int>(std::min(rng.below(span), rng.below(span)));
    while (static_cast<int>(cage.size()) < target) {
      std::vector<int> next = free_neighbours(cage);
      rng.shuffle(next);
      bool added = false;
      for (int y : next) {
        cage.push_back(y);
        if (fits(cage, -1)) {
          added = true;
          break;
        }
        cage.pop_back();
        // A cage through a cell the symmetry fixes must be its own image: y with its images.
        std::vector<int> closed = cage;
        for (const auto& map : maps_)
          if (std::find(closed.begin(), closed.end(), map[y]) == closed.end())
            closed.push_back(map[y]);
        if (!core::cells_connected(g_, closed) || !fits(closed, -1)) continue;
        cage = std::move(closed);
        added = true;
        break;
      }
      if (!added) break;
    }
    if (static_cast<int>(cage.size()) >= o_.min_size) {
      commit(cage);
      return true;
    }
    return merge(cage, rng);
  }

  core::Constraints result() const {
    core::Constraints out;
    for (auto cells : cages_) {
      if (cells.empty()) continue;
      std::sort(cells.begin(), cells.end());
      int sum = 0;
      for (int c : cells) sum += sol_[c];
      out.cages.push_back({cells, sum});
    }
    std::sort(out.cages.begin(), out.cages.end(),
              [](const core::Cage& a, const core::Cage& b) { return a.cells[0] < b.cells[0]; });
    return out;
  }

  int owner(int c) const { return owner_[c]; }

 private:
  std::vector<int> image(const std::vector<int>& cells, const std::vector<int>& map) const {
    std::vector<int> out;
    for (int c : cells) out.push_back(map[c]);
    std::sort(out.begin(), out.end());
    return out;
  }

  // The cage's images are all free (or cells of cage `reuse`'s group), each the cage itself or
  // disjoint from the others, each within the maximum and with different digits.
  bool fits(const std::vector<int>& cells, int reuse) const {
    if (static_cast<int>(cells.size()) > o_.max_size) return false;
    std::vector<std::vector<int>> images;
    for (const auto& map : maps_) {
      std::vector<int> im = image(cells, map);
      bool same = false;
      for (const auto& other : images) {
        same |= other == im;
        if (other == im) continue;
        for (int c : im)
          if (std::binary_search(other.begin(), other.end(), c)) return false;
      }
      if (same) continue;
      uint64_t digits = 0;
      for (int c : im) {
        if (owner_[c] >= 0 && !in_group(owner_[c], reuse)) return false;
        if (digits >> sol_[c] & 1) return false;
        digits |= uint64_t{1} << sol_[c];
      }
      images.push_back(std::move(im));
    }
    return true;
  }

  bool in_group(int cage, int reuse) const {
    if (reuse < 0) return false;
    for (int k : groups_[reuse])
      if (k == cage) return true;
    return false;
  }

  // Calls fn for each cell above, below, left and right of `cell` (in that order).
  template <class Fn>
  void for_each_neighbour(int cell, Fn&& fn) const {
    static constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    const core::Coord at = g_.coord(cell);
    for (int k = 0; k < 4; ++k)
      if (const int nb = g_.cell_at(at.row + kDr[k], at.col + kDc[k]); nb >= 0) fn(nb);
  }

  std::vector<int> free_neighbours(const std::vector<int>& cage) const {
    std::vector<int> out;
    for (int c : cage)
      for_each_neighbour(c, [&](int nb) {
        if (owner_[nb] < 0 && std::find(out.begin(), out.end(), nb) == out.end() &&
            std::find(cage.begin(), cage.end(), nb) == cage.end())
          out.push_back(nb);
      });
    std::sort(out.begin(), out.end());
    return out;
  }

  // Writes the cage and its images as cages of one group.
  void commit(const std::vector<int>& cells) {
    std::vector<int> group;
    for (const auto& map : maps_) {
      std::vector<int> im = image(cells, map);
      bool seen = false;
      for (int k : group) seen |= cages_[k] == im;
      if (seen) continue;  // the cage maps onto itself (or onto an image already written)
      const int id = static_cast<int>(cages_.size());
      for (int c : im) owner_[c] = id;
      cages_.push_back(im);
      cage_group_.push_back(static_cast<int>(groups_.size()));
      group.push_back(id);
    }
    groups_.push_back(std::move(group));
  }

  // A cage below the minimum joins a neighbouring cage's group (both with their images).
  bool merge(const std::vector<int>& small, solve::Rng& rng) {
    std::vector<int> targets;
    for (int c : small)
      for_each_neighbour(c, [&](int nb) {
        if (owner_[nb] >= 0 &&
            std::find(targets.begin(), targets.end(), owner_[nb]) == targets.end())
          targets.push_back(owner_[nb]);
      });
    std::sort(targets.begin(), targets.end());
    rng.shuffle(targets);
    for (int k : targets) {
      std::vector<int> joined = cages_[k];
      joined.insert(joined.end(), small.begin(), small.end());
      const int group = cage_group_[k];
      if (!fits(joined, group)) {
        // Beside a cage that is its own image, the small cage joins it with its images.
        for (const auto& map : maps_)
          for (int c : small)
            if (std::find(joined.begin(), joined.end(), map[c]) == joined.end())
              joined.push_back(map[c]);
        if (!core::cells_connected(g_, joined) || !fits(joined, group)) continue;
      }
      for (int old : groups_[group]) {
        for (int c : cages_[old]) owner_[c] = -1;
        cages_[old].clear();
      }
      groups_[group].clear();
      commit(joined);
      return true;
    }
    return false;
  }

  const core::Geometry& g_;
  const std::vector<uint8_t>& sol_;
  const KillerOptions& o_;
  std::vector<std::vector<int>> maps_;
  std::vector<int> owner_;
  std::vector<std::vector<int>> cages_;
  std::vector<int> cage_group_;
  std::vector<std::vector<int>> groups_;
};

}  // namespace

std::optional<core::Constraints> random_cage_layout(const core::Geometry& g,
                                                    const std::vector<uint8_t>& solution,
                                                    const KillerOptions& options,
                                                    const std::vector<std::vector<int>>& maps,
                                                    solve::Rng& rng) {
  Layout layout(g, solution, options, maps);
  std::vector<int> order(g.num_cells());
  for (int c = 0; c < g.num_cells(); ++c) order[c] = c;
  rng.shuffle(order);
  // Cells a symmetry map fixes (the centre, a mirror line) first: their cages must be their own
  // images, which needs free cells on both sides.
  auto fixed = [&](int c) {
    for (size_t m = 1; m < maps.size(); ++m)
      if (maps[m][c] == c) return true;
    return false;
  };
  std::stable_partition(order.begin(), order.end(), fixed);
  for (int c : order)
    if (layout.owner(c) < 0 && !layout.grow(c, rng)) return std::nullopt;
  core::Constraints out = layout.result();
  if (!check_constraints(g, out)) return std::nullopt;
  return out;
}

core::Status validate_killer(const GenerateOptions& o) {
  const core::Geometry& g = o.geometry ? *o.geometry : core::Geometry::classic();
  const KillerOptions& k = *o.killer;
  if (g.is_composite()) return core::Status::error("Killer needs a single grid, not " + g.name());
  if (g.size() > kKillerMaxSymbols)
    return core::Status::error("Killer grids go up to " + std::to_string(kKillerMaxSymbols) + "x" +
                               std::to_string(kKillerMaxSymbols));
  if (k.min_size < 1 || k.min_size > k.max_size || k.max_size > g.size())
    return core::Status::error(
        "--cage-sizes must be MIN-MAX with 1 <= MIN <= MAX <= " + std::to_string(g.size()) +
        " (got " + std::to_string(k.min_size) + "-" + std::to_string(k.max_size) + ")");
  if (k.min_size > 2) return core::Status::error("--cage-sizes: the smallest cage size is 1 or 2");
  if (o.mask || o.book || o.clues || o.max_clues || o.min_clues || !o.word.empty() ||
      o.per_grid_unique)
    return core::Status::error(
        "Killer puzzles take --symmetry (of the cage layout), --cage-sizes and difficulty "
        "targets; masks, clue counts, book removal and words do not apply");
  return core::Status::ok();
}

namespace {
// Cells 0..n-1 in the stream's random order (minimal_givens' removals, easing's additions).
std::vector<int> random_cell_order(int n, solve::Rng& rng) {
  std::vector<int> order(n);
  for (int c = 0; c < n; ++c) order[c] = c;
  rng.shuffle(order);
  return order;
}
}  // namespace

void minimal_givens(core::Puzzle& p, const std::vector<uint8_t>& sol, solve::Engine& removal,
                    solve::Rng& rng, GenerateStats& stats) {
  p.cells = sol;
  for (int c : random_cell_order(p.num_cells(), rng)) {
    p.cells[c] = 0;
    ++stats.solver_calls;
    if (removal.other_solution(p, c, sol[c], nullptr)) p.cells[c] = sol[c];
  }
}

core::StatusOr<core::GeometryPtr> layout_geometry(const core::GeometryPtr& base, uint64_t seed) {
  if (!base->random_layout()) return base;
  // As plain jigsaws: layout k of the seed, the first one a solution grid fits.
  const uint64_t mixed = seed * 0x9E3779B97F4A7C15ull + 0x1D8E4E27C47D124Full;
  for (int k = 0; k < 100; ++k) {
    auto g = base->with_regions(core::random_regions(base->size(), mixed + k), true);
    if (!g) return g.status();
    auto geo = std::make_shared<const core::Geometry>(std::move(g).value());
    solve::Rng probe(mixed + k);
    if (!solve::random_solution(*geo, probe, 20).empty()) return geo;
  }
  return core::Status::error("no solvable jigsaw layout drawn from this seed");
}

std::optional<GradeInfo> grade_with_easing(core::Puzzle& p, const std::vector<uint8_t>& sol,
                                           const GenerateOptions& options, bool ease,
                                           solve::Rng& rng, GenerateStats& stats) {
  const DifficultyTarget& target = options.target;
  auto grade = [&] {
    ++stats.grader_calls;
    return options.grader(p);
  };
  GradeInfo info = grade();
  int cmp = target.compare(info);
  if (cmp > 0 && ease) {
    // Too hard: the seed's cells in random order, each empty one given until the target is met
    // or passed (a given seldom makes a puzzle harder for the human ladder), at most one cell in
    // kKillerEaseShare of them.
    std::vector<int> added;
    for (int c : random_cell_order(p.num_cells(), rng)) {
      if (cmp <= 0 || static_cast<int>(added.size()) * kKillerEaseShare >= p.num_cells()) break;
      if (p.cells[c]) continue;
      p.cells[c] = sol[c];
      added.push_back(c);
      info = grade();
      cmp = target.compare(info);
    }
    if (cmp != 0) return std::nullopt;
    // Then the fewest of them: each added given (last first) is taken back while the puzzle
    // stays on target (the puzzle stays unique: it was before any was added).
    for (auto it = added.rbegin(); it != added.rend(); ++it) {
      p.cells[*it] = 0;
      GradeInfo without = grade();
      if (target.compare(without) == 0 && target.requirements_met(without))
        info = std::move(without);
      else
        p.cells[*it] = sol[*it];
    }
  }
  if (cmp != 0 || !target.requirements_met(info)) return std::nullopt;
  return info;
}

core::StatusOr<Generated> generate_killer(const GenerateOptions& options, uint64_t seed) {
  if (auto st = validate_killer(options); !st) return st;
  core::GeometryPtr base = options.geometry ? options.geometry : *core::geometry_by_name("9x9");
  auto geo = layout_geometry(base, seed);
  if (!geo) return geo.status();
  const core::Geometry& g = **geo;
  auto maps = core::symmetry_cell_maps(g, options.symmetry);
  if (!maps) return maps.status();
  Generated out;
  out.seed = seed;
  out.id = encode_id(options, seed);
  solve::Rng rng(seed ^ 0x4B494C4C4552ull);  // "KILLER": its own stream, apart from plain IDs
  const long budget = options.max_attempts > 0                       ? options.max_attempts
                      : !options.target.active()                     ? 1
                      : options.target.min_level >= kKillerRareLevel ? kKillerRareTargetAttempts
                                                                     : kKillerTargetAttempts;
  core::Puzzle p(*geo);
  // The kernel's engines for this puzzle's rules, made once the first layout exists (make_engine
  // picks by the puzzle's constraints).
  std::unique_ptr<solve::Engine> counter, removal;
  GenerateStats& stats = out.stats;
  for (long attempt = 0; attempt < budget; ++attempt) {
    std::vector<uint8_t> sol;  // the solution of p's current layout
    bool unique = false;
    for (int l = 0; l < kKillerLayouts && !unique; ++l) {
      ++stats.attempts;
      std::vector<uint8_t> grid = solve::random_solution(g, rng);
      if (grid.empty()) continue;
      auto cages = random_cage_layout(g, grid, *options.killer, *maps, rng);
      if (!cages) {
        stats.failures.emplace_back("layout", 1);
        continue;
      }
      sol = std::move(grid);
      p.constraints = std::make_shared<const core::Constraints>(std::move(*cages));
      std::fill(p.cells.begin(), p.cells.end(), 0);
      if (!counter) {
        counter = solve::make_engine(p, solve::Task::kCount);
        removal = solve::make_engine(p, solve::Task::kRemoval);
      }
      ++stats.solver_calls;
      unique = counter->count(p, 2).count == 1;
    }
    if (sol.empty() || !counter)
      return core::Status::error("no cage layout fits these options (sizes " +
                                 std::to_string(options.killer->min_size) + "-" +
                                 std::to_string(options.killer->max_size) + ")");
    if (!unique) minimal_givens(p, sol, *removal, rng, stats);
    stats.best_clues = p.clue_count();
    if (options.target.active()) {
      auto info = grade_with_easing(p, sol, options, attempt >= kKillerPureAttempts, rng, stats);
      if (!info) continue;
      out.grade = std::move(*info);
    }
    // The confirmation: a fresh engine counts the finished puzzle.
    if (solve::make_engine(p)->count(p, 2).count != 1)
      return core::Status::error(core::StatusCode::kInternal, "killer: a non-unique output");
    out.puzzle = p;
    out.solution = sol;
    return out;
  }
  return core::Status::error("no Killer puzzle met the target in " + std::to_string(budget) +
                             " attempts (" + std::to_string(stats.attempts) + " layouts)");
}

}  // namespace sudokupress::generate
