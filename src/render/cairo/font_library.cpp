#include "render/cairo/font_library.hpp"

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <strings.h>

#include <cstdio>
#include <memory>

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

}  // namespace

core::StatusOr<std::shared_ptr<FontLibrary>> FontLibrary::create(const FontManifest& manifest) {
  std::unique_ptr<FcConfig, ConfigDeleter> system(FcInitLoadConfigAndFonts());
  if (!system) return core::Status::error("fontconfig: cannot load the system configuration");
  std::unique_ptr<FcConfig, ConfigDeleter> priv(FcConfigCreate());
  if (!priv) return core::Status::error("fontconfig: cannot create a configuration");
  for (const FontFamily& fam : manifest.families) {
    std::unique_ptr<FcPattern, PatternDeleter> pat(FcPatternCreate());
    FcPatternAddString(pat.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(fam.name.c_str()));
    std::unique_ptr<FcObjectSet, ObjectSetDeleter> os(FcObjectSetBuild(FC_FILE, FC_FAMILY, nullptr));
    std::unique_ptr<FcFontSet, FontSetDeleter> set(FcFontList(system.get(), pat.get(), os.get()));
    int added = 0;
    for (int i = 0; set && i < set->nfont; ++i) {
      FcChar8* file = nullptr;
      if (FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) != FcResultMatch) continue;
      if (FcConfigAppFontAddFile(priv.get(), file)) ++added;
    }
    if (added == 0)
      return core::Status::error(manifest.source + ":" + std::to_string(fam.line) +
                                 ": font family '" + fam.name + "' is not installed (Debian "
                                 "package " + fam.package + "; run scripts/setup.sh)");
  }
  auto lib = std::shared_ptr<FontLibrary>(new FontLibrary());
  lib->manifest_copy_ = manifest;
  lib->manifest_ = &lib->manifest_copy_;
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
    error = "font family '" + style.family + "' does not resolve to itself" +
            (m ? " (fontconfig offers '" + first_family(m) + "')" : std::string()) +
            (fam ? "; install Debian package " + fam->package
                 : "; it is not in " + manifest_->source);
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
