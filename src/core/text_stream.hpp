// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle file named on the command line ('-' = standard input) read a block of whole lines at
// a time (issue 32: `bank add` and `grade` of a million puzzles in bounded memory), with
// read_input_file's checks in its words: UTF-16 text, a NUL byte (with its line) and the
// limits::kMaxInputBytes cap. A regular file is checked whole when it is opened (one read that
// keeps nothing), so a bad byte far down refuses it before any block is used, as a whole read
// did; a stream (a pipe, standard input) meets it in its turn.
//
//   auto in = core::TextStream::open(path);  // recorded in the command's read set
//   std::string block;
//   while (true) {
//     auto more = in->read_block(block, 1 << 20);
//     if (!more) ...error...; if (!*more) break;
//     ...block's lines are (*in).block_first_line(), +1, ...
//   }
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/status.hpp"

namespace sudokupress::core {

class TextStream {
 public:
  // Opens `path` ("-" = standard input) through open_for_reading (FIFOs and devices too).
  static StatusOr<std::unique_ptr<TextStream>> open(const std::string& path);
  ~TextStream();
  TextStream(const TextStream&) = delete;
  TextStream& operator=(const TextStream&) = delete;

  // Replaces `block` with the next whole lines (each ending in '\n'), at least `min_bytes` of
  // them unless the input ends first; the input's last line may lack its '\n'. False when the
  // input is used up. Nothing is normalised (see normalise_text).
  StatusOr<bool> read_block(std::string& block, size_t min_bytes);
  // Appends the rest of the input to `text` (a whole read from here on).
  Status read_rest(std::string& text);
  // The 1-based number of the last block's first line.
  long block_first_line() const { return block_first_line_; }
  // True once every byte has been handed out.
  bool at_end() const { return eof_ && carry_.empty(); }
  // A regular file's size in bytes; -1 for a stream.
  int64_t file_size() const { return size_; }

 private:
  TextStream(int fd, bool owned, std::string name, int64_t size)
      : fd_(fd), owned_(owned), name_(std::move(name)), size_(size) {}
  // Reads one chunk into carry_ with the checks; sets eof_ at the end.
  Status read_chunk();

  int fd_ = -1;
  bool owned_ = false;
  std::string name_;  // the path, or "<stdin>"
  int64_t size_ = -1;
  std::string carry_;    // bytes read and not handed out yet
  size_t total_ = 0;     // bytes read so far
  long lines_read_ = 0;  // '\n' among them
  long handed_lines_ = 0;
  long block_first_line_ = 1;
  bool eof_ = false;
};

// The checks of one chunk of an input, for read_input_file and TextStream alike: `n` bytes read
// after `before` bytes that held `lines_before` '\n'. A text's UTF-16 start and NUL byte (with
// its line), then any input past limits::kMaxInputBytes; each one line naming `name`.
Status check_input_chunk(const char* buf, size_t n, size_t before, long lines_before,
                         const std::string& name, bool text);

// read() that retries on EINTR; a read error names `name`.
StatusOr<size_t> read_some(int fd, char* buf, size_t size, const std::string& name);

// What read_input_file does to a whole text after reading it: a UTF-8 byte order mark dropped,
// and a text with no '\n' but some '\r' (old Mac files) given LF line ends.
void normalise_text(std::string& text);

}  // namespace sudokupress::core
