// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers over toml++ for the project's TOML files (templates, font manifest): parse
// without exceptions, and "file:line: problem" messages. Include only from .cpp files.
#pragma once

#define TOML_EXCEPTIONS 0
#define TOML_ENABLE_FORMATTERS 0
#include <toml++/toml.h>

#include <string>
#include <string_view>

#include "core/status.hpp"
#include "core/text_check.hpp"

namespace sudokupress::render::toml_util {

inline std::string where(std::string_view source, const toml::node& node) {
  auto line = node.source().begin.line;
  return std::string(source) + (line ? ":" + std::to_string(line) : std::string());
}

inline core::Status error_at(std::string_view source, const toml::node& node,
                             const std::string& problem) {
  return core::Status::error(where(source, node) + ": " + problem);
}

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
