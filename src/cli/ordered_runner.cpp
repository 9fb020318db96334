// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/ordered_runner.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace sudokupress::cli {

int worker_count(int threads) {
  if (threads > 0) return threads;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

namespace {

// The threaded case: workers take items in order, at most `window` ahead of the emitter, which
// hands finished items to `emit` in input order.
// Wake-ups only where someone waits: the emitter says which item it sleeps on, and the
// workers how many of them sleep for room, instead of a notification per item on each side.
// (bank add of 100,000 easy rows, 2 threads: CPU time unchanged within the noise, 1.4-1.5 s;
// kept because it is no more code and calls the kernel only when a thread sleeps.)
class OrderedRun {
 public:
  OrderedRun(size_t n, size_t window, const std::function<void(size_t, int)>& work,
             const std::function<core::Status(size_t)>& emit)
      : n_(n), window_(window), work_(work), emit_(emit), done_(window, 0) {}
  OrderedRun(const OrderedRun&) = delete;
  OrderedRun& operator=(const OrderedRun&) = delete;

  core::Status run(int threads) {
    core::Status result;
    try {
      for (int t = 0; t < threads; ++t) pool_.emplace_back([this, t] { worker(t); });
      result = emit_all();
    } catch (...) {
      stop_all();
      throw;
    }
    stop_all();
    return result;
  }

 private:
  static constexpr size_t kNobody = static_cast<size_t>(-1);

  void worker(int w) {
    for (;;) {
      size_t i;
      {
        std::unique_lock<std::mutex> lock(mu_);
        auto can_go = [&] { return stop_ || next_ >= n_ || next_ < emitted_ + window_; };
        if (!can_go()) {
          ++sleeping_;
          room_.wait(lock, can_go);
          --sleeping_;
        }
        if (stop_ || next_ >= n_) return;
        i = next_++;
      }
      work_(i, w);
      bool wake;
      {
        std::lock_guard<std::mutex> lock(mu_);
        done_[i % window_] = 1;
        wake = awaited_ == i;
      }
      if (wake) ready_.notify_one();
    }
  }

  // Emits every item in order as it is done; the first error stops the emission.
  core::Status emit_all() {
    while (emitted_ < n_) {
      {
        std::unique_lock<std::mutex> lock(mu_);
        if (!done_[emitted_ % window_]) {
          awaited_ = emitted_;
          ready_.wait(lock, [&] { return done_[emitted_ % window_] != 0; });
          awaited_ = kNobody;
        }
      }
      core::Status st = emit_(emitted_);
      bool wake;
      {
        std::lock_guard<std::mutex> lock(mu_);
        done_[emitted_ % window_] = 0;
        ++emitted_;
        wake = sleeping_ > 0;
      }
      if (!st) return st;
      if (wake) room_.notify_all();
    }
    return core::Status::ok();
  }

  // Stops the workers and waits for them; on every way out, so that an exception (no memory,
  // no room for a thread) never meets a running thread.
  void stop_all() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    room_.notify_all();
    for (auto& t : pool_)
      if (t.joinable()) t.join();
  }

  const size_t n_, window_;
  const std::function<void(size_t, int)>& work_;
  const std::function<core::Status(size_t)>& emit_;
  std::mutex mu_;
  std::condition_variable ready_, room_;
  std::vector<char> done_;  // by item modulo the window
  size_t next_ = 0, emitted_ = 0, awaited_ = kNobody;
  int sleeping_ = 0;
  bool stop_ = false;
  std::vector<std::thread> pool_;
};

}  // namespace

core::Status run_ordered(size_t n, int threads, size_t window,
                         const std::function<void(size_t, int)>& work,
                         const std::function<core::Status(size_t)>& emit) {
  threads = worker_count(threads);
  window = std::max<size_t>(window, static_cast<size_t>(threads));
  if (threads == 1 || n <= 1) {
    for (size_t i = 0; i < n; ++i) {
      work(i, 0);
      if (auto st = emit(i); !st) return st;
    }
    return core::Status::ok();
  }
  return OrderedRun(n, window, work, emit).run(threads);
}

}  // namespace sudokupress::cli
