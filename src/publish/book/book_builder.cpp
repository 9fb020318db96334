// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_builder.hpp"

#include <chrono>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/limits.hpp"
#include "generate/variant_name.hpp"
#include "publish/book/bank_source.hpp"
#include "publish/book/book_layout.hpp"
#include "publish/book/book_painter.hpp"
#include "publish/book/picture_example.hpp"
#include "publish/book/project_source.hpp"
#include "publish/book/report.hpp"
#include "publish/book/worked_example.hpp"
#include "publish/book_strings.hpp"
#include "publish/pdf/cmyk_colours.hpp"
#include "publish/pdf/pdf_finish.hpp"
#include "publish/pdf/preflight.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/cairo/font_library.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"

namespace sudokupress::publish::book {

namespace {

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// PDF user space: points, origin at the bottom left.
pdf::PdfBox pdf_box(const render::Rect& b, render::Length page_height) {
  return {b.x.in_pt(), (page_height - b.bottom()).in_pt(), b.right().in_pt(),
          (page_height - b.y).in_pt()};
}

// --print-ready: the finished bytes go through the service's preflight (in memory); any
// violation stops the build, so no file is written.
core::Status preflight_book(const BookManifest& m, const std::string& pdf,
                            const std::string& output) {
  const pdf::PreflightOptions p = pdf::preflight_options_for(m);
  const std::string name = output.empty() ? m.source : output;
  auto v = preflight_pdf(pdf::PdfInput::bytes(pdf, name), p);
  if (!v) return v.status();
  return require_clean(*v, p, name);
}

// A variant section without an intro gets its rules in the book's language.
// A section's rules when the manifest gives no intro, from its variant: the constraint's rule
// (Killer cages, marks), then one per extra house kind in core's order (diagonals, windows,
// centre cells, asterisk, girandola, disjoint groups), then the jigsaw's regions ("killer-x": the
// cages, then the diagonals; "x-jigsaw": the diagonals, then the regions).
std::string variant_rules(const generate::NamedVariant& v, const BookText& t) {
  std::vector<const std::string*> parts;
  if (v.marks)
    parts.push_back(v.marks->family == core::MarkFamily::kKropki ? &t.rule_kropki
                    : v.marks->family == core::MarkFamily::kXv   ? &t.rule_xv
                                                                 : &t.rule_even_odd);
  else if (v.killer)
    parts.push_back(&t.rule_killer);
  const std::pair<unsigned, const std::string*> extras[] = {
      {core::kExtraDiagonals, &t.rule_x},          {core::kExtraWindows, &t.rule_windoku},
      {core::kExtraCentreDot, &t.rule_centre_dot}, {core::kExtraAsterisk, &t.rule_asterisk},
      {core::kExtraGirandola, &t.rule_girandola},  {core::kExtraDisjoint, &t.rule_disjoint}};
  for (const auto& [bit, rule] : extras)
    if (v.geometry->extras() & bit) parts.push_back(rule);
  if (v.geometry->is_jigsaw()) parts.push_back(&t.rule_jigsaw);
  std::string rule;
  for (const std::string* p : parts) rule += (rule.empty() ? "" : " ") + *p;
  return rule;
}

void default_section_rules(BookManifest& m) {
  for (SectionSpec& s : m.sections) {
    if (!s.intro.empty()) continue;
    if (s.variant == "samurai") {
      s.intro = m.text.rule_samurai;
      continue;
    }
    if (auto v = generate::variant_by_name(s.variant); v) s.intro = variant_rules(*v, m.text);
  }
}

// The first section drawn with pictures (icons), or -1.
int first_picture_section(const BookLook& look) {
  for (size_t i = 0; i < look.symbols.size(); ++i)
    if (look.symbols[i].kind == render::symbols::SymbolKind::kIcon) return static_cast<int>(i);
  return -1;
}

}  // namespace

int64_t creation_time_for(const BookManifest& m) {
  if (const char* env = std::getenv("SOURCE_DATE_EPOCH")) {
    char* end = nullptr;
    long long v = std::strtoll(env, &end, 10);
    if (end != env && *end == '\0' && v >= 0) return v;
  }
  if (m.date) return *m.date;
  return 946684800;  // 2000-01-01T00:00:00Z: pinned, so builds stay reproducible
}

namespace {

// Refuses up front a book that cannot be made in reasonable time and memory: its puzzle and
// solution pages alone exceed core::limits::kMaxBookPages.
core::Status check_page_estimate(const BookManifest& m) {
  int64_t pages = 0, puzzles = 0;
  for (const auto& s : m.sections) {
    puzzles += s.count;
    pages += (s.count + std::max(1, s.per_page) - 1) / std::max(1, s.per_page);
  }
  if (m.solutions.enabled)
    pages += (puzzles + std::max(1, m.solutions.per_page) - 1) / std::max(1, m.solutions.per_page);
  if (pages > core::limits::kMaxBookPages)
    return core::Status::error(core::StatusCode::kResource,
                               m.source + ": the book would have at least " +
                                   std::to_string(pages) + " pages (at most " +
                                   std::to_string(core::limits::kMaxBookPages) + ")");
  return core::Status::ok();
}

// The print-ready colours: a gray interior through Ghostscript's gray conversion (black is pure
// K); a colour interior as drawn (sRGB) where the service takes RGB, else CMYK by our own
// conversion (black type in black ink, the service's ink limit: cmyk_colours.hpp) and then
// Ghostscript's for what is left (images), PDF 1.3 for PDF/X-1a.
core::StatusOr<std::string> print_colours(const std::string& pdf, const PrintRules& rules,
                                          const BuildOptions& o) {
  const bool pdf13 = !rules.pdfx().empty();
  if (!rules.colour()) {
    if (o.progress) o.progress("grayscale", 0, 1);
    return pdf::to_grayscale(pdf, o.gs, pdf13);
  }
  const ColourInterior& c = rules.service->colour_interior;
  if (c.rgb) return pdf;
  if (o.progress) o.progress("cmyk", 0, 1);
  auto ours = pdf::rgb_operators_to_cmyk(pdf, c.max_ink_percent);
  if (!ours) return ours.status();
  return pdf::to_cmyk(*ours, o.gs, pdf13);
}

// Each section's grid shape (cells, template, type, large print) for the page-size checks.
// Turns all_symbols on for a picture (icon) set that does not say: every picture in play
// (part of resolving the manifest, resolve_book).
core::StatusOr<std::vector<SectionShape>> section_shapes(BookManifest& m, const BookLook& look) {
  std::vector<SectionShape> shapes;
  for (size_t i = 0; i < m.sections.size(); ++i) {
    auto g = section_geometry(m, m.sections[i]);
    if (!g) return g.status();
    if (!m.sections[i].all_symbols)
      m.sections[i].all_symbols = look.symbols[i].kind == render::symbols::SymbolKind::kIcon;
    shapes.push_back(
        section_shape(**g, look.templates[i], look.normal, m.sections[i], look.large_print[i]));
  }
  return shapes;
}

// A section's intro must end above the rule its first page draws over the grids (a long one
// was drawn over them and past the page's foot): measured with the book's fonts at the planned
// block, as the painter sets it. kIntroDescent: body sizes below the last baseline.
constexpr double kIntroDescent = 0.25;

core::Status check_intros(const BookManifest& m, const BookPlan& plan, const BookLayout& layout,
                          const BookLook& look, const render::FontManifest& fonts_toml) {
  std::unique_ptr<render::cairo::CairoCanvas> canvas;
  render::TextStyle style;
  style.family = look.body_family;
  style.size = layout.type.body;
  for (size_t i = 0; i < plan.pages.size() && i < layout.pages.size(); ++i) {
    const PlannedPage& p = plan.pages[i];
    if (p.kind != PageKind::kPuzzles || !p.first_of_part || p.section < 0) continue;
    const SectionSpec& s = m.sections[p.section];
    if (s.intro.empty()) continue;
    if (!canvas) {
      auto fonts = render::cairo::FontLibrary::create(fonts_toml);
      if (!fonts) return fonts.status();
      canvas = render::cairo::CairoCanvas::pdf(*fonts);
    }
    const PageGeometry& g = layout.pages[i];
    const size_t lines = wrap_text(*canvas, s.intro, style, g.frame.block.width).size();
    const render::Length step = style.size * kIntroLeading;
    const render::Length top = g.frame.block.y + layout.type.heading * kSectionIntroTop;
    const render::Length room = g.area.y - kSectionRuleAbove - style.size * kIntroDescent - top;
    if (step * static_cast<double>(lines - 1) <= room) continue;
    const int fit = room.in_pt() < 0 ? 0 : static_cast<int>(room.in_pt() / step.in_pt()) + 1;
    return core::Status::error(m.where(s.line) + ": [[section]] '" + s.heading +
                               "': its intro takes " + std::to_string(lines) +
                               " lines; its first page has room for " + std::to_string(fit));
  }
  return core::Status::ok();
}

// Draws the planned pages with Cairo: the PDF as drawn (before colour conversion and qpdf).
core::StatusOr<std::string> draw_pdf(const PaintInput& in, const render::FontManifest& fonts_toml,
                                     const std::string& manifest_path) {
  auto fonts = render::cairo::FontLibrary::create(fonts_toml);
  if (!fonts) return fonts.status();
  auto canvas = render::cairo::CairoCanvas::pdf(*fonts);
  canvas->set_min_icon_stroke(in.rules.service->min_line_width);
  if (auto st = paint_book(*canvas, in); !st)
    return core::Status::error(manifest_path + ": drawing the book failed: " + st.message());
  return canvas->pdf_bytes();
}

// Puzzles: from the caller's source, else the bank's first ([book] bank), else generated and
// graded per section; deduplicated, checked and numbered by select_puzzles.
core::Status choose_puzzles(const BookManifest& m, const BuildOptions& o, BuildResult& r) {
  auto t0 = std::chrono::steady_clock::now();
  const int total = m.puzzle_count();
  ProjectSource project(o.threads, [&](int done) {
    if (o.progress) o.progress("puzzles", done, total);
  });
  std::shared_ptr<BankSource> banked;  // [book] bank: the bank's puzzles first
  if (!o.source && !m.bank.empty()) {
    auto b = BankSource::open(m, project);
    if (!b) return b.status();
    banked = std::move(*b);
  }
  PuzzleSource* chosen = o.source ? o.source
                         : banked ? static_cast<PuzzleSource*>(banked.get())
                                  : static_cast<PuzzleSource*>(&project);
  PuzzleSource& source = *chosen;
  auto puzzles = select_puzzles(m, source, book_canonical, &r.selection);
  if (!puzzles) return puzzles.status();
  // The bank source's generator (`project`) is used only while selecting; record() after the
  // build writes to the bank alone.
  r.bank = banked;
  r.puzzles = std::move(*puzzles);
  r.select_seconds = since(t0);
  return core::Status::ok();
}

// The how-to-play page's example: a picture book's own 4x4 puzzle, else a worked hidden single
// (none without a how-to-play page or with example = "none").
core::Status how_to_play_examples(const BookManifest& m, const BookLook& look,
                                  const std::vector<BookPuzzle>& puzzles,
                                  const std::string& manifest_path,
                                  std::optional<WorkedExample>& example,
                                  std::optional<PictureExample>& picture) {
  if (m.front.how_to_play) {
    const int picture_section = first_picture_section(look);
    ExampleKind kind = m.front.example;
    if (kind == ExampleKind::kAuto)
      kind = picture_section == 0 ? ExampleKind::kPicture : ExampleKind::kWorked;
    if (kind == ExampleKind::kPicture) {
      auto p = picture_example(m.seed, puzzles, std::max(0, picture_section));
      if (!p)
        return core::Status::error(manifest_path +
                                   ": how-to-play example: " + p.status().message());
      picture = std::move(*p);
    }
  }
  if (!picture && m.front.how_to_play && m.front.example != ExampleKind::kNone) {
    auto ex = book_worked_example(m.seed, m.profile, puzzles);
    if (!ex)
      return core::Status::error(manifest_path + ": how-to-play example: " + ex.status().message());
    example = std::move(*ex);
  }
  return core::Status::ok();
}

// What qpdf writes into the drawn PDF: page labels (roman front matter, arabic body), the info
// dictionary, PDF/X for print-ready books, and every page's trim and bleed boxes.
pdf::PdfFinish finish_options(const BookManifest& m, const BookPlan& plan, const BookLayout& layout,
                              const PrintRules& rules, const PaintInput& in, bool print_ready) {
  pdf::PdfFinish f;
  if (plan.body_first_page > 0) f.labels.push_back({0, 'r', 1});
  f.labels.push_back({plan.body_first_page, 'D', 1});
  f.title = m.title;
  f.author = m.author;
  f.subject = m.subject.empty() ? m.subtitle : m.subject;
  for (const std::string& k : m.keywords) f.keywords += (f.keywords.empty() ? "" : ", ") + k;
  f.creator = in.creator;
  f.creation_time = in.creation_time;
  f.drop_xmp = print_ready;
  f.strip_interactive = print_ready;
  if (print_ready) f.pdfx = std::string(rules.pdfx());
  for (const PageGeometry& page : layout.pages) {
    const PageFrame& frame = page.frame;
    f.trim_boxes.push_back(pdf_box(frame.trim, frame.media.height));
    f.bleed_boxes.push_back(
        pdf_box({{}, {}, frame.media.width, frame.media.height}, frame.media.height));
  }
  return f;
}

}  // namespace

// Print-ready colour, then labels, metadata and boxes; the service's preflight of the bytes; the
// report; the files written.
core::Status finish_book(std::string pdf, const PaintInput& in, const PrintRules& rules,
                         const BuildOptions& o, BuildResult& r) {
  const BookManifest& m = *in.manifest;
  auto t2 = std::chrono::steady_clock::now();
  if (o.print_ready) {
    auto converted = print_colours(pdf, rules, o);
    if (!converted) return converted.status();
    pdf = std::move(*converted);
  }
  const pdf::PdfFinish f = finish_options(m, r.plan, r.layout, rules, in, o.print_ready);
  auto finished = finish_pdf(pdf, f);
  if (!finished) return finished.status();
  r.pdf = std::move(*finished);
  r.finish_seconds = since(t2);
  if (o.print_ready && o.preflight) {
    if (o.progress) o.progress("preflight", 0, 1);
    auto t3 = std::chrono::steady_clock::now();
    if (auto st = preflight_book(m, r.pdf, o.output); !st) return st;
    r.preflight_seconds = since(t3);
  }
  r.report = book_report(m, r.puzzles, r.plan);

  if (!o.output.empty()) {
    if (auto st = core::write_file_atomic(o.output, r.pdf); !st) return st;
  }
  if (!o.report.empty()) {
    if (auto st = core::write_file_atomic(o.report, r.report); !st) return st;
  }
  return core::Status::ok();
}

namespace {

// What the build resolves before any stage runs: the data folder and fonts, the print rules,
// the look (templates, symbols) and each section's grid shape.
struct BookSetup {
  render::DataDir data;
  render::FontManifest fonts;
  PrintRules rules;
  BookLook look;
  std::vector<SectionShape> shapes;
};

// Completes the manifest, once: the command line's seed and interior, the language's strings,
// the variants' rules, a picture book's words and all_symbols of picture sets. Everything the
// drawing needs is resolved here, so a bad template, symbol set or font stops the build before
// minutes of generation. The manifest is read-only after.
core::StatusOr<BookSetup> resolve_book(const BuildOptions& o, BookManifest& m) {
  if (o.seed) m.seed = *o.seed;
  if (o.interior) set_interior(m, *o.interior);
  auto data = render::find_data_dir();
  if (!data) return data.status();
  auto font_manifest = render::load_font_manifest(data->font_manifest());
  if (!font_manifest) return font_manifest.status();
  if (auto st = localize(m, data->templates()); !st) return st;
  default_section_rules(m);
  const PrintRules rules = print_rules(m);
  auto look = load_look(m, data->templates(), data->symbols(), *font_manifest,
                        o.print_ready && !rules.colour() ? render::symbols::SymbolTone::kGray
                                                         : render::symbols::SymbolTone::kColour);
  if (!look) return look.status();
  if (m.front.how_to_play &&
      (m.front.example == ExampleKind::kPicture ||
       (m.front.example == ExampleKind::kAuto && first_picture_section(*look) == 0)))
    use_kids_text(m.text);
  auto shapes = section_shapes(m, *look);
  if (!shapes) return shapes.status();
  return BookSetup{std::move(*data), std::move(*font_manifest), rules, std::move(*look),
                   std::move(*shapes)};
}

}  // namespace

core::StatusOr<BuildResult> build_book(const BuildOptions& o) {
  BuildResult r;
  auto manifest = load_manifest(o.manifest_path);
  if (!manifest) return manifest.status();
  r.manifest = std::move(*manifest);
  auto setup = resolve_book(o, r.manifest);
  if (!setup) return setup.status();
  const BookManifest& m = r.manifest;  // read-only from here on
  const PrintRules& rules = setup->rules;
  const BookLook& look = setup->look;
  // Readable sizes are checked before minutes of generation (with the smallest gutter; the
  // plan below checks again with the gutter of the real page count).
  const render::TypeScale& type = look.normal.type;
  if (auto pp = resolve_per_page(m, setup->shapes, inside_margin(m, rules, 0), rules, type); !pp)
    return pp.status();

  if (auto st = check_page_estimate(m); !st) return st;

  if (auto st = choose_puzzles(m, o, r); !st) return st;

  auto planned = plan_layout(m, r.puzzles, setup->shapes, rules, type, o.print_ready);
  if (!planned) return planned.status();
  r.plan = std::move(planned->plan);
  r.grid_sizes = std::move(planned->grid_sizes);
  r.layout = std::move(planned->layout);
  if (auto st = check_intros(m, r.plan, r.layout, look, setup->fonts); !st) return st;
  if (o.plan_only) return r;

  // Pages.
  auto t1 = std::chrono::steady_clock::now();
  std::optional<WorkedExample> example;
  std::optional<PictureExample> picture;
  if (auto st = how_to_play_examples(m, look, r.puzzles, o.manifest_path, example, picture); !st)
    return st;
  PaintInput in;
  in.manifest = &m;
  in.puzzles = &r.puzzles;
  in.plan = &r.plan;
  in.layout = &r.layout;
  in.look = &look;
  in.example = example ? &*example : nullptr;
  in.picture_example = picture ? &*picture : nullptr;
  in.creator = std::string("sudokupress ") + SP_VERSION;
  in.creation_time = creation_time_for(m);
  in.rules = rules;
  if (o.progress) o.progress("pages", 0, r.plan.page_count());
  auto drawn = draw_pdf(in, setup->fonts, o.manifest_path);
  if (!drawn) return drawn.status();
  std::string pdf = std::move(*drawn);
  r.render_seconds = since(t1);

  if (auto st = finish_book(std::move(pdf), in, rules, o, r); !st) return st;
  return r;
}

}  // namespace sudokupress::publish::book
