// SPDX-License-Identifier: GPL-3.0-or-later
// Constraints beside houses: rules of a puzzle that are not "all different in a house". A
// puzzle's geometry says which cells and houses it has; its Constraints say what else holds.
// Killer Sudoku first: a cage is a set of connected cells whose digits are all different and
// (optionally) add up to its sum. Marks between or on cells (thermometers, arrows, Kropki dots,
// X/V, greater-than, even/odd) are the next members of this value; every reader (the exact
// engines, the grader, the generator, the drawing, the formats) takes them from here.
//
// The line format of a Killer puzzle (README "Formats"):
//
//   <givens><TAB>cages=<map>:<sums>
//
//   <givens>  the usual line: one symbol per cell, '.' empty (usually all '.').
//   <map>     one character per cell in reading order, naming the cell's cage: cages are
//             labelled in the order their first cell appears, with the characters of
//             kCageLabels ('A'-'Z', then 'a'-'z', then '0'-'9'); '.' = a cell in no cage.
//   <sums>    the cages' sums in label order, ',' between them; an empty item = a cage with no
//             sum (its digits are only all different).
//
// e.g. a 4x4: "................<TAB>cages=AABBCDDBCEFFGEGH:3,7,3,5,7,4,6,5"... (see README).
// A jigsaw killer has its regions field first: puzzle<TAB>regions<TAB>cages=...
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

struct Cage {
  std::vector<int> cells;  // cell ids, ascending
  int sum = 0;             // 0 = no sum given
  bool operator==(const Cage&) const = default;
};

struct Constraints {
  std::vector<Cage> cages;  // in the order of their first cell
  bool empty() const { return cages.empty(); }
  bool operator==(const Constraints&) const = default;
};
using ConstraintsPtr = std::shared_ptr<const Constraints>;

inline constexpr std::string_view kCageLabels =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
inline constexpr int kMaxLineCages = static_cast<int>(kCageLabels.size());

// The smallest and largest sum of k different digits from 1..n.
int min_cage_sum(int n, int k);
int max_cage_sum(int n, int k);
// Every set of k different digits from 1..n adding up to sum, as bit masks (bit v-1 = digit v),
// ascending; sum 0 = any k digits. n <= 32.
std::vector<uint32_t> cage_combinations(int n, int k, int sum);

// Checks the constraints against a geometry: every cell id valid, no cell in two cages, each
// cage 4-connected on the canvas, no larger than N, its sum reachable with distinct digits.
// Errors name the cage by its cells: "cage 30 at r1c1-r1c2: no two different digits of 1..9
// add up to 30".
Status check_constraints(const Geometry& g, const Constraints& c);

// The reader's name of a cage: "cage 17 at r1c1-r2c1" (1-based rows and columns, first and last
// cell; "cage at ..." without a sum).
std::string cage_name(const Geometry& g, const Cage& cage);
// 1-based "r1c1" (reader coordinates).
std::string reader_cell(const Geometry& g, int cell);

// The cage field of the line format ("cages=<map>:<sums>"); an error when there are more cages
// than kMaxLineCages.
StatusOr<std::string> cages_field(const Geometry& g, const Constraints& c);
// True when a TAB field is a cage field (starts with "cages=").
bool looks_like_cages(std::string_view field);
// Parses and checks a cage field for geometry g.
StatusOr<Constraints> parse_cages_field(std::string_view field, const Geometry& g);

// Which digits of a full or partial grid break a cage: "" when none, else the first problem:
// "digit 5 twice in cage 17 at r1c1-r2c1" or "cage 17 at r1c1-r2c1 adds up to 16" (the latter
// only for a complete cage).
std::string cage_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v);

// Killer variant names: "killer", "killer-x", "killer-6x6", "killer-jigsaw", ... = the word
// "killer" first, then an optional geometry name. Returns the geometry part ("9x9" for plain
// "killer"), or an empty string when `name` is not a killer name.
std::string killer_base_name(std::string_view name);

}  // namespace sudokupress::core
