// Status and StatusOr: the result type for I/O and parsing (leveldb style).
// Hot paths never throw; functions that can fail on user input return one of these.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace sudokupress::core {

class Status {
 public:
  Status() = default;  // ok
  static Status ok() { return Status(); }
  static Status error(std::string message) { return Status(std::move(message)); }

  bool is_ok() const { return !failed_; }
  explicit operator bool() const { return is_ok(); }
  const std::string& message() const { return message_; }

  // Prefixes the message with "where: " (e.g. "puzzles.txt:12").
  Status with_context(const std::string& where) const {
    if (is_ok() || where.empty()) return *this;
    return Status(where + ": " + message_);
  }

 private:
  explicit Status(std::string message) : failed_(true), message_(std::move(message)) {}
  bool failed_ = false;
  std::string message_;
};

template <class T>
class StatusOr {
 public:
  StatusOr(T value) : value_(std::move(value)) {}                        // NOLINT: implicit
  StatusOr(Status status) : status_(std::move(status)) {}                // NOLINT: implicit
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
