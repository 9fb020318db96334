// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/marks.hpp"

#include <algorithm>
#include <memory>

#include "generate/killer.hpp"
#include "generate/puzzle_id.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"

namespace sudokupress::generate {

std::vector<core::Mark> true_marks(const core::Geometry& g, const std::vector<uint8_t>& solution,
                                   core::MarkFamily family, solve::Rng& rng) {
  using core::MarkKind;
  std::vector<core::Mark> out;
  if (family == core::MarkFamily::kEvenOdd) {
    for (int c = 0; c < g.num_cells(); ++c)
      out.push_back({solution[c] % 2 ? MarkKind::kOdd : MarkKind::kEven, c, -1});
    std::sort(out.begin(), out.end());
    return out;
  }
  for (auto [a, b] : core::neighbour_pairs(g)) {
    const int x = solution[a], y = solution[b];
    std::vector<MarkKind> fits;
    const MarkKind kinds[2] = {
        family == core::MarkFamily::kKropki ? MarkKind::kWhiteDot : MarkKind::kX,
        family == core::MarkFamily::kKropki ? MarkKind::kBlackDot : MarkKind::kV};
    for (MarkKind k : kinds)
      if (core::mark_allows(k, x, y)) fits.push_back(k);
    if (fits.empty()) continue;
    const MarkKind k = fits.size() == 1 ? fits[0] : fits[rng.below(2)];
    out.push_back({k, a, b});
  }
  std::sort(out.begin(), out.end());
  return out;
}

core::Status validate_marks(const GenerateOptions& o) {
  const core::Geometry& g = o.geometry ? *o.geometry : core::Geometry::classic();
  const std::string name(core::family_name(o.marks->family));
  if (g.is_composite()) return core::Status::error(name + " needs a single grid, not " + g.name());
  if (g.size() > kKillerMaxSymbols)
    return core::Status::error(name + " grids go up to " + std::to_string(kKillerMaxSymbols) + "x" +
                               std::to_string(kKillerMaxSymbols));
  if (o.marks->all_marks && o.marks->family == core::MarkFamily::kEvenOdd)
    return core::Status::error("--all-marks is the negative form of kropki and xv, not even-odd");
  if (o.mask || o.book || o.clues || o.max_clues || o.min_clues || !o.word.empty() ||
      o.per_grid_unique || o.symmetry != core::Symmetry::kNone || o.killer)
    return core::Status::error(
        name +
        " puzzles take --all-marks and difficulty targets; masks, symmetry, clue counts, "
        "book removal and words do not apply");
  return core::Status::ok();
}

namespace {

// Removes marks in random order while the puzzle stays unique. Without mark m a second solution
// must break m (else it would solve the whole puzzle), so it differs from `sol` on m's cells:
// m is needed exactly when the exclusion search finds a solution with another value on one of
// them (a search cut short keeps the mark). Far faster than counting the whole puzzle to two.
void minimal_marks(core::Puzzle& p, const std::vector<uint8_t>& sol, solve::Engine& removal,
                   solve::Rng& rng, GenerateStats& stats) {
  core::Constraints rules = *p.constraints;
  std::vector<core::Mark> order = rules.marks;
  rng.shuffle(order);
  for (const core::Mark& m : order) {
    core::Constraints without = rules;
    without.marks.erase(std::find(without.marks.begin(), without.marks.end(), m));
    p.constraints = std::make_shared<const core::Constraints>(without);
    bool needed = false;
    for (int c : {m.a, m.b}) {
      if (c < 0 || p.cells[c] || needed) continue;
      ++stats.solver_calls;
      needed = removal.other_solution(p, c, sol[c], nullptr);
    }
    if (!needed) rules = std::move(without);
  }
  p.constraints = std::make_shared<const core::Constraints>(std::move(rules));
}

}  // namespace

core::StatusOr<Generated> generate_marks(const GenerateOptions& options, uint64_t seed) {
  if (auto st = validate_marks(options); !st) return st;
  core::GeometryPtr base = options.geometry ? options.geometry : *core::geometry_by_name("9x9");
  auto geo = layout_geometry(base, seed);
  if (!geo) return geo.status();
  const core::Geometry& g = **geo;
  const MarkOptions& mo = *options.marks;
  Generated out;
  out.seed = seed;
  out.id = encode_id(options, seed);
  // "MARKS" and the family: a stream of its own, apart from plain and Killer IDs.
  solve::Rng rng(seed ^ 0x4D41524B53ull ^ (uint64_t{static_cast<uint8_t>(mo.family) + 1u} << 48));
  const long budget = options.max_attempts > 0  ? options.max_attempts
                      : options.target.active() ? kMarkTargetAttempts
                                                : 1;
  core::Puzzle p(*geo);
  std::unique_ptr<solve::Engine> counter, removal;
  GenerateStats& stats = out.stats;
  for (long attempt = 0; attempt < budget; ++attempt) {
    ++stats.attempts;
    std::vector<uint8_t> sol = solve::random_solution(g, rng);
    if (sol.empty()) continue;
    core::Constraints rules;
    rules.marks = true_marks(g, sol, mo.family, rng);
    rules.all_kropki = mo.all_marks && mo.family == core::MarkFamily::kKropki;
    rules.all_xv = mo.all_marks && mo.family == core::MarkFamily::kXv;
    p.constraints = std::make_shared<const core::Constraints>(std::move(rules));
    std::fill(p.cells.begin(), p.cells.end(), 0);
    if (!counter) {
      counter = solve::make_engine(p, solve::Task::kCount);
      removal = solve::make_engine(p, solve::Task::kRemoval);
      counter->set_node_limit(kMarkNodeLimit);
      removal->set_node_limit(kMarkNodeLimit);
    }
    ++stats.solver_calls;
    solve::CountResult r = counter->count(p, 2);
    if (r.count != 1 || r.cut_short) minimal_givens(p, sol, *removal, rng, stats);
    if (!mo.all_marks) minimal_marks(p, sol, *removal, rng, stats);
    stats.best_clues = p.clue_count();
    if (options.target.active()) {
      GradeInfo info = options.grader(p);
      ++stats.grader_calls;
      if (options.target.compare(info) != 0 || !options.target.requirements_met(info)) continue;
      out.grade = info;
    }
    if (solve::make_engine(p)->count(p, 2).count != 1)
      return core::Status::error(core::StatusCode::kInternal, "marks: a non-unique output");
    out.puzzle = p;
    out.solution = sol;
    return out;
  }
  return core::Status::error("no " + std::string(core::family_name(mo.family)) +
                             " puzzle met the target in " + std::to_string(budget) + " attempts");
}

}  // namespace sudokupress::generate
