// SPDX-License-Identifier: GPL-3.0-or-later
// The generator, a client of the search kernel (solve/engine.hpp): random solution grid
// (Engine::random_fill), then clue removal checked by the kernel's removal test
// after every step, so every output has exactly one solution.
//
// Removal modes (one per puzzle):
//   symmetric   the cells are grouped in orbits of the chosen symmetry (symmetry.hpp); orbits are
//               visited once in random order and an orbit is cleared when the puzzle stays unique
//               (and, with a difficulty target, not harder than the target). One pass with
//               symmetry none already leaves a minimal puzzle: if removing c was ambiguous once,
//               it stays ambiguous after any further removal.
//   book        spec §4.4: QUADS quadruples, then PAIRS pairs, then CELLS single cells, each
//               removal checked and undone when ambiguous; the attempt fails unless exactly that
//               many were removed; "then some more" keeps removing cells from the single-cell
//               list until the first ambiguous one.
//   mask        the clues are exactly the mask's cells (mask.hpp); an ambiguous grid means a new
//               random solution grid.
// Then the attempt is checked against --clues / --max-clues / --minimal (verified: every clue is
// removed in turn and the result must be ambiguous) and the difficulty target. A failed attempt
// continues the same random stream with a new solution grid, so a seed gives one puzzle.
//
// --all-symbols: a removal that would take away the last clue of a symbol is never made (nor is
// such a clue counted as removable by --minimal, which then means minimal among the puzzles that
// show every symbol); a mask whose clues miss a symbol is a failed attempt.
// Word Sudoku (--word): the finished puzzle and its solution are relabelled so that one line of
// the solution spells the word (word.hpp); for a diagonal, solution grids whose diagonal repeats a
// value are failed attempts.
//
// Difficulty targeting searches rather than only rejecting: a removal that makes the puzzle
// harder than the target is undone and the next orbit tried. An attempt that ends easier than a
// target with a floor (a minimum level, score or ER) climbs (symmetric mode, grids below 25x25,
// not the children's ladder): a seeded local search over the clue set that puts one removed
// orbit back and clears every other orbit the uniqueness allows, keeping a move when it is at
// least as hard and not harder than the target, until the target is met or a budget of grades
// is spent (then a new solution grid). Same seed and options, same puzzle, on any thread count.
// Untargeted generation (and targets without a floor) never climb: their outputs are unchanged.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

#include "core/puzzle.hpp"
#include "core/status.hpp"
#include "generate/options.hpp"

namespace sudokupress::generate {

// Checks that the options make sense together (e.g. a mask excludes symmetry and --clues), and
// the target (validate_target).
core::Status validate(const GenerateOptions& o);
class NightmareFamilies;
// One puzzle for `seed`. Error when the attempt budget runs out; the message says how many
// attempts were made, the best clue count reached and why the attempts failed. `families`
// shares the Nightmare families between the seeds of a batch (null: the seed makes its own).
core::StatusOr<Generated> generate_one(const GenerateOptions& options, uint64_t seed,
                                       NightmareFamilies* families = nullptr);

// The classic 9x9's Nightmare target comes in families of kNightmareFamily seeds: seed s is
// member j = s % kNightmareFamily of the family of seed b = s - j. The family is the Nightmare
// search's harvest for seed b (nightmare.hpp, NightmareSearch::harvest): its attempts'
// Diabolical puzzles walked best-first over {-1,+1} neighbours, every Nightmare met kept, in
// the order found, until the family is full (attempt by attempt, below). Member j is the j-th of
// them, a random isomorph of it (bands, stacks, rows, columns, transposition, digits, drawn from s)
// for j > 0, stripped of the clues it does not need while it stays Nightmare: different puzzles
// that look like no other, although neighbours in the walk share most clues before the isomorph.
// The first find of a family costs tens of CPU seconds, the next ones a few seconds each: 20
// Nightmares (two families) took 179 CPU s against 0.026 Nightmares per CPU s when each seed made
// its own search (README, "Difficulty targets"). An ID still rebuilds its puzzle alone (the harvest
// up to its member).
inline constexpr uint64_t kNightmareFamily = 16;

// A family's attempts are independent: attempt k starts from its own seed
// (nightmare_attempt_seed), so a family's harvest is the Nightmares of its attempts 0, 1, 2, ...
// in that order, cut at the family's size, whichever thread ran which attempt.
uint64_t nightmare_attempt_seed(uint64_t base, long k);

// A batch's Nightmare families. Workers that need a family run its next attempts side by side
// (a worker with nothing left to run in its family runs the attempts of the batch's next one);
// an attempt run past the one that filled the family is wasted, never used. Thread-safe.
class NightmareFamilies {
 public:
  struct Family {
    std::vector<std::vector<uint8_t>> cells;  // the Nightmares found, in order
    GenerateStats stats;                      // the attempts that found them
  };
  using Harvest = core::StatusOr<Family>;
  // Runs attempt k of family `base`, harvesting at most `want` Nightmares.
  using Attempt = std::function<Family(uint64_t base, long k, int want)>;
  // The error of a family whose attempts ran out: the attempts' stats, how many Nightmares
  // were found of how many wanted.
  using Failure = std::function<core::Status(const GenerateStats& stats, int found, int want)>;

  // The batch's seeds are seed_begin .. seed_end - 1; a family may run `budget` attempts.
  NightmareFamilies(uint64_t seed_begin, uint64_t seed_end, long budget)
      : seed_begin_(seed_begin), seed_end_(seed_end), budget_(budget) {}
  // How many members of family `base` the batch needs (at most kNightmareFamily).
  int want(uint64_t base) const;
  // The batch's first seed of family `base`: its puzzle's stats count the family's attempts.
  uint64_t first_seed(uint64_t base) const { return base < seed_begin_ ? seed_begin_ : base; }
  Harvest get(uint64_t base, const Attempt& attempt, const Failure& failure);

  // The harvest from attempts 0.. (done[k], in order) once it is settled: `want` Nightmares,
  // or the failure when the budget's attempts are all done without them; empty while open.
  static std::optional<Harvest> settle(const std::map<long, Family>& done, long budget, int want,
                                       const Failure& failure);

 private:
  struct Entry {
    long next = 0;                 // the next attempt to run
    std::map<long, Family> done;   // finished attempts
    std::optional<Harvest> value;  // the settled harvest
  };
  // Runs the next attempt of family `base` with `lock` released meanwhile; false when the
  // family has no attempt left to start (or is settled).
  bool run_next(uint64_t base, const Attempt& attempt, const Failure& failure,
                std::unique_lock<std::mutex>& lock);
  uint64_t seed_begin_, seed_end_;
  long budget_;
  std::mutex mu_;
  std::condition_variable changed_;
  std::map<uint64_t, Entry> entries_;
};

struct BatchOptions {
  int count = 1;
  uint64_t seed = 0;      // puzzle k is generate_one(options, seed + k) (skipping duplicates)
  int threads = 0;        // 0 = all cores; the output does not depend on it
  bool distinct = false;  // no two outputs equivalent (canonical form, transform.hpp)
  // Called in seed order, on the calling thread, for every accepted puzzle.
  std::function<void(const Generated&)> on_puzzle;
  // Called now and then with (puzzles accepted, seeds tried).
  std::function<void(int, long)> on_progress;
  // Asked after each delivered puzzle: true ends the batch early (e.g. its output failed; the
  // caller knows why). The stats so far are returned.
  std::function<bool()> stop_requested;
};

struct BatchStats {
  int accepted = 0;
  long seeds = 0;       // seeds used (accepted + duplicates skipped)
  long duplicates = 0;  // skipped by --distinct
  long attempts = 0;    // solution grids tried over all accepted seeds
};

// Generates `count` puzzles; stops at the first seed that fails (its error is returned, the
// puzzles before it were delivered).
core::StatusOr<BatchStats> generate_batch(const GenerateOptions& options,
                                          const BatchOptions& batch);

// The puzzle's solution count with the limit 2 is exactly 1 (a fresh exact solver).
bool is_unique(const core::Puzzle& p);
// Every clue is needed: removing any one gives a puzzle with several solutions.
bool is_minimal(const core::Puzzle& p);

}  // namespace sudokupress::generate
