// SPDX-License-Identifier: GPL-3.0-or-later
// The libraries a binary is built with, each layer naming its own (`sudokupress --version`,
// the package's copyright file): a layer that links a library is the one that can ask it.
#pragma once

#include <string>
#include <vector>

namespace sudokupress::core {

struct LibraryVersion {
  std::string name;
  std::string version;  // the running library's where it says, else the headers built against
  std::string licence;  // SPDX expression
};

// The header-only libraries compiled into core (JSON, TOML).
std::vector<LibraryVersion> core_libraries();

// "name version (licence)" lines, one per library.
std::string library_lines(const std::vector<LibraryVersion>& libraries);

}  // namespace sudokupress::core
