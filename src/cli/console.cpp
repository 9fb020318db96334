// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/console.hpp"

#include <unistd.h>

#include <cmath>
#include <cstdio>

namespace sudokupress::cli {

namespace {
constexpr auto kProgressInterval = std::chrono::milliseconds(200);

void write_stderr(const std::string& s) {
  std::fwrite(s.data(), 1, s.size(), stderr);
  std::fflush(stderr);
}

// "1.5/s", "12/s", "0.25/s": two significant digits below 10, whole numbers above.
std::string rate_text(double per_second) {
  char buf[32];
  std::snprintf(buf, sizeof buf, per_second < 10 ? "%.2g/s" : "%.0f/s", per_second);
  return buf;
}

// "0:07", "12:30", "2:05:00".
std::string duration_text(double seconds) {
  long s = std::lround(seconds);
  char buf[32];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  return buf;
}

}  // namespace

std::string progress_line(const std::string& what, long done, long total, double seconds,
                          const std::string& extra) {
  std::string line = what;
  const double rate = seconds > 0 ? done / seconds : 0.0;
  if (total > 0) {
    const long clamped = done < 0 ? 0 : (done > total ? total : done);
    const int filled = static_cast<int>(clamped * kProgressBarWidth / total);
    line += " [" + std::string(filled, '#') + std::string(kProgressBarWidth - filled, '-') + "] ";
  } else {
    line += " ";
  }
  line += std::to_string(done);
  if (total > 0) line += "/" + std::to_string(total);
  if (done > 0 && seconds > 0) {
    line += "  " + rate_text(rate);
    if (total > 0 && done < total) line += "  ETA " + duration_text((total - done) / rate);
  }
  return line + extra;
}

Console::Console(std::string command, bool quiet)
    : command_(std::move(command)), quiet_(quiet), interactive_(!quiet && ::isatty(2)) {}

Console::~Console() { end_progress(); }

void Console::progress(const std::string& what, long done, long total, const std::string& extra) {
  if (!interactive_) return;
  double seconds = 0;
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto now = std::chrono::steady_clock::now();
    if (what != progress_what_) {
      progress_what_ = what;
      start_ = now;
    }
    seconds = std::chrono::duration<double>(now - start_).count();
  }
  progress_text(progress_line(what, done, total, seconds, extra), done == total);
}

void Console::progress_text(const std::string& text, bool force) {
  if (!interactive_) return;
  std::lock_guard<std::mutex> lock(mu_);
  auto now = std::chrono::steady_clock::now();
  if (!force && shown_ && now - last_ < kProgressInterval) return;
  last_ = now;
  shown_ = true;
  write_stderr("\r\033[K" + text);
}

void Console::clear_locked() {
  if (!shown_) return;
  write_stderr("\r\033[K");
  shown_ = false;
}

void Console::end_progress() {
  std::lock_guard<std::mutex> lock(mu_);
  clear_locked();
}

void Console::error(const std::string& line) {
  std::lock_guard<std::mutex> lock(mu_);
  clear_locked();
  write_stderr(line + "\n");
}

void Console::note(const std::string& line) {
  if (quiet_) return;
  error(line);
}

void Console::report(const core::Status& status) {
  if (status.is_ok() || status.message().empty()) return;
  const std::string& m = status.message();
  // Messages that start with a location ("file:12: ...", "/path: ...") stand alone.
  size_t colon = m.find(": ");
  size_t space = m.find(' ');
  bool located =
      colon != std::string::npos && colon < space && status.code() != core::StatusCode::kUsage;
  error(located ? m : "sudokupress " + command_ + ": " + m);
}

}  // namespace sudokupress::cli
