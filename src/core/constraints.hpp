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
//
// Marks (Kropki dots, X/V, even/odd) have their own field, after the cages field if any:
//
//   <givens><TAB>marks=<item>,<item>,...
//
//   W<cell><cell>  white dot: the two orthogonally adjacent cells hold consecutive digits
//   B<cell><cell>  black dot: one of the two digits is twice the other
//   X<cell><cell>  X: the two digits add up to 10;   V<cell><cell>  V: they add up to 5
//   E<cell>        even digit;                        O<cell>        odd digit
//   all-kropki     every dot that holds is given: two neighbours without a dot are neither
//                  consecutive nor in ratio 2 (the "negative constraint")
//   all-xv         every X and V that holds is given: neighbours without one add up to
//                  neither 10 nor 5
//   cells in reader coordinates, "r1c1" = top-left.
// e.g. "....<TAB>marks=Wr1c1r1c2,Br2c3r3c3,Er4c4,all-kropki".
#pragma once

#include <compare>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "core/status.hpp"

namespace sudokupress::core {

struct Cage {
  std::vector<int> cells;  // cell ids, ascending
  int sum = 0;             // 0 = no sum given
  bool operator==(const Cage&) const = default;
};

// A mark between two orthogonally adjacent cells (dots, X/V) or on one cell (even/odd).
enum class MarkKind : uint8_t { kWhiteDot, kBlackDot, kX, kV, kEven, kOdd };

struct Mark {
  MarkKind kind = MarkKind::kWhiteDot;
  int a = 0;   // a cell id
  int b = -1;  // the other cell (b > a, orthogonally adjacent) of a pair mark; -1 on a cell mark
  auto operator<=>(const Mark&) const = default;
};

// The families of marks a generated puzzle uses (generate --variant kropki, xv, even-odd).
enum class MarkFamily : uint8_t { kKropki, kXv, kEvenOdd };

struct Constraints {
  std::vector<Cage> cages;  // in the order of their first cell
  std::vector<Mark> marks;  // sorted (kind, a, b), no two equal
  // The negative constraints: every Kropki dot (every X and V) that holds is given.
  bool all_kropki = false;
  bool all_xv = false;
  bool empty() const { return cages.empty() && marks.empty() && !all_kropki && !all_xv; }
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
// cage 4-connected on the canvas, no larger than N, its sum reachable with distinct digits; marks
// sorted and distinct, pair marks on orthogonal neighbours (b > a), cell marks with b = -1, no
// cell both even and odd.
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

// True when digits x and y (1-based) may stand on a pair mark's two cells (for cell marks: x may
// stand on the cell; y ignored).
bool mark_allows(MarkKind kind, int x, int y);
bool is_pair_mark(MarkKind kind);
bool is_kropki(MarkKind kind);  // white or black dot
bool is_xv(MarkKind kind);
MarkFamily family_of(MarkKind kind);
// "white dot", "black dot", "X", "V", "even cell", "odd cell".
std::string_view mark_label(MarkKind kind);
// The reader's name of a mark: "white dot at r1c1-r1c2", "even cell r4c4".
std::string mark_name(const Geometry& g, const Mark& m);
// True when two digits on orthogonal neighbours with no mark of the family between them break
// the negative constraint of that family (Kropki: consecutive or in ratio 2; XV: sum 10 or 5).
bool negative_forbids(MarkFamily family, int x, int y);
// Each orthogonally adjacent pair of cells (a < b) once, in reading order of a, then b.
std::vector<std::pair<int, int>> neighbour_pairs(const Geometry& g);

// The marks field of the line format ("marks=...", see above); parse checks it for geometry g
// and returns the marks (and negative flags) in a Constraints value without cages.
std::string marks_field(const Geometry& g, const Constraints& c);
bool looks_like_marks(std::string_view field);
StatusOr<Constraints> parse_marks_field(std::string_view field, const Geometry& g);

// Which digits of a full or partial grid break a mark or a negative constraint: "" when none,
// else the first problem, "white dot at r1c1-r1c2: 3 and 5".
std::string mark_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v);
// cage_problem, then mark_problem.
std::string rules_problem(const Geometry& g, const Constraints& c, const std::vector<uint8_t>& v);

// Mark variant names: "kropki", "xv", "even-odd", then an optional geometry name ("kropki-6x6",
// "xv-x"). Returns the geometry part ("9x9" for the bare word) and sets *family, or "" when
// `name` is not a mark variant name.
std::string marks_base_name(std::string_view name, MarkFamily* family = nullptr);
// "kropki", "xv", "even-odd".
std::string_view family_name(MarkFamily family);

// The rules of the constraints for people, each sentence with a leading space (" The digits in
// each dashed cage add up to its small number and do not repeat within the cage."); "" for none.
std::string constraint_rules_text(const Constraints& c);

// Killer variant names: "killer", "killer-x", "killer-6x6", "killer-jigsaw", ... = the word
// "killer" first, then an optional geometry name. Returns the geometry part ("9x9" for plain
// "killer"), or an empty string when `name` is not a killer name.
std::string killer_base_name(std::string_view name);

// The words the constraints add to a variant's name, in the order of the generator's IDs:
// "killer" for cages, then each mark family present ("kropki", "xv", "even-odd"), joined by '+'
// ("killer", "kropki", "killer+even-odd"); "" for none.
std::string constraints_word(const Constraints& c);

}  // namespace sudokupress::core
