// Geometry as data: a puzzle's shape is a set of cells placed on a canvas plus a list of houses
// (all-different groups). A classic 9x9 is one 3x3-box grid; a samurai is five 9x9 grids placed
// at offsets on a 21x21 canvas, a shared cell being one cell. No solver needs to know more.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace sudokupress::core {

inline constexpr int kMaxSymbols = 100;  // spec §9.3: n = 3..10 gives up to 100x100

enum class HouseKind : uint8_t { kRow, kColumn, kBox };

std::string_view house_kind_name(HouseKind kind);  // "row", "column", "box"

struct House {
  HouseKind kind;
  int grid;   // index of the placement (sub-grid) it belongs to; the first one if shared
  int index;  // row, column or box number inside that sub-grid
  std::vector<int> cells;  // cell ids, in reading order
};

// A box grid of size N = box_rows * box_cols placed on the canvas with its top-left at (row, col).
struct Placement {
  int row = 0;
  int col = 0;
  int box_rows = 3;
  int box_cols = 3;
  int size() const { return box_rows * box_cols; }
};

struct Coord {
  int row;
  int col;
  bool operator==(const Coord&) const = default;
};

class Geometry {
 public:
  // A single N x N grid of box_rows x box_cols boxes (N = box_rows * box_cols, 4..100).
  static StatusOr<Geometry> box_grid(int box_rows, int box_cols);
  // The standard shape for N symbols: the most square boxes with box_rows <= box_cols
  // (4 -> 2x2, 6 -> 2x3, 8 -> 2x4, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4, ..., 100 -> 10x10).
  static StatusOr<Geometry> standard(int n);
  static const Geometry& classic();  // the 9x9 grid, built once
  // Box grids of equal size placed at offsets; cells that coincide are one cell.
  static StatusOr<Geometry> composite(std::string name, std::vector<Placement> grids);

  const std::string& name() const { return name_; }  // "9x9", "16x16", "samurai", ...
  int size() const { return size_; }                  // number of symbols N
  int num_cells() const { return static_cast<int>(coords_.size()); }
  int canvas_rows() const { return canvas_rows_; }
  int canvas_cols() const { return canvas_cols_; }
  bool is_composite() const { return grids_.size() > 1; }
  bool is_classic() const { return !is_composite() && size_ == 9 && grids_[0].box_rows == 3; }

  Coord coord(int cell) const { return coords_[cell]; }
  // Cell id at a canvas position, or -1 where there is no cell.
  int cell_at(int row, int col) const;
  const std::vector<House>& houses() const { return houses_; }
  const std::vector<int>& houses_of(int cell) const { return houses_of_cell_[cell]; }
  const std::vector<int>& peers(int cell) const { return peers_[cell]; }
  const std::vector<Placement>& grids() const { return grids_; }
  // For each sub-grid, its N*N cell ids in reading order.
  const std::vector<std::vector<int>>& grid_cells() const { return grid_cells_; }

  // "r4c7" with canvas coordinates, 0-based as in the book.
  std::string cell_name(int cell) const;
  // "row 4", "column 2", "box 3"; composites add " of grid 1".
  std::string house_name(int house) const;

 private:
  Geometry() = default;
  void finish();

  std::string name_;
  int size_ = 0;
  int canvas_rows_ = 0;
  int canvas_cols_ = 0;
  std::vector<Placement> grids_;
  std::vector<int> canvas_;  // canvas_rows_ * canvas_cols_, -1 = no cell
  std::vector<Coord> coords_;
  std::vector<House> houses_;
  std::vector<std::vector<int>> houses_of_cell_;
  std::vector<std::vector<int>> peers_;
  std::vector<std::vector<int>> grid_cells_;
};

using GeometryPtr = std::shared_ptr<const Geometry>;

// Composite descriptions: a small text format, one directive per line, '#' comments.
//
//   name samurai
//   grid 6 6        # a 9x9 (3x3 boxes) with its top-left at canvas row 6, column 6
//   grid 0 0
//   grid 12 12 3x3  # an explicit box shape (all grids must have the same size)
//
// `source` names the file in error messages ("file:line: problem").
StatusOr<Geometry> parse_composite(std::string_view text, std::string_view source);

// Built-in composites: the book's four configurations (spec §7.1) by name, and every
// description in the project's variants/ folder compiled in. Names: double, triple,
// quadruple, samurai, ... (see builtin_composite_names()).
std::vector<std::string> builtin_composite_names();
std::string_view builtin_composite_text(std::string_view name);  // empty if unknown

// Resolves a variant name: "9x9", "6x6", "16x16", "2x3" (box shape), "samurai", ...
StatusOr<GeometryPtr> geometry_by_name(std::string_view name);
// The geometry whose cell count is n, if exactly one known geometry has it (81, 256, 369, ...).
GeometryPtr geometry_for_cell_count(int n);

}  // namespace sudokupress::core
