// SPDX-License-Identifier: GPL-3.0-or-later
#include "bank/library_versions.hpp"

#include <sqlite3.h>

namespace sudokupress::bank {

std::vector<core::LibraryVersion> bank_libraries() {
  return {{"SQLite", sqlite3_libversion(), "blessing"}};
}

}  // namespace sudokupress::bank
