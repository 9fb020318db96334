// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/cover/cover_template.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "core/format.hpp"
#include "core/number_text.hpp"
#include "publish/manifest.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::publish::cover {

namespace {

using core::Status;
using render::Colour;
using render::Length;

namespace tu = render::toml_util;
using tu::line_of;

// Reads the keys of one table of the template, recording each key's line as "table.key".
class Reader {
 public:
  Reader(const toml::table& t, std::string table, CoverTemplate& out)
      : t_(t), table_(std::move(table)), out_(out) {}

  Status known(std::initializer_list<std::string_view> keys) {
    if (auto unknown = tu::first_unknown_key(t_, keys))
      return error(*unknown->node, "unknown key '" + unknown->key + "' in [" + table_ + "]");
    for (const auto& [k, v] : t_) out_.lines[table_ + "." + std::string(k.str())] = line_of(v);
    return Status::ok();
  }
  Status length(std::string_view key, Length& v, double lo_in, double hi_in) {
    const toml::node* n = t_.get(key);
    if (!n) return Status::ok();
    std::string text;
    if (!tu::read(*n, text)) return must_be(*n, key, "a length string (\"0.5in\")");
    auto len = parse_length(text);
    if (!len) return error(*n, name(key) + ": " + len.status().message());
    const double pt = len->in_pt();
    if (!(pt >= lo_in * 72 - 1e-9 && pt <= hi_in * 72 + 1e-9))  // NaN fails too
      return error(*n, name(key) + " is out of range");
    v = *len;
    return Status::ok();
  }
  Status number(std::string_view key, double& v, double lo, double hi) {
    const toml::node* n = t_.get(key);
    if (!n) return Status::ok();
    if (!tu::read_number(*n, v)) return must_be(*n, key, "a number");
    if (!(v >= lo && v <= hi))  // NaN fails too
      return error(*n, name(key) + " is out of range (" + core::number_text(lo) + ".." +
                           core::number_text(hi) + ")");
    return Status::ok();
  }
  Status points(std::string_view key, Length& v, double lo, double hi) {
    double x = v.in_pt();
    if (auto st = number(key, x, lo, hi); !st) return st;
    v = Length::pt(x);
    return Status::ok();
  }
  Status colour(std::string_view key, Colour& c) {
    const toml::node* n = t_.get(key);
    if (!n) return Status::ok();
    auto parsed = n->is_string() ? Colour::parse(n->as_string()->get()) : std::nullopt;
    if (!parsed || parsed->none) return error(*n, name(key) + " must be a colour (\"#rrggbb\")");
    c = *parsed;
    return Status::ok();
  }
  Status text(std::string_view key, std::string& s) {
    const toml::node* n = t_.get(key);
    if (!n) return Status::ok();
    std::string text;
    if (!tu::read(*n, text) || text.empty()) return must_be(*n, key, "a non-empty string");
    s = text;
    return Status::ok();
  }
  Status boolean(std::string_view key, bool& b) {
    const toml::node* n = t_.get(key);
    if (!n) return Status::ok();
    if (!tu::read(*n, b)) return must_be(*n, key, "true or false");
    return Status::ok();
  }

 private:
  std::string name(std::string_view key) const { return table_ + "." + std::string(key); }
  Status error(const toml::node& n, const std::string& problem) const {
    return tu::error_at(out_.source, n, problem);
  }
  Status must_be(const toml::node& n, std::string_view key, std::string_view want) const {
    return tu::must_be(out_.source, n, name(key), want);
  }
  const toml::table& t_;
  std::string table_;
  CoverTemplate& out_;
};

#define SP_TRY(expr)                         \
  do {                                       \
    ::sudokupress::core::Status _s = (expr); \
    if (!_s) return _s;                      \
  } while (0)

Status read_tables(const toml::table& root, CoverTemplate& c) {
  static const toml::table kEmpty;
  auto table = [&](const char* name) -> const toml::table& {
    const toml::table* t = root[name].as_table();
    return t ? *t : kEmpty;
  };
  Reader colours(table("colours"), "colours", c);
  SP_TRY(colours.known({"background", "foreground", "accent", "panel", "barcode"}));
  SP_TRY(colours.colour("background", c.background));
  SP_TRY(colours.colour("foreground", c.foreground));
  SP_TRY(colours.colour("accent", c.accent));
  SP_TRY(colours.colour("panel", c.panel));
  SP_TRY(colours.colour("barcode", c.barcode));
  Reader fonts(table("fonts"), "fonts", c);
  SP_TRY(fonts.known({"title", "body"}));
  SP_TRY(fonts.text("title", c.title_family));
  SP_TRY(fonts.text("body", c.body_family));
  Reader f(table("front"), "front", c);
  SP_TRY(f.known({"side", "title_top", "title_size_pt", "title_max_lines", "subtitle_size_pt",
                  "gap", "artwork_width", "artwork_padding", "author_bottom", "author_size_pt"}));
  SP_TRY(f.length("side", c.front_side, 0, 4));
  SP_TRY(f.length("title_top", c.title_top, 0, 6));
  SP_TRY(f.points("title_size_pt", c.title_size, 7, 144));
  double lines = c.title_max_lines;
  SP_TRY(f.number("title_max_lines", lines, 1, 6));
  c.title_max_lines = static_cast<int>(lines);
  SP_TRY(f.points("subtitle_size_pt", c.subtitle_size, 7, 72));
  SP_TRY(f.length("gap", c.gap, 0, 3));
  SP_TRY(f.number("artwork_width", c.artwork_width, 0, 1));
  SP_TRY(f.length("artwork_padding", c.artwork_padding, 0, 1));
  SP_TRY(f.length("author_bottom", c.author_bottom, 0, 6));
  SP_TRY(f.points("author_size_pt", c.author_size, 7, 72));
  Reader b(table("back"), "back", c);
  SP_TRY(b.known({"side", "top", "blurb_size_pt", "line_height", "ladder_gap", "ladder_size_pt"}));
  SP_TRY(b.length("side", c.back_side, 0, 4));
  SP_TRY(b.length("top", c.back_top, 0, 6));
  SP_TRY(b.points("blurb_size_pt", c.blurb_size, 7, 36));
  SP_TRY(b.number("line_height", c.line_height, 1, 3));
  SP_TRY(b.length("ladder_gap", c.ladder_gap, 0, 3));
  SP_TRY(b.points("ladder_size_pt", c.ladder_size, 7, 36));
  Reader s(table("spine"), "spine", c);
  SP_TRY(s.known({"title_size_pt", "author"}));
  SP_TRY(s.points("title_size_pt", c.spine_title_size, 7, 72));
  SP_TRY(s.boolean("author", c.spine_author));
  return Status::ok();
}

}  // namespace

std::string CoverTemplate::where(std::string_view key) const {
  auto it = lines.find(key);
  return it == lines.end() ? source : source + ":" + std::to_string(it->second);
}

core::StatusOr<CoverTemplate> parse_cover_template(std::string_view text, std::string_view source) {
  CoverTemplate c;
  c.source = std::string(source);
  toml::table root;
  SP_TRY(render::toml_util::parse(text, source, root));
  for (const auto& [k, v] : root) {
    static constexpr std::string_view kTables[] = {"colours", "fonts", "front", "back", "spine"};
    const bool is_table =
        std::find(std::begin(kTables), std::end(kTables), k.str()) != std::end(kTables);
    if (k.str() == "name") continue;
    if (!is_table || !v.is_table())
      return render::toml_util::error_at(
          source, v,
          "unknown key '" + std::string(k.str()) +
              "' (a cover template has name, [colours], [fonts], [front], [back], [spine])");
  }
  const toml::node* name = root.get("name");
  if (!name || !name->is_string() || name->as_string()->get().empty())
    return Status::error(c.source + ": a cover template needs name = \"...\"");
  c.name = name->as_string()->get();
  SP_TRY(read_tables(root, c));
  return c;
}

core::StatusOr<CoverTemplate> load_cover_template(std::string_view name_or_path,
                                                  const std::string& templates_dir) {
  std::string path(name_or_path);
  if (path.find('/') == std::string::npos && !path.ends_with(".toml"))
    path = templates_dir + "/covers/" + path + ".toml";
  if (!std::filesystem::exists(path))
    return Status::error("cover template '" + std::string(name_or_path) + "' not found (" + path +
                         ")");
  auto text = core::read_file(path);
  if (!text) return text.status();
  return parse_cover_template(*text, path);
}

}  // namespace sudokupress::publish::cover
