// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/check.hpp"

#include <cstdio>
#include <cstdlib>

namespace sudokupress::core {

void check_failed(const char* expression, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: invariant failed: %s\n", file, line, expression);
  std::fflush(stderr);
  std::abort();
}

}  // namespace sudokupress::core
