// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress render`: puzzles to print files (SVG for magazines, PDF, PNG previews, HTML),
// one file per puzzle, through a template and a symbol set.
#include <sys/stat.h>

#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/input_set.hpp"
#include "cli/output.hpp"
#include "core/format.hpp"
#include "core/limits.hpp"
#include "grade/difficulty.hpp"
#include "render/cairo/picture_raster.hpp"
#include "render/cairo/render_puzzle.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"
#include "solve/exact.hpp"

namespace sudokupress::cli {

namespace {

// The word of a Word Sudoku ID (generate --word) among a record's TAB fields, or "".
std::string word_of_fields(const std::vector<std::string>& fields) {
  for (const std::string& f : fields) {
    if (f.rfind("sp", 0) != 0) continue;
    for (size_t at = f.find("_w"); at != std::string::npos; at = f.find("_w", at + 1)) {
      size_t end = at + 2;
      while (end < f.size() && f[end] >= 'A' && f[end] <= 'Z') ++end;
      if (end > at + 2 && (end == f.size() || f[end] == '_' || f[end] == '@'))
        return f.substr(at + 2, end - at - 2);
    }
  }
  return "";
}

// The TAB fields of `generate` and `grade` output that hold a puzzle's ID and grade, found by
// their shape when --id-field / --grade-field do not say (0 = none): an ID is "sp<version>_..."
// that decodes as a puzzle ID's prefix, a grade is one of the grader's grade names. Field 1 is the
// first after the puzzle.
int id_field_of(const std::vector<std::string>& fields) {
  for (size_t i = 0; i < fields.size(); ++i) {
    const std::string& f = fields[i];
    if (f.size() > 3 && f[0] == 's' && f[1] == 'p' && f[2] >= '0' && f[2] <= '9' &&
        f.find('_') != std::string::npos && f.find_first_of(" \t") == std::string::npos)
      return static_cast<int>(i) + 1;
  }
  return 0;
}

// A grade name of the human ladder (the one scale) or of the book's (--profile book output).
int grade_field_of(const std::vector<std::string>& fields) {
  for (size_t i = 0; i < fields.size(); ++i)
    for (grade::Profile p : {grade::Profile::kHuman, grade::Profile::kBook})
      for (std::string_view name : grade::ladder(p).names)
        if (fields[i] == name) return static_cast<int>(i) + 1;
  return 0;
}

// Without --template: one grid 80 mm wide, a composite 126 mm wide (its cells stay readable).
constexpr const char* kDefaultTemplate = "magazine";
constexpr const char* kDefaultCompositeTemplate = "samurai-magazine";

struct RenderOptions {
  InputOptions in;
  std::string output;
  std::string templ;  // empty: kDefaultTemplate, kDefaultCompositeTemplate for a composite
  std::string symbols;
  bool solution = false;
  bool shade_clues = false;
  bool gray = false;
  bool pencil_marks = false;
  bool interactive = false;
  double dpi = 150;
  int first_number = 1;
  int id_field = 0;
  int grade_field = 0;
  std::string title;
};

// OUT.svg -> OUT-007.svg
std::string numbered(const std::string& out, int number) {
  size_t dot = out.rfind('.');
  size_t slash = out.rfind('/');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) dot = out.size();
  char buf[16];
  std::snprintf(buf, sizeof buf, "-%03d", number);
  return out.substr(0, dot) + buf + out.substr(dot);
}

struct Record {
  std::string where;  // "file:line"
  int number = 0;
  core::Puzzle puzzle;
};

// Everything a page needs besides the puzzle: data folder, template, fonts, symbol sets.
struct Setup {
  render::DataDir data;
  render::FontManifest manifest;
  render::Template templ;
  std::optional<render::Template> composite_templ;  // without --template: for composites
  std::shared_ptr<render::cairo::FontLibrary> fonts;
  std::map<std::string, render::symbols::Symbols> symbol_sets;  // by name and puzzle size
};

core::Status load_setup(const RenderOptions& o, Setup& s) {
  auto data = render::find_data_dir();
  if (!data) return data.status();
  s.data = *data;
  auto manifest = render::load_font_manifest(data->font_manifest());
  if (!manifest) return manifest.status();
  s.manifest = std::move(*manifest);
  auto templ = render::load_template(o.templ.empty() ? kDefaultTemplate : o.templ,
                                     data->templates(), s.manifest);
  if (!templ) return templ.status();
  s.templ = std::move(*templ);
  if (o.templ.empty()) {
    auto composite =
        render::load_template(kDefaultCompositeTemplate, data->templates(), s.manifest);
    if (!composite) return composite.status();
    s.composite_templ = std::move(*composite);
  }
  auto fonts = render::cairo::FontLibrary::create(s.manifest);
  if (!fonts) return fonts.status();
  s.fonts = *fonts;
  return core::Status::ok();
}

// The symbol set a record draws with (loaded once per name and size into s.symbol_sets); null
// with `skip` set when the set is too small for this record (rejected through inputs).
core::StatusOr<const render::symbols::Symbols*> symbols_for_record(const RenderOptions& o,
                                                                   const Record& rec,
                                                                   const render::Template& templ,
                                                                   Setup& s, InputSet& inputs,
                                                                   Console& console, bool& skip) {
  const core::Puzzle& p = rec.puzzle;
  std::string name = o.symbols.empty() ? templ.symbols_for(p.size()) : o.symbols;
  // A Word Sudoku from `generate --word` (its ID in a field) draws its word's letters.
  if (o.symbols.empty())
    if (std::string w = word_of_fields(p.fields); !w.empty()) name = "word:" + w;
  const std::string key = name + "#" + std::to_string(p.size());
  auto sym_it = s.symbol_sets.find(key);
  if (sym_it != s.symbol_sets.end()) return &sym_it->second;
  // A picture theme in gray is checked at the size this template draws its pictures.
  const render::Length picture = templ.min_cell.value_or(render::Length::mm(6)) * templ.icon_scale;
  auto loaded = render::cairo::load_print_symbols(
      name, p.size(), s.data.symbols(),
      o.gray ? render::symbols::SymbolTone::kGray : render::symbols::SymbolTone::kColour, picture);
  if (!loaded) {
    // A missing or broken set (an icon, a symbol list) is the set's fault, not the record's:
    // every record would meet it, so it stops the run (exit 1). Only a set too small for
    // this record's size (kBadInput) rejects the record.
    if (loaded.status().code() != core::StatusCode::kBadInput) return loaded.status();
    skip = true;
    if (auto st = inputs.reject(console, rec.where + ": " + loaded.status().message()); !st)
      return st;
    return nullptr;
  }
  return &s.symbol_sets.emplace(key, std::move(*loaded)).first->second;
}

// The record's solution when the page shows or checks it; `skip` set (and the record rejected)
// when it has none, or several on a page that checks entries.
core::Status solution_for_record(const RenderOptions& o, const Record& rec,
                                 std::optional<core::Puzzle>& solution, InputSet& inputs,
                                 Console& console, bool& skip) {
  const core::Puzzle& p = rec.puzzle;
  if (!o.solution && !o.interactive) return core::Status::ok();
  auto r = solve::make_solver(p)->count(p, 2);
  if (r.count == 0) {
    skip = true;
    return inputs.reject(console, rec.where + ": no solution");
  }
  if (r.count > 1 && o.interactive) {  // a page that checks entries needs the one answer
    skip = true;
    return inputs.reject(console, rec.where + ": more than one solution (cannot be played)");
  }
  if (r.count > 1) {
    auto st = inputs.reject(console, rec.where + ": more than one solution (drawing the first)");
    if (!st) return st;
  }
  solution = core::Puzzle(p.geometry, r.solution);
  return core::Status::ok();
}

// The caption's fields and the document title of a record's page.
void caption_for_record(const RenderOptions& o, const Record& rec,
                        const render::symbols::Symbols& symbols, render::cairo::PuzzlePage& page) {
  const core::Puzzle& p = rec.puzzle;
  page.caption.number = rec.number;
  page.caption.variant = p.geo().name();
  page.caption.symbols = symbols.name;
  page.caption.clues = p.clue_count();
  auto field = [&](int k) {
    return k >= 1 && k <= static_cast<int>(p.fields.size()) ? p.fields[k - 1] : std::string();
  };
  page.caption.id = field(o.id_field ? o.id_field : id_field_of(p.fields));
  page.caption.grade = field(o.grade_field ? o.grade_field : grade_field_of(p.fields));
  page.info.title = o.title.empty()
                        ? "Sudoku " + std::to_string(rec.number) + (o.solution ? " (solution)" : "")
                        : o.title;
}

// The bytes of one record's page. A record-level problem is reported through inputs.reject
// and sets `skip`; the status is then an error only when --strict stops the run.
core::StatusOr<std::string> render_record(const RenderOptions& o, const Record& rec, Setup& s,
                                          render::cairo::OutputFormat format, InputSet& inputs,
                                          Console& console, bool& skip) {
  skip = false;
  const core::Puzzle& p = rec.puzzle;
  const render::Template& templ =
      p.geo().is_composite() && s.composite_templ ? *s.composite_templ : s.templ;
  auto symbols = symbols_for_record(o, rec, templ, s, inputs, console, skip);
  if (!symbols) return symbols.status();
  if (skip) return std::string();
  std::optional<core::Puzzle> solution;
  if (auto st = solution_for_record(o, rec, solution, inputs, console, skip); !st || skip)
    return st.is_ok() ? core::StatusOr<std::string>(std::string()) : st;
  std::vector<std::vector<int>> candidates;
  if (o.pencil_marks) candidates = render::grid::basic_candidates(p);
  render::cairo::PuzzlePage page;
  page.templ = &templ;
  page.symbols = *symbols;
  page.content.puzzle = &p;
  page.content.solution = solution && o.solution ? &*solution : nullptr;
  page.play_solution = solution && o.interactive ? &*solution : nullptr;
  page.content.candidates = o.pencil_marks ? &candidates : nullptr;
  page.content.shade_clues = o.shade_clues;
  caption_for_record(o, rec, **symbols, page);
  page.dpi = o.dpi;
  auto bytes = render::cairo::render_puzzle(page, format, s.fonts);
  if (!bytes) {
    if (bytes.status().code() == core::StatusCode::kResource) return bytes.status();
    skip = true;
    // A problem of the template (its values do not fit this puzzle) names the template first.
    const std::string& m = bytes.status().message();
    bool template_problem = !templ.source.empty() && m.rfind(templ.source + ":", 0) == 0;
    return inputs.reject(
        console, template_problem ? m + " (record " + rec.where + ")" : rec.where + ": " + m);
  }
  return bytes;
}

// One record's page, written as soon as it is drawn (files numbered when `several`).
struct PageWriter {
  const RenderOptions& o;
  Setup& setup;
  render::cairo::OutputFormat format;
  InputSet& inputs;
  Console& console;
  OutputFiles& files;
  bool several = false;
  long pages = 0;  // good records: the progress line's total
  long done = 0;

  core::Status write(const Record& rec) {
    bool skip = false;
    auto bytes = render_record(o, rec, setup, format, inputs, console, skip);
    if (skip) return bytes.status();  // reported; an error only under --strict
    if (!bytes) return bytes.status();
    std::string out = several ? numbered(o.output, rec.number) : o.output;
    if (auto st = files.check(out); !st) return st;
    files.add(out, std::move(*bytes));
    if (auto st = files.commit(); !st) return st;
    if (pages > 1) console.progress("render", ++done, pages);
    return core::Status::ok();
  }
};

// Whether `path` can be read a second time (a regular file, not standard input or a pipe).
bool rereadable(const std::string& path) {
  struct stat st;
  return path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// The first of render's two passes: every entry counted and every bad one reported before the
// first page, as a whole read did (the file names depend on the record count, --strict stops
// before any page, the progress line knows its total). A regular file keeps nothing (the
// second pass reads it again, issue 32); the records of a stream (standard input, a pipe) are
// kept in `kept`, as before.
core::Status count_records(InputSet& inputs, Console& console, const RenderOptions& o,
                           std::vector<int>& before, std::vector<std::vector<Record>>& kept,
                           int& records, long& good) {
  for (size_t i = 0; i < inputs.paths().size(); ++i) {
    const std::string& path = inputs.paths()[i];
    before.push_back(inputs.numbered());
    kept.emplace_back();
    const bool keep = !rereadable(path);
    auto count = [&](std::vector<InputEntry>& entries) -> core::Status {
      for (auto& e : entries) {
        ++records;
        if (!e.record) {
          if (auto st = inputs.reject(console, e); !st) return st;
          continue;
        }
        ++good;
        if (keep)
          kept[i].push_back({e.record->where(), o.first_number + e.record->number - 1,
                             std::move(e.record->puzzle)});
      }
      return core::Status::ok();
    };
    if (auto st = inputs.stream_entries(path, count); !st) return st;
  }
  return core::Status::ok();
}

core::Status run_render(const RenderOptions& o, Console& console) {
  auto format = render::cairo::output_format_for(o.output);
  if (!format) return as_usage(format.status());
  if (o.interactive && *format != render::cairo::OutputFormat::kHtml)
    return usage_error("--interactive writes a playable page: the output must be .html");
  if (o.interactive && (o.solution || o.pencil_marks))
    return usage_error(
        "--interactive draws the puzzle to play: not with --solution or --pencil-marks");
  auto inputs = InputSet::open(o.in);
  if (!inputs) return inputs.status();
  OutputFiles files;
  for (const auto& p : inputs->paths()) files.protect(p);
  if (auto st = files.check(o.output); !st) return st;
  Setup setup;
  if (auto st = load_setup(o, setup); !st) return st;

  std::vector<int> before;  // InputSet::numbered() when the first pass began each input
  std::vector<std::vector<Record>> kept;
  int records = 0;
  PageWriter pages{o, setup, *format, *inputs, console, files};
  if (auto st = count_records(*inputs, console, o, before, kept, records, pages.pages); !st)
    return st;
  pages.several = records > 1;
  for (size_t i = 0; i < inputs->paths().size(); ++i) {
    if (!rereadable(inputs->paths()[i])) {
      for (const Record& rec : kept[i])
        if (auto st = pages.write(rec); !st) return st;
      kept[i].clear();
      continue;
    }
    // The second reading numbers on from the first: the record numbers of the first pass.
    const int shift = inputs->numbered() - before[i];
    auto draw = [&](std::vector<InputEntry>& entries) -> core::Status {
      for (auto& e : entries) {
        if (!e.record) continue;  // reported by the first pass
        Record rec{e.record->where(), o.first_number + e.record->number - shift - 1,
                   std::move(e.record->puzzle)};
        if (auto st = pages.write(rec); !st) return st;
      }
      return core::Status::ok();
    };
    if (auto st = inputs->stream_entries(inputs->paths()[i], draw); !st) return st;
  }
  return inputs->result();
}

}  // namespace

Action register_render(CLI::App& app) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* cmd = app.add_subcommand("render", "Typeset puzzles as SVG, PDF, PNG or HTML files");
  cmd->footer(
      "One file per puzzle. With several puzzles, files are numbered by record: OUT-001.svg,\n"
      "OUT-002.svg, ... (a rejected record keeps its number). The type comes from OUT's\n"
      "extension: .svg (text as <text>, sizes in mm), .pdf (fonts embedded; the creation date\n"
      "is SOURCE_DATE_EPOCH when set), .png (preview at --dpi), .html (self-contained page;\n"
      "with --interactive a playable one: no network, embeddable in an <iframe>, keyboard\n"
      "(arrows, symbol keys, Backspace, Space = pencil, Ctrl+Z/Ctrl+Y) and touch).\n"
      "The caption's {id} and {grade} come from the record's TAB fields: the ID and grade\n"
      "columns of generate and grade output are found by their shape, other files name\n"
      "theirs with --id-field/--grade-field.\n"
      "Templates are TOML files in templates/ (magazine, large-print, kids-icons) or a path;\n"
      "without --template a composite uses samurai-magazine. A composite whose cells would be\n"
      "below the template's minimum (5 mm unless [grid] min_cell_mm says, givens of\n"
      "[grid] min_digit_pt, default 8 pt) is refused, naming both sizes.\n"
      "Symbol sets: digits, letters (vowel-free), letters-abc, glyphs-book, shapes, garden,\n"
      "kids4, kids6, the picture themes fruit, animals, vehicles, weather, space, sea, toys,\n"
      "food, sports, music, bugs, clothes (9 icons each), word:WORD (its letters A-Z in\n"
      "alphabetical order; a record whose ID comes from 'generate --word' uses it by\n"
      "itself), or a folder with symbols.txt or 1.svg..N.svg (icons are sanitized: drawing\n"
      "elements only, at most 256 KiB, no raster images; an icon error names the icon file\n"
      "and exits 1). Picture, glyph and letter sets get a legend (the symbols in play, in\n"
      "value order; template [legend]). Caption placeholders: {number} {id} {grade} {clues}\n"
      "{variant} {symbols} {answer} (the template's answer label with --solution).\n"
      "Exit: 0 ok; 1 failure (template, fonts, output); 2 some records rejected; 64 usage.\n"
      "Examples:\n"
      "Four puzzles as fruit pictures, one PNG each (p-001.png ... p-004.png):\n"
      "  sudokupress generate -n 4 --format line | sudokupress render - -o p.png --symbols fruit\n"
      "A playable page:\n"
      "  sudokupress generate | sudokupress render - -o puzzle.html --interactive");
  add_input_options(cmd, o->in, kInputAll);
  cmd->add_option("-o,--output", o->output, "Output file: OUT.svg, OUT.pdf, OUT.png or OUT.html")
      ->required();
  cmd->add_option("--template", o->templ,
                  "Template name (templates/NAME.toml) or path (default: magazine; "
                  "samurai-magazine for a composite)");
  cmd->add_option("--symbols", o->symbols,
                  "Symbol set NAME or folder DIR (default: the template's, for the puzzle size)");
  cmd->add_flag("--solution", o->solution,
                "Draw the solution: givens in the given style, the rest in the solution style");
  cmd->add_flag("--shade-clues", o->shade_clues, "Shade the clue cells (shows a clue shape)");
  cmd->add_flag("--gray", o->gray,
                "Picture sets as a grayscale print shows them: the set's gray/ variant, else "
                "every colour turned into its luminance (what book --print-ready uses)");
  cmd->add_flag("--pencil-marks", o->pencil_marks,
                "Draw the basic candidates of every empty cell (explanation diagrams)");
  cmd->add_flag("--interactive", o->interactive,
                "HTML only: a playable page for phones and desktops, offline from the file (tap, "
                "click or Tab to a cell, type or pick a symbol, Space for pencil marks, undo/redo, "
                "check, reveal; highlights, timer, progress saved in the browser under the "
                "puzzle's ID, dark mode by the system setting; prints the clean grid)");
  cmd->add_option("--dpi", o->dpi, "Resolution of PNG output")
      ->default_val(150)
      ->check(finite_range(10.0, core::limits::kMaxDpi));
  cmd->add_option("--first-number", o->first_number, "Number of the first record ({number})")
      ->default_val(1)
      ->check(CLI::Range(0, 100000000));
  cmd->add_option("--id-field", o->id_field,
                  "TAB field holding {id} (1 = the first after the puzzle; default: the field "
                  "that looks like a puzzle ID, as in generate output)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--grade-field", o->grade_field,
                  "TAB field holding {grade} (1 = the first after the puzzle; default: the field "
                  "that holds a grade name, as in generate and grade output)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--title", o->title, "Document title (default: 'Sudoku N')");
  return [o](Console& console) { return run_render(*o, console); };
}

}  // namespace sudokupress::cli
