// SPDX-License-Identifier: GPL-3.0-or-later
// A variant's name as `generate --variant` and a book section's `variant` take it: a geometry
// ("9x9", "x", "samurai", "x-jigsaw-6"), or the word of a constraint family before an optional
// geometry ("killer", "killer-x", "kropki-6x6", "even-odd-jigsaw"), which adds cages or marks
// to every puzzle of that geometry. One reading for every command (core::variant_name writes
// the same names back from a puzzle).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/geometry.hpp"
#include "core/status.hpp"
#include "generate/options.hpp"

namespace sudokupress::generate {

struct NamedVariant {
  core::GeometryPtr geometry;
  std::optional<KillerOptions> killer;  // default cage sizes (up to N cells below 5x5)
  std::optional<MarkOptions> marks;     // the family; all_marks off
  // The name back, as core::variant_name gives it for the puzzles of this variant ("killer",
  // "kropki-6x6", "x"): the bank's variant column.
  std::string name() const;
};

// Errors: the geometry part's, "unknown variant 'foo' (use ...)".
core::StatusOr<NamedVariant> variant_by_name(std::string_view name);

}  // namespace sudokupress::generate
