// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the render tests: the project's data folder (templates/, fonts/) and puzzles of
// every geometry.
#pragma once

#include <string>

#include "core/format.hpp"
#include "core/geometry.hpp"
#include "core/puzzle.hpp"
#include "render/data_dir.hpp"
#include "render/font_manifest.hpp"
#include "render/template.hpp"
#include "test_support.hpp"

namespace sudokupress::testing {

inline render::DataDir data_dir() { return render::DataDir{SP_SOURCE_DIR}; }

inline render::FontManifest manifest() {
  auto m = render::load_font_manifest(data_dir().font_manifest());
  EXPECT_TRUE(m) << m.status().message();
  return m ? *m : render::FontManifest{};
}

inline render::Template load_template(const std::string& name) {
  auto t = render::load_template(name, data_dir().templates(), manifest());
  EXPECT_TRUE(t) << t.status().message();
  return t ? *t : render::Template{};
}

// TV-12 (spec §4.7 sample): 33 clues.
inline const std::string kTv12 =
    "503000609700000002048206170030607090000020000080503020057409260800000007406000308";
inline const std::string kTv12Solution =
    "523741689761958432948236175235617894679824513184593726357489261812365947496172358";

inline core::Puzzle puzzle_from_line(const std::string& line, const std::string& variant = "") {
  core::ReadOptions o;
  if (!variant.empty()) o.geometry = *core::geometry_by_name(variant);
  auto r = core::read_puzzles(line + "\n", "test", o);
  EXPECT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->items.size(), 1u);
  EXPECT_TRUE(r->items[0].puzzle) << r->items[0].error;
  return *r->items[0].puzzle;
}

// A puzzle of geometry `variant` with givens on a diagonal-ish pattern that never conflicts:
// every cell whose id % 7 == 0 gets the first value not used by a peer (greedy).
inline core::Puzzle sample_puzzle(const std::string& variant) {
  auto g = core::geometry_by_name(variant);
  EXPECT_TRUE(g) << variant;
  core::Puzzle p(*g);
  for (int id = 0; id < p.num_cells(); id += 7) {
    for (int v = 1; v <= p.size(); ++v) {
      bool used = false;
      for (int peer : p.geo().peers(id))
        if (p.cells[peer] == v) used = true;
      if (!used) {
        p.cells[id] = static_cast<uint8_t>(v);
        break;
      }
    }
  }
  return p;
}

}  // namespace sudokupress::testing
