// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/picture_raster.hpp"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "render/symbols/symbol_library.hpp"

namespace sudokupress::render::cairo {

namespace {

struct SurfaceFree {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextFree {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};

core::StatusOr<symbols::PictureImage> rasterize_icon(const Icon& icon, int pixels) {
  GError* err = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(icon.svg.data()),
                                                 icon.svg.size(), &err);
  if (!handle) {
    std::string why = err ? err->message : "invalid SVG";
    if (err) g_error_free(err);
    return core::Status::error("icon " + icon.name + ": " + why);
  }
  std::unique_ptr<cairo_surface_t, SurfaceFree> surface(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels, pixels));
  std::unique_ptr<cairo_t, ContextFree> cr(cairo_create(surface.get()));
  RsvgRectangle viewport{0, 0, static_cast<double>(pixels), static_cast<double>(pixels)};
  const bool ok = rsvg_handle_render_document(handle, cr.get(), &viewport, &err);
  g_object_unref(handle);
  if (!ok) {
    std::string why = err ? err->message : "cannot render";
    if (err) g_error_free(err);
    return core::Status::error("icon " + icon.name + ": " + why);
  }
  cairo_surface_flush(surface.get());
  symbols::PictureImage img;
  img.size = pixels;
  const size_t n = static_cast<size_t>(pixels) * pixels;
  img.r.resize(n);
  img.g.resize(n);
  img.b.resize(n);
  img.a.resize(n);
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  for (int y = 0; y < pixels; ++y) {
    const auto* row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < pixels; ++x) {
      const uint32_t p = row[x];  // premultiplied ARGB in native order
      const float a = static_cast<float>((p >> 24) & 0xff) / 255.0f;
      const size_t i = static_cast<size_t>(y) * pixels + x;
      img.a[i] = a;
      if (a <= 0) continue;
      img.r[i] = std::min(1.0f, static_cast<float>((p >> 16) & 0xff) / 255.0f / a);
      img.g[i] = std::min(1.0f, static_cast<float>((p >> 8) & 0xff) / 255.0f / a);
      img.b[i] = std::min(1.0f, static_cast<float>(p & 0xff) / 255.0f / a);
    }
  }
  return img;
}

}  // namespace

int picture_pixels(Length size) {
  return std::max(8, static_cast<int>(std::lround(size.in_pt() / 72.0 * kPictureCheckDpi)));
}

core::StatusOr<std::vector<symbols::PictureImage>> rasterize_symbols(
    const symbols::Symbols& symbols, int pixels) {
  std::vector<symbols::PictureImage> out;
  for (const IconPtr& icon : symbols.icons) {
    auto img = rasterize_icon(*icon, pixels);
    if (!img) return img.status();
    out.push_back(std::move(*img));
  }
  return out;
}

const symbols::PictureCheck& StyleReport::in(symbols::Vision v) const {
  for (const symbols::PictureCheck& c : checks)
    if (c.vision == v) return c;
  return checks.front();
}

core::StatusOr<StyleReport> check_theme_style(const symbols::Theme& theme,
                                              const std::string& symbols_dir,
                                              const std::string& style, int count,
                                              Length picture_size) {
  auto s = load_theme_symbols(theme, symbols_dir, style, false);
  if (!s) return s.status();
  if (count > 0 && count < s->count()) s->icons.resize(count);
  auto images = rasterize_symbols(*s, picture_pixels(picture_size));
  if (!images) return images.status();
  StyleReport r;
  r.style = style;
  for (symbols::Vision v : symbols::kAllVisions) r.checks.push_back(check_pictures(*images, v));
  return r;
}

core::StatusOr<GrayVerdict> gray_verdict(const symbols::Theme& theme,
                                         const std::string& symbols_dir, bool full) {
  GrayVerdict v;
  std::error_code ec;
  if (!std::filesystem::is_directory(theme_style_dir(symbols_dir, theme, theme.style), ec)) {
    v.installed = false;
    return v;
  }
  for (const std::string& style : {theme.style, theme.gray_style}) {
    if (style.empty()) continue;
    auto r = check_theme_style(theme, symbols_dir, style, 0, Length::mm(kListPictureMm));
    if (!r) return r.status();
    const bool first_pass = v.style.empty() && r->in(symbols::Vision::kGray).pass();
    if (first_pass) v.style = style;
    v.reports.push_back(std::move(*r));
    if (first_pass && !full) break;
  }
  return v;
}

core::StatusOr<std::string> picture_check_table(const std::string& symbols_dir) {
  auto word = [](const symbols::PictureCheck& c) { return std::string(c.pass() ? "yes" : "no"); };
  std::string text =
      "theme\tstyle\tcolour\tgray\tprotan\tdeutan\ttritan\tgray_style\tgray_style_gray"
      "\tgray_book\tmin_silhouette_gray\tmin_tone_gray\n";
  for (const std::string& name : symbols::theme_names(symbols_dir)) {
    auto t = symbols::load_theme(symbols_dir, name);
    if (!t) return t.status();
    auto v = gray_verdict(*t, symbols_dir);
    if (!v) return v.status();
    if (!v->installed)
      return core::Status::error(t->path + ": the icons of " + t->source +
                                 " are not installed: run scripts/setup.sh");
    const StyleReport& main = v->reports.front();
    text += t->name + "\t" + t->style;
    for (symbols::Vision vision : symbols::kAllVisions) text += "\t" + word(main.in(vision));
    text += "\t" + (t->gray_style.empty() ? "-" : t->gray_style);
    text += "\t" + (v->reports.size() > 1 ? word(v->reports[1].in(symbols::Vision::kGray)) : "-");
    char nums[64];
    const symbols::PictureCheck& g = main.in(symbols::Vision::kGray);
    std::snprintf(nums, sizeof nums, "\t%.3f\t%.3f", g.min_silhouette, g.min_tone);
    text += "\t" + (v->style.empty() ? std::string("refused") : v->style) + nums + "\n";
  }
  return text;
}

core::StatusOr<symbols::Symbols> load_print_symbols(const std::string& name, int n,
                                                    const std::string& symbols_dir,
                                                    symbols::SymbolTone tone, Length picture_size) {
  if (tone != symbols::SymbolTone::kGray || !symbols::is_theme(symbols_dir, name))
    return load_symbols(name, n, symbols_dir, tone);
  auto theme = symbols::load_theme(symbols_dir, name);
  if (!theme) return theme.status();
  if (static_cast<int>(theme->pictures.size()) < n)  // the usual message, with its code
    return load_symbols(name, n, symbols_dir, tone);
  std::string why;
  for (const std::string& style : {theme->style, theme->gray_style}) {
    if (style.empty()) continue;
    auto report = check_theme_style(*theme, symbols_dir, style, n, picture_size);
    if (!report) return report.status();
    const symbols::PictureCheck& gray = report->in(symbols::Vision::kGray);
    if (gray.pass()) {
      auto s = symbols::load_theme_symbols(*theme, symbols_dir, style, true);
      if (!s) return s;
      s->icons.resize(n);
      return s;
    }
    std::vector<std::string> names;
    for (int i = 0; i < n; ++i) names.push_back(theme->pictures[i].name);
    why += (why.empty() ? "" : "; in its " + style + " style: ") + describe_clashes(gray, names);
  }
  return core::Status::error("picture theme '" + name + "' is not told apart in gray at " +
                             mm_text(picture_size) + ": " + why +
                             " (print it in colour, or choose another theme)");
}

}  // namespace sudokupress::render::cairo
