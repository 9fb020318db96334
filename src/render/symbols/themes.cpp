// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/symbols/themes.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/limits.hpp"
#include "render/symbols/icon_sanitizer.hpp"
#include "render/toml_util.hpp"

namespace sudokupress::render::symbols {

namespace fs = std::filesystem;

namespace {

const ThemeLicence* find_licence(std::string_view spdx) {
  for (const ThemeLicence& l : kLicences)
    if (l.spdx == spdx) return &l;
  return nullptr;
}

// A name made of lower-case letters, digits and '-' (a file stem, a style, a package).
bool is_plain_name(std::string_view s) {
  if (s.empty() || s.size() > 100) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char c) {
                       return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                              c == '.' || c == '_';
                     }) &&
         s.front() != '.' && s.front() != '-';
}

core::Status parse_picture(const toml::node& n, std::string_view source, Theme& theme) {
  using toml_util::error_at;
  const toml::table* t = n.as_table();
  if (!t) return error_at(source, n, "a picture is { file = \"...\", name = \"...\" }");
  ThemePicture p;
  for (auto&& [key, v] : *t) {
    const std::string k(key.str());
    if (k == "file" && v.is_string()) {
      p.file = *v.value<std::string>();
      if (!is_plain_name(p.file))
        return error_at(source, v, "file '" + p.file + "': a plain file name without .svg");
    } else if (k == "name" && v.is_string()) {
      p.name = *v.value<std::string>();
    } else if (k == "names" && v.is_table()) {
      for (auto&& [lang, nm] : *v.as_table()) {
        if (!nm.is_string()) return error_at(source, nm, "a localized name must be a string");
        p.names[std::string(lang.str())] = *nm.value<std::string>();
      }
    } else {
      return error_at(source, v, "unknown or mistyped picture key '" + k + "'");
    }
  }
  if (p.file.empty() || p.name.empty())
    return error_at(source, n, "a picture needs a file and a name");
  for (const ThemePicture& q : theme.pictures) {
    if (q.file == p.file) return error_at(source, n, "picture file '" + p.file + "' listed twice");
    if (q.name == p.name) return error_at(source, n, "picture name '" + p.name + "' used twice");
  }
  theme.pictures.push_back(std::move(p));
  return core::Status::ok();
}

core::Status check_theme(const Theme& t, std::string_view source) {
  const std::string where(source);
  auto need = [&](const std::string& v, const char* key) {
    return v.empty() ? core::Status::error(where + ": no " + key) : core::Status::ok();
  };
  for (auto [v, key] : {std::pair{&t.title, "title"},
                        {&t.source, "source"},
                        {&t.version, "version"},
                        {&t.style, "style"},
                        {&t.licence, "licence"}})
    if (auto st = need(*v, key); !st) return st;
  if (!is_plain_name(t.source) || !is_plain_name(t.style) ||
      (!t.gray_style.empty() && !is_plain_name(t.gray_style)) || !is_plain_name(t.version))
    return core::Status::error(where + ": source, version and styles are plain names");
  const ThemeLicence* lic = find_licence(t.licence);
  if (!lic) {
    std::string known;
    for (const ThemeLicence& l : kLicences)
      known += (known.empty() ? "" : ", ") + std::string(l.spdx);
    return core::Status::error(where + ": licence '" + t.licence + "' is not one of " + known);
  }
  if (lic->needs_credit && t.attribution.empty())
    return core::Status::error(where + ": licence " + t.licence +
                               " asks for a credit: give attribution = \"...\"");
  if (static_cast<int>(t.pictures.size()) < kMinThemePictures)
    return core::Status::error(where + ": " + std::to_string(t.pictures.size()) +
                               " pictures; a theme has at least " +
                               std::to_string(kMinThemePictures));
  if (static_cast<int>(t.pictures.size()) > core::kMaxSymbols)
    return core::Status::error(where + ": more than " + std::to_string(core::kMaxSymbols) +
                               " pictures");
  return core::Status::ok();
}

fs::path data_root(const std::string& symbols_dir) {
  return fs::path(symbols_dir).parent_path().parent_path();
}

}  // namespace

core::StatusOr<Theme> parse_theme(std::string_view text, std::string_view source,
                                  std::string name) {
  using toml_util::error_at;
  toml::table root;
  if (auto st = toml_util::parse(text, source, root); !st) return st;
  Theme t;
  t.name = std::move(name);
  t.path = source;
  const std::pair<const char*, std::string*> strings[] = {{"title", &t.title},
                                                          {"source", &t.source},
                                                          {"version", &t.version},
                                                          {"style", &t.style},
                                                          {"gray_style", &t.gray_style},
                                                          {"licence", &t.licence},
                                                          {"attribution", &t.attribution}};
  for (auto&& [key, node] : root) {
    const std::string k(key.str());
    auto it = std::find_if(std::begin(strings), std::end(strings),
                           [&](const auto& s) { return k == s.first; });
    if (it != std::end(strings) && node.is_string()) {
      *it->second = *node.value<std::string>();
    } else if (k == "pictures" && node.is_array()) {
      for (const toml::node& n : *node.as_array())
        if (auto st = parse_picture(n, source, t); !st) return st;
    } else {
      return error_at(source, node, "unknown or mistyped key '" + k + "'");
    }
  }
  if (auto st = check_theme(t, source); !st) return st;
  return t;
}

std::string themes_dir_for(const std::string& symbols_dir) {
  return (fs::path(symbols_dir).parent_path() / "themes").string();
}

std::string theme_style_dir(const std::string& symbols_dir, const Theme& theme,
                            std::string_view style) {
  return (data_root(symbols_dir) / "third_party/icons/node_modules" / theme.source / "icons" /
          std::string(style))
      .string();
}

bool is_theme(const std::string& symbols_dir, std::string_view name) {
  if (name.empty() || name.find('/') != std::string_view::npos || !is_plain_name(name))
    return false;
  std::error_code ec;
  return fs::is_regular_file(fs::path(themes_dir_for(symbols_dir)) / (std::string(name) + ".toml"),
                             ec);
}

core::StatusOr<Theme> load_theme(const std::string& symbols_dir, std::string_view name) {
  if (!is_theme(symbols_dir, name))
    return core::Status::error("unknown picture theme '" + std::string(name) + "'");
  const std::string path =
      (fs::path(themes_dir_for(symbols_dir)) / (std::string(name) + ".toml")).string();
  auto text = core::read_file(path);
  if (!text) return text.status();
  return parse_theme(*text, path, std::string(name));
}

std::vector<std::string> theme_names(const std::string& symbols_dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(themes_dir_for(symbols_dir), ec)) {
    const fs::path& p = e.path();
    if (p.extension() == ".toml" && e.is_regular_file(ec) && is_plain_name(p.stem().string()))
      names.push_back(p.stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

namespace {

// The installed package's version from its package.json ("" when unreadable).
std::string installed_version(const fs::path& package_dir) {
  auto text = core::read_file((package_dir / "package.json").string());
  if (!text) return "";
  const std::string& s = *text;
  size_t k = s.find("\"version\"");
  if (k == std::string::npos) return "";
  size_t a = s.find('"', s.find(':', k));
  size_t b = a == std::string::npos ? a : s.find('"', a + 1);
  return b == std::string::npos ? "" : s.substr(a + 1, b - a - 1);
}

}  // namespace

core::StatusOr<Symbols> load_theme_symbols(const Theme& theme, const std::string& symbols_dir,
                                           std::string_view style, bool gray) {
  const std::string st(style.empty() ? std::string_view(theme.style) : style);
  const fs::path dir = theme_style_dir(symbols_dir, theme, st);
  const fs::path package = dir.parent_path().parent_path();
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return core::Status::error(theme.path + ": picture theme '" + theme.name +
                               "' needs the npm package " + theme.source + " " + theme.version +
                               " (style " + st + "), not installed at " + dir.string() +
                               ": run scripts/setup.sh (README, command 1)");
  const std::string version = installed_version(package);
  if (!version.empty() && version != theme.version)
    return core::Status::error(theme.path + ": the theme names " + theme.source + " " +
                               theme.version + " but " + version +
                               " is installed: run scripts/setup.sh");
  Symbols s;
  s.name = theme.name;
  s.kind = SymbolKind::kIcon;
  s.gray = gray;
  s.style = st;
  int v = 0;
  for (const ThemePicture& p : theme.pictures) {
    ++v;
    const fs::path f = dir / (p.file + ".svg");
    if (!fs::is_regular_file(f, ec))
      return core::Status::error(theme.path + ": picture '" + p.name + "': no " + f.string());
    const uintmax_t bytes = fs::file_size(f, ec);
    if (ec || bytes > kMaxIconBytes)
      return core::Status::error(f.string() + ": more than " + std::to_string(kMaxIconBytes) +
                                 " bytes");
    auto text = core::read_file(f.string());
    if (!text) return text.status();
    auto icon =
        parse_icon(theme.name + "/" + std::to_string(v), std::move(*text), f.string(), gray);
    if (!icon) return icon.status();
    auto named = std::make_shared<Icon>(**icon);
    named->title = p.name;
    s.icons.push_back(std::move(named));
  }
  return s;
}

std::vector<std::string> theme_credits(const std::vector<Theme>& themes) {
  std::vector<std::string> lines;
  for (const Theme& t : themes)
    if (!t.attribution.empty() &&
        std::find(lines.begin(), lines.end(), t.attribution) == lines.end())
      lines.push_back(t.attribution);
  return lines;
}

}  // namespace sudokupress::render::symbols
