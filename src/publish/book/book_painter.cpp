// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/book/book_painter.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>

#include "core/number_text.hpp"
#include "publish/book/book_front_painter.hpp"
#include "publish/book/book_puzzle_painter.hpp"
#include "publish/book/project_source.hpp"
#include "publish/book/report.hpp"
#include "publish/book_strings.hpp"
#include "publish/manifest.hpp"
#include "render/cairo/picture_raster.hpp"
#include "render/grid/grid_drawer.hpp"
#include "render/grid/legend.hpp"
#include "render/grid/page_layout.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/themes.hpp"

namespace sudokupress::publish::book {

namespace {

using render::Length;

// Grids up to this size (4x4, 6x6) draw with the kids-icons template unless a section names one.
constexpr int kKidsIconsMaxSize = 6;
// The how-to-play example and the title's ornament are classic 9x9 grids.
constexpr int kExampleSize = 9;

// Walks the planned pages: each page begun at its media size, drawn by its stage, its page
// number added.
void paint_pages(render::Canvas& canvas, const PaintInput& in) {
  FrontMatterPainter front(canvas, in);
  PuzzlePagePainter puzzles(canvas, in);
  const BookPlan& plan = *in.plan;
  for (int i = 0; i < plan.page_count(); ++i) {
    const PageFrame& f = in.layout->pages[i].frame;
    canvas.begin_page(f.media);
    switch (plan.pages[i].kind) {
      case PageKind::kTitle:
        front.title_page(f);
        break;
      case PageKind::kHowToPlay:
        front.how_to_play(f);
        break;
      case PageKind::kContents:
        front.contents(i, f);
        break;
      case PageKind::kPuzzles:
        puzzles.puzzle_page(i, f);
        break;
      case PageKind::kSolutions:
        puzzles.solution_page(i, f);
        break;
      case PageKind::kNotes:
        front.notes_page(f);
        break;
      case PageKind::kBlank:
        break;
    }
    front.folio(i, f);
    canvas.end_page();
  }
}

}  // namespace

// A template's words in the book's language: the legend's label, and the caption family of
// the language's script.
void localize_template(const BookText& text, render::Template& t) {
  if (!t.legend.label.empty() && text.language != "en") t.legend.label = text.legend_label;
  if (!text.font.empty()) t.caption.family = text.font;
}

namespace {

// A section's template in the book's language: the one it names, else large-print for a
// large-print section, kids-icons for a single 4x4 or 6x6 grid, else the book's.
core::StatusOr<render::Template> section_template(const BookManifest& m, const SectionSpec& s,
                                                  const core::Geometry& g,
                                                  const render::Template& normal,
                                                  const std::string& templates_dir,
                                                  const render::FontManifest& fonts) {
  std::string name = s.template_name;
  int line = s.template_line;
  if (name.empty()) {
    line = s.line;
    if (s.large_print)
      name = "large-print";
    else if (g.size() <= kKidsIconsMaxSize && !g.is_composite())
      name = "kids-icons";
  }
  render::Template t = normal;
  if (!name.empty()) {
    auto loaded = render::load_template(name, templates_dir, fonts);
    if (!loaded) return core::Status::error(m.where(line) + ": " + loaded.status().message());
    t = *loaded;
  }
  localize_template(m.text, t);
  return t;
}

}  // namespace

core::StatusOr<BookLook> load_look(const BookManifest& m, const std::string& templates_dir,
                                   const std::string& symbols_dir,
                                   const render::FontManifest& fonts,
                                   render::symbols::SymbolTone tone) {
  BookLook look;
  auto normal = render::load_template(m.template_name, templates_dir, fonts);
  if (!normal)
    return core::Status::error(m.where(m.template_line) + ": " + normal.status().message());
  look.normal = *normal;
  // The language's script: a family of its own for words (ja), checked against fonts.toml.
  if (!m.text.font.empty()) {
    const render::FontFamily* family = fonts.find(m.text.font);
    if (!family)
      return core::Status::error(m.where(m.language_line) + ": language '" + m.text.language +
                                 "' needs the font family '" + m.text.font + "', which " +
                                 fonts.source + " does not list");
    look.heading_family = look.body_family = m.text.font;
  }
  localize_template(m.text, look.normal);
  // A large-print template promises large type: no size of its scale below LargePrint::text.
  const LargePrint lp;
  if (look.normal.large_print && look.normal.type.small < lp.text.in_pt())
    return core::Status::error(m.where(m.template_line) + ": template '" + m.template_name +
                               "' says [book] large_print but its small_pt is " +
                               core::number_text(look.normal.type.small) +
                               "; large print needs every size at least " +
                               core::number_text(lp.text.in_pt()) + " pt");
  auto digits = render::symbols::load_symbols(look.normal.symbols_for(kExampleSize), kExampleSize,
                                              symbols_dir);
  if (!digits)
    return core::Status::error(m.where(m.template_line) + ": " + digits.status().message());
  look.example_symbols = std::move(*digits);
  std::vector<render::symbols::Theme> themes;  // the picture themes the sections use
  for (const SectionSpec& s : m.sections) {
    auto g = section_geometry(m, s);
    if (!g) return g.status();
    auto templ = section_template(m, s, **g, look.normal, templates_dir, fonts);
    if (!templ) return templ.status();
    const render::Template& t = *templ;
    look.templates.push_back(t);
    look.large_print.push_back(s.large_print || t.large_print || look.normal.large_print);
    // A Word Sudoku section draws its word's letters unless it names another set.
    const std::string set = !s.symbols.empty() ? s.symbols
                            : !s.word.empty()  ? "word:" + s.word
                                               : t.symbols_for((*g)->size());
    // A picture theme in a gray book is checked at the smallest size the section may print
    // its pictures (the section's minimum cell times the template's icon scale).
    const render::Length picture =
        section_shape(**g, t, t, s, look.large_print.back()).min_cell * t.icon_scale;
    auto sym = render::cairo::load_print_symbols(set, (*g)->size(), symbols_dir, tone, picture);
    if (!sym)
      return core::Status::error(m.where(s.symbols_line ? s.symbols_line : s.line) + ": " +
                                 sym.status().message());
    look.symbols.push_back(std::move(*sym));
    if (render::symbols::is_theme(symbols_dir, set))
      if (auto theme = render::symbols::load_theme(symbols_dir, set); theme)
        themes.push_back(*theme);
  }
  look.credits = render::symbols::theme_credits(themes);
  return look;
}

SectionShape section_shape(const core::Geometry& g, const render::Template& t,
                           const render::Template& solutions, const SectionSpec& s,
                           bool large_print) {
  SectionShape shape;
  shape.cols = g.canvas_cols();
  shape.rows = g.canvas_rows();
  shape.composite = g.is_composite();
  shape.variant = s.variant;
  shape.border = t.border;
  shape.solution_border = solutions.border;
  const CellMinimums mins;
  // The digits are a fraction of the cell: the cell must also keep them at the smallest type
  // the services print (7 pt), and large print at its own sizes.
  auto for_type = [&](const render::Template& tt, Length type) {
    return type / std::min(tt.given.size, tt.solution.size);
  };
  shape.min_cell = std::max(t.min_cell.value_or(shape.composite ? mins.composite : mins.classic),
                            for_type(t, mins.text));
  shape.min_solution_cell = std::max(mins.solution, for_type(solutions, mins.text));
  if (large_print) {
    const LargePrint lp;
    shape.large_print = true;
    shape.min_cell = std::max({shape.min_cell, lp.cell, lp.digits / t.given.size});
    shape.min_solution_cell =
        std::max(shape.min_solution_cell, lp.solution_digits / solutions.solution.size);
  }
  return shape;
}

core::Status paint_book(render::Canvas& canvas, const PaintInput& in) {
  render::DocumentInfo info;
  info.title = in.manifest->title;
  info.author = in.manifest->author;
  info.subject = in.manifest->subject;
  info.creator = in.creator;
  info.creation_time = in.creation_time;
  canvas.set_info(info);
  paint_pages(canvas, in);
  return canvas.finish();
}

}  // namespace sudokupress::publish::book
