// SPDX-License-Identifier: GPL-3.0-or-later
// The abstract canvas: everything the drawing code may do, in physical units. Backends: the
// recording canvas (golden tests), the SVG writer (svg_canvas.hpp: real <text>, sizes in mm)
// and Cairo (render/cairo: PDF, PNG). Drawing code never sees a backend, so layout and drawing
// are testable without Cairo (the Tatham's Puzzles "drawing API" idea).
//
// Documents are pages: begin_page(size) ... end_page(). Text is drawn with a TextStyle naming a
// font family (resolved by the backend; an unknown family is an error, never a substitute).
// The navigation hooks (destinations, links, outline, metadata) exist for the book builder;
// backends that cannot express one ignore it (PNG) or map it (SVG: id + <a href>).
//
// Groups: begin_group(kind, value) ... end_group() bracket what belongs together (one symbol,
// the grid lines, a caption), so SVG output has <g class="symbol clue" data-value="5"> elements
// a layout artist can select. Groups nest and must balance; backends without structure (Cairo)
// ignore them, the recording canvas records them.
//
// Errors (unknown font, missing glyph, broken icon) do not throw: the backend records the first
// one and finish() returns it, the way a cairo_t keeps its status.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.hpp"
#include "render/length.hpp"

namespace sudokupress::render {

enum class LineCap : uint8_t { kButt, kSquare };

struct Stroke {
  Length width;
  Colour colour = Colour::black();
  LineCap cap = LineCap::kButt;
};

struct TextStyle {
  std::string family = "DejaVu Sans";
  bool bold = false;
  bool italic = false;
  Length size = Length::pt(10);
  Colour colour = Colour::black();
  // For VAlign::kMiddle: the distance from the visual middle of the glyphs down to the baseline,
  // as a fraction of the size (about half the cap height; from the font manifest). Every backend
  // uses the same number, so PDF, PNG, SVG and HTML put a digit at the same place.
  double middle = 0.36;
};

enum class HAlign : uint8_t { kLeft, kCentre, kRight };
enum class VAlign : uint8_t { kBaseline, kMiddle };

// A vector icon: an SVG document (root <svg> with a viewBox), always the sanitized rebuild of
// the file (icon_sanitizer.hpp), never the file itself. `name` identifies it in recordings and
// caches ("shapes/3"); `view_box` and `body` are the root's viewBox and inner markup, so SVG and
// HTML output can inline it; `title` is the icon's name for people ("apple"), from its <title>.
struct Icon {
  std::string name;
  std::string svg;        // a standalone document of view_box and body (for librsvg)
  std::string view_box;   // "0 0 100 100"
  std::string body;       // the markup inside the root element
  std::string title;      // "" if the icon has no <title>
  std::string id_prefix;  // every id and local reference in body starts with it ("sp-fruit-3-")
};
// The icon's body for its n-th use in one document: ids (and references to them) get "u<n>-"
// after the icon's prefix, so an icon drawn many times still has unique ids. n = 0: unchanged.
std::string icon_body(const Icon& icon, int n);
using IconPtr = std::shared_ptr<const Icon>;

// What a group holds. The class attribute each kind gets in SVG and HTML is group_class().
enum class GroupKind : uint8_t {
  kGrid,          // "grid": one whole grid (fills, lines, symbols)
  kGridLines,     // "grid-lines"
  kCaption,       // "caption": the captions of a page or slot
  kClues,         // "clues": all givens of a grid
  kClue,          // "symbol clue": a given; value = 1-based symbol value
  kSolutions,     // "solutions": all solution symbols of a grid
  kSolution,      // "symbol solution": a solution symbol in an empty cell
  kCandidates,    // "candidates": all pencil marks of a grid
  kCandidate,     // "symbol candidate": a pencil mark
  kLegend,        // "legend": the legend block beside or under a grid
  kLegendSymbol,  // "symbol legend": one symbol of the legend
  kMarks,         // "marks": the marks of a grid (dots, X/V, even/odd)
  kMark,          // "mark": one mark; value = core::MarkKind + 1 (1 white dot, 2 black dot,
                  // 3 X, 4 V, 5 even, 6 odd)
  kCages,         // "cages": the Killer cages of a grid
  kCage,          // "cage": one cage (outline and sum); value = its sum (0 = none)
};
std::string_view group_class(GroupKind kind);
// True for the kinds that carry a symbol value (data-value="N").
bool group_has_value(GroupKind kind);

// Document information; the PDF backend writes it as metadata. `creation_time` is seconds since
// the epoch; when unset the backend uses SOURCE_DATE_EPOCH if set, else the current time.
struct DocumentInfo {
  std::string title;
  std::string author;
  std::string subject;
  std::string creator = "sudokupress";
  std::optional<int64_t> creation_time;
};

class Canvas {
 public:
  virtual ~Canvas() = default;

  virtual void set_info(const DocumentInfo& info) = 0;
  virtual void begin_page(Size size) = 0;
  virtual void end_page() = 0;

  virtual void fill_rect(const Rect& r, Colour colour) = 0;
  virtual void stroke_line(Point a, Point b, const Stroke& stroke) = 0;
  virtual void stroke_rect(const Rect& r, const Stroke& stroke) = 0;
  // A circle filled with `fill` (none: not filled) and outlined with `outline` (colour none: no
  // outline), the outline centred on the radius (Kropki dots, odd cells).
  virtual void draw_circle(Point centre, Length radius, Colour fill, const Stroke& outline) = 0;
  // `at` is the anchor: x per `h`, y the baseline (kBaseline) or the visual middle (kMiddle).
  virtual void draw_text(std::string_view utf8, const TextStyle& style, Point at, HAlign h,
                         VAlign v) = 0;
  // Text turned a quarter turn clockwise, reading from top to bottom as on the spine of a book
  // (US/UK convention), centred on `centre` along the run and on the glyphs' visual middle
  // across it (TextStyle::middle).
  // Backends that draw override it; the default draws the text unturned (enough for canvases
  // that only check fonts or measure).
  virtual void draw_spine_text(std::string_view utf8, const TextStyle& style, Point centre);
  // The icon scaled uniformly to fit `box`, centred.
  virtual void draw_icon(const IconPtr& icon, const Rect& box) = 0;

  // Navigation (book builder). A destination is a named point on the current page; a link
  // makes `area` on the current page jump to a destination; an outline entry is a bookmark
  // (level 0 = top) pointing at a destination.
  virtual void add_destination(std::string_view name, Point at) = 0;
  virtual void add_link(const Rect& area, std::string_view destination) = 0;
  virtual void add_uri_link(const Rect& area, std::string_view uri) = 0;
  // A link around what is drawn between begin_link and end_link (a line of a table of
  // contents); the link area is the ink of that content. Links do not nest.
  virtual void begin_link(std::string_view destination) = 0;
  virtual void end_link() = 0;
  virtual void add_outline(std::string_view title, std::string_view destination, int level) = 0;

  // Structure (see the top of this file). No-ops unless a backend overrides them.
  virtual void begin_group(GroupKind kind, int value = 0);
  virtual void end_group();

  // The advance width of `utf8` in `style`. Backends with real fonts measure; others estimate.
  virtual Length text_width(std::string_view utf8, const TextStyle& style);

  // Ends the document and returns the first error met while drawing (ok if none).
  virtual core::Status finish() = 0;
};

// begin_group in the constructor, end_group in the destructor.
class ScopedGroup {
 public:
  ScopedGroup(Canvas& canvas, GroupKind kind, int value = 0) : canvas_(canvas) {
    canvas_.begin_group(kind, value);
  }
  ~ScopedGroup() { canvas_.end_group(); }
  ScopedGroup(const ScopedGroup&) = delete;
  ScopedGroup& operator=(const ScopedGroup&) = delete;

 private:
  Canvas& canvas_;
};

// Splits UTF-8 into code points (invalid bytes become U+FFFD).
std::u32string utf8_to_u32(std::string_view utf8);

}  // namespace sudokupress::render
