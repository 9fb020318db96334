// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library_version.hpp"

#include <toml++/impl/version.h>

#include <nlohmann/detail/abi_macros.hpp>

namespace sudokupress::core {

namespace {

std::string dotted(int major, int minor, int patch) {
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
}

}  // namespace

std::vector<LibraryVersion> core_libraries() {
  return {{"nlohmann-json",
           dotted(NLOHMANN_JSON_VERSION_MAJOR, NLOHMANN_JSON_VERSION_MINOR,
                  NLOHMANN_JSON_VERSION_PATCH),
           "MIT"},
          {"toml++", dotted(TOML_LIB_MAJOR, TOML_LIB_MINOR, TOML_LIB_PATCH), "MIT"}};
}

std::string library_lines(const std::vector<LibraryVersion>& libraries) {
  std::string out;
  for (const LibraryVersion& l : libraries)
    out += "  " + l.name + " " + l.version + " (" + l.licence + ")\n";
  return out;
}

}  // namespace sudokupress::core
