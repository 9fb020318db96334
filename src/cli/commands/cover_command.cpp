// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress cover MANIFEST -o cover.pdf [--pages N] [--seed S]`: the book's cover, one page
// of back + spine + front for the manifest's [print] service and paper
// (src/publish/cover/cover_builder.hpp).
#include <string>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "publish/cover/cover_builder.hpp"

namespace sudokupress::cli {

namespace {

struct CoverCommandOptions {
  std::string manifest;
  std::string output;
  int pages = 0;
  uint64_t seed = 0;
  bool seed_set = false;
  int threads = 0;
  std::string interior;  // "" = the manifest's
};

core::Status run_cover(const CoverCommandOptions& o, Console& console) {
  OutputFiles files;
  files.protect(o.manifest);
  if (auto st = files.check(o.output); !st) return st;
  publish::book::BuildOptions book;
  book.manifest_path = o.manifest;
  book.threads = o.threads;
  if (o.seed_set) book.seed = o.seed;
  if (!o.interior.empty()) {
    auto i = publish::parse_interior(o.interior);
    if (!i) return usage_error("unknown --interior '" + o.interior + "' (gray, color)");
    book.interior = *i;
  }
  publish::cover::CoverOptions cover;  // output "": written below, atomically, by OutputFiles
  if (o.pages > 0) cover.pages = o.pages;
  auto r = publish::cover::build_cover(book, cover);
  if (!r) return r.status();
  files.add(o.output, std::move(r->pdf));
  if (auto st = files.commit(); !st) return st;
  console.note("cover: " + o.output + ": " + std::to_string(r->pages) + " pages, spine " +
               publish::format_inches(r->layout.spine_width, 4) + ", " +
               publish::format_inches(r->layout.page.width, 4) + " x " +
               publish::format_inches(r->layout.page.height, 4) +
               (r->layout.spine_text ? ", spine text" : ", no spine text"));
  return core::Status::ok();
}

}  // namespace

Action register_cover(CLI::App& app) {
  auto o = std::make_shared<CoverCommandOptions>();
  CLI::App* cmd = app.add_subcommand("cover", "Make a book's cover PDF (back, spine, front)");
  cmd->footer(
      "One page: back cover, spine and front cover with 0.125 in bleed on every edge; width =\n"
      "2 x trim width + spine + 2 x bleed, the spine by the [print] service's formula for its\n"
      "paper and the page count (the print-ready book's, or --pages). Spine text only where the\n"
      "service allows it (kdp: 79 pages or more) and it fits at 7 pt with its clearance; the\n"
      "barcode box on the back is left empty. Front: title, subtitle, author and one of the\n"
      "book's puzzles (an icon pattern for a picture book); back: [cover] blurb and the\n"
      "difficulty ladder of the sections. Look: [cover] template (templates/covers/*.toml).\n"
      "For a CMYK service (ingramspark) the colours are converted with black type in black\n"
      "ink only and the ink within the service's limit (240 %). The cover then passes the\n"
      "service's cover preflight or is not written.\n"
      "The same manifest and seed give a byte-identical PDF (dates pinned like the book's).");
  cmd->add_option("manifest", o->manifest, "The book manifest (book.toml)")->required();
  cmd->add_option("-o,--output", o->output, "The cover PDF to write")->required();
  cmd->add_option("--pages", o->pages, "The interior's page count (default: plan the book)")
      ->check(CLI::Range(1, 2000));
  cmd->add_option_function<uint64_t>(
      "--seed",
      [o](uint64_t s) {
        o->seed = s;
        o->seed_set = true;
      },
      "Seed for every generated section (overrides [book] seed)");
  cmd->add_option("--interior", o->interior,
                  "gray or color: the interior the cover is for (overrides [print] interior; "
                  "the paper, and so the spine, follows it unless the manifest names one)")
      ->check(CLI::IsMember({"gray", "grey", "color", "colour"}));
  cmd->add_option("--threads", o->threads, "Generator threads (0 = all cores; output is the same)")
      ->default_val(0)
      ->check(CLI::Range(0, 256));
  return [o](Console& console) { return run_cover(*o, console); };
}

}  // namespace sudokupress::cli
