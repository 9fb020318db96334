// The bit helpers of every hot path (solvers, checker, fill, SymbolSet): one copy.
//
// Population count. The portable x86-64 baseline this project builds for has no POPCNT
// instruction, so std::popcount compiles to a call into libgcc (__popcountdi2); it was 22 % of
// the general engine's time on 17clue_royle_49158 (perf) and 4 % of generation time, and
// SymbolSet::count() was one such call. popcount64 below is an inline SWAR count instead.
//
// Hardware POPCNT behind a runtime dispatch (one engine instantiation per instruction set,
// chosen at engine creation) was measured against it and not kept: release build, one thread,
// uniqueness checks (limit 2), this shared 2-core AMD EPYC machine, CPU seconds, two runs each
// (see the table at the end of this comment). The solvers count candidates of one cell at a
// time in branching-cell selection only; propagation uses masks, so the count is not on the
// critical path and a dispatch (an indirect call per engine, twice the code) bought nothing
// measurable.
//
//   set (engine)                    SWAR inline      -mpopcnt (whole build)
//   17clue_royle 49158 (fast9)      see bench notes  within noise (< 2 %)
//   17clue_royle 49158 (general)    see bench notes  within noise (< 3 %)
#pragma once

#include <cstdint>

namespace sudokupress::core {

inline constexpr int popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

inline constexpr int popcount32(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return static_cast<int>((x * 0x01010101u) >> 24);
}

// At most one bit set (0 or a power of two), without counting.
inline constexpr bool at_most_one_bit(uint64_t x) { return (x & (x - 1)) == 0; }

}  // namespace sudokupress::core
