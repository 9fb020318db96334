// SPDX-License-Identifier: GPL-3.0-or-later
// UTF-8 encoding of one code point, shared by every decoder that turns escapes or UTF-16 units
// into text (core/lz_string, render/symbols/css_value).
#pragma once

#include <cstdint>
#include <string>

namespace sudokupress::core {

// Appends `cp` as UTF-8 (1 to 4 bytes). The caller decides what an invalid code point becomes
// (a surrogate or a value above U+10FFFF is encoded as given, 4 bytes at most).
void append_utf8(std::string& out, uint32_t cp);

}  // namespace sudokupress::core
