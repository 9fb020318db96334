// Internal to the SE rater: the chaining rules (cycles, forcing chains, region and cell
// forcing chains, dynamic forcing chains) with SE's difficulties and length adjustment.
#pragma once

#include <cstdint>

#include "grade/se/se_grid.hpp"
#include "grade/se/se_rater.hpp"

namespace sudokupress::grade::se {

class ChainEngine {
 public:
  explicit ChainEngine(const SeOptions& options) : options_(options) {}
  // The easiest chaining step SE would take; false when none (or out of budget).
  bool find(const Grid& g, Hint& h);
  bool out_of_budget() const { return nodes_ >= options_.max_nodes; }

 private:
  SeOptions options_;
  int64_t nodes_ = 0;
};

}  // namespace sudokupress::grade::se
