// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file_access.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

namespace sudokupress::core {

namespace {

// One per process, set only by ReadScope (see the header for why this is not a parameter).
std::atomic<ReadSet*> g_active{nullptr};

FileId id_of(const struct stat& st) {
  return {static_cast<uint64_t>(st.st_dev), static_cast<uint64_t>(st.st_ino)};
}

const char* kind_name(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISDIR(mode)) return "a directory";
  return "not a file";
}

Status not_regular(const std::string& path, mode_t mode) {
  if (S_ISDIR(mode)) return Status::error(path + ": is a directory");
  return Status::error(path + ": not a regular file (" + kind_name(mode) + ")");
}

void record(const std::string& path, const struct stat& st) {
  if (ReadSet* set = active_read_set()) set->add(id_of(st), path);
}

}  // namespace

void ReadSet::add(const FileId& id, const std::string& path) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const auto& f : files_)
    if (f.first == id && f.second == path) return;
  files_.emplace_back(id, path);
}

std::string ReadSet::find(const std::string& path) const {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return {};
  const FileId id = id_of(st);
  std::vector<std::string> same;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& f : files_)
      if (f.first == id) same.push_back(f.second);
  }
  // Only a file that is still there: a deleted temp file's inode may have been given to a new
  // file since.
  for (const auto& p : same) {
    struct stat now;
    if (::stat(p.c_str(), &now) == 0 && id_of(now) == id) return p;
  }
  return {};
}

std::vector<std::string> ReadSet::paths() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::string> out;
  for (const auto& f : files_) out.push_back(f.second);
  return out;
}

ReadScope::ReadScope(ReadSet& set) : previous_(g_active.exchange(&set)) {}
ReadScope::~ReadScope() { g_active.store(previous_); }

ReadSet* active_read_set() { return g_active.load(); }

void note_read(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) record(path, st);
}

StatusOr<int> open_for_reading(const std::string& path, FileKind kind) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return Status::error(path + ": cannot open: " + std::strerror(errno));
  const bool streams = kind == FileKind::kStreamsToo;
  if (S_ISDIR(st.st_mode) || (!streams && !S_ISREG(st.st_mode)))
    return not_regular(path, st.st_mode);
  // O_NONBLOCK: opening a FIFO that was put in the file's place after the stat must not wait
  // for a writer; the descriptor's own type decides below.
  const int flags = O_RDONLY | O_CLOEXEC | (streams ? 0 : O_NONBLOCK);
  int fd = ::open(path.c_str(), flags);
  if (fd < 0) return Status::error(path + ": cannot open: " + std::strerror(errno));
  if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) || (!streams && !S_ISREG(st.st_mode))) {
    Status bad = not_regular(path, st.st_mode);
    ::close(fd);
    return bad;
  }
  if (!streams) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  record(path, st);
  return fd;
}

Status check_readable_file(const std::string& path, bool missing_ok) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) {
    if (errno == ENOENT && missing_ok) return Status::ok();
    return Status::error(path + ": cannot open: " + std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) return not_regular(path, st.st_mode);
  record(path, st);
  return Status::ok();
}

}  // namespace sudokupress::core
