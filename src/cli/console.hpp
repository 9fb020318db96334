// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal side of a command: progress lines (stderr, only when it is a terminal, throttled,
// never with --quiet), error lines (always, one line each, after clearing any progress line) and
// notes (summaries; not with --quiet). Thread-safe: workers may report progress.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

#include "core/status.hpp"

namespace sudokupress::cli {

// One progress line: what, a bar of `kProgressBarWidth` cells, done/total, the rate and the
// time left, then `extra` (shared by Console::progress and its tests).
inline constexpr int kProgressBarWidth = 20;
std::string progress_line(const std::string& what, long done, long total, double seconds,
                          const std::string& extra);

class Console {
 public:
  // `command` prefixes usage and failure messages ("sudokupress solve: ...").
  Console(std::string command, bool quiet);
  Console(const Console&) = delete;
  Console& operator=(const Console&) = delete;
  ~Console();

  const std::string& command() const { return command_; }
  bool quiet() const { return quiet_; }
  // Progress lines are shown (stderr is a terminal and not --quiet).
  bool interactive() const { return interactive_; }

  // "\r<what> [####----] done/total  rate/s  ETA m:ss<extra>" at most five times a second
  // (always for done == total); rate and ETA count from the first call for this `what`.
  // total <= 0 (unknown): "<what> done  rate/s<extra>".
  void progress(const std::string& what, long done, long total, const std::string& extra = "");
  // A free-form progress text (same throttle; `force` bypasses it).
  void progress_text(const std::string& text, bool force = false);
  // Ends the progress line, if one is shown.
  void end_progress();
  // One error line as is (e.g. "file:line: problem").
  void error(const std::string& line);
  // A summary line (not with --quiet).
  void note(const std::string& line);
  // Reports a failed Status: usage and failure messages get the "sudokupress CMD: " prefix
  // unless they already name a file (contain ": " before any space-free prefix); empty
  // messages (records already reported) print nothing.
  void report(const core::Status& status);

 private:
  void clear_locked();
  std::string command_;
  bool quiet_ = false;
  bool interactive_ = false;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
  std::string progress_what_;                      // what the running bar counts
  std::chrono::steady_clock::time_point start_{};  // its first call
  std::mutex mu_;
};

}  // namespace sudokupress::cli
