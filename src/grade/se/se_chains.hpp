// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the SE rater: the chaining rules (cycles, forcing chains, region and cell
// forcing chains, dynamic forcing chains) with SE's difficulties and length adjustment.
#pragma once

#include <cstdint>
#include <memory>

#include "grade/se/se_grid.hpp"
#include "grade/se/se_options.hpp"

namespace sudokupress::grade::se {

// The nets, queues and grids of the search, kept for the whole rating (se_chains.cpp): made
// afresh for each step they cost about 30 allocations and 200 KB of clearing a step.
struct ChainBuffers;

class ChainEngine {
 public:
  explicit ChainEngine(const SeOptions& options);
  ~ChainEngine();
  ChainEngine(const ChainEngine&) = delete;
  ChainEngine& operator=(const ChainEngine&) = delete;
  // The easiest chaining step SE would take; false when none (or out of budget).
  bool find(const Grid& g, Hint& h);
  bool out_of_budget() const { return nodes_ >= options_.max_nodes; }

 private:
  SeOptions options_;
  int64_t nodes_ = 0;
  std::unique_ptr<ChainBuffers> buffers_;
};

}  // namespace sudokupress::grade::se
