// The terminal side of a command: progress lines (stderr, only when it is a terminal, throttled,
// never with --quiet), error lines (always, one line each, after clearing any progress line) and
// notes (summaries; not with --quiet). Thread-safe: workers may report progress.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

#include "core/status.hpp"

namespace sudokupress::cli {

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

  // "\r<what> done/total" at most five times a second (always for done == total).
  void progress(const std::string& what, long done, long total);
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
  std::mutex mu_;
};

}  // namespace sudokupress::cli
