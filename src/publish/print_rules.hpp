// What a print service allows an interior, as the book layout needs it: the smallest margins
// (without and with bleed; running heads and page numbers count as content), the gutter by page
// count, the page-count limits, the longest run of blank pages and the PDF standard. The
// numbers come from the print service table (../shared/docs/print-on-demand.md); a manifest
// that asks for less is an error naming the key and the rule (check_print_rules).
#pragma once

#include <string>
#include <vector>

#include "core/status.hpp"
#include "publish/manifest.hpp"
#include "render/length.hpp"

namespace sudokupress::publish {

struct GutterStep {
  int up_to_pages = 0;  // this gutter applies up to this page count
  render::Length gutter;
};

// KDP's gutter table (0.375in to 150 pages ... 0.875in to 828), the default.
std::vector<GutterStep> kdp_gutter_steps();

struct PrintRules {
  std::string service = "generic";
  render::Length min_margin = render::Length::inch(0.25);         // outside, top, bottom
  render::Length min_margin_bleed = render::Length::inch(0.375);  // the same with bleed
  std::vector<GutterStep> gutter = kdp_gutter_steps();            // ascending; then the last one
  int min_pages = 24;
  int max_pages = 828;
  int max_blank_run = 2;               // consecutive blank pages allowed
  std::string pdfx = "PDF/X-1a:2001";  // the PDF standard of --print-ready

  render::Length min_margin_for(bool bleed) const { return bleed ? min_margin_bleed : min_margin; }
  render::Length gutter_for(int pages) const;
};

// The rules of the manifest's print service ([print] service; "generic" when none is named).
PrintRules print_rules(const BookManifest& m);

// The rules of a service by name: kdp, ingramspark, lulu, generic.
core::StatusOr<PrintRules> print_rules_for(std::string_view service);

// Every [page] margin against the service's minimum: "book.toml:17: [page] margin_top = 0.3in
// is below kdp's minimum of 0.375in with bleed (running heads and page numbers must lie inside
// the margins)".
core::Status check_print_rules(const BookManifest& m, const PrintRules& rules);

// "0.375in" (at most three decimals, trailing zeros dropped).
std::string inches(render::Length l);

}  // namespace sudokupress::publish
