// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/cairo_canvas.hpp"

#include <cairo-pdf.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <set>
#include <string>

#include "core/number_text.hpp"

namespace sudokupress::render::cairo {

namespace {

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// Quotes a value for a cairo tag attribute string ('...' with \' and \\ escaped).
std::string quoted(std::string_view s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out + "'";
}

std::string num(double v) { return core::number_text(v, core::fixed(3)); }

std::string style_key(const TextStyle& s) {
  return s.family + (s.bold ? "|b" : "|r") + (s.italic ? "|i|" : "|u|") + num(s.size.in_pt());
}

}  // namespace

std::string pdf_date(int64_t epoch_seconds) {
  std::time_t t = static_cast<std::time_t>(epoch_seconds);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

CairoCanvas::CairoCanvas(Kind kind, std::shared_ptr<FontLibrary> fonts, double dpi)
    : kind_(kind), fonts_(std::move(fonts)), dpi_(dpi) {}

std::unique_ptr<CairoCanvas> CairoCanvas::pdf(std::shared_ptr<FontLibrary> fonts) {
  return std::unique_ptr<CairoCanvas>(new CairoCanvas(Kind::kPdf, std::move(fonts), 72));
}

std::unique_ptr<CairoCanvas> CairoCanvas::png(std::shared_ptr<FontLibrary> fonts, double dpi) {
  return std::unique_ptr<CairoCanvas>(new CairoCanvas(Kind::kPng, std::move(fonts), dpi));
}

CairoCanvas::~CairoCanvas() {
  for (auto& [k, v] : icons_)
    if (v.second) g_object_unref(v.second);
  for (auto& [k, d] : fonts_by_style_) pango_font_description_free(d);
  if (pango_) g_object_unref(pango_);
  if (cr_) cairo_destroy(cr_);
  if (surface_) cairo_surface_destroy(surface_);
}

void CairoCanvas::fail(std::string message) {
  if (error_.empty()) error_ = std::move(message);
}

void CairoCanvas::set_info(const DocumentInfo& info) { info_ = info; }

void CairoCanvas::begin_page(Size size) {
  if (in_page_) return fail("begin_page inside a page");
  if (finished_) return fail("begin_page after finish");
  const double w = size.width.in_pt(), h = size.height.in_pt();
  if (!(w > 0 && h > 0)) return fail("page size must be positive");
  if (kind_ == Kind::kPdf) {
    if (!surface_) {
      surface_ = cairo_pdf_surface_create_for_stream(append_to_string, &pdf_, w, h);
      cairo_pdf_surface_restrict_to_version(surface_, CAIRO_PDF_VERSION_1_5);
      cr_ = cairo_create(surface_);
    } else {
      cairo_pdf_surface_set_size(surface_, w, h);
    }
  } else {
    if (cr_) cairo_destroy(cr_);
    if (surface_) cairo_surface_destroy(surface_);
    if (pango_) g_object_unref(pango_);
    pango_ = nullptr;
    int pw = static_cast<int>(std::ceil(size.width.in_px(dpi_) - 1e-6));
    int ph = static_cast<int>(std::ceil(size.height.in_px(dpi_) - 1e-6));
    surface_ = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
    cr_ = cairo_create(surface_);
    cairo_set_source_rgb(cr_, 1, 1, 1);  // previews are on white paper
    cairo_paint(cr_);
    cairo_scale(cr_, dpi_ / 72.0, dpi_ / 72.0);
  }
  if (cairo_status(cr_) != CAIRO_STATUS_SUCCESS)
    return fail(std::string("cairo: ") + cairo_status_to_string(cairo_status(cr_)));
  ensure_pango();
  pango_cairo_update_context(cr_, pango_);
  in_page_ = true;
  ++pages_;
}

void CairoCanvas::ensure_pango() {
  if (pango_) return;
  pango_ = pango_font_map_create_context(fonts_->font_map());
  cairo_font_options_t* opts = cairo_font_options_create();
  // Unhinted outlines and metrics: PNG previews measure text exactly as the PDF does.
  cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options(pango_, opts);
  cairo_font_options_destroy(opts);
  pango_cairo_context_set_resolution(pango_, 72.0);
  pango_context_set_round_glyph_positions(pango_, FALSE);
}

void CairoCanvas::end_page() {
  if (!in_page_) return fail("end_page outside a page");
  if (in_link_) {
    end_link();
    fail("a link was still open at end_page");
  }
  in_page_ = false;
  if (cairo_status(cr_) != CAIRO_STATUS_SUCCESS)
    fail(std::string("cairo: ") + cairo_status_to_string(cairo_status(cr_)));
  if (kind_ == Kind::kPdf) {
    cairo_show_page(cr_);
  } else {
    cairo_surface_flush(surface_);
    std::string png;
    if (cairo_surface_write_to_png_stream(surface_, append_to_string, &png) != CAIRO_STATUS_SUCCESS)
      fail("cairo: cannot encode PNG");
    pngs_.push_back(std::move(png));
  }
}

void CairoCanvas::set_colour(Colour c) {
  cairo_set_source_rgb(cr_, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}

void CairoCanvas::fill_rect(const Rect& r, Colour colour) {
  if (!ready() || colour.none) return;
  set_colour(colour);
  cairo_rectangle(cr_, r.x.in_pt(), r.y.in_pt(), r.width.in_pt(), r.height.in_pt());
  cairo_fill(cr_);
}

void CairoCanvas::stroke_line(Point a, Point b, const Stroke& s) {
  if (!ready() || s.colour.none) return;
  set_colour(s.colour);
  cairo_set_line_width(cr_, s.width.in_pt());
  cairo_set_line_cap(cr_, s.cap == LineCap::kButt ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_SQUARE);
  cairo_move_to(cr_, a.x.in_pt(), a.y.in_pt());
  cairo_line_to(cr_, b.x.in_pt(), b.y.in_pt());
  cairo_stroke(cr_);
}

void CairoCanvas::stroke_rect(const Rect& r, const Stroke& s) {
  if (!ready() || s.colour.none) return;
  set_colour(s.colour);
  cairo_set_line_width(cr_, s.width.in_pt());
  cairo_set_line_join(cr_, CAIRO_LINE_JOIN_MITER);
  cairo_rectangle(cr_, r.x.in_pt(), r.y.in_pt(), r.width.in_pt(), r.height.in_pt());
  cairo_stroke(cr_);
}

void CairoCanvas::draw_circle(Point centre, Length radius, Colour fill, const Stroke& s) {
  if (!ready()) return;
  cairo_new_path(cr_);
  cairo_arc(cr_, centre.x.in_pt(), centre.y.in_pt(), radius.in_pt(), 0, 2 * M_PI);
  if (!fill.none) {
    set_colour(fill);
    cairo_fill_preserve(cr_);
  }
  if (!s.colour.none) {
    set_colour(s.colour);
    cairo_set_line_width(cr_, s.width.in_pt());
    cairo_stroke_preserve(cr_);
  }
  cairo_new_path(cr_);
}

PangoLayout* CairoCanvas::layout_for(std::string_view utf8, const TextStyle& style) {
  if (auto st = fonts_->check_text(utf8, style); !st) {
    fail(st.message());
    return nullptr;
  }
  const std::string key = style_key(style);
  PangoFontDescription*& desc = fonts_by_style_[key];
  if (!desc) {
    desc = pango_font_description_new();
    pango_font_description_set_family(desc, style.family.c_str());
    pango_font_description_set_weight(desc, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(desc, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    // Points at 72 dpi: one point is one unit of PDF user space.
    pango_font_description_set_size(
        desc, static_cast<int>(std::lround(style.size.in_pt() * PANGO_SCALE)));
  }
  PangoLayout* layout = pango_layout_new(pango_);
  pango_layout_set_font_description(layout, desc);
  pango_layout_set_text(layout, utf8.data(), static_cast<int>(utf8.size()));
  return layout;
}

void CairoCanvas::draw_text(std::string_view utf8, const TextStyle& style, Point at, HAlign h,
                            VAlign v) {
  if (!ready() || utf8.empty()) return;
  PangoLayout* layout = layout_for(utf8, style);
  if (!layout) return;
  PangoRectangle ink, logical;
  pango_layout_get_extents(layout, &ink, &logical);
  const double width = static_cast<double>(logical.width) / PANGO_SCALE;
  const double baseline = static_cast<double>(pango_layout_get_baseline(layout)) / PANGO_SCALE;
  double x = at.x.in_pt();
  if (h == HAlign::kCentre)
    x -= width / 2;
  else if (h == HAlign::kRight)
    x -= width;
  // Text is placed by its advance, but a glyph's ink may reach past it (a serif bold J has a
  // negative left bearing): text set from an edge keeps its ink on the anchor's side, so type
  // placed at a margin never crosses it (the J of "Jigsaw" reached 0.002 in into the margin).
  const int ink_right = ink.x + ink.width, logical_right = logical.x + logical.width;
  if (h == HAlign::kLeft && ink.width > 0 && ink.x < logical.x)
    x += static_cast<double>(logical.x - ink.x) / PANGO_SCALE;
  else if (h == HAlign::kRight && ink.width > 0 && ink_right > logical_right)
    x -= static_cast<double>(ink_right - logical_right) / PANGO_SCALE;
  double y = at.y.in_pt();
  if (v == VAlign::kMiddle) y += style.size.in_pt() * style.middle;
  set_colour(style.colour);
  cairo_move_to(cr_, x, y - baseline);
  pango_cairo_show_layout(cr_, layout);
  g_object_unref(layout);
}

void CairoCanvas::draw_spine_text(std::string_view utf8, const TextStyle& style, Point centre) {
  if (!ready() || utf8.empty()) return;
  cairo_save(cr_);
  cairo_translate(cr_, centre.x.in_pt(), centre.y.in_pt());
  cairo_rotate(cr_, M_PI / 2);
  draw_text(utf8, style, Point{}, HAlign::kCentre, VAlign::kMiddle);
  cairo_restore(cr_);
}

Length CairoCanvas::text_width(std::string_view utf8, const TextStyle& style) {
  // Measured with the fonts before any page too: a cover is planned (its lines wrapped) before
  // its page begins, and the 0.6 em estimate is 40 % short on CJK text.
  ensure_pango();
  PangoLayout* layout = layout_for(utf8, style);
  if (!layout) return Length();
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  g_object_unref(layout);
  return Length::pt(static_cast<double>(logical.width) / PANGO_SCALE);
}

// A user stylesheet that raises every stroke width below the minimum (in the icon's units at
// this box's scale): one rule per width the icon's attributes name, and the root's inherited
// default. !important: a user rule otherwise loses to the icon's presentation attributes.
std::string CairoCanvas::min_stroke_css(RsvgHandle* handle, const std::string& svg,
                                        const Rect& box) const {
  gboolean has_w = false, has_h = false, has_vb = false;
  RsvgLength w, h;
  RsvgRectangle vb;
  rsvg_handle_get_intrinsic_dimensions(handle, &has_w, &w, &has_h, &h, &has_vb, &vb);
  if (!has_vb || vb.width <= 0 || vb.height <= 0) return "";
  const double scale = std::min(box.width.in_pt() / vb.width, box.height.in_pt() / vb.height);
  if (scale <= 0) return "";
  const double min_units = min_icon_stroke_.in_pt() / scale;
  char value[32];
  std::snprintf(value, sizeof value, "%.4g", min_units);
  std::string css = std::string("svg:not([stroke-width]){stroke-width:") + value + "!important}";
  std::set<std::string> widths;
  const std::string key = "stroke-width=\"";
  for (size_t at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    const size_t from = at + key.size(), to = svg.find('"', from);
    if (to == std::string::npos) break;
    widths.insert(svg.substr(from, to - from));
  }
  for (const std::string& width : widths) {
    char* end = nullptr;
    const double v = std::strtod(width.c_str(), &end);
    if (end == width.c_str() || *end != '\0' || v >= min_units) continue;
    css += "[stroke-width=\"" + width + "\"]{stroke-width:" + value + "!important}";
  }
  return css;
}

void CairoCanvas::draw_icon(const IconPtr& icon, const Rect& box) {
  if (!ready()) return;
  if (!icon) return fail("null icon");
  auto it = icons_.find(icon.get());
  if (it == icons_.end()) {
    GError* err = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_data(
        reinterpret_cast<const guint8*>(icon->svg.data()), icon->svg.size(), &err);
    if (!handle) {
      fail("icon " + icon->name + ": " + (err ? err->message : "invalid SVG"));
      if (err) g_error_free(err);
      return;
    }
    it = icons_.emplace(icon.get(), std::make_pair(icon, handle)).first;
  }
  RsvgRectangle viewport{box.x.in_pt(), box.y.in_pt(), box.width.in_pt(), box.height.in_pt()};
  GError* err = nullptr;
  if (min_icon_stroke_ > Length()) {
    const std::string css = min_stroke_css(it->second.second, icon->svg, box);
    if (!rsvg_handle_set_stylesheet(it->second.second, reinterpret_cast<const guint8*>(css.data()),
                                    css.size(), &err)) {
      fail("icon " + icon->name + ": " + (err ? err->message : "stylesheet"));
      if (err) g_error_free(err);
      return;
    }
  }
  cairo_save(cr_);
  if (!rsvg_handle_render_document(it->second.second, cr_, &viewport, &err)) {
    fail("icon " + icon->name + ": " + (err ? err->message : "cannot render"));
    if (err) g_error_free(err);
  }
  cairo_restore(cr_);
}

void CairoCanvas::add_destination(std::string_view name, Point at) {
  if (!ready() || kind_ != Kind::kPdf) return;
  std::string attrs =
      "name=" + quoted(name) + " x=" + num(at.x.in_pt()) + " y=" + num(at.y.in_pt());
  cairo_tag_begin(cr_, CAIRO_TAG_DEST, attrs.c_str());
  cairo_tag_end(cr_, CAIRO_TAG_DEST);
}

void CairoCanvas::link_tag(const Rect& area, const std::string& target) {
  if (!ready() || kind_ != Kind::kPdf) return;
  std::string attrs = target + " rect=[" + num(area.x.in_pt()) + " " + num(area.y.in_pt()) + " " +
                      num(area.width.in_pt()) + " " + num(area.height.in_pt()) + "]";
  // The cairo 1.16 guard: a link outside any structure tag corrupts the xref table.
  cairo_tag_begin(cr_, "P", "");
  cairo_tag_begin(cr_, CAIRO_TAG_LINK, attrs.c_str());
  cairo_tag_end(cr_, CAIRO_TAG_LINK);
  cairo_tag_end(cr_, "P");
}

void CairoCanvas::add_link(const Rect& area, std::string_view destination) {
  link_tag(area, "dest=" + quoted(destination));
}

void CairoCanvas::add_uri_link(const Rect& area, std::string_view uri) {
  link_tag(area, "uri=" + quoted(uri));
}

void CairoCanvas::begin_link(std::string_view destination) {
  if (!ready() || kind_ != Kind::kPdf) return;
  if (in_link_) return fail("links do not nest");
  in_link_ = true;
  const std::string attrs = "dest=" + quoted(destination);
  cairo_tag_begin(cr_, "P", "");  // the cairo 1.16 guard, as in link_tag
  cairo_tag_begin(cr_, CAIRO_TAG_LINK, attrs.c_str());
}

void CairoCanvas::end_link() {
  if (!ready() || kind_ != Kind::kPdf) return;
  if (!in_link_) return fail("end_link without begin_link");
  in_link_ = false;
  cairo_tag_end(cr_, CAIRO_TAG_LINK);
  cairo_tag_end(cr_, "P");
}

void CairoCanvas::add_outline(std::string_view title, std::string_view destination, int level) {
  if (!surface_ || kind_ != Kind::kPdf) return;
  if (level < 0 || level > static_cast<int>(outline_parents_.size()))
    return fail("outline level " + std::to_string(level) + " skips a level");
  int parent = level == 0 ? CAIRO_PDF_OUTLINE_ROOT : outline_parents_[level - 1];
  std::string t(title);
  int id = cairo_pdf_surface_add_outline(surface_, parent, t.c_str(),
                                         ("dest=" + quoted(destination)).c_str(),
                                         static_cast<cairo_pdf_outline_flags_t>(0));
  outline_parents_.resize(level);
  outline_parents_.push_back(id);
}

core::Status CairoCanvas::finish() {
  if (finished_) return error_.empty() ? core::Status::ok() : core::Status::error(error_);
  if (in_page_) end_page();
  finished_ = true;
  if (pages_ == 0) fail("no page drawn");
  if (kind_ == Kind::kPdf && surface_) {
    int64_t when;
    if (info_.creation_time) {
      when = *info_.creation_time;
    } else if (const char* sde = std::getenv("SOURCE_DATE_EPOCH"); sde && *sde) {
      char* end = nullptr;
      long long v = std::strtoll(sde, &end, 10);
      if (*end != '\0' || v < 0) {
        fail(std::string("SOURCE_DATE_EPOCH='") + sde + "' is not a number of seconds");
        v = 0;
      }
      when = v;
    } else {
      when = static_cast<int64_t>(std::time(nullptr));
    }
    const std::string date = pdf_date(when);
    cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
    cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
    if (!info_.title.empty())
      cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_TITLE, info_.title.c_str());
    if (!info_.author.empty())
      cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_AUTHOR, info_.author.c_str());
    if (!info_.subject.empty())
      cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_SUBJECT, info_.subject.c_str());
    cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_CREATOR, info_.creator.c_str());
    cairo_destroy(cr_);
    cr_ = nullptr;
    cairo_surface_finish(surface_);
    if (cairo_surface_status(surface_) != CAIRO_STATUS_SUCCESS)
      fail(std::string("cairo: ") + cairo_status_to_string(cairo_surface_status(surface_)));
  }
  return error_.empty() ? core::Status::ok() : core::Status::error(error_);
}

}  // namespace sudokupress::render::cairo
