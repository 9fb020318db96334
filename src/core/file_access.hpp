// SPDX-License-Identifier: GPL-3.0-or-later
// Reading files by path: the one place that decides what a path may be (regular files; FIFOs,
// devices and sockets only where a stream is meaningful) and that remembers every file a
// command read, so that no output of the command may replace one of them.
//
// The read set. Every reader reports the files it opens (core::read_file and
// read_binary_file do it themselves; the bank reports its database; a reader that hands a path
// to a library calls check_readable_file first). The command line installs one ReadSet per
// command (ReadScope in cli::run), and cli::OutputFiles refuses an output that resolves to a
// recorded file: same device and inode, so a symlink or a hard link to an input is caught too.
// Outputs are committed after the reading is done, so the set is complete by then.
//   Rejected alternative: a ReadSet parameter on every loader (manifest, template, cover
// template, symbols, mask, composite, regions, bank, puzzle files) and on everything that
// calls them. Each new reader would have to remember to pass it on, and forgetting is the very
// bug this replaces (issue 26: outputs destroyed the manifest's puzzles, its bank, a template).
// Without a ReadScope (unit tests calling the layers directly) nothing is recorded.
//
// What may be read:
//   - "-" is standard input (read_file reads it; the callers decide whether "-" is allowed);
//   - kRegularOnly (configuration, templates, masks, icons, composites, banks, puzzle files a
//     manifest names): a regular file, or a symlink to one. A FIFO would block the open forever,
//     a device never ends: "PATH: not a regular file (a FIFO)". The check is made on the open
//     descriptor too (O_NONBLOCK, fstat), so a path swapped for a FIFO after the stat is caught;
//   - kStreamsToo (the puzzle files named on the command line): also FIFOs, character devices
//     and sockets (process substitution <(...), /dev/stdin), read until end of file.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::core {

struct FileId {
  uint64_t device = 0;
  uint64_t inode = 0;
  bool operator==(const FileId&) const = default;
};

class ReadSet {
 public:
  // Thread-safe: sections read their files on worker threads.
  void add(const FileId& id, const std::string& path);
  // The recorded path whose file `path` resolves to (symlinks followed; a hard link shares the
  // inode); empty when `path` names none of them or does not exist.
  std::string find(const std::string& path) const;
  std::vector<std::string> paths() const;

 private:
  mutable std::mutex mutex_;
  std::vector<std::pair<FileId, std::string>> files_;
};

// Makes `set` the command's read set while it lives (restoring the previous one after).
class ReadScope {
 public:
  explicit ReadScope(ReadSet& set);
  ~ReadScope();
  ReadScope(const ReadScope&) = delete;
  ReadScope& operator=(const ReadScope&) = delete;

 private:
  ReadSet* previous_;
};

// The read set of the running command, or nullptr.
ReadSet* active_read_set();

// Records `path` (stat'ed now) in the active read set; a missing path records nothing.
void note_read(const std::string& path);

enum class FileKind { kRegularOnly, kStreamsToo };

// Opens `path` for reading (not "-"): a missing file, a directory or (kRegularOnly) anything
// but a regular file is an error naming the path. The file is recorded in the read set. The
// caller owns the descriptor.
StatusOr<int> open_for_reading(const std::string& path, FileKind kind);

// For a path handed to a library that opens it itself (SQLite): a regular file, recorded in the
// read set; `missing_ok`: a path that does not exist yet is fine (and not recorded).
Status check_readable_file(const std::string& path, bool missing_ok);

}  // namespace sudokupress::core
