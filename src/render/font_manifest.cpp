// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/font_manifest.hpp"

#include <algorithm>

#include "core/format.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::render {

const FontFamily* FontManifest::find(std::string_view name) const {
  for (const auto& f : families)
    if (f.name == name) return &f;
  return nullptr;
}

core::StatusOr<FontManifest> parse_font_manifest(std::string_view text, std::string_view source) {
  using toml_util::error_at;
  toml::table root;
  if (auto st = toml_util::parse(text, source, root); !st) return st;
  FontManifest m;
  m.source = source;
  if (auto unknown = toml_util::first_unknown_key(root, {"family"}))
    return error_at(source, *unknown->node, "unknown key '" + unknown->key + "'");
  const toml::array* fams = root["family"].as_array();
  if (!fams || fams->empty())
    return core::Status::error(std::string(source) + ": no [[family]] entries");
  for (const toml::node& n : *fams) {
    const toml::table* t = n.as_table();
    if (!t) return error_at(source, n, "family must be a table");
    FontFamily f;
    f.line = toml_util::line_of(n);
    for (auto&& [key, v] : *t) {
      std::string k(key.str());
      // Each branch's typed read sets the field; a key of another type falls to the last branch.
      if (k == "name" && toml_util::read(v, f.name)) {
        continue;
      } else if (k == "package" && toml_util::read(v, f.package)) {
        continue;
      } else if (k == "middle" && toml_util::read_number(v, f.middle)) {
        if (!(f.middle > 0 && f.middle < 1)) return error_at(source, v, "middle must be in (0, 1)");
      } else if (k == "roles" && v.is_array()) {
        for (const toml::node& r : *v.as_array()) {
          auto s = r.value<std::string>();
          if (!s ||
              std::find(std::begin(kFontRoles), std::end(kFontRoles), *s) == std::end(kFontRoles))
            return error_at(source, r,
                            "unknown font role (given, solution, candidate, caption, "
                            "symbols, heading, body)");
          f.roles.push_back(*s);
        }
      } else {
        return error_at(source, v, "unknown or mistyped key '" + k + "'");
      }
    }
    if (f.name.empty()) return error_at(source, n, "family without a name");
    if (f.package.empty()) return error_at(source, n, "family '" + f.name + "' without a package");
    if (m.find(f.name)) return error_at(source, n, "family '" + f.name + "' listed twice");
    m.families.push_back(std::move(f));
  }
  return m;
}

core::StatusOr<FontManifest> load_font_manifest(const std::string& path) {
  auto text = core::read_file(path);
  if (!text) return text.status();
  return parse_font_manifest(*text, path);
}

}  // namespace sudokupress::render
