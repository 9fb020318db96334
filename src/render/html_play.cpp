#include "render/html_play.hpp"

#include <cstdio>
#include <string>
#include <vector>

#include "core/json_text.hpp"
#include "render/svg_canvas.hpp"

namespace sudokupress::render {

namespace {

// Words the page shows; {n} is a number.
constexpr std::string_view kSolved = "Solved!";
constexpr std::string_view kMistakes = "{n} wrong";
constexpr std::string_view kNoMistakes = "No mistakes so far";

// Colours of the player's marks: highlights only, never printed (the print stylesheet drops
// them with the buttons).
constexpr std::string_view kSelectedFill = "#fff3b0";
constexpr std::string_view kSameFill = "#e8eefc";
constexpr std::string_view kConflictInk = "#c62828";
constexpr std::string_view kWrongFill = "#ffcdd2";
constexpr std::string_view kSolvedFill = "#e6f4ea";

std::string json_string(std::string_view s) { return core::json_quote(s, /*html_safe=*/true); }

template <typename F>
std::string json_array(int n, F item) {
  std::string out = "[";
  for (int i = 0; i < n; ++i) out += (i ? "," : "") + item(i);
  return out + "]";
}

// One symbol as markup, sized by its container (icons fill `scale` of it).
std::string symbol_markup(const Symbols& symbols, int v, double scale,
                          std::map<const Icon*, int>& uses) {
  if (symbols.kind == SymbolKind::kIcon) {
    const Icon& icon = *symbols.icons[v - 1];
    char pct[16];
    std::snprintf(pct, sizeof pct, "%.0f%%", scale * 100);
    return std::string("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"") + icon.view_box +
           "\" width=\"" + pct + "\" height=\"" + pct + "\">" + icon_body(icon, uses[&icon]++) +
           "</svg>";
  }
  return "<span>" + xml_escape(symbols.texts[v - 1]) + "</span>";
}

std::string data_json(const Symbols& symbols, const core::Puzzle& puzzle,
                      const core::Puzzle& solution) {
  const core::Geometry& g = puzzle.geo();
  std::string j = "{\"rows\":" + std::to_string(g.canvas_rows()) +
                  ",\"cols\":" + std::to_string(g.canvas_cols()) +
                  ",\"size\":" + std::to_string(g.size());
  j += ",\"cells\":" + json_array(g.num_cells(), [&](int i) {
         core::Coord c = g.coord(i);
         return "[" + std::to_string(c.row) + "," + std::to_string(c.col) + "]";
       });
  j += ",\"givens\":" +
       json_array(g.num_cells(), [&](int i) { return std::to_string(puzzle.cells[i]); });
  j += ",\"solution\":" +
       json_array(g.num_cells(), [&](int i) { return std::to_string(solution.cells[i]); });
  const auto& houses = g.houses();
  j += ",\"houses\":" + json_array(static_cast<int>(houses.size()), [&](int h) {
         const auto& cells = houses[h].cells;
         return json_array(static_cast<int>(cells.size()),
                           [&](int k) { return std::to_string(cells[k]); });
       });
  j += ",\"keys\":" + json_array(g.size(), [&](int i) {
         return "[" + json_string(play_key(symbols, i + 1)) + "]";
       });
  j += ",\"text\":{\"solved\":" + json_string(kSolved) + ",\"mistakes\":" + json_string(kMistakes) +
       ",\"no_mistakes\":" + json_string(kNoMistakes) + "}}";
  return j;
}

std::string button(std::string_view id, std::string_view label, std::string_view title) {
  return "<button type=\"button\" id=\"" + std::string(id) + "\" title=\"" + std::string(title) +
         "\">" + std::string(label) + "</button>";
}

}  // namespace

std::string play_key(const Symbols& symbols, int v) {
  if (symbols.kind == SymbolKind::kText) {
    std::string k = symbols.texts[v - 1];
    for (char& c : k)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return k;
  }
  if (v <= 9) return std::string(1, static_cast<char>('0' + v));
  return std::string(1, static_cast<char>('a' + (v - 10) % 26));
}

std::string play_css(const GridStyle& style, Length mark_size) {
  std::string css;
  css += ".sp-grid>div[data-cell]:not(.g){cursor:pointer;" + std::string("color:") +
         style.solution.colour.hex() + ";font-family:'" + style.solution.family +
         "';font-size:" + mm_number(style.solution.size) + "mm;}\n";
  css += ".sp-grid>div[data-cell]:focus{outline:none;}\n";
  css += ".sp-grid>div.sel{background:" + std::string(kSelectedFill) + " !important;}\n";
  css += ".sp-grid>div.same{background:" + std::string(kSameFill) + ";}\n";
  css += ".sp-grid>div.conflict{color:" + std::string(kConflictInk) + " !important;}\n";
  css += ".sp-grid>div.wrong{background:" + std::string(kWrongFill) + ";}\n";
  css += ".sp-grid.solved>div{background:" + std::string(kSolvedFill) + ";}\n";
  css += ".sp-grid>div.k>span{font-size:" + mm_number(mark_size) + "mm;}\n";
  css += ".sp-grid>div>svg,.sp-grid>div.k>span>svg{display:block;margin:auto;}\n";
  css += ".sp-grid>div.k>span>svg{width:90%;height:90%;}\n";
  css += ".sp-play{margin-top:4mm;font-family:'" + style.given.family +
         "',sans-serif;font-size:12pt;max-width:100%;}\n";
  css += ".sp-palette,.sp-buttons{display:flex;flex-wrap:wrap;gap:2mm;margin-bottom:2mm;}\n";
  css +=
      ".sp-palette button{width:11mm;height:11mm;padding:0;display:flex;align-items:center;"
      "justify-content:center;font-size:6mm;}\n";
  css += ".sp-palette button>svg{width:80%;height:80%;}\n";
  css += ".sp-play button{touch-action:manipulation;font:inherit;}\n";
  css += ".sp-buttons button{padding:1mm 3mm;}\n";
  css += "body.pencil #sp-pencil,#sp-pencil[aria-pressed=true]{background:#333;color:#fff;}\n";
  css += "#sp-status{min-height:1.4em;font-weight:bold;}\n";
  css +=
      "@media print{.sp-play{display:none}"
      ".sp-grid>div[data-cell]:not(.g){color:transparent !important}"
      ".sp-grid>div[data-cell]:not(.g)>*{visibility:hidden}"
      ".sp-grid>div{background:none !important}}\n";
  return css;
}

std::string play_html(const Symbols& symbols, const GridStyle& style, const core::Puzzle& puzzle,
                      const core::Puzzle& solution, std::map<const Icon*, int>& icon_uses) {
  const int n = puzzle.size();
  std::string h;
  for (int v = 1; v <= n; ++v)
    h += "<template id=\"sp-sym-" + std::to_string(v) + "\">" +
         symbol_markup(symbols, v, style.icon_scale, icon_uses) + "</template>\n";
  for (int v = 1; v <= n; ++v)
    h += "<template id=\"sp-mark-" + std::to_string(v) + "\">" +
         symbol_markup(symbols, v, 1.0, icon_uses) + "</template>\n";
  h += "<div class=\"sp-play\">\n<div class=\"sp-palette\" role=\"toolbar\" "
       "aria-label=\"symbols\">";
  for (int v = 1; v <= n; ++v) {
    const std::string key = play_key(symbols, v);
    h += "<button type=\"button\" data-value=\"" + std::to_string(v) + "\" title=\"key " +
         xml_escape(key) + "\">" + symbol_markup(symbols, v, 0.8, icon_uses) + "</button>";
  }
  h += "</div>\n<div class=\"sp-buttons\">";
  h += button("sp-erase", "Erase", "Backspace");
  h += button("sp-pencil", "Pencil", "Space: pencil marks on/off");
  h += button("sp-undo", "Undo", "Ctrl+Z");
  h += button("sp-redo", "Redo", "Ctrl+Y");
  h += button("sp-check", "Check", "Mark wrong entries");
  h += button("sp-reveal", "Reveal cell", "Show the selected cell's answer");
  h += button("sp-reveal-all", "Reveal all", "Show the whole solution");
  h += button("sp-clear", "Clear", "Remove all entries");
  h += "</div>\n<div id=\"sp-status\" role=\"status\" aria-live=\"polite\"></div>\n</div>\n";
  h += "<script type=\"application/json\" id=\"sp-data\">" + data_json(symbols, puzzle, solution) +
       "</script>\n";
  h += "<script>\n" + std::string(play_script()) + "</script>\n";
  return h;
}

}  // namespace sudokupress::render
