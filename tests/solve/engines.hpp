// SPDX-License-Identifier: GPL-3.0-or-later
// Every exact engine under test (the kernel's own list), with a label for failure messages.
#pragma once

#include <memory>
#include <vector>

#include "solve/engine.hpp"

namespace sudokupress::solve {

inline std::vector<std::unique_ptr<Engine>> engines_under_test() { return all_engines(); }

}  // namespace sudokupress::solve
