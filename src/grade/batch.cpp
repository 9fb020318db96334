// SPDX-License-Identifier: GPL-3.0-or-later
#include "grade/batch.hpp"

#include <algorithm>
#include <atomic>
#include <thread>

namespace sudokupress::grade {

std::vector<GradeResult> grade_batch(std::span<const core::Puzzle> puzzles,
                                     const GradeOptions& options, int threads,
                                     const std::function<void(size_t)>& progress) {
  std::vector<GradeResult> out(puzzles.size());
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  constexpr size_t kChunk = 32;
  threads = static_cast<int>(
      std::min<size_t>(threads, std::max<size_t>(1, (puzzles.size() + kChunk - 1) / kChunk)));
  std::atomic<size_t> next{0}, done{0};
  auto work = [&] {
    Grader grader(options);
    for (;;) {
      size_t begin = next.fetch_add(kChunk);
      if (begin >= puzzles.size()) break;
      size_t end = std::min(puzzles.size(), begin + kChunk);
      for (size_t i = begin; i < end; ++i) out[i] = grader.grade(puzzles[i]);
      size_t d = done.fetch_add(end - begin) + (end - begin);
      if (progress) progress(d);
    }
  };
  if (threads == 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);
    for (auto& t : pool) t.join();
  }
  return out;
}

}  // namespace sudokupress::grade
