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

core::StatusOr<std::string> InputSet::read_text(const std::string& path) {
  if (path != "-") {
    struct stat st;
    if (::stat(path.c_str(), &st) != 0)
      return io_error(path + ": cannot open: " + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) return io_error(path + ": is a directory, not a puzzle file");
    int64_t limit = memory_limit();
    int64_t need = static_cast<int64_t>(st.st_size) * core::limits::kInputMemoryPerByte;
    if (S_ISREG(st.st_mode) && limit > 0 && need > limit &&
        st.st_size <= static_cast<off_t>(core::limits::kMaxInputBytes)) {
      return resource_error(path + ": " + std::to_string(st.st_size >> 20) +
                            " MiB of puzzles needs about " + std::to_string(need >> 20) +
                            " MiB of memory (limit " + format_memory_size(limit) +
                            "; raise it with --memory-limit or split the file)");
    }
  }
  auto text = core::read_input_file(path);
  if (!text) return text.status().with_code(core::StatusCode::kIo);
  return text;
}

std::vector<InputEntry> InputSet::read_entries(const std::string& path) {
  auto text = read_text(path);
  if (!text) {
    bool fatal = text.status().code() == core::StatusCode::kResource;
    return {InputEntry{std::nullopt, text.status().message(), fatal}};
  }
  return parse_text(*text, path);
}

std::vector<InputEntry> InputSet::parse_text(const std::string& text, const std::string& path) {
  std::vector<InputEntry> out;
  auto read = core::read_puzzles(text, display_name(path), read_);
  if (!read) {
    out.push_back({std::nullopt, read.status().message()});
    return out;
  }
  for (auto& item : read->items) {
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
    r.format = read->format;
    r.puzzle = std::move(*item.puzzle);
    out.push_back({std::move(r), {}});
  }
  return out;
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
  for (const auto& path : paths_)
    if (auto st = visit_entries(console, read_entries(path), fn); !st) return st;
  return core::Status::ok();
}

core::Status InputSet::visit_entries(Console& console, std::vector<InputEntry> entries,
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
  for (const auto& path : paths_) {
    auto text = read_text(path);
    if (!text) {
      bool fatal = text.status().code() == core::StatusCode::kResource;
      if (auto st = reject(console, InputEntry{std::nullopt, text.status().message(), fatal}); !st)
        return st;
      continue;
    }
    core::Status st = fast && core::plain_classic_lines(*text)
                          ? visit_classic(console, *text, path, classic)
                          : visit_entries(console, parse_text(*text, path), fn);
    if (!st) return st;
  }
  return core::Status::ok();
}

core::Status InputSet::visit_classic(
    Console& console, const std::string& text, const std::string& path,
    const std::function<core::Status(const ClassicRecord&)>& classic) {
  const std::string file = display_name(path);
  uint8_t cells[core::kClassicCells];
  ClassicRecord r;
  r.file = &file;
  r.cells = cells;
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
