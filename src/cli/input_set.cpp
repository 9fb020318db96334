// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/input_set.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cli/app.hpp"
#include "cli/console.hpp"
#include "cli/geometry_option.hpp"
#include "cli/memory_limit.hpp"
#include "core/classic_lines.hpp"
#include "core/limits.hpp"
#include "core/puzzle.hpp"
#include "core/text_stream.hpp"

namespace sudokupress::cli {

void add_input_options(CLI::App* cmd, InputOptions& o, unsigned flags,
                       const std::string& inputs_help) {
  cmd->add_option("inputs", o.paths, inputs_help);
  cmd->add_option("--variant", o.variant, kVariantHelp);
  if (flags & kInputComposite) cmd->add_option("--composite", o.composite, kCompositeHelp);
  if (flags & kInputFormat)
    cmd->add_option("--input-format", o.format,
                    "Input format (default: detect): line, grid, rows, sdk, composite-line, "
                    "composite-grid, fpuzzles, sudokupad, sudokuwiki, ss, hodoku, sdm, pm729")
        ->default_val("auto");
  if (flags & kInputStrict) cmd->add_flag("--strict", o.strict, "Stop at the first bad record");
}

core::StatusOr<InputSet> InputSet::open(const InputOptions& o) {
  InputSet set;
  auto fmt = core::parse_format(o.format);
  if (!fmt) return as_usage(fmt.status());
  set.read_.format = *fmt;
  auto g = resolve_geometry(o.variant, o.composite);
  if (!g) return as_usage(g.status());
  set.read_.geometry = *g;
  set.paths_ = o.paths;
  if (set.paths_.empty()) set.paths_.push_back("-");
  // An input that cannot be opened is an I/O error like any other (exit 1), found before
  // anything is written: it used to be a rejected record (exit 2) met in its turn.
  for (const auto& path : set.paths_)
    if (auto st = check_input_path(path); !st) return st;
  set.strict_ = o.strict;
  return set;
}

core::Status InputSet::check_input_path(const std::string& path) {
  if (path == "-") return core::Status::ok();
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return io_error(path + ": cannot open: " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) return io_error(path + ": is a directory, not a puzzle file");
  if (::access(path.c_str(), R_OK) != 0)
    return io_error(path + ": cannot open: " + std::strerror(errno));
  return core::Status::ok();
}

std::string InputSet::display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

namespace {

// read_text's checks before it reads: a missing path or a directory (I/O errors naming it);
// `size` = a regular file's size, else -1.
core::Status stat_input(const std::string& path, int64_t& size) {
  size = -1;
  if (path == "-") return core::Status::ok();
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return io_error(path + ": cannot open: " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) return io_error(path + ": is a directory, not a puzzle file");
  if (S_ISREG(st.st_mode)) size = static_cast<int64_t>(st.st_size);
  return core::Status::ok();
}

// A regular file of `size` bytes read whole needs about kInputMemoryPerByte times that: over
// the memory limit, a resource error (not for a file over the input cap: its read says so).
core::Status memory_check(const std::string& path, int64_t size) {
  int64_t limit = memory_limit();
  int64_t need = size * core::limits::kInputMemoryPerByte;
  if (size >= 0 && limit > 0 && need > limit &&
      size <= static_cast<int64_t>(core::limits::kMaxInputBytes)) {
    return resource_error(path + ": " + std::to_string(size >> 20) +
                          " MiB of puzzles needs about " + std::to_string(need >> 20) +
                          " MiB of memory (limit " + format_memory_size(limit) +
                          "; raise it with --memory-limit or split the file)");
  }
  return core::Status::ok();
}

InputEntry error_entry(const core::Status& st) {
  return InputEntry{std::nullopt, st.message(), st.code() == core::StatusCode::kResource};
}

// Streamed inputs: text read a block of at least this many bytes at a time, entries handed on
// in runs of at least this many (issue 32: about 2 MB of text and a few MB of puzzles at once).
constexpr size_t kStreamBlockBytes = size_t{1} << 20;
constexpr size_t kStreamRecords = 16384;

}  // namespace

core::StatusOr<std::string> InputSet::read_text(const std::string& path) {
  int64_t size = -1;
  if (auto st = stat_input(path, size); !st) return st;
  if (auto st = memory_check(path, size); !st) return st;
  auto text = core::read_input_file(path);
  if (!text) return text.status().with_code(core::StatusCode::kIo);
  return text;
}

core::StatusOr<std::unique_ptr<core::TextStream>> InputSet::open_stream(const std::string& path,
                                                                        std::string& block) {
  int64_t size = -1;
  if (auto st = stat_input(path, size); !st) return st;
  auto in = core::TextStream::open(path);
  if (!in) {  // a bad file (NUL byte, UTF-16) too big for a whole read was refused for its size
    if (auto st = memory_check(path, size); !st) return st;
    return in.status();
  }
  auto got = (*in)->read_block(block, kStreamBlockBytes);
  if (!got) return got.status();
  core::normalise_text(block);  // a block that is not the whole text has a '\n': the BOM only
  return std::move(*in);
}

core::Status InputSet::stream_entries(const std::string& path, const EntryRun& fn) {
  return stream_input(path, nullptr, fn);
}

core::Status InputSet::stream_input(const std::string& path, const ClassicBlock* classic,
                                    const EntryRun& fn) {
  std::string block;
  auto in = open_stream(path, block);
  if (!in) {
    std::vector<InputEntry> entries{error_entry(in.status())};
    return fn(entries);
  }
  return stream_blocks(path, **in, block, classic, fn);
}

core::Status InputSet::stream_rest(const std::string& path, core::TextStream& in,
                                   std::string& block, const EntryRun& fn) {
  return stream_blocks(path, in, block, nullptr, fn);
}

core::Status InputSet::stream_blocks(const std::string& path, core::TextStream& in,
                                     std::string& block, const ClassicBlock* classic,
                                     const EntryRun& fn) {
  std::vector<InputEntry> entries;
  auto fail = [&](const core::Status& st) {
    entries.push_back(error_entry(st));
    return fn(entries);
  };
  const auto format = in.at_end() ? std::nullopt : core::line_format_of(block, read_);
  if (!format) {  // read whole, as read_entries
    if (auto st = memory_check(path, in.file_size()); !st) return fail(st);
    if (auto st = in.read_rest(block); !st) return fail(st);
    if (classic && core::plain_classic_lines(block)) return (*classic)(block, 1);
    entries = parse_text(block, path);
    return fn(entries);
  }
  core::LineFormatReader reader(display_name(path), read_.geometry);
  std::vector<core::ReadItem> items;
  // Plain blocks go to `classic` when the batch's geometry is the classic 9x9 whatever the
  // reader meets: forced, or fixed by the input's first line, a plain one.
  const bool classic_ok = classic && (read_.geometry || core::plain_classic_lines(block));
  bool classic_before = false;  // plain blocks went to `classic`: the reader has not seen them
  core::StatusOr<bool> got = true;
  while (got.is_ok() && *got) {
    const int first_line = static_cast<int>(in.block_first_line());
    if (classic_ok && core::plain_classic_lines(block)) {
      if (!entries.empty()) {
        if (auto st = fn(entries); !st) return st;
        entries.clear();
      }
      if (auto st = (*classic)(block, first_line); !st) return st;
      classic_before = true;
    } else {
      if (classic_before) {
        // What the plain lines left in the reader's context: the first fixed the batch's
        // geometry by its cell count (nothing when --variant forces it).
        reader.read(std::string(core::kClassicCells, '.') + "\n", 1, items);
        items.clear();
        classic_before = false;
      }
      reader.read(block, first_line, items);
      add_items(items, *format, path, entries);
      items.clear();
    }
    if (entries.size() >= kStreamRecords) {
      if (auto st = fn(entries); !st) return st;
      entries.clear();
    }
    got = in.read_block(block, kStreamBlockBytes);
  }
  if (!got) entries.push_back(error_entry(got.status()));
  return entries.empty() ? core::Status::ok() : fn(entries);
}

std::vector<InputEntry> InputSet::read_entries(const std::string& path) {
  auto text = read_text(path);
  if (!text) return {error_entry(text.status())};
  return parse_text(*text, path);
}

std::vector<InputEntry> InputSet::parse_text(const std::string& text, const std::string& path) {
  std::vector<InputEntry> out;
  auto read = core::read_puzzles(text, display_name(path), read_);
  if (!read) {
    out.push_back({std::nullopt, read.status().message()});
    return out;
  }
  add_items(read->items, read->format, path, out);
  return out;
}

void InputSet::add_items(std::vector<core::ReadItem>& items, core::Format format,
                         const std::string& path, std::vector<InputEntry>& out) {
  for (auto& item : items) {
    ++number_;
    if (!item.puzzle) {
      out.push_back({std::nullopt, item.error});
      continue;
    }
    InputRecord r;
    r.file = display_name(path);
    r.line = item.line;
    r.ordinal = ++ordinal_;
    r.number = number_;
    r.format = format;
    r.puzzle = std::move(*item.puzzle);
    out.push_back({std::move(r), {}});
  }
}

std::vector<InputEntry> InputSet::read_all() {
  std::vector<InputEntry> all;
  for (const auto& path : paths_) {
    auto one = read_entries(path);
    for (auto& e : one) all.push_back(std::move(e));
  }
  return all;
}

core::Status InputSet::for_each(Console& console,
                                const std::function<core::Status(InputRecord&)>& fn) {
  auto visit = [&](std::vector<InputEntry>& entries) {
    return visit_entries(console, entries, fn);
  };
  for (const auto& path : paths_)
    if (auto st = stream_input(path, nullptr, visit); !st) return st;
  return core::Status::ok();
}

core::Status InputSet::visit_entries(Console& console, std::vector<InputEntry>& entries,
                                     const std::function<core::Status(InputRecord&)>& fn) {
  for (auto& e : entries) {
    if (!e.record) {
      if (auto st = reject(console, e); !st) return st;
      continue;
    }
    if (auto st = fn(*e.record); !st) return st;
  }
  return core::Status::ok();
}

bool InputSet::classic_fast_path() const {
  const core::GeometryPtr& g = read_.geometry;
  return (read_.format == core::Format::kAuto || read_.format == core::Format::kLine) &&
         (!g || (g->is_classic() && g->houses().size() == 27));
}

core::Status InputSet::for_each_classic(
    Console& console, const std::function<core::Status(const ClassicRecord&)>& classic,
    const std::function<core::Status(InputRecord&)>& fn) {
  const bool fast = classic_fast_path();
  auto visit = [&](std::vector<InputEntry>& entries) {
    return visit_entries(console, entries, fn);
  };
  for (const auto& path : paths_) {
    const ClassicBlock plain = [&](std::string_view text, int first_line) {
      return visit_classic(console, text, path, first_line, classic);
    };
    if (auto st = stream_input(path, fast ? &plain : nullptr, visit); !st) return st;
  }
  return core::Status::ok();
}

core::Status InputSet::visit_classic(
    Console& console, std::string_view text, const std::string& path, int first_line,
    const std::function<core::Status(const ClassicRecord&)>& classic) {
  const std::string file = display_name(path);
  uint8_t cells[core::kClassicCells];
  ClassicRecord r;
  r.file = &file;
  r.cells = cells;
  r.line = first_line - 1;
  for (size_t at = 0; at < text.size(); at += core::kClassicLineBytes) {
    ++r.line;
    ++number_;
    core::line_cells(text.data() + at, cells);
    if (!core::classic_givens_hold(cells)) {  // the general reader's message, rarely needed
      core::GeometryPtr g = read_.geometry ? read_.geometry : core::geometry_for_cell_count(81);
      core::Puzzle p(g, std::vector<uint8_t>(cells, cells + core::kClassicCells));
      if (auto st = reject(console, r.where() + ": " + core::check_givens(p).message()); !st)
        return st;
      continue;
    }
    r.ordinal = ++ordinal_;
    if (auto st = classic(r); !st) return st;
  }
  return core::Status::ok();
}

core::Status InputSet::reject(Console& console, const std::string& line) {
  if (on_report_) on_report_();
  console.error(line);
  rejected_ = true;
  return strict_ ? rejected_records() : core::Status::ok();
}

core::Status InputSet::reject(Console& console, const InputEntry& entry) {
  if (entry.fatal) return resource_error(entry.error);
  return reject(console, entry.error);
}

core::Status InputSet::result() const {
  return rejected_ ? rejected_records() : core::Status::ok();
}

}  // namespace sudokupress::cli
