// SPDX-License-Identifier: GPL-3.0-or-later
// Parallel work with results delivered in input order as soon as they are ready (a bounded
// reordering window): the streaming engine of grade and stats.
#pragma once

#include <cstddef>
#include <functional>

#include "core/status.hpp"

namespace sudokupress::cli {

// Runs work(i, worker) for i in [0, n) on `threads` worker threads (worker in [0, threads)),
// and emit(i) on the calling thread for i = 0, 1, ... as soon as item i is done. At most
// `window` items are started ahead of the last emitted one (bounded memory). An error from
// emit stops the run (workers finish their current item) and is returned. threads <= 0 = one
// per core; work must not throw.
core::Status run_ordered(size_t n, int threads, size_t window,
                         const std::function<void(size_t, int)>& work,
                         const std::function<core::Status(size_t)>& emit);

// The number of worker threads for a --threads value (0 = one per core).
int worker_count(int threads);

}  // namespace sudokupress::cli
