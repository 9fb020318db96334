// The classic 9x9 fast path: per-digit band bitboards with box-line propagation by table
// lookup in both directions, naked and hidden singles by bit-parallel counting, and a
// depth-first search that branches on a bivalue cell in the densest open area.
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
//   dirty/touched/stacked  one bit per word of cand[]: changed since the band rule, the
//                      single checks, the stack rule last looked at it.
//
// The band rule. Inside one band a digit occupies exactly one cell per row and one per box, so
// its three placements are a permutation (row r -> box p[r]). Folding each 9-bit row to the 3
// boxes where it still has candidates gives a 9-bit row x box occupancy matrix; the cells that
// belong to at least one permutation contained in it are a fixed function of that matrix
// (kTables.allowed[occupancy]). One AND applies every pointing/claiming along rows and every
// hidden single in a box of the band; an empty result means no permutation is left (a
// contradiction). A row of the band left with one cell is a hidden single (lone_cell table).
// The stack rule is the same on its side: in three columns of a stack a digit takes one column
// per band and one band per column. Naked singles are bit-sliced counts over a band's nine
// words; hidden singles in columns are bit-sliced counts over a digit's nine rows.
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
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/bits.hpp"
#include "solve/engine.hpp"

namespace sudokupress::solve {
namespace {

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
  std::array<uint16_t, 512> lone_cell{};          // a row (9 bits) -> itself if one cell, else 0
  std::array<uint32_t, 8> row_cells{};            // 3 row bits -> those rows' cells in a band
  std::array<uint8_t, 27> band_of_word{};         // i -> i / 9
  std::array<uint8_t, 27> digit_of_word{};        // i -> i % 9
  // Band b -> offsets (in cand[] words) of the two other bands: [b] and [b + 3].
  std::array<int8_t, 6> next_band = {9, 9, -18, 18, -9, -9};
};

constexpr Tables make_tables() {
  Tables t;
  for (int row = 0; row < 512; ++row) {
    int boxes = 0;
    for (int k = 0; k < 3; ++k)
      if (row & (7 << (3 * k))) boxes |= 1 << k;
    t.boxes_of_row[row] = static_cast<uint8_t>(boxes);
    t.lone_cell[row] = static_cast<uint16_t>(row && !(row & (row - 1)) ? row : 0);
  }
  constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int occ = 0; occ < 512; ++occ) {
    int pairs = 0;
    for (const auto& p : kPerms) {
      int bits = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((occ & bits) == bits) pairs |= bits;
    }
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
      }
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

struct State {
  uint32_t cand[27];
  uint32_t dirty;    // bit i: cand[i] changed since the band rule last ran on it
  uint32_t touched;  // bit i: cand[i] changed since the last look for naked/column singles
  uint32_t stacked;  // bit i: cand[i] changed since the stack rule last ran on its digit
  uint32_t unsolved[3];
  uint8_t rows_left[27];
  uint16_t columns_left[9];  // per digit: columns where it has not been placed yet
};

inline uint32_t band_occupancy(uint32_t a) {
  return kTables.boxes_of_row[a & 511] | (kTables.boxes_of_row[(a >> 9) & 511] << 3) |
         (kTables.boxes_of_row[(a >> 18) & 511] << 6);
}

// Clears `cells` from the nine words of one band (contiguous); returns which words had any.
// Four lanes at a time with GCC vector extensions (SSE2 on x86-64, NEON on arm64).
inline uint32_t clear_cells(uint32_t* w, uint32_t cells) {
  using V4 = uint32_t __attribute__((vector_size(16)));
  const V4 c = {cells, cells, cells, cells};
  const V4 lane_bits = {1, 2, 4, 8};
  V4 lo, hi;
  std::memcpy(&lo, w, sizeof lo);
  std::memcpy(&hi, w + 4, sizeof hi);
  V4 hits = (((lo & c) != 0) & lane_bits) | (((hi & c) != 0) & (lane_bits << 4));
  lo &= ~c;
  hi &= ~c;
  std::memcpy(w, &lo, sizeof lo);
  std::memcpy(w + 4, &hi, sizeof hi);
  uint32_t any = hits[0] | hits[1] | hits[2] | hits[3];
  any |= static_cast<uint32_t>((w[8] & cells) != 0) << 8;
  w[8] &= ~cells;
  return any;
}

// The rows (3 bits) of a band word that hold any cell.
inline uint32_t rows_with_cells(uint32_t a) {
  return static_cast<uint32_t>((a & 511) != 0) |
         (static_cast<uint32_t>((a & (511 << 9)) != 0) << 1) |
         (static_cast<uint32_t>((a & (511 << 18)) != 0) << 2);
}

class Fast9Engine {
 public:
  explicit Fast9Engine(int limit) : limit_(limit) {}

  CountResult run(const core::Puzzle& p) {
    State s;
    for (int i = 0; i < 27; ++i) {
      s.cand[i] = kBandMask;
      s.rows_left[i] = 7;
    }
    for (int b = 0; b < 3; ++b) s.unsolved[b] = kBandMask;
    for (int d = 0; d < 9; ++d) s.columns_left[d] = 511;
    s.dirty = 0;
    s.touched = kAllWords;
    s.stacked = kAllWords;
    for (int cell = 0; cell < 81; ++cell) {
      int v = p.cells[cell];
      if (!v) continue;
      int d = v - 1, b = cell / 27, bit = cell % 27;
      if (v > 9 || !(s.cand[9 * b + d] & (1u << bit))) return std::move(result_);
      place(s, d, b, bit);
    }
    search(s);
    return std::move(result_);
  }

 private:
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
      uint32_t a = s.cand[i] & kTables.allowed[band_occupancy(s.cand[i])];
      if (!a) return false;
      uint32_t shrunk = static_cast<uint32_t>(a != s.cand[i]) << i;
      s.touched |= shrunk;
      s.stacked |= shrunk;
      s.cand[i] = a;
      // Rows left with one cell are hidden singles, placed together. The band rule already
      // cleared their rows and boxes in this word; what is left is the cells in the other
      // digits' words and the columns in the other bands.
      uint32_t rows_left = s.rows_left[i];
      uint32_t solved = (kTables.lone_cell[a & 511] | (kTables.lone_cell[(a >> 9) & 511] << 9) |
                         (kTables.lone_cell[a >> 18] << 18)) &
                        kTables.row_cells[rows_left];
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
    for (int d = 0; d < 9; ++d) {
      if (!(touched & (kColumnMask << d))) continue;
      uint32_t ones = 0, twos = 0;
      for (int b = 0; b < 3; ++b) {
        uint32_t a = s.cand[9 * b + d];
        for (int r = 0; r < 3; ++r) {
          uint32_t x = (a >> (9 * r)) & 511;
          twos |= ones & x;
          ones |= x;
        }
      }
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
    s.stacked = 0;
    for (int d = 0; d < 9; ++d) {
      if (!(stacked & (kColumnMask << d))) continue;
      uint32_t cols[3];
      for (int b = 0; b < 3; ++b) {
        uint32_t a = s.cand[9 * b + d];
        cols[b] = (a | (a >> 9) | (a >> 18)) & 511;
      }
      for (int st = 0; st < 3; ++st) {
        uint32_t occ = ((cols[0] >> (3 * st)) & 7) | (((cols[1] >> (3 * st)) & 7) << 3) |
                       (((cols[2] >> (3 * st)) & 7) << 6);
        uint32_t pairs = kTables.perm_pairs[occ];
        if (!pairs) return false;
        if (pairs == occ) continue;
        changed = true;
        for (int b = 0; b < 3; ++b) {
          uint32_t drop = kTables.stack_columns[7 & ~(pairs >> (3 * b))] << (3 * st);
          uint32_t hit = static_cast<uint32_t>((s.cand[9 * b + d] & drop) != 0) << (9 * b + d);
          s.dirty |= hit;
          s.touched |= hit;
          s.stacked |= hit;
          s.cand[9 * b + d] &= ~drop;
        }
      }
    }
    return true;
  }

  bool propagate(State& s) {
    ++result_.stats.nodes;
    for (;;) {
      if (!band_pass(s)) return false;
      bool placed = false;
      if (!naked_singles(s, placed)) return false;
      if (placed) continue;
      if (!stack_rule(s, placed)) return false;
      if (!placed) return true;
    }
  }

  void record(const State& s) {
    if (result_.count++ > 0) return;
    result_.solution.assign(81, 0);
    for (int i = 0; i < 27; ++i) {
      int d = kTables.digit_of_word[i], b = kTables.band_of_word[i];
      for (uint32_t x = s.cand[i]; x; x &= x - 1)
        result_.solution[27 * b + std::countr_zero(x)] = static_cast<uint8_t>(d + 1);
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
        int score = core::popcount64((e2[b] & in_band) | uint64_t{s.unsolved[b] & in_band} << 32) +
                    core::popcount32(col_peers);
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
    if (!propagate(s)) return;
    if (!(s.unsolved[0] | s.unsolved[1] | s.unsolved[2])) {
      record(s);
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
  CountResult result_;
};

class Fast9Solver final : public Engine {
 public:
  std::string_view name() const override { return "fast9"; }
  Capabilities capabilities() const override {
    Capabilities c;
    c.classic_only = true;
    c.max_symbols = 9;
    c.count_rank = 3;
    c.removal_rank = 3;
    return c;
  }
  CountResult count(const core::Puzzle& p, int limit) override {
    if (!supports(p.geo()) || p.num_cells() != 81) return {};
    return Fast9Engine(limit < 1 ? 1 : limit).run(p);
  }
};

}  // namespace

std::unique_ptr<Engine> make_fast9_engine() { return std::make_unique<Fast9Solver>(); }

}  // namespace sudokupress::solve
