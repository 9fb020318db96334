// SPDX-License-Identifier: GPL-3.0-or-later
// Status and StatusOr: the result type for I/O and parsing (leveldb style).
// Hot paths never throw; functions that can fail on user input return one of these.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace sudokupress::core {

// What kind of failure a Status is; the command line maps each code to an exit status in one
// place (cli/app.hpp). Status::error(message) is kFailure: "could not do the job".
enum class StatusCode {
  kOk,
  kFailure,   // generic failure (bad manifest, template, ...)
  kUsage,     // command-line usage: unknown option, bad option value
  kBadInput,  // input records rejected (each already reported as file:line: problem)
  kIo,        // reading or writing files and streams
  kResource,  // a resource limit (cells, pages, bytes, time) would be exceeded
  kInternal,  // a bug: an invariant did not hold
};

class Status {
 public:
  Status() = default;  // ok
  static Status ok() { return Status(); }
  static Status error(std::string message) {
    return Status(StatusCode::kFailure, std::move(message));
  }
  static Status error(StatusCode code, std::string message) {
    return Status(code == StatusCode::kOk ? StatusCode::kFailure : code, std::move(message));
  }

  bool is_ok() const { return code_ == StatusCode::kOk; }
  explicit operator bool() const { return is_ok(); }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }

  // Prefixes the message with "where: " (e.g. "puzzles.txt:12"); keeps the code.
  Status with_context(const std::string& where) const {
    if (is_ok() || where.empty()) return *this;
    return Status(code_, where + ": " + message_);
  }
  // The same failure with another code (ok stays ok).
  Status with_code(StatusCode code) const {
    if (is_ok()) return *this;
    return Status(code == StatusCode::kOk ? StatusCode::kFailure : code, message_);
  }

 private:
  Status(StatusCode code, std::string message) : code_(code), message_(std::move(message)) {}
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

template <class T>
class StatusOr {
 public:
  StatusOr(T value) : value_(std::move(value)) {}          // NOLINT: implicit
  StatusOr(Status status) : status_(std::move(status)) {}  // NOLINT: implicit
  bool is_ok() const { return value_.has_value(); }
  explicit operator bool() const { return is_ok(); }
  const Status& status() const { return status_; }
  T& value() & { return *value_; }
  const T& value() const& { return *value_; }
  T&& value() && { return std::move(*value_); }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  T& operator*() & { return *value_; }
  const T& operator*() const& { return *value_; }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace sudokupress::core
