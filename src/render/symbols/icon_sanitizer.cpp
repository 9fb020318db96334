// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/icon_sanitizer.hpp"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

#include "core/limits.hpp"
#include "core/number_text.hpp"
#include "render/symbols/css_value.hpp"
#include "render/symbols/icon_coverage.hpp"
#include "render/xml_text.hpp"

namespace sudokupress::render::symbols {

namespace {

constexpr std::string_view kSvgNs = "http://www.w3.org/2000/svg";
constexpr std::string_view kXlinkNs = "http://www.w3.org/1999/xlink";
namespace limits = core::limits;
constexpr int kMaxElements = limits::kMaxIconElements;
constexpr int kMaxUses = limits::kMaxIconUses;
constexpr int kMaxDepth = limits::kMaxIconDepth;
constexpr int kMaxCoverage = limits::kMaxIconCoverage;

constexpr std::array<std::string_view, 18> kAllowedElements = {
    "svg",  "g",        "path",    "rect",  "circle",         "ellipse",
    "line", "polyline", "polygon", "defs",  "linearGradient", "radialGradient",
    "stop", "clipPath", "mask",    "title", "desc",           "use"};

// Geometry and structure attributes.
constexpr std::array<std::string_view, 32> kAllowedGeometry = {"x",
                                                               "y",
                                                               "width",
                                                               "height",
                                                               "rx",
                                                               "ry",
                                                               "cx",
                                                               "cy",
                                                               "r",
                                                               "x1",
                                                               "y1",
                                                               "x2",
                                                               "y2",
                                                               "points",
                                                               "d",
                                                               "viewBox",
                                                               "preserveAspectRatio",
                                                               "transform",
                                                               "offset",
                                                               "gradientUnits",
                                                               "gradientTransform",
                                                               "spreadMethod",
                                                               "fx",
                                                               "fy",
                                                               "fr",
                                                               "clipPathUnits",
                                                               "maskUnits",
                                                               "maskContentUnits",
                                                               "pathLength",
                                                               "id",
                                                               "href",
                                                               "style"};

// Presentation attributes (also the properties kept in style="...").
constexpr std::array<std::string_view, 25> kPresentation = {"fill",
                                                            "fill-opacity",
                                                            "fill-rule",
                                                            "stroke",
                                                            "stroke-width",
                                                            "stroke-linecap",
                                                            "stroke-linejoin",
                                                            "stroke-miterlimit",
                                                            "stroke-dasharray",
                                                            "stroke-dashoffset",
                                                            "stroke-opacity",
                                                            "opacity",
                                                            "stop-color",
                                                            "stop-opacity",
                                                            "clip-path",
                                                            "clip-rule",
                                                            "mask",
                                                            "mask-type",
                                                            "color",
                                                            "display",
                                                            "visibility",
                                                            "shape-rendering",
                                                            "paint-order",
                                                            "vector-effect",
                                                            "mix-blend-mode"};

template <size_t N>
bool contains(const std::array<std::string_view, N>& list, std::string_view s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

struct NamedColour {
  std::string_view name;
  unsigned rgb;
};
constexpr std::array<NamedColour, 24> kNamedColours = {{
    {"black", 0x000000}, {"white", 0xffffff},  {"red", 0xff0000},     {"green", 0x008000},
    {"blue", 0x0000ff},  {"yellow", 0xffff00}, {"orange", 0xffa500},  {"purple", 0x800080},
    {"gray", 0x808080},  {"grey", 0x808080},   {"silver", 0xc0c0c0},  {"maroon", 0x800000},
    {"navy", 0x000080},  {"olive", 0x808000},  {"teal", 0x008080},    {"lime", 0x00ff00},
    {"aqua", 0x00ffff},  {"cyan", 0x00ffff},   {"fuchsia", 0xff00ff}, {"magenta", 0xff00ff},
    {"brown", 0xa52a2a}, {"pink", 0xffc0cb},   {"gold", 0xffd700},    {"darkgreen", 0x006400},
}};

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string str(const xmlChar* s) { return s ? reinterpret_cast<const char*>(s) : ""; }

std::string ns_of(const xmlNode* n) { return n->ns ? str(n->ns->href) : ""; }

std::string safe_id(std::string_view id) { return icon_id(id); }

struct XmlDocDeleter {
  void operator()(xmlDoc* d) const { xmlFreeDoc(d); }
};
struct XmlCtxtDeleter {
  void operator()(xmlParserCtxt* c) const { xmlFreeParserCtxt(c); }
};
struct XmlCharDeleter {
  void operator()(xmlChar* s) const { xmlFree(s); }
};

class Sanitizer {
 public:
  Sanitizer(std::string_view file, std::string_view prefix, bool gray)
      : file_(file), prefix_(prefix), gray_(gray) {}

  core::Status run(const xmlNode* root, SanitizedIcon& out);

 private:
  core::Status fail(const xmlNode* n, const std::string& problem) const {
    long line = n ? xmlGetLineNo(n) : 0;
    return core::Status::error(file_ + (line > 0 ? ":" + std::to_string(line) : "") + ": " +
                               problem);
  }
  // `kept`: n is written out (it and its ancestors are allowed); `in_mask`: n is a <mask> or
  // inside one.
  core::Status check_tree(const xmlNode* n, int depth, int& elements, int& uses, bool kept,
                          bool in_mask);
  core::Status check_uses(const xmlNode* n, int depth, long& drawn);
  // Elements in n's subtree (n included) and its height, memoised.
  std::pair<long, int> extent(const xmlNode* n);
  core::Status write_children(const xmlNode* n, std::string& out);
  core::Status write_element(const xmlNode* n, std::string& out);
  // The attribute rebuilt (`name="value"`), "" when dropped; an error for a bad colour.
  core::StatusOr<std::string> attribute(const xmlNode* n, const xmlAttr* a);
  core::StatusOr<std::string> value_of(const xmlNode* n, std::string_view name,
                                       std::string_view value);
  core::StatusOr<std::string> style(const xmlNode* n, std::string_view text);
  core::StatusOr<std::string> reference_value(const xmlNode* n, css::ValueKind kind,
                                              const std::string& value);
  std::optional<std::string> local_url(std::string_view value) const;
  void drop(std::string what) {
    if (std::find(dropped_.begin(), dropped_.end(), what) == dropped_.end())
      dropped_.push_back(std::move(what));
  }

  std::string file_, prefix_;
  bool gray_;
  std::string root_ns_;
  int in_mask_ = 0;  // > 0 while writing a <mask> and its content
  IconIds ids_;
  std::map<const xmlNode*, std::pair<long, int>> extents_;
  std::vector<std::string> dropped_;
};

bool is_drawing(const xmlNode* n, const std::string& root_ns) {
  return n->type == XML_ELEMENT_NODE && ns_of(n) == root_ns &&
         contains(kAllowedElements, str(n->name));
}

bool has_use(const xmlNode* n) {
  if (n->type == XML_ELEMENT_NODE && str(n->name) == "use") return true;
  for (const xmlNode* c = n->children; c; c = c->next)
    if (has_use(c)) return true;
  return false;
}

std::string href_of(const xmlNode* n) {
  for (const xmlAttr* a = n->properties; a; a = a->next) {
    std::string ns = a->ns ? str(a->ns->href) : "";
    if (str(a->name) == "href" && (ns.empty() || ns == kXlinkNs)) {
      std::unique_ptr<xmlChar, XmlCharDeleter> v(xmlNodeListGetString(n->doc, a->children, 1));
      return trim(str(v.get()));
    }
  }
  return "";
}

// Counts elements, refuses raster images, entity references and deep nesting, collects ids.
// The ids of the elements that are written out, the first of equal ones (icon_id()), so that
// every reference checked or measured here is the one the rebuilt icon makes.
core::Status Sanitizer::check_tree(const xmlNode* n, int depth, int& elements, int& uses, bool kept,
                                   bool in_mask) {
  const std::string parent = str(n->name);
  kept = kept && parent != "title" && parent != "desc";
  for (const xmlNode* c = n->children; c; c = c->next) {
    if (c->type == XML_ENTITY_REF_NODE) return fail(c, "entity references are not allowed");
    if (c->type != XML_ELEMENT_NODE) continue;
    if (++elements > kMaxElements)
      return fail(c, "more than " + std::to_string(kMaxElements) + " elements");
    if (depth + 1 > kMaxDepth)
      return fail(c, "elements nested more than " + std::to_string(kMaxDepth) + " deep");
    const std::string name = str(c->name);
    if (name == "image" && ns_of(c) == root_ns_)
      return fail(c, "<image> (raster) not allowed: icons must be vector drawings");
    if (name == "use" && ++uses > kMaxUses)
      return fail(c, "more than " + std::to_string(kMaxUses) + " <use> elements");
    const bool child_in_mask = in_mask || name == "mask";
    const bool child_kept = kept && is_drawing(c, root_ns_) && !(in_mask && name == "use");
    for (const xmlAttr* a = c->properties; a && child_kept; a = a->next)
      if (str(a->name) == "id" && !a->ns) {
        std::unique_ptr<xmlChar, XmlCharDeleter> v(xmlNodeListGetString(c->doc, a->children, 1));
        ids_.emplace(safe_id(trim(str(v.get()))), c);
      }
    if (auto st = check_tree(c, depth + 1, elements, uses, child_kept, child_in_mask); !st)
      return st;
  }
  return core::Status::ok();
}

std::pair<long, int> Sanitizer::extent(const xmlNode* n) {
  auto it = extents_.find(n);
  if (it != extents_.end()) return it->second;
  std::pair<long, int> e{1, 1};
  for (const xmlNode* c = n->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE) {
      auto sub = extent(c);
      e.first += sub.first;
      e.second = std::max(e.second, sub.second + 1);
    }
  extents_.emplace(n, e);
  return e;
}

// A <use> may instance an element that holds no <use> itself: no exponential instancing. What
// is drawn after the instancing (`drawn`: the elements plus every <use>'s copy; nesting with the
// copies) must stay within the same limits as the file itself.
core::Status Sanitizer::check_uses(const xmlNode* n, int depth, long& drawn) {
  for (const xmlNode* c = n->children; c; c = c->next) {
    if (c->type != XML_ELEMENT_NODE) continue;
    if (str(c->name) == "use") {
      std::string href = href_of(c);
      if (href.size() > 1 && href[0] == '#') {
        auto it = ids_.find(safe_id(href.substr(1)));
        if (it != ids_.end() && has_use(it->second))
          return fail(c,
                      "<use> of an element that contains <use> (nested instancing) "
                      "is not allowed");
        if (it != ids_.end()) {
          auto [count, height] = extent(it->second);
          drawn += count;
          if (drawn > kMaxElements)
            return fail(c, "more than " + std::to_string(kMaxElements) +
                               " elements once <use> is expanded");
          if (depth + 1 + height > kMaxDepth)
            return fail(c, "elements nested more than " + std::to_string(kMaxDepth) +
                               " deep once <use> is expanded");
        }
      }
    }
    if (auto st = check_uses(c, depth + 1, drawn); !st) return st;
  }
  return core::Status::ok();
}

std::optional<std::string> Sanitizer::local_url(std::string_view value) const {
  // url(#id) or url('#id'), nothing else.
  std::string v = trim(value);
  if (v.size() < 6 || v.compare(0, 4, "url(") != 0 || v.back() != ')') return std::nullopt;
  std::string inner = trim(std::string_view(v).substr(4, v.size() - 5));
  if (inner.size() >= 2 && (inner.front() == '\'' || inner.front() == '"') &&
      inner.back() == inner.front())
    inner = inner.substr(1, inner.size() - 2);
  if (inner.size() < 2 || inner[0] != '#') return std::nullopt;
  return "url(#" + prefix_ + safe_id(inner.substr(1)) + ")";
}

// A paint, colour, clip or mask reference (decoded): local url(#id) with an optional fallback
// (paints only), a colour, or none/currentColor/inherit/transparent.
core::StatusOr<std::string> Sanitizer::reference_value(const xmlNode* n, css::ValueKind kind,
                                                       const std::string& value) {
  const std::string low = lower(value);
  if (low.rfind("url(", 0) == 0) {
    size_t close = value.find(')');
    if (close == std::string::npos) return std::string();
    auto url = local_url(std::string_view(value).substr(0, close + 1));
    if (!url) return std::string();
    std::string rest = trim(std::string_view(value).substr(close + 1));
    if (rest.empty()) return *url;
    if (kind != css::ValueKind::kPaint || lower(rest).find("url(") != std::string::npos)
      return std::string();
    if (lower(rest) == "none" || lower(rest) == "currentcolor") return *url + " " + lower(rest);
    std::string colour = normalise_colour(rest, gray_);
    if (colour.empty()) return fail(n, "colour '" + rest + "' not supported (use #rrggbb)");
    return *url + " " + colour;
  }
  if (low == "none" || low == "inherit") return low;
  if (kind == css::ValueKind::kClipRef || low.find("url(") != std::string::npos)
    return std::string();
  if (low == "currentcolor") return std::string("currentColor");
  if (low == "transparent") return low;
  std::string colour = normalise_colour(value, gray_);
  if (!colour.empty()) return colour;
  // A word or a hex code is a colour this module does not know: an error, so the icon does not
  // silently lose its colour. Anything else (functions, comments, escapes) is dropped.
  if (std::all_of(value.begin(), value.end(),
                  [](unsigned char c) { return std::isalnum(c) || c == '#'; }))
    return fail(n, "colour '" + value + "' not supported (use #rrggbb)");
  return std::string();
}

// The value rebuilt from its decoded CSS when it is one of the known-safe forms; "" (dropped)
// otherwise; an error for a colour this module does not know.
core::StatusOr<std::string> Sanitizer::value_of(const xmlNode* n, std::string_view name,
                                                std::string_view raw) {
  auto decoded = css::decode_css(raw);
  if (!decoded) return std::string();
  const std::string value = trim(*decoded);
  if (value.empty()) return std::string();
  const css::ValueKind kind = css::value_kind(name);
  switch (kind) {
    case css::ValueKind::kPaint:
    case css::ValueKind::kColour:
    case css::ValueKind::kClipRef:
      return reference_value(n, kind, value);
    case css::ValueKind::kUnknown:
      return std::string();
    default:
      return css::plain_value(kind, name, value).value_or("");
  }
}

core::StatusOr<std::string> Sanitizer::style(const xmlNode* n, std::string_view text) {
  std::string out;
  for (const css::Declaration& d : css::declarations(text)) {
    if (!contains(kPresentation, d.property)) {
      drop("style " + d.property);
      continue;
    }
    if (d.property == "mask" && in_mask_ > 0) {
      drop("mask inside <mask>");
      continue;
    }
    auto v = value_of(n, d.property, d.value);
    if (!v) return v.status();
    if (v->empty()) {
      drop("style " + d.property);
      continue;
    }
    out += (out.empty() ? "" : ";") + d.property + ":" + *v;
  }
  return out;
}

core::StatusOr<std::string> Sanitizer::attribute(const xmlNode* n, const xmlAttr* a) {
  const std::string name = str(a->name);
  const std::string ns = a->ns ? str(a->ns->href) : "";
  std::unique_ptr<xmlChar, XmlCharDeleter> raw(xmlNodeListGetString(n->doc, a->children, 1));
  const std::string value = str(raw.get());
  const bool xlink_href = ns == kXlinkNs && name == "href";
  if (!ns.empty() && !xlink_href) {
    drop("attribute " + name);  // inkscape:label, sodipodi:..., xml:space
    return std::string();
  }
  if (name == "href") {
    std::string v = trim(value);
    if (v.size() < 2 || v[0] != '#') {
      drop("href");
      return std::string();
    }
    // xlink:href works in librsvg, browsers and Inkscape; its namespace is declared right here,
    // so the element stays well-formed wherever it is inlined.
    return "xmlns:xlink=\"" + std::string(kXlinkNs) + "\" xlink:href=\"#" +
           xml_escape(prefix_ + safe_id(v.substr(1))) + "\"";
  }
  if (name == "id") {
    const std::string id = safe_id(trim(value));
    auto it = ids_.find(id);
    if (it == ids_.end() || it->second != n) {  // a second element of that id: never referred to
      drop("duplicate id");
      return std::string();
    }
    return "id=\"" + xml_escape(prefix_ + id) + "\"";
  }
  if (name == "style") {
    auto s = style(n, value);
    if (!s) return s.status();
    return s->empty() ? std::string() : "style=\"" + xml_escape(*s) + "\"";
  }
  if (!contains(kAllowedGeometry, name) && !contains(kPresentation, name)) {
    drop(name.rfind("on", 0) == 0 ? "event attribute " + name : "attribute " + name);
    return std::string();
  }
  if (name == "mask" && in_mask_ > 0) {
    drop("mask inside <mask>");
    return std::string();
  }
  auto v = value_of(n, name, value);
  if (!v) return v.status();
  if (v->empty()) {
    drop("attribute " + name);
    return std::string();
  }
  return name + "=\"" + xml_escape(*v) + "\"";
}

core::Status Sanitizer::write_element(const xmlNode* n, std::string& out) {
  const std::string name = str(n->name);
  std::string attrs;
  bool has_href = false;
  for (const xmlAttr* a = n->properties; a; a = a->next) {
    auto s = attribute(n, a);
    if (!s) return s.status();
    if (s->empty()) continue;
    if (s->rfind("xmlns:xlink", 0) == 0) {
      if (has_href) continue;  // href and xlink:href both given: keep the first
      has_href = true;
    }
    attrs += " " + *s;
  }
  if (name == "use" && !has_href) {
    drop("<use> without a local href");
    return core::Status::ok();
  }
  out += "<" + name + attrs;
  if (name == "title" || name == "desc") {
    std::unique_ptr<xmlChar, XmlCharDeleter> text(xmlNodeGetContent(n));
    out += ">" + xml_escape(trim(str(text.get()))) + "</" + name + ">";
    return core::Status::ok();
  }
  std::string inner;
  if (auto st = write_children(n, inner); !st) return st;
  out += inner.empty() ? "/>" : ">" + inner + "</" + name + ">";
  return core::Status::ok();
}

core::Status Sanitizer::write_children(const xmlNode* n, std::string& out) {
  for (const xmlNode* c = n->children; c; c = c->next) {
    if (c->type == XML_COMMENT_NODE || c->type == XML_TEXT_NODE || c->type == XML_PI_NODE ||
        c->type == XML_CDATA_SECTION_NODE)
      continue;  // text belongs to no allowed element except title/desc
    if (c->type != XML_ELEMENT_NODE) continue;
    if (!is_drawing(c, root_ns_)) {
      const std::string ns = ns_of(c);
      drop(ns == root_ns_ ? "<" + str(c->name) + ">" : "foreign element <" + str(c->name) + ">");
      continue;
    }
    // A mask's content is drawn into the mask once for every element that refers to it: no
    // <use> and no mask there (the element <mask> itself included), so that drawing is its own
    // elements and never a chain of masks or instances (icon_cost() counts it so).
    const bool mask = str(c->name) == "mask";
    if (in_mask_ > 0 && str(c->name) == "use") {
      drop("<use> inside <mask>");
      continue;
    }
    in_mask_ += mask;
    auto st = write_element(c, out);
    in_mask_ -= mask;
    if (!st) return st;
  }
  return core::Status::ok();
}

// "0 0 100 100" from the root's viewBox (commas or spaces), or an error.
std::optional<std::string> parse_view_box(const std::string& text) {
  std::string t = text;
  std::replace(t.begin(), t.end(), ',', ' ');
  std::istringstream in(t);
  double v[4];
  for (double& x : v)
    if (!(in >> x) || !std::isfinite(x)) return std::nullopt;
  std::string extra;
  if (in >> extra || v[2] <= 0 || v[3] <= 0) return std::nullopt;
  std::string out;
  for (int i = 0; i < 4; ++i) out += (i ? " " : "") + core::number_text(v[i]);
  return out;
}

core::Status Sanitizer::run(const xmlNode* root, SanitizedIcon& out) {
  root_ns_ = ns_of(root);
  if (str(root->name) != "svg" || (!root_ns_.empty() && root_ns_ != kSvgNs))
    return fail(root, "the root element must be <svg> (SVG namespace)");
  int elements = 0, uses = 0;
  if (auto st = check_tree(root, 0, elements, uses, true, false); !st) return st;
  long drawn = elements;
  if (auto st = check_uses(root, 0, drawn); !st) return st;
  std::string box;
  std::string presentation;  // root presentation attributes go onto a wrapping <g>
  for (const xmlAttr* a = root->properties; a; a = a->next) {
    const std::string name = str(a->name);
    if (a->ns) continue;
    if (name == "viewBox") {
      std::unique_ptr<xmlChar, XmlCharDeleter> v(xmlNodeListGetString(root->doc, a->children, 1));
      auto vb = parse_view_box(str(v.get()));
      if (!vb) return fail(root, "malformed viewBox '" + str(v.get()) + "'");
      box = *vb;
    } else if (contains(kPresentation, name) || name == "style") {
      auto s = attribute(root, a);
      if (!s) return s.status();
      if (!s->empty()) presentation += " " + *s;
    }
  }
  if (box.empty())
    return fail(root, "the root <svg> needs a viewBox (e.g. viewBox=\"0 0 100 100\")");
  double view[4];
  std::istringstream(box) >> view[0] >> view[1] >> view[2] >> view[3];
  const IconCost cost = icon_cost(root, root_ns_, view, ids_,
                                  {kMaxCoverage, limits::kMaxIconSegments, limits::kMaxIconDashes});
  if (cost.painted > kMaxCoverage)
    return fail(root, "paints more than " + std::to_string(kMaxCoverage) +
                          " times its viewBox once <use> is expanded (shapes' boxes; an icon is "
                          "drawn in every cell)");
  if (cost.segments > limits::kMaxIconSegments)
    return fail(root, "draws more than " + std::to_string(limits::kMaxIconSegments) +
                          " path segments once <use> is expanded (an icon is drawn in every "
                          "cell)");
  if (cost.dashes > limits::kMaxIconDashes)
    return fail(root, "strokes more than " + std::to_string(limits::kMaxIconDashes) +
                          " dashes once <use> is expanded (outline length over the "
                          "stroke-dasharray's period)");
  const GradientCost gradients = gradient_cost(root, root_ns_, view);
  if (gradients.stops > limits::kMaxIconGradientStops)
    return fail(root, "has a gradient of " + std::to_string(gradients.stops) + " stops (at most " +
                          std::to_string(limits::kMaxIconGradientStops) + ")");
  if (gradients.repeats > limits::kMaxIconGradientRepeats)
    return fail(root,
                "has a gradient with spreadMethod reflect or repeat that repeats more "
                "than " +
                    std::to_string(limits::kMaxIconGradientRepeats) +
                    " times across the icon (its r, or x1,y1 to x2,y2, is too short)");
  std::string body;
  if (auto st = write_children(root, body); !st) return st;
  out.view_box = box;
  out.body = presentation.empty() ? body : "<g" + presentation + ">" + body + "</g>";
  for (const xmlNode* c = root->children; c; c = c->next)
    if (c->type == XML_ELEMENT_NODE && str(c->name) == "title" && ns_of(c) == root_ns_) {
      std::unique_ptr<xmlChar, XmlCharDeleter> text(xmlNodeGetContent(c));
      out.title = trim(str(text.get()));
      break;
    }
  out.dropped = std::move(dropped_);
  return core::Status::ok();
}

}  // namespace

std::string normalise_colour(std::string_view text, bool gray) {
  std::string t = lower(trim(text));
  unsigned rgb = 0;
  bool found = false;
  if (t.size() == 7 && t[0] == '#' && t.find_first_not_of("0123456789abcdef", 1) == t.npos) {
    rgb = static_cast<unsigned>(std::stoul(t.substr(1), nullptr, 16));
    found = true;
  } else if (t.size() == 4 && t[0] == '#' && t.find_first_not_of("0123456789abcdef", 1) == t.npos) {
    for (int i = 1; i <= 3; ++i) {
      unsigned d = static_cast<unsigned>(std::stoul(t.substr(i, 1), nullptr, 16));
      rgb = (rgb << 8) | (d * 17);
    }
    found = true;
  } else if (t.rfind("rgb(", 0) == 0 && t.back() == ')') {
    std::string inner = t.substr(4, t.size() - 5);
    std::replace(inner.begin(), inner.end(), ',', ' ');
    std::istringstream in(inner);
    double c[3];
    std::string unit;
    for (double& x : c) {
      std::string tok;
      if (!(in >> tok)) return "";
      bool pct = tok.back() == '%';
      if (pct) tok.pop_back();
      char* end = nullptr;
      x = std::strtod(tok.c_str(), &end);
      if (!end || *end || !std::isfinite(x)) return "";
      if (pct) x = x * 255.0 / 100.0;
      x = std::clamp(x, 0.0, 255.0);
    }
    if (in >> unit) return "";
    rgb = (static_cast<unsigned>(std::lround(c[0])) << 16) |
          (static_cast<unsigned>(std::lround(c[1])) << 8) |
          static_cast<unsigned>(std::lround(c[2]));
    found = true;
  } else {
    for (const auto& nc : kNamedColours)
      if (nc.name == t) {
        rgb = nc.rgb;
        found = true;
      }
  }
  if (!found) return "";
  if (gray) {
    double y = 0.299 * ((rgb >> 16) & 255) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255);
    unsigned g = static_cast<unsigned>(std::lround(std::clamp(y, 0.0, 255.0)));
    rgb = (g << 16) | (g << 8) | g;
  }
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%06x", rgb & 0xffffff);
  return buf;
}

std::string SanitizedIcon::document() const {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + view_box + "\">" + body +
         "</svg>\n";
}

core::StatusOr<SanitizedIcon> sanitize_icon(std::string_view svg, std::string_view file,
                                            std::string_view id_prefix, bool gray) {
  const std::string where(file);
  if (svg.size() > kMaxIconBytes)
    return core::Status::error(where + ": " + std::to_string(svg.size()) +
                               " bytes; an icon may have at most " + std::to_string(kMaxIconBytes) +
                               " bytes (256 KiB)");
  // Entity and attribute-list declarations are refused before libxml2 sees them: no entity
  // expansion ("billion laughs"), no defaulted attributes.
  for (std::string_view decl : {"<!ENTITY", "<!ATTLIST"})
    if (svg.find(decl) != std::string_view::npos)
      return core::Status::error(where + ": " + std::string(decl) +
                                 "> declarations are not allowed in icons");
  static std::once_flag init;
  std::call_once(init, [] { xmlInitParser(); });
  std::unique_ptr<xmlParserCtxt, XmlCtxtDeleter> ctxt(xmlNewParserCtxt());
  if (!ctxt) return core::Status::error(where + ": cannot create an XML parser");
  // No network, no DTD loading or validation, no entity substitution, no messages on stderr.
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
  std::unique_ptr<xmlDoc, XmlDocDeleter> doc(xmlCtxtReadMemory(
      ctxt.get(), svg.data(), static_cast<int>(svg.size()), where.c_str(), "UTF-8", options));
  if (!doc) {
    const xmlError* e = xmlCtxtGetLastError(ctxt.get());
    std::string msg = e && e->message ? trim(e->message) : "not XML";
    int line = e ? e->line : 0;
    return core::Status::error(where + (line > 0 ? ":" + std::to_string(line) : "") +
                               ": malformed XML: " + msg);
  }
  const xmlNode* root = xmlDocGetRootElement(doc.get());
  if (!root) return core::Status::error(where + ": no root element");
  SanitizedIcon out;
  Sanitizer s(file, id_prefix, gray);
  if (auto st = s.run(root, out); !st) return st;
  return out;
}

}  // namespace sudokupress::render::symbols
