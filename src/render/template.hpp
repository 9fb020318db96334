// SPDX-License-Identifier: GPL-3.0-or-later
// Templates: a TOML file in templates/ that says how a page with one grid looks (page size,
// grid width or cell size, line weights in pt, fonts by role, colours, caption slots, default
// symbols). Every problem is reported as "file:line: problem". See templates/magazine.toml for
// a commented example and CONTRIBUTING.md "How to add a template".
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"
#include "render/font_manifest.hpp"
#include "render/length.hpp"

namespace sudokupress::render {

// A text style relative to the cell (given, solution, candidate) or absolute (caption).
struct TextSpec {
  std::string family = "DejaVu Sans";
  double middle = 0.36;  // from the font manifest
  double size = 0.6;     // a fraction of the cell; for captions, points
  bool bold = false;
  bool italic = false;
  Colour colour = Colour::black();
};

// Caption slots, above and below the grid.
enum CaptionSlot { kTopLeft, kTopCentre, kTopRight, kBottomLeft, kBottomCentre, kBottomRight };
inline constexpr int kCaptionSlots = 6;

// [legend]: the symbols in play beside or under the grid (legend.hpp).
struct LegendSpec {
  enum class Show { kAuto, kAlways, kNever };
  enum class Position { kBelow, kRight };
  Show show = Show::kAuto;  // auto: every symbol set except digits
  Position position = Position::kBelow;
  double size = 0.6;  // a symbol's box, as a fraction of the grid's cell
  Length gap = Length::mm(4);
  double spacing = 0.3;             // between boxes, as a fraction of a box
  Length frame = Length::pt(0.75);  // 0 = no frames
  std::string label;                // an optional line above the boxes, in the caption font
};

// [book]: the type of a book set in this template, a few named sizes in points (every text a
// book prints is one of them), and whether the template promises large print: then every
// section of the book is large print (publish/book/book_layout.hpp, LargePrint: cells of 12 mm and
// digits of 20 pt, solutions' digits 12 pt, no type below 16 pt) and the book refuses a section
// that would break it.
struct TypeScale {
  double small = 9;     // running heads, page numbers, solution references, notes
  double body = 11;     // running text, contents entries, puzzle captions
  double subhead = 14;  // the example's heading, subtitle, author
  double heading = 20;  // page and section headings
  double title = 30;    // the title page
};

// A composite's sub-grid outline is at least kOutlineOverBox times its box line (thick_pt);
// unset, it is kOutlineDefaultOverBox times it.
inline constexpr double kOutlineOverBox = 1.6;
inline constexpr double kOutlineDefaultOverBox = 2.0;
// render: a composite's smallest cell when the template sets no [grid] min_cell_mm.
inline constexpr double kMinCompositeCellMm = 5;

struct Template {
  std::string name;
  std::string description;
  std::string source;  // the file it came from

  // Page: unset width/height = "fit" (the page is the content plus margins).
  std::optional<Size> page;
  Length margin;

  // Grid: exactly one of grid_width (outside edge of the border to outside edge) and cell.
  std::optional<Length> grid_width;
  std::optional<Length> cell;
  Length thin = Length::pt(0.5);
  Length thick = Length::pt(1.5);
  Length border = Length::pt(2.0);
  // [grid] outline_pt: a composite's sub-grid outlines inside the canvas (where grids overlap);
  // at least kOutlineOverBox times the box line (checked at load, kept when drawn; unset: twice
  // the box line) so every 9x9 of a butterfly or an overlap can be read off the page.
  Length outline = Length::pt(3.0);
  // [grid] min_cell_mm: the smallest cell a book prints; render refuses a composite whose cells
  // would be smaller (unset: kMinCompositeCellMm), or whose givens would be below min_digit_pt.
  std::optional<Length> min_cell;
  double min_digit_pt = 8;  // [grid] min_digit_pt: render, composites
  Colour line_colour = Colour::black();
  Colour shade_colour = {217, 217, 217, false};
  Colour background = Colour::transparent();
  // [grid] grid_tints: composites, a light fill per sub-grid (cycled); a cell in several
  // sub-grids gets the product of their tints (shared regions come out darker). Empty = none.
  std::vector<Colour> grid_tints;
  // Variants ([grid] keys): X diagonals as shaded cells ("shade", the default: a line corner to
  // corner crosses every digit on it) or as a thin line ("line"), in diagonal_colour (unset:
  // light gray shading, mid gray for a line); hyper windows and the extra regions
  // (centre-dot, asterisk, girandola) shaded in window_colour / extra_colour; jigsaw regions
  // filled with region_colours (cycled by region; empty = white), their borders heavy.
  enum class DiagonalStyle { kLine, kShade };
  DiagonalStyle diagonal_style = DiagonalStyle::kShade;
  Colour diagonal_colour = {222, 222, 222, false};
  static constexpr Colour kDiagonalLineColour = {150, 150, 150, false};
  Colour window_colour = {222, 222, 222, false};
  Colour extra_colour = {222, 222, 222, false};
  std::vector<Colour> region_colours;

  TextSpec given{.family = "DejaVu Sans", .middle = 0.36, .size = 0.62, .bold = true};
  TextSpec solution{.family = "DejaVu Sans", .middle = 0.36, .size = 0.62};
  TextSpec candidate{.family = "DejaVu Sans", .middle = 0.36, .size = 0.8};
  TextSpec caption{.family = "DejaVu Sans", .middle = 0.36, .size = 9};
  std::string symbol_family = "Symbola";  // glyph symbol sets
  double symbol_middle = 0.36;
  double icon_scale = 0.8;  // an icon's box as a fraction of the cell
  Length caption_gap = Length::mm(2);
  std::array<std::string, kCaptionSlots> captions;
  // [caption] answer: the label of a page that shows a solution (render --solution): the
  // placeholder {answer} where a slot has it, else added to the top-right slot.
  std::string answer = "Solution";
  std::string default_symbols = "digits";
  std::map<int, std::string> symbols_for_size;  // [symbols] for_4 = "kids4": overrides by N
  LegendSpec legend;
  TypeScale type;            // [book] small_pt, body_pt, subhead_pt, heading_pt, title_pt
  bool large_print = false;  // [book] large_print

  // The default symbol set for an N-symbol puzzle.
  const std::string& symbols_for(int n) const;

  bool has_top_caption() const;
  bool has_bottom_caption() const;
};

// Parses a template. `manifest` supplies the font families (each font must be listed there, for
// its role) and their middle ratios.
core::StatusOr<Template> parse_template(std::string_view text, std::string_view source,
                                        const FontManifest& manifest);
// A name ("magazine") is looked up as <templates_dir>/<name>.toml; anything with a '/' or ending
// in .toml is a path.
core::StatusOr<Template> load_template(std::string_view name_or_path,
                                       const std::string& templates_dir,
                                       const FontManifest& manifest);

// Paper sizes by name: A3, A4, A5, A6, letter, legal (portrait); nullopt if unknown.
std::optional<Size> paper_size(std::string_view name);

}  // namespace sudokupress::render
