// SPDX-License-Identifier: GPL-3.0-or-later
// What the stages of one seed's generation share (generator.cpp's Attempter drives them): the
// options, the puzzle being cleared, its solution grid, the seed's random stream and the
// counters the --stats summary and a failure message report. Internal to generate/.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/puzzle.hpp"
#include "generate/options.hpp"
#include "solve/rng.hpp"

namespace sudokupress::generate {

struct AttemptState {
  AttemptState(const GenerateOptions& options, core::GeometryPtr geometry, uint64_t seed)
      : o(options), geo(std::move(geometry)), rng(seed), work(geo) {}

  const GenerateOptions& o;
  core::GeometryPtr geo;
  solve::Rng rng;
  core::Puzzle work;              // the puzzle being cleared
  std::vector<uint8_t> solution;  // its solution grid
  GenerateStats stats;

  // The grader's answer on the current puzzle (counted).
  GradeInfo grade_now() {
    ++stats.grader_calls;
    return o.grader(work);
  }
  void fail(const std::string& why) { stats.add_failure(why, 1); }
  int clue_count() const {
    int n = 0;
    for (uint8_t v : work.cells) n += v != 0;
    return n;
  }
};

}  // namespace sudokupress::generate
