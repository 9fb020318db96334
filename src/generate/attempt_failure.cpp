// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/attempt_failure.hpp"

#include <algorithm>
#include <vector>

namespace sudokupress::generate {

void FailureReport::note_ambiguous_mask(solve::Engine& counter) {
  std::vector<bool> seen(s_.geo->size() + 1, false);
  for (uint8_t v : s_.work.cells) seen[v] = true;
  int missing = 0;
  for (int d = 1; d <= s_.geo->size(); ++d) missing += !seen[d];
  if (missing >= 2) {
    s_.fail(std::to_string(missing) +
            " digits missing from the mask's clues (they can be swapped: ambiguous)");
    return;
  }
  s_.fail("ambiguous: more than one solution");
  // How many clues outside the mask would have made it unique (greedy, on a few attempts).
  if (extra_probes_ >= 50) return;
  ++extra_probes_;
  std::vector<int> outside;
  for (int c = 0; c < s_.geo->num_cells(); ++c)
    if (!s_.work.cells[c]) outside.push_back(c);
  s_.rng.shuffle(outside);
  int added = 0;
  for (size_t next = 0; next < outside.size(); ++added) {
    ++s_.stats.solver_calls;
    auto r = counter.count(s_.work, 2);
    if (r.count == 1) break;
    // Add a cell where the first solution found differs from ours; else the next random one.
    int pick = -1;
    if (!r.solution.empty())
      for (int d : outside)
        if (!s_.work.cells[d] && r.solution[d] != s_.solution[d]) {
          pick = d;
          break;
        }
    if (pick < 0) {
      while (next < outside.size() && s_.work.cells[outside[next]]) ++next;
      if (next == outside.size()) break;
      pick = outside[next];
    }
    s_.work.cells[pick] = s_.solution[pick];
  }
  best_extra_ = best_extra_ < 0 ? added : std::min(best_extra_, added);
}

core::Status FailureReport::failure(const std::string& static_reason) const {
  std::string msg = "no ";
  msg += s_.o.mask ? "unique puzzle with the clues of mask " + s_.o.mask->name : "puzzle";
  msg += " after " + std::to_string(s_.stats.attempts) + " attempt" +
         (s_.stats.attempts == 1 ? "" : "s");
  if (!static_reason.empty()) return core::Status::error(msg + ": " + static_reason);
  if (s_.o.mask) {
    msg += " (the mask has " + std::to_string(s_.o.mask->count()) + " clues";
    if (best_extra_ >= 0)
      msg += "; the closest attempt needed " + std::to_string(best_extra_) +
             " more clue(s) outside it";
    msg += ")";
  } else if (s_.stats.best_clues <= s_.geo->num_cells()) {
    msg += " (best clue count reached " + std::to_string(s_.stats.best_clues) + ")";
  }
  auto reasons = s_.stats.failures;
  std::sort(reasons.begin(), reasons.end(),
            [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string why;
  for (const auto& [k, n] : reasons)
    why += (why.empty() ? "" : "; ") + k + ": " + std::to_string(n);
  if (!why.empty()) msg += "; why: " + why;
  if (const std::string rare = s_.o.rare_target(); !rare.empty())
    msg += "; " + rare + " (README, \"Difficulty targets\"); --attempts N searches longer";
  else
    msg += "; raise --attempts or relax the options";
  return core::Status::error(msg);
}

}  // namespace sudokupress::generate
