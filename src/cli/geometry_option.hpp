// SPDX-License-Identifier: GPL-3.0-or-later
// The geometry options shared by the commands: --variant NAME or --composite FILE (a composite
// description, the variants/*.txt format), and per-grid designer masks for composites.
#pragma once

#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"
#include "generate/mask.hpp"
#include "generate/variant_name.hpp"

namespace sudokupress::cli {

// The geometry named by --variant or described by the --composite file; null when neither is
// given; an error when both are, or when the name or file is bad ("file:line: problem").
core::StatusOr<core::GeometryPtr> resolve_geometry(const std::string& variant,
                                                   const std::string& composite_file);
// The same with the variant's cages or marks (generate::variant_by_name: "killer-x",
// "kropki-6x6", ...); a composite has neither.
core::StatusOr<generate::NamedVariant> resolve_variant(const std::string& variant,
                                                       const std::string& composite_file);

// One designer mask per sub-grid of `g` (each a built-in name or a mask file), merged onto the
// canvas (generate::combine_grid_masks: shared cells must agree).
core::StatusOr<generate::Mask> load_grid_masks(const std::vector<std::string>& masks,
                                               const core::Geometry& g);

}  // namespace sudokupress::cli
