// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/print_rules.hpp"

#include <algorithm>

namespace sudokupress::publish {

core::StatusOr<PrintRules> print_rules_for(std::string_view name, render::Size trim, Paper paper,
                                           Interior interior) {
  const PrintService* s = find_print_service(name);
  if (!s)
    return core::Status::error("unknown print service '" + std::string(name) +
                               "' (known: " + print_service_names() + ")");
  PrintRules r;
  r.service = s;
  r.paper = paper;
  r.interior = interior;
  r.max_pages = max_pages(*s, trim, paper, interior);
  return r;
}

render::Length inside_margin(const BookManifest& m, const PrintRules& rules, int pages) {
  return std::max(
      {rules.gutter_for(pages), m.margin_inside.value_or(render::Length()), m.margin_outside});
}

PrintRules print_rules(const BookManifest& m) {
  auto r = print_rules_for(m.print.service, m.trim.size(), m.print.paper, m.print.interior);
  // The manifest reader has checked the name; the default service otherwise.
  return r ? *r : PrintRules();
}

}  // namespace sudokupress::publish
