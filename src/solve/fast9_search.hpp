// SPDX-License-Identifier: GPL-3.0-or-later
// The classic 9x9 fast path: per-digit band bitboards with box-line propagation by table
// lookup in both directions, naked and hidden singles by bit-parallel counting, minirow and
// minicolumn triads, and a depth-first search that branches on where one digit goes in one
// band or stack (one child per permutation left).
//
// Representation. The grid is cut into three bands of three rows. For every band b and digit d
// one 32-bit word holds the 27 cells of that band where d is still a candidate:
//
//   cand[9*b + d]   bit = 9*r + c    (r = row inside the band 0..2, c = column 0..8)
//
//        col: 0 1 2   3 4 5   6 7 8
//   row 0:    0 1 2 | 3 4 5 | 6 7 8       box 0 = bits {0,1,2, 9,10,11, 18,19,20}
//   row 1:    9 ...               17      box 1 = bits {3,4,5, 12,13,14, 21,22,23}
//   row 2:   18 ...               26      box 2 = bits {6,7,8, 15,16,17, 24,25,26}
//   bits 27..31 are always 0.
//
//   cand[]: | band 0: d1 d2 .. d9 | band 1: d1 .. d9 | band 2: d1 .. d9 |   (27 words)
//   The nine words of a band are contiguous, so clearing a placed cell from every digit is
//   two 4-lane vector ops and one scalar op (clear_cells).
//
//   unsolved[b]        the same 27-bit layout: cells of band b with no digit placed yet.
//   rows_left[9*b+d]   3 bits: rows of band b where d has not been placed yet.
//   columns_left[d]    9 bits: columns where d has not been placed yet.
//   dirty/touched/stacked/lined  one bit per word of cand[]: changed since the band rule,
//                      the single checks, the stack rule, the triad rules last looked at it.
//
// The band rule. Inside one band a digit occupies exactly one cell per row and one per box, so
// its three placements are a permutation (row r -> box p[r]). Folding each 9-bit row to the 3
// boxes where it still has candidates gives a 9-bit row x box occupancy matrix; the cells that
// belong to at least one permutation contained in it are a fixed function of that matrix
// (kTables.allowed[occupancy]). One AND applies every pointing/claiming along rows and every
// hidden single in a box of the band; an empty result means no permutation is left (a
// contradiction). A row of the band left with one cell is a hidden single (row_info table).
// The stack rule is the same on its side: in three columns of a stack a digit takes one column
// per band and one band per column. Naked singles are bit-sliced counts over a band's nine
// words; hidden singles in columns are bit-sliced counts over a digit's nine rows.
//
// Triads (the idea of tdoku's published design, t-dillon/tdoku docs/sudoku.md, written here
// for this representation). A minirow (three cells of a row in a box) holds exactly three
// digits. Counting, per band, the digits that still touch each minirow (and those forced into
// it: alone in their row) gives naked triads (three candidates: they leave the rest of the row
// and box), hidden triads (three forced: the others leave the minirow) and two contradictions
// (fewer than three candidates, more than three forced). The same on minicolumns. They run
// once the search has met kTriadFailures contradictions.
//
// Branching (also after tdoku's design): the band or stack whose digits have the fewest
// permutations left in total (among those not fixed), and in it the first digit with the
// fewest (two or more); one child keeps each permutation, so the children partition the
// solutions. The cell rule (choose) is kept as a fallback that in practice never runs.
//
// Measurements that shaped it (release build, one thread). Guesses per puzzle are exact (first
// 3,000 of forum_hardest_1905_se11plus / all of magictour_top1465 / first 3,000 17clue);
// instructions per puzzle are callgrind counts (first 300 SE11 / first 2,000 17clue), because
// the shared 2-core machine was too loaded for stable timings:
//  - Hidden singles in columns: 17clue guesses 23.0 -> 3.95 per puzzle.
//  - Stack rule: 17clue guesses 3.95 -> 1.82, SE11 304 -> 279.
//  - Branching cell (SE11 / magictour guesses): first bivalue cell 279 / 37.6; a row with a
//    digit in two places first 302 / 39.3 (rejected); last bivalue cell 272 / 33.0; bivalue
//    cell in the band with the most bivalue cells 236 / 29.7; the most bivalue peers in its
//    band 219 / 26.3; the most unsolved peers plus bivalue peers (kept) 169 / 20.0.
//  - Instructions per puzzle (17clue / SE11): 52.5k / 1,055k at the first complete version;
//    naked singles skip the 9-word cell clear 41.8k / 910k; hidden row singles of one word
//    placed as a batch 35.0k / 787k; two popcounts per scored cell instead of six
//    34.6k / 738k; columns_left 30.5k / 663k; band-major words with the vector clear
//    26.5k / 587k (band-major alone was 3 % worse); lone_cell table 24.4k / 558k.
//  - Rejected: clearing placed cells from the other digits lazily, once per band pass
//    (a "swept" mask): 17clue +5 %, SE11 -4 % instructions, not worth one more invariant.
//  - std::popcount compiles to a libgcc call without -mpopcnt; core/bits.hpp is inline.
//
// Issue 14, part 2 (2026-11-25): at least as fast as tdoku on every 9x9 set. Guesses count
// children tried (tdoku counts binary branch points, so its 63.9 on SE11 is about 128
// children); "SE11" = the first 10,000 of forum_hardest_1905_se11plus; instructions are
// callgrind counts per puzzle minus the harness (SE11 first 300 / top1465 / serg / 17clue first
// 2,000). Guesses SE11 / top1465 / serg, from the old engine's 172.7 / 20.0 / 7.47:
//  - Triads alone (bivalue-cell branching): 170.3 / 17.1 / 7.45 and SE11 22 % slower.
//  - Split branching alone: 164.7 / 27.6 / 9.00. Only digits with two permutations (else the
//    cell rule): 189.8 / 31.0; with up to three 173.7 / 28.6. Bands only 155.0 on SE11, stacks
//    only 131.6 / 21.1 (with triads). The unit with the fewest unsolved cells: 159.3.
//  - Triads + split: 127.0 / 17.7 / 8.35. Minirows only 144.5 / 21.7, minicolumns only
//    142.8 / 22.3, naked triads only 145.8 / 22.8: each part pays.
//  - But the triads cost about a third of a node (serg 8.35 guesses yet 25 % slower than the
//    old engine), so they are gated: always 127.0 / 17.7 / 8.35 at 564k / 102k / 53.6k
//    instructions; at the root and after 4 contradictions 129.5 / 19.4 / 8.97 at
//    559k / 97.6k / 39.4k; after 16: 134.3 / 21.5 / 8.97. Triads and split only after the
//    first contradiction (cell rule before it): SE11 143.6. After the changes below, dropping
//    the root pass (kept: after 4 contradictions only) 129.5 / 19.9 / 8.99 moved SE11 / top1465
//    / serg / 17clue from 498k / 86.1k / 33.9k / 23.7k to 496k / 85.0k / 31.4k / 21.7k.
//  - Instructions per puzzle: the split's occupancies by arithmetic instead of table loads,
//    SE11 610k -> 582k; the unit choice from one summed 64-bit tally per digit instead of a
//    compare per digit 582k -> 559k (a branch-free min had fewer instructions but was
//    slower); one row_info table for box fold and lone cell 559k -> 542k; hidden column
//    singles counted across bands first 542k -> 530k; the stack rule's occupancies of all
//    digits at once 530k -> 528k; visiting only the changed digits (set bits) in the column
//    singles and the stack rule 528k -> 509k; movmskps in clear_cells 509k -> 498k; all
//    givens set up at once instead of a placement each (serg 51.9k -> 50.4k, before the rest).
//  - Rejected: one occupancy pass shared by the triads and the split (no per-band skip):
//    SE11 +5 %; skipping solved units in the split's tally: no change; the child keeping
//    fewer candidate cells first (serg 8.10 guesses, SE11 129.1, top1465 19.7) was 2 % faster
//    on serg but the descending kPerms order (kept, serg 8.89) 5 %, the counting costs; skipping
//    the band rule after a placement when the cleared cell leaves its minirow non-empty and its row
//    with two or more cells (same guesses): +0.4 %; splitting the triad loop so the per-digit part
//    vectorizes: +1 %.
//  - Building this file for x86-64-v3 (AVX2, POPCNT, BMI) gained 3-5 % in time (one noisy
//    comparison); the project builds for the portable x86-64 baseline (see core/bits.hpp), so
//    since issue 32 the search is compiled for both and picked at run time (fast9_solver.cpp).
//  - Also rejected: the naked-single band count as a 4-lane reduction (-1.8 % instructions, no
//    gain in time); recomputing the lone cells unconditionally instead of when the band rule
//    shrank the word (branch-free, +5 % instructions, slower).
//  - Result, one sitting (release preset; tdoku at af42618 built -O3 -march=native, its
//    default, AVX-512 here, called with limit 2 from a local harness; whole files in order,
//    mean CPU time per pass over 5 / 20 / 2 / 20 passes, median of 3 rounds), puzzles/s
//    ours vs tdoku: 17clue 550k vs 314k, top1465 130k vs 112k, SE11 (all 48,766) 23.9k vs
//    20.2k, serg 510k vs 479k; guesses 1.38 / 19.97 / 125.5 / 8.89 vs tdoku's branch points
//    0.57 / 8.94 / 61.7 / 7.04. tdoku's fastest single pass on top1465 (134k) matched ours
//    (133k): that set is the closest. tdoku built -msse4.2: 266k / 95k / 16.9k / 404k.
//
// How it is built (issue 32): this file is the search itself, compiled once per kernel of
// fast9_kernels.hpp: fast9_baseline.cpp for the portable x86-64 baseline (and any other
// CPU) and fast9_x86_64_v3.cpp with AVX2, BMI1/2 and POPCNT (an AVX-512 kernel was measured
// and removed: fast9_solver.cpp); the engine picks one at run time (fast9_solver.cpp). An
// including file defines SP_FAST9_NAMESPACE (the kernel's namespace), SP_FAST9_POPCNT and
// SP_FAST9_AVX2 (0 or 1) and, past the baseline, opens the target region after including every
// header this one includes: a standard or core inline function defined inside the region would be
// compiled for the newer CPU under its one (ODR) name, and the linker could then hand that copy to
// the baseline code. Everything here has internal linkage or lives in the kernel's namespace.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/bits.hpp"
#include "core/check.hpp"
#include "solve/engine.hpp"

#if !defined(SP_FAST9_NAMESPACE) || !defined(SP_FAST9_POPCNT) || !defined(SP_FAST9_AVX2)
#error "include solve/fast9_search.hpp from a fast9 kernel file only (fast9_kernels.hpp)"
#endif

namespace sudokupress::solve::SP_FAST9_NAMESPACE {
namespace {

// Population counts: the instruction where the kernel is built for it (SP_FAST9_POPCNT), else
// core/bits.hpp's inline form (no libgcc call).
inline int pop32(uint32_t x) {
#if SP_FAST9_POPCNT
  return __builtin_popcount(x);
#else
  return core::popcount32(x);
#endif
}

inline int pop64(uint64_t x) {
#if SP_FAST9_POPCNT
  return __builtin_popcountll(x);
#else
  return core::popcount64(x);
#endif
}

constexpr uint32_t kBandMask = 0x7FFFFFF;                      // 27 cells
constexpr uint32_t kColumnMask = 1u | (1u << 9) | (1u << 18);  // column 0 of a band
constexpr uint32_t kAllWords = (1u << 27) - 1;                 // one bit per word of cand[]
constexpr uint32_t kBandWords = 511;  // the words of band 0 in cand[] (band b: << 9 * b)

struct Tables {
  // Row (9 bits, columns 0..8) -> 3 bits: which boxes of the band the row still touches.
  std::array<uint8_t, 512> boxes_of_row{};
  // Row x box occupancy (bit 3*r + k) -> the cells of the band (27 bits) that belong to a
  // permutation row -> box contained in the occupancy; 0 when there is none.
  std::array<uint32_t, 512> allowed{};
  // Row x box occupancy -> the (row, box) pairs (bit 3*r + k) used by some permutation.
  std::array<uint16_t, 512> perm_pairs{};
  // 3 bits (columns j of a stack) -> those columns of a band (27 bits), stack 0.
  std::array<uint32_t, 8> stack_columns{};
  // For a bit of the band: the other cells of its row and its box in the band.
  std::array<uint32_t, 27> band_peers{};
  std::array<uint8_t, 27> row_of{}, column_of{};  // bit -> row in the band, column
  // A row -> boxes_of_row | (the row itself if it has one cell, else 0) << 3.
  std::array<uint16_t, 512> row_info{};
  std::array<uint32_t, 8> row_cells{};      // 3 row bits -> those rows' cells in a band
  std::array<uint32_t, 8> box_cells{};      // 3 box bits -> those boxes' cells in a band
  std::array<uint8_t, 27> band_of_word{};   // i -> i / 9
  std::array<uint8_t, 27> digit_of_word{};  // i -> i % 9
  // Band b -> offsets (in cand[] words) of the two other bands: [b] and [b + 3].
  std::array<int8_t, 6> next_band = {9, 9, -18, 18, -9, -9};
  // Minirow 3*r + k of a band -> the other cells of its row and its box.
  std::array<uint32_t, 9> minirow_peers{};
  // Row x box occupancy -> the permutations (bit p of kPerms) contained in it.
  std::array<uint8_t, 512> perms_of{};
  // Row x box occupancy -> n (the number of those permutations) + 1 << (8 + 4 * n): summed
  // over a unit's nine digits, the unit's total and how many digits have each n.
  std::array<uint64_t, 512> perm_tally{};
  // Permutation p -> its cells in a band (row r -> box kPerms[p][r]).
  std::array<uint32_t, 6> perm_cells{};
  // Permutation p (band b -> column kPerms[p][b] of a stack) -> the cells band b loses, stack 0.
  std::array<std::array<uint32_t, 3>, 6> perm_stack_drop{};
  // 8 bits -> 8 bytes, byte i = bit i (record's bit planes to cells).
  std::array<uint64_t, 256> spread{};
};

// The six permutations of three rows to three boxes (or three bands to three columns).
constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

constexpr Tables make_tables() {
  Tables t;
  for (int row = 0; row < 512; ++row) {
    int boxes = 0;
    for (int k = 0; k < 3; ++k)
      if (row & (7 << (3 * k))) boxes |= 1 << k;
    t.boxes_of_row[row] = static_cast<uint8_t>(boxes);
    int lone = row && !(row & (row - 1)) ? row : 0;
    t.row_info[row] = static_cast<uint16_t>(boxes | (lone << 3));
  }
  for (int occ = 0; occ < 512; ++occ) {
    int pairs = 0, perms = 0;
    for (int q = 0; q < 6; ++q) {
      const int* p = kPerms[q];
      int bits = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((occ & bits) == bits) pairs |= bits, perms |= 1 << q;
    }
    t.perms_of[occ] = static_cast<uint8_t>(perms);
    int n = std::popcount(static_cast<unsigned>(perms));
    t.perm_tally[occ] = static_cast<uint64_t>(n) + (uint64_t{1} << (8 + 4 * n));
    t.perm_pairs[occ] = static_cast<uint16_t>(pairs);
    uint32_t cells = 0;
    for (int r = 0; r < 3; ++r)
      for (int k = 0; k < 3; ++k)
        if (pairs & (1 << (3 * r + k))) cells |= 7u << (9 * r + 3 * k);
    t.allowed[occ] = cells;
  }
  for (int j = 0; j < 8; ++j)
    for (int k = 0; k < 3; ++k)
      if (j & (1 << k)) {
        t.stack_columns[j] |= kColumnMask << k;
        t.row_cells[j] |= 511u << (9 * k);
        t.box_cells[j] |= 0x1C0E07u << (3 * k);
      }
  for (int q = 0; q < 6; ++q)
    for (int r = 0; r < 3; ++r) {
      t.perm_cells[q] |= 7u << (9 * r + 3 * kPerms[q][r]);
      t.perm_stack_drop[q][r] = t.stack_columns[7 & ~(1 << kPerms[q][r])];
    }
  for (int m = 0; m < 9; ++m) {
    int r = m / 3, k = m % 3;
    uint32_t box = 0;
    for (int r2 = 0; r2 < 3; ++r2) box |= 7u << (9 * r2 + 3 * k);
    t.minirow_peers[m] = ((511u << (9 * r)) | box) & ~(7u << (9 * r + 3 * k));
  }
  for (int m = 0; m < 256; ++m)
    for (int i = 0; i < 8; ++i)
      if (m & (1 << i)) t.spread[m] |= uint64_t{1} << (8 * i);
  for (int bit = 0; bit < 27; ++bit) {
    int r = bit / 9, c = bit % 9;
    uint32_t m = 511u << (9 * r);
    for (int r2 = 0; r2 < 3; ++r2) m |= 7u << (9 * r2 + 3 * (c / 3));
    t.band_peers[bit] = m & ~(1u << bit);
    t.row_of[bit] = static_cast<uint8_t>(r);
    t.band_of_word[bit] = static_cast<uint8_t>(bit / 9);
    t.digit_of_word[bit] = static_cast<uint8_t>(bit % 9);
    t.column_of[bit] = static_cast<uint8_t>(c);
  }
  return t;
}

constexpr Tables kTables = make_tables();

// Contradictions the search meets before the triad rules run below the root.
constexpr int kTriadFailures = 4;

struct State {
  uint32_t cand[27];
  uint32_t dirty;    // bit i: cand[i] changed since the band rule last ran on it
  uint32_t touched;  // bit i: cand[i] changed since the last look for naked/column singles
  uint32_t stacked;  // bit i: cand[i] changed since the stack rule last ran on its digit
  uint32_t lined;    // bit i: cand[i] changed since the triad rules last ran on its band
  uint32_t unsolved[3];
  uint8_t rows_left[27];
  uint16_t columns_left[9];  // per digit: columns where it has not been placed yet
};

// Clears `cells` from the nine words of one band (contiguous); returns which words had any.
// Four lanes at a time with GCC vector extensions (SSE2 on x86-64, NEON on arm64); on x86-64
// movmskps collects the hit lanes.
inline uint32_t clear_cells(uint32_t* w, uint32_t cells) {
#if SP_FAST9_AVX2
  // The x86-64-v3 kernel: the first eight words in one 8-lane op (vmovmskps for the hits).
  using V8 = uint32_t __attribute__((vector_size(32)));
  using F8 = float __attribute__((vector_size(32)));
  const V8 c8 = {cells, cells, cells, cells, cells, cells, cells, cells};
  V8 v;
  std::memcpy(&v, w, sizeof v);
  uint32_t any8 = static_cast<uint32_t>(__builtin_ia32_movmskps256(F8((v & c8) == 0))) ^ 0xFF;
  v &= ~c8;
  std::memcpy(w, &v, sizeof v);
  any8 |= static_cast<uint32_t>((w[8] & cells) != 0) << 8;
  w[8] &= ~cells;
  return any8;
#else
  using V4 = uint32_t __attribute__((vector_size(16)));
  const V4 c = {cells, cells, cells, cells};
  V4 lo, hi;
  std::memcpy(&lo, w, sizeof lo);
  std::memcpy(&hi, w + 4, sizeof hi);
#if defined(__SSE2__)
  // movmskps: the lanes' sign bits in one instruction.
  using F4 = float __attribute__((vector_size(16)));
  uint32_t any = static_cast<uint32_t>(__builtin_ia32_movmskps(F4((lo & c) == 0)) |
                                       (__builtin_ia32_movmskps(F4((hi & c) == 0)) << 4)) ^
                 0xFF;
#else
  const V4 lane_bits = {1, 2, 4, 8};
  V4 hits = (((lo & c) != 0) & lane_bits) | (((hi & c) != 0) & (lane_bits << 4));
  uint32_t any = hits[0] | hits[1] | hits[2] | hits[3];
#endif
  lo &= ~c;
  hi &= ~c;
  std::memcpy(w, &lo, sizeof lo);
  std::memcpy(w + 4, &hi, sizeof hi);
  any |= static_cast<uint32_t>((w[8] & cells) != 0) << 8;
  w[8] &= ~cells;
  return any;
#endif
}

// The rows (3 bits) of a band word that hold any cell.
inline uint32_t rows_with_cells(uint32_t a) {
  return static_cast<uint32_t>((a & 511) != 0) |
         (static_cast<uint32_t>((a & (511 << 9)) != 0) << 1) |
         (static_cast<uint32_t>((a & (511 << 18)) != 0) << 2);
}

class Fast9Engine {
 public:
  // `out`: where the first solution goes (81 cells) instead of CountResult::solution (the
  // removal test's witness: no allocation per test).
  Fast9Engine(int limit, SolutionSink* sink, uint8_t* out = nullptr)
      : limit_(limit), sink_(sink), out_(out) {}

  CountResult run(const core::Puzzle& p) {
    State s;
    if (init(s, p)) search(s);
    return std::move(result_);
  }

  // The removal test (Engine::other_solution): the search with digit v (1..9) struck out of
  // the empty cell c. init marks every word changed, so the rules see the struck candidate.
  CountResult run_excluding(const core::Puzzle& p, int c, int v) {
    State s;
    if (init(s, p)) {
      s.cand[9 * (c / 27) + v - 1] &= ~(1u << (c % 27));
      search(s);
    }
    return std::move(result_);
  }

 private:
  // Sets up the state for all givens at once (a placement each costs a propagation step);
  // false when a value is out of range or two givens of a digit share a row, column or box.
  static bool init(State& s, const core::Puzzle& p) {
    uint32_t given[27], given_cells[3];
    for (int b = 0; b < 3; ++b) {
      uint32_t by_value[10];  // [0]: the empty cells
      if (!band_by_value(p.cells.data() + 27 * b, by_value)) return false;
      for (int d = 0; d < 9; ++d) given[9 * b + d] = by_value[d + 1];
      given_cells[b] = kBandMask & ~by_value[0];
    }
    // The 27 words by arithmetic only (no table loads), then the columns across bands, so the
    // loops vectorize. Callgrind, fast9 count to 2 alone: the table-driven loop digit by digit
    // was 2,900 instructions a puzzle (top1465 4.23M of 116.4M, serg 273.0M in all); band by
    // band with arithmetic but the column check inside (not vectorized) 3.62M / 268.8M; these
    // three loops 1.67M / 255.6M (serg -6.4 %).
    uint32_t clash = 0, columns[9], peers[27], folded[27], rows[27];
    for (int i = 0; i < 27; ++i) {
      const uint32_t g = given[i], r0 = g & 511, r1 = (g >> 9) & 511, r2 = g >> 18;
      // Boxes of each row holding a given (bits 0, 3, 6 of the row's first minirow cells).
      const uint32_t f = (g | (g >> 1) | (g >> 2)) & 0x1249249;
      const uint32_t x0 = f & 0x49, x1 = (f >> 9) & 0x49, x2 = (f >> 18) & 0x49;
      clash |= (r0 & (r0 - 1)) | (r1 & (r1 - 1)) | (r2 & (r2 - 1));  // two in a row
      clash |= (r0 & r1) | (r0 & r2) | (r1 & r2);                    // two in a column
      clash |= (x0 & x1) | (x0 & x2) | (x1 & x2);                    // two in a box
      folded[i] = r0 | r1 | r2;
      rows[i] = static_cast<uint32_t>(r0 != 0) | static_cast<uint32_t>(r1 != 0) << 1 |
                static_cast<uint32_t>(r2 != 0) << 2;
      // Cells of the rows and boxes of the digit's givens in this band (the givens stay below).
      const uint32_t row_cells =
          (rows[i] & 1) * 511 | (rows[i] & 2) * (511 << 8) | (rows[i] & 4) * (511 << 16);
      peers[i] = row_cells | ((x0 | x1 | x2) * 7) * 0x40201;
    }
    for (int d = 0; d < 9; ++d) {
      const uint32_t c0 = folded[d], c1 = folded[9 + d], c2 = folded[18 + d];
      clash |= (c0 & c1) | (c0 & c2) | (c1 & c2);  // two in a column across bands
      columns[d] = c0 | c1 | c2;
    }
    for (int i = 0; i < 27; ++i) s.rows_left[i] = static_cast<uint8_t>(7 & ~rows[i]);
    if (clash) return false;
    for (int d = 0; d < 9; ++d) s.columns_left[d] = static_cast<uint16_t>(511 & ~columns[d]);
    for (int b = 0; b < 3; ++b)
      for (int d = 0; d < 9; ++d) {
        const int i = 9 * b + d;
        s.cand[i] =
            given[i] | (kBandMask & ~(peers[i] | columns[d] * kColumnMask | given_cells[b]));
      }
    for (int b = 0; b < 3; ++b) s.unsolved[b] = kBandMask & ~given_cells[b];
    s.dirty = s.touched = s.stacked = s.lined = kAllWords;
    return true;
  }

  // The 27 cells of a band from `cells` by value: by_value[v] = the cells holding v (0 = empty);
  // false when a value is above 9. With SSE2, ten byte compares of the band (issue 32 item 4:
  // the generator's removal tests set up a state each, and the scalar loop's read-modify-write
  // of by_value[v] per cell was a third of that setup. Measured: generate -n 3000 --seed 1
  // --minimal --threads 1, CPU ms, median of 7 alternating runs: 404 -> 379).
  static bool band_by_value(const uint8_t* cells, uint32_t by_value[10]) {
#if defined(__SSE2__)
    using V16 = char __attribute__((vector_size(16)));
    char buf[32] = {};  // the band, then zeros (masked off below)
    std::memcpy(buf, cells, 27);
    V16 lo, hi;
    std::memcpy(&lo, buf, sizeof lo);
    std::memcpy(&hi, buf + 16, sizeof hi);
    uint32_t seen = 0;
    for (int v = 0; v <= 9; ++v) {
      const V16 want = V16{} + static_cast<char>(v);
      uint32_t m = static_cast<uint32_t>(__builtin_ia32_pmovmskb128(lo == want)) |
                   static_cast<uint32_t>(__builtin_ia32_pmovmskb128(hi == want)) << 16;
      by_value[v] = m & kBandMask;
      seen |= m;
    }
    return (seen & kBandMask) == kBandMask;
#else
    bool bad = false;
    for (int v = 0; v <= 9; ++v) by_value[v] = 0;
    for (int bit = 0; bit < 27; ++bit) {
      unsigned v = cells[bit];
      bad |= v > 9;
      by_value[v > 9 ? 0 : v] |= 1u << bit;
    }
    return !bad;
#endif
  }

  // Puts digit d on bit `bit` of band b (d must still be a candidate there).
  // kOthersMayHaveIt is false for a naked single: no other digit has the cell, so the cell
  // needs no clearing in the other eight words of the band.
  template <bool kOthersMayHaveIt = true>
  static void place(State& s, int d, int b, int bit) {
    uint32_t m = 1u << bit;
    uint32_t dirty = 0;
    int i = 9 * b + d;
    uint32_t a = s.cand[i] | m, a2 = a & (~kTables.band_peers[bit]);
    if constexpr (kOthersMayHaveIt) dirty = clear_cells(&s.cand[9 * b], m) << (9 * b);
    s.cand[i] = a2;
    dirty |= static_cast<uint32_t>(a2 != a) << i;
    // The other two bands of digit d lose this column.
    uint32_t column = kColumnMask << kTables.column_of[bit];
    int j = i + kTables.next_band[b], k = i + kTables.next_band[b + 3];
    dirty |= static_cast<uint32_t>((s.cand[j] & column) != 0) << j;
    dirty |= static_cast<uint32_t>((s.cand[k] & column) != 0) << k;
    s.cand[j] &= ~column;
    s.cand[k] &= ~column;
    s.dirty |= dirty;
    s.touched |= dirty;
    s.stacked |= dirty;
    s.lined |= dirty;
    s.unsolved[b] &= ~m;
    s.rows_left[i] &= static_cast<uint8_t>(~(1u << kTables.row_of[bit]));
    s.columns_left[d] &= static_cast<uint16_t>(~(1u << kTables.column_of[bit]));
  }

  // Applies the band rule to every changed digit-band until nothing changes. The rule is
  // idempotent, so a word needs another look only when something else changed it.
  static bool band_pass(State& s) {
    while (s.dirty) {
      int i = std::countr_zero(s.dirty);
      s.dirty &= s.dirty - 1;
      uint32_t c = s.cand[i];
      uint32_t r0 = kTables.row_info[c & 511], r1 = kTables.row_info[(c >> 9) & 511],
               r2 = kTables.row_info[c >> 18];
      uint32_t a = c & kTables.allowed[(r0 & 7) | ((r1 & 7) << 3) | ((r2 & 7) << 6)];
      if (!a) return false;
      if (a != c) {  // the lone cells of the shrunk word
        uint32_t shrunk = 1u << i;
        s.touched |= shrunk;
        s.stacked |= shrunk;
        s.lined |= shrunk;
        s.cand[i] = a;
        r0 = kTables.row_info[a & 511];
        r1 = kTables.row_info[(a >> 9) & 511];
        r2 = kTables.row_info[a >> 18];
      }
      // Rows left with one cell are hidden singles, placed together. The band rule already
      // cleared their rows and boxes in this word; what is left is the cells in the other
      // digits' words and the columns in the other bands.
      uint32_t rows_left = s.rows_left[i];
      uint32_t solved =
          ((r0 >> 3) | ((r1 >> 3) << 9) | ((r2 >> 3) << 18)) & kTables.row_cells[rows_left];
      if (!solved) continue;
      rows_left &= ~rows_with_cells(solved);
      s.rows_left[i] = static_cast<uint8_t>(rows_left);
      int b = kTables.band_of_word[i];
      uint32_t dirty = clear_cells(&s.cand[9 * b], solved) << (9 * b);
      s.cand[i] = a;
      dirty &= ~(1u << i);
      uint32_t solved_columns = (solved | (solved >> 9) | (solved >> 18)) & 511;
      s.columns_left[kTables.digit_of_word[i]] &= static_cast<uint16_t>(~solved_columns);
      uint32_t columns = solved_columns * kColumnMask;
      int j = i + kTables.next_band[b], k = i + kTables.next_band[b + 3];
      dirty |= static_cast<uint32_t>((s.cand[j] & columns) != 0) << j;
      dirty |= static_cast<uint32_t>((s.cand[k] & columns) != 0) << k;
      s.cand[j] &= ~columns;
      s.cand[k] &= ~columns;
      s.dirty |= dirty;
      s.touched |= dirty;
      s.stacked |= dirty;
      s.lined |= dirty;
      s.unsolved[b] &= ~solved;
    }
    return true;
  }

  // Places every naked single; false on a contradiction. Sets `placed` when it placed any.
  static bool naked_singles(State& s, bool& placed) {
    uint32_t touched = s.touched;
    s.touched = 0;
    for (int b = 0; b < 3; ++b) {
      if (!(touched & (kBandWords << (9 * b)))) continue;
      uint32_t ones = 0, twos = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t x = s.cand[9 * b + d];
        twos |= ones & x;
        ones |= x;
      }
      if (s.unsolved[b] & ~ones) return false;  // a cell with no candidate
      for (uint32_t singles = s.unsolved[b] & ~twos; singles; singles &= singles - 1) {
        int bit = std::countr_zero(singles);
        uint32_t m = 1u << bit;
        int d = 0;
        while (d < 9 && !(s.cand[9 * b + d] & m)) ++d;
        if (d == 9) return false;  // an earlier single of this batch took its only digit
        place<false>(s, d, b, bit);
        placed = true;
      }
    }
    // Hidden singles in columns: bit-sliced count of each digit's nine rows, per column.
    for (uint32_t ds = (touched | (touched >> 9) | (touched >> 18)) & 511; ds; ds &= ds - 1) {
      int d = std::countr_zero(ds);
      // Count the three bands cell by cell, then fold the three rows of the counts.
      uint32_t a0 = s.cand[d], a1 = s.cand[9 + d], a2 = s.cand[18 + d];
      uint32_t o = a0 | a1 | a2, t = (a0 & a1) | ((a0 | a1) & a2);
      uint32_t o0 = o & 511, o1 = (o >> 9) & 511, o2 = o >> 18;
      uint32_t ones = o0 | o1 | o2;
      uint32_t twos = ((t | (t >> 9) | (t >> 18)) & 511) | (o0 & o1) | ((o0 | o1) & o2);
      if (ones != 511) return false;  // a column with no place for d
      for (uint32_t cols = ones & ~twos & s.columns_left[d]; cols; cols &= cols - 1) {
        uint32_t column = kColumnMask << std::countr_zero(cols);
        int b = 0;
        while (b < 3 && !(s.cand[9 * b + d] & column)) ++b;
        if (b == 3) return false;  // emptied by a placement of this batch
        place(s, d, b, std::countr_zero(s.cand[9 * b + d] & column));
        placed = true;
      }
    }
    return true;
  }

  // The band rule turned on its side: in a stack (three columns) a digit takes one column per
  // band and one band per column, a permutation band -> column. Returns false on a
  // contradiction; sets `changed` when it removed candidates.
  static bool stack_rule(State& s, bool& changed) {
    uint32_t stacked = s.stacked;
    if (!stacked) return true;
    s.stacked = 0;
    // Every digit's three stack occupancies (band b x column j of the stack, bit 3b + j) at
    // once: arithmetic only, so the loop vectorizes; then only the changed digits are looked at.
    uint32_t occ[3][9];
    for (int d = 0; d < 9; ++d) {
      uint32_t c[3];
      for (int b = 0; b < 3; ++b) {
        uint32_t a = s.cand[9 * b + d];
        c[b] = a | (a >> 9) | (a >> 18);
      }
      for (int st = 0; st < 3; ++st)
        occ[st][d] = ((c[0] >> (3 * st)) & 7) | (((c[1] >> (3 * st)) & 7) << 3) |
                     (((c[2] >> (3 * st)) & 7) << 6);
    }
    for (uint32_t ds = (stacked | (stacked >> 9) | (stacked >> 18)) & 511; ds; ds &= ds - 1) {
      int d = std::countr_zero(ds);
      for (int st = 0; st < 3; ++st) {
        uint32_t pairs = kTables.perm_pairs[occ[st][d]];
        if (!pairs) return false;
        if (pairs == occ[st][d]) continue;
        changed = true;
        for (int b = 0; b < 3; ++b) {
          uint32_t drop = kTables.stack_columns[7 & ~(pairs >> (3 * b))] << (3 * st);
          uint32_t hit = static_cast<uint32_t>((s.cand[9 * b + d] & drop) != 0) << (9 * b + d);
          s.dirty |= hit;
          s.touched |= hit;
          s.stacked |= hit;
          s.lined |= hit;
          s.cand[9 * b + d] &= ~drop;
        }
      }
    }
    return true;
  }

  // Removes `drop` from word i of cand[]; true (and the word marked changed) when it had any.
  static bool drop_cells(State& s, int i, uint32_t drop) {
    if (!(s.cand[i] & drop)) return false;
    s.cand[i] &= ~drop;
    s.dirty |= 1u << i;
    s.touched |= 1u << i;
    s.stacked |= 1u << i;
    s.lined |= 1u << i;
    return true;
  }

  // Minirows (three cells of a row inside a box) hold exactly three digits. A minirow with
  // three candidate digits takes all three (naked triad): they leave the rest of its row and
  // box. Three digits forced into a minirow fill it (hidden triad): the others leave it.
  // Fewer than three candidates, or more than three forced digits, is a contradiction.
  static bool minirow_rule(State& s, bool& changed) {
    constexpr uint32_t kFirst = 0x1249249;  // the first cell of each minirow
    constexpr uint32_t kK0 = 0x40201, kK01 = kK0 | kK0 << 3, kK12 = kK01 << 3, kK2 = kK0 << 6;
    uint32_t lined = s.lined;
    for (int b = 0; b < 3; ++b) {
      if (!(lined & (kBandWords << (9 * b)))) continue;
      // Bit 9r + 3k: digit d has a candidate in minirow (r, k); bit 9r + 3k + 1: it is alone in
      // its row there (forced into the minirow). One saturating count covers both.
      uint32_t has[9];
      uint32_t a1 = 0, a2 = 0, a3 = 0, a4 = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t a = s.cand[9 * b + d];
        uint32_t x = (a | (a >> 1) | (a >> 2)) & kFirst;
        x |= (x & ~(((x >> 3) & kK01) | ((x << 3) & kK12) | ((x >> 6) & kK0) | ((x << 6) & kK2)))
             << 1;
        has[d] = x;
        a4 |= a3 & x, a3 |= a2 & x, a2 |= a1 & x, a1 |= x;
      }
      if (((a3 & kFirst) != kFirst) | ((a4 & (kFirst << 1)) != 0)) return false;
      uint32_t naked = a3 & ~a4 & kFirst, hidden = (a3 >> 1) & kFirst;
      if (!(naked | hidden)) continue;
      for (int d = 0; d < 9; ++d) {
        uint32_t drop = 0, x = has[d] & ~(has[d] >> 1);  // minirows it has, not forced into
        for (uint32_t y = x & naked; y; y &= y - 1)
          drop |= kTables.minirow_peers[std::countr_zero(y) / 3];
        for (uint32_t y = x & hidden; y; y &= y - 1) drop |= 7u << std::countr_zero(y);
        changed |= drop_cells(s, 9 * b + d, drop);
      }
    }
    return true;
  }

  // The same for minicolumns (three cells of a column inside a band): bit c of a band's fold
  // is the minicolumn in column c.
  static bool minicolumn_rule(State& s, bool& changed) {
    uint32_t cols[3][9];
    for (int b = 0; b < 3; ++b)
      for (int d = 0; d < 9; ++d) {
        uint32_t a = s.cand[9 * b + d];
        cols[b][d] = (a | (a >> 9) | (a >> 18)) & 511;
      }
    uint32_t lined = s.lined;
    s.lined = 0;
    for (int b = 0; b < 3; ++b) {
      if (!(lined & (kBandWords << (9 * b)))) continue;
      int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
      // Bits 0..8: digit d has a candidate in minicolumn c; bits 16..24: only band b has d in
      // column c (forced into the minicolumn). One saturating count covers both.
      uint32_t has[9];
      uint32_t a1 = 0, a2 = 0, a3 = 0, a4 = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t o = cols[b][d];
        uint32_t x = has[d] = o | (o & ~(cols[b1][d] | cols[b2][d])) << 16;
        a4 |= a3 & x, a3 |= a2 & x, a2 |= a1 & x, a1 |= x;
      }
      if (((a3 & 511) != 511) | ((a4 >> 16) != 0)) return false;
      uint32_t naked = a3 & ~a4 & 511, hidden = a3 >> 16;
      if (!(naked | hidden)) continue;
      for (int d = 0; d < 9; ++d) {
        uint32_t in_band = 0, other_bands = 0;
        uint32_t free = has[d] & ~(has[d] >> 16);  // minicolumns it has, not forced into
        for (uint32_t x = free & naked; x; x &= x - 1) {
          int c = std::countr_zero(x);
          other_bands |= kColumnMask << c;
          in_band |= kTables.stack_columns[7 & ~(1u << (c % 3))] << (3 * (c / 3));
        }
        for (uint32_t x = free & hidden; x; x &= x - 1)
          in_band |= kColumnMask << std::countr_zero(x);
        if (!(in_band | other_bands)) continue;
        changed |= drop_cells(s, 9 * b + d, in_band);
        changed |= drop_cells(s, 9 * b1 + d, other_bands);
        changed |= drop_cells(s, 9 * b2 + d, other_bands);
      }
    }
    return true;
  }

  // Runs the rules to a fixed point; false on a contradiction. The triad rules cost about a
  // third of a node, so they run only once the search has met kTriadFailures contradictions
  // (see the measurements at the top).
  bool propagate(State& s) {
    ++result_.stats.nodes;
    bool triads = failures_ >= kTriadFailures;
    for (;;) {
      if (!band_pass(s)) return false;
      bool changed = false;
      if (!naked_singles(s, changed)) return false;
      if (changed) continue;
      if (!stack_rule(s, changed)) return false;
      if (changed) continue;
      if (!triads) return true;
      if (!minirow_rule(s, changed) || !minicolumn_rule(s, changed)) return false;
      if (!changed) return true;
    }
  }

  void record(const State& s) {
    if (result_.count++ > 0 && !sink_) return;
    uint8_t cells[88];  // 81 and the slack of the last 8-byte store
    SP_CHECK(each_cell_has_one_digit(s));
    // Band by band, each cell's digit (1..9) as four bit planes, spread to bytes eight cells at a
    // time; a store past a band's 27 cells is overwritten by the next band's first. (A cell at a
    // time, a countr_zero loop over the 27 words, cost 1,300 instructions a solution: 5 % of a
    // serg count, callgrind.)
    for (int b = 0; b < 3; ++b) {
      const uint32_t* w = &s.cand[9 * b];  // w[d]: digit d + 1
      const uint32_t plane[4] = {w[0] | w[2] | w[4] | w[6] | w[8], w[1] | w[2] | w[5] | w[6],
                                 w[3] | w[4] | w[5] | w[6], w[7] | w[8]};
      for (int c = 0; c < 27; c += 8) {
        uint64_t bytes = 0;
        for (int k = 0; k < 4; ++k) bytes |= kTables.spread[(plane[k] >> c) & 255] << k;
        std::memcpy(cells + 27 * b + c, &bytes, sizeof bytes);
      }
    }
    if (result_.count == 1) {
      if (out_)
        std::memcpy(out_, cells, 81);
      else
        result_.solution.assign(cells, cells + 81);
    }
    if (sink_) sink_->solution(cells, 81);
  }

  // A solved state: the nine digit words of each band cover its 27 cells, none twice.
  static bool each_cell_has_one_digit(const State& s) {
    for (int b = 0; b < 3; ++b) {
      uint32_t seen = 0;
      for (int d = 0; d < 9; ++d) {
        const uint32_t x = s.cand[9 * b + d];
        if (seen & x) return false;
        seen |= x;
      }
      if (seen != kBandMask) return false;
    }
    return true;
  }

  // A branching on the placements of one digit in one band (unit 0..2) or stack (unit 3..5):
  // one child per permutation left (bit q of `perms` = kPerms[q]).
  struct Split {
    int unit = -1, digit = 0;
    uint32_t perms = 0;
  };

  // The unit with the fewest permutations over its nine digits (among those with a digit that
  // has two or more), and in it the digit with the fewest; unit -1 when every digit is fixed.
  static Split choose_split(const State& s) {
    // Row x box occupancies by arithmetic (no table loads): the minirows a digit touches (bits
    // 9r + 3k), packed to bits 3r + k; digits 1-8 of a band in one 8-lane vector (GCC vector
    // extensions: AVX2 in the v3 kernel, two SSE2 halves in the baseline), digit 9 alone. The
    // plain loops did not vectorize: choose_split was 15 % of a serg count (callgrind).
    uint32_t occ[6][9];
    using V8 = uint32_t __attribute__((vector_size(32)));
    V8 cols[3];
    uint32_t cols9[3];
    for (int b = 0; b < 3; ++b) {
      const uint32_t* w = &s.cand[9 * b];
      V8 a;
      std::memcpy(&a, w, sizeof a);
      V8 x = (a | (a >> 1) | (a >> 2)) & 0x1249249;
      x = (x | (x >> 2) | (x >> 4)) & 0x1C0E07;
      const V8 o = (x | (x >> 6) | (x >> 12)) & 511;
      std::memcpy(occ[b], &o, sizeof o);
      uint32_t x9 = (w[8] | (w[8] >> 1) | (w[8] >> 2)) & 0x1249249;
      x9 = (x9 | (x9 >> 2) | (x9 >> 4)) & 0x1C0E07;
      occ[b][8] = (x9 | (x9 >> 6) | (x9 >> 12)) & 511;
      cols[b] = (a | (a >> 9) | (a >> 18)) & 511;
      cols9[b] = (w[8] | (w[8] >> 9) | (w[8] >> 18)) & 511;
    }
    for (int st = 0; st < 3; ++st) {
      const V8 o = ((cols[0] >> (3 * st)) & 7) | (((cols[1] >> (3 * st)) & 7) << 3) |
                   (((cols[2] >> (3 * st)) & 7) << 6);
      std::memcpy(occ[3 + st], &o, sizeof o);
      occ[3 + st][8] = ((cols9[0] >> (3 * st)) & 7) | (((cols9[1] >> (3 * st)) & 7) << 3) |
                       (((cols9[2] >> (3 * st)) & 7) << 6);
    }
    // The unit with the fewest permutations in total among those not fixed (a total of 9),
    // then its first digit with the fewest permutations left (two or more).
    int best_unit = -1;
    uint64_t best_tally = 0;
    for (int u = 0; u < 6; ++u) {
      uint64_t tally = 0;
      for (int d = 0; d < 9; ++d) tally += kTables.perm_tally[occ[u][d]];
      if ((tally & 255) > 9 && (best_unit < 0 || (tally & 255) < (best_tally & 255))) {
        best_unit = u;
        best_tally = tally;
      }
    }
    Split best;
    if (best_unit < 0) return best;
    int fewest = 2;
    while (!((best_tally >> (8 + 4 * fewest)) & 15)) ++fewest;
    for (int d = 0; d < 9; ++d) {
      uint32_t perms = kTables.perms_of[occ[best_unit][d]];
      if (pop32(perms) == fewest) return Split{best_unit, d, perms};
    }
    return best;
  }

  // Keeps only permutation q of the split's digit in its unit.
  static void restrict_to(State& s, const Split& sp, int q) {
    if (sp.unit < 3) {
      drop_cells(s, 9 * sp.unit + sp.digit, kBandMask & ~kTables.perm_cells[q]);
      return;
    }
    int st = sp.unit - 3;
    for (int b = 0; b < 3; ++b)
      drop_cells(s, 9 * b + sp.digit, kTables.perm_stack_drop[q][b] << (3 * st));
  }

  // Children in descending kPerms order (measured: serg 8.99 -> 8.89 guesses, 5 % faster; the
  // unique sets within 0.3 %).
  void branch_split(State& s, const Split& sp) {
    for (uint32_t x = sp.perms; x; x &= ~(1u << (31 - std::countl_zero(x)))) {
      ++result_.stats.guesses;
      int q = 31 - std::countl_zero(x);
      if (!(x & (x - 1))) {  // the last option reuses this state: no copy
        restrict_to(s, sp, q);
        search(s);
        return;
      }
      State t = s;
      restrict_to(t, sp, q);
      search(t);
      if (result_.count >= limit_) return;
    }
  }

  // Picks the branching cell: among cells with two candidates, the one with the most unsolved
  // peers, bivalue peers counting twice (the densest open area); else the first cell with
  // three or more candidates.
  static void choose(const State& s, int& band, int& bit) {
    uint32_t e2[3];
    for (int b = 0; b < 3; ++b) {
      uint32_t ones = 0, twos = 0, threes = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t x = s.cand[9 * b + d];
        threes |= twos & x;
        twos |= ones & x;
        ones |= x;
      }
      e2[b] = twos & ~threes & s.unsolved[b];
    }
    int best_score = -1;
    for (int b = 0; b < 3; ++b) {
      int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
      for (uint32_t x = e2[b]; x; x &= x - 1) {
        int k = std::countr_zero(x);
        int c = kTables.column_of[k];
        uint32_t in_band = kTables.band_peers[k], column = kColumnMask << c;
        // Column peers of the other bands, shifted to bits {0..3, 9..12, 18..21}.
        uint32_t col_peers = ((e2[b1] & column) >> c) | (((e2[b2] & column) >> c) << 1) |
                             (((s.unsolved[b1] & column) >> c) << 2) |
                             (((s.unsolved[b2] & column) >> c) << 3);
        int score =
            pop64((e2[b] & in_band) | uint64_t{s.unsolved[b] & in_band} << 32) + pop32(col_peers);
        if (score > best_score) {
          best_score = score;
          band = b;
          bit = k;
        }
      }
    }
    if (best_score >= 0) return;
    for (int b = 0; b < 3; ++b)
      if (s.unsolved[b]) {
        band = b;
        bit = std::countr_zero(s.unsolved[b]);
        return;
      }
  }

  void search(State& s) {
    if (!propagate(s)) {
      ++failures_;
      return;
    }
    if (!(s.unsolved[0] | s.unsolved[1] | s.unsolved[2])) {
      record(s);
      return;
    }
    if (Split sp = choose_split(s); sp.unit >= 0) {
      branch_split(s, sp);
      return;
    }
    int b = 0, bit = 0;
    choose(s, b, bit);
    uint32_t m = 1u << bit;
    int digits[9], n = 0;
    for (int d = 0; d < 9; ++d)
      if (s.cand[9 * b + d] & m) digits[n++] = d;
    for (int k = 0; k < n; ++k) {
      ++result_.stats.guesses;
      if (k + 1 == n) {  // the last option reuses this state: no copy
        place(s, digits[k], b, bit);
        search(s);
        return;
      }
      State t = s;
      place(t, digits[k], b, bit);
      search(t);
      if (result_.count >= limit_) return;
    }
  }

  int limit_;
  SolutionSink* sink_;  // Engine::set_solution_sink (may be null)
  uint8_t* out_;        // the first solution's cells, when not null (run_excluding's witness)
  int failures_ = 0;    // contradictions met so far
  CountResult result_;
};

}  // namespace

// The kernel's entry (fast9_kernels.hpp).
CountResult count(const core::Puzzle& p, int limit, SolutionSink* sink) {
  return Fast9Engine(limit, sink).run(p);
}

bool other_solution(const core::Puzzle& p, int c, int v, uint8_t* witness) {
  return Fast9Engine(1, nullptr, witness).run_excluding(p, c, v).count > 0;
}

}  // namespace sudokupress::solve::SP_FAST9_NAMESPACE
