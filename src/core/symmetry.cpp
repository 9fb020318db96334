// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/symmetry.hpp"

#include <algorithm>
#include <array>
#include <numeric>

namespace sudokupress::core {
namespace {

// The 8 canvas maps of the square's group (identity first), by index.
enum Map { kId, kRot90, kRot180, kRot270, kFlipRows, kFlipCols, kDiag, kAnti };

core::Coord apply(Map m, core::Coord p, int rows, int cols) {
  int r = p.row, c = p.col;
  switch (m) {
    case kId:
      return {r, c};
    case kRot90:  // clockwise
      return {c, rows - 1 - r};
    case kRot180:
      return {rows - 1 - r, cols - 1 - c};
    case kRot270:
      return {cols - 1 - c, r};
    case kFlipRows:
      return {rows - 1 - r, c};
    case kFlipCols:
      return {r, cols - 1 - c};
    case kDiag:
      return {c, r};
    case kAnti:
      return {cols - 1 - c, rows - 1 - r};
  }
  return {r, c};
}

std::vector<Map> group(Symmetry s) {
  switch (s) {
    case Symmetry::kNone:
      return {kId};
    case Symmetry::kRot180:
      return {kId, kRot180};
    case Symmetry::kRot90:
      return {kId, kRot90, kRot180, kRot270};
    case Symmetry::kMirrorH:
      return {kId, kFlipRows};
    case Symmetry::kMirrorV:
      return {kId, kFlipCols};
    case Symmetry::kDiagonal:
      return {kId, kDiag};
    case Symmetry::kAntidiagonal:
      return {kId, kAnti};
    case Symmetry::kBothDiagonals:
      return {kId, kDiag, kAnti, kRot180};
    case Symmetry::kFourWay:
      return {kId, kFlipRows, kFlipCols, kRot180};
    case Symmetry::kEightWay:
      return {kId, kRot90, kRot180, kRot270, kFlipRows, kFlipCols, kDiag, kAnti};
  }
  return {kId};
}

bool needs_square(Map m) { return m == kRot90 || m == kRot270 || m == kDiag || m == kAnti; }

constexpr std::array<std::pair<Symmetry, std::string_view>, 10> kNames = {{
    {Symmetry::kNone, "none"},
    {Symmetry::kRot180, "rot180"},
    {Symmetry::kRot90, "rot90"},
    {Symmetry::kMirrorH, "mirror-h"},
    {Symmetry::kMirrorV, "mirror-v"},
    {Symmetry::kDiagonal, "diagonal"},
    {Symmetry::kAntidiagonal, "antidiagonal"},
    {Symmetry::kBothDiagonals, "both-diagonals"},
    {Symmetry::kFourWay, "4way"},
    {Symmetry::kEightWay, "8way"},
}};

}  // namespace

std::string_view symmetry_name(Symmetry s) {
  for (auto& [k, n] : kNames)
    if (k == s) return n;
  return "none";
}

core::StatusOr<Symmetry> parse_symmetry(std::string_view name) {
  for (auto& [k, n] : kNames)
    if (n == name) return k;
  std::string all;
  for (auto& [k, n] : kNames) all += (all.empty() ? "" : ", ") + std::string(n);
  return core::Status::error("unknown symmetry '" + std::string(name) + "' (one of " + all + ")");
}

std::vector<std::string> symmetry_names() {
  std::vector<std::string> out;
  for (auto& [k, n] : kNames) out.emplace_back(n);
  return out;
}

core::StatusOr<std::vector<std::vector<int>>> symmetry_orbits(const core::Geometry& g, Symmetry s) {
  const int rows = g.canvas_rows(), cols = g.canvas_cols();
  std::vector<Map> maps = group(s);
  for (Map m : maps)
    if (needs_square(m) && rows != cols)
      return core::Status::error("symmetry " + std::string(symmetry_name(s)) +
                                 " needs a square grid (this canvas is " + std::to_string(rows) +
                                 "x" + std::to_string(cols) + ")");
  const int n = g.num_cells();
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (int c = 0; c < n; ++c)
    for (Map m : maps) {
      core::Coord q = apply(m, g.coord(c), rows, cols);
      int d = g.cell_at(q.row, q.col);
      if (d < 0)
        return core::Status::error("symmetry " + std::string(symmetry_name(s)) + " maps " +
                                   g.cell_name(c) + " outside the " + g.name() + " grid");
      int a = find(c), b = find(d);
      if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
  std::vector<std::vector<int>> orbits;
  std::vector<int> index(n, -1);
  for (int c = 0; c < n; ++c) {
    int r = find(c);
    if (index[r] < 0) {
      index[r] = static_cast<int>(orbits.size());
      orbits.emplace_back();
    }
    orbits[index[r]].push_back(c);
  }
  return orbits;
}

core::StatusOr<std::vector<std::vector<int>>> symmetry_cell_maps(const core::Geometry& g,
                                                                 Symmetry s) {
  auto orbits = symmetry_orbits(g, s);  // refuses what does not map the cells onto cells
  if (!orbits) return orbits.status();
  std::vector<std::vector<int>> out;
  for (Map m : group(s)) {
    std::vector<int> to(g.num_cells());
    for (int c = 0; c < g.num_cells(); ++c) {
      core::Coord q = apply(m, g.coord(c), g.canvas_rows(), g.canvas_cols());
      to[c] = g.cell_at(q.row, q.col);
    }
    out.push_back(std::move(to));
  }
  return out;
}

bool has_symmetry(const core::Geometry& g, const std::vector<uint8_t>& cells, Symmetry s) {
  auto orbits = symmetry_orbits(g, s);
  if (!orbits) return false;
  for (const auto& o : *orbits) {
    bool any = false, all = true;
    for (int c : o) {
      any |= cells[c] != 0;
      all &= cells[c] != 0;
    }
    if (any != all) return false;
  }
  return true;
}

Symmetry strongest_symmetry(const core::Geometry& g, const std::vector<uint8_t>& cells) {
  for (Symmetry s : {Symmetry::kEightWay, Symmetry::kFourWay, Symmetry::kBothDiagonals,
                     Symmetry::kRot90, Symmetry::kRot180, Symmetry::kMirrorH, Symmetry::kMirrorV,
                     Symmetry::kDiagonal, Symmetry::kAntidiagonal})
    if (has_symmetry(g, cells, s)) return s;
  return Symmetry::kNone;
}

}  // namespace sudokupress::core
