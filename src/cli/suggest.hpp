// SPDX-License-Identifier: GPL-3.0-or-later
// "Did you mean ...": the closest known name to a mistyped command or option.
#pragma once

#include <string>
#include <vector>

namespace sudokupress::cli {

// Edit distance (insertions, deletions, substitutions, adjacent swaps).
int edit_distance(const std::string& a, const std::string& b);

// The candidate closest to `typed` when it is close enough (a third of its length, at least
// 2 edits, or a prefix), else "".
std::string closest_name(const std::string& typed, const std::vector<std::string>& candidates);

}  // namespace sudokupress::cli
