// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate/multigrid.hpp"

#include <charconv>

#include "solve/exact.hpp"

namespace sudokupress::generate {
namespace {

// The box grid of one placement ("RxC" with R == C means an R x R grid, so name it by size).
core::GeometryPtr sub_geometry(const core::Placement& p) {
  auto g = core::geometry_by_name(p.box_rows == p.box_cols ? std::to_string(p.size())
                                                           : std::to_string(p.box_rows) + "x" +
                                                                 std::to_string(p.box_cols));
  return g ? *g : nullptr;
}

}  // namespace

PerGridChecker::PerGridChecker(const core::Geometry& g) : geo_(g) {
  grids_of_cell_.resize(g.num_cells());
  for (size_t k = 0; k < g.grids().size(); ++k) {
    const core::Placement& p = g.grids()[k];
    sub_geo_.push_back(sub_geometry(p));
    solvers_.push_back(solve::make_solver(*sub_geo_.back()));
    for (int c : g.grid_cells()[k]) grids_of_cell_[c].push_back(static_cast<int>(k));
  }
}

PerGridChecker::~PerGridChecker() = default;

bool PerGridChecker::grid_unique(const std::vector<uint8_t>& cells, int grid) {
  ++checks_;
  const auto& ids = geo_.grid_cells()[grid];
  core::Puzzle sub(sub_geo_[grid]);
  for (size_t i = 0; i < ids.size(); ++i) sub.cells[i] = cells[ids[i]];
  return solvers_[grid]->count(sub, 2).count == 1;
}

bool PerGridChecker::all_unique(const std::vector<uint8_t>& cells) {
  for (size_t k = 0; k < solvers_.size(); ++k)
    if (!grid_unique(cells, static_cast<int>(k))) return false;
  return true;
}

bool PerGridChecker::unique_around(const std::vector<uint8_t>& cells, int cell) {
  for (int k : grids_of_cell_[cell])
    if (!grid_unique(cells, k)) return false;
  return true;
}

core::Puzzle sub_puzzle(const core::Puzzle& p, int grid) {
  core::Puzzle out(sub_geometry(p.geo().grids()[grid]));
  const auto& ids = p.geo().grid_cells()[grid];
  for (size_t i = 0; i < ids.size(); ++i) out.cells[i] = p.cells[ids[i]];
  return out;
}

bool each_grid_unique(const core::Puzzle& p) {
  PerGridChecker checker(p.geo());
  return checker.all_unique(p.cells);
}

core::StatusOr<Mask> combine_grid_masks(const std::vector<Mask>& masks, const core::Geometry& g) {
  const auto& grids = g.grids();
  if (masks.size() != grids.size())
    return core::Status::error(g.name() + " has " + std::to_string(grids.size()) +
                               " grids: give one mask per grid (got " +
                               std::to_string(masks.size()) + ")");
  Mask out;
  out.name = "per-grid";
  out.rows = g.canvas_rows();
  out.cols = g.canvas_cols();
  out.keep.assign(static_cast<size_t>(out.rows) * out.cols, false);
  std::vector<int> owner(out.keep.size(), -1);
  for (size_t k = 0; k < grids.size(); ++k) {
    const Mask& m = masks[k];
    const core::Placement& p = grids[k];
    if (m.rows != p.size() || m.cols != p.size())
      return core::Status::error(m.name + ": mask of grid " + std::to_string(k + 1) + " is " +
                                 std::to_string(m.rows) + "x" + std::to_string(m.cols) +
                                 ", expected " + std::to_string(p.size()) + "x" +
                                 std::to_string(p.size()));
    for (int r = 0; r < m.rows; ++r)
      for (int c = 0; c < m.cols; ++c) {
        size_t at = static_cast<size_t>(p.row + r) * out.cols + (p.col + c);
        bool keep = m.kept(r, c);
        if (owner[at] >= 0 && out.keep[at] != keep) {
          int o = owner[at];
          return core::Status::error(
              "grids " + std::to_string(o + 1) + " and " + std::to_string(k + 1) + " disagree at " +
              g.cell_name(g.cell_at(p.row + r, p.col + c)) + " (shared cell): grid " +
              std::to_string(o + 1) + (out.keep[at] ? " keeps" : " clears") + " it, grid " +
              std::to_string(k + 1) + (keep ? " keeps" : " clears") + " it");
        }
        owner[at] = static_cast<int>(k);
        out.keep[at] = keep;
      }
  }
  return out;
}

std::string geometry_token(const core::Geometry& g) {
  // Variants by name; a jigsaw whose layout is not drawn from the seed carries its regions.
  if (g.is_jigsaw() && !g.random_layout()) return g.name() + "~" + core::regions_text(g.regions());
  if (g.is_variant()) return g.name();
  auto named = core::geometry_by_name(g.name());
  if (named) {
    const auto& a = (*named)->grids();
    const auto& b = g.grids();
    bool same = a.size() == b.size();
    for (size_t i = 0; same && i < a.size(); ++i)
      same = a[i].row == b[i].row && a[i].col == b[i].col && a[i].box_rows == b[i].box_rows &&
             a[i].box_cols == b[i].box_cols;
    if (same && g.name().find('_') == std::string::npos) return g.name();
  }
  std::string t = "@";
  for (size_t i = 0; i < g.grids().size(); ++i) {
    const core::Placement& p = g.grids()[i];
    if (i) t += "+";
    t += std::to_string(p.row) + "." + std::to_string(p.col);
    if (p.box_rows != 3 || p.box_cols != 3)
      t += "." + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols);
  }
  return t;
}

core::StatusOr<core::GeometryPtr> geometry_from_token(std::string_view token) {
  if (auto tilde = token.find('~'); tilde != std::string_view::npos) {
    auto base = core::geometry_by_name(token.substr(0, tilde));
    if (!base) return base.status();
    auto regions = core::parse_regions(token.substr(tilde + 1), (*base)->size());
    if (!regions) return regions.status().with_context("regions of '" + std::string(token) + "'");
    auto g = (*base)->with_regions(std::move(regions).value());
    if (!g) return g.status();
    return std::make_shared<const core::Geometry>(std::move(g).value());
  }
  if (token.empty() || token[0] != '@') return core::geometry_by_name(token);
  std::vector<core::Placement> grids;
  std::string_view rest = token.substr(1);
  auto bad = [&] {
    return core::Status::error("bad composite token '" + std::string(token) + "'");
  };
  while (!rest.empty()) {
    size_t plus = rest.find('+');
    std::string_view part = rest.substr(0, plus);
    rest = plus == std::string_view::npos ? std::string_view() : rest.substr(plus + 1);
    int v[4] = {0, 0, 3, 3};
    int n = 0;
    const char* p = part.data();
    const char* end = part.data() + part.size();
    while (p < end && n < 4) {
      auto r = std::from_chars(p, end, v[n]);
      if (r.ec != std::errc()) return bad();
      ++n;
      p = r.ptr;
      if (p < end) {
        char sep = *p++;
        if ((n < 2 && sep != '.') || (n == 2 && sep != '.') || (n == 3 && sep != 'x')) return bad();
      }
    }
    if (p != end || (n != 2 && n != 4)) return bad();
    grids.push_back({v[0], v[1], v[2], v[3]});
  }
  auto g = core::Geometry::composite("composite", std::move(grids));
  if (!g) return g.status();
  return std::make_shared<const core::Geometry>(std::move(g).value());
}

}  // namespace sudokupress::generate
