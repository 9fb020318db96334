// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text_stream.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/file_access.hpp"
#include "core/limits.hpp"

namespace sudokupress::core {

namespace {

constexpr size_t kChunkBytes = size_t{1} << 16;  // one read(), as read_input_file's

// A regular file checked whole before it is used (then rewound): what a whole read would have
// refused is refused before a block is handed out. Keeps nothing.
Status check_whole_file(int fd, const std::string& name) {
  std::string buf(kChunkBytes, '\0');
  size_t total = 0;
  long lines = 0;
  for (;;) {
    auto got = read_some(fd, buf.data(), buf.size(), name);
    if (!got) return got.status();
    if (*got == 0) break;
    if (auto st = check_input_chunk(buf.data(), *got, total, lines, name, true); !st) return st;
    total += *got;
    lines += std::count(buf.data(), buf.data() + *got, '\n');
  }
  if (::lseek(fd, 0, SEEK_SET) != 0)
    return Status::error(name + ": read error: " + std::strerror(errno));
  return Status::ok();
}

}  // namespace

Status check_input_chunk(const char* buf, size_t n, size_t before, long lines_before,
                         const std::string& name, bool text) {
  if (text && before == 0 && n >= 2 &&
      ((buf[0] == '\xFF' && buf[1] == '\xFE') || (buf[0] == '\xFE' && buf[1] == '\xFF')))
    return Status::error(name + ":1: UTF-16 text (save it as UTF-8)");
  if (const void* nul = text ? std::memchr(buf, '\0', n) : nullptr) {
    const char* at = static_cast<const char*>(nul);
    long line = 1 + lines_before + std::count(buf, at, '\n');
    return Status::error(name + ":" + std::to_string(line) +
                         ": NUL byte (binary data, not a text file)");
  }
  if (before + n > limits::kMaxInputBytes)
    return Status::error(name + ": input larger than " +
                         std::to_string(limits::kMaxInputBytes >> 20) + " MB");
  return Status::ok();
}

StatusOr<size_t> read_some(int fd, char* buf, size_t size, const std::string& name) {
  for (;;) {
    const ssize_t got = ::read(fd, buf, size);
    if (got >= 0) return static_cast<size_t>(got);
    if (errno != EINTR) return Status::error(name + ": read error: " + std::strerror(errno));
  }
}

StatusOr<std::unique_ptr<TextStream>> TextStream::open(const std::string& path) {
  if (path == "-")
    return std::unique_ptr<TextStream>(new TextStream(STDIN_FILENO, false, "<stdin>", -1));
  auto fd = open_for_reading(path, FileKind::kStreamsToo);
  if (!fd) return fd.status();
  std::unique_ptr<TextStream> in(new TextStream(*fd, true, path, -1));
  struct stat st;
  if (::fstat(*fd, &st) == 0 && S_ISREG(st.st_mode)) {
    in->size_ = static_cast<int64_t>(st.st_size);
    if (static_cast<uint64_t>(st.st_size) > limits::kMaxInputBytes)
      return Status::error(path + ": file larger than " +
                           std::to_string(limits::kMaxInputBytes >> 20) + " MB");
    if (auto ok = check_whole_file(*fd, path); !ok) return ok;
  }
  return in;
}

TextStream::~TextStream() {
  if (owned_) ::close(fd_);
}

Status TextStream::read_chunk() {
  const size_t old = carry_.size();
  carry_.resize(old + kChunkBytes);
  auto got = read_some(fd_, carry_.data() + old, kChunkBytes, name_);
  if (!got) {
    carry_.resize(old);
    return got.status();
  }
  carry_.resize(old + *got);
  if (*got == 0) {
    eof_ = true;
    return Status::ok();
  }
  const char* buf = carry_.data() + old;
  if (auto st = check_input_chunk(buf, *got, total_, lines_read_, name_, true); !st) return st;
  total_ += *got;
  lines_read_ += std::count(buf, buf + *got, '\n');
  return Status::ok();
}

StatusOr<bool> TextStream::read_block(std::string& block, size_t min_bytes) {
  block.clear();
  // Enough bytes with a line end after min_bytes, or the end of the input.
  while (!eof_) {
    const size_t nl = carry_.size() > min_bytes ? carry_.find('\n', min_bytes) : carry_.npos;
    if (nl != carry_.npos) break;
    if (auto st = read_chunk(); !st) return st;
  }
  if (carry_.empty()) return false;
  size_t cut = carry_.size();
  if (!eof_ || carry_.size() > min_bytes) {
    const size_t nl = carry_.size() > min_bytes ? carry_.find('\n', min_bytes) : carry_.npos;
    if (nl != carry_.npos) cut = nl + 1;
  }
  block.assign(carry_, 0, cut);
  carry_.erase(0, cut);
  block_first_line_ = 1 + handed_lines_;
  handed_lines_ += std::count(block.begin(), block.end(), '\n');
  return true;
}

Status TextStream::read_rest(std::string& text) {
  for (;;) {
    text += carry_;
    carry_.clear();
    if (eof_) return Status::ok();
    if (auto st = read_chunk(); !st) return st;
  }
}

void normalise_text(std::string& text) {
  if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
  if (text.find('\n') == std::string::npos && text.find('\r') != std::string::npos)
    std::replace(text.begin(), text.end(), '\r', '\n');
}

}  // namespace sudokupress::core
