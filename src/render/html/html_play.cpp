// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/html/html_play.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/json_text.hpp"
#include "core/number_text.hpp"
#include "render/svg_canvas.hpp"

namespace sudokupress::render::html {

namespace {

// Words the page shows; {n} is a number. A grid finished with the help of Reveal is "revealed",
// never "solved".
constexpr std::string_view kSolved = "Solved!";
constexpr std::string_view kRevealed = "Solution revealed";
constexpr std::string_view kCompleteRevealed = "Complete, {n} revealed";
constexpr std::string_view kMistakes = "{n} wrong";
constexpr std::string_view kNoMistakes = "No mistakes so far";

// Screen layout (CSS px). A phone is any viewport up to kPhoneWidthPx wide: its cells are never
// smaller than kTouchPx (a finger's target; a grid wider than the screen pans inside its frame,
// "Fit" shows it whole), nor are its buttons. A desktop fits the grid beside a kPanelPx panel.
constexpr int kTouchPx = 44;
constexpr int kMaxCellPx = 64;       // a 9x9 and bigger
constexpr int kMaxSmallCellPx = 96;  // a small grid (4x4, 6x6) may have bigger cells
constexpr int kMaxGridPx = 576;      // the widest grid of big cells
constexpr int kMinDesktopCellPx = 24;
constexpr int kPhoneWidthPx = 700;
constexpr int kPanelPx = 340;
constexpr int kDesktopSpareWidthPx = 400;   // panel, gap and margins beside the grid
constexpr int kDesktopSpareHeightPx = 130;  // captions and margins above and below it
constexpr int kPhoneSpareWidthPx = 4;
constexpr int kPaletteMaxColumns = 8;
constexpr double kEntryIconScale = 0.8;  // entered pictures are smaller than given ones

// Colours of the player's marks: screen only, never printed. Highlights are translucent layers
// (inset shadows) so a variant's own cell fill shows through them and prints unchanged.
struct Palette {
  std::string_view page, text, given_tint, peer, same, selected, solved, bad, revealed;
};
constexpr Palette kLight = {"#ffffff",
                            "#202124",
                            "rgba(0,0,0,.07)",
                            "rgba(66,133,244,.12)",
                            "rgba(66,133,244,.30)",
                            "rgba(255,202,40,.60)",
                            "rgba(52,168,83,.20)",
                            "#c62828",
                            "#7b1fa2"};
constexpr Palette kDark = {"#121212",
                           "#e8eaed",
                           "rgba(255,255,255,.10)",
                           "rgba(138,180,248,.14)",
                           "rgba(138,180,248,.34)",
                           "rgba(253,214,99,.42)",
                           "rgba(129,201,149,.24)",
                           "#f28b82",
                           "#d7aefb"};
constexpr std::string_view kDarkCell = "#1f1f1f";
constexpr std::string_view kDarkLine = "#bdc1c6";
constexpr std::string_view kDarkEntry = "#8ab4f8";
constexpr std::string_view kDarkDim = "rgba(0,0,0,.6)";  // over a variant's light cell fill
constexpr std::string_view kDarkButton = "#2d2e30";
constexpr std::string_view kDarkButtonLine = "#5f6368";
constexpr std::string_view kIconChip = "#e8eaed";  // behind pictures in dark mode (dark outlines)

std::string json_string(std::string_view s) { return core::json_quote(s, /*html_safe=*/true); }

template <typename F>
std::string json_array(int n, F item) {
  std::string out = "[";
  for (int i = 0; i < n; ++i) out += (i ? "," : "") + item(i);
  return out + "]";
}

// One symbol as markup, sized by its container (icons fill `scale` of it).
std::string symbol_markup(const symbols::Symbols& symbols, int v, double scale,
                          std::map<const Icon*, int>& uses) {
  if (symbols.kind == symbols::SymbolKind::kIcon) {
    const Icon& icon = *symbols.icons[v - 1];
    const std::string pct = core::number_text(scale * 100, core::fixed(0)) + "%";
    return std::string("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"") + icon.view_box +
           "\" width=\"" + pct + "\" height=\"" + pct + "\">" + icon_body(icon, uses[&icon]++) +
           "</svg>";
  }
  return "<span>" + xml_escape(symbols.texts[v - 1]) + "</span>";
}

// Where the browser keeps this puzzle's progress: its ID, or (no ID) a hash of its shape and
// givens, so two pages of the same puzzle share it and different puzzles never do.
std::string save_key(const core::Puzzle& puzzle, std::string_view id) {
  if (!id.empty()) return "sudokupress:id:" + std::string(id);
  const core::Geometry& g = puzzle.geo();
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a
  auto mix = [&](int v) {
    for (char c : std::to_string(v) + ",")
      h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  };
  mix(g.canvas_rows());
  mix(g.canvas_cols());
  mix(g.size());
  for (int i = 0; i < g.num_cells(); ++i) mix(puzzle.cells[i]);
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return "sudokupress:givens:" + std::string(buf);
}

std::string data_json(const symbols::Symbols& symbols, const core::Puzzle& puzzle,
                      const core::Puzzle& solution, std::string_view id) {
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
  j += ",\"save_key\":" + json_string(save_key(puzzle, id));
  j += ",\"text\":{\"solved\":" + json_string(kSolved) + ",\"revealed\":" + json_string(kRevealed) +
       ",\"complete_revealed\":" + json_string(kCompleteRevealed) +
       ",\"mistakes\":" + json_string(kMistakes) + ",\"no_mistakes\":" + json_string(kNoMistakes) +
       "}}";
  return j;
}

std::string button(std::string_view id, std::string_view label, std::string_view title) {
  return "<button type=\"button\" id=\"" + std::string(id) + "\" title=\"" + std::string(title) +
         "\">" + std::string(label) + "</button>";
}

}  // namespace

std::string play_key(const symbols::Symbols& symbols, int v) {
  if (symbols.kind == symbols::SymbolKind::kText) {
    std::string k = symbols.texts[v - 1];
    for (char& c : k)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return k;
  }
  if (v <= 9) return std::string(1, static_cast<char>('0' + v));
  return std::string(1, static_cast<char>('a' + (v - 10) % 26));
}

namespace {

// A font size as a fraction of the cell.
std::string cell_ratio(const grid::GridStyle& style, Length size) {
  return "calc(var(--sp-cell) * " + core::number_text(size / style.cell, core::fixed(3)) + ")";
}

// A palette as the custom properties the page reads.
std::string palette_vars(const Palette& p) {
  return "--sp-page:" + std::string(p.page) + ";--sp-text:" + std::string(p.text) +
         ";--sp-given-tint:" + std::string(p.given_tint) + ";--sp-peer:" + std::string(p.peer) +
         ";--sp-same:" + std::string(p.same) + ";--sp-sel:" + std::string(p.selected) +
         ";--sp-solved:" + std::string(p.solved) + ";--sp-bad:" + std::string(p.bad) +
         ";--sp-reveal:" + std::string(p.revealed) + ";";
}

// The page and grid sizes: on paper, on a desktop screen and on a phone.
std::string screen_css(const grid::GridStyle& style, const core::Geometry& g) {
  const std::string rows = std::to_string(g.canvas_rows()), cols = std::to_string(g.canvas_cols());
  const int max_cell =
      std::clamp(kMaxGridPx / std::max(1, g.canvas_cols()), kMaxCellPx, kMaxSmallCellPx);
  std::string css;
  // The cell size: the template's on paper; on a screen what fits (phone: at least kTouchPx).
  css += ":root{--sp-cell:" + mm_number(style.cell) +
         "mm;--sp-entry:" + style.solution.colour.hex() + ";" + palette_vars(kLight) + "}\n";
  css += "@media screen{:root{--sp-cell:clamp(" + std::to_string(kMinDesktopCellPx) +
         "px,min(calc((100vw - " + std::to_string(kDesktopSpareWidthPx) + "px) / " + cols +
         "),calc((100vh - " + std::to_string(kDesktopSpareHeightPx) + "px) / " + rows + "))," +
         std::to_string(max_cell) + "px)}\n";
  css += "body{padding:16px;background:var(--sp-page);color:var(--sp-text);}\n";
  css += ".sp-app{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;}\n";
  css += ".sp-pan{max-width:100%;overflow:auto;}\n";
  css += ".sp-page{display:block;width:max-content;margin:0 auto;}\n";
  css += ".sp-play{width:" + std::to_string(kPanelPx) + "px;}}\n";
  css += "@media screen and (max-width:" + std::to_string(kPhoneWidthPx) +
         "px){:root{--sp-cell:" + "max(" + std::to_string(kTouchPx) + "px,min(calc((100vw - " +
         std::to_string(kPhoneSpareWidthPx) + "px) / " + cols + ")," + std::to_string(max_cell) +
         "px))}\n";
  css += "body.sp-fit{--sp-cell:calc((100vw - " + std::to_string(kPhoneSpareWidthPx) + "px) / " +
         cols + ")}\n";
  css += "body{padding:0;}.sp-app{flex-direction:column;gap:8px;align-items:stretch;}\n";
  css += ".sp-page{padding:8px 0;}.sp-play{width:auto;padding:0 8px 16px;}}\n";
  css += ".sp-grid{grid-template-columns:repeat(" + cols +
         ",var(--sp-cell));grid-template-rows:" + "repeat(" + rows + ",var(--sp-cell));}\n";
  return css;
}

// The cells: givens, entries, pencil marks and the highlights of play.
std::string cell_css(const grid::GridStyle& style, Length mark_size) {
  auto ratio = [&](Length size) { return cell_ratio(style, size); };
  std::string css;
  // Givens keep the template's ink on a light tint; entries its solution ink (smaller pictures).
  css +=
      ".sp-grid>div.g{font-size:" + ratio(style.given.size) + ";--sp-gv:var(--sp-given-tint);}\n";
  css += ".sp-grid>div[data-cell]:not(.g){cursor:pointer;color:var(--sp-entry);font-family:'" +
         style.solution.family + "';font-size:" + ratio(style.solution.size) + ";}\n";
  css +=
      ".sp-grid>div[data-cell]{touch-action:manipulation;-webkit-tap-highlight-color:"
      "transparent;box-shadow:inset 0 0 0 var(--sp-ring-w,0px) var(--sp-ring,transparent),"
      "inset 0 0 0 200px var(--sp-hl,transparent),inset 0 0 0 200px var(--sp-gv,transparent),"
      "inset 0 0 0 200px var(--sp-dim,transparent);}\n";
  css += ".sp-grid>div[data-cell]:focus{outline:none;}\n";
  css += ".sp-grid.solved>div{--sp-hl:var(--sp-solved);}\n";
  css += ".sp-grid>div.peer{--sp-hl:var(--sp-peer);}\n";
  css += ".sp-grid>div.same{--sp-hl:var(--sp-same);}\n";
  css += ".sp-grid>div.sel{--sp-hl:var(--sp-sel);}\n";
  css +=
      ".sp-grid>div.rv{color:var(--sp-reveal);font-style:italic;--sp-ring:var(--sp-reveal);"
      "--sp-ring-w:2px;}\n";
  css += ".sp-grid>div.wrong{--sp-ring:var(--sp-bad);--sp-ring-w:3px;}\n";
  css +=
      ".sp-grid>div.conflict{color:var(--sp-bad) !important;outline:2px dashed var(--sp-bad)"
      " !important;outline-offset:-6px;}\n";
  css += ".sp-grid>div.k>span{font-size:" + ratio(mark_size) + ";}\n";
  css += ".sp-grid>div>svg,.sp-grid>div.k>span>svg{display:block;margin:auto;}\n";
  css += ".sp-grid>div.k>span>svg{width:90%;height:90%;}\n";
  return css;
}

// The play panel: timer, symbol palette and buttons.
std::string panel_css(const grid::GridStyle& style, int n) {
  const std::string px = "px";
  const int palette_rows = (n + kPaletteMaxColumns - 1) / kPaletteMaxColumns;
  const int palette_cols = (n + palette_rows - 1) / palette_rows;
  std::string css;
  css += ".sp-play{font-family:'" + style.given.family + "',sans-serif;font-size:16px;}\n";
  css +=
      ".sp-bar{display:flex;justify-content:space-between;align-items:center;gap:8px;"
      "min-height:" +
      std::to_string(kTouchPx) + px + ";}\n";
  css += "#sp-timer{font-variant-numeric:tabular-nums;font-size:20px;}\n";
  css += ".sp-palette{display:grid;grid-template-columns:repeat(" + std::to_string(palette_cols) +
         ",1fr);gap:6px;margin:8px 0;}\n";
  css += ".sp-palette button{min-height:" + std::to_string(kTouchPx) +
         "px;padding:0;display:flex;align-items:center;justify-content:center;font-size:24px;}\n";
  css += ".sp-palette button>svg{width:36px;height:36px;}\n";
  css += ".sp-buttons{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;}\n";
  css += ".sp-play button{touch-action:manipulation;font:inherit;min-height:" +
         std::to_string(kTouchPx) + "px;border-radius:6px;}\n";
  css += ".sp-buttons button[hidden]{display:none;}\n";
  css += "body.pencil #sp-pencil,#sp-pencil[aria-pressed=true]{background:#333;color:#fff;}\n";
  css += "#sp-status{font-weight:bold;}\n";
  return css;
}

// Dark mode by the system setting (screen only: print stays black on white).
std::string dark_css() {
  std::string css;
  css += "@media screen and (prefers-color-scheme:dark){:root{color-scheme:dark;" +
         palette_vars(kDark) + "--sp-entry:" + std::string(kDarkEntry) + ";}\n";
  css += ".sp-grid>div{border-color:" + std::string(kDarkLine) + ";}\n";
  css += ".sp-grid>div:not([style*=\"background\"]):not(.sh){background:" + std::string(kDarkCell) +
         ";}\n";
  css += ".sp-grid>div[style*=\"background\"],.sp-grid>div.sh{--sp-dim:" + std::string(kDarkDim) +
         ";}\n";
  css += ".sp-grid>div.g,.sp-caption,.sp-legend{color:var(--sp-text);}\n";
  css += ".sp-grid>div>svg,.sp-legend svg,.sp-palette svg,.sp-grid>div.k>span>svg{background:" +
         std::string(kIconChip) + ";border-radius:22%;}\n";
  css += ".sp-play button{background:" + std::string(kDarkButton) +
         ";color:var(--sp-text);"
         "border:1px solid " +
         std::string(kDarkButtonLine) + ";}\n";
  css += ".sp-grid>svg.constraints{filter:invert(1);mix-blend-mode:screen;}\n";
  css +=
      "body.pencil #sp-pencil,#sp-pencil[aria-pressed=true]{background:#e8eaed;color:#121212;}}\n";
  return css;
}

}  // namespace

std::string play_css(const grid::GridStyle& style, Length mark_size, const core::Geometry& g) {
  // The screen in its parts, then print: the grid alone, entries hidden.
  std::string css =
      screen_css(style, g) + cell_css(style, mark_size) + panel_css(style, g.size()) + dark_css();
  css +=
      "@media print{.sp-play{display:none}"
      ".sp-grid>div[data-cell]:not(.g){color:transparent !important}"
      ".sp-grid>div[data-cell]:not(.g)>*{visibility:hidden}"
      ".sp-grid>div{box-shadow:none !important;outline:none !important}}\n";
  return css;
}

std::string play_html(const symbols::Symbols& symbols, const grid::GridStyle& style,
                      const core::Puzzle& puzzle, const core::Puzzle& solution, std::string_view id,
                      std::map<const Icon*, int>& icon_uses) {
  const int n = puzzle.size();
  std::string h;
  for (int v = 1; v <= n; ++v)
    h += "<template id=\"sp-sym-" + std::to_string(v) + "\">" +
         symbol_markup(symbols, v, style.icon_scale * kEntryIconScale, icon_uses) + "</template>\n";
  for (int v = 1; v <= n; ++v)
    h += "<template id=\"sp-mark-" + std::to_string(v) + "\">" +
         symbol_markup(symbols, v, 1.0, icon_uses) + "</template>\n";
  h += "<div class=\"sp-play\">\n<div class=\"sp-bar\"><span id=\"sp-timer\" role=\"timer\" "
       "aria-label=\"time\">0:00</span><span id=\"sp-status\" role=\"status\" "
       "aria-live=\"polite\"></span></div>\n<div class=\"sp-palette\" role=\"toolbar\" "
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
  h += button("sp-zoom", "Fit", "Show the whole grid (or large cells again)");
  h += "</div>\n</div>\n";
  h += "<script type=\"application/json\" id=\"sp-data\">" +
       data_json(symbols, puzzle, solution, id) + "</script>\n";
  h += "<script>\n" + std::string(play_script()) + "</script>\n";
  return h;
}

}  // namespace sudokupress::render::html
