#include "publish/print_rules.hpp"

#include <cstdio>

namespace sudokupress::publish {

using render::Length;

std::vector<GutterStep> kdp_gutter_steps() {
  return {{150, Length::inch(0.375)},
          {300, Length::inch(0.5)},
          {500, Length::inch(0.625)},
          {700, Length::inch(0.75)},
          {828, Length::inch(0.875)}};
}

Length PrintRules::gutter_for(int pages) const {
  if (gutter.empty()) return Length::inch(0.375);
  for (const GutterStep& g : gutter)
    if (pages <= g.up_to_pages) return g.gutter;
  return gutter.back().gutter;
}

core::StatusOr<PrintRules> print_rules_for(std::string_view service) {
  PrintRules r;
  r.service = std::string(service);
  if (service == "generic" || service == "kdp") return r;
  if (service == "ingramspark") {
    r.min_margin = r.min_margin_bleed = Length::inch(0.5);
    r.min_pages = 18;
    r.max_pages = 1200;
    return r;
  }
  if (service == "lulu") {
    r.min_margin = r.min_margin_bleed = Length::inch(0.5);
    r.min_pages = 32;
    r.max_pages = 800;
    // Lulu adds its gutter to the safety margin: 0.5 + the table's step.
    r.gutter = {{60, Length::inch(0.5)},
                {150, Length::inch(0.625)},
                {400, Length::inch(1.0)},
                {600, Length::inch(1.125)},
                {800, Length::inch(1.25)}};
    return r;
  }
  return core::Status::error("unknown print service '" + std::string(service) +
                             "' (known: kdp, ingramspark, lulu, generic)");
}

PrintRules print_rules(const BookManifest&) {
  // The manifest's [print] service is read on the pod-press branch; until then every book
  // follows the generic rules (KDP's, the strictest widespread set for 8.5x11 and 6x9).
  return *print_rules_for("generic");
}

std::string inches(Length l) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", l.in_inch());
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s + "in";
}

core::Status check_print_rules(const BookManifest& m, const PrintRules& rules) {
  const Length min = rules.min_margin_for(m.bleed);
  struct Margin {
    const char* key;
    double pt;
    int line;
  } margins[] = {{"margin_top", m.margin_top_pt, m.margin_top_line},
                 {"margin_bottom", m.margin_bottom_pt, m.margin_bottom_line},
                 {"margin_outside", m.margin_outside_pt, m.margin_outside_line}};
  for (const Margin& g : margins) {
    if (Length::pt(g.pt + 1e-6) >= min) continue;
    return core::Status::error(m.where(g.line) + ": [page] " + g.key + " = " +
                               inches(Length::pt(g.pt)) + " is below " + rules.service +
                               "'s minimum of " + inches(min) + (m.bleed ? " with bleed" : "") +
                               " (running heads and page numbers must lie inside the margins)");
  }
  return core::Status::ok();
}

}  // namespace sudokupress::publish
