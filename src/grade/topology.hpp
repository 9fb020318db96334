// SPDX-License-Identifier: GPL-3.0-or-later
// Topology: what the strategies need to know about a geometry beyond its houses, derived once
// per geometry. Everything is expressed with house ids, so a composite (samurai, double, ...)
// works like a single grid: each sub-grid contributes its rows, columns and box layout.
#pragma once

#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "core/geometry.hpp"
#include "grade/technique/cell_mask.hpp"

namespace sudokupress::grade {

// The cell set of the technique library (technique/cell_mask.hpp), under its grader name.
using technique::CellMask;

struct GridLayout {
  int grid = 0;            // index of the placement
  std::vector<int> rows;   // house id of the grid's row r
  std::vector<int> cols;   // house id of the grid's column c
  int bands = 0;           // boxes down  (N / box_rows); 0 for a jigsaw (no boxes)
  int stacks = 0;          // boxes across (N / box_cols)
  std::vector<int> boxes;  // house id of box (band, stack) at band * stacks + stack
  // By cell (of the whole geometry): its row and its column in this grid, -1 outside it.
  std::vector<int> row_of, col_of;
};

class Topology {
 public:
  explicit Topology(const core::Geometry& g);

  const core::Geometry& geo() const { return *geo_; }
  int size() const { return n_; }
  int num_cells() const { return geo_->num_cells(); }

  // Houses in the book's driver order for subsets: row k, column k, box k, for k = 0, 1, ...
  // (jigsaw regions in the place of boxes), then the variants' other houses (diagonals,
  // windows, extra regions) in house order.
  const std::vector<int>& unit_order() const { return unit_order_; }
  // Lines in the box-line driver order: row k, column k.
  const std::vector<int>& line_order() const { return line_order_; }
  // Boxes (or jigsaw regions) in order, then the other non-line houses (the pointing driver).
  const std::vector<int>& box_order() const { return box_order_; }
  const std::vector<GridLayout>& grids() const { return grids_; }
  // Per cell, the last house of box_order() holding it (-1: none): the fins' box of a finned
  // fish (fish.cpp), derived once instead of once per call.
  const std::vector<int>& fin_box() const { return fin_box_; }
  // Whether every cell lies in exactly one house of box_order() (then fin_box() is that house).
  bool boxes_partition() const { return boxes_partition_; }
  // The lines (rows and columns) through the k-th house of box_order(), in the order of its
  // cells' houses (the empty rectangles' lines; derived once instead of once per call).
  std::span<const int> lines_through_box(size_t k) const {
    return {box_lines_.data() + box_lines_start_[k],
            size_t(box_lines_start_[k + 1] - box_lines_start_[k])};
  }

  // Lines are rows and columns (fish use only these); every other house (box, jigsaw region,
  // diagonal, window, extra region) counts as a "box" for intersections.
  bool is_line(int house) const {
    const core::HouseKind k = geo_->houses()[house].kind;
    return k == core::HouseKind::kRow || k == core::HouseKind::kColumn;
  }
  bool is_box(int house) const { return !is_line(house); }
  // (a bit matrix of houses by cells up to kSeesMatrixCells cells, else a walk over the
  // cell's houses: it was 6 % of the human profile's time on top1465 as the walk, perf)
  bool in_house(int house, int cell) const {
    if (!member_.empty()) {
      size_t i = static_cast<size_t>(house) * cells_ + cell;
      return member_[i >> 6] >> (i & 63) & 1;
    }
    return in_house_slow(house, cell);
  }
  // True when the two (distinct) cells share a house (a bit matrix up to kSeesMatrixCells
  // cells, else a walk over the houses).
  bool sees(int a, int b) const {
    if (!sees_.empty()) {
      size_t i = static_cast<size_t>(a) * cells_ + b;
      return sees_[i >> 6] >> (i & 63) & 1;
    }
    return sees_slow(a, b);
  }
  static constexpr int kSeesMatrixCells = 4096;
  // Per cell, its peers as a mask, and per house, its cells; empty above CellMask::kMaskCells
  // cells.
  const std::vector<CellMask>& peer_masks() const { return peer_masks_; }
  const std::vector<CellMask>& house_masks() const { return house_masks_; }
  // Whether house h lists its cells in increasing order (then a walk over its mask's bits
  // meets them in the house's order); false above CellMask::kMaskCells cells.
  bool house_sorted(int h) const { return !house_sorted_.empty() && house_sorted_[h]; }

 private:
  // The constructor's stages, in this order: the driver orders, the fins' boxes, (the grids'
  // layouts,) the lines through each box, the cell masks, the bit matrices.
  void order_houses(const core::Geometry& g);
  void derive_fin_boxes(const core::Geometry& g);
  void derive_box_lines(const core::Geometry& g);
  void derive_masks(const core::Geometry& g);
  void derive_matrices(const core::Geometry& g);
  bool sees_slow(int a, int b) const;
  bool in_house_slow(int house, int cell) const;

  const core::Geometry* geo_;
  int n_;
  size_t cells_ = 0;
  std::vector<uint64_t> sees_;
  std::vector<uint64_t> member_;  // house * cells_ + cell
  std::vector<CellMask> peer_masks_, house_masks_;
  std::vector<char> house_sorted_;
  std::vector<int> unit_order_, line_order_, box_order_, fin_box_;
  std::vector<int> box_lines_, box_lines_start_;
  bool boxes_partition_ = false;
  std::vector<GridLayout> grids_;
};

}  // namespace sudokupress::grade
