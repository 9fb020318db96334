// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/watchdog.hpp"

#include <unistd.h>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/console.hpp"

namespace sudokupress::cli {

CLI::Option* add_time_limit_option(CLI::App* cmd, double& seconds, const std::string& what) {
  return cmd
      ->add_option("--time-limit", seconds,
                   "Seconds allowed for " + what +
                       " (0 = no limit); past it the command stops with a message naming the "
                       "puzzle, exit 1, keeping every record already written")
      ->default_val(0)
      ->check(finite_range(0.0, 1e7));
}

Watchdog::Watchdog(Console& console, double seconds)
    : console_(console), limit_(seconds), enabled_(seconds > 0) {
  if (enabled_) thread_ = std::thread([this] { loop(); });
}

Watchdog::~Watchdog() {
  if (!enabled_) return;
  {
    std::lock_guard<std::mutex> lock(mu_);
    quit_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Watchdog::arm(std::string message) {
  if (!enabled_) return;
  {
    std::lock_guard<std::mutex> lock(mu_);
    armed_ = true;
    message_ = std::move(message);
    deadline_ = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(limit_);
  }
  cv_.notify_all();
}

void Watchdog::disarm() {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mu_);
  armed_ = false;
}

void Watchdog::loop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (!quit_) {
    if (!armed_) {
      cv_.wait(lock);
      continue;
    }
    auto deadline = deadline_;
    if (cv_.wait_until(lock, deadline) == std::cv_status::timeout && armed_ && !quit_ &&
        deadline_ == deadline) {
      std::string message = message_;
      lock.unlock();
      console_.error(message);
      ::_exit(kExitFailure);
    }
  }
}

}  // namespace sudokupress::cli
