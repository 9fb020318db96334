// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/template.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>

#include "core/format.hpp"
#include "core/number_text.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::render {

bool Template::has_top_caption() const {
  return !captions[kTopLeft].empty() || !captions[kTopCentre].empty() ||
         !captions[kTopRight].empty();
}

bool Template::has_bottom_caption() const {
  return !captions[kBottomLeft].empty() || !captions[kBottomCentre].empty() ||
         !captions[kBottomRight].empty();
}

const std::string& Template::symbols_for(int n) const {
  auto it = symbols_for_size.find(n);
  return it == symbols_for_size.end() ? default_symbols : it->second;
}

std::optional<Size> paper_size(std::string_view name) {
  std::string n(name);
  std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return std::tolower(c); });
  if (n == "a3") return Size{Length::mm(297), Length::mm(420)};
  if (n == "a4") return Size{Length::mm(210), Length::mm(297)};
  if (n == "a5") return Size{Length::mm(148), Length::mm(210)};
  if (n == "a6") return Size{Length::mm(105), Length::mm(148)};
  if (n == "letter") return Size{Length::inch(8.5), Length::inch(11)};
  if (n == "legal") return Size{Length::inch(8.5), Length::inch(14)};
  return std::nullopt;
}

namespace {

// The outline rule (template.hpp, kOutlineOverBox) broken, in words.
std::string outline_problem(Length outline, Length thick) {
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "grid: outline_pt %.2f must be at least %.1f x thick_pt = %.2f, so a composite's "
                "sub-grids stand out from its boxes",
                outline.in_pt(), kOutlineOverBox, thick.in_pt() * kOutlineOverBox);
  return buf;
}

using toml_util::error_at;

// Reads the keys of one table with a handler per key; unknown keys are errors.
class TableReader {
 public:
  TableReader(std::string_view source, std::string prefix) : source_(source), prefix_(prefix) {}
  using Handler = std::function<core::Status(const toml::node&)>;
  void on(std::string key, Handler h) { handlers_.emplace(std::move(key), std::move(h)); }

  core::Status run(const toml::table& t) const {
    for (auto&& [key, node] : t) {
      auto it = handlers_.find(std::string(key.str()));
      if (it == handlers_.end())
        return error_at(source_, node, "unknown key '" + prefix_ + std::string(key.str()) + "'");
      if (auto st = it->second(node); !st) return st;
    }
    return core::Status::ok();
  }

 private:
  std::string_view source_;
  std::string prefix_;
  std::map<std::string, Handler> handlers_;
};

struct Parser {
  std::string_view source;
  const FontManifest& manifest;
  Template& t;

  core::Status number(const toml::node& n, const std::string& key, double lo, double hi,
                      double& out) {
    double v = 0;
    if (!toml_util::read_number(n, v) || !(v >= lo && v <= hi))  // NaN fails too
      return error_at(source, n,
                      key + " must be a number from " + core::number_text(lo, core::trimmed(6)) +
                          " to " + core::number_text(hi, core::trimmed(6)));
    out = v;
    return core::Status::ok();
  }
  core::Status length_mm(const toml::node& n, const std::string& key, double lo, double hi,
                         Length& out) {
    double v;
    if (auto st = number(n, key, lo, hi, v); !st) return st;
    out = Length::mm(v);
    return core::Status::ok();
  }
  core::Status length_pt(const toml::node& n, const std::string& key, double lo, double hi,
                         Length& out) {
    double v;
    if (auto st = number(n, key, lo, hi, v); !st) return st;
    out = Length::pt(v);
    return core::Status::ok();
  }
  core::Status string(const toml::node& n, const std::string& key, std::string& out) {
    if (!toml_util::read(n, out)) return toml_util::must_be(source, n, key, "a string");
    return core::Status::ok();
  }
  core::Status boolean(const toml::node& n, const std::string& key, bool& out) {
    if (!toml_util::read(n, out)) return toml_util::must_be(source, n, key, "true or false");
    return core::Status::ok();
  }
  core::Status colour(const toml::node& n, const std::string& key, Colour& out) {
    std::string s;
    if (auto st = string(n, key, s); !st) return st;
    auto c = Colour::parse(s);
    if (!c) return error_at(source, n, key + ": bad colour '" + s + "' (use #rrggbb or none)");
    out = *c;
    return core::Status::ok();
  }
  // An array of colours (at most 64; none is not allowed: a tint list names real colours).
  core::Status colours(const toml::node& n, const std::string& key, std::vector<Colour>& out) {
    const toml::array* a = n.as_array();
    if (!a || a->size() > 64)
      return error_at(source, n, key + " must be a list of at most 64 colours (\"#rrggbb\")");
    out.clear();
    for (const toml::node& e : *a) {
      Colour c;
      if (auto st = colour(e, key, c); !st) return st;
      if (c.none) return error_at(source, e, key + ": 'none' is not a colour here");
      out.push_back(c);
    }
    return core::Status::ok();
  }
  core::Status font(const toml::node& n, const std::string& role, std::string& family,
                    double& middle) {
    std::string name;
    if (auto st = string(n, "fonts." + role, name); !st) return st;
    const FontFamily* f = manifest.find(name);
    if (!f)
      return error_at(source, n,
                      "font '" + name + "' is not in the font manifest (" + manifest.source + ")");
    if (std::find(f->roles.begin(), f->roles.end(), role) == f->roles.end())
      return error_at(source, n,
                      "font '" + name + "' is not meant for the " + role + " role (see " +
                          manifest.source + ")");
    family = name;
    middle = f->middle;
    return core::Status::ok();
  }
  const toml::table* table(const toml::node& n, const std::string& key, core::Status& st) {
    const toml::table* tb = n.as_table();
    if (!tb) st = error_at(source, n, key + " must be a table ([" + key + "])");
    return tb;
  }

  core::Status text_spec(const toml::node& n, const std::string& key, TextSpec& spec, double lo,
                         double hi, const char* size_key) {
    core::Status st;
    const toml::table* tb = table(n, key, st);
    if (!tb) return st;
    TableReader r(source, key + ".");
    r.on(size_key,
         [&](const toml::node& v) { return number(v, key + "." + size_key, lo, hi, spec.size); });
    r.on("bold", [&](const toml::node& v) { return boolean(v, key + ".bold", spec.bold); });
    r.on("italic", [&](const toml::node& v) { return boolean(v, key + ".italic", spec.italic); });
    r.on("colour", [&](const toml::node& v) { return colour(v, key + ".colour", spec.colour); });
    if (key == "caption") {
      r.on("gap_mm", [&](const toml::node& v) {
        return length_mm(v, "caption.gap_mm", 0, 100, t.caption_gap);
      });
      r.on("answer", [&](const toml::node& v) { return string(v, "caption.answer", t.answer); });
      const char* slots[] = {"top_left",    "top_centre",    "top_right",
                             "bottom_left", "bottom_centre", "bottom_right"};
      for (int i = 0; i < kCaptionSlots; ++i)
        r.on(slots[i], [this, i, key, s = std::string(slots[i])](const toml::node& v) {
          return string(v, key + "." + s, t.captions[i]);
        });
    }
    return r.run(*tb);
  }

  core::Status choice(const toml::node& n, const std::string& key,
                      std::initializer_list<const char*> names, int& out) {
    std::string v;
    if (auto st = string(n, key, v); !st) return st;
    std::string all;
    int i = 0;
    for (const char* name : names) {
      if (v == name) {
        out = i;
        return core::Status::ok();
      }
      all += (all.empty() ? "" : ", ") + std::string(name);
      ++i;
    }
    return error_at(source, n, key + ": unknown value '" + v + "' (" + all + ")");
  }

  core::Status legend(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "legend", st);
    if (!tb) return st;
    LegendSpec& l = t.legend;
    TableReader r(source, "legend.");
    r.on("show", [&](const toml::node& v) {
      int k = 0;
      auto e = choice(v, "legend.show", {"auto", "always", "never"}, k);
      l.show = static_cast<LegendSpec::Show>(k);
      return e;
    });
    r.on("position", [&](const toml::node& v) {
      int k = 0;
      auto e = choice(v, "legend.position", {"below", "right"}, k);
      l.position = static_cast<LegendSpec::Position>(k);
      return e;
    });
    r.on("size", [&](const toml::node& v) { return number(v, "legend.size", 0.2, 1.5, l.size); });
    r.on("gap_mm",
         [&](const toml::node& v) { return length_mm(v, "legend.gap_mm", 0, 100, l.gap); });
    r.on("spacing",
         [&](const toml::node& v) { return number(v, "legend.spacing", 0, 2, l.spacing); });
    r.on("frame_pt",
         [&](const toml::node& v) { return length_pt(v, "legend.frame_pt", 0, 10, l.frame); });
    r.on("label", [&](const toml::node& v) { return string(v, "legend.label", l.label); });
    return r.run(*tb);
  }

  // [book]: the type scale of a book in this template and its large-print promise.
  core::Status book(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "book", st);
    if (!tb) return st;
    TableReader r(source, "book.");
    r.on("large_print",
         [&](const toml::node& v) { return boolean(v, "book.large_print", t.large_print); });
    struct {
      const char* key;
      double* out;
    } sizes[] = {{"small_pt", &t.type.small},
                 {"body_pt", &t.type.body},
                 {"subhead_pt", &t.type.subhead},
                 {"heading_pt", &t.type.heading},
                 {"title_pt", &t.type.title}};
    for (const auto& sz : sizes)
      r.on(sz.key, [&, sz](const toml::node& v) {
        return number(v, std::string("book.") + sz.key, 7, 72, *sz.out);
      });
    if (auto e = r.run(*tb); !e) return e;
    const TypeScale& ty = t.type;
    if (!(ty.small <= ty.body && ty.body <= ty.subhead && ty.subhead <= ty.heading &&
          ty.heading <= ty.title))
      return error_at(source, n,
                      "book: the sizes must rise small_pt <= body_pt <= subhead_pt <= "
                      "heading_pt <= title_pt");
    return core::Status::ok();
  }

  // [page]
  core::Status page_table(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "page", st);
    if (!tb) return st;
    std::optional<Length> w, h;
    bool fit = false;
    const toml::node* size_node = nullptr;
    TableReader r(source, "page.");
    r.on("size", [&](const toml::node& v) {
      std::string s;
      if (auto e = string(v, "page.size", s); !e) return e;
      size_node = &v;
      if (s == "fit") {
        fit = true;
      } else if (auto p = paper_size(s)) {
        t.page = *p;
      } else {
        return error_at(
            source, v, "page.size: unknown paper '" + s + "' (fit, A3, A4, A5, A6, letter, legal)");
      }
      return core::Status::ok();
    });
    r.on("width_mm", [&](const toml::node& v) {
      Length l;
      auto e = length_mm(v, "page.width_mm", 10, 2000, l);
      w = l;
      return e;
    });
    r.on("height_mm", [&](const toml::node& v) {
      Length l;
      auto e = length_mm(v, "page.height_mm", 10, 2000, l);
      h = l;
      return e;
    });
    r.on("margin_mm",
         [&](const toml::node& v) { return length_mm(v, "page.margin_mm", 0, 200, t.margin); });
    if (auto e = r.run(*tb); !e) return e;
    if (w.has_value() != h.has_value())
      return error_at(source, n, "page: set both width_mm and height_mm, or neither");
    if (w) {
      if (size_node)
        return error_at(source, *size_node, "page: size and width_mm/height_mm both set");
      t.page = Size{*w, *h};
    }
    if (fit) t.page.reset();
    return core::Status::ok();
  }

  // [grid]
  core::Status grid_table(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "grid", st);
    if (!tb) return st;
    TableReader r(source, "grid.");
    bool outline_set = false, diagonal_colour_set = false;
    r.on("width_mm", [&](const toml::node& v) {
      Length l;
      auto e = length_mm(v, "grid.width_mm", 5, 2000, l);
      t.grid_width = l;
      return e;
    });
    r.on("cell_mm", [&](const toml::node& v) {
      Length l;
      auto e = length_mm(v, "grid.cell_mm", 1, 200, l);
      t.cell = l;
      return e;
    });
    r.on("min_cell_mm", [&](const toml::node& v) {
      Length l;
      auto e = length_mm(v, "grid.min_cell_mm", 1, 100, l);
      t.min_cell = l;
      return e;
    });
    r.on("min_digit_pt", [&](const toml::node& v) {
      return number(v, "grid.min_digit_pt", 4, 72, t.min_digit_pt);
    });
    r.on("thin_pt",
         [&](const toml::node& v) { return length_pt(v, "grid.thin_pt", 0.05, 20, t.thin); });
    r.on("thick_pt",
         [&](const toml::node& v) { return length_pt(v, "grid.thick_pt", 0.05, 20, t.thick); });
    r.on("border_pt",
         [&](const toml::node& v) { return length_pt(v, "grid.border_pt", 0.05, 20, t.border); });
    r.on("outline_pt", [&](const toml::node& v) {
      outline_set = true;
      return length_pt(v, "grid.outline_pt", 0.05, 20, t.outline);
    });
    r.on("line_colour",
         [&](const toml::node& v) { return colour(v, "grid.line_colour", t.line_colour); });
    r.on("shade_colour",
         [&](const toml::node& v) { return colour(v, "grid.shade_colour", t.shade_colour); });
    r.on("background",
         [&](const toml::node& v) { return colour(v, "grid.background", t.background); });
    r.on("icon_scale",
         [&](const toml::node& v) { return number(v, "grid.icon_scale", 0.1, 1, t.icon_scale); });
    r.on("diagonal_style", [&](const toml::node& v) {
      std::string style;
      if (auto st = string(v, "grid.diagonal_style", style); !st) return st;
      if (style != "line" && style != "shade")
        return error_at(source, v, "grid.diagonal_style must be \"line\" or \"shade\"");
      t.diagonal_style =
          style == "line" ? Template::DiagonalStyle::kLine : Template::DiagonalStyle::kShade;
      return core::Status::ok();
    });
    r.on("diagonal_colour", [&](const toml::node& v) {
      diagonal_colour_set = true;
      return colour(v, "grid.diagonal_colour", t.diagonal_colour);
    });
    r.on("window_colour",
         [&](const toml::node& v) { return colour(v, "grid.window_colour", t.window_colour); });
    r.on("extra_colour",
         [&](const toml::node& v) { return colour(v, "grid.extra_colour", t.extra_colour); });
    r.on("region_colours",
         [&](const toml::node& v) { return colours(v, "grid.region_colours", t.region_colours); });
    r.on("grid_tints",
         [&](const toml::node& v) { return colours(v, "grid.grid_tints", t.grid_tints); });
    if (auto e = r.run(*tb); !e) return e;
    if (t.grid_width.has_value() == t.cell.has_value())
      return error_at(source, n, "grid: set exactly one of width_mm and cell_mm");
    if (t.thin > t.thick || t.thick > t.border)
      return error_at(source, n,
                      "grid: line weights must satisfy thin_pt <= thick_pt <= border_pt");
    if (!diagonal_colour_set && t.diagonal_style == Template::DiagonalStyle::kLine)
      t.diagonal_colour = Template::kDiagonalLineColour;
    if (!outline_set) t.outline = t.thick * kOutlineDefaultOverBox;
    if (t.outline < t.thick * kOutlineOverBox)
      return error_at(source, n, outline_problem(t.outline, t.thick));
    return core::Status::ok();
  }

  // [fonts]
  core::Status fonts_table(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "fonts", st);
    if (!tb) return st;
    TableReader r(source, "fonts.");
    r.on("given",
         [&](const toml::node& v) { return font(v, "given", t.given.family, t.given.middle); });
    r.on("solution", [&](const toml::node& v) {
      return font(v, "solution", t.solution.family, t.solution.middle);
    });
    r.on("candidate", [&](const toml::node& v) {
      return font(v, "candidate", t.candidate.family, t.candidate.middle);
    });
    r.on("caption", [&](const toml::node& v) {
      return font(v, "caption", t.caption.family, t.caption.middle);
    });
    r.on("symbols",
         [&](const toml::node& v) { return font(v, "symbols", t.symbol_family, t.symbol_middle); });
    return r.run(*tb);
  }

  // [symbols]
  core::Status symbols_table(const toml::node& n) {
    core::Status st;
    const toml::table* tb = table(n, "symbols", st);
    if (!tb) return st;
    TableReader r(source, "symbols.");
    r.on("default",
         [&](const toml::node& v) { return string(v, "symbols.default", t.default_symbols); });
    for (auto&& [key, v] : *tb) {
      std::string k(key.str());
      if (k.rfind("for_", 0) != 0) continue;
      int n = std::atoi(k.c_str() + 4);
      if (n < 4 || n > 100 || k != "for_" + std::to_string(n))
        return error_at(source, v, "symbols." + k + ": expected for_N with N from 4 to 100");
      std::string set;
      if (auto e = string(v, "symbols." + k, set); !e) return e;
      t.symbols_for_size[n] = set;
      r.on(k, [](const toml::node&) { return core::Status::ok(); });
    }
    return r.run(*tb);
  }

  // Fonts must be manifest families even when the template keeps the defaults.
  core::Status check_default_fonts() const {
    for (const auto& [role, family] : {std::pair<std::string, std::string>{"given", t.given.family},
                                       {"solution", t.solution.family},
                                       {"candidate", t.candidate.family},
                                       {"caption", t.caption.family},
                                       {"symbols", t.symbol_family}}) {
      if (!manifest.find(family))
        return core::Status::error(std::string(source) + ":1: default " + role + " font '" +
                                   family + "' is not in " + manifest.source + "; set fonts." +
                                   role);
    }
    return core::Status::ok();
  }

  core::Status run(const toml::table& root) {
    bool saw_grid = false;
    TableReader top(source, "");
    top.on("name", [&](const toml::node& v) { return string(v, "name", t.name); });
    top.on("description",
           [&](const toml::node& v) { return string(v, "description", t.description); });
    top.on("page", [&](const toml::node& n) { return page_table(n); });
    top.on("grid", [&](const toml::node& n) {
      saw_grid = true;
      return grid_table(n);
    });
    top.on("fonts", [&](const toml::node& n) { return fonts_table(n); });
    top.on("book", [&](const toml::node& n) { return book(n); });
    top.on("given",
           [&](const toml::node& n) { return text_spec(n, "given", t.given, 0.1, 1, "size"); });
    top.on("solution", [&](const toml::node& n) {
      return text_spec(n, "solution", t.solution, 0.1, 1, "size");
    });
    top.on("candidate", [&](const toml::node& n) {
      return text_spec(n, "candidate", t.candidate, 0.1, 1, "size");
    });
    top.on("caption", [&](const toml::node& n) {
      return text_spec(n, "caption", t.caption, 2, 200, "size_pt");
    });
    top.on("symbols", [&](const toml::node& n) { return symbols_table(n); });
    top.on("legend", [&](const toml::node& n) { return legend(n); });
    if (auto st = top.run(root); !st) return st;
    if (t.name.empty()) return core::Status::error(std::string(source) + ":1: missing name");
    if (!saw_grid)
      return core::Status::error(std::string(source) + ":1: missing [grid] (width_mm or cell_mm)");
    return check_default_fonts();
  }
};

}  // namespace

core::StatusOr<Template> parse_template(std::string_view text, std::string_view source,
                                        const FontManifest& manifest) {
  toml::table root;
  if (auto st = toml_util::parse(text, source, root); !st) return st;
  Template t;
  t.source = source;
  // Defaults take their middle ratio from the manifest too.
  for (TextSpec* s : {&t.given, &t.solution, &t.candidate, &t.caption})
    if (const FontFamily* f = manifest.find(s->family)) s->middle = f->middle;
  if (const FontFamily* f = manifest.find(t.symbol_family)) t.symbol_middle = f->middle;
  Parser p{source, manifest, t};
  if (auto st = p.run(root); !st) return st;
  return t;
}

core::StatusOr<Template> load_template(std::string_view name_or_path,
                                       const std::string& templates_dir,
                                       const FontManifest& manifest) {
  std::string path(name_or_path);
  bool is_path = path.find('/') != std::string::npos ||
                 (path.size() > 5 && path.substr(path.size() - 5) == ".toml");
  if (!is_path) {
    for (char c : path)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'))
        return core::Status::error("bad template name '" + path + "'");
    path = templates_dir + "/" + path + ".toml";
  }
  auto text = core::read_file(path);
  if (!text) {
    if (!is_path)
      return core::Status::error("unknown template '" + std::string(name_or_path) + "' (no " +
                                 path + ")");
    return text.status();
  }
  return parse_template(*text, path, manifest);
}

}  // namespace sudokupress::render
