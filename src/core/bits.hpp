// SPDX-License-Identifier: GPL-3.0-or-later
// The bit helpers of every hot path (solvers, checker, fill, SymbolSet): one copy.
//
// Population count. The portable x86-64 baseline this project builds for has no POPCNT
// instruction, so std::popcount compiles to a call into libgcc (__popcountdi2); it was 22 % of
// the general engine's time on 17clue_royle_49158 (perf) and 4 % of generation time, and
// SymbolSet::count() was one such call. popcount64 below is an inline SWAR count instead.
//
// Hardware POPCNT: a build that targets it (-mpopcnt, -march=native: __POPCNT__ defined) uses
// the instruction, every other build the SWAR form. Measured (2026-11-23, release -O3, this
// 2-core machine, one thread, CPU time; the same sources built without and with -mpopcnt):
//   sp_bench solve, uniqueness checks/s   fast9 / exclusion / general
//     17clue_royle_49158 (20,000)         433k / 78.1k / 47.6k  vs  432k / 74.6k / 48.6k
//     forum_hardest_1905_se11plus         15.1k / 3.27k / 2.51k  vs  15.6k / 3.23k / 2.50k
//     serg_benchmark_multisolution        302k / 182k / 43.6k   vs  319k / 189k / 42.8k
//   sp_bench grade, human profile         top1465 259 vs 272/s; diabolical (3,000) 648, 702, 738
//                                         vs 727, 774, 773/s over three alternating runs
// The engines do not move beyond noise (they count one cell's candidates only when choosing a
// branch); the human grader gains 5-10 % (SymbolSet::count in its scans). A runtime dispatch
// (the grader compiled twice, picked by __builtin_cpu_supports("popcnt")) would double the
// largest library's build for that, so it was rejected: the portable build (Debian's x86-64
// baseline has no POPCNT) stays on SWAR, and a build for a known CPU passes -mpopcnt or
// -march=... in CMAKE_CXX_FLAGS.
#pragma once

#include <cstdint>

namespace sudokupress::core {

inline constexpr int popcount64(uint64_t x) {
#if defined(__POPCNT__)
  return __builtin_popcountll(x);  // a build for a CPU with POPCNT (-mpopcnt, -march=...)
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

inline constexpr int popcount32(uint32_t x) {
#if defined(__POPCNT__)
  return __builtin_popcount(x);
#else
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return static_cast<int>((x * 0x01010101u) >> 24);
#endif
}

// The population counts of 0..511 (popcount_small).
struct PopTable {
  uint8_t v[512];
};
inline constexpr PopTable kPopTable = [] {
  PopTable t{};
  for (int i = 1; i < 512; ++i) t.v[i] = static_cast<uint8_t>((i & 1) + t.v[i >> 1]);
  return t;
}();

// Population count of a value that is usually below 2^9 (a 9x9 grid's candidate sets): a
// table lookup there, popcount64 above. (SymbolSet::count() with the SWAR form alone: the human
// grader made 1,496M instructions on the first 300 of top1465 against 1,424M with the table,
// callgrind, and took 2-3 % more CPU time on top1465; the table is 512 bytes.)
inline constexpr int popcount_small(uint64_t x) {
#if defined(__POPCNT__)
  return __builtin_popcountll(x);
#else
  return x < 512 ? kPopTable.v[x] : popcount64(x);
#endif
}

// At most one bit set (0 or a power of two), without counting.
inline constexpr bool at_most_one_bit(uint64_t x) { return (x & (x - 1)) == 0; }

}  // namespace sudokupress::core
