// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/geometry_option.hpp"

#include <memory>

#include "core/format.hpp"
#include "generate/multigrid.hpp"
#include "generate/variant_name.hpp"

namespace sudokupress::cli {

core::StatusOr<generate::NamedVariant> resolve_variant(const std::string& variant,
                                                       const std::string& composite_file) {
  if (!variant.empty() && !composite_file.empty())
    return core::Status::error("give --variant or --composite, not both");
  if (!variant.empty()) return generate::variant_by_name(variant);
  if (composite_file.empty()) return generate::NamedVariant{};
  auto text = core::read_file(composite_file);
  if (!text) {  // read errors that name the file already keep their line ("f.txt:1: ...")
    const std::string& m = text.status().message();
    return core::Status::error(m.rfind(composite_file + ":", 0) == 0 ? m
                                                                     : composite_file + ": " + m);
  }
  auto g = core::parse_composite(*text, composite_file);
  if (!g) return g.status();
  generate::NamedVariant v;
  v.geometry = std::make_shared<const core::Geometry>(std::move(g).value());
  return v;
}

// killer, killer-x, kropki-6x6, ...: the rules (cages, marks) travel with each record, so such a
// name means its base geometry here (generate takes the cages or marks from resolve_variant).
core::StatusOr<core::GeometryPtr> resolve_geometry(const std::string& variant,
                                                   const std::string& composite_file) {
  auto v = resolve_variant(variant, composite_file);
  if (!v) return v.status();
  return v->geometry;
}

core::StatusOr<generate::Mask> load_grid_masks(const std::vector<std::string>& masks,
                                               const core::Geometry& g) {
  std::vector<generate::Mask> loaded;
  for (const auto& m : masks) {
    auto b = generate::builtin_mask(m);
    if (b) {
      loaded.push_back(std::move(*b));
      continue;
    }
    auto text = core::read_file(m);
    if (!text)
      return core::Status::error("--mask " + m + ": not a built-in mask nor a readable file");
    auto parsed = generate::parse_mask(*text, m);
    if (!parsed) return parsed.status();
    loaded.push_back(std::move(*parsed));
  }
  auto merged = generate::combine_grid_masks(loaded, g);
  if (!merged) return core::Status::error("--mask: " + merged.status().message());
  return merged;
}

}  // namespace sudokupress::cli
