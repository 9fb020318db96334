// SPDX-License-Identifier: GPL-3.0-or-later
// The memory limit of a command (core::limits::kDefaultMemoryLimit, --memory-limit SIZE, or the
// SUDOKUPRESS_MEMORY_LIMIT environment variable): set once by app.cpp before the command runs,
// as a process resource limit, so that no input can make a command take the machine's memory.
//
// Which limit, by measurement (book/sample/book.toml with --print-ready, dev build, 2 cores):
// RLIMIT_AS counts address space that is never used: glibc reserves 64 MiB per malloc arena,
// every thread reserves its 8 MiB stack, fonts and libraries are mapped. The book peaks at
// 301 MB of address space for 46 MB resident; under RLIMIT_AS = 512 MiB it cannot start 8
// threads, under 1 GiB not 64. RLIMIT_DATA counts only writable private memory (heap,
// anonymous mappings, thread stacks) and the same book builds under 64 MiB of it. So the limit
// is RLIMIT_DATA; thread stacks get an allowance on top (kStackAllowance per hardware thread),
// so the default thread count works on any machine. Ghostscript (book --print-ready) inherits it.
#pragma once

#include <cstdint>
#include <string>

#include "core/status.hpp"

namespace sudokupress::cli {

// "2G", "512M", "64K", "1073741824" (bytes), "0" (no limit). Binary units, case-insensitive,
// an optional trailing "B"/"iB" ("2GiB"). Usage errors for anything else.
core::StatusOr<int64_t> parse_memory_size(const std::string& text);

// "1 GiB", "512 MiB", "1536 KiB": the limit as printed in messages.
std::string format_memory_size(int64_t bytes);

// The limit in force: --memory-limit if given, else the environment variable, else the default.
core::StatusOr<int64_t> resolve_memory_limit(const std::string& option_value);

// Sets the process limit (0 = none; never raises a lower limit already in force) and installs
// the handlers that turn running out of memory in any thread into the one-line message and exit
// 1. Under ASan/TSan builds no rlimit is set (see memory_limit.cpp).
// `command` names the command in that message ("sudokupress book: out of memory ...").
// `set_library_oom_handler`, when given, installs the same handler in a linked library that
// has its own (GLib aborts with SIGTRAP otherwise; only the program with the print stack has it).
core::Status apply_memory_limit(int64_t bytes, const std::string& command,
                                void (*set_library_oom_handler)(void (*)()) = nullptr);

// The limit set by apply_memory_limit (0 = none or not set yet), for up-front estimates.
int64_t memory_limit();

// "out of memory (limit 1 GiB; raise it with --memory-limit)".
std::string out_of_memory_message(int64_t bytes);

}  // namespace sudokupress::cli
