// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/print_rules.hpp"

#include <algorithm>

namespace sudokupress::publish {

core::StatusOr<PrintRules> print_rules_for(std::string_view name, double trim_width_pt,
                                           double trim_height_pt, Paper paper, Interior interior) {
  const PrintService* s = find_print_service(name);
  if (!s)
    return core::Status::error("unknown print service '" + std::string(name) +
                               "' (known: " + print_service_names() + ")");
  PrintRules r;
  r.service = s;
  r.paper = paper;
  r.interior = interior;
  r.max_pages = max_pages(
      *s, {render::Length::pt(trim_width_pt), render::Length::pt(trim_height_pt)}, paper, interior);
  return r;
}

double inside_margin(const BookManifest& m, const PrintRules& rules, int pages) {
  return std::max(
      {rules.gutter_for(pages).in_pt(), m.margin_inside_pt.value_or(0), m.margin_outside_pt});
}

PrintRules print_rules(const BookManifest& m) {
  auto r = print_rules_for(m.print.service, m.trim.width_pt, m.trim.height_pt, m.print.paper,
                           m.print.interior);
  // The manifest reader has checked the name; the default service otherwise.
  return r ? *r : PrintRules();
}

}  // namespace sudokupress::publish
