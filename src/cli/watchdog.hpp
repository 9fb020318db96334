// SPDX-License-Identifier: GPL-3.0-or-later
// --time-limit: a per-puzzle deadline. The command arms the watchdog with the message to print
// for the puzzle now awaited; if it is not re-armed (or disarmed) within the limit, the message
// goes to stderr and the process exits 1 at once. Every record written before stays whole (each
// is one write), so a batch stopped this way keeps its finished records.
#pragma once

#include <CLI/CLI.hpp>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace sudokupress::cli {

class Console;

// Registers --time-limit SECONDS (0 = none) for "what" ("grading one puzzle"); the option
// (its count() tells whether it was given).
CLI::Option* add_time_limit_option(CLI::App* cmd, double& seconds, const std::string& what);

class Watchdog {
 public:
  // seconds <= 0: no limit (arm and disarm do nothing).
  Watchdog(Console& console, double seconds);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  void arm(std::string message);
  void disarm();

 private:
  void loop();
  Console& console_;
  std::chrono::duration<double> limit_;
  bool enabled_ = false;
  bool armed_ = false;
  bool quit_ = false;
  std::string message_;
  std::chrono::steady_clock::time_point deadline_{};
  std::mutex mu_;
  std::condition_variable cv_;
  std::thread thread_;
};

}  // namespace sudokupress::cli
