// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress book MANIFEST -o OUT.pdf [--seed S] [--print-ready] [--report OUT.tsv]`: builds
// a graded puzzle book from its manifest (src/publish/book/book_builder.hpp).
#include <string>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "publish/book/bank_source.hpp"
#include "publish/book/book_builder.hpp"
#include "publish/cover/cover_builder.hpp"
#include "publish/print_service.hpp"

namespace sudokupress::cli {

namespace {

struct BookOptions {
  std::string manifest;
  std::string output;
  std::string report;
  std::string cover;
  std::string seed;
  std::string interior;  // "" = the manifest's
  bool print_ready = false;
  int threads = 0;
};

core::StatusOr<uint64_t> parse_book_seed(const std::string& text) {
  try {
    size_t used = 0;
    uint64_t s = std::stoull(text, &used);
    if (used != text.size() || text[0] == '-' || text[0] == '+')
      throw std::invalid_argument("seed");
    return s;
  } catch (const std::exception&) {
    return usage_error("--seed wants a non-negative integer");
  }
}

core::Status run_book(const BookOptions& o, Console& console) {
  publish::book::BuildOptions b;
  b.manifest_path = o.manifest;
  b.print_ready = o.print_ready;
  b.threads = o.threads;
  if (!o.interior.empty()) {
    auto i = publish::parse_interior(o.interior);
    if (!i) return usage_error("unknown --interior '" + o.interior + "' (gray, color)");
    b.interior = *i;
  }
  if (!o.seed.empty()) {
    auto s = parse_book_seed(o.seed);
    if (!s) return s.status();
    b.seed = *s;
  }
  OutputFiles files;  // the PDF and the report are committed together, after the build
  files.protect(o.manifest);
  if (auto st = files.check(o.output); !st) return st;
  if (!o.report.empty()) {
    if (auto st = files.check(o.report); !st) return st;
    if (o.report == o.output) return usage_error("--report and -o name the same file");
  }
  if (!o.cover.empty()) {
    if (auto st = files.check(o.cover); !st) return st;
    if (o.cover == o.output || o.cover == o.report)
      return usage_error("--cover names the same file as -o or --report");
  }
  if (console.interactive())
    b.progress = [&console](const std::string& what, int done, int total) {
      console.progress("book: " + what, done, total);
    };
  auto r = publish::book::build_book(b);
  console.end_progress();
  if (!r) return r.status();
  for (const std::string& w : r->selection.warnings) console.error(w);
  files.add(o.output, std::move(r->pdf));
  if (!o.report.empty()) files.add(o.report, std::move(r->report));
  if (!o.cover.empty()) {
    publish::cover::CoverOptions c;  // output "": the bytes are committed with the book's files
    // A print-ready book's cover is checked like the book; a draft's (its page count not
    // padded to the service's minimum) is not.
    c.preflight = o.print_ready;
    auto cover = publish::cover::build_cover(*r, c);
    if (!cover) return cover.status();
    files.add(o.cover, std::move(cover->pdf));
  }
  if (auto st = files.commit(); !st) return st;
  if (r->bank) {  // only now, with the PDF written: the volume's puzzles are used
    if (auto st = r->bank->record(r->puzzles, r->plan); !st)
      return core::Status::error(o.output +
                                 " was written, but the bank could not record the "
                                 "volume's puzzles: " +
                                 st.message());
    console.note("book: " + std::to_string(r->bank->from_bank()) + " of " +
                 std::to_string(r->puzzles.size()) + " puzzles from the bank " + r->manifest.bank +
                 " (series '" + r->manifest.series + "', volume " +
                 std::to_string(r->manifest.volume) + ")");
  }
  console.note("book: " + o.output + ": " + std::to_string(r->plan.page_count()) + " pages, " +
               std::to_string(r->puzzles.size()) + " puzzles" +
               (r->plan.padding_pages
                    ? " (" + std::to_string(r->plan.padding_pages) +
                          (r->plan.padding_pages == 1 ? " page" : " pages") + " added at the end)"
                    : std::string()));
  // The grid sizes the book prints: one a section, as few as the pages allow.
  for (const std::string& size : r->grid_sizes) console.note("book: grid cells " + size);
  return core::Status::ok();
}

}  // namespace

Action register_book(CLI::App& app) {
  auto o = std::make_shared<BookOptions>();
  CLI::App* cmd = app.add_subcommand("book", "Build a graded puzzle book (PDF) from a manifest");
  cmd->footer(
      "MANIFEST is a book.toml (see book/sample/book.toml and src/publish/manifest.hpp): title,\n"
      "trim size, margins, front matter, sections (count, variant, grade, symmetry, mask,\n"
      "symbols, per_page 1/2/4/6, large_print, or a puzzles file), solutions, [print] paper and\n"
      "interior (gray or color; --interior overrides it, so one manifest builds both) and the\n"
      "service, one of: " +
      publish::print_service_names() +
      "\n"
      "(printable: a PDF printed at home or school, Letter or A4, no bleed, no cover, any page\n"
      "count). Layout follows the service: running heads\n"
      "and page numbers inside its margins, the inside margin never narrower than the outside\n"
      "one, lines at least the service's minimum (0.75 pt), type from the template's few\n"
      "[book] sizes, cells never below the template's minimum (6 mm, 5 mm for samurai, 4 mm\n"
      "for solutions; large print: 12 mm cells and 20 pt digits, 12 pt solution digits, no type\n"
      "below 16 pt; a per_page that would go below is an error that names the largest\n"
      "allowed), padding with Notes pages (never 3 blank pages in a row). The grid sizes\n"
      "printed are listed as notes. The how-to-play example is the book's own (its seed).\n"
      "The PDF has an outline (a bookmark per section), links from each puzzle to its solution\n"
      "and back, page labels (i, ii, ... then 1, 2, ...), metadata and embedded fonts.\n"
      "The same manifest and seed give a byte-identical PDF: the creation date is\n"
      "SOURCE_DATE_EPOCH if set, else the manifest's [book] date, else 2000-01-01.\n"
      "--report writes TSV with a header: number, section, page, id, grade, score, clues, puzzle.\n"
      "The PDF and the report are written together or not at all.\n"
      "Errors are one line, file:line: problem; exit 1 and no output file is written.\n"
      "Examples:\n"
      "The sample book, with its report:\n"
      "  sudokupress book book/sample/book.toml -o book.pdf --report book.tsv\n"
      "A print-ready interior and its cover, checked by the service's preflight:\n"
      "  sudokupress book book/sample/book.toml -o book.pdf --print-ready --cover cover.pdf\n"
      "The children's book in colour (its manifest) and in gray:\n"
      "  sudokupress book book/kids/book.toml -o kids.pdf --print-ready\n"
      "  sudokupress book book/kids/book.toml -o kids-gray.pdf --print-ready --interior gray");
  cmd->add_option("manifest", o->manifest, "The book manifest (book.toml)")->required();
  cmd->add_option("-o,--output", o->output, "The PDF to write")->required();
  cmd->add_option("--seed", o->seed, "Seed for every generated section (overrides [book] seed)");
  cmd->add_flag("--print-ready", o->print_ready,
                "Print-on-demand interior for the [print] service: grayscale with pure-K black "
                "(Ghostscript), PDF/X-1a:2001 (output intent, GTS keys, no transparency) or, for "
                "a colour interior, sRGB (kdp, lulu) or CMYK PDF/X-1a within the ink limit "
                "(ingramspark); fonts "
                "embedded, no links, outline or structure, trim and bleed boxes, Notes pages to "
                "the service's minimum; then the service's preflight: a failing book is not "
                "written");
  cmd->add_option("--interior", o->interior,
                  "gray or color: overrides the manifest's [print] interior (a paper the "
                  "manifest does not name follows: color paper for a colour interior)")
      ->check(CLI::IsMember({"gray", "grey", "color", "colour"}));
  cmd->add_option("--report", o->report,
                  "Also write a TSV report: number, section, page, id, grade, score, clues, "
                  "puzzle");
  cmd->add_option(
      "--cover", o->cover,
      "Also write the book's cover (see `sudokupress cover --help`) for its page count");
  cmd->add_option("--threads", o->threads, "Generator threads (0 = all cores; output is the same)")
      ->default_val(0)
      ->check(CLI::Range(0, 256));
  return [o](Console& console) { return run_book(*o, console); };
}

}  // namespace sudokupress::cli
