// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/font_library.hpp"

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <strings.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <vector>

#ifdef SP_SANITIZE_BUILD
// LeakSanitizer: Pango 1.50 loads fontconfig's default configuration in a worker thread
// (FcInit from libpangoft2), and fontconfig 2.14 leaks a few hundred bytes of the parsed XML
// there, before any of our code runs. LSan's fast unwinder cannot see past fontconfig (no frame
// pointers), so the suppression names fontconfig: memory allocated inside it. Our own fontconfig
// objects are each owned by an RAII wrapper or by FontLibrary's destructor.
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\n"; }
// Quiet about it: the CLI tests compare stderr exactly.
extern "C" const char* __lsan_default_options() { return "print_suppressions=0"; }
#endif

namespace sudokupress::render::cairo {

namespace {

struct PatternDeleter {
  void operator()(FcPattern* p) const { FcPatternDestroy(p); }
};
struct FontSetDeleter {
  void operator()(FcFontSet* s) const { FcFontSetDestroy(s); }
};
struct ObjectSetDeleter {
  void operator()(FcObjectSet* s) const { FcObjectSetDestroy(s); }
};
struct ConfigDeleter {
  void operator()(FcConfig* c) const { FcConfigDestroy(c); }
};

std::string key_of(const TextStyle& s) {
  return s.family + (s.bold ? "|b" : "|r") + (s.italic ? "|i" : "|u");
}

bool has_family(FcPattern* p, const std::string& family) {
  FcChar8* name = nullptr;
  for (int i = 0; FcPatternGetString(p, FC_FAMILY, i, &name) == FcResultMatch; ++i)
    if (strcasecmp(reinterpret_cast<const char*>(name), family.c_str()) == 0) return true;
  return false;
}

std::string first_family(FcPattern* p) {
  FcChar8* name = nullptr;
  if (FcPatternGetString(p, FC_FAMILY, 0, &name) == FcResultMatch)
    return reinterpret_cast<const char*>(name);
  return "?";
}

std::string xml_text(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else
      out += c;
  }
  return out;
}

}  // namespace

// The private configuration is a fonts.conf document made from the manifest: the folders that
// hold the manifest families' files (found through the system configuration, so no path is
// written in the code), the system's cache folders (no rescanning), and a selectfont rule that
// accepts exactly those files and rejects every other font in those folders. (Accepting by
// family <pattern> works too, but fontconfig 2.14 leaks the parsed patterns.)
//
// Rejected alternative: FcConfigAppFontAddFile per file. It rescans every font with FreeType
// at each start (Symbola alone is 2.4 MB) and fontconfig 2.14 leaks the character sets it
// builds there (LeakSanitizer failed every Cairo test).
core::StatusOr<std::shared_ptr<FontLibrary>> FontLibrary::create(const FontManifest& manifest) {
  std::unique_ptr<FcConfig, ConfigDeleter> system(FcInitLoadConfigAndFonts());
  if (!system) return core::Status::error("fontconfig: cannot load the system configuration");
  std::vector<std::string> dirs, files;
  for (const FontFamily& fam : manifest.families) {
    std::unique_ptr<FcPattern, PatternDeleter> pat(FcPatternCreate());
    FcPatternAddString(pat.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(fam.name.c_str()));
    std::unique_ptr<FcObjectSet, ObjectSetDeleter> os(FcObjectSetBuild(FC_FILE, nullptr));
    std::unique_ptr<FcFontSet, FontSetDeleter> set(FcFontList(system.get(), pat.get(), os.get()));
    int found = 0;
    for (int i = 0; set && i < set->nfont; ++i) {
      FcChar8* file = nullptr;
      if (FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) != FcResultMatch) continue;
      files.push_back(reinterpret_cast<const char*>(file));
      std::string dir = std::filesystem::path(files.back()).parent_path();
      if (std::find(dirs.begin(), dirs.end(), dir) == dirs.end()) dirs.push_back(dir);
      ++found;
    }
    if (found == 0)
      return core::Status::error(manifest.source + ":" + std::to_string(fam.line) +
                                 ": font family '" + fam.name +
                                 "' is not installed (Debian "
                                 "package " +
                                 fam.package + "; run scripts/setup.sh)");
  }
  std::string xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n";
  for (const auto& d : dirs) xml += "  <dir>" + xml_text(d) + "</dir>\n";
  if (FcStrList* caches = FcConfigGetCacheDirs(system.get())) {
    while (FcChar8* c = FcStrListNext(caches))
      xml += "  <cachedir>" + xml_text(reinterpret_cast<const char*>(c)) + "</cachedir>\n";
    FcStrListDone(caches);
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  xml += "  <selectfont>\n    <acceptfont>\n";
  for (const auto& f : files) xml += "      <glob>" + xml_text(f) + "</glob>\n";
  xml +=
      "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n"
      "</fontconfig>\n";
  std::unique_ptr<FcConfig, ConfigDeleter> priv(FcConfigCreate());
  if (!priv) return core::Status::error("fontconfig: cannot create a configuration");
  if (!FcConfigParseAndLoadFromMemory(priv.get(), reinterpret_cast<const FcChar8*>(xml.c_str()),
                                      FcTrue) ||
      !FcConfigBuildFonts(priv.get()))
    return core::Status::error("fontconfig: cannot build the private configuration from " +
                               manifest.source);
  for (const FontFamily& fam : manifest.families) {  // each family made it through the rules
    std::unique_ptr<FcPattern, PatternDeleter> pat(FcPatternCreate());
    FcPatternAddString(pat.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(fam.name.c_str()));
    std::unique_ptr<FcObjectSet, ObjectSetDeleter> os(FcObjectSetBuild(FC_FILE, nullptr));
    std::unique_ptr<FcFontSet, FontSetDeleter> set(FcFontList(priv.get(), pat.get(), os.get()));
    if (!set || set->nfont == 0)
      return core::Status::error(manifest.source + ":" + std::to_string(fam.line) +
                                 ": font family '" + fam.name +
                                 "' is missing from the private font configuration");
  }
  auto lib = std::shared_ptr<FontLibrary>(new FontLibrary());
  lib->manifest_copy_ = manifest;
  lib->manifest_ = &lib->manifest_copy_;
  lib->config_xml_ = xml;
  lib->config_ = priv.release();
  lib->font_map_ = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (!lib->font_map_) return core::Status::error("pango: no FreeType font map");
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(lib->font_map_), lib->config_);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(lib->font_map_), 72.0);
  return lib;
}

FontLibrary::~FontLibrary() {
  for (auto& [k, p] : matches_)
    if (p) FcPatternDestroy(p);
  if (font_map_) g_object_unref(font_map_);
  if (config_) FcConfigDestroy(config_);
}

FcPattern* FontLibrary::match(const TextStyle& style) {
  const std::string key = key_of(style);
  auto it = matches_.find(key);
  if (it != matches_.end()) return it->second;
  std::unique_ptr<FcPattern, PatternDeleter> pat(FcPatternCreate());
  FcPatternAddString(pat.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(style.family.c_str()));
  FcPatternAddInteger(pat.get(), FC_WEIGHT, style.bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
  FcPatternAddInteger(pat.get(), FC_SLANT, style.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN);
  FcConfigSubstitute(config_, pat.get(), FcMatchPattern);
  FcDefaultSubstitute(pat.get());
  FcResult result;
  FcPattern* m = FcFontMatch(config_, pat.get(), &result);
  std::string error;
  if (!m || !has_family(m, style.family)) {
    const FontFamily* fam = manifest_->find(style.family);
    error =
        "font family '" + style.family + "' does not resolve to itself" +
        (m ? " (fontconfig offers '" + first_family(m) + "')" : std::string()) +
        (fam ? "; install Debian package " + fam->package : "; it is not in " + manifest_->source);
    if (m) FcPatternDestroy(m);
    m = nullptr;
  } else {
    int weight = 0, slant = 0;
    FcPatternGetInteger(m, FC_WEIGHT, 0, &weight);
    FcPatternGetInteger(m, FC_SLANT, 0, &slant);
    if (style.bold && weight < FC_WEIGHT_DEMIBOLD)
      error = "font family '" + style.family + "' has no bold face";
    else if (style.italic && slant == FC_SLANT_ROMAN)
      error = "font family '" + style.family + "' has no italic face";
  }
  matches_[key] = m;
  style_errors_[key] = error;
  return m;
}

core::Status FontLibrary::check_text(std::string_view utf8, const TextStyle& style) {
  FcPattern* m = match(style);
  const std::string& err = style_errors_[key_of(style)];
  if (!err.empty()) return core::Status::error(err);
  FcCharSet* cs = nullptr;
  if (FcPatternGetCharSet(m, FC_CHARSET, 0, &cs) != FcResultMatch)
    return core::Status::error("font family '" + style.family + "' has no character map");
  for (char32_t cp : utf8_to_u32(utf8)) {
    if (cp == 0xFE0F)
      return core::Status::error("text contains U+FE0F, which pulls in a bitmap emoji font");
    if (!FcCharSetHasChar(cs, cp)) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
      return core::Status::error("font family '" + style.family + "' has no glyph for " + buf);
    }
  }
  return core::Status::ok();
}

std::string FontLibrary::resolve_file(const TextStyle& style) {
  FcPattern* m = match(style);
  FcChar8* file = nullptr;
  if (m && FcPatternGetString(m, FC_FILE, 0, &file) == FcResultMatch)
    return reinterpret_cast<const char*>(file);
  return {};
}

}  // namespace sudokupress::render::cairo
