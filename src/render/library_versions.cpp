// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/library_versions.hpp"

#include <libxml/xmlversion.h>

namespace sudokupress::render {

std::vector<core::LibraryVersion> render_libraries() {
  return {{"libxml2", LIBXML_DOTTED_VERSION, "MIT"}};
}

}  // namespace sudokupress::render
