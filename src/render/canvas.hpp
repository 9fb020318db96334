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

// A vector icon: an SVG document (root <svg> with a viewBox). `name` identifies it in
// recordings and caches ("shapes/3"); `view_box` and `body` are the root's viewBox and inner
// markup, so SVG and HTML output can inline it.
struct Icon {
  std::string name;
  std::string svg;       // the whole file
  std::string view_box;  // "0 0 100 100"
  std::string body;      // the markup inside the root element
};
using IconPtr = std::shared_ptr<const Icon>;

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

  // The advance width of `utf8` in `style`. Backends with real fonts measure; others estimate.
  virtual Length text_width(std::string_view utf8, const TextStyle& style);

  // Ends the document and returns the first error met while drawing (ok if none).
  virtual core::Status finish() = 0;
};

// Splits UTF-8 into code points (invalid bytes become U+FFFD).
std::u32string utf8_to_u32(std::string_view utf8);

}  // namespace sudokupress::render
