// SPDX-License-Identifier: GPL-3.0-or-later
// Shared set-up for the Cairo tests: one font library per process, a probe template (no
// caption, 60 mm grid, 5 mm margin) and rendering a puzzle to bytes.
#pragma once

#include <memory>
#include <string>

#include "raster_support.hpp"
#include "render/cairo/font_library.hpp"
#include "render/cairo/render_puzzle.hpp"
#include "render/render_test_support.hpp"
#include "render/symbols/symbol_library.hpp"
#include "render/symbols/symbols.hpp"

namespace sudokupress::testing {

inline std::shared_ptr<render::cairo::FontLibrary> fonts() {
  static std::shared_ptr<render::cairo::FontLibrary> lib = [] {
    auto f = render::cairo::FontLibrary::create(manifest());
    EXPECT_TRUE(f) << f.status().message();
    return f ? *f : nullptr;
  }();
  return lib;
}

// `extra` goes into [grid]; `legend` is the [legend] table (none by default, so the grid is the
// only ink on the page; no answer label on solutions either).
inline render::Template probe_template(const std::string& extra = "",
                                       const std::string& legend = "show = \"never\"\n") {
  // 60 mm wide: a samurai's 2.8 mm cells are below the composite minimum, which the probe lowers
  // (it measures where ink lands, not whether it is readable).
  auto t = render::parse_template(
      "name = \"probe\"\n[page]\nmargin_mm = 5\n[grid]\nwidth_mm = 60\n"
      "min_cell_mm = 1\nmin_digit_pt = 4\n" +
          extra + "\n[caption]\nanswer = \"\"\n[legend]\n" + legend,
      "probe.toml", manifest());
  EXPECT_TRUE(t) << t.status().message();
  return *t;
}

struct Rendered {
  std::string bytes;
  render::Template templ;
};

inline std::string render_bytes(const render::Template& t, const core::Puzzle& p,
                                const std::string& symbols, render::cairo::OutputFormat f,
                                const core::Puzzle* solution = nullptr, double dpi = 150) {
  auto s = render::symbols::load_symbols(symbols, p.size(), data_dir().symbols());
  EXPECT_TRUE(s) << s.status().message();
  render::cairo::PuzzlePage page;
  page.templ = &t;
  page.symbols = &*s;
  page.content.puzzle = &p;
  page.content.solution = solution;
  page.info.title = "probe";
  page.caption.number = 1;  // shown only by templates with a {number} caption slot
  page.info.creation_time = 1700000000;
  page.dpi = dpi;
  auto bytes = render::cairo::render_puzzle(page, f, fonts());
  EXPECT_TRUE(bytes) << bytes.status().message();
  return bytes ? *bytes : std::string();
}

// Per-cell ink of a grid whose outer border box is `box`, inside each cell less `inset` (a
// fraction of the cell) on every side.
struct CellInk {
  std::vector<double> amount;  // by cell id
  std::vector<double> cx, cy;  // ink centre relative to the cell, in cell units (0.5 = middle)
  double cell_px = 0;
};

inline CellInk cell_ink(const Gray& img, const Box& box, const core::Geometry& g, double border_px,
                        double inset = 0.2) {
  CellInk r;
  r.cell_px = (box.width() - border_px) / g.canvas_cols();
  const double ox = box.x0 + border_px / 2, oy = box.y0 + border_px / 2;
  for (int id = 0; id < g.num_cells(); ++id) {
    auto c = g.coord(id);
    double x0 = ox + c.col * r.cell_px, y0 = oy + c.row * r.cell_px;
    Ink k = ink_in(img, x0 + inset * r.cell_px, y0 + inset * r.cell_px,
                   x0 + (1 - inset) * r.cell_px, y0 + (1 - inset) * r.cell_px);
    r.amount.push_back(k.amount);
    r.cx.push_back(k.amount > 0 ? (k.cx - x0) / r.cell_px : 0.5);
    r.cy.push_back(k.amount > 0 ? (k.cy - y0) / r.cell_px : 0.5);
  }
  return r;
}

}  // namespace sudokupress::testing
