// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/output.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "cli/app.hpp"
#include "core/file_access.hpp"

namespace sudokupress::cli {

namespace fs = std::filesystem;

namespace {

constexpr const char* kTempTag = ".sp-tmp-";

// "dir" and "name" of a path ("." when it has no folder).
std::pair<std::string, std::string> split_path(const std::string& path) {
  fs::path p(path);
  std::string dir = p.has_parent_path() ? p.parent_path().string() : std::string(".");
  return {dir, p.filename().string()};
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// How an output path is written.
enum class Mode { kAtomic, kInPlace };

struct Target {
  std::string path;  // where the bytes go (a symlink's target for atomic writes)
  Mode mode = Mode::kAtomic;
};

core::StatusOr<Target> resolve_target(const std::string& path) {
  struct stat lst, st;
  if (::lstat(path.c_str(), &lst) != 0) {
    if (errno != ENOENT) return io_error(path + ": cannot write: " + std::strerror(errno));
    return Target{path, Mode::kAtomic};  // a new file
  }
  const bool special_dir = starts_with(path, "/dev/") || starts_with(path, "/proc/");
  if (::stat(path.c_str(), &st) != 0) {  // dangling symlink: replace the link itself
    return special_dir
               ? core::StatusOr<Target>(io_error(path + ": cannot write: " + std::strerror(errno)))
               : Target{path, Mode::kAtomic};
  }
  if (S_ISDIR(st.st_mode)) return io_error(path + ": is a directory");
  if (!S_ISREG(st.st_mode) || special_dir) return Target{path, Mode::kInPlace};
  if (S_ISLNK(lst.st_mode)) {
    std::error_code ec;
    fs::path real = fs::canonical(path, ec);
    if (ec) return io_error(path + ": cannot write: " + ec.message());
    return Target{real.string(), Mode::kAtomic};
  }
  return Target{path, Mode::kAtomic};
}

// Writes `bytes` to a new temp file beside `path`; returns its name.
core::StatusOr<std::string> write_temp(const std::string& path, const std::string& shown,
                                       std::string_view bytes) {
  auto [dir, name] = split_path(path);
  std::string tmpl = dir + "/." + name + kTempTag + std::to_string(::getpid()) + "-XXXXXX";
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  int fd = ::mkstemp(buf.data());
  if (fd < 0) return io_error(shown + ": cannot write: " + std::strerror(errno));
  std::string temp(buf.data());
  core::Status st = write_fd(fd, bytes, shown);
  if (st && ::fsync(fd) != 0) st = io_error(shown + ": write error: " + std::strerror(errno));
  if (::close(fd) != 0 && st) st = io_error(shown + ": write error: " + std::strerror(errno));
  if (!st) {
    ::unlink(temp.c_str());
    return st;
  }
  ::chmod(temp.c_str(), 0644);
  return temp;
}

core::Status write_in_place(const std::string& path, std::string_view bytes) {
  int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return io_error(path + ": cannot write: " + std::strerror(errno));
  core::Status st = write_fd(fd, bytes, path);
  if (::close(fd) != 0 && st) st = io_error(path + ": write error: " + std::strerror(errno));
  return st;
}

bool same_file(const std::string& a, const std::string& b) {
  struct stat sa, sb;
  if (::stat(a.c_str(), &sa) != 0 || ::stat(b.c_str(), &sb) != 0) return false;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

}  // namespace

core::Status write_fd(int fd, std::string_view data, const std::string& what) {
  const char* p = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t w = ::write(fd, p, left);
    if (w < 0) {
      if (errno == EINTR) continue;
      std::string reason = std::strerror(errno);
      return io_error(what.empty() ? "write error: " + reason : what + ": write error: " + reason);
    }
    p += w;
    left -= static_cast<size_t>(w);
  }
  return core::Status::ok();
}

core::Status StdoutSink::write(std::string_view record) {
  if (auto st = write_fd(STDOUT_FILENO, record, ""); !st) return st;
  ++records_;
  return core::Status::ok();
}

BatchedStdout::BatchedStdout(bool each) : each_(each) {
  buffer_.reserve(kBlockBytes + 256);
  if (!each_) thread_ = std::thread([this] { flusher(); });
}

BatchedStdout::~BatchedStdout() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

core::Status BatchedStdout::flush() {
  std::lock_guard<std::mutex> lock(mu_);
  return flush_locked();
}

core::Status BatchedStdout::flush_locked() {
  if (!error_) return error_;
  if (buffer_.empty()) return core::Status::ok();
  error_ = sink_.write(buffer_);
  buffer_.clear();
  return error_;
}

void BatchedStdout::flusher() {
  std::unique_lock<std::mutex> lock(mu_);
  while (!stop_) {
    wake_.wait_for(lock, kMaxHold, [this] { return stop_; });
    if (!stop_) (void)flush_locked();  // an error is kept for the writer's next flush
  }
}

void OutputFiles::protect(const std::string& path) {
  if (!path.empty() && path != "-") protected_.push_back(path);
}

core::Status OutputFiles::check(const std::string& path) const {
  if (path.empty()) return usage_error("empty output path");
  for (const auto& in : protected_)
    if (same_file(in, path))
      return usage_error(path + ": is an input (" + in + "); refusing to overwrite it");
  if (const core::ReadSet* reads = core::active_read_set())
    if (std::string in = reads->find(path); !in.empty())
      return usage_error(path + ": is an input (" + in + "); refusing to overwrite it");
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) return usage_error(path + ": is a directory");
    return core::Status::ok();
  }
  auto [dir, name] = split_path(path);
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    return io_error(path + ": cannot write: no such directory " + dir);
  return core::Status::ok();
}

void OutputFiles::add(std::string path, std::string bytes) {
  staged_.push_back({std::move(path), std::move(bytes)});
}

void clean_stale_temps(const std::string& path) {
  auto [dir, name] = split_path(path);
  std::string prefix = "." + name + kTempTag;
  DIR* d = ::opendir(dir.c_str());
  if (!d) return;
  while (struct dirent* e = ::readdir(d)) {
    std::string n = e->d_name;
    if (n.rfind(prefix, 0) != 0) continue;
    long pid = std::strtol(n.c_str() + prefix.size(), nullptr, 10);
    if (pid <= 0 || pid == ::getpid()) continue;
    if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;  // still running
    ::unlink((dir + "/" + n).c_str());
  }
  ::closedir(d);
}

core::Status OutputFiles::commit() {
  std::vector<Staged> staged = std::move(staged_);
  staged_.clear();
  std::vector<Target> targets;
  for (const auto& s : staged) {
    if (auto st = check(s.path); !st) return st;
    auto t = resolve_target(s.path);
    if (!t) return t.status();
    targets.push_back(*t);
  }
  // Every atomic output to a temp file first; any failure leaves all targets untouched.
  std::vector<std::string> temps(staged.size());
  auto drop_temps = [&] {
    for (const auto& t : temps)
      if (!t.empty()) ::unlink(t.c_str());
  };
  for (size_t i = 0; i < staged.size(); ++i) {
    if (targets[i].mode != Mode::kAtomic) continue;
    clean_stale_temps(targets[i].path);
    auto temp = write_temp(targets[i].path, staged[i].path, staged[i].bytes);
    if (!temp) {
      drop_temps();
      return temp.status();
    }
    temps[i] = *temp;
  }
  for (size_t i = 0; i < staged.size(); ++i) {
    if (targets[i].mode != Mode::kInPlace) continue;
    if (auto st = write_in_place(targets[i].path, staged[i].bytes); !st) {
      drop_temps();
      return st;
    }
  }
  for (size_t i = 0; i < staged.size(); ++i) {
    if (temps[i].empty()) continue;
    if (std::rename(temps[i].c_str(), targets[i].path.c_str()) != 0) {
      core::Status st = io_error(staged[i].path + ": cannot write: " + std::strerror(errno));
      drop_temps();
      return st;
    }
    temps[i].clear();
  }
  return core::Status::ok();
}

}  // namespace sudokupress::cli
