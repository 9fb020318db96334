// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/puzzle_key.hpp"

#include "core/format.hpp"
#include "core/transform.hpp"

namespace sudokupress::core {

std::string canonical_key(const Puzzle& p) {
  const std::string name = p.geo().name();
  if (canonical_supported(p.geo())) return name + ":" + canonical_string(p);
  return name + ":" + layout_text(p);
}

}  // namespace sudokupress::core
