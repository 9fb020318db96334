// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle inputs of a reading command, resolved once: the files (none or '-' = standard
// input), the geometry (--variant NAME or --composite FILE), the input format (--input-format)
// and the --strict rule (stop at the first bad record; otherwise report it as file:line: problem,
// skip it and exit 2 at the end).
//
//   InputOptions in;                       // in the command's option struct
//   add_input_options(cmd, in, kInputAll); // registers inputs, --variant, --composite, ...
//   ...
//   auto set = InputSet::open(in);         // usage errors (bad --variant, ...)
//   Status st = set->for_each(console, [&](InputRecord& r) { ...; return Status::ok(); });
//   return st.is_ok() ? set->result() : st;
//
// Every way through the inputs streams a line-format input (detected or forced) a block at a
// time (issue 32: a million puzzles in bounded memory): for_each, for_each_classic and
// stream_entries hold one run of about 16,384 entries at most; the multi-line and exchange
// formats are read whole (core::line_format_of says why), and so are the inputs of read_all
// and read_entries (whole reads: for a caller over a few puzzles; no command takes them).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::core {
class TextStream;
}

namespace sudokupress::cli {

class Console;

struct InputOptions {
  std::vector<std::string> paths;  // none = standard input
  std::string variant;
  std::string composite;
  std::string format = "auto";
  bool strict = false;
};

// Which options add_input_options registers besides the positional inputs and --variant.
enum InputFlags : unsigned {
  kInputComposite = 1u,  // --composite FILE
  kInputFormat = 2u,     // --input-format NAME
  kInputStrict = 4u,     // --strict
  kInputAll = 7u,
};
void add_input_options(
    CLI::App* cmd, InputOptions& o, unsigned flags,
    const std::string& inputs_help = "Puzzle files ('-' or none = standard input)");

inline constexpr const char* kVariantHelp =
    "Geometry: 9x9, 6x6, 16x16, RxC box shape, double, samurai, ...; variants: x, windoku, "
    "centre-dot, asterisk, girandola, disjoint, jigsaw, joined by '-' with an optional size "
    "(x-jigsaw, "
    "jigsaw-7, x-16x16)";
inline constexpr const char* kCompositeHelp =
    "Composite description file (variants/*.txt format: 'name N', then 'grid ROW COL [RxC]' per "
    "grid); instead of --variant";

// One good record.
struct InputRecord {
  std::string file;    // display name: the path, or "<stdin>"
  int line = 0;        // 1-based line where the record starts
  size_t ordinal = 0;  // 1-based among the good records of all inputs
  int number = 0;      // 1-based among all records (good and bad) of all inputs
  core::Format format = core::Format::kAuto;  // the format of its file (detected or forced)
  core::Puzzle puzzle;
  std::string where() const { return file + ":" + std::to_string(line); }
};

// A record of the classic 9x9 line format's fast path (InputSet::for_each_classic): its 81
// values (0 = empty), valid only during the call, and where it is.
struct ClassicRecord {
  const std::string* file = nullptr;  // display name, as InputRecord::file
  int line = 0;
  size_t ordinal = 0;
  const uint8_t* cells = nullptr;
  std::string where() const { return *file + ":" + std::to_string(line); }
};

// A record or the error line of a bad one, in input order (for commands that work in parallel).
struct InputEntry {
  std::optional<InputRecord> record;
  std::string error;  // "file:line: problem" when record is empty
  // The whole input cannot be read within a resource limit (e.g. memory): reject() then stops
  // the command with it (exit 1) instead of skipping a record.
  bool fatal = false;
};

class InputSet {
 public:
  // Resolves geometry and format; errors are usage errors (a bad composite file keeps its
  // file:line message).
  static core::StatusOr<InputSet> open(const InputOptions& options);

  const core::ReadOptions& read_options() const { return read_; }
  const std::vector<std::string>& paths() const { return paths_; }
  bool strict() const { return strict_; }

  // Calls fn for every good record in input order. A bad record or unreadable file is reported
  // on the console and skipped, or ends the iteration under --strict (kBadInput). fn may return
  // an error to stop (that status is returned). Each input is streamed as stream_entries reads
  // it (dedupe, transform, solve).
  core::Status for_each(Console& console, const std::function<core::Status(InputRecord&)>& fn);

  // for_each with the classic 9x9 line format's fast path (issue 32): an input read as the line
  // format (auto or line, no --composite, no --variant but 9x9) whose text is plain 81-symbol
  // lines (core::plain_classic_lines) gives `classic` each good record with no Puzzle and no
  // allocation; every other input goes to `fn` as in for_each. Records are numbered and bad
  // ones reported (givens that clash, in check_givens's words) exactly as for_each does.
  // Streamed as for_each: a block of plain lines goes to `classic` and any other block of the
  // same input to the general reader (primed with the geometry a plain line sets), which
  // gives the same records and messages as a whole read of a text that is not all plain.
  core::Status for_each_classic(Console& console,
                                const std::function<core::Status(const ClassicRecord&)>& classic,
                                const std::function<core::Status(InputRecord&)>& fn);

  // Called before every report on the console (reject), e.g. to write buffered records first
  // so that stdout and stderr keep their order.
  void on_report(std::function<void()> hook) { on_report_ = std::move(hook); }

  // Every record and error of all inputs, in order (nothing is reported yet: report each
  // error with reject() when its turn comes).
  std::vector<InputEntry> read_all();

  // The entries of one input (read_text + parse_text).
  std::vector<InputEntry> read_entries(const std::string& path);
  // The entries of one input in order, handed to `fn` a run at a time (issue 32: `bank add`
  // and `grade` of a million puzzles in bounded memory): a line-format input (detected or
  // forced) is read and parsed a block at a time (core::TextStream, core::LineFormatReader),
  // runs of about 16,384 entries; any other format is read whole and parsed as read_entries
  // does, in one run (core::line_format_of says why). Entries, numbers and messages are
  // read_entries's, except that a streamed input is never refused up front for its size
  // against the memory limit (it no longer needs memory in proportion to it), and a stream
  // (standard input, a pipe) found bad part way (a NUL byte, past the input cap) has the
  // entries before that point handed on first; a regular file is checked whole before its
  // first run, as before. An error from fn stops the reading and is returned.
  using EntryRun = std::function<core::Status(std::vector<InputEntry>&)>;
  core::Status stream_entries(const std::string& path, const EntryRun& fn);
  // stream_entries in two steps, for a command that looks at an input's first lines before it
  // knows what they are (stats: grade output or puzzles): open_stream opens `path` and reads
  // its first block (normalised as a whole read is: core::normalise_text), with
  // stream_entries's checks in its words; stream_rest hands on the entries of that block and
  // of the rest. `block` is used up.
  static core::StatusOr<std::unique_ptr<core::TextStream>> open_stream(const std::string& path,
                                                                       std::string& block);
  core::Status stream_rest(const std::string& path, core::TextStream& in, std::string& block,
                           const EntryRun& fn);
  // The entries of one input's text (path "-" = standard input), numbered after the ones
  // read before; a fatal problem (empty input, unknown format) is one error entry.
  std::vector<InputEntry> parse_text(const std::string& text, const std::string& path);

  // Reports a record-level problem found by the command ("file:line: no solution"); the run
  // will exit 2. Returns kBadInput under --strict (stop), else ok.
  core::Status reject(Console& console, const std::string& line);
  // The same for an entry without a record (a fatal one stops the command as a resource error).
  core::Status reject(Console& console, const InputEntry& entry);

  // ok, or kBadInput when some record was rejected.
  core::Status result() const;
  // How many records (good and bad) have been numbered so far (InputRecord::number of the
  // last), e.g. for a command that reads an input twice (render) and numbers the second
  // reading as the first.
  int numbered() const { return number_; }

  // The text of one input: "-" = standard input; a directory, a missing file or a read error
  // is a one-line I/O error naming the path.
  static core::StatusOr<std::string> read_text(const std::string& path);
  // ok when `path` ("-" = standard input) names something readable that is not a directory;
  // else a one-line I/O error naming it (exit 1).
  static core::Status check_input_path(const std::string& path);
  // Display name of a path ("-" -> "<stdin>").
  static std::string display_name(const std::string& path);

 private:
  std::vector<std::string> paths_;
  core::ReadOptions read_;
  // The good records and errors of a run of entries, for for_each and for_each_classic.
  core::Status visit_entries(Console& console, std::vector<InputEntry>& entries,
                             const std::function<core::Status(InputRecord&)>& fn);
  // A block of plain classic lines (core::plain_classic_lines), the first numbered
  // `first_line`, for for_each_classic.
  core::Status visit_classic(Console& console, std::string_view text, const std::string& path,
                             int first_line,
                             const std::function<core::Status(const ClassicRecord&)>& classic);
  // A block of plain classic lines of a streamed input and the number of its first line.
  using ClassicBlock = std::function<core::Status(std::string_view, int)>;
  // stream_rest; with `classic`, each block of plain classic lines goes there instead.
  core::Status stream_blocks(const std::string& path, core::TextStream& in, std::string& block,
                             const ClassicBlock* classic, const EntryRun& fn);
  core::Status stream_input(const std::string& path, const ClassicBlock* classic,
                            const EntryRun& fn);
  bool classic_fast_path() const;

  // Numbers the reader's items of one input (format, path) into entries appended to `out`.
  void add_items(std::vector<core::ReadItem>& items, core::Format format, const std::string& path,
                 std::vector<InputEntry>& out);

  std::function<void()> on_report_;
  bool strict_ = false;
  bool rejected_ = false;
  size_t ordinal_ = 0;
  int number_ = 0;
};

}  // namespace sudokupress::cli
