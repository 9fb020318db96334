// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/html/html_page.hpp"

#include <cmath>
#include <cstdio>
#include <map>

#include "core/number_text.hpp"
#include "render/grid/cage_drawer.hpp"
#include "render/grid/grid_lines.hpp"
#include "render/grid/mark_drawer.hpp"
#include "render/html/html_play.hpp"
#include "render/svg_canvas.hpp"

namespace sudokupress::render::html {

namespace {

std::string pt_number(Length l) { return core::number_text(l.in_pt(), core::trimmed(3)); }

// ";background:#rrggbb" for a cell a variant fills (jigsaw colours, windows, extra regions,
// shaded diagonals), unless the cell is a shaded clue.
std::string variant_background(const core::Geometry& g, const grid::GridStyle& style, int cell,
                               bool shaded) {
  if (shaded || !g.is_variant()) return "";
  Colour c = variant_fill(g, style, cell);
  return c.none ? "" : ";background:" + c.hex();
}

// X diagonals as lines: an SVG over the grid (canvas units, the line weight kept in pt).
std::string diagonal_overlay(const core::Geometry& g, const grid::GridStyle& style) {
  if (!(g.extras() & core::kExtraDiagonals) || !style.diagonal_lines || style.diagonal.none)
    return "";
  const std::string n = std::to_string(g.size());
  const std::string line = "stroke=\"" + style.diagonal.hex() + "\" stroke-width=\"" +
                           pt_number(style.thin) + "pt\" vector-effect=\"non-scaling-stroke\"";
  return "<svg class=\"diagonals\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + n + " " +
         n +
         "\" preserveAspectRatio=\"none\" style=\"position:absolute;left:0;top:0;width:100%;"
         "height:100%;pointer-events:none\"><line x1=\"0\" y1=\"0\" x2=\"" +
         n + "\" y2=\"" + n + "\" " + line + "/><line x1=\"" + n + "\" y1=\"0\" x2=\"0\" y2=\"" +
         n + "\" " + line + "/></svg>\n";
}

// Cages and marks (Killer, Kropki, X/V, even/odd): drawn by the same drawers as every other
// output, onto an SVG laid over the grid (canvas units are the grid's own: the HTML cells start
// at the grid's edge, where the drawers put the border's inner half, hence the shifted origin).
// It multiplies with what is under it, so an even/odd square greys its cell without hiding the
// digit typed there; dark mode inverts it (html_play.cpp).
std::string constraint_overlay(const core::Puzzle& p, const grid::GridStyle& style) {
  if (!p.has_constraints()) return "";
  const core::Geometry& g = p.geo();
  SvgCanvas svg;
  svg.begin_page({style.cell * g.canvas_cols(), style.cell * g.canvas_rows()});
  const Point origin{style.border / -2.0, style.border / -2.0};
  draw_cell_marks(svg, origin, p, style);
  draw_cages(svg, origin, p, style);
  draw_pair_marks(svg, origin, p, style);
  if (!svg.finish()) return "";
  std::string doc = svg.svg();
  const size_t at = doc.find("<svg ");
  if (at == std::string::npos) return "";
  return "<svg class=\"constraints\" style=\"position:absolute;left:0;top:0;width:100%;"
         "height:100%;pointer-events:none;mix-blend-mode:multiply\" " +
         doc.substr(at + 5);
}

std::string font_css(const TextStyle& st) {
  std::string s = "font-family:'" + st.family + "';font-size:" + mm_number(st.size) +
                  "mm;color:" + st.colour.hex() + ";font-weight:" + (st.bold ? "bold" : "normal") +
                  ";font-style:" + (st.italic ? "italic" : "normal") + ";";
  return s;
}

// `size` and `width`: the text size of the cell's style and the box width, to shrink
// multi-character symbols as the vector output does.
std::string symbol_html(const symbols::Symbols& symbols, int value, double icon_scale,
                        std::map<const Icon*, int>& uses, Length size = {}, Length width = {}) {
  if (value < 1 || value > symbols.count()) return "";
  if (symbols.kind == symbols::SymbolKind::kIcon) {
    const std::string pct = core::number_text(icon_scale * 100, core::fixed(0)) + "%";
    const Icon& icon = *symbols.icons[value - 1];
    return std::string("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"") + icon.view_box +
           "\" width=\"" + pct + "\" height=\"" + pct + "\">" + icon_body(icon, uses[&icon]++) +
           "</svg>";
  }
  const std::string& text = symbols.texts[value - 1];
  const size_t chars = utf8_to_u32(text).size();
  if (chars > 1 && width > Length()) {
    Length fitted = grid::fitted_text_size(size, width, chars);
    if (fitted < size)
      return "<span style=\"font-size:" + mm_number(fitted) + "mm\">" + xml_escape(text) +
             "</span>";
  }
  return xml_escape(text);
}

// The legend (legend.hpp) as a flex row under the grid or a column beside it, the symbols in
// value order, each in a framed box of the template's size.
std::string legend_css(const Template& t, const grid::PageLayout& l, const grid::GridStyle& style) {
  const LegendSpec& spec = t.legend;
  const bool below = spec.position == LegendSpec::Position::kBelow;
  const Length box = l.cell * spec.size;
  const Length gap = box * spec.spacing;
  TextStyle text = grid::legend_text_style(style.given, box, t.given.size);
  std::string css;
  css += std::string(".sp-block{display:flex;flex-direction:") + (below ? "column" : "row") +
         ";align-items:" + (below ? "center" : "flex-start") + ";gap:" + mm_number(spec.gap) +
         "mm;}\n";
  css += std::string(".sp-legend{display:flex;flex-direction:") + (below ? "row" : "column") +
         ";flex-wrap:wrap;justify-content:center;gap:" + mm_number(gap) + "mm;max-" +
         (below ? "width:" + mm_number(l.grid.width) : "height:" + mm_number(l.grid.height)) +
         "mm;" + font_css(text) + "line-height:1;}\n";
  css += ".sp-legend>div{box-sizing:border-box;width:" + mm_number(box) +
         "mm;height:" + mm_number(box) +
         "mm;display:flex;align-items:center;justify-content:center;";
  if (spec.frame > Length())
    css += "border:" + pt_number(spec.frame) + "pt solid " + style.given.colour.hex() + ";";
  css += "}\n";
  css += ".sp-legend-label{" + font_css(grid::caption_style(t)) +
         "flex-basis:100%;text-align:" + (below ? "center" : "left") + ";}\n";
  return css;
}

std::string legend_html(const Template& t, const symbols::Symbols& symbols,
                        const grid::GridStyle& style, std::map<const Icon*, int>& uses) {
  std::string h = "<div class=\"sp-legend legend\">";
  if (!t.legend.label.empty())
    h += "<span class=\"sp-legend-label\">" + xml_escape(t.legend.label) + "</span>";
  for (int v = 1; v <= symbols.count(); ++v)
    h += "<div class=\"symbol legend\" data-value=\"" + std::to_string(v) + "\">" +
         symbol_html(symbols, v, style.icon_scale, uses) + "</div>";
  return h + "</div>\n";
}

// The page's parts, written in order: the head and its style sheet, the captions, the grid's
// cells, the legend and (a playable page) the player.
class HtmlPageWriter {
 public:
  HtmlPageWriter(const Template& t, const symbols::Symbols& symbols,
                 const grid::GridContent& content, const grid::PageLayout& layout,
                 const core::Puzzle* play_solution)
      : t_(t),
        symbols_(symbols),
        content_(content),
        layout_(layout),
        play_(play_solution),
        g_(content.puzzle->geo()),
        p_(*content.puzzle),
        style_(grid::GridStyle::from(t, symbols, layout.cell)) {
    mini_cols_ = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(g_.size()))));
    mini_rows_ = (g_.size() + mini_cols_ - 1) / mini_cols_;
    small_ = style_.candidate;
    small_.size = style_.candidate.size / std::max(mini_rows_, mini_cols_);
  }

  std::string page(const grid::CaptionData& caption, const std::string& title) {
    std::string h = head(title);
    if (play_) h += "<div class=\"sp-app\">\n<div class=\"sp-pan\">\n";
    h += "<div class=\"sp-page\">\n";
    const auto texts = caption_texts(t_, caption, layout_.answer);
    if (t_.has_top_caption() || layout_.answer) h += caption_row(texts, kTopLeft, "top");
    if (layout_.legend) h += "<div class=\"sp-block\">\n";
    h += "<div class=\"sp-grid grid\">\n";
    for (int id = 0; id < g_.num_cells(); ++id) h += cell(id);
    h += diagonal_overlay(g_, style_);
    h += constraint_overlay(p_, style_);
    h += "</div>\n";
    if (layout_.legend) h += legend_html(t_, symbols_, style_, uses_) + "</div>\n";
    if (t_.has_bottom_caption()) h += caption_row(texts, kBottomLeft, "bottom");
    h += "</div>\n";
    if (play_)
      h += "</div>\n" + play_html(symbols_, style_, p_, *play_, caption.id, uses_) + "</div>\n";
    h += "</body>\n</html>\n";
    return h;
  }

 private:
  std::string head(const std::string& title) const {
    std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    if (play_)  // a phone lays the page out at its own width (pinch zoom stays allowed)
      h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    // No request of any kind leaves the page (a hostile icon or title cannot fetch anything):
    // only the page's own inline style (and the player's inline script) and data: images.
    h +=
        std::string("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ") +
        (play_ ? "script-src 'unsafe-inline'; " : "") +
        "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n";
    h += "<title>" + xml_escape(title) + "</title>\n<style>\n";
    h += css();
    h += "</style>\n</head>\n<body>\n";
    return h;
  }

  std::string css() const {
    const TextStyle cap = grid::caption_style(t_);
    std::string h;
    h += "body{margin:0;padding:" + mm_number(t_.margin + Length::mm(5)) +
         "mm;background:#ffffff;}\n";
    h += ".sp-page{display:inline-block;}\n";
    h += ".sp-caption{display:grid;grid-template-columns:1fr auto 1fr;white-space:nowrap;" +
         font_css(cap) + "line-height:1.2;}\n";
    h += ".sp-caption.top{margin-bottom:" + mm_number(t_.caption_gap) + "mm;}\n";
    h += ".sp-caption.bottom{margin-top:" + mm_number(t_.caption_gap) + "mm;}\n";
    h += ".sp-caption .l{text-align:left}.sp-caption .c{text-align:center}"
         ".sp-caption .r{text-align:right}\n";
    h += ".sp-grid{position:relative;display:grid;grid-template-columns:repeat(" +
         std::to_string(g_.canvas_cols()) + "," + mm_number(layout_.cell) +
         "mm);grid-template-rows:repeat(" + std::to_string(g_.canvas_rows()) + "," +
         mm_number(layout_.cell) + "mm);}\n";
    h += ".sp-grid>div{box-sizing:border-box;display:flex;align-items:center;"
         "justify-content:center;overflow:hidden;line-height:1;border:0 solid " +
         style_.line.hex() + ";" +
         (style_.background.none ? "" : "background:" + style_.background.hex() + ";") + "}\n";
    h += ".sp-grid>div.g{" + font_css(style_.given) + "}\n";
    h += ".sp-grid>div.s{" + font_css(style_.solution) + "}\n";
    if (!style_.shade.none) h += ".sp-grid>div.sh{background:" + style_.shade.hex() + ";}\n";
    h += ".sp-grid>div.k{display:grid;grid-template-columns:repeat(" + std::to_string(mini_cols_) +
         ",1fr);grid-template-rows:repeat(" + std::to_string(mini_rows_) + ",1fr);" +
         font_css(small_) + "}\n";
    h += ".sp-grid>div.k>span{display:flex;align-items:center;justify-content:center;}\n";
    if (layout_.legend) h += legend_css(t_, layout_, style_);
    if (play_) h += play_css(style_, small_.size, g_);
    return h;
  }

  template <typename Texts>
  static std::string caption_row(const Texts& texts, int first, const char* cls) {
    std::string row = std::string("<div class=\"sp-caption caption ") + cls + "\">";
    const char* align[] = {"l", "c", "r"};
    for (int i = 0; i < 3; ++i)
      row += std::string("<span class=\"") + align[i] + "\">" + xml_escape(texts[first + i]) +
             "</span>";
    return row + "</div>\n";
  }

  // Each cell draws its top and left edges at full width, and its bottom and right edges only
  // on the outer border (where no neighbour draws them). Halving every edge between two cells
  // looks more exact but fails in browsers: border widths snap to whole device pixels, so two
  // half thin lines and two half thick lines both became 2 px.
  Length width_of(grid::EdgeKind k, bool own) const {
    switch (k) {
      case grid::EdgeKind::kThin:
        return own ? style_.thin : Length();
      case grid::EdgeKind::kThick:  // a jigsaw's region borders at border weight (as drawn)
        return own ? (g_.is_jigsaw() ? style_.border : style_.thick) : Length();
      case grid::EdgeKind::kBorder:
        return style_.border;
      case grid::EdgeKind::kOutline:
        return own ? style_.outline : Length();
      default:
        return Length();
    }
  }

  // The cell's class, value and content: a clue, a solution value or its candidates.
  void cell_content(int id, std::string& cls, std::string& value, std::string& inner) {
    if (p_.cells[id]) {
      cls = "g symbol clue";  // the SVG output's group classes (canvas.hpp group_class)
      value = std::to_string(p_.cells[id]);
      inner = symbol_html(symbols_, p_.cells[id], style_.icon_scale, uses_, style_.given.size,
                          style_.cell);
    } else if (content_.solution && content_.solution->cells[id]) {
      cls = "s symbol solution";
      value = std::to_string(content_.solution->cells[id]);
      inner = symbol_html(symbols_, content_.solution->cells[id], style_.icon_scale * 0.75, uses_,
                          style_.solution.size, style_.cell);
    } else if (content_.candidates && id < static_cast<int>(content_.candidates->size())) {
      cls = "k";
      std::vector<std::string> slots(mini_rows_ * mini_cols_);
      for (int v : (*content_.candidates)[id])
        if (v >= 1 && v <= g_.size())
          slots[v - 1] = symbol_html(symbols_, v, style_.icon_scale, uses_, small_.size,
                                     style_.cell / std::max(mini_rows_, mini_cols_));
      for (size_t i = 0; i < slots.size(); ++i)
        inner += slots[i].empty() ? std::string("<span></span>")
                                  : "<span class=\"symbol candidate\" data-value=\"" +
                                        std::to_string(i + 1) + "\">" + slots[i] + "</span>";
    }
  }

  std::string cell(int id) {
    core::Coord c = g_.coord(id);
    std::string cls, inner, value;
    cell_content(id, cls, value, inner);
    const bool shaded = content_.shade_clues && p_.cells[id];
    if (shaded) cls += cls.empty() ? "sh" : " sh";
    Length top = width_of(grid::horizontal_edge(g_, c.row, c.col), true);
    Length bottom = width_of(grid::horizontal_edge(g_, c.row + 1, c.col), false);
    Length left = width_of(grid::vertical_edge(g_, c.row, c.col), true);
    Length right = width_of(grid::vertical_edge(g_, c.row, c.col + 1), false);
    std::string play;  // a playable page's cell index, focus and name
    if (play_)
      play = " data-cell=\"" + std::to_string(id) + "\"" +
             (p_.cells[id] ? std::string() : " tabindex=\"0\"") + " aria-label=\"row " +
             std::to_string(c.row + 1) + " column " + std::to_string(c.col + 1) + "\"";
    return "<div" + (cls.empty() ? std::string() : " class=\"" + cls + "\"") +
           (value.empty() ? std::string() : " data-value=\"" + value + "\"") + play +
           " style=\"grid-area:" + std::to_string(c.row + 1) + "/" + std::to_string(c.col + 1) +
           ";border-width:" + pt_number(top) + "pt " + pt_number(right) + "pt " +
           pt_number(bottom) + "pt " + pt_number(left) + "pt" +
           variant_background(g_, style_, id, shaded) + "\">" + inner + "</div>\n";
  }

  const Template& t_;
  const symbols::Symbols& symbols_;
  const grid::GridContent& content_;
  const grid::PageLayout& layout_;
  const core::Puzzle* play_;
  const core::Geometry& g_;
  const core::Puzzle& p_;
  const grid::GridStyle style_;
  int mini_rows_ = 1, mini_cols_ = 1;
  TextStyle small_;
  std::map<const Icon*, int> uses_;  // unique ids per icon use (icon_body)
};

}  // namespace

core::StatusOr<std::string> html_page(const Template& t, const symbols::Symbols& symbols,
                                      const grid::GridContent& content,
                                      const grid::CaptionData& caption, const std::string& title,
                                      const core::Puzzle* play_solution) {
  if (!content.puzzle) return core::Status::error("html: no puzzle");
  auto layout = grid::layout_page(t, content.puzzle->geo(),
                                  grid::page_content(t, symbols, content.solution != nullptr));
  if (!layout) return layout.status();
  for (const auto& s : symbols.texts)
    if (has_emoji_selector(s)) return core::Status::error("symbol contains U+FE0F");
  return HtmlPageWriter(t, symbols, content, *layout, play_solution).page(caption, title);
}

}  // namespace sudokupress::render::html
