// SPDX-License-Identifier: GPL-3.0-or-later
// The exit codes of every command, the one mapping from Status codes to them (app.cpp reports a
// command's status with it; the out-of-memory handler and the watchdog, which end the process
// themselves, take their codes from here) and the Status shorthands commands return.
#pragma once

#include <string>
#include <utility>

#include "core/status.hpp"

namespace sudokupress::cli {

// Exit codes shared by every command (documented in --help and README):
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;   // the command could not do its job (I/O, resources)
inline constexpr int kExitBadInput = 2;  // some input records were rejected (reported on stderr)
inline constexpr int kExitUsage = 64;    // command-line usage error

// The only place where a Status becomes an exit code.
constexpr int exit_code_for(core::StatusCode code) {
  switch (code) {
    case core::StatusCode::kOk:
      return kExitOk;
    case core::StatusCode::kUsage:
      return kExitUsage;
    case core::StatusCode::kBadInput:
      return kExitBadInput;
    case core::StatusCode::kFailure:
    case core::StatusCode::kIo:
    case core::StatusCode::kResource:
    case core::StatusCode::kInternal:
      return kExitFailure;
  }
  return kExitFailure;
}

// Shorthands for commands.
inline core::Status usage_error(std::string message) {
  return core::Status::error(core::StatusCode::kUsage, std::move(message));
}
inline core::Status io_error(std::string message) {
  return core::Status::error(core::StatusCode::kIo, std::move(message));
}
inline core::Status resource_error(std::string message) {
  return core::Status::error(core::StatusCode::kResource, std::move(message));
}
// "Some records were rejected": the records were reported already, so no message.
inline core::Status rejected_records() {
  return core::Status::error(core::StatusCode::kBadInput, "");
}
// A usage status for a failed option value (the message names the option's problem).
inline core::Status as_usage(const core::Status& s) {
  return s.with_code(core::StatusCode::kUsage);
}

}  // namespace sudokupress::cli
