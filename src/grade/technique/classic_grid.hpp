// SPDX-License-Identifier: GPL-3.0-or-later
// The classic 9x9's houses and peers as constant tables, one set for both graders: houses in
// the classic order (rows 0-8, columns 9-17, boxes 18-26, each house's cells in reading order:
// core::Geometry's houses of the classic 9x9, and so Topology's, which tests/grade/technique
// holds equal), each cell's row, column and box, its 20 peers in cell order and as a cell mask.
// The SE rater reads them through its region order (blocks, rows, columns: se_region_house, a
// permutation of the houses) in se/se_grid.hpp's Tables; the human grader's Topology takes its
// peer and house masks from them on the classic 9x9 (other geometries derive theirs once each).
//
//   technique::kClassic.house_cells[technique::kClassicBoxes + 4]  // the centre box's cells
//   technique::kClassic.peer_masks[c] & places                    // c's peers holding a digit
#pragma once

#include <array>
#include <cstdint>

#include "grade/technique/cell_mask.hpp"

namespace sudokupress::grade::technique {

inline constexpr int kClassicCells = 81;
inline constexpr int kClassicHouses = 27;
inline constexpr int kClassicColumns = 9;  // the first column's house
inline constexpr int kClassicBoxes = 18;   // the first box's house

constexpr int classic_row(int cell) { return cell / 9; }
constexpr int classic_column(int cell) { return cell % 9; }
constexpr int classic_box(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
// Distinct cells sharing a row, a column or a box.
constexpr bool classic_sees(int a, int b) {
  return a != b && (classic_row(a) == classic_row(b) || classic_column(a) == classic_column(b) ||
                    classic_box(a) == classic_box(b));
}
// SE's region r (blocks 0-8, rows 9-17, columns 18-26) as a classic house.
constexpr int se_region_house(int r) { return r < 9 ? kClassicBoxes + r : r - 9; }

struct ClassicGrid {
  std::array<std::array<int8_t, 9>, kClassicHouses> house_cells{};  // in reading order
  std::array<std::array<int8_t, 3>, kClassicCells> houses_of{};     // row, column, box
  std::array<std::array<int8_t, 20>, kClassicCells> peers{};        // in cell order
  std::array<CellMask, kClassicCells> peer_masks{};
  std::array<CellMask, kClassicHouses> house_masks{};

  constexpr ClassicGrid() {
    for (int k = 0; k < 9; ++k)
      for (int j = 0; j < 9; ++j) {
        house_cells[k][j] = static_cast<int8_t>(k * 9 + j);
        house_cells[kClassicColumns + k][j] = static_cast<int8_t>(j * 9 + k);
        house_cells[kClassicBoxes + k][j] =
            static_cast<int8_t>((k / 3) * 27 + (k % 3) * 3 + (j / 3) * 9 + j % 3);
      }
    for (int h = 0; h < kClassicHouses; ++h)
      for (int c : house_cells[h]) house_masks[h].set(c);
    for (int c = 0; c < kClassicCells; ++c) {
      houses_of[c] = {static_cast<int8_t>(classic_row(c)),
                      static_cast<int8_t>(kClassicColumns + classic_column(c)),
                      static_cast<int8_t>(kClassicBoxes + classic_box(c))};
      int n = 0;
      for (int p = 0; p < kClassicCells; ++p)
        if (classic_sees(c, p)) {
          peers[c][n++] = static_cast<int8_t>(p);
          peer_masks[c].set(p);
        }
    }
  }
};
inline constexpr ClassicGrid kClassic{};

}  // namespace sudokupress::grade::technique
