// SPDX-License-Identifier: GPL-3.0-or-later
// Where commands write: standard output record by record (StdoutSink) and named output files
// (OutputFiles: -o, --report), committed together.
//
// StdoutSink: one write(2) loop per record, so an interrupted batch keeps every finished record
// and never a partial line; a failed write is an I/O error "write error: <reason>" (exit 1).
//
// OutputFiles, the -o rules:
//   - a regular file or a new path is written to a temp file beside it, then renamed over it
//     (a symlink to a regular file: its target is replaced, the link stays);
//   - a FIFO, a character or block device, a socket, or anything under /dev or /proc (e.g.
//     /dev/stdout) is written in place, never replaced;
//   - a path that is one of the inputs (same device and inode) is refused: the protect()ed
//     paths and every file the command has read so far (core::ReadSet: manifests, the puzzle
//     files they name, templates, symbol icons, masks, composites, banks; see
//     core/file_access.hpp). commit() checks again, after all the reading;
//   - several files (PDF + report) are committed together: every temp file is written first,
//     and if any fails none of the targets changes;
//   - temp files are named .NAME.sp-tmp-PID-XXXXXX; a later run removes those whose process is
//     gone (kill -9 leaves nothing behind for good).
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::cli {

// Writes all of `data` to `fd` (retrying short writes and EINTR).
core::Status write_fd(int fd, std::string_view data, const std::string& what);

class StdoutSink {
 public:
  // One record (with its trailing newline), whole.
  core::Status write(std::string_view record);
  // Records written so far.
  long records() const { return records_; }

 private:
  long records_ = 0;
};

// Standard output in blocks of whole records (issue 32: one write per record cost more than
// counting the solutions of an easy puzzle): records are appended to a buffer written through
// a StdoutSink when it passes kBlockBytes, at flush(), after every record when `each` is set
// (--time-limit: the watchdog may end the process, and what was finished must be out), and by
// a flusher thread at most kMaxHold after a record was finished: an interrupted batch loses
// only the records of its last tenth of a second, and a slow puzzle never holds back the ones
// before it. Flush before anything goes to stderr to keep the two streams in order
// (InputSet::on_report). (An uncontended lock per record: no change on serg's 10,000 puzzles.)
class BatchedStdout {
 public:
  static constexpr size_t kBlockBytes = 1 << 16;
  static constexpr std::chrono::milliseconds kMaxHold{100};
  explicit BatchedStdout(bool each = false);
  ~BatchedStdout();  // stops the flusher; what is still buffered is the caller's to flush()
  BatchedStdout(const BatchedStdout&) = delete;
  BatchedStdout& operator=(const BatchedStdout&) = delete;

  // Appends one whole record: `write(std::string&)` appends it to the buffer (under the lock).
  template <typename F>
  core::Status append(F&& write) {
    std::lock_guard<std::mutex> lock(mu_);
    write(buffer_);
    return each_ || buffer_.size() >= kBlockBytes ? flush_locked() : core::Status::ok();
  }
  core::Status add(std::string_view record) {
    return append([&](std::string& b) { b += record; });
  }
  // Writes what is buffered; an error is kept and returned again by every later flush.
  core::Status flush();

 private:
  core::Status flush_locked();
  void flusher();

  StdoutSink sink_;
  std::string buffer_;
  core::Status error_ = core::Status::ok();
  bool each_;
  std::mutex mu_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread thread_;
};

class OutputFiles {
 public:
  // Files that must never be overwritten (the inputs; '-' is ignored).
  void protect(const std::string& path);
  // Early check of an output path (before the long work): not an input, not a directory, its
  // folder exists. Usage errors.
  core::Status check(const std::string& path) const;
  // Stages the bytes of one output.
  void add(std::string path, std::string bytes);
  // Writes every staged output (see the rules above); clears the stage.
  core::Status commit();

 private:
  struct Staged {
    std::string path;
    std::string bytes;
  };
  std::vector<std::string> protected_;
  std::vector<Staged> staged_;
};

// Removes stale temp files of `path` left by processes that no longer run.
void clean_stale_temps(const std::string& path);

}  // namespace sudokupress::cli
