// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/cover/cover_builder.hpp"

#include <algorithm>

#include "core/format.hpp"
#include "grade/difficulty.hpp"
#include "publish/book/book_painter.hpp"
#include "publish/book_strings.hpp"
#include "publish/cover/cover_painter.hpp"
#include "publish/pdf/cmyk_colours.hpp"
#include "publish/pdf/pdf_finish.hpp"
#include "publish/pdf/preflight.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/cairo/font_library.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"

namespace sudokupress::publish::cover {

namespace {

using core::Status;

// The artwork: a picture book's first picture puzzle, solved (every square a picture); else a
// samurai if the book has one, else the first puzzle of the last (hardest) section.
CoverArt pick_art(const std::vector<book::BookPuzzle>& puzzles, const book::BookLook& look,
                  bool pictures) {
  CoverArt art;
  const book::BookPuzzle* pick = nullptr;
  for (const book::BookPuzzle& p : puzzles)
    if (pictures && look.symbols[p.section].kind == render::symbols::SymbolKind::kIcon) {
      pick = &p;
      break;
    }
  for (const book::BookPuzzle& p : puzzles)
    if (!pick && p.puzzle.geo().num_cells() > 81 && p.puzzle.size() == 9) {
      pick = &p;
      break;
    }
  if (!pick && !puzzles.empty()) {
    const int last = puzzles.back().section;
    for (const book::BookPuzzle& p : puzzles)
      if (p.section == last) {
        pick = &p;
        break;
      }
  }
  if (!pick) return art;
  art.puzzle = &pick->puzzle;
  art.look = &look.templates[pick->section];
  art.symbols = &look.symbols[pick->section];
  art.icon_pattern = art.symbols->kind == render::symbols::SymbolKind::kIcon;
  if (art.icon_pattern) art.solution = &pick->solution;
  return art;
}

// What kind of book the cover sells: a picture book (its first section is pictures), large
// print (its template or every section), or the adults' book.
enum class BookKind { kAdult, kLargePrint, kKids };
BookKind book_kind(const BookManifest& m, const book::BookLook& look) {
  if (!look.symbols.empty() && look.symbols.front().kind == render::symbols::SymbolKind::kIcon)
    return BookKind::kKids;
  if (look.normal.large_print ||
      std::all_of(look.large_print.begin(), look.large_print.end(), [](bool b) { return b; }))
    return BookKind::kLargePrint;
  (void)m;
  return BookKind::kAdult;
}

std::string_view cover_template_for(BookKind kind) {
  switch (kind) {
    case BookKind::kKids:
      return "kids";
    case BookKind::kLargePrint:
      return "large-print";
    case BookKind::kAdult:
      break;
  }
  return "classic";
}

// The back cover's text when the manifest gives none: what the book holds (counts and levels)
// in its language.
std::string default_blurb(const BookManifest& m, const std::vector<LadderStep>& ladder,
                          BookKind kind) {
  const BookText& t = m.text;
  int count = 0;
  std::vector<std::string> grades;
  for (const LadderStep& s : ladder) {
    count += s.count;
    if (!s.grade.empty() && std::find(grades.begin(), grades.end(), s.grade) == grades.end())
      grades.push_back(s.grade);
  }
  if (count == 0) return "";
  const std::string n = format_count(count, t.thousands_separator);
  const std::string first = grades.empty() ? "" : grades.front();
  const std::string last = grades.empty() ? "" : grades.back();
  std::string blurb =
      kind == BookKind::kKids ? fill(t.blurb_kids, {{"count", n}, {"first", first}, {"last", last}})
      : grades.size() <= 1    ? fill(t.blurb_one_level, {{"count", n}, {"first", first}})
                              : fill(t.blurb, {{"count", n},
                                               {"levels", std::to_string(grades.size())},
                                               {"first", first},
                                               {"last", last}});
  if (kind == BookKind::kLargePrint) blurb += "\n\n" + t.blurb_large_print;
  return blurb;
}

// The age ladder of picture books: 4x4 for ages 3-5, 6x6 for 5-7, 9x9 for 8 and up.
struct AgeBand {
  int size, from, to;  // to 0: "and up"
};
constexpr AgeBand kAgeBands[] = {{4, 3, 5}, {6, 5, 7}, {9, 8, 0}};

// "3-5" for a book of 4x4 picture grids, "3-7" for 4x4 and 6x6, "5+" for 6x6 up to 9x9; ""
// when it has no picture grid of a laddered size.
std::string ages_by_grids(const std::vector<book::BookPuzzle>& puzzles,
                          const book::BookLook& look) {
  const AgeBand* young = nullptr;
  const AgeBand* old = nullptr;
  for (const book::BookPuzzle& p : puzzles) {
    if (look.symbols[p.section].kind != render::symbols::SymbolKind::kIcon) continue;
    for (const AgeBand& b : kAgeBands) {
      if (b.size != p.puzzle.size()) continue;
      if (!young || b.from < young->from) young = &b;
      if (!old || b.from > old->from) old = &b;
    }
  }
  if (!young) return "";
  if (old->to == 0) return std::to_string(young->from) + "+";
  return std::to_string(young->from) + "-" + std::to_string(old->to);
}

// The badge text: [book] ages (or the grids' band) in the book's language, "3-5" set with an
// en dash; "" for none.
std::string age_badge(const BookManifest& m, const std::vector<book::BookPuzzle>& puzzles,
                      const book::BookLook& look) {
  std::string band = m.ages.empty() ? ages_by_grids(puzzles, look) : m.ages;
  if (band.empty() || band == "none") return "";
  if (const size_t dash = band.find('-'); dash != std::string::npos)
    band.replace(dash, 1, "\u2013");
  return fill(m.text.ages, {{"ages", band}});
}

}  // namespace

std::vector<LadderStep> difficulty_ladder(const BookManifest& m,
                                          const std::vector<book::BookPuzzle>& puzzles) {
  std::vector<LadderStep> steps;
  for (size_t i = 0; i < m.sections.size(); ++i) {
    LadderStep s;
    s.heading = m.sections[i].heading;
    s.level = -1;
    for (const book::BookPuzzle& p : puzzles) {
      if (p.section != static_cast<int>(i)) continue;
      ++s.count;
      // The label the book prints (kids: their own), in the book's language.
      if (p.level > s.level) s.grade = grade_label(m.text, p.grade);
      s.level = std::max(s.level, p.level);
    }
    if (s.count == 0) continue;
    s.levels = grade::ladder(m.profile).top() + 1;
    // The children's ladder has three rungs of its own: first steps, easy, tricky.
    const std::string& kids = m.sections[i].kids_level;
    if (!kids.empty()) {
      constexpr std::string_view kKidsLevels[] = {"first-steps", "easy", "tricky"};
      s.levels = static_cast<int>(std::size(kKidsLevels));
      s.level = static_cast<int>(std::find(std::begin(kKidsLevels), std::end(kKidsLevels), kids) -
                                 std::begin(kKidsLevels));
    }
    s.label = (s.heading == s.grade ? s.heading : s.heading + " \u2014 " + s.grade) + ", " +
              count_text(m.text, s.count);
    steps.push_back(std::move(s));
  }
  return steps;
}

namespace {

// The words on the cover: title lines, the ladder of the book's sections, the age badge of a
// picture book, the blurb (the manifest's or the default from the counts) and the series line.
CoverText cover_text(const BookManifest& m, const std::vector<book::BookPuzzle>& puzzles,
                     const book::BookLook& look, BookKind kind) {
  CoverText text;
  text.title = m.title;
  text.subtitle = m.subtitle;
  text.author = m.author;
  text.subtitle_italic = m.text.font.empty();  // the script's font has no italic (ja)
  text.ladder = difficulty_ladder(m, puzzles);
  if (kind == BookKind::kKids) text.ages = age_badge(m, puzzles, look);
  text.blurb = m.cover.blurb.empty() ? default_blurb(m, text.ladder, kind) : m.cover.blurb;
  text.blurb_where = m.where(m.cover.blurb_line);
  if (m.volume > 0) text.volume = fill(m.text.volume, {{"n", std::to_string(m.volume)}});
  if (!m.series.empty())
    text.series_line = m.series + (text.volume.empty() ? "" : "  \u00b7  " + text.volume);
  return text;
}

// What qpdf writes into the drawn cover: info, PDF/X for a service that asks for it, and the
// one page's trim box (the page less the bleed) and bleed box (the page).
pdf::PdfFinish cover_finish_options(const BookManifest& m, const PrintService& service,
                                    const CoverLayout& layout, const render::DocumentInfo& info,
                                    bool pdfx) {
  pdf::PdfFinish f;
  if (pdfx) {
    f.pdfx = std::string(service.pdfx_output);
    f.strip_interactive = true;
  }
  f.title = info.title;
  f.author = m.author;
  f.creator = info.creator;
  f.creation_time = *info.creation_time;
  f.drop_xmp = true;
  const double h = layout.page.height.in_pt();
  const render::Length b = layout.bleed;
  f.trim_boxes.push_back({b.in_pt(), b.in_pt(), (layout.page.width - b).in_pt(), h - b.in_pt()});
  f.bleed_boxes.push_back({0, 0, layout.page.width.in_pt(), h});
  return f;
}

}  // namespace

namespace {

// The drawn cover made a PDF/X where the service asks for one, finished (boxes, metadata) into
// r.pdf and, with o.preflight, checked by the service's preflight.
Status finish_cover(const BookManifest& m, const PrintService& service, const CoverOptions& o,
                    const render::DocumentInfo& info, std::string bytes, CoverResult& r) {
  // A service that asks for PDF/X (IngramSpark: PDF/X-1a:2001, no RGB) gets a CMYK PDF 1.3
  // cover with the output intent; the others take the cover as drawn (RGB is accepted).
  const bool pdfx = !service.pdfx_accepted.empty();
  if (pdfx) {
    // Our own conversion first (full black generation, the service's ink limit): see
    // cmyk_colours.hpp for what Ghostscript's alone gave.
    auto ours = pdf::rgb_operators_to_cmyk(bytes, service.colour.max_ink_percent);
    if (!ours) return ours.status();
    auto cmyk = pdf::to_cmyk(*ours, o.gs, true);
    if (!cmyk) return cmyk.status();
    bytes = std::move(*cmyk);
  }
  auto pdf = finish_pdf(bytes, cover_finish_options(m, service, r.layout, info, pdfx));
  if (!pdf) return pdf.status();
  r.pdf = std::move(*pdf);
  if (o.preflight) {
    pdf::PreflightOptions p = pdf::preflight_options_for(m);
    p.cover = true;
    p.bleed = false;
    p.pages = r.pages;
    const std::string name = o.output.empty() ? m.source + " (cover)" : o.output;
    auto v = preflight_pdf(pdf::PdfInput::bytes(r.pdf, name), p);
    if (!v) return v.status();
    if (auto st = require_clean(*v, p, name); !st) return st;
  }
  return Status::ok();
}

}  // namespace

core::StatusOr<CoverResult> build_cover(const book::BuildResult& book, const CoverOptions& o) {
  const BookManifest& m = book.manifest;
  const PrintService* service = find_print_service(m.print.service);
  if (!service) return Status::error(m.where(m.print.service_line) + ": unknown service");
  if (!service->cover)
    return Status::error(m.where(m.print.service_line) + ": " + std::string(service->name) +
                         " prints no cover (the book's title page is its first page)");
  auto data = render::find_data_dir();
  if (!data) return data.status();
  auto font_manifest = render::load_font_manifest(data->font_manifest());
  if (!font_manifest) return font_manifest.status();
  auto look = book::load_look(m, data->templates(), data->symbols(), *font_manifest);
  if (!look) return look.status();
  const BookKind kind = book_kind(m, *look);
  const std::string template_name =
      m.cover.template_name.empty() ? std::string(cover_template_for(kind)) : m.cover.template_name;
  auto tmpl = load_cover_template(template_name, data->templates());
  if (!tmpl) return Status::error(m.where(m.cover.template_line) + ": " + tmpl.status().message());
  if (m.cover.background) tmpl->background = *m.cover.background;
  if (m.cover.foreground) tmpl->foreground = *m.cover.foreground;
  if (m.cover.accent) tmpl->accent = *m.cover.accent;
  if (!m.text.font.empty()) tmpl->title_family = tmpl->body_family = m.text.font;
  auto fonts = render::cairo::FontLibrary::create(*font_manifest);
  if (!fonts) return fonts.status();
  auto canvas = render::cairo::CairoCanvas::pdf(*fonts);
  canvas->set_min_icon_stroke(service->min_line_width);

  CoverResult r;
  r.pages = o.pages.value_or(book.plan.page_count());
  CoverArt art = pick_art(book.puzzles, *look, kind == BookKind::kKids);
  art.min_line = service->min_line_width;
  CoverInput in;
  in.service = service;
  in.paper = m.print.paper;
  in.pages = r.pages;
  in.trim = m.trim.size();
  in.text = cover_text(m, book.puzzles, *look, kind);
  in.artwork_aspect = cover_art_aspect(art);
  render::Canvas& measure_on = *canvas;
  in.measure = [&measure_on](std::string_view s, const render::TextStyle& st) {
    return measure_on.text_width(s, st);
  };
  auto layout = plan_cover(*tmpl, in);
  if (!layout) return layout.status();
  r.layout = std::move(*layout);

  render::DocumentInfo info;
  info.title = m.title + " (cover)";
  info.author = m.author;
  info.creator = std::string("sudokupress ") + SP_VERSION;
  info.creation_time = book::creation_time_for(m);
  if (auto st = paint_cover(*canvas, r.layout, *tmpl, art, info); !st)
    return Status::error(m.source + ": drawing the cover failed: " + st.message());
  if (auto st = finish_cover(m, *service, o, info, canvas->pdf_bytes(), r); !st) return st;
  if (!o.output.empty())
    if (auto st = core::write_file_atomic(o.output, r.pdf); !st) return st;
  return r;
}

core::StatusOr<CoverResult> build_cover(book::BuildOptions book, const CoverOptions& o) {
  book.output.clear();
  book.report.clear();
  book.plan_only = true;
  book.print_ready = true;
  auto planned = build_book(book);
  if (!planned) return planned.status();
  return build_cover(*planned, o);
}

}  // namespace sudokupress::publish::cover
