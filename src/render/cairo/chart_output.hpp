// SPDX-License-Identifier: GPL-3.0-or-later
// A chart sheet (render/chart.hpp) as PDF, PNG or SVG bytes, with the project's fonts (SVG:
// every text is checked against the font library first, as for puzzle pages).
#pragma once

#include <memory>
#include <string>

#include "core/status.hpp"
#include "render/cairo/font_library.hpp"
#include "render/cairo/render_puzzle.hpp"
#include "render/chart.hpp"

namespace sudokupress::render::cairo {

core::StatusOr<std::string> render_chart_sheet(const ChartSheetLayout& sheet,
                                               const ChartStyle& style, OutputFormat format,
                                               const std::shared_ptr<FontLibrary>& fonts,
                                               double dpi, const DocumentInfo& info);

}  // namespace sudokupress::render::cairo
