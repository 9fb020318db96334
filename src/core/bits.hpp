// The bit helpers of every hot path (solvers, checker, fill, SymbolSet): one copy.
//
// Population count. The portable x86-64 baseline this project builds for has no POPCNT
// instruction, so std::popcount compiles to a call into libgcc (__popcountdi2); it was 22 % of
// the general engine's time on 17clue_royle_49158 (perf) and 4 % of generation time, and
// SymbolSet::count() was one such call. popcount64 below is an inline SWAR count instead.
//
// Hardware POPCNT: a build that targets it (-mpopcnt, -march=native: __POPCNT__ defined) uses
// the instruction, every other build the SWAR form. A runtime dispatch (one engine instantiation
// per instruction set) is not implemented: the engines count candidates of one cell at a time in
// branching-cell selection only (propagation works on masks), and the SWAR-vs-POPCNT
// measurement that should decide it was not made on this shared machine in issue 14's session
// (builds took most of it); until it is, the portable build stays on SWAR.
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

// At most one bit set (0 or a power of two), without counting.
inline constexpr bool at_most_one_bit(uint64_t x) { return (x & (x - 1)) == 0; }

}  // namespace sudokupress::core
