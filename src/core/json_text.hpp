// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON string escaper (grade's step JSON, the CLI's JSON lines, the playable page's data
// block all call it).
#pragma once

#include <string>
#include <string_view>

namespace sudokupress::core {

// A JSON string literal: quotes, backslashes and control characters escaped (\n and \t short,
// others \u00XX). `html_safe` also writes '<' as \u003c, so that the text can sit inside an HTML
// <script> block without ever closing it ("</script>").
std::string json_quote(std::string_view s, bool html_safe = false);

}  // namespace sudokupress::core
