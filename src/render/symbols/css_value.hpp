// SPDX-License-Identifier: GPL-3.0-or-later
// CSS value checking for the icon sanitizer (icon_sanitizer.cpp): an icon's presentation
// attributes and `style` declarations are CSS, and browsers decode CSS escapes (`\75rl(` is
// `url(`) and drop comments (`u/**/rl(`) before they look at a value. So a value is first
// decoded as a browser would (decode_css), then kept only when it matches one of a few known-safe
// forms (colours, lengths, numbers, keywords, `none`, a local `url(#id)`), and what is written out
// is rebuilt from the decoded value, never the raw text. Everything else is dropped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudokupress::render::symbols::css {

// `text` with comments removed and escapes decoded (`\` + 1-6 hex digits + one optional white
// space, or `\` + any other character; NUL, surrogates and code points past U+10FFFF become
// U+FFFD), as UTF-8. nullopt for an unterminated comment or an escaped newline (the value is
// invalid CSS, so it is dropped).
std::optional<std::string> decode_css(std::string_view text);

// A CSS number ("1", "-.5", "2e3"); with `units`, also a length or percentage ("4px", "50%",
// "1.5mm"; px pt pc mm cm in em ex rem %).
bool is_number(std::string_view s, bool units);

// What kind of value a property or attribute takes.
enum class ValueKind {
  kPaint,       // fill, stroke: none | currentColor | colour | url(#id) [fallback]
  kColour,      // stop-color, color: currentColor | colour
  kClipRef,     // clip-path, mask: none | url(#id)
  kNumber,      // opacity, stroke-miterlimit, ...: number or percentage
  kLength,      // stroke-width, x, width, ...: length, percentage or auto
  kLengthList,  // stroke-dasharray: none | lengths
  kPathData,    // d, points: numbers, separators, path commands
  kTransform,   // transform: matrix translate scale rotate skewX skewY of numbers
  kNumberList,  // viewBox of a nested element
  kKeyword,     // one of a fixed list (keywords())
  kUnknown,     // not a known attribute or property: dropped
};

// The declarations of a style attribute, in order: comments removed, split on the ';' and the
// first ':' that are not escaped; `property` decoded, trimmed and lower case ("" when it does not
// decode), `value` as written (decode it with decode_css). The sanitizer keeps what it rebuilds
// from these, and the icon cost walk (icon_coverage.hpp) reads the same ones, so a property hidden
// from one by an escape or a comment is hidden from both.
struct Declaration {
  std::string property;
  std::string value;
};
std::vector<Declaration> declarations(std::string_view style);

// The kind of `name` (an attribute or a style property, lower case for properties).
ValueKind value_kind(std::string_view name);

// The keywords a kKeyword property accepts, space-separated ("nonzero evenodd").
std::string_view keywords(std::string_view name);

// `value` (decoded, trimmed) rebuilt when it is a safe form of `kind` for `name`, else nullopt.
// Paint, colour and clip references are left to the caller (they need the id prefix and the
// gray conversion); this checks the rest.
std::optional<std::string> plain_value(ValueKind kind, std::string_view name,
                                       std::string_view value);

}  // namespace sudokupress::render::symbols::css
