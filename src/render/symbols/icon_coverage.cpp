// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/icon_coverage.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "render/symbols/css_value.hpp"

namespace sudokupress::render::symbols {

namespace {

std::string str(const xmlChar* s) { return s ? reinterpret_cast<const char*>(s) : ""; }

struct XmlFree {
  void operator()(xmlChar* s) const { xmlFree(s); }
};

// The value of n's attribute `name` (no namespace), or nullopt.
std::optional<std::string> attr(const xmlNode* n, std::string_view name) {
  for (const xmlAttr* a = n->properties; a; a = a->next) {
    if (a->ns || str(a->name) != name) continue;
    std::unique_ptr<xmlChar, XmlFree> v(xmlNodeListGetString(n->doc, a->children, 1));
    return str(v.get());
  }
  return std::nullopt;
}

// A property of style="..." or the attribute of that name (the style wins, as in CSS), decoded
// as the sanitizer decodes it (css_value.hpp); nullopt when absent or when it does not decode.
std::optional<std::string> property(const xmlNode* n, std::string_view name) {
  std::optional<std::string> raw;
  if (auto style = attr(n, "style"))
    for (const css::Declaration& d : css::declarations(*style))
      if (d.property == name) raw = d.value;  // the last declaration wins
  if (!raw) raw = attr(n, name);
  if (!raw) return std::nullopt;
  return css::decode_css(*raw);
}

// The id of a local reference "url(#id)" (quotes allowed, decoded) as icon_id() keys it.
std::optional<std::string> url_id(const std::optional<std::string>& value) {
  if (!value) return std::nullopt;
  std::string_view v = *value;
  auto trim = [](std::string_view& t) {
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  };
  trim(v);
  if (v.size() < 6 || v.substr(0, 4) != "url(" || v.back() != ')') return std::nullopt;
  v = v.substr(4, v.size() - 5);
  trim(v);
  if (v.size() >= 2 && (v.front() == '\'' || v.front() == '"') && v.back() == v.front())
    v = v.substr(1, v.size() - 2);
  if (v.size() < 2 || v[0] != '#') return std::nullopt;
  return icon_id(v.substr(1));
}

// Every element n's property `name` (clip-path, mask) may refer to: the local references of
// its style declarations and of its attribute. The sanitizer keeps at most one of them in
// force (the last valid declaration, else the attribute); following all of them never counts
// less than is drawn.
std::vector<std::string> reference_ids(const xmlNode* n, std::string_view name) {
  std::vector<std::string> out;
  auto add = [&](const std::optional<std::string>& raw) {
    if (!raw) return;
    auto id = url_id(css::decode_css(*raw));
    if (id && std::find(out.begin(), out.end(), *id) == out.end()) out.push_back(*id);
  };
  if (auto style = attr(n, "style"))
    for (const css::Declaration& d : css::declarations(*style))
      if (d.property == name) add(d.value);
  add(attr(n, name));
  return out;
}

// A length in user units: a number, optionally "px"; nullopt for other units or garbage.
std::optional<double> length(const std::optional<std::string>& text, double absent) {
  if (!text) return absent;
  const char* s = text->c_str();
  char* end = nullptr;
  double v = std::strtod(s, &end);
  if (end == s || !std::isfinite(v)) return std::nullopt;
  std::string_view rest(end);
  while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back())))
    rest.remove_suffix(1);
  if (!rest.empty() && rest != "px") return std::nullopt;
  return v;
}

struct Box {
  double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
  double segments = 0;  // what Cairo tessellates
  double length = 0;    // the outline's length, at least (dashes follow it)
  void add(double x, double y) {
    x0 = std::min(x0, x);
    y0 = std::min(y0, y);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
  }
  bool empty() const { return !(x0 <= x1 && y0 <= y1); }
};

// Reads numbers (and the one-character flags of arcs) of path data or a points list.
class NumberReader {
 public:
  explicit NumberReader(std::string_view s) : s_(s) {}
  void skip() {
    while (i_ < s_.size() && (std::isspace(static_cast<unsigned char>(s_[i_])) || s_[i_] == ','))
      ++i_;
  }
  bool at_number() {
    skip();
    return i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '-' ||
                              s_[i_] == '+' || s_[i_] == '.');
  }
  bool number(double& v) {
    if (!at_number()) return false;
    std::string token;  // strtod needs a terminated string; numbers are short
    size_t j = i_;
    if (s_[j] == '-' || s_[j] == '+') ++j;
    bool dot = false, exp = false;
    for (; j < s_.size(); ++j) {
      const char c = s_[j];
      if (std::isdigit(static_cast<unsigned char>(c))) continue;
      if (c == '.' && !dot && !exp) {
        dot = true;
        continue;
      }
      if ((c == 'e' || c == 'E') && !exp) {
        exp = true;
        if (j + 1 < s_.size() && (s_[j + 1] == '-' || s_[j + 1] == '+')) ++j;
        continue;
      }
      break;
    }
    token.assign(s_.substr(i_, j - i_));
    char* end = nullptr;
    v = std::strtod(token.c_str(), &end);
    if (end == token.c_str() || !std::isfinite(v)) return false;
    i_ = j;
    return true;
  }
  bool flag(double& v) {
    skip();
    if (i_ >= s_.size() || (s_[i_] != '0' && s_[i_] != '1')) return false;
    v = s_[i_++] - '0';
    return true;
  }
  bool command(char& c) {
    skip();
    if (i_ >= s_.size() || !std::isalpha(static_cast<unsigned char>(s_[i_]))) return false;
    c = s_[i_++];
    return true;
  }
  bool done() {
    skip();
    return i_ >= s_.size();
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
};

// Path data's box: every end and control point (a curve lies in its control points' hull), an
// arc's end widened by its radii. nullopt when the data does not read.
std::optional<Box> path_box(std::string_view d) {
  NumberReader in(d);
  Box b;
  double x = 0, y = 0, sx = 0, sy = 0;
  char cmd = 0;
  while (!in.done()) {
    char c = 0;
    if (in.command(c)) {
      cmd = c;
    } else if (!cmd || !in.at_number()) {
      return std::nullopt;
    }
    const bool rel = std::islower(static_cast<unsigned char>(cmd));
    const char k = static_cast<char>(std::toupper(static_cast<unsigned char>(cmd)));
    if (k == 'Z') {
      b.length += std::hypot(sx - x, sy - y);
      b.segments += 1;
      x = sx;
      y = sy;
      cmd = 0;
      continue;
    }
    auto point = [&](double& px, double& py) {
      if (!in.number(px) || !in.number(py)) return false;
      if (rel) px += x, py += y;
      b.add(px, py);
      return true;
    };
    const double from_x = x, from_y = y;
    b.segments += 1;
    double v[7];
    bool ok = true;
    if (k == 'M' || k == 'L' || k == 'T') {
      ok = point(v[0], v[1]);
      if (ok) x = v[0], y = v[1];
      if (ok && k == 'M') sx = x, sy = y, cmd = rel ? 'l' : 'L';
    } else if (k == 'H' || k == 'V') {
      ok = in.number(v[0]);
      if (ok && k == 'H') x = rel ? x + v[0] : v[0];
      if (ok && k == 'V') y = rel ? y + v[0] : v[0];
      b.add(x, y);
    } else if (k == 'C' || k == 'S' || k == 'Q') {
      const int points = k == 'C' ? 3 : 2;
      for (int p = 0; p < points && ok; ++p) ok = point(v[2 * p], v[2 * p + 1]);
      if (ok) x = v[2 * points - 2], y = v[2 * points - 1];
    } else if (k == 'A') {
      ok = in.number(v[0]) && in.number(v[1]) && in.number(v[2]) && in.flag(v[3]) &&
           in.flag(v[4]) && point(v[5], v[6]);
      if (ok) {
        const double r = std::max(std::fabs(v[0]), std::fabs(v[1]));
        // No longer than a quarter turn of pi over its chord when at most half a turn, than its
        // (scaled-up) ellipse's perimeter otherwise; the chord is added below.
        const double chord = std::hypot(v[5] - x, v[6] - y);
        b.length += v[3] != 0 ? 2 * M_PI * std::max(r, chord / 2) : (M_PI / 2 - 1) * chord;
        b.add(x - r, y - r);
        b.add(x + r, y + r);
        b.add(v[5] - r, v[6] - r);
        b.add(v[5] + r, v[6] + r);
        x = v[5], y = v[6];
      }
    } else {
      return std::nullopt;
    }
    if (!ok) return std::nullopt;
    b.length += std::hypot(x - from_x, y - from_y);  // a curve is no shorter than its chord
  }
  return b;
}

std::optional<Box> points_box(std::string_view text) {
  NumberReader in(text);
  Box b;
  double x, y;
  double px = 0, py = 0;
  while (!in.done()) {
    if (!in.number(x) || !in.number(y)) return std::nullopt;
    if (!b.empty()) b.length += std::hypot(x - px, y - py);
    b.add(x, y);
    b.segments += 1;
    px = x, py = y;
  }
  return b;
}

// The product of |determinant| of a transform list (translate, scale, rotate, skewX/Y, matrix);
// nullopt when it does not read.
std::optional<double> transform_scale(const std::optional<std::string>& text) {
  if (!text) return 1.0;
  std::string_view s = *text;
  double scale = 1;
  size_t at = 0;
  while (true) {
    while (at < s.size() && (std::isspace(static_cast<unsigned char>(s[at])) || s[at] == ',')) ++at;
    if (at >= s.size()) return scale;
    size_t open = s.find('(', at), close = s.find(')', at);
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
      return std::nullopt;
    std::string_view name = s.substr(at, open - at);
    while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
      name.remove_suffix(1);
    NumberReader in(s.substr(open + 1, close - open - 1));
    double v[6] = {0, 0, 0, 0, 0, 0};
    int count = 0;
    while (count < 6 && in.number(v[count])) ++count;
    if (!in.done() || count == 0) return std::nullopt;
    if (name == "scale") {
      scale *= std::fabs(v[0] * (count > 1 ? v[1] : v[0]));
    } else if (name == "matrix") {
      if (count != 6) return std::nullopt;
      scale *= std::fabs(v[0] * v[3] - v[1] * v[2]);
    } else if (name != "translate" && name != "rotate" && name != "skewX" && name != "skewY") {
      return std::nullopt;
    }
    at = close + 1;
  }
}

// Summing walk over what is drawn; stops adding once past `stop` (the caller's limit).
class Meter {
 public:
  Meter(const std::string& ns, const double view[4], const IconIds& ids, const IconCost& stop)
      : ns_(ns),
        view_{view[0], view[1], view[0] + view[2], view[1] + view[3]},
        area_(view[2] * view[3]),
        percent_(std::hypot(view[2], view[3]) / std::sqrt(2.0) / 100),
        ids_(ids),
        stop_(stop) {}

  const IconCost& total() const { return total_; }

  // How the children of an element are drawn: the product of the transforms' determinants
  // (infinite when one does not read), whether anything moved them (a transform, a <use>'s x or
  // y, a nested <svg>: the viewBox no longer clips their boxes where they are written), the
  // stroke width they inherit, and whether they are a clip path's or a mask's.
  struct Frame {
    double scale = 1;
    bool moved = false;
    double sw = 0;
    double dash_period = 0;  // the inherited stroke-dasharray's period; 0 = solid
    bool in_clip = false;
    bool in_mask = false;
  };

  void walk(const xmlNode* n, const Frame& f) {
    for (const xmlNode* c = n->children; c && !stopped(); c = c->next) {
      if (c->type != XML_ELEMENT_NODE || (c->ns ? str(c->ns->href) : "") != ns_) continue;
      const std::string name = str(c->name);
      if (name == "defs" || name == "clipPath" || name == "mask" || name == "linearGradient" ||
          name == "radialGradient" || name == "stop" || name == "title" || name == "desc")
        continue;
      draw(c, name, f);
    }
  }

 private:
  void draw(const xmlNode* c, const std::string& name, Frame f) {
    const auto transform = attr(c, "transform");
    const auto t = transform_scale(transform);
    f.scale = t ? f.scale * *t : INFINITY;
    f.moved = f.moved || transform || (name == "use" && (attr(c, "x") || attr(c, "y")));
    if (name == "svg") f.scale = INFINITY;  // a nested viewport scales by its own viewBox
    const auto w = length(property(c, "stroke-width"), f.sw);
    f.sw = w ? *w : INFINITY;
    if (auto dash = property(c, "stroke-dasharray")) f.dash_period = dash_period(*dash);
    if (!f.in_clip) clip(c, f);
    if (!f.in_clip && !f.in_mask) mask(c, f);
    if (name == "g" || name == "svg") return walk(c, f);
    if (name == "use") {
      auto href = attr(c, "href");
      if (!href) href = xlink_href(c);
      if (!href) return;
      const size_t b = href->find_first_not_of(" \t\r\n");  // trimmed, as the sanitizer does
      const size_t e = href->find_last_not_of(" \t\r\n");
      if (b == std::string::npos || e <= b || (*href)[b] != '#') return;
      auto it = ids_.find(icon_id(std::string_view(*href).substr(b + 1, e - b)));
      if (it == ids_.end()) return;
      const std::string target = str(it->second->name);
      if (target == "use" || target == "clipPath" || target == "mask" || target == "defs") return;
      return draw(it->second, target, f);
    }
    shape(c, name, f);
  }

  bool stopped() const {
    return total_.painted > stop_.painted || total_.segments > stop_.segments ||
           total_.dashes > stop_.dashes;
  }

  // A stroke-dasharray's period in user units: its values summed (twice when their count is
  // odd), a percentage of the viewBox's normalised diagonal, other units taken as user units
  // (never longer than they are: the count of dashes is not underestimated); 0 for "none" or
  // all zeros (solid); 1e-9 for a value that does not read (counted as the worst case).
  double dash_period(const std::string& text) const {
    std::string t = text;
    std::replace(t.begin(), t.end(), ',', ' ');
    if (t.find_first_not_of(' ') == std::string::npos || t.find("none") != std::string::npos)
      return 0;
    const char* p = t.c_str();
    double sum = 0;
    int count = 0;
    while (*p) {
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') ++p;
      if (!*p) break;
      char* end = nullptr;
      double v = std::strtod(p, &end);
      if (end == p || !std::isfinite(v) || v < 0) return 1e-9;
      p = end;
      if (*p == '%') v *= percent_;
      while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') ++p;  // a unit
      sum += v;
      ++count;
    }
    if (count % 2 == 1) sum *= 2;
    return sum;
  }

  // A clip-path="url(#id)" reference: its clip path's shapes are drawn (into the clip mask).
  void clip(const xmlNode* c, Frame f) {
    f.sw = 0;
    f.in_clip = true;  // a clip path's own clip-path is not followed
    for (const std::string& id : reference_ids(c, "clip-path")) {
      auto it = ids_.find(id);
      if (it != ids_.end()) walk(it->second, f);
    }
  }

  // A mask="url(#id)" reference: its mask's content is drawn (into the mask), each time. Inside
  // it no mask is followed (the sanitizer drops masks and <use> there); content in
  // objectBoundingBox units is scaled to the element, so each of its shapes counts whole.
  void mask(const xmlNode* c, Frame f) {
    f.sw = 0;
    f.dash_period = 0;
    f.in_mask = true;
    for (const std::string& id : reference_ids(c, "mask")) {
      auto it = ids_.find(id);
      if (it == ids_.end() || str(it->second->name) != "mask") continue;
      Frame m = f;
      if (property(it->second, "maskContentUnits").value_or("").find("objectBoundingBox") !=
          std::string::npos) {
        m.scale = INFINITY;
        m.moved = true;
      }
      walk(it->second, m);
    }
  }

  std::optional<std::string> xlink_href(const xmlNode* c) const {
    for (const xmlAttr* a = c->properties; a; a = a->next)
      if (a->ns && str(a->name) == "href") {
        std::unique_ptr<xmlChar, XmlFree> v(xmlNodeListGetString(c->doc, a->children, 1));
        return str(v.get());
      }
    return std::nullopt;
  }

  std::optional<Box> box(const xmlNode* c, const std::string& name) const {
    auto num = [&](const char* a) { return length(attr(c, a), 0); };
    Box b;
    if (name == "rect") {
      auto x = num("x"), y = num("y"), w = num("width"), h = num("height");
      if (!x || !y || !w || !h) return std::nullopt;
      b.add(*x, *y);
      b.add(*x + *w, *y + *h);
      b.segments = 8;  // rounded corners are curves
      b.length = 2 * (std::fabs(*w) + std::fabs(*h));
    } else if (name == "circle" || name == "ellipse") {
      auto cx = num("cx"), cy = num("cy");
      auto rx = num(name == "circle" ? "r" : "rx"), ry = num(name == "circle" ? "r" : "ry");
      if (!cx || !cy || !rx || !ry) return std::nullopt;
      b.add(*cx - *rx, *cy - *ry);
      b.add(*cx + *rx, *cy + *ry);
      b.segments = 4;
      b.length = 4 * std::max(std::fabs(*rx), std::fabs(*ry));  // under the perimeter
    } else if (name == "line") {
      auto x1 = num("x1"), y1 = num("y1"), x2 = num("x2"), y2 = num("y2");
      if (!x1 || !y1 || !x2 || !y2) return std::nullopt;
      b.add(*x1, *y1);
      b.add(*x2, *y2);
      b.segments = 1;
      b.length = std::hypot(*x2 - *x1, *y2 - *y1);
    } else if (name == "polyline" || name == "polygon") {
      return points_box(attr(c, "points").value_or(""));
    } else if (name == "path") {
      return path_box(attr(c, "d").value_or(""));
    } else {
      return Box{};  // not a shape: nothing painted
    }
    return b;
  }

  // One shape drawn: the part of the viewBox it paints (0..1), its segments and dashes.
  void shape(const xmlNode* c, const std::string& name, const Frame& f) {
    auto b = box(c, name);
    if (!b) {
      total_.painted += 1;
      return;
    }
    total_.segments += b->segments;
    if (f.dash_period > 0) total_.dashes += b->length / f.dash_period;
    if (b->empty()) return;
    const double pad = f.sw / 2;
    b->x0 -= pad, b->y0 -= pad, b->x1 += pad, b->y1 += pad;
    double part;
    if (!f.moved) {  // where it is written: the viewBox clips it
      const double w = std::min(b->x1, view_.x1) - std::max(b->x0, view_.x0);
      const double h = std::min(b->y1, view_.y1) - std::max(b->y0, view_.y0);
      part = w > 0 && h > 0 ? w * h / area_ : 0;
    } else {
      part = (b->x1 - b->x0) * (b->y1 - b->y0) * f.scale / area_;
    }
    total_.painted += std::isnan(part) ? 1 : std::min(1.0, part);
  }

  const std::string& ns_;
  Box view_;
  double area_;
  double percent_;  // 1% of the viewBox's normalised diagonal
  const IconIds& ids_;
  IconCost stop_;
  IconCost total_;
};

}  // namespace

namespace {

// A gradient coordinate: a number (user units, or a fraction of the box with
// objectBoundingBox), or a percentage of `box` (the unit box, or the viewBox's side/diagonal).
std::optional<double> gradient_length(const std::optional<std::string>& text, double absent,
                                      double box) {
  if (!text) return absent;
  std::string t = *text;
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.pop_back();
  if (!t.empty() && t.back() == '%') {
    t.pop_back();
    auto v = length(t, 0);
    if (!v) return std::nullopt;
    return *v / 100 * box;
  }
  return length(t, absent);
}

void measure_gradients(const xmlNode* n, const std::string& ns, const double view_box[4],
                       GradientCost& cost) {
  for (const xmlNode* c = n->children; c; c = c->next) {
    if (c->type != XML_ELEMENT_NODE || (c->ns ? str(c->ns->href) : "") != ns) continue;
    const std::string name = str(c->name);
    if (name != "linearGradient" && name != "radialGradient") {
      measure_gradients(c, ns, view_box, cost);
      continue;
    }
    int stops = 0;
    for (const xmlNode* s = c->children; s; s = s->next) stops += s->type == XML_ELEMENT_NODE;
    cost.stops = std::max(cost.stops, stops);
    const auto spread = property(c, "spreadMethod");
    if (!spread || spread->find("re") == std::string::npos) continue;  // pad (the default)
    const bool user = property(c, "gradientUnits").value_or("") == "userSpaceOnUse";
    const double w = user ? view_box[2] : 1, h = user ? view_box[3] : 1;
    const double diagonal = std::hypot(w, h);
    std::optional<double> len;
    if (name == "radialGradient") {
      len = gradient_length(attr(c, "r"), 0.5 * (user ? diagonal / std::sqrt(2.0) : 1),
                            diagonal / std::sqrt(2.0));
    } else {
      auto x1 = gradient_length(attr(c, "x1"), 0, w), x2 = gradient_length(attr(c, "x2"), w, w);
      auto y1 = gradient_length(attr(c, "y1"), 0, h), y2 = gradient_length(attr(c, "y2"), 0, h);
      if (x1 && x2 && y1 && y2) len = std::hypot(*x2 - *x1, *y2 - *y1);
    }
    const double repeats = len && *len > 0 ? diagonal / *len : INFINITY;
    cost.repeats = std::max(cost.repeats, repeats);
  }
}

}  // namespace

GradientCost gradient_cost(const xmlNode* root, const std::string& ns, const double view_box[4]) {
  GradientCost cost;
  measure_gradients(root, ns, view_box, cost);
  return cost;
}

IconCost icon_cost(const xmlNode* root, const std::string& ns, const double view_box[4],
                   const IconIds& ids, const IconCost& stop) {
  Meter m(ns, view_box, ids, stop);
  m.walk(root, Meter::Frame{});
  return m.total();
}

std::string icon_id(std::string_view id) {
  std::string out;
  for (char c : id)
    out +=
        (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.') ? c : '_';
  return out;
}

double icon_coverage(const xmlNode* root, const std::string& ns, const double view_box[4],
                     const IconIds& ids, double stop) {
  return icon_cost(root, ns, view_box, ids, {stop, INFINITY, INFINITY}).painted;
}

}  // namespace sudokupress::render::symbols
