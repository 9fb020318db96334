// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/library_versions.hpp"

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>
#include <pango/pango.h>

#include <string>

namespace sudokupress::render {

namespace {

std::string dotted(unsigned major, unsigned minor, unsigned micro) {
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(micro);
}

}  // namespace

std::vector<core::LibraryVersion> drawing_libraries() {
  const int fc = FcGetVersion();  // 21400 is 2.14.0
  return {{"cairo", cairo_version_string(), "LGPL-2.1-only OR MPL-1.1"},
          {"pango", pango_version_string(), "LGPL-2.0-or-later"},
          {"fontconfig", dotted(fc / 10000, fc / 100 % 100, fc % 100), "HPND-sell-variant"},
          {"librsvg", dotted(rsvg_major_version, rsvg_minor_version, rsvg_micro_version),
           "LGPL-2.1-or-later"}};
}

}  // namespace sudokupress::render
