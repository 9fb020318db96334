// SPDX-License-Identifier: GPL-3.0-or-later
// What the book layout and the page plan take from the print service (print_service.hpp, the
// one table of the services' numbers): the smallest margins (running heads and page numbers
// count as content), the gutter by page count, the page-count limits for the book's trim and
// paper, the longest run of blank pages and the PDF standard of --print-ready.
#pragma once

#include <string>

#include "core/status.hpp"
#include "publish/manifest.hpp"
#include "publish/print_service.hpp"
#include "render/length.hpp"

namespace sudokupress::publish {

struct PrintRules {
  const PrintService* service = find_print_service("kdp");
  Paper paper = Paper::kWhite;
  Interior interior = Interior::kGray;
  int max_pages = 828;  // for the book's trim and paper (0: the service does not print it)

  std::string name() const { return std::string(service->name); }
  // Outside, top and bottom minimums.
  const Margins& margins(bool bleed) const { return min_margins(*service, bleed); }
  render::Length gutter_for(int pages) const { return gutter(*service, pages); }
  int min_pages() const { return publish::min_pages(*service, paper, interior); }
  bool colour() const { return interior == Interior::kColor; }
  int max_blank_run() const { return service->max_blank_run; }
  std::string_view pdfx() const { return pdfx_output(*service, interior); }
};

// The rules of the manifest's [print] service, paper and trim.
PrintRules print_rules(const BookManifest& m);

// The inside margin of a book of `pages` pages: the largest of the service's gutter for the
// page count, the manifest's margin_inside and its outside margin. A book's inside margin is
// never narrower than its outside one: the binding swallows part of the gutter, and a page
// whose type sits nearer the fold than the edge looks pushed into it (the sample book had a
// 0.375 in gutter beside a 0.5 in outside margin).
render::Length inside_margin(const BookManifest& m, const PrintRules& rules, int pages);

// The rules of a service by name (kdp, ingramspark, lulu, generic, printable) for a trim (default
// US letter) and paper; error names the known services.
core::StatusOr<PrintRules> print_rules_for(std::string_view service,
                                           render::Size trim = {render::Length::inch(8.5),
                                                                render::Length::inch(11)},
                                           Paper paper = Paper::kWhite,
                                           Interior interior = Interior::kGray);

}  // namespace sudokupress::publish
