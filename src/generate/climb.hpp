// SPDX-License-Identifier: GPL-3.0-or-later
// The climb: a seeded local search over the clue set of an attempt that graded easier than its
// target (the measurements and the rejected alternatives are in climb.cpp). Internal to
// generate/: generator.cpp's Attempter runs it after its removal pass.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "generate/attempt_state.hpp"
#include "generate/removal_test.hpp"
#include "solve/engine.hpp"

namespace sudokupress::generate {

class Climb {
 public:
  // `orbits`: the symmetry's removal units; `singles`: the singles-only shortcut (may be null).
  Climb(AttemptState& s, RemovalTest& test, const std::vector<std::vector<int>>& orbits,
        solve::Engine* singles)
      : s_(s), test_(test), orbits_(orbits), singles_(singles) {}

  // Climbs from s.work (graded `grade`, `clues` clues, at least `floor`); leaves the climb's
  // puzzle in s.work and its grade in `grade`.
  void run(int& clues, int floor, GradeInfo& grade);

 private:
  std::array<double, 2> hardness(const GradeInfo& g) const;
  int move(int& clues, int floor);
  void revert(int& clues, int kept_clues);

  AttemptState& s_;
  RemovalTest& test_;
  const std::vector<std::vector<int>>& orbits_;
  solve::Engine* singles_;
  std::vector<int> present_;  // scratch for move(): orbits with clues, without
  std::vector<int> removed_;
  std::vector<uint8_t> kept_;  // the climb's current puzzle
};

}  // namespace sudokupress::generate
