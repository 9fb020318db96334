// SPDX-License-Identifier: GPL-3.0-or-later
// Icons are untrusted input: a symbol folder can come from anywhere, and its SVG text is inlined
// into SVG and HTML pages and handed to librsvg. sanitize_icon() parses an icon with libxml2 (no
// network, no DTD loading, no entity declarations at all, so no "billion laughs") and rebuilds
// it from an allow-list; nothing of the input reaches the output unparsed.
//
//   kept      elements svg g path rect circle ellipse line polyline polygon defs linearGradient
//             radialGradient stop clipPath mask title desc use, in the SVG namespace (or none);
//             geometry and presentation attributes (kAllowed* in the .cpp), `style` reduced to
//             presentation properties; every value decoded as CSS (escapes, comments:
//             css_value.hpp) and rebuilt only from a known-safe form (colour, length, number,
//             keyword, path data, transform, `none`, local url(#id))
//   dropped   (listed in SanitizedIcon::dropped) scripts, <style>, <foreignObject>, any other
//             element and its content, elements and attributes in foreign namespaces (Inkscape,
//             Sodipodi, RDF metadata), event attributes (on*), references that are not local
//             (href not starting with '#', url() to anything but #id), comments, processing
//             instructions, a second element with an id already used (its id only), and inside a
//             <mask> any <use> and any mask reference (a mask's content is plain shapes, drawn
//             once per reference: no chains of masks)
//   refused   (an error naming the file) files over kMaxIconBytes (checked before parsing),
//             malformed XML, <!ENTITY>/<!ATTLIST> declarations, <image> (raster), a root that
//             is not <svg> or has no usable viewBox, colours other than #rgb, #rrggbb, rgb() or a
//             basic keyword, <use> of something that itself contains <use> (instancing bombs),
//             more than limits::kMaxIconElements elements once every <use> is expanded, nesting
//             deeper than limits::kMaxIconDepth; and, measured by icon_cost() over what one
//             drawing draws, more than kMaxIconCoverage viewBoxes painted,
//             kMaxIconSegments path segments or kMaxIconDashes dashes; a gradient of more than
//             kMaxIconGradientStops stops, or a reflected or repeated one that repeats more than
//             kMaxIconGradientRepeats times across the icon (gradient_cost())
//
// Every id is rewritten to `id_prefix` + id, and every local reference with it (href, and
// url(#id) in fill, stroke, clip-path and mask), so two icons
// never collide in one page (and icon_body() in canvas.hpp makes each use of one icon unique). With
// `gray`, every colour becomes its luminance (0.299 R + 0.587 G + 0.114 B, the DeviceRGB-to-gray
// rule of Ghostscript, which converts books for --print-ready), so the gray icon is what a
// grayscale print shows.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "core/status.hpp"

namespace sudokupress::render::symbols {

inline constexpr size_t kMaxIconBytes = core::limits::kMaxIconBytes;  // 256 KiB

struct SanitizedIcon {
  std::string view_box;              // "0 0 100 100"
  std::string body;                  // the root's children, rebuilt
  std::string title;                 // the root's <title> text ("" if none): the icon's name
  std::vector<std::string> dropped;  // what was removed, e.g. "<script>", "onload", "href"
  // A standalone document of view_box and body (what librsvg renders).
  std::string document() const;
};

// `file` names the icon in errors ("icons/3.svg: <image> (raster) not allowed",
// "icons/3.svg:7: malformed XML: ..."). `id_prefix` must be an XML name ("sp-fruit-3-").
core::StatusOr<SanitizedIcon> sanitize_icon(std::string_view svg, std::string_view file,
                                            std::string_view id_prefix, bool gray = false);

// A colour as #rrggbb (from #rgb, #rrggbb, rgb(r,g,b) or a basic keyword), gray if asked;
// "" when `text` is not a colour this module knows.
std::string normalise_colour(std::string_view text, bool gray);

}  // namespace sudokupress::render::symbols
