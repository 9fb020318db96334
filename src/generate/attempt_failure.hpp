// SPDX-License-Identifier: GPL-3.0-or-later
// Why a seed found no puzzle: the attempts' failure reasons, counted, and for a mask the probe
// of how many clues outside it would have made it unique. Internal to generate/.
#pragma once

#include <string>

#include "core/status.hpp"
#include "generate/attempt_state.hpp"
#include "solve/engine.hpp"

namespace sudokupress::generate {

class FailureReport {
 public:
  explicit FailureReport(AttemptState& s) : s_(s) {}

  // The mask's clues (s.work) left several solutions: the reason is counted and, on the first
  // attempts, `counter` finds how many clues outside the mask would have made it unique.
  void note_ambiguous_mask(solve::Engine& counter);
  // The seed's error after its attempts: `static_reason` when the options can never succeed,
  // else the counted reasons, the closest attempt and what to try.
  core::Status failure(const std::string& static_reason) const;

 private:
  AttemptState& s_;
  int extra_probes_ = 0;
  int best_extra_ = -1;
};

}  // namespace sudokupress::generate
