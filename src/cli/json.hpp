// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON writer and number format of the command line (every command's JSON lines and
// decimal numbers come from here).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_text.hpp"
#include "core/number_text.hpp"

namespace sudokupress::cli {

// A decimal with `decimals` digits after the point ("%.2f" style; the score format).
inline std::string format_number(double v, int decimals = 2) {
  return core::number_text(v, core::fixed(decimals));
}

// A duration in seconds as the user gave it: "0.5", "1", "2.25" (never "0" for half a second).
inline std::string seconds_text(double v) { return core::number_text(v); }

// A grade score as every command prints it: a whole number ("1322", never "1322.00").
inline std::string score_text(double score) { return std::to_string(static_cast<long>(score)); }

// A JSON string literal (quotes, backslashes and control characters escaped).
inline std::string json_string(std::string_view s) { return core::json_quote(s); }

// One JSON object on one line, members in the order added: JsonObject().add("a", 1).str().
class JsonObject {
 public:
  JsonObject& add(std::string_view key, std::string_view value) {
    return raw(key, json_string(value));
  }
  JsonObject& add(std::string_view key, const char* value) {
    return add(key, std::string_view(value));
  }
  JsonObject& add(std::string_view key, const std::string& value) {
    return add(key, std::string_view(value));
  }
  JsonObject& add(std::string_view key, long long value) { return raw(key, std::to_string(value)); }
  JsonObject& add(std::string_view key, long value) { return raw(key, std::to_string(value)); }
  JsonObject& add(std::string_view key, int value) { return raw(key, std::to_string(value)); }
  JsonObject& add(std::string_view key, unsigned long value) {
    return raw(key, std::to_string(value));
  }
  JsonObject& add(std::string_view key, unsigned long long value) {
    return raw(key, std::to_string(value));
  }
  JsonObject& add(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }
  JsonObject& add(std::string_view key, const std::vector<int>& values) {
    std::string s = "[";
    for (size_t i = 0; i < values.size(); ++i) s += (i ? "," : "") + std::to_string(values[i]);
    return raw(key, s + "]");
  }
  JsonObject& add(std::string_view key, const std::vector<std::string>& values) {
    std::string s = "[";
    for (size_t i = 0; i < values.size(); ++i) s += (i ? "," : "") + json_string(values[i]);
    return raw(key, s + "]");
  }
  // A member whose value is already JSON (a number in format_number, a nested object).
  JsonObject& raw(std::string_view key, std::string_view json) {
    body_ += body_.empty() ? "" : ",";
    body_ += json_string(key);
    body_ += ':';
    body_ += json;
    return *this;
  }
  // Appends the members of an object text ("{...}") to this one.
  JsonObject& merge(std::string_view object_text) {
    if (object_text.size() > 2) {
      body_ += body_.empty() ? "" : ",";
      body_ += object_text.substr(1, object_text.size() - 2);
    }
    return *this;
  }
  std::string str() const { return "{" + body_ + "}"; }

 private:
  std::string body_;
};

}  // namespace sudokupress::cli
