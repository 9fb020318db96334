// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/variant_name.hpp"

#include <string>

#include "core/constraints.hpp"

namespace sudokupress::generate {

core::StatusOr<NamedVariant> variant_by_name(std::string_view name) {
  NamedVariant v;
  std::string base(name);
  core::MarkFamily family{};
  if (std::string k = core::killer_base_name(name); !k.empty()) {
    base = k;
    v.killer = KillerOptions{};
  } else if (std::string m = core::marks_base_name(name, &family); !m.empty()) {
    base = m;
    v.marks = MarkOptions{family, false};
  }
  auto g = core::geometry_by_name(base);
  if (!g) return g.status();
  v.geometry = *g;
  if (v.killer && v.geometry->size() < 5) v.killer->max_size = v.geometry->size();
  return v;
}

std::string NamedVariant::name() const {
  const std::string base = geometry ? geometry->name() : "9x9";
  std::string word = killer ? "killer" : "";
  if (marks) word = std::string(core::family_name(marks->family));
  if (word.empty()) return base;
  return base == "9x9" ? word : word + "-" + base;
}

}  // namespace sudokupress::generate
