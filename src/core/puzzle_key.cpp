// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/puzzle_key.hpp"

#include "core/constraints.hpp"
#include "core/format.hpp"
#include "core/transform.hpp"

namespace sudokupress::core {

std::string variant_name(const Puzzle& p) {
  const std::string geometry = p.geo().name();
  if (!p.has_constraints()) return geometry;
  const std::string word = constraints_word(*p.constraints);
  return geometry == "9x9" ? word : word + "-" + geometry;
}

std::string canonical_key(const Puzzle& p) {
  // Constraints first: canonical_string sees the givens only, and every Killer of a bank may
  // have the same (empty) givens.
  if (p.has_constraints()) return variant_name(p) + ":" + layout_text(p) + constraint_fields(p);
  const std::string name = p.geo().name();
  if (canonical_supported(p.geo())) return name + ":" + canonical_string(p);
  return name + ":" + layout_text(p);
}

}  // namespace sudokupress::core
