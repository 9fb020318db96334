// SPDX-License-Identifier: GPL-3.0-or-later
// The libraries the render layer links (core/library_version.hpp).
#pragma once

#include <vector>

#include "core/library_version.hpp"

namespace sudokupress::render {

// libxml2 (the icon sanitizer).
std::vector<core::LibraryVersion> render_libraries();

}  // namespace sudokupress::render
