// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress preflight FILE.pdf --service S --trim T [--paper P] [--bleed] [--cover --pages N]`:
// checks any PDF against a print-on-demand service's rules (src/publish/pdf/preflight.hpp); one
// line per violation on stdout, exit 0 when clean, 1 when not, 64 on a usage error.
#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "publish/manifest.hpp"
#include "publish/pdf/preflight.hpp"

namespace sudokupress::cli {

namespace {

struct PreflightCommandOptions {
  std::string file, service, trim, paper = "white", interior = "gray";
  bool bleed = false, cover = false;
  int pages = 0;
};

core::Status run_preflight(const PreflightCommandOptions& o, Console& console) {
  publish::pdf::PreflightOptions p;
  p.service = publish::find_print_service(o.service);
  if (!p.service)
    return usage_error("unknown --service '" + o.service +
                       "' (known: " + publish::print_service_names() + ")");
  auto trim = publish::parse_trim(o.trim);
  if (!trim) return usage_error("--trim: " + trim.status().message());
  p.trim = trim->size();
  auto paper = publish::parse_paper(o.paper);
  if (!paper) return usage_error("unknown --paper '" + o.paper + "' (white, cream, color)");
  p.paper = *paper;
  auto interior = publish::parse_interior(o.interior);
  if (!interior) return usage_error("unknown --interior '" + o.interior + "' (gray, color)");
  p.interior = *interior;
  p.bleed = o.bleed;
  p.cover = o.cover;
  p.pages = o.pages;
  if (auto st = publish::pdf::check_preflight_options(p); !st) return usage_error(st.message());
  // qpdf reads what it is given to the end: a folder, a FIFO or /dev/zero never is a PDF.
  struct stat st;
  if (::stat(o.file.c_str(), &st) != 0)
    return io_error(o.file + ": not a readable PDF (" + std::strerror(errno) + ")");
  if (!S_ISREG(st.st_mode))
    return io_error(o.file + (S_ISDIR(st.st_mode) ? ": is a directory, not a PDF"
                                                  : ": not a regular file, not a PDF"));
  if (st.st_size == 0) return io_error(o.file + ": empty file, not a PDF");
  auto v = publish::pdf::preflight_pdf(o.file, p);
  if (!v) return v.status();
  StdoutSink out;
  for (const std::string& line : publish::pdf::format_violations(*v))
    if (auto st = out.write(line + "\n"); !st) return st;
  console.note("preflight: " + o.file + ": " +
               (v->empty() ? std::string("clean") : std::to_string(v->size()) + " violation(s)") +
               " for " + o.service);
  // Violations were printed on stdout: a failure without a further message.
  if (!v->empty()) return core::Status::error(core::StatusCode::kFailure, "");
  return core::Status::ok();
}

}  // namespace

Action register_preflight(CLI::App& app) {
  auto o = std::make_shared<PreflightCommandOptions>();
  CLI::App* cmd =
      app.add_subcommand("preflight", "Check a PDF against a print-on-demand service's rules");
  cmd->footer(
      "Checks any PDF, interior or cover: page boxes against the trim (and bleed), page count\n"
      "and parity, fonts embedded, smallest text size, ink inside the margin bands (each page\n"
      "is rasterised; the inside margin is the service's gutter for the page count; with\n"
      "--bleed, marks running off the outer edge are allowed), colour on a black-and-white\n"
      "interior (white or cream paper; --interior color: the service's colour rules),\n"
      "annotations and links, runs of blank pages, image\n"
      "resolution, PDF/X version and output intent where the service requires them; and from\n"
      "the content streams, the thinnest stroked line against the service's minimum line\n"
      "weight and, where the service states them (IngramSpark), its ink limit (total ink of\n"
      "every painted colour and CMYK image) and its rich-black rule (black text and lines in\n"
      "black ink only, rich black fills within its mix). --cover: size against the spine\n"
      "formula for --pages on --paper, text inside the safe area, spine text rules, and an\n"
      "empty, light barcode box.\n"
      "One line per violation on stdout, e.g. 'page 7: text 0.19 in from the top trim; kdp\n"
      "needs 0.25 in'. Exit 0 when clean, 1 when not (or the file is unreadable), 64 on a usage\n"
      "error.");
  cmd->add_option("file", o->file, "The PDF to check")->required();
  cmd->add_option("--service", o->service, publish::print_service_names())->required();
  cmd->add_option("--trim", o->trim, "The book's trim: 8.5x11in, 6x9in, A4, A5, B5, <W>x<H>in|mm")
      ->required();
  cmd->add_option("--paper", o->paper, "white (default), cream or color");
  cmd->add_option("--interior", o->interior,
                  "gray (default) or color: a colour interior is held to the service's colour "
                  "rules (sRGB or CMYK, ink limit, colour line weight, colour page range)");
  cmd->add_flag("--bleed", o->bleed, "The interior has bleed (0.125 in outside, top, bottom)");
  cmd->add_flag("--cover", o->cover, "The file is a cover (needs --pages)");
  cmd->add_option("--pages", o->pages, "The interior's page count (for --cover)")
      ->check(CLI::Range(1, 5000));
  return [o](Console& console) { return run_preflight(*o, console); };
}

}  // namespace sudokupress::cli
