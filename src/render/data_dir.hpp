// Where the project's data lives at run time: templates/, templates/symbols/, fonts/.
// Looked up in this order: $SUDOKUPRESS_DATA_DIR; the folders above the running executable
// (build/release/sudokupress finds the repository root); the folders above the working
// directory. A folder qualifies when it holds fonts/fonts.toml and templates/.
#pragma once

#include <string>

#include "core/status.hpp"

namespace sudokupress::render {

struct DataDir {
  std::string root;
  std::string templates() const { return root + "/templates"; }
  std::string symbols() const { return root + "/templates/symbols"; }
  std::string fonts() const { return root + "/fonts"; }
  std::string font_manifest() const { return root + "/fonts/fonts.toml"; }
};

core::StatusOr<DataDir> find_data_dir();

}  // namespace sudokupress::render
