// SPDX-License-Identifier: GPL-3.0-or-later
// Checks on the bytes of configuration texts (manifests, templates, font manifests) before a
// parser sees them: a size cap, no NUL byte, valid UTF-8, and (for TOML) no table header with
// more than two brackets. Errors are "source:line: problem".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/status.hpp"

namespace sudokupress::core {

Status check_text(std::string_view text, std::string_view source, size_t max_bytes);
// check_text with the configuration cap, plus TOML shapes toml++ must not see.
Status check_toml_text(std::string_view text, std::string_view source);

// Metadata (titles, IDs, TAB fields) as it may be written into any record: every control
// character (C0, DEL and C1) written as a visible escape (`\t`, `\n`, `\r`, `\0`, else `\xHH`
// or `\u0085`), so a title holding LF, TAB or NUL can never split one record into two or reach
// a terminal as a control sequence. Other text, backslashes included, is unchanged (so escaping
// twice changes nothing).
std::string escape_controls(std::string_view text);

}  // namespace sudokupress::core
