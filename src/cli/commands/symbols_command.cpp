// SPDX-License-Identifier: GPL-3.0-or-later
// `sudokupress symbols list|show|check`: the picture themes (templates/themes/*.toml,
// render/symbols/themes.hpp), their licences and whether they print in gray
// (render/symbols/picture_check.hpp).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "publish/book_strings.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/cairo/font_library.hpp"
#include "render/cairo/picture_raster.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/theme_sheet.hpp"
#include "render/symbols/themes.hpp"

namespace sudokupress::cli {

namespace {

namespace rc = render::cairo;

constexpr const char* kSheetFamily = "DejaVu Sans";

struct SymbolsOptions {
  std::string name;
  std::string output;
  bool all = false;
  bool gray = false;
  double dpi = 100;
  std::string language = "en";  // show: the pictures' names in this language
};

core::StatusOr<std::vector<render::symbols::Theme>> all_themes(const std::string& symbols) {
  std::vector<render::symbols::Theme> out;
  for (const auto& name : render::symbols::theme_names(symbols)) {
    auto t = render::symbols::load_theme(symbols, name);
    if (!t) return t.status();
    out.push_back(std::move(*t));
  }
  return out;
}

core::Status run_list(Console& console) {
  auto data = render::find_data_dir();
  if (!data) return data.status();
  auto themes = all_themes(data->symbols());
  if (!themes) return themes.status();
  std::string text;
  bool missing = false;
  for (const render::symbols::Theme& t : *themes) {
    auto v = rc::gray_verdict(t, data->symbols(), false);
    if (!v) return v.status();
    missing |= !v->installed;
    const std::string gray = !v->installed ? "-" : v->style.empty() ? "no" : "yes";
    text += t.name + "\t" + std::to_string(t.pictures.size()) + "\t" + t.style + "\t" + t.licence +
            "\t" + gray + "\n";
  }
  if (missing)
    console.error(
        "symbols: the themes' icons are not installed (run scripts/setup.sh): gray-safe is "
        "'-'");
  return StdoutSink().write(text);
}

std::string pass_word(const render::symbols::PictureCheck& c) { return c.pass() ? "yes" : "no"; }

core::Status run_check(Console&) {
  auto data = render::find_data_dir();
  if (!data) return data.status();
  auto text = rc::picture_check_table(data->symbols());
  if (!text) return text.status();
  return StdoutSink().write(*text);
}

core::StatusOr<render::symbols::ThemeSheetEntry> sheet_entry(const render::symbols::Theme& t,
                                                             const std::string& symbols, bool gray,
                                                             bool facts,
                                                             const std::string& language = "en") {
  render::symbols::ThemeSheetEntry e;
  auto s =
      gray ? rc::load_print_symbols(t.name, static_cast<int>(t.pictures.size()), symbols,
                                    render::symbols::SymbolTone::kGray,
                                    render::Length::mm(rc::kListPictureMm))
           : render::symbols::load_symbols(t.name, static_cast<int>(t.pictures.size()), symbols);
  if (!s) return s.status();
  e.symbols = std::move(*s);
  e.title = facts ? t.title + " (" + t.name + ")" : t.name;
  if (facts && language != "en") {
    for (const render::symbols::ThemePicture& p : t.pictures) {
      auto named = p.names.find(language);
      e.names.push_back(named != p.names.end() ? named->second : p.name);
    }
  }
  if (facts) {
    e.facts.push_back("Pictures: " + std::to_string(t.pictures.size()) + ", style " +
                      e.symbols.style + (gray ? " in gray" : "") + ", from " + t.source + " " +
                      t.version);
    e.facts.push_back(
        "Licence " + t.licence +
        (t.attribution.empty() ? " (no credit needed in print)" : "; credit: " + t.attribution));
    auto v = rc::gray_verdict(t, symbols);
    if (!v) return v.status();
    std::string cvd = "Colour-vision check:";
    for (render::symbols::Vision vision : render::symbols::kAllVisions)
      cvd += std::string(" ") + std::string(render::symbols::vision_name(vision)) + " " +
             pass_word(v->reports.front().in(vision));
    e.facts.push_back(cvd);
    e.facts.push_back("Gray books: " +
                      (v->style.empty() ? std::string("refused") : "the " + v->style + " style"));
  }
  return e;
}

core::Status run_show(const SymbolsOptions& o, Console& console) {
  if (!publish::known_language(o.language))
    return core::Status::error(
        core::StatusCode::kUsage,
        "symbols show: --language '" + o.language + "' is not one of " + publish::language_names());
  if (o.all == !o.name.empty())
    return core::Status::error(core::StatusCode::kUsage,
                               "symbols show: give a theme NAME or --all");
  const bool png = o.output.size() > 4 && o.output.substr(o.output.size() - 4) == ".png";
  const bool pdf = o.output.size() > 4 && o.output.substr(o.output.size() - 4) == ".pdf";
  if (!png && !pdf)
    return core::Status::error(core::StatusCode::kUsage,
                               "symbols show: -o ends in .pdf or .png: " + o.output);
  OutputFiles files;
  if (auto st = files.check(o.output); !st) return st;
  auto data = render::find_data_dir();
  if (!data) return data.status();
  auto manifest = render::load_font_manifest(data->font_manifest());
  if (!manifest) return manifest.status();
  auto fonts = rc::FontLibrary::create(*manifest);
  if (!fonts) return fonts.status();
  auto canvas = png ? rc::CairoCanvas::png(*fonts, o.dpi) : rc::CairoCanvas::pdf(*fonts);
  if (o.all) {
    auto themes = all_themes(data->symbols());
    if (!themes) return themes.status();
    std::vector<render::symbols::ThemeSheetEntry> entries;
    for (const render::symbols::Theme& t : *themes) {
      auto e = sheet_entry(t, data->symbols(), o.gray, false);
      if (!e) return e.status();
      entries.push_back(std::move(*e));
    }
    render::symbols::draw_contact_sheet(*canvas, entries, kSheetFamily);
  } else {
    auto t = render::symbols::load_theme(data->symbols(), o.name);
    if (!t) return t.status();
    auto e = sheet_entry(*t, data->symbols(), o.gray, true, o.language);
    if (!e) return e.status();
    // A language's script needs its font (ja: Noto Sans CJK JP, from its i18n table).
    auto text = publish::load_language(o.language, data->templates());
    if (!text) return text.status();
    render::symbols::draw_theme_gallery(*canvas, *e,
                                        text->font.empty() ? kSheetFamily : text->font);
  }
  if (auto st = canvas->finish(); !st) return st;
  files.add(o.output, png ? canvas->png_pages().front() : canvas->pdf_bytes());
  if (auto st = files.commit(); !st) return st;
  console.note("symbols: " + o.output);
  return core::Status::ok();
}

}  // namespace

Action register_symbols(CLI::App& app) {
  auto o = std::make_shared<SymbolsOptions>();
  CLI::App* cmd =
      app.add_subcommand("symbols", "Picture themes: list them, show a gallery, check them");
  cmd->require_subcommand(1);
  cmd->footer(
      "A picture theme (templates/themes/NAME.toml) is used by name wherever a symbol set is:\n"
      "render --symbols NAME, a book section's symbols = \"NAME\". Its icons come from an npm\n"
      "package that scripts/setup.sh installs (pinned; never fetched at run time).\n"
      "Gray-safe: the pictures are told apart in gray at 4.8 mm (a 6 mm cell), by silhouette\n"
      "(1 - overlap/union of the shapes >= 0.20) or mean luminance (difference >= 0.12); a\n"
      "theme that fails in its colour style uses its gray_style (high-contrast) in gray books,\n"
      "or is refused for them with the clashing pictures named.\n"
      "A contact sheet of every theme: examples/themes-contact-sheet.png in the source tree,\n"
      "or make one: sudokupress symbols show --all -o contact.png.");
  enum class Sub { kList, kShow, kCheck };
  auto chosen = std::make_shared<Sub>(Sub::kList);
  CLI::App* list = cmd->add_subcommand(
      "list", "One line a theme: name, pictures, style, licence, gray safe (TAB separated)");
  list->callback([chosen] { *chosen = Sub::kList; });
  CLI::App* show =
      cmd->add_subcommand("show", "A gallery page of a theme (or --all: a contact sheet)");
  show->add_option("name", o->name, "The theme");
  show->add_option("-o,--output", o->output, "The page to write (.pdf or .png)")->required();
  show->add_flag("--all", o->all, "A contact sheet of every theme instead");
  show->add_flag("--gray", o->gray, "The pictures as a gray book prints them");
  show->add_option("--language", o->language,
                   "The pictures' names in this language (en, de, fr, es, it, nl, pt, ja; a "
                   "theme's names.<language>, else its English names)");
  show->add_option("--dpi", o->dpi, "PNG resolution")
      ->default_val(100)
      ->check(finite_range(36, 600));
  show->callback([chosen] { *chosen = Sub::kShow; });
  CLI::App* check = cmd->add_subcommand(
      "check", "Every theme checked in colour, in gray and for colour blindness (a TSV table)");
  check->callback([chosen] { *chosen = Sub::kCheck; });
  return [o, chosen](Console& console) {
    switch (*chosen) {
      case Sub::kShow:
        return run_show(*o, console);
      case Sub::kCheck:
        return run_check(console);
      case Sub::kList:
        break;
    }
    return run_list(console);
  };
}

}  // namespace sudokupress::cli
