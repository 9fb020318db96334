// SPDX-License-Identifier: GPL-3.0-or-later
// Where the project's data lives at run time: templates/, templates/symbols/, fonts/ (and the
// sample books in book/). A folder qualifies when it holds fonts/fonts.toml and templates/.
// The first that qualifies, in this order:
//
//   1. $SUDOKUPRESS_DATA_DIR, when set and not empty (an error if it does not qualify: an
//      explicit choice is never silently replaced by another folder);
//   2. <exe>/../share/sudokupress: the installed layout beside the real executable (symlinks
//      resolved through /proc/self/exe; the relative path is CMake's CMAKE_INSTALL_BINDIR to
//      CMAKE_INSTALL_DATADIR/sudokupress), so an installed prefix works wherever it is moved;
//      then <exe>/../../share/sudokupress, the same from the print program's place
//      (lib/sudokupress, cli/app.hpp);
//   3. the folders above the real executable: build/release/sudokupress finds the repository;
//   4. the standard places: the configured CMAKE_INSTALL_FULL_DATADIR/sudokupress, then
//      /usr/local/share/sudokupress and /usr/share/sudokupress (a binary copied alone finds
//      the installed data);
//   5. the folders above the working directory.
//
// Installed or copied binaries therefore use their own prefix (or the system's installation)
// even when run inside a checkout of the repository; only a binary with no data of its own
// falls back to the working directory. SUDOKUPRESS_DATA_DIR overrides everything.
#pragma once

#include <string>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::render {

struct DataDir {
  std::string root;
  std::string templates() const { return root + "/templates"; }
  std::string symbols() const { return root + "/templates/symbols"; }
  std::string fonts() const { return root + "/fonts"; }
  std::string font_manifest() const { return root + "/fonts/fonts.toml"; }
};

// The inputs of the search, explicit so that the order can be tested.
struct DataDirSearch {
  std::string env;                    // $SUDOKUPRESS_DATA_DIR ("" = unset)
  std::string exe;                    // the real path of the running executable ("" = unknown)
  std::string cwd;                    // the working directory ("" = unknown)
  std::string bin_to_data;            // relative path from the executable's folder (step 2)
  std::string helper_to_data;         // the same from the print program's folder (step 2)
  std::vector<std::string> standard;  // step 4, in order
};

// The search of this process: environment, /proc/self/exe, the working directory and the
// paths configured by CMake.
DataDirSearch process_data_dir_search();

core::StatusOr<DataDir> find_data_dir(const DataDirSearch& search);
core::StatusOr<DataDir> find_data_dir();  // find_data_dir(process_data_dir_search())

// True when `dir` holds fonts/fonts.toml and templates/.
bool is_data_dir(const std::string& dir);

}  // namespace sudokupress::render
