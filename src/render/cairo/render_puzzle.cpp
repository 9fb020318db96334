// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/render_puzzle.hpp"

#include <algorithm>
#include <cctype>

#include "core/limits.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/html/html_page.hpp"
#include "render/svg_canvas.hpp"

namespace sudokupress::render::cairo {

core::StatusOr<OutputFormat> output_format_for(std::string_view path) {
  size_t dot = path.rfind('.');
  size_t slash = path.rfind('/');
  std::string ext;
  if (dot != std::string_view::npos && (slash == std::string_view::npos || dot > slash))
    ext = std::string(path.substr(dot + 1));
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ext == "pdf") return OutputFormat::kPdf;
  if (ext == "svg") return OutputFormat::kSvg;
  if (ext == "png") return OutputFormat::kPng;
  if (ext == "html" || ext == "htm") return OutputFormat::kHtml;
  return core::Status::error(std::string(path) +
                             ": unknown output type (use .svg, .pdf, .png or .html)");
}

std::string_view extension_of(OutputFormat f) {
  switch (f) {
    case OutputFormat::kPdf:
      return "pdf";
    case OutputFormat::kSvg:
      return "svg";
    case OutputFormat::kPng:
      return "png";
    case OutputFormat::kHtml:
      return "html";
  }
  return "";
}

core::StatusOr<std::string> render_puzzle(const PuzzlePage& page, OutputFormat format,
                                          const std::shared_ptr<FontLibrary>& fonts) {
  if (!page.templ || !page.symbols || !page.content.puzzle)
    return core::Status::error("render_puzzle: template, symbols and puzzle are required");
  const Template& t = *page.templ;
  auto layout =
      grid::layout_page(t, page.content.puzzle->geo(),
                        grid::page_content(t, *page.symbols, page.content.solution != nullptr));
  if (!layout) return layout.status();
  if (format == OutputFormat::kPng) {
    const double w = layout->page.width.in_pt() / 72 * page.dpi;
    const double h = layout->page.height.in_pt() / 72 * page.dpi;
    if (!(page.dpi > 0 && page.dpi <= core::limits::kMaxDpi) ||
        w * h > static_cast<double>(core::limits::kMaxRasterPixels))
      return core::Status::error(
          core::StatusCode::kResource,
          "a PNG of " + std::to_string(static_cast<long>(w)) + "x" +
              std::to_string(static_cast<long>(h)) + " pixels at " +
              std::to_string(static_cast<int>(page.dpi)) + " dpi is over the limit (" +
              std::to_string(core::limits::kMaxRasterPixels / 1000000) + " megapixels, at most " +
              std::to_string(static_cast<int>(core::limits::kMaxDpi)) + " dpi)");
  }
  auto draw = [&](Canvas& canvas) {
    canvas.set_info(page.info);
    draw_puzzle_page(canvas, *layout, t, *page.symbols, page.content, page.caption);
    return canvas.finish();
  };
  switch (format) {
    case OutputFormat::kPdf:
    case OutputFormat::kPng: {
      auto canvas = format == OutputFormat::kPdf ? CairoCanvas::pdf(fonts)
                                                 : CairoCanvas::png(fonts, page.dpi);
      if (auto st = draw(*canvas); !st) return st;
      if (format == OutputFormat::kPdf) return canvas->pdf_bytes();
      return canvas->png_pages().front();
    }
    case OutputFormat::kSvg:
    case OutputFormat::kHtml: {
      FontCheckCanvas check(fonts);
      if (auto st = draw(check); !st) return st;
      if (format == OutputFormat::kHtml)
        return html::html_page(t, *page.symbols, page.content, page.caption, page.info.title,
                               page.play_solution);
      SvgCanvas svg;
      if (auto st = draw(svg); !st) return st;
      return svg.svg();
    }
  }
  return core::Status::error("unknown output format");
}

}  // namespace sudokupress::render::cairo
