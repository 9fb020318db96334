// SPDX-License-Identifier: GPL-3.0-or-later
// The library the bank links (core/library_version.hpp).
#pragma once

#include <vector>

#include "core/library_version.hpp"

namespace sudokupress::bank {

// SQLite, at its running version.
std::vector<core::LibraryVersion> bank_libraries();

}  // namespace sudokupress::bank
