// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/generator.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_set>

#include "core/transform.hpp"
#include "generate/attempt_failure.hpp"
#include "generate/attempt_state.hpp"
#include "generate/climb.hpp"
#include "generate/killer.hpp"
#include "generate/marks.hpp"
#include "generate/multigrid.hpp"
#include "generate/nightmare.hpp"
#include "generate/puzzle_id.hpp"
#include "generate/removal_test.hpp"
#include "generate/word.hpp"
#include "solve/engine.hpp"
#include "solve/fill.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {

core::Status validate(const GenerateOptions& o) {
  const core::Geometry& g = o.geometry ? *o.geometry : core::Geometry::classic();
  int modes = (o.book ? 1 : 0) + (o.mask ? 1 : 0) + (o.symmetry != core::Symmetry::kNone ? 1 : 0);
  if (modes > 1)
    return core::Status::error(
        "choose one of --symmetry, --book-removal and --mask (they are different removal "
        "schemes)");
  if (o.mask) {
    if (o.clues > 0 || o.max_clues > 0)
      return core::Status::error("a mask fixes the clues: --clues/--max-clues do not apply");
    auto cells = mask_cells(*o.mask, g);
    if (!cells) return cells.status();
  }
  if (o.clues > 0 && o.max_clues > 0)
    return core::Status::error("give --clues or --max-clues, not both");
  if (o.min_clues > 0 && (o.clues > 0 || o.minimal))
    return core::Status::error("--min-clues does not go with --clues or --minimal");
  if (o.min_clues < 0 || o.min_clues > g.num_cells())
    return core::Status::error("--min-clues must be between 1 and " +
                               std::to_string(g.num_cells()));
  if (o.min_clues > 0 && o.max_clues > 0 && o.min_clues > o.max_clues)
    return core::Status::error("--min-clues is above --max-clues");
  if (o.clues < 0 || o.clues > g.num_cells())
    return core::Status::error("--clues must be between 1 and " + std::to_string(g.num_cells()));
  if (o.book) {
    if (g.is_composite() || g.canvas_rows() != g.canvas_cols())
      return core::Status::error("--book-removal needs a single square grid");
    if (o.book->quads < 0 || o.book->pairs < 0 || o.book->cells < 0)
      return core::Status::error("--book-removal counts must not be negative");
  }
  auto orbits = core::symmetry_orbits(g, o.symmetry);
  if (!orbits) return orbits.status();
  if (o.killer)
    if (auto st = validate_killer(o); !st) return st;
  if (o.marks)
    if (auto st = validate_marks(o); !st) return st;
  if (!o.word.empty()) {
    auto w = normalize_word(o.word, g);
    if (!w) return w.status();
    if (*w != o.word) return core::Status::error("word '" + o.word + "' must be upper case");
    auto line = word_line_cells(o.word_line, g);
    if (!line) return line.status();
  }
  if (o.target.kids == KidsLevel::kTricky && g.size() < 6)
    return core::Status::error("--kids-level tricky needs a 6x6 grid or larger: a " + g.name() +
                               " never needs a pair (singles solve every one)");
  if (auto st = validate_target(o.target); !st) return st;
  if (o.target.active() && !o.grader)
    return core::Status::error("a difficulty target needs a grader");
  return core::Status::ok();
}

namespace {

// The book's removal lists for an N x N grid (spec §4.4), generalised: with m = N/2,
// quad (kR,kC) for kR,kC < m is (kR,kC), (kR,N-1-kC), (N-1-kR,kC), (N-1-kR,N-1-kC); for odd N,
// quad (m,kC) is the centre-cross orbit (m,kC), (m,N-1-kC), (kC,m), (N-1-kC,m). Pairs are the
// first floor(N*N/2) cells in reading order with their 180-degree images.
std::vector<std::vector<int>> book_quads(const core::Geometry& g) {
  int n = g.canvas_rows(), m = n / 2;
  std::vector<std::vector<int>> out;
  for (int r = 0; r < m; ++r)
    for (int c = 0; c < m; ++c)
      out.push_back({g.cell_at(r, c), g.cell_at(r, n - 1 - c), g.cell_at(n - 1 - r, c),
                     g.cell_at(n - 1 - r, n - 1 - c)});
  if (n % 2 == 1)
    for (int c = 0; c < m; ++c)
      out.push_back(
          {g.cell_at(m, c), g.cell_at(m, n - 1 - c), g.cell_at(c, m), g.cell_at(n - 1 - c, m)});
  return out;
}

std::vector<std::vector<int>> book_pairs(const core::Geometry& g) {
  int n = g.canvas_rows();
  std::vector<std::vector<int>> out;
  for (int k = 0; k < n * n / 2; ++k) {
    int r = k / n, c = k % n;
    out.push_back({g.cell_at(r, c), g.cell_at(n - 1 - r, n - 1 - c)});
  }
  return out;
}

// Random jigsaw layouts tried per seed, and the fill restarts that decide a layout fits (the
// propagating fill, solve/fill.hpp: 10 restarts of 2 n^2 nodes filled 99 of 100 12x12 layouts,
// 67 of 100 16x16, each in under 0.04 s; one long search instead stalls on many).
constexpr int kMaxJigsawLayouts = 100;
constexpr int kJigsawProbeRestarts = 10;
// The removal test's node limit on jigsaws and big Windoku (solve::needs_propagating_fill;
// general engine, solve::Engine::set_node_limit).
// Measured (release, one thread, seeds 1-3): minimal 12x12 took 0.2-4.9 CPU s and 14x14 up to
// 80 s, 16x16 did not finish in 60 s; with 500 nodes 12x12 0.07-0.18 s (33-36 clues against
// 31-35 minimal), 14x14 0.3-0.9 s, 16x16 0.6-1.6 s; 1000 nodes gave 16x16 up to 11.6 s.
// windoku-16: no puzzle in 60 s without the limit (seeds 1-3), 0.5-0.9 s with 500 nodes.
constexpr uint64_t kBoundedRemovalNodes = 500;
// The removal pass's first batch of orbits (Attempter::remove_in_batches); batching stops at the
// first batch that fails once halved below it.
constexpr int kFirstBatch = 16;

// The engines of one seed's attempts, chosen by capability (the generator never names one).
struct AttemptEngines {
  std::unique_ptr<solve::Engine> counter;  // counts (the mask probe's first solutions)
  std::unique_ptr<solve::Engine> removal;  // drives the removals
  std::unique_ptr<solve::Engine> confirm;  // confirms each output (another engine if any)
  std::unique_ptr<solve::Engine> singles;  // the singles-only shortcut, when an engine has it
  bool logic_removal = false;              // big grids: removals kept only when propagation solves
};

AttemptEngines make_attempt_engines(const GenerateOptions& o, const core::Geometry& geo) {
  AttemptEngines e;
  // The kernel picks by capability: the removals go to the best-ranked removal test (fast9's
  // exclusion search on the classic 9x9: every failed removal leaves a witness, so the
  // minimality check searches no more; the exclusion engine up to 64 symbols; the general
  // engine above), the confirmation to another engine when one supports the geometry.
  // The confirming engine is the best-ranked other one for the removal task, whose ranks say
  // which engines search the generator's puzzles fastest: it differs from the best other
  // counter on the classic 9x9 only, where the exclusion engine confirms a minimal puzzle in
  // about 12 us against the general engine's 28 (measured, release, one thread, generate -n
  // 3000 --seed 1 --minimal: 466 -> 418 CPU ms in all; fast9's own count would have made it
  // 383, but then one engine would vouch for its own removals: ARCHITECTURE's "unique twice
  // over" keeps a second engine).
  e.counter = solve::make_engine(geo, solve::Task::kCount);
  e.removal = solve::make_engine(geo, solve::Task::kRemoval);
  e.confirm = solve::make_engine(geo, solve::Task::kRemoval, e.removal.get());
  auto singles = solve::make_engine(geo, solve::Task::kSingles);
  if (singles->capabilities().singles_rank > 0) e.singles = std::move(singles);
  // Jigsaws and big Windoku: a removal whose uniqueness proof needs more than
  // kBoundedRemovalNodes search nodes is not made (the clue stays), so a puzzle is
  // near-minimal and bounded in time; --minimal and masks need every test answered, so they
  // run without the limit.
  // Big composites: the exclusion engine ranks first for their removals but has no node
  // limit, so the general engine (which has one) makes them, the other one confirms.
  if (bounded_removal(geo) && !o.minimal && !o.mask) {
    if (!e.removal->capabilities().node_limit) {
      e.removal = solve::make_general_engine();
      e.confirm = solve::make_engine(geo, solve::Task::kCount, e.removal.get());
    }
    e.removal->set_node_limit(kBoundedRemovalNodes);
  }
  // Big grids: a removal is kept only when the puzzle stays solvable by propagation alone
  // (singles and intersections, no guess: a whole-puzzle count with a one-node limit).
  // Measured on 36x36 (seed 100, release, one thread, floor 648 clues): exclusion tests with
  // a 500-node limit took 27 s median (max 39 s) and left puzzles whose final confirmation
  // count searched for 14 s; a one-node exclusion test, 16 s, 15 of them in that count (a
  // contradiction one step deep is a proof by cases, not a puzzle propagation solves). The
  // whole-puzzle test makes the final count a single propagation and the puzzle one a solver
  // finishes without guessing.
  // A difficulty target asks for puzzles propagation alone may not solve: its removals keep
  // the bounded exclusion test of the jigsaws (25x25 only: the CLI refuses targets above
  // core::limits::kMaxExactGenerateCells).
  const bool big = geo.size() >= kBigGridSymbols && !o.minimal && !o.mask;
  e.logic_removal = big && !o.per_grid_unique && !o.target.active();
  if (e.logic_removal) e.removal->set_node_limit(1);
  if (big && !e.logic_removal) e.removal->set_node_limit(kBoundedRemovalNodes);
  return e;
}

// What every seed of one set of options shares: the geometry, the engines (which keep their
// per-geometry tables between counts) and the symmetry's orbits. A batch's worker makes it once
// for all its seeds (SeedShared::reuse): measured (release, one thread, generate -n 3000 --seed 1
// --minimal) 567 -> 481 CPU ms, the general engine's flat geometry and house links having been
// rebuilt for each seed's confirmation, and the engines made 12 times a seed. The engines
// answer the same whatever they counted before (every count starts from its puzzle alone).
struct SeedShared {
  explicit SeedShared(const GenerateOptions& o)
      : geo(o.geometry ? o.geometry : *core::geometry_by_name("9x9")),
        engines(make_attempt_engines(o, *geo)),
        orbits(*core::symmetry_orbits(*geo, o.symmetry)) {}

  core::GeometryPtr geo;
  AttemptEngines engines;
  std::vector<std::vector<int>> orbits;
};

}  // namespace

namespace {

class Attempter {
 public:
  Attempter(const GenerateOptions& o, uint64_t seed) : Attempter(o, seed, nullptr) {}
  // `shared`: made for `o` (null: the attempter makes its own).
  Attempter(const GenerateOptions& o, uint64_t seed, SeedShared* shared)
      : own_(shared ? nullptr : std::make_unique<SeedShared>(o)),
        shared_(shared ? *shared : *own_),
        s_(o, shared_.geo, seed),
        o_(o),
        seed_(seed),
        engines_(shared_.engines),
        test_(s_, *engines_.removal, engines_.logic_removal),
        report_(s_),
        orbits_(shared_.orbits) {
    if (o.mask) mask_ = *mask_cells(*o.mask, *s_.geo);
    if (o.book) {
      quads_ = book_quads(*s_.geo);
      pairs_ = book_pairs(*s_.geo);
    }
    if (!o.word.empty()) word_line_ = *word_line_cells(o.word_line, *s_.geo);
    s_.stats.best_clues = s_.geo->num_cells() + 1;
    plan_grading();
    if (uses_nightmare_search(o)) nightmare_ = std::make_unique<NightmareSearch>();
  }

  core::StatusOr<Generated> run(uint64_t seed) {
    long budget = o_.default_attempts();
    std::string mask_reason;
    if (o_.mask) mask_reason = mask_impossibility(mask_, *s_.geo);
    if (!mask_reason.empty()) return report_.failure(mask_reason);
    while (s_.stats.attempts < budget) {
      ++s_.stats.attempts;
      if (attempt()) return finish(seed);
    }
    return report_.failure("");
  }

  // One attempt of a Nightmare family (generator.hpp): what its search harvests, at most
  // `want` Nightmares (none when it found none).
  NightmareFamilies::Family harvest_attempt(int want) {
    harvest_want_ = want;
    ++s_.stats.attempts;
    if (attempt()) harvest_.push_back(s_.work.cells);  // the climb itself reached one
    if (static_cast<int>(harvest_.size()) > want) harvest_.resize(want);
    return NightmareFamilies::Family{std::move(harvest_), s_.stats};
  }

  // The error of a Nightmare family whose attempts ran out (`stats`: theirs), as run()'s.
  core::Status family_failure(const GenerateStats& stats, int found, int want) {
    s_.stats = stats;
    if (found > 0)
      s_.fail("the family's search found " + std::to_string(found) + " of " + std::to_string(want) +
              " Nightmares");
    return report_.failure("");
  }

  // Member `j` of a Nightmare family, from its harvested puzzle (generator.hpp); its stats
  // add `family`'s (the batch's first member of a family counts the family's attempts).
  core::StatusOr<Generated> member(const std::vector<uint8_t>& cells, uint64_t j, uint64_t seed,
                                   const GenerateStats* family) {
    if (family) s_.stats.add(*family);
    s_.work.cells = j == 0 ? cells : random_isomorph(cells, s_.rng);
    solve::CountResult r = engines_.counter->count(s_.work, 2);
    ++s_.stats.solver_calls;
    if (r.count != 1)  // never: the search keeps unique neighbours only
      return core::Status::error("internal error: a harvested Nightmare is not unique");
    s_.solution = r.solution;
    test_.start();
    grade_ = s_.grade_now();
    if (o_.target.compare(grade_) != 0 || !o_.target.requirements_met(grade_))
      return core::Status::error("internal error: a harvested Nightmare grades " + grade_.grade);
    drop_redundant_clues();
    return finish(seed);
  }

 private:
  // When the removals are graded, and whether an attempt that ends too easy climbs.
  void plan_grading() {
    const DifficultyTarget& t = o_.target;
    grade_in_loop_ = t.active() && t.has_upper_bound();
    // Removals are graded once the puzzle has at most half its cells as clues: above that a
    // puzzle is practically never too hard, and grading every early step cost more than the
    // attempts it saved.
    grade_below_ = s_.geo->num_cells() / 2;
    // The children's ladder grades every removal: small grids are cheap, and a first-steps
    // puzzle can need a hidden single long before half its cells are empty.
    if (t.kids != KidsLevel::kNone) grade_below_ = s_.geo->num_cells();
    // A clue floor at or above that line (big grids stop at half their cells): the last
    // twentieth of the removals above the floor are graded, or a too-hard puzzle is never undone.
    if (s_.geo->size() >= kBigGridSymbols && o_.min_clues >= grade_below_)
      grade_below_ = o_.min_clues + s_.geo->num_cells() / 20;
    // The climb serves targets with a floor (a puzzle can end easier than them) in the orbit
    // removal mode, on grids below the big ones; the children's ladder, masks, the book's
    // removal and exact clue counts keep the plain removal pass.
    const bool floor_target = t.min_level >= 0 || !std::isnan(t.min_score) || !std::isnan(t.min_er);
    climb_ = floor_target && t.kids == KidsLevel::kNone && !o_.mask && !o_.book && o_.clues == 0 &&
             s_.geo->size() < kBigGridSymbols;
  }

  // The attempt's puzzle (s_.work, s_.solution, grade_) as the seed's output.
  core::StatusOr<Generated> finish(uint64_t seed) {
    // Independent confirmation by the engine that did not drive the removals (the solver
    // layer's when the checker drove them, and the checker when a specialised solver did).
    if (o_.confirm_with_solver) {
      ++s_.stats.solver_calls;
      bool confirmed = engines_.confirm->count(s_.work, 2).count == 1;
      if (!confirmed)
        return core::Status::error(
            "internal error: the checker and the exact solver disagree "
            "on the uniqueness of " +
            std::to_string(s_.clue_count()) + "-clue puzzle");
    }
    if (!o_.word.empty()) relabel_for_word(o_.word, word_line_, s_.work.cells, s_.solution);
    Generated out;
    out.puzzle = core::Puzzle(s_.geo, s_.work.cells);
    out.solution = s_.solution;
    out.seed = seed;
    out.id = encode_id(o_, seed);
    if (o_.grader) out.grade = grade_;
    out.stats = s_.stats;
    return out;
  }

  // In-loop test against the target's upper bound. A puzzle that singles solve is level 0, so
  // with a level-only bound the grader is not needed for it (measured: same outputs, 0-9%
  // faster for Easy, Medium and Hard targets; the final grade of each attempt dominates).
  bool too_hard() {
    if (engines_.singles && o_.target.kids != KidsLevel::kFirstSteps &&
        std::isnan(o_.target.max_score) && std::isnan(o_.target.max_er) &&
        o_.target.max_level >= 0 && engines_.singles->solved_by_singles(s_.work))
      return false;
    return o_.target.compare(s_.grade_now()) > 0;
  }

  // Clears `cells` and keeps the removal when the puzzle stays unique (and, when targeting,
  // not harder than the target). `floor` = the fewest clues allowed.
  bool try_remove(const std::vector<int>& cells, int& clues, int floor) {
    int k = 0, last = -1;
    for (int c : cells)
      if (s_.work.cells[c]) ++k, last = c;
    if (k == 0 || clues - k < floor) return false;
    if (test_.takes_last_of_a_symbol(cells)) return false;
    if (test_.logic_removal()) {
      if (!test_.stays_solvable(cells)) return false;
    } else {
      test_.clear(cells);
      if (k == 1 ? !test_.unique_without(last) : !test_.unique()) {
        test_.restore(cells);
        return false;
      }
    }
    if (grade_in_loop_ && clues - k <= grade_below_ && too_hard()) {
      test_.restore(cells);
      return false;
    }
    clues -= k;
    return true;
  }

  // One attempt: a solution grid, the removal pass, the clue limits, the climb, minimality and
  // the target; true when the puzzle in s_.work (graded grade_) is the seed's output.
  bool attempt() {
    if (!draw_grid()) return false;
    int clues = s_.geo->num_cells();
    const int floor = o_.clues > 0 ? o_.clues : o_.min_clues;
    if (!remove_clues(clues, floor) || !within_clue_limits(clues)) return false;
    bool graded = false;
    if (climb_) {
      grade_ = s_.grade_now();
      graded = true;
      if (o_.target.compare(grade_) < 0)
        Climb(s_, test_, orbits_, engines_.singles.get()).run(clues, floor, grade_);
      if (nightmare_ && o_.target.compare(grade_) < 0) {
        // The Nightmare search's finds join the harvest (harvest()); the attempt ends here.
        if (!search_nightmare()) s_.fail("no Nightmare in the search's neighbourhoods");
        return false;
      }
    }
    if (o_.minimal && !verify_minimal()) {
      s_.fail(o_.symmetry != core::Symmetry::kNone || o_.mask || o_.book
                  ? "not minimal (a single clue could go, but not its symmetric partners)"
                  : "not minimal (a removal was undone for the difficulty target)");
      return false;
    }
    if (!o_.grader) return true;
    if (!graded) grade_ = s_.grade_now();
    return on_target();
  }

  // A random solution grid in s_.solution and s_.work (all clues); false when none fits.
  bool draw_grid() {
    s_.solution = engines_.removal->random_fill(*s_.geo, s_.rng);
    if (s_.solution.empty()) {
      s_.fail("no solution grid found");
      return false;
    }
    s_.work.cells = s_.solution;
    test_.start();
    if (!word_line_.empty() && o_.word_line == "diagonal" &&
        !line_is_distinct(word_line_, s_.solution)) {
      s_.fail("the solution's diagonal repeats a symbol (--word-line diagonal)");
      return false;
    }
    return true;
  }

  // The removal pass of the options' scheme: the mask's clues, the book's lists, or the
  // symmetry's orbits in random order; `clues` follows the count.
  bool remove_clues(int& clues, int floor) {
    if (o_.mask) {
      for (int c = 0; c < s_.geo->num_cells(); ++c)
        if (!mask_[c]) s_.work.cells[c] = 0;
      if (!test_.unique()) {
        report_.note_ambiguous_mask(*engines_.counter);
        return false;
      }
      clues = s_.clue_count();
      if (test_.takes_last_of_a_symbol({})) {
        s_.fail("a symbol missing from the mask's clues (--all-symbols)");
        return false;
      }
      return true;
    }
    if (o_.book) return book_removal(clues, floor);
    std::vector<int> order(orbits_.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    s_.rng.shuffle(order);
    size_t next = 0;
    if (!grade_in_loop_) next = remove_in_batches(order, clues, floor);
    for (size_t k = next; k < order.size(); ++k) {
      if (floor > 0 && clues == floor) break;
      try_remove(orbits_[order[k]], clues, floor);
      if (o_.on_step && k % 16 == 0) o_.on_step(seed_, clues);
    }
    return true;
  }

  bool within_clue_limits(int clues) {
    s_.stats.best_clues = std::min(s_.stats.best_clues, clues);
    if (o_.clues > 0 && clues != o_.clues) {
      s_.fail(clues > o_.clues ? "stuck above the clue count" : "below the clue count");
      return false;
    }
    if (o_.max_clues > 0 && clues > o_.max_clues) {
      s_.fail("stuck above the clue limit");
      return false;
    }
    return true;
  }

  // grade_ meets the target and its requirements.
  bool on_target() {
    const int cmp = o_.target.compare(grade_);
    if (cmp < 0) {
      s_.fail("easier than the target");
      return false;
    }
    if (cmp > 0) {
      s_.fail("harder than the target");
      return false;
    }
    if (!o_.target.requirements_met(grade_)) {
      s_.fail(o_.target.require.empty() ? "another grade" : "a required strategy was not needed");
      return false;
    }
    return true;
  }

  // The Nightmare search (nightmare.hpp) from the climb's puzzle when it is Diabolical: what
  // it harvests joins harvest_ (at most harvest_want_ in all). True when it found one.
  bool search_nightmare() {
    if (grade_.level != grade::ladder(o_.target.profile).top() - 1) return false;
    NightmareBudget budget;
    budget.expansions = kNightmareExpansions;
    NightmareStats st;
    const int want = harvest_want_ - static_cast<int>(harvest_.size());
    std::vector<std::vector<uint8_t>> found = nightmare_->harvest(s_.work.cells, budget, want, &st);
    s_.stats.grader_calls += st.grades;
    for (auto& f : found) harvest_.push_back(std::move(f));
    return !found.empty();
  }

  // A neighbour that gained a clue may have one the new clue made redundant: such clues go, in
  // random order, while the puzzle stays unique and on target (usually minimal then).
  void drop_redundant_clues() {
    std::vector<int> order;
    for (int c = 0; c < s_.geo->num_cells(); ++c)
      if (s_.work.cells[c]) order.push_back(c);
    s_.rng.shuffle(order);
    for (int c : order) {
      if (test_.takes_last_of_a_symbol({c})) continue;
      s_.work.cells[c] = 0;
      ++s_.stats.solver_calls;
      if (engines_.counter->count(s_.work, 2).count == 1) {
        GradeInfo g = s_.grade_now();
        if (o_.target.compare(g) == 0) {
          grade_ = std::move(g);
          continue;
        }
      }
      s_.work.cells[c] = s_.solution[c];
    }
    test_.clues_changed();
  }

  // Every clue is needed: proved by its witness (a second solution without it), or else by a
  // fresh search for one.
  // The start of the orbit pass, several orbits per check: when clearing the next `batch`
  // orbits together leaves the puzzle unique, clearing them one at a time would have accepted
  // each (every intermediate puzzle has more clues), so the result is the same as the one-by-one
  // pass with fewer checks. A failed batch halves the batch size; below kFirstBatch the caller
  // goes on one orbit at a time. Returns how many orbits of `order` were decided. (Measured:
  // about 3% of 9x9 minimal generation time; the checks near the end, with few clues,
  // dominate.)
  // Issue 32 item 4: with the exclusion search as the single-orbit test, a batch's whole-puzzle
  // count costs more than the single tests it saves once a batch has failed (release, one
  // thread, generate -n 3000 --seed 1 --minimal, CPU ms, median of 5): halving down to 1 (as
  // before) 408; stopping below 16 (kept) 389; below 8 401, below 4 398; starting at 12 and
  // stopping below 12 386, at 8 390, at 24 or 32 396-410; a single orbit tested where the batch
  // reached 1 and batches of 2 (or 4) again after it 748 (1,062): the late counts are dear.
  // Other grids, one thread, CPU ms before/after: 16x16 minimal (-n 6) 1,942/1,958, 16x16
  // (-n 4) 881/909, 25x25 (-n 2) 78/71, 6x6 minimal (-n 200) 24/21, samurai minimal (-n 20)
  // 1,512/1,424, 9x9 rot180 (-n 2000) 473/457 (one run each).
  size_t remove_in_batches(const std::vector<int>& order, int& clues, int floor) {
    size_t next = 0;
    int batch = kFirstBatch;
    // A batch that succeeds doubles, up to a sixteenth of the orbits: a 100x100 at its clue
    // floor then needs tens of checks instead of hundreds (9x9: the cap stays 16, as before).
    const int max_batch = std::max(kFirstBatch, static_cast<int>(order.size() / 16));
    std::vector<int> cells;
    while (batch >= kFirstBatch && next < order.size()) {
      cells.clear();
      size_t end = next;
      int k = 0;
      for (; end < order.size() && end < next + static_cast<size_t>(batch); ++end) {
        const auto& o = orbits_[order[end]];
        if (clues - k - static_cast<int>(o.size()) < floor) break;
        for (int c : o) cells.push_back(c);
        k += static_cast<int>(o.size());
      }
      if (end == next) break;
      if (test_.takes_last_of_a_symbol(cells)) {  // the one-by-one pass decides these orbits
        batch /= 2;
        continue;
      }
      test_.clear(cells);
      if (test_.unique()) {
        clues -= k;
        next = end;
        batch = std::min(2 * batch, max_batch);
        if (o_.on_step) o_.on_step(seed_, clues);
      } else {
        test_.restore(cells);
        batch /= 2;
      }
    }
    return next;
  }

  // With --all-symbols the last clue of a symbol is needed by definition.
  bool verify_minimal() {
    for (int c = 0; c < s_.geo->num_cells(); ++c) {
      if (!s_.work.cells[c] || test_.witness_proves_needed(c)) continue;
      if (test_.takes_last_of_a_symbol({c})) continue;
      s_.work.cells[c] = 0;
      bool u = test_.unique_without(c);
      s_.work.cells[c] = s_.solution[c];
      if (u) return false;
    }
    return true;
  }

  bool book_removal(int& clues, int floor) {
    const BookRemoval& b = *o_.book;
    auto run_list = [&](std::vector<std::vector<int>> list, int wanted, bool skip_overlap) {
      s_.rng.shuffle(list);
      int removed = 0;
      for (const auto& cells : list) {
        if (removed == wanted) break;
        if (skip_overlap && !s_.work.cells[cells[0]]) continue;  // overlaps an earlier removal
        if (try_remove(cells, clues, floor)) ++removed;
      }
      return removed == wanted;
    };
    if (b.quads > 0 && !run_list(quads_, b.quads, false)) {
      s_.fail("fewer quadruples than asked could be removed");
      return false;
    }
    if (b.pairs > 0 && !run_list(pairs_, b.pairs, true)) {
      s_.fail("fewer pairs than asked could be removed");
      return false;
    }
    std::vector<int> cells(s_.geo->num_cells());
    for (int c = 0; c < s_.geo->num_cells(); ++c) cells[c] = c;
    s_.rng.shuffle(cells);
    size_t k = 0;
    int removed = 0;
    for (; k < cells.size() && removed < b.cells; ++k) {
      if (!s_.work.cells[cells[k]]) continue;
      if (try_remove({cells[k]}, clues, floor)) ++removed;
    }
    if (removed < b.cells) {
      s_.fail("fewer single cells than asked could be removed");
      return false;
    }
    if (b.more)
      for (; k < cells.size(); ++k) {
        if (!s_.work.cells[cells[k]]) continue;
        if (floor > 0 && clues == floor) break;
        if (!try_remove({cells[k]}, clues, floor)) break;  // the book stops at the first failure
      }
    return true;
  }

  std::unique_ptr<SeedShared> own_;
  SeedShared& shared_;
  AttemptState s_;
  const GenerateOptions& o_;
  uint64_t seed_;
  AttemptEngines& engines_;
  RemovalTest test_;
  FailureReport report_;
  const std::vector<std::vector<int>>& orbits_;
  std::vector<std::vector<int>> quads_, pairs_;
  std::vector<bool> mask_;
  std::vector<int> word_line_;  // --word: the cells that spell it
  GradeInfo grade_;
  bool grade_in_loop_ = false;
  bool climb_ = false;  // a targeted attempt that ends too easy climbs (climb.hpp)
  std::unique_ptr<NightmareSearch> nightmare_;  // the classic 9x9's Nightmare target
  std::vector<std::vector<uint8_t>> harvest_;   // its family's Nightmares so far (harvest())
  int harvest_want_ = 0;
  int grade_below_ = 0;
};

// A jigsaw whose layout comes from the seed: layout k of the seed is
// core::random_regions(n, mix(seed) + k); a layout that no solution grid fits (a quick fill
// with a few restarts fails) is skipped for the next one, then the puzzle is generated on the
// first layout that fits, with the same seed. The ID names the variant, so the seed alone
// regenerates layout and puzzle.
core::StatusOr<Generated> generate_on_random_layout(const GenerateOptions& options, uint64_t seed) {
  const core::Geometry& base = *options.geometry;
  uint64_t mixed = seed * 0x9E3779B97F4A7C15ull + 0x1D8E4E27C47D124Full;
  for (int k = 0; k < kMaxJigsawLayouts; ++k) {
    auto g = base.with_regions(core::random_regions(base.size(), mixed + k), true);
    if (!g) return g.status();
    auto geo = std::make_shared<const core::Geometry>(std::move(g).value());
    solve::Rng probe(mixed + k);
    if (solve::random_solution(*geo, probe, kJigsawProbeRestarts).empty()) continue;
    GenerateOptions on_layout = options;
    on_layout.geometry = geo;
    return Attempter(on_layout, seed).run(seed);
  }
  return core::Status::error("no solvable jigsaw layout among " +
                             std::to_string(kMaxJigsawLayouts) + " drawn from this seed");
}

// The classic 9x9's Nightmare target: the seed's family, then its member (generator.hpp).
core::StatusOr<Generated> generate_nightmare(const GenerateOptions& options, uint64_t seed,
                                             NightmareFamilies* families) {
  const uint64_t j = seed % kNightmareFamily;
  const uint64_t base = seed - j;
  const bool shared = families && static_cast<int>(j) < families->want(base);
  const int want = shared ? families->want(base) : static_cast<int>(j) + 1;
  auto attempt = [&](uint64_t b, long k, int w) {
    return Attempter(options, nightmare_attempt_seed(b, k)).harvest_attempt(w);
  };
  auto failure = [&](const GenerateStats& stats, int found, int w) {
    return Attempter(options, base).family_failure(stats, found, w);
  };
  NightmareFamilies::Harvest h = core::Status::error("");
  if (shared) {
    h = families->get(base, attempt, failure);
  } else {  // alone: the same attempts in order, one after another
    const long budget = options.default_attempts();
    std::map<long, NightmareFamilies::Family> done;
    std::optional<NightmareFamilies::Harvest> settled;
    for (long k = 0; !settled; ++k) {
      done.emplace(k, attempt(base, k, want));
      settled = NightmareFamilies::settle(done, budget, want, failure);
    }
    h = std::move(*settled);
  }
  if (!h.is_ok()) {
    if (j == 0) return h.status();
    return h.status().with_context("the Nightmare family of seed " + std::to_string(base));
  }
  const bool counts = !shared || families->first_seed(base) == seed;
  return Attempter(options, seed).member(h->cells[j], j, seed, counts ? &h->stats : nullptr);
}

}  // namespace

uint64_t nightmare_attempt_seed(uint64_t base, long k) {
  // SplitMix64's finaliser over the pair: attempts of neighbouring families never share a seed
  // in practice, and attempt 0 is not the plain seed (whose Attempter makes the members).
  uint64_t x = base * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(k) + 0x632BE59BD9B4E019ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

int NightmareFamilies::want(uint64_t base) const {
  if (base >= seed_end_) return 0;
  return static_cast<int>(std::min<uint64_t>(kNightmareFamily, seed_end_ - base));
}

std::optional<NightmareFamilies::Harvest> NightmareFamilies::settle(
    const std::map<long, Family>& done, long budget, int want, const Failure& failure) {
  Family all;
  long k = 0;
  for (auto it = done.begin(); it != done.end() && it->first == k; ++it, ++k) {
    const Family& f = it->second;
    for (const auto& c : f.cells) {
      all.cells.push_back(c);
      if (static_cast<int>(all.cells.size()) == want) break;
    }
    all.stats.add(f.stats);
    all.stats.best_clues =
        k == 0 ? f.stats.best_clues : std::min(all.stats.best_clues, f.stats.best_clues);
    if (static_cast<int>(all.cells.size()) == want) return Harvest(std::move(all));
  }
  if (k < budget) return std::nullopt;  // attempts still to come
  return Harvest(failure(all.stats, static_cast<int>(all.cells.size()), want));
}

bool NightmareFamilies::run_next(uint64_t base, const Attempt& attempt, const Failure& failure,
                                 std::unique_lock<std::mutex>& lock) {
  Entry& e = entries_[base];
  if (e.value || e.next >= budget_) return false;
  const long k = e.next++;
  const int w = want(base);
  lock.unlock();
  std::optional<Family> f;
  try {
    f.emplace(attempt(base, k, w));
  } catch (...) {  // out of memory: the waiting workers must not wait forever
    lock.lock();
    if (!e.value) e.value.emplace(core::Status::error("out of memory"));
    changed_.notify_all();
    throw;
  }
  lock.lock();
  e.done.emplace(k, std::move(*f));
  if (!e.value) e.value = settle(e.done, budget_, w, failure);
  if (e.value) e.done.clear();
  changed_.notify_all();
  return true;
}

NightmareFamilies::Harvest NightmareFamilies::get(uint64_t base, const Attempt& attempt,
                                                  const Failure& failure) {
  std::unique_lock lock(mu_);
  for (;;) {
    Entry& e = entries_[base];
    if (e.value) return *e.value;
    if (run_next(base, attempt, failure, lock)) continue;
    // Every attempt of this family is running elsewhere: run one of a later family's.
    bool helped = false;
    for (uint64_t next = base + kNightmareFamily; next > base && next < seed_end_ && !helped;
         next += kNightmareFamily)
      helped = run_next(next, attempt, failure, lock);
    if (!helped) changed_.wait(lock);
  }
}

namespace {

// generate_one for validated options; `shared` (may be null): made for `options` (SeedShared).
core::StatusOr<Generated> generate_valid(const GenerateOptions& options, uint64_t seed,
                                         NightmareFamilies* families, SeedShared* shared) {
  if (options.killer) return generate_killer(options, seed);
  if (options.marks) return generate_marks(options, seed);
  if (options.geometry && options.geometry->random_layout())
    return generate_on_random_layout(options, seed);
  if (uses_nightmare_search(options)) return generate_nightmare(options, seed, families);
  return Attempter(options, seed, shared).run(seed);
}

// Whether a batch's worker makes one SeedShared for its seeds: the plain attempts' path only
// (killer, marks, random layouts and the Nightmare families make their own engines).
bool shares_engines(const GenerateOptions& o) {
  return !o.killer && !o.marks && !(o.geometry && o.geometry->random_layout()) &&
         !uses_nightmare_search(o);
}

}  // namespace

core::StatusOr<Generated> generate_one(const GenerateOptions& options, uint64_t seed,
                                       NightmareFamilies* families) {
  core::Status st = validate(options);
  if (!st) return st;
  return generate_valid(options, seed, families, nullptr);
}

bool is_unique(const core::Puzzle& p) { return solve::make_engine(p)->count(p, 2).count == 1; }

bool is_minimal(const core::Puzzle& p) {
  auto solver = solve::make_engine(p);
  core::Puzzle w = p;
  for (int c = 0; c < w.num_cells(); ++c) {
    if (!w.cells[c]) continue;
    uint8_t v = w.cells[c];
    w.cells[c] = 0;
    bool u = solver->count(w, 2).count == 1;
    w.cells[c] = v;
    if (u) return false;
  }
  return true;
}

core::StatusOr<BatchStats> generate_batch(const GenerateOptions& options,
                                          const BatchOptions& batch) {
  core::Status st = validate(options);
  if (!st) return st;
  const core::Geometry& g = options.geometry ? *options.geometry : core::Geometry::classic();
  if (batch.distinct && !core::canonical_supported(g))
    return core::Status::error(
        "--distinct needs a canonical form, available for single box "
        "grids up to 12x12 (not " +
        g.name() + ")");
  int threads = batch.threads > 0
                    ? batch.threads
                    : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  BatchStats stats;
  if (batch.count <= 0) return stats;

  // Workers take seed indices in order; results are delivered in index order by this thread.
  NightmareFamilies families(batch.seed, batch.seed + static_cast<uint64_t>(batch.count),
                             options.default_attempts());
  std::mutex mu;
  std::condition_variable cv_done, cv_room;
  std::map<long, core::StatusOr<Generated>> ready;
  long next_index = 0;
  bool stop = false;
  const long window = 4L * threads + 4;  // how far workers may run ahead of delivery
  long delivered_index = 0;              // the next index to deliver
  // Seeds the batch still needs: count, plus one for each duplicate skipped by --distinct. A
  // worker never starts a seed past it (it did: a batch of one 49x49 on 2 threads made seed+1
  // too and waited for it at the end, doubling the wall time).
  long needed_end = batch.count;
  // Waking this thread for every result cost a futex call and a context switch a puzzle: 10 %
  // of `generate -n 10000 --minimal --threads 1` (perf: pthread_cond_signal, finish_task_switch).
  // A worker wakes it when half a window of results in a row is ready to deliver (or on an
  // error or the last seed: the workers stop a window ahead, so a longer run would never come);
  // otherwise it looks every kDeliveryTick, so a slow seed's record still comes out within
  // milliseconds of being made.
  const long wake_run = std::max(1L, window / 2);
  constexpr auto kDeliveryTick = std::chrono::milliseconds(2);
  auto ready_run = [&] {  // results ready in a row from the next to deliver (mu held)
    long n = 0;
    while (n < wake_run && ready.count(delivered_index + n)) ++n;
    return n;
  };

  auto worker = [&] {
    std::unique_ptr<SeedShared> shared;
    if (shares_engines(options)) shared = std::make_unique<SeedShared>(options);
    for (;;) {
      long idx;
      {
        std::unique_lock lock(mu);
        cv_room.wait(lock, [&] {
          return stop || (next_index < delivered_index + window && next_index < needed_end);
        });
        if (stop) return;
        idx = next_index++;
      }
      auto r =
          generate_valid(options, batch.seed + static_cast<uint64_t>(idx), &families, shared.get());
      bool wake;
      {
        std::lock_guard lock(mu);
        const bool failed = !r.is_ok();
        ready.emplace(idx, std::move(r));
        wake = failed || idx + 1 >= needed_end || ready_run() >= wake_run;
      }
      if (wake) cv_done.notify_one();
    }
  };
  std::vector<std::thread> pool;
  // Stops and joins the workers on every way out (an exception must never meet a running
  // thread: no memory or no room for another thread is then reported, not a crash).
  auto stop_all = [&] {
    {
      std::lock_guard lock(mu);
      stop = true;
    }
    cv_room.notify_all();
    for (auto& t : pool)
      if (t.joinable()) t.join();
  };
  struct Joiner {
    decltype(stop_all)& fn;
    ~Joiner() { fn(); }
  } joiner{stop_all};
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);

  std::unordered_set<std::string> seen;
  core::Status error;
  while (stats.accepted < batch.count) {
    std::optional<core::StatusOr<Generated>> r;
    {
      std::unique_lock lock(mu);
      while (ready.count(delivered_index) == 0) cv_done.wait_for(lock, kDeliveryTick);
      auto it = ready.find(delivered_index);
      r.emplace(std::move(it->second));
      ready.erase(it);
      ++delivered_index;
    }
    cv_room.notify_all();
    ++stats.seeds;
    if (!r->is_ok()) {
      error = r->status().with_context("seed " + std::to_string(batch.seed + stats.seeds - 1));
      break;
    }
    const Generated& gen = r->value();
    if (batch.distinct) {
      std::string key = core::canonical_string(gen.puzzle);
      if (!seen.insert(key).second) {
        ++stats.duplicates;
        {
          std::lock_guard lock(mu);
          ++needed_end;
        }
        cv_room.notify_all();
        // Small grids have few classes (a 4x4 has a handful): give up rather than loop forever.
        if (stats.duplicates > 1000 + 100L * batch.count) {
          error = core::Status::error("--distinct: only " + std::to_string(stats.accepted) +
                                      " inequivalent puzzles found in " +
                                      std::to_string(stats.seeds) + " seeds");
          break;
        }
        continue;
      }
    }
    ++stats.accepted;
    stats.attempts += gen.stats.attempts;
    if (batch.on_puzzle) batch.on_puzzle(gen);
    if (batch.stop_requested && batch.stop_requested()) break;
    if (batch.on_progress) batch.on_progress(stats.accepted, stats.seeds);
  }
  stop_all();
  if (!error) return error;
  return stats;
}

}  // namespace sudokupress::generate
