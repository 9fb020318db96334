// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cairo/chart_output.hpp"

#include "core/limits.hpp"
#include "render/cairo/cairo_canvas.hpp"
#include "render/svg_canvas.hpp"

namespace sudokupress::render::cairo {

core::StatusOr<std::string> render_chart_sheet(const ChartSheetLayout& sheet,
                                               const ChartStyle& style, OutputFormat format,
                                               const std::shared_ptr<FontLibrary>& fonts,
                                               double dpi, const DocumentInfo& info) {
  auto draw = [&](Canvas& canvas) {
    canvas.set_info(info);
    draw_chart_sheet(canvas, sheet, style);
    return canvas.finish();
  };
  switch (format) {
    case OutputFormat::kPdf:
    case OutputFormat::kPng: {
      const double pixels =
          sheet.page.width.in_pt() / 72 * dpi * (sheet.page.height.in_pt() / 72 * dpi);
      if (format == OutputFormat::kPng &&
          pixels > static_cast<double>(core::limits::kMaxRasterPixels))
        return core::Status::error(core::StatusCode::kResource,
                                   "the chart's PNG would exceed the pixel limit");
      auto canvas =
          format == OutputFormat::kPdf ? CairoCanvas::pdf(fonts) : CairoCanvas::png(fonts, dpi);
      if (auto st = draw(*canvas); !st) return st;
      if (format == OutputFormat::kPdf) return canvas->pdf_bytes();
      return canvas->png_pages().front();
    }
    case OutputFormat::kSvg: {
      FontCheckCanvas check(fonts);
      if (auto st = draw(check); !st) return st;
      SvgCanvas svg;
      if (auto st = draw(svg); !st) return st;
      return svg.svg();
    }
    case OutputFormat::kHtml:
      break;
  }
  return core::Status::error(core::StatusCode::kUsage, "charts are written as .svg, .pdf or .png");
}

}  // namespace sudokupress::render::cairo
