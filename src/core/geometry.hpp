// SPDX-License-Identifier: GPL-3.0-or-later
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

// What a house is, so the grader and the drawing know: rows and columns (the only lines: fish
// use them), boxes, jigsaw regions (irregular regions instead of boxes), the two main diagonals
// (X), hyper windows (Windoku), the other extra regions (centre-dot, asterisk, girandola) and
// disjoint groups (the cells at one place of every box). Houses are ordered by kind in this
// order.
enum class HouseKind : uint8_t { kRow, kColumn, kBox, kRegion, kDiagonal, kWindow, kExtra, kGroup };

// "row", "column", "box", "region", "diagonal", "window", "extra region", "group"
std::string_view house_kind_name(HouseKind kind);

// Extra houses of a single grid (bit flags; a variant is a box grid or a jigsaw plus these).
enum ExtraHouses : unsigned {
  kExtraDiagonals = 1u << 0,  // X: both main diagonals (any size)
  kExtraWindows = 1u << 1,    // Windoku / hyper: b x b windows one cell in from each box
                              // corner, (b-1)^2 of them, for square boxes b x b (9x9: four)
  kExtraCentreDot = 1u << 2,  // the centre cells of every box (boxes with odd sides)
  kExtraAsterisk = 1u << 3,   // 9x9 only: r1c4 r2c2 r2c6 r4c1 r4c4 r4c7 r6c2 r6c6 r7c4
  kExtraGirandola = 1u << 4,  // 9x9 only: the corners, the centre, r1c4 r4c1 r4c7 r7c4
  kExtraDisjoint = 1u << 5,   // disjoint groups: the cells at one place of every box, N of
                              // them (index = row in the box * box columns + column in it)
};
// Extra regions of kind kExtra carry these indices (House::index).
inline constexpr int kCentreDotIndex = 0, kAsteriskIndex = 1, kGirandolaIndex = 2;

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
  // A single box grid with extra houses (ExtraHouses flags); errors where one is not defined.
  static StatusOr<Geometry> with_extras(int box_rows, int box_cols, unsigned extras);
  // A jigsaw of n x n cells (4..16): `regions` gives each cell's region 0..n-1 (n connected
  // cells each, checked), plus extra houses (only diagonals combine with a jigsaw).
  // `random_layout` marks a layout the generator replaces by one drawn from each puzzle's seed.
  static StatusOr<Geometry> jigsaw(int n, std::vector<int> regions, unsigned extras,
                                   bool random_layout);
  // The same variant (extras) with the given jigsaw regions (a single grid only).
  StatusOr<Geometry> with_regions(std::vector<int> regions, bool random_layout = false) const;

  const std::string& name() const { return name_; }  // "9x9", "16x16", "samurai", ...
  int size() const { return size_; }                 // number of symbols N
  int num_cells() const { return static_cast<int>(coords_.size()); }
  int canvas_rows() const { return canvas_rows_; }
  int canvas_cols() const { return canvas_cols_; }
  bool is_composite() const { return grids_.size() > 1; }
  bool is_classic() const {
    return !is_composite() && !is_variant() && size_ == 9 && grids_[0].box_rows == 3;
  }
  // Variants of a single grid: extra houses or jigsaw regions.
  bool is_variant() const { return extras_ != 0 || is_jigsaw(); }
  unsigned extras() const { return extras_; }
  bool is_jigsaw() const { return !regions_.empty(); }
  // Jigsaw: the region (0..N-1) of every cell; empty for box grids.
  const std::vector<int>& regions() const { return regions_; }
  // Jigsaw whose layout the generator draws from each puzzle's seed (named "jigsaw", ...).
  bool random_layout() const { return random_layout_; }

  Coord coord(int cell) const { return coords_[cell]; }
  // Cell id at a canvas position, or -1 where there is no cell.
  int cell_at(int row, int col) const;
  const std::vector<House>& houses() const { return houses_; }
  const std::vector<int>& houses_of(int cell) const { return houses_of_cell_[cell]; }
  const std::vector<int>& peers(int cell) const { return peers_[cell]; }
  const std::vector<Placement>& grids() const { return grids_; }
  // For each sub-grid, its N*N cell ids in reading order.
  const std::vector<std::vector<int>>& grid_cells() const { return grid_cells_; }

  // The reader's name of a cell: "r4c7", canvas row and column counted from 1 (r1c1 is the
  // top-left cell; in a composite the canvas's, so a name never needs its grid: samurai r1c1 to
  // r21c21), as HoDoKu, SudokuWiki and SE count. Every text a person reads uses it (steps,
  // errors); machine fields keep 0-based cell ids.
  std::string cell_name(int cell) const;
  // "row 4", "column 2", "box 3", "region 9", "window 1", counted from 1; composites add
  // " of grid 1" (grids from 1, in the composite's order) and number rows and columns by the
  // canvas as cell_name does ("row 9 of grid 1" of a samurai holds r9c12), boxes inside
  // their sub-grid ("box 5 of grid 1").
  std::string house_name(int house) const;

 private:
  Geometry() = default;
  void finish();

  std::string name_;
  int size_ = 0;
  unsigned extras_ = 0;
  std::vector<int> regions_;
  bool random_layout_ = false;
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

// The canonical name of a single-grid variant: its features joined by '-' in the order x,
// windoku, centre-dot, asterisk, girandola, disjoint, jigsaw, then the size unless it is the
// standard 9x9 ("x", "windoku", "jigsaw", "x-jigsaw", "jigsaw-7x7", "x-16x16", "x-2x3" for a
// non-standard box shape).
std::string variant_name(int n, int box_rows, int box_cols, unsigned extras, bool jigsaw);

// Jigsaw layouts (regions.cpp). Region characters: '1'..'9' for regions 0..8, then 'A'..'Z'.
char region_char(int region);
// n*n characters (whitespace ignored) -> regions; checked (sizes, ids, connectivity).
StatusOr<std::vector<int>> parse_regions(std::string_view text, int n);
std::string regions_text(const std::vector<int>& regions);
// n regions of n cells, each 4-connected; errors name the first bad region.
Status check_regions(int n, const std::vector<int>& regions);
// True when region `r` is a plain rectangle (a box, a row or a column).
bool region_is_rectangle(int n, const std::vector<int>& regions, int r);
// A random layout from `seed` (deterministic: own splitmix64 stream): start from the boxes (or
// the rows when n has no box shape), then many random exchanges of two border cells between
// two neighbouring regions, each kept only when both regions stay connected; repeated until
// no region is a rectangle. Every result passes check_regions.
std::vector<int> random_regions(int n, uint64_t seed);

// The rules of a geometry in one English sentence or two, for exchange formats that carry a
// rules text (f-puzzles' "ruleset"): "Place the digits 1 to 9 once each in every row, column
// and 3x3 box, and on each of the two main diagonals."
std::string rules_text(const Geometry& g);

// Resolves a variant name: "9x9", "6x6", "16x16", "2x3" (box shape), "samurai", ... and the
// single-grid variants: features x, windoku (or hyper), centre-dot, asterisk, girandola,
// jigsaw joined by '-', optionally followed by a size N, NxN or RxC ("x", "x-jigsaw",
// "jigsaw-7", "windoku-16x16", "x-6x6").
StatusOr<GeometryPtr> geometry_by_name(std::string_view name);
// The geometry whose cell count is n, if exactly one known geometry has it (81, 256, 369, ...).
GeometryPtr geometry_for_cell_count(int n);

}  // namespace sudokupress::core
