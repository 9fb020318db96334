// Checks on the bytes of configuration texts (manifests, templates, font manifests) before a
// parser sees them: a size cap, no NUL byte, valid UTF-8, and (for TOML) no table header with
// more than two brackets. Errors are "source:line: problem".
#pragma once

#include <cstddef>
#include <string_view>

#include "core/status.hpp"

namespace sudokupress::core {

Status check_text(std::string_view text, std::string_view source, size_t max_bytes);
// check_text with the configuration cap, plus TOML shapes toml++ must not see.
Status check_toml_text(std::string_view text, std::string_view source);

}  // namespace sudokupress::core
