// SPDX-License-Identifier: GPL-3.0-or-later
// 4-connected sets of cells on a geometry's canvas (cages, layouts drawn for them).
#pragma once

#include <vector>

#include "core/geometry.hpp"

namespace sudokupress::core {

// True when `cells` (non-empty, distinct cell ids) form one 4-connected piece on the canvas.
bool cells_connected(const Geometry& g, const std::vector<int>& cells);

}  // namespace sudokupress::core
