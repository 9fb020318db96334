// SPDX-License-Identifier: GPL-3.0-or-later
// The one home of TOML reading for the project's TOML files (book manifest, cover and page
// templates, font manifest, themes, book strings): parse without exceptions, "file:line: problem"
// messages, typed reads of a value, and the unknown-key check. Each reader keeps its own wording
// of a problem; the pieces below are what they share. Include only from .cpp files.
#pragma once

#define TOML_EXCEPTIONS 0
#define TOML_ENABLE_FORMATTERS 0
#include <toml++/toml.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.hpp"
#include "core/text_check.hpp"

namespace sudokupress::render::toml_util {

// The line a value (or table) starts on; 0 when toml++ does not know it.
inline int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

// "file:LINE" (just "file" without a line).
inline std::string where(std::string_view source, const toml::node& node) {
  auto line = node.source().begin.line;
  return std::string(source) + (line ? ":" + std::to_string(line) : std::string());
}

inline core::Status error_at(std::string_view source, const toml::node& node,
                             const std::string& problem) {
  return core::Status::error(where(source, node) + ": " + problem);
}

// "file:LINE: WHAT must be WANT": the type error of every reader ("[grades] easy must be a
// string", "front.title must be a number").
inline core::Status must_be(std::string_view source, const toml::node& node,
                            const std::string& what, std::string_view want) {
  return error_at(source, node, what + " must be " + std::string(want));
}

// Typed reads of one value: true (and `out` set) when the value has that type. A number is a
// TOML integer or float; an integer is only a TOML integer.
inline bool read(const toml::node& node, std::string& out) {
  if (!node.is_string()) return false;
  out = node.as_string()->get();
  return true;
}
inline bool read(const toml::node& node, bool& out) {
  if (!node.is_boolean()) return false;
  out = node.as_boolean()->get();
  return true;
}
inline bool read(const toml::node& node, int64_t& out) {
  if (!node.is_integer()) return false;
  out = node.as_integer()->get();
  return true;
}
inline bool read_number(const toml::node& node, double& out) {
  if (!node.is_number()) return false;
  out = node.value<double>().value_or(0);
  return true;
}

// The first key of `table` (in the table's order: toml++ keeps keys sorted) that is not in
// `known`, with its value.
struct UnknownKey {
  std::string key;
  const toml::node* node = nullptr;
};
inline std::optional<UnknownKey> first_unknown_key(const toml::table& table,
                                                   std::initializer_list<std::string_view> known) {
  for (const auto& [k, v] : table) {
    bool found = false;
    for (std::string_view name : known) found = found || name == k.str();
    if (!found) return UnknownKey{std::string(k.str()), &v};
  }
  return std::nullopt;
}

// Parses a whole file (after core::check_toml_text); a syntax error is "file:LINE: what".
inline core::Status parse(std::string_view text, std::string_view source, toml::table& out) {
  if (auto st = core::check_toml_text(text, source); !st) return st;
  toml::parse_result r = toml::parse(text, std::string(source));
  if (!r) {
    const toml::parse_error& e = r.error();
    return core::Status::error(std::string(source) + ":" + std::to_string(e.source().begin.line) +
                               ": " + std::string(e.description()));
  }
  out = std::move(r).table();
  return core::Status::ok();
}

}  // namespace sudokupress::render::toml_util
