// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the HTML page writer (html_page.hpp, html_play.hpp) with hostile text: the input
// is split at NUL bytes into a page title, caption fields (id, grade, variant) and up to nine
// text symbols; the first byte picks a static or a playable page. The page must keep its own
// structure whatever the text: one <title>, the Content-Security-Policy first, and no script
// but the player's.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/format.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/html/html_page.hpp"
#include "render/symbols/symbols.hpp"
#include "render/template.hpp"

namespace sr = sudokupress::render;
namespace core = sudokupress::core;

namespace {

const sr::Template* magazine() {
  static const std::optional<sr::Template> t = []() -> std::optional<sr::Template> {
    auto data = sr::find_data_dir();
    if (!data) return std::nullopt;
    auto fonts = sr::load_font_manifest(data->font_manifest());
    if (!fonts) return std::nullopt;
    auto t = sr::load_template("magazine", data->templates(), *fonts);
    return t ? std::optional<sr::Template>(*t) : std::nullopt;
  }();
  return t ? &*t : nullptr;
}

int count(const std::string& s, std::string_view what) {
  int n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const sr::Template* t = magazine();
  if (!t || size == 0) return 0;
  const bool play = data[0] & 1;
  std::vector<std::string> parts(1);
  for (size_t i = 1; i < size; ++i)
    if (data[i] == 0)
      parts.emplace_back();
    else
      parts.back() += static_cast<char>(data[i]);
  parts.resize(std::max<size_t>(parts.size(), 4));
  const std::string solution =
      "523741689761958432948236175235617894679824513184593726357489261812365947496172358";
  auto read = core::read_puzzles(
      "503000609700000002048206170030607090000020000080503020057409260800000007406000308\n" +
          solution + "\n",
      "fuzz");
  if (!read || read->items.size() != 2) std::abort();
  const core::Puzzle& p = *read->items[0].puzzle;
  const core::Puzzle& s = *read->items[1].puzzle;
  sr::symbols::Symbols symbols;
  symbols.kind = sr::symbols::SymbolKind::kText;
  for (size_t v = 1; v <= 9; ++v)
    symbols.texts.push_back(parts.size() > 3 + v && !parts[3 + v].empty() ? parts[3 + v]
                                                                          : std::to_string(v));
  sr::grid::CaptionData caption;
  caption.id = parts[1];
  caption.grade = parts[2];
  caption.variant = parts[3];
  auto html = sr::html::html_page(*t, symbols, sr::grid::GridContent{&p, nullptr, nullptr, false},
                                  caption, parts[0], play ? &s : nullptr);
  if (!html) return 0;
  if (count(*html, "<title>") != 1 || count(*html, "</title>") != 1) std::abort();
  if (count(*html, "<script") != (play ? 2 : 0)) std::abort();
  if (html->find("Content-Security-Policy") > html->find("<style")) std::abort();
  return 0;
}
