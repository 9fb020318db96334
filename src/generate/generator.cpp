// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/generator.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_set>

#include "core/transform.hpp"
#include "generate/killer.hpp"
#include "generate/marks.hpp"
#include "generate/multigrid.hpp"
#include "generate/nightmare.hpp"
#include "generate/puzzle_id.hpp"
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
// Big grids: whole-puzzle propagations per attempt, in cells propagated (the budget divided by
// the grid's cells), once the direct test fails (Attempter::stays_solvable).
constexpr long kLogicFullTestCells = 10'000'000;
// The climb (Attempter::climb): moves graded per solution grid before the attempt is given up
// and a new grid drawn. See climb() for the measurements.
constexpr int kClimbGrades = 60;
// Moves that only put a clue back (nothing else could go) are not graded; they count against
// this many moves a grade.
constexpr int kClimbMovesPerGrade = 8;

}  // namespace

namespace {

class Attempter {
 public:
  Attempter(const GenerateOptions& o, uint64_t seed)
      : o_(o),
        seed_(seed),
        geo_(o.geometry ? o.geometry : *core::geometry_by_name("9x9")),
        rng_(seed),
        counter_(solve::make_engine(*geo_, solve::Task::kCount)),
        removal_(solve::make_engine(*geo_, solve::Task::kRemoval)),
        confirm_(solve::make_engine(*geo_, solve::Task::kCount, removal_.get())),
        work_(geo_) {
    // The kernel picks by capability: the removals go to the best-ranked removal test (fast9's
    // count on the classic 9x9, measured ~same total time as the exclusion search although it
    // loses half the witnesses; the exclusion search up to 64 symbols; the general engine
    // above), the confirmation to another engine when one supports the geometry.
    auto singles = solve::make_engine(*geo_, solve::Task::kSingles);
    if (singles->capabilities().singles_rank > 0) singles_ = std::move(singles);
    if (o.per_grid_unique) per_grid_ = std::make_unique<PerGridChecker>(*geo_);
    // Jigsaws and big Windoku: a removal whose uniqueness proof needs more than
    // kBoundedRemovalNodes search nodes is not made (the clue stays), so a puzzle is
    // near-minimal and bounded in time; --minimal and masks need every test answered, so they
    // run without the limit.
    // Big composites: the exclusion engine ranks first for their removals but has no node
    // limit, so the general engine (which has one) makes them, the other one confirms.
    if (bounded_removal(*geo_) && !o.minimal && !o.mask) {
      if (!removal_->capabilities().node_limit) {
        removal_ = solve::make_general_engine();
        confirm_ = solve::make_engine(*geo_, solve::Task::kCount, removal_.get());
      }
      removal_->set_node_limit(kBoundedRemovalNodes);
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
    const bool big = geo_->size() >= kBigGridSymbols && !o.minimal && !o.mask;
    logic_removal_ = big && !o.per_grid_unique && !o.target.active();
    if (logic_removal_) removal_->set_node_limit(1);
    if (big && !logic_removal_) removal_->set_node_limit(kBoundedRemovalNodes);
    const size_t n = geo_->num_cells();
    // Witnesses serve the exclusion tests and the minimality check, never the logic removal
    // (a 100x100's would take 100 MB).
    witness_.assign(logic_removal_ ? 0 : n * n, 0);
    has_witness_.assign(n, false);
    orbits_ = *core::symmetry_orbits(*geo_, o.symmetry);
    if (o.mask) mask_ = *mask_cells(*o.mask, *geo_);
    if (o.book) {
      quads_ = book_quads(*geo_);
      pairs_ = book_pairs(*geo_);
    }
    stats_.best_clues = geo_->num_cells() + 1;
    grade_in_loop_ = o.target.active() && o.target.has_upper_bound();
    // Removals are graded once the puzzle has at most half its cells as clues: above that a
    // puzzle is practically never too hard, and grading every early step cost more than the
    // attempts it saved.
    grade_below_ = geo_->num_cells() / 2;
    // The children's ladder grades every removal: small grids are cheap, and a first-steps
    // puzzle can need a hidden single long before half its cells are empty.
    if (o.target.kids != KidsLevel::kNone) grade_below_ = geo_->num_cells();
    // A clue floor at or above that line (big grids stop at half their cells): the last
    // twentieth of the removals above the floor are graded, or a too-hard puzzle is never undone.
    if (geo_->size() >= kBigGridSymbols && o.min_clues >= grade_below_)
      grade_below_ = o.min_clues + geo_->num_cells() / 20;
    if (!o.word.empty()) word_line_ = *word_line_cells(o.word_line, *geo_);
    // The climb serves targets with a floor (a puzzle can end easier than them) in the orbit
    // removal mode, on grids below the big ones; the children's ladder, masks, the book's
    // removal and exact clue counts keep the plain removal pass.
    const DifficultyTarget& t = o.target;
    const bool floor_target = t.min_level >= 0 || !std::isnan(t.min_score) || !std::isnan(t.min_er);
    climb_ = floor_target && t.kids == KidsLevel::kNone && !o.mask && !o.book && o.clues == 0 &&
             geo_->size() < kBigGridSymbols;
    if (uses_nightmare_search(o)) nightmare_ = std::make_unique<NightmareSearch>();
  }

  core::StatusOr<Generated> run(uint64_t seed) {
    long budget = o_.default_attempts();
    std::string mask_reason;
    if (o_.mask) mask_reason = mask_impossibility(mask_, *geo_);
    if (!mask_reason.empty()) return failure(mask_reason);
    while (stats_.attempts < budget) {
      ++stats_.attempts;
      if (attempt()) return finish(seed);
    }
    return failure("");
  }

  // One attempt of a Nightmare family (generator.hpp): what its search harvests, at most
  // `want` Nightmares (none when it found none).
  NightmareFamilies::Family harvest_attempt(int want) {
    harvest_want_ = want;
    ++stats_.attempts;
    if (attempt()) harvest_.push_back(work_.cells);  // the climb itself reached one
    if (static_cast<int>(harvest_.size()) > want) harvest_.resize(want);
    return NightmareFamilies::Family{std::move(harvest_), stats_};
  }

  // The error of a Nightmare family whose attempts ran out (`stats`: theirs), as run()'s.
  core::Status family_failure(const GenerateStats& stats, int found, int want) {
    stats_ = stats;
    if (found > 0)
      fail("the family's search found " + std::to_string(found) + " of " + std::to_string(want) +
           " Nightmares");
    return failure("");
  }

  // Member `j` of a Nightmare family, from its harvested puzzle (generator.hpp); its stats
  // add `family`'s (the batch's first member of a family counts the family's attempts).
  core::StatusOr<Generated> member(const std::vector<uint8_t>& cells, uint64_t j, uint64_t seed,
                                   const GenerateStats* family) {
    if (family) stats_.add(*family);
    work_.cells = j == 0 ? cells : random_isomorph(cells, rng_);
    solve::CountResult r = counter_->count(work_, 2);
    ++stats_.solver_calls;
    if (r.count != 1)  // never: the search keeps unique neighbours only
      return core::Status::error("internal error: a harvested Nightmare is not unique");
    solution_ = r.solution;
    std::fill(has_witness_.begin(), has_witness_.end(), false);
    clue_counts_valid_ = false;
    grade_ = grade_now();
    if (o_.target.compare(grade_) != 0 || !o_.target.requirements_met(grade_))
      return core::Status::error("internal error: a harvested Nightmare grades " + grade_.grade);
    drop_redundant_clues();
    return finish(seed);
  }

 private:
  // The attempt's puzzle (work_, solution_, grade_) as the seed's output.
  core::StatusOr<Generated> finish(uint64_t seed) {
    // Independent confirmation by the engine that did not drive the removals (the solver
    // layer's when the checker drove them, and the checker when a specialised solver did).
    if (o_.confirm_with_solver) {
      ++stats_.solver_calls;
      bool confirmed = confirm_->count(work_, 2).count == 1;
      if (!confirmed)
        return core::Status::error(
            "internal error: the checker and the exact solver disagree "
            "on the uniqueness of " +
            std::to_string(clue_count()) + "-clue puzzle");
    }
    if (!o_.word.empty()) relabel_for_word(o_.word, word_line_, work_.cells, solution_);
    Generated out;
    out.puzzle = core::Puzzle(geo_, work_.cells);
    out.solution = solution_;
    out.seed = seed;
    out.id = encode_id(o_, seed);
    if (o_.grader) out.grade = grade_;
    out.stats = stats_;
    return out;
  }

  bool unique() {
    ++stats_.solver_calls;
    if (per_grid_) return per_grid_->all_unique(work_.cells);
    solve::CountResult r = removal_->count(work_, 2);
    return r.count == 1 && !r.cut_short;
  }

  // Cell c (just cleared, its solution value v) can be cleared keeping the puzzle unique iff no
  // solution has another value there. A found solution is kept as c's witness.
  bool unique_without(int c) {
    ++stats_.solver_calls;
    if (per_grid_) return per_grid_->unique_around(work_.cells, c);
    const size_t n = geo_->num_cells();
    if (!removal_->other_solution(work_, c, solution_[c], &scratch_)) return true;
    if (scratch_.size() == n) {  // a second solution: a witness
      std::copy(scratch_.begin(), scratch_.end(), witness_.begin() + c * n);
      has_witness_[c] = true;
    }
    return false;
  }

  // Big grids (logic_removal_): the cleared `cells` leave a puzzle that propagation still
  // solves. First the direct test: when each cleared cell, in turn, is a naked or hidden single
  // of the remaining clues alone (the clues' values counted per house), propagation finds it at
  // once and then stands where it stood with the clue, so the puzzle stays solvable (a few hundred
  // operations). Otherwise a whole-puzzle propagation, while the attempt's budget of those lasts
  // (each costs about the grid's size: 100x100 took 619 s a puzzle testing every cell so, 5,939
  // clues).
  bool stays_solvable(const std::vector<int>& cells) {
    recount_clues();
    cleared_.clear();
    for (int c : cells)
      if (work_.cells[c]) cleared_.push_back(c);
    size_t done = 0;
    for (; done < cleared_.size(); ++done) {
      note_cleared(cleared_[done]);
      if (!direct_single(cleared_[done])) break;
    }
    if (done == cleared_.size()) return true;
    for (size_t i = 0; i <= done; ++i) note_restored(cleared_[i]);
    if (full_tests_left_ <= 0) return false;
    --full_tests_left_;
    clear(cleared_);
    if (unique()) return true;
    restore(cleared_);
    return false;
  }
  // Whether the empty cell c is a naked or hidden single of the clues.
  bool direct_single(int c) {
    const int v = solution_[c];
    const int n = geo_->size();
    bool naked = true;
    for (int u = 1; u <= n && naked; ++u)
      if (u != v && !sees_clue(c, u)) naked = false;
    if (naked) return true;
    for (int h : geo_->houses_of(c)) {
      bool hidden = true;
      for (int e : geo_->houses()[h].cells) {
        if (e == c || work_.cells[e]) continue;
        if (!sees_clue(e, v)) {
          hidden = false;
          break;
        }
      }
      if (hidden) return true;
    }
    return false;
  }
  // True when a clue of value v shares a house with the empty cell e.
  bool sees_clue(int e, int v) const {
    const int stride = geo_->size() + 1;
    for (int h : geo_->houses_of(e))
      if (house_clues_[h * stride + v] > 0) return true;
    return false;
  }
  void note_cleared(int c) {
    const int stride = geo_->size() + 1;
    for (int h : geo_->houses_of(c)) --house_clues_[h * stride + solution_[c]];
    work_.cells[c] = 0;
  }
  void note_restored(int c) {
    const int stride = geo_->size() + 1;
    for (int h : geo_->houses_of(c)) ++house_clues_[h * stride + solution_[c]];
    work_.cells[c] = solution_[c];
  }
  void recount_clues() {
    if (clue_counts_valid_) return;
    const int stride = geo_->size() + 1;
    house_clues_.assign(geo_->houses().size() * stride, 0);
    for (int c = 0; c < geo_->num_cells(); ++c)
      if (work_.cells[c])
        for (int h : geo_->houses_of(c)) ++house_clues_[h * stride + work_.cells[c]];
    clue_counts_valid_ = true;
  }

  // True when c's witness still proves that clue c is needed: a complete solution found by the
  // search that differs from ours at c and agrees with every other current clue.
  bool witness_proves_needed(int c) const {
    if (!has_witness_[c]) return false;
    const size_t n = geo_->num_cells();
    const uint8_t* w = witness_.data() + c * n;
    bool differs = false;
    for (size_t i = 0; i < n; ++i) {
      differs |= w[i] != solution_[i];
      if (static_cast<int>(i) != c && work_.cells[i] && w[i] != work_.cells[i]) return false;
    }
    return differs;
  }

  // In-loop test against the target's upper bound. A puzzle that singles solve is level 0, so
  // with a level-only bound the grader is not needed for it (measured: same outputs, 0-9%
  // faster for Easy, Medium and Hard targets; the final grade of each attempt dominates).
  bool too_hard() {
    if (singles_ && o_.target.kids != KidsLevel::kFirstSteps && std::isnan(o_.target.max_score) &&
        std::isnan(o_.target.max_er) && o_.target.max_level >= 0 &&
        singles_->solved_by_singles(work_))
      return false;
    return o_.target.compare(grade_now()) > 0;
  }

  GradeInfo grade_now() {
    ++stats_.grader_calls;
    return o_.grader(work_);
  }

  void fail(const std::string& why) { stats_.add_failure(why, 1); }

  int clue_count() const {
    int n = 0;
    for (uint8_t v : work_.cells) n += v != 0;
    return n;
  }

  // --all-symbols: true when clearing `cells` would leave some symbol with no clue.
  bool takes_last_of_a_symbol(const std::vector<int>& cells) {
    if (!o_.all_symbols) return false;
    symbol_count_.assign(geo_->size() + 1, 0);
    for (uint8_t v : work_.cells) ++symbol_count_[v];
    for (int c : cells)
      if (work_.cells[c]) --symbol_count_[work_.cells[c]];
    for (int v = 1; v <= geo_->size(); ++v)
      if (symbol_count_[v] == 0) return true;
    return false;
  }

  // Clears the clue cells of `cells`; returns how many were clues.
  int clear(const std::vector<int>& cells) {
    clue_counts_valid_ = false;
    int k = 0;
    for (int c : cells)
      if (work_.cells[c]) {
        work_.cells[c] = 0;
        ++k;
      }
    return k;
  }
  void restore(const std::vector<int>& cells) {
    clue_counts_valid_ = false;
    for (int c : cells) work_.cells[c] = solution_[c];
  }

  // Clears `cells` and keeps the removal when the puzzle stays unique (and, when targeting,
  // not harder than the target). `floor` = the fewest clues allowed.
  bool try_remove(const std::vector<int>& cells, int& clues, int floor) {
    int k = 0, last = -1;
    for (int c : cells)
      if (work_.cells[c]) ++k, last = c;
    if (k == 0 || clues - k < floor) return false;
    if (takes_last_of_a_symbol(cells)) return false;
    if (logic_removal_) {
      if (!stays_solvable(cells)) return false;
    } else {
      clear(cells);
      if (k == 1 ? !unique_without(last) : !unique()) {
        restore(cells);
        return false;
      }
    }
    if (grade_in_loop_ && clues - k <= grade_below_ && too_hard()) {
      restore(cells);
      return false;
    }
    clues -= k;
    return true;
  }

  bool attempt() {
    solution_ = removal_->random_fill(*geo_, rng_);
    if (solution_.empty()) {
      fail("no solution grid found");
      return false;
    }
    work_.cells = solution_;
    clue_counts_valid_ = false;
    full_tests_left_ = kLogicFullTestCells / geo_->num_cells();
    std::fill(has_witness_.begin(), has_witness_.end(), false);
    int clues = geo_->num_cells();
    if (!word_line_.empty() && o_.word_line == "diagonal" &&
        !line_is_distinct(word_line_, solution_)) {
      fail("the solution's diagonal repeats a symbol (--word-line diagonal)");
      return false;
    }
    const int floor = o_.clues > 0 ? o_.clues : o_.min_clues;
    if (o_.mask) {
      for (int c = 0; c < geo_->num_cells(); ++c)
        if (!mask_[c]) work_.cells[c] = 0;
      if (!unique()) {
        note_ambiguous_mask();
        return false;
      }
      clues = clue_count();
      if (takes_last_of_a_symbol({})) {
        fail("a symbol missing from the mask's clues (--all-symbols)");
        return false;
      }
    } else if (o_.book) {
      if (!book_removal(clues, floor)) return false;
    } else {
      std::vector<int> order(orbits_.size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
      rng_.shuffle(order);
      size_t next = 0;
      if (!grade_in_loop_) next = remove_in_batches(order, clues, floor);
      for (size_t k = next; k < order.size(); ++k) {
        if (floor > 0 && clues == floor) break;
        try_remove(orbits_[order[k]], clues, floor);
        if (o_.on_step && k % 16 == 0) o_.on_step(seed_, clues);
      }
    }
    stats_.best_clues = std::min(stats_.best_clues, clues);
    if (o_.clues > 0 && clues != o_.clues) {
      fail(clues > o_.clues ? "stuck above the clue count" : "below the clue count");
      return false;
    }
    if (o_.max_clues > 0 && clues > o_.max_clues) {
      fail("stuck above the clue limit");
      return false;
    }
    bool graded = false;
    if (climb_) {
      grade_ = grade_now();
      graded = true;
      if (o_.target.compare(grade_) < 0) climb(clues, floor);
      if (nightmare_ && o_.target.compare(grade_) < 0) {
        // The Nightmare search's finds join the harvest (harvest()); the attempt ends here.
        if (!search_nightmare()) fail("no Nightmare in the search's neighbourhoods");
        return false;
      }
    }
    if (o_.minimal && !verify_minimal()) {
      fail(o_.symmetry != core::Symmetry::kNone || o_.mask || o_.book
               ? "not minimal (a single clue could go, but not its symmetric partners)"
               : "not minimal (a removal was undone for the difficulty target)");
      return false;
    }
    if (o_.grader) {
      if (!graded) grade_ = grade_now();
      int cmp = o_.target.compare(grade_);
      if (cmp < 0) {
        fail("easier than the target");
        return false;
      }
      if (cmp > 0) {
        fail("harder than the target");
        return false;
      }
      if (!o_.target.requirements_met(grade_)) {
        fail(o_.target.require.empty() ? "another grade" : "a required strategy was not needed");
        return false;
      }
    }
    return true;
  }

  // What the climb raises: the target's own measure first (ER, score, else level), then the
  // next one as a tie-break.
  std::array<double, 2> hardness(const GradeInfo& g) const {
    const DifficultyTarget& t = o_.target;
    if (t.has_er()) return {g.er, g.score};
    if (!std::isnan(t.min_score) || !std::isnan(t.max_score))
      return {g.score, static_cast<double>(g.level)};
    return {static_cast<double>(g.level), g.score};
  }

  // A seeded local search over the clue set, from the attempt's minimal puzzle when it graded
  // easier than the target. A move puts back one removed orbit, then clears every other orbit
  // whose removal keeps the puzzle unique (random order, the floor and --all-symbols kept): a
  // nearby puzzle, minimal again unless the floor stopped it, with the same symmetry. It is
  // graded once and kept when not harder than the target and at least as hard as the current
  // one (plateau moves allowed); the climb ends as soon as the target and its requirements are
  // met, or after kClimbGrades grades (the attempt then fails as "easier than the target" and a
  // new solution grid is drawn). Leaves the current puzzle in work_ and its grade in grade_.
  // Measured (dev build -O2, 2 threads on the shared machine at load 10, human profile,
  // classic 9x9, 3 puzzles a row from seed 1, the levels bench's rows; puzzles per CPU second):
  //   target       no climb (rejection only)   climb, 60 grades   same, void moves graded
  //   Hard         44   (29.7 attempts)        22  (4.0)          36  (2.0)
  //   Tough        311  (3.7)                  112 (1.3)          141 (1.3)
  //   Fiendish     124  (8.0)                  194 (1.0)          242 (1.0)
  //   Diabolical   13   (60.3)                 14  (2.3)          39  (1.0)
  //   Nightmare    none in 500 attempts        none in 500        none in 500 x 60 grades
  // (Easy and Medium never climb: 600-870/s either way.) Rejected: 300 grades a grid with the
  // in-loop grading off from level 2 up gave Hard 5.8/s and Diabolical 25/s, and Nightmare still
  // did not finish; a move that only puts a clue back (nothing else could go) is an easier
  // superset, so it is now reverted without a grade (the third column). Nightmare (dynamic
  // forcing nets) is out of reach of this climb: it needs a different search (see README).
  // Tried for Nightmare and rejected (issue 25 item 5; dev -O2 harness, one thread, machine at
  // load 11-15; a level-5 grade costs about 1-1.3 ms): a deep climb that walks Diabolical by
  // its count of forcing-chain steps (on top1465 that count rises with ER: 4.1 a puzzle at 9.0,
  // 10.1 at 9.3, 16-22 on its three Nightmares) with 1,500 grades a grid. Greedy with one orbit
  // back: stuck at 1-6 steps (a minimal hard puzzle seldom has a unique neighbour one clue
  // away: none for 5 of 8 of top1465's hardest); two back and every other orbit cleared, kept
  // within 2 steps of the best: 18 steps at most, 30 grids (45 CPU s), no Nightmare; two back
  // and two cleared (the {-2,+2} neighbourhood) with slack 0 or 2: 19 steps, none in 25 CPU s
  // each; the hardest step's rating as the measure: none; the exact engine's guesses (a full
  // count) as a free pre-filter: walks reached 226 guesses (forum_hardest_1106, all Nightmare:
  // median 154), still no Nightmare in 25 CPU s. The vicinity does hold some (one top1465
  // Diabolical with 10 forcing steps had one Nightmare among its 34 unique {-1,+1}
  // neighbours), but none of these walks found it at a usable rate. What does (issue 25 item 5,
  // second round, nightmare.hpp): a best-first walk over the FULL {-1,+1} neighbourhood (the
  // solution grid changes; 70-280 unique neighbours a node, listed from the solutions of each
  // clue's removal instead of ~12,600 uniqueness tests) keyed by the grader's forcing census
  // (how many static forcing-chain sets still give a deduction at the hardest state; 0 =
  // Nightmare). Measures rejected as its key, 3 seeds x 60-80 expansions each, no Nightmare:
  // the human score, forcing-step count, hardest step rating, share of forcing sets tried;
  // SE's ER (climbs, 8.4 -> 9.3 in 20 expansions, but 127 ms a rating in the dev build at load
  // 12); neighbours made minimal before grading (6 seeds x 60: census 21-77, no better). So
  // the classic 9x9's Nightmare target without symmetry, mask, book removal or clue counts
  // (uses_nightmare_search) runs that walk after the climb; other Nightmare floors keep this
  // climb alone with a bounded budget (kRareTargetAttempts) and a failure that says so.
  // ER bands (se_rating on, same run conditions), no climb -> climb: 3..4 16 -> 42/s, 8..9
  // 3.4 -> 11/s, 9..10 none in 500 attempts -> 0.11/s; 5..6 got slower, 7.7 -> 1.2/s (a narrow
  // band the climb overshoots: a candidate for an annealing move, not tried yet).
  void climb(int& clues, int floor) {
    climb_kept_ = work_.cells;
    int kept_clues = clues;
    GradeInfo current = grade_;
    for (int graded = 0, moves = 0;
         graded < kClimbGrades && moves < kClimbGrades * kClimbMovesPerGrade; ++moves) {
      const int moved = climb_move(clues, floor);
      if (moved < 0) break;
      if (moved == 0) {  // only the clue put back: an easier superset, not worth a grade
        revert_climb(clues, kept_clues);
        continue;
      }
      if (o_.max_clues > 0 && clues > o_.max_clues) {
        revert_climb(clues, kept_clues);
        continue;
      }
      // A puzzle singles solve is level 0: below any current grade above it (no grading).
      if (singles_ && current.level > 0 && singles_->solved_by_singles(work_)) {
        revert_climb(clues, kept_clues);
        ++graded;  // counts against the budget, or a stuck climb would never end
        continue;
      }
      GradeInfo g = grade_now();
      ++graded;
      const int cmp = o_.target.compare(g);
      if (cmp > 0 || hardness(g) < hardness(current)) {
        revert_climb(clues, kept_clues);
        continue;
      }
      current = std::move(g);
      climb_kept_ = work_.cells;
      kept_clues = clues;
      if (cmp == 0 && o_.target.requirements_met(current)) break;
    }
    grade_ = std::move(current);
    stats_.best_clues = std::min(stats_.best_clues, clues);
  }

  // The Nightmare search (nightmare.hpp) from the climb's puzzle when it is Diabolical: what
  // it harvests joins harvest_ (at most harvest_want_ in all). True when it found one.
  bool search_nightmare() {
    if (grade_.level != grade::ladder(o_.target.profile).top() - 1) return false;
    NightmareBudget budget;
    budget.expansions = kNightmareExpansions;
    NightmareStats st;
    const int want = harvest_want_ - static_cast<int>(harvest_.size());
    std::vector<std::vector<uint8_t>> found = nightmare_->harvest(work_.cells, budget, want, &st);
    stats_.grader_calls += st.grades;
    for (auto& f : found) harvest_.push_back(std::move(f));
    return !found.empty();
  }

  // A neighbour that gained a clue may have one the new clue made redundant: such clues go, in
  // random order, while the puzzle stays unique and on target (usually minimal then).
  void drop_redundant_clues() {
    std::vector<int> order;
    for (int c = 0; c < geo_->num_cells(); ++c)
      if (work_.cells[c]) order.push_back(c);
    rng_.shuffle(order);
    for (int c : order) {
      if (takes_last_of_a_symbol({c})) continue;
      work_.cells[c] = 0;
      ++stats_.solver_calls;
      if (counter_->count(work_, 2).count == 1) {
        GradeInfo g = grade_now();
        if (o_.target.compare(g) == 0) {
          grade_ = std::move(g);
          continue;
        }
      }
      work_.cells[c] = solution_[c];
    }
    clue_counts_valid_ = false;
  }

  void revert_climb(int& clues, int kept_clues) {
    work_.cells = climb_kept_;
    clues = kept_clues;
    clue_counts_valid_ = false;
  }

  // One move of the climb: how many orbits it cleared besides the one put back; -1 when no
  // orbit is removed (nothing to put back).
  int climb_move(int& clues, int floor) {
    climb_present_.clear();
    climb_removed_.clear();
    for (size_t i = 0; i < orbits_.size(); ++i)
      (work_.cells[orbits_[i][0]] ? climb_present_ : climb_removed_).push_back(static_cast<int>(i));
    if (climb_removed_.empty()) return -1;
    const int back = climb_removed_[rng_.below(static_cast<uint32_t>(climb_removed_.size()))];
    restore(orbits_[back]);
    clues += static_cast<int>(orbits_[back].size());
    rng_.shuffle(climb_present_);
    int cleared = 0;
    for (int k : climb_present_) {
      const auto& orbit = orbits_[k];
      // A witness that still holds proves the clue needed without a search.
      if (orbit.size() == 1 && witness_proves_needed(orbit[0])) continue;
      const int n = static_cast<int>(orbit.size());
      if (clues - n < floor || takes_last_of_a_symbol(orbit)) continue;
      clear(orbit);
      if (n == 1 ? unique_without(orbit[0]) : unique()) {
        clues -= n;
        ++cleared;
      } else {
        restore(orbit);
      }
    }
    return cleared;
  }

  // Every clue is needed: proved by its witness (a second solution without it), or else by a
  // fresh search for one.
  // The start of the orbit pass, several orbits per check: when clearing the next `batch`
  // orbits together leaves the puzzle unique, clearing them one at a time would have accepted
  // each (every intermediate puzzle has more clues), so the result is the same as the one-by-one
  // pass with fewer checks. A failed batch halves the batch size; at 1 the caller goes on one
  // orbit at a time. Returns how many orbits of `order` were decided. (Measured: about 3% of
  // 9x9 minimal generation time; the checks near the end, with few clues, dominate.)
  size_t remove_in_batches(const std::vector<int>& order, int& clues, int floor) {
    size_t next = 0;
    int batch = 16;
    // A batch that succeeds doubles, up to a sixteenth of the orbits: a 100x100 at its clue
    // floor then needs tens of checks instead of hundreds (9x9: the cap stays 16, as before).
    const int max_batch = std::max(16, static_cast<int>(order.size() / 16));
    std::vector<int> cells;
    while (batch > 1 && next < order.size()) {
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
      if (takes_last_of_a_symbol(cells)) {  // the one-by-one pass decides these orbits
        batch /= 2;
        continue;
      }
      clear(cells);
      if (unique()) {
        clues -= k;
        next = end;
        batch = std::min(2 * batch, max_batch);
        if (o_.on_step) o_.on_step(seed_, clues);
      } else {
        restore(cells);
        batch /= 2;
      }
    }
    return next;
  }

  // With --all-symbols the last clue of a symbol is needed by definition.
  bool verify_minimal() {
    for (int c = 0; c < geo_->num_cells(); ++c) {
      if (!work_.cells[c] || witness_proves_needed(c)) continue;
      if (takes_last_of_a_symbol({c})) continue;
      work_.cells[c] = 0;
      bool u = unique_without(c);
      work_.cells[c] = solution_[c];
      if (u) return false;
    }
    return true;
  }

  bool book_removal(int& clues, int floor) {
    const BookRemoval& b = *o_.book;
    auto run_list = [&](std::vector<std::vector<int>> list, int wanted, bool skip_overlap) {
      rng_.shuffle(list);
      int removed = 0;
      for (const auto& cells : list) {
        if (removed == wanted) break;
        if (skip_overlap && !work_.cells[cells[0]]) continue;  // overlaps an earlier removal
        if (try_remove(cells, clues, floor)) ++removed;
      }
      return removed == wanted;
    };
    if (b.quads > 0 && !run_list(quads_, b.quads, false)) {
      fail("fewer quadruples than asked could be removed");
      return false;
    }
    if (b.pairs > 0 && !run_list(pairs_, b.pairs, true)) {
      fail("fewer pairs than asked could be removed");
      return false;
    }
    std::vector<int> cells(geo_->num_cells());
    for (int c = 0; c < geo_->num_cells(); ++c) cells[c] = c;
    rng_.shuffle(cells);
    size_t k = 0;
    int removed = 0;
    for (; k < cells.size() && removed < b.cells; ++k) {
      if (!work_.cells[cells[k]]) continue;
      if (try_remove({cells[k]}, clues, floor)) ++removed;
    }
    if (removed < b.cells) {
      fail("fewer single cells than asked could be removed");
      return false;
    }
    if (b.more)
      for (; k < cells.size(); ++k) {
        if (!work_.cells[cells[k]]) continue;
        if (floor > 0 && clues == floor) break;
        if (!try_remove({cells[k]}, clues, floor)) break;  // the book stops at the first failure
      }
    return true;
  }

  void note_ambiguous_mask() {
    std::vector<bool> seen(geo_->size() + 1, false);
    for (uint8_t v : work_.cells) seen[v] = true;
    int missing = 0;
    for (int d = 1; d <= geo_->size(); ++d) missing += !seen[d];
    if (missing >= 2) {
      fail(std::to_string(missing) +
           " digits missing from the mask's clues (they can be swapped: ambiguous)");
      return;
    }
    fail("ambiguous: more than one solution");
    // How many clues outside the mask would have made it unique (greedy, on a few attempts).
    if (extra_probes_ >= 50) return;
    ++extra_probes_;
    std::vector<int> outside;
    for (int c = 0; c < geo_->num_cells(); ++c)
      if (!work_.cells[c]) outside.push_back(c);
    rng_.shuffle(outside);
    int added = 0;
    for (size_t next = 0; next < outside.size(); ++added) {
      ++stats_.solver_calls;
      auto r = counter_->count(work_, 2);
      if (r.count == 1) break;
      // Add a cell where the first solution found differs from ours; else the next random one.
      int pick = -1;
      if (!r.solution.empty())
        for (int d : outside)
          if (!work_.cells[d] && r.solution[d] != solution_[d]) {
            pick = d;
            break;
          }
      if (pick < 0) {
        while (next < outside.size() && work_.cells[outside[next]]) ++next;
        if (next == outside.size()) break;
        pick = outside[next];
      }
      work_.cells[pick] = solution_[pick];
    }
    best_extra_ = best_extra_ < 0 ? added : std::min(best_extra_, added);
  }

  core::Status failure(const std::string& static_reason) {
    std::string msg = "no ";
    msg += o_.mask ? "unique puzzle with the clues of mask " + o_.mask->name : "puzzle";
    msg += " after " + std::to_string(stats_.attempts) + " attempt" +
           (stats_.attempts == 1 ? "" : "s");
    if (!static_reason.empty()) return core::Status::error(msg + ": " + static_reason);
    if (o_.mask) {
      msg += " (the mask has " + std::to_string(o_.mask->count()) + " clues";
      if (best_extra_ >= 0)
        msg += "; the closest attempt needed " + std::to_string(best_extra_) +
               " more clue(s) outside it";
      msg += ")";
    } else if (stats_.best_clues <= geo_->num_cells()) {
      msg += " (best clue count reached " + std::to_string(stats_.best_clues) + ")";
    }
    auto reasons = stats_.failures;
    std::sort(reasons.begin(), reasons.end(),
              [](const auto& a, const auto& b) { return a.second > b.second; });
    std::string why;
    for (const auto& [k, n] : reasons)
      why += (why.empty() ? "" : "; ") + k + ": " + std::to_string(n);
    if (!why.empty()) msg += "; why: " + why;
    if (const std::string rare = o_.rare_target(); !rare.empty())
      msg += "; " + rare + " (README, \"Difficulty targets\"); --attempts N searches longer";
    else
      msg += "; raise --attempts or relax the options";
    return core::Status::error(msg);
  }

  const GenerateOptions& o_;
  uint64_t seed_;
  core::GeometryPtr geo_;
  solve::Rng rng_;
  std::unique_ptr<solve::Engine> counter_;    // counts (the mask probe's first solutions)
  std::unique_ptr<solve::Engine> removal_;    // drives the removals
  std::unique_ptr<solve::Engine> confirm_;    // confirms each output (another engine if any)
  std::unique_ptr<solve::Engine> singles_;    // the singles-only shortcut, when an engine has it
  std::vector<uint8_t> scratch_;              // the removal test's witness
  std::unique_ptr<PerGridChecker> per_grid_;  // --per-grid-unique
  std::vector<uint8_t> witness_;              // num_cells x num_cells: witness_[c*n ..] for cell c
  std::vector<bool> has_witness_;
  core::Puzzle work_;
  std::vector<uint8_t> solution_;
  std::vector<std::vector<int>> orbits_, quads_, pairs_;
  std::vector<bool> mask_;
  std::vector<int> word_line_;     // --word: the cells that spell it
  std::vector<int> symbol_count_;  // scratch for takes_last_of_a_symbol
  GenerateStats stats_;
  GradeInfo grade_;
  bool grade_in_loop_ = false;
  bool climb_ = false;  // a targeted attempt that ends too easy climbs (climb())
  std::unique_ptr<NightmareSearch> nightmare_;  // the classic 9x9's Nightmare target
  std::vector<std::vector<uint8_t>> harvest_;   // its family's Nightmares so far (harvest())
  int harvest_want_ = 0;
  std::vector<int> climb_present_;  // scratch for climb(): orbits with clues, without
  std::vector<int> climb_removed_;
  std::vector<uint8_t> climb_kept_;  // the climb's current puzzle
  bool logic_removal_ = false;       // big grids: removals kept only when propagation solves
  long full_tests_left_ = 0;         // whole-puzzle propagations left to this attempt (big grids)
  std::vector<int> house_clues_;     // clues of each value in each house: [house][value]
  bool clue_counts_valid_ = false;
  std::vector<int> cleared_;
  int grade_below_ = 0;
  int extra_probes_ = 0;
  int best_extra_ = -1;
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

core::StatusOr<Generated> generate_one(const GenerateOptions& options, uint64_t seed,
                                       NightmareFamilies* families) {
  core::Status st = validate(options);
  if (!st) return st;
  if (options.killer) return generate_killer(options, seed);
  if (options.marks) return generate_marks(options, seed);
  if (options.geometry && options.geometry->random_layout())
    return generate_on_random_layout(options, seed);
  if (uses_nightmare_search(options)) return generate_nightmare(options, seed, families);
  return Attempter(options, seed).run(seed);
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

  auto worker = [&] {
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
      auto r = generate_one(options, batch.seed + static_cast<uint64_t>(idx), &families);
      {
        std::lock_guard lock(mu);
        ready.emplace(idx, std::move(r));
      }
      cv_done.notify_one();
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
      cv_done.wait(lock, [&] { return ready.count(delivered_index) > 0; });
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
