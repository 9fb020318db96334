// SPDX-License-Identifier: GPL-3.0-or-later
// Every library the binary links, gathered by the highest layer below the CLI
// (core/library_version.hpp): `sudokupress --version` prints them.
#pragma once

#include <vector>

#include "core/library_version.hpp"

namespace sudokupress::publish {

// core's, render's, render/cairo's, bank's and publish's own (qpdf, poppler) libraries.
std::vector<core::LibraryVersion> linked_libraries();

}  // namespace sudokupress::publish
