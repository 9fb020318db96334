#include "cli/console.hpp"

#include <unistd.h>

#include <cstdio>

namespace sudokupress::cli {

namespace {
constexpr auto kProgressInterval = std::chrono::milliseconds(200);

void write_stderr(const std::string& s) {
  std::fwrite(s.data(), 1, s.size(), stderr);
  std::fflush(stderr);
}
}  // namespace

Console::Console(std::string command, bool quiet)
    : command_(std::move(command)), quiet_(quiet), interactive_(!quiet && ::isatty(2)) {}

Console::~Console() { end_progress(); }

void Console::progress(const std::string& what, long done, long total) {
  if (!interactive_) return;
  progress_text(what + " " + std::to_string(done) + "/" + std::to_string(total), done == total);
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
