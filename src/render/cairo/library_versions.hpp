// SPDX-License-Identifier: GPL-3.0-or-later
// The libraries only render/cairo touches (core/library_version.hpp).
#pragma once

#include <vector>

#include "core/library_version.hpp"

namespace sudokupress::render {

// Cairo, Pango, fontconfig and librsvg, at their running versions.
std::vector<core::LibraryVersion> drawing_libraries();

}  // namespace sudokupress::render
