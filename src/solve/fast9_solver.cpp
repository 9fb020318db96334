// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 engine: the classic 9x9 search of fast9_search.hpp behind solve::Engine, on the
// kernel this CPU runs best (fast9_kernels.hpp), chosen when the engine is made.
//
// Runtime dispatch (issue 32, item 2). The release and Debian builds target the portable x86-64
// baseline (no -march), so the search is compiled a second time for x86-64-v3 (AVX2, BMI1/2,
// POPCNT) in its own namespace and picked by __builtin_cpu_supports. What was tried:
//  - GCC function multi-versioning (target_clones) on the search: the search is a recursive
//    member function with some thirty helpers; a clone only gets the new instructions where the
//    helpers inline into it, and each recursive call goes back through the ifunc. Not kept: the
//    whole search as one unit per target is simpler to reason about and to test.
//  - The search compiled twice, one file with -mavx2 -mbmi -mbmi2 -mpopcnt: unsafe, as every
//    inline function of the standard and core headers it uses (std::countr_zero, ...) would
//    get a second, newer-CPU copy under the same name for the linker to choose from. Kept: the
//    target attribute on the search's own functions only (a pragma region opened after the
//    headers), so nothing outside the kernel's namespace is ever built for the newer CPU.
//  - Measured (2026-11-29, the shared 2-core machine, an AVX-512 Xeon; fast9 count to 2, puzzles
//    per CPU second of one thread, median of 5 rounds, SE11 = the first 10,000 of
//    forum_hardest_1905_se11plus, 3 rounds; two sittings each), this build's x86-64-v3 kernel /
//    its baseline kernel / a -march=native build of the same commit (the whole search compiled
//    for the host, AVX-512 included):
//      top1465   90.4k, 91.2k / 88.9k, 89.3k / 90.2k, 89.3k
//      serg      348k, 349k   / 334k, 335k   / 343k, 341k
//      SE11      16.50k       / 16.06k       / 16.08k
//    so the portable binary is within noise of (not below) the native build: the search gains
//    1-4 % from AVX2/BMI/POPCNT and nothing more from AVX-512. Then, in the v3 kernel only,
//    clear_cells in one 8-lane op: SE11 16.35k -> 16.60k, 16.71k (top1465 and serg within
//    noise). `sp_bench solve` prints the kernel and a row for the baseline kernel.
//  - x86-64-v4 (issue 32 item 2, 2026-11-29): the search compiled a third time with AVX-512 F,
//    BW, DQ and VL (a file fast9_x86_64_v4.cpp, removed), clear_cells' hits from vptestmd's mask
//    register. sp_bench solve, the v4 kernel against the v3 kernel in the same run (load 11-13 on
//    the 2-core machine, so only same-run ratios are worth anything), puzzles per CPU second:
//      the nine words in one masked zmm op, 2 runs: top1465 86.6k, 87.0k vs 92.8k, 92.2k;
//        SE11 15.6k, 15.5k vs 16.6k, 16.6k; serg 334k, 326k vs 353k, 357k (-4..-8 %)
//      eight words in a ymm op + vptestmd, 2 runs: 87.9k, 88.9k vs 91.7k, 91.0k; 16.1k, 15.9k
//        vs 16.4k, 16.5k; 348k, 344k vs 358k, 357k (-2..-4 %)
//      the same with prefer-vector-width=256 (GCC), 3 runs: 92.2k, 91.6k, 91.3k vs 92.0k, 93.1k,
//        92.2k; 16.4k, 16.4k, 16.4k vs 16.6k, 16.3k, 16.3k; 351k, 345k, 347k vs 358k, 352k,
//        357k (-1 %, +0 %, -2 %)
//      and a control, the v4 slot built as v3 (same code): 91.7k, 92.8k vs 89.8k, 92.1k; 16.6k,
//        16.6k vs 16.6k, 16.5k; 351k, 349k vs 356k, 354k (no order effect).
//      After this branch's other search changes, load 6: 92.9k vs 93.6k, 16.9k vs 16.7k, 381k
//        vs 380k (-1 %, +1 %, +0 %).
//    The search is scalar work on 27 words; AVX-512 adds wider copies of the state (zmm moves
//    GCC picks for State's 180 bytes) and nothing the search needs. Removed after these runs:
//    its compile (13.8 s in a two-job build, in each of CI's three trees) bought no speed. To
//    measure it again on another CPU: a third kernel file like fast9_x86_64_v3.cpp with
//    "avx512f,avx512bw,avx512dq,avx512vl,prefer-vector-width=256" added to the pragma.
//  - Rejected: tune=haswell beside the features in the pragma: top1465 93k -> 73k/s, serg 353k ->
//    242k/s, SE11 16.6k -> 13.3k/s (GCC does not inline the headers' functions, built with the
//    default tuning, into functions with another one). Keep the pragma to features only.
#include <memory>
#include <string_view>
#include <vector>

#include "solve/engine.hpp"
#include "solve/fast9_kernels.hpp"

namespace sudokupress::solve {
namespace {

class Fast9Solver final : public Engine {
 public:
  explicit Fast9Solver(const Fast9Kernel& kernel) : kernel_(kernel) {}
  std::string_view name() const override { return "fast9"; }
  Capabilities capabilities() const override {
    Capabilities c;
    c.classic_only = true;
    c.max_symbols = 9;
    c.count_rank = 3;
    c.removal_rank = 3;
    c.exclusion_search = true;
    c.enumerate_rank = 3;
    return c;
  }
  CountResult count(const core::Puzzle& p, int limit) override {
    if (!supports(p.geo()) || p.num_cells() != 81) return {};
    return kernel_.count(p, limit < 1 ? 1 : limit, sink_);
  }
  // The exclusion search when c is an empty cell of a classic grid and v a digit (else the
  // base class's count to 2). Measured (issue 32 item 4): see generate/removal_test.hpp.
  bool other_solution(const core::Puzzle& p, int c, int v, std::vector<uint8_t>* witness) override {
    if (!supports(p.geo()) || p.num_cells() != 81 || c < 0 || c >= 81 || p.cells[c] != 0 || v < 1 ||
        v > 9)
      return Engine::other_solution(p, c, v, witness);
    if (!witness) return kernel_.other_solution(p, c, v, nullptr);
    witness->resize(81);  // no allocation once the caller's vector has held a witness
    if (kernel_.other_solution(p, c, v, witness->data())) return true;
    witness->clear();
    return false;
  }

 private:
  Fast9Kernel kernel_;
};

// True when this CPU (and its operating system, for the AVX state) runs x86-64-v3 code.
bool cpu_has_v3() {
#if SP_FAST9_HAVE_V3
  __builtin_cpu_init();  // idempotent; needed before main() runs (static initialisers)
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
         __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
  return false;
#endif
}

constexpr Fast9Kernel kBaseline{"baseline", &fast9_baseline::count,
                                &fast9_baseline::other_solution};
#if SP_FAST9_HAVE_V3
constexpr Fast9Kernel kV3{"x86-64-v3", &fast9_x86_64_v3::count, &fast9_x86_64_v3::other_solution};
#endif

}  // namespace

Fast9Kernel fast9_kernel() {
#if SP_FAST9_HAVE_V3
  if (cpu_has_v3()) return kV3;
#endif
  return kBaseline;
}

std::vector<Fast9Kernel> fast9_kernels() {
  std::vector<Fast9Kernel> out;
#if SP_FAST9_HAVE_V3
  if (cpu_has_v3()) out.push_back(kV3);
#endif
  out.push_back(kBaseline);
  return out;
}

std::unique_ptr<Engine> make_fast9_engine(const Fast9Kernel& kernel) {
  return std::make_unique<Fast9Solver>(kernel);
}

std::unique_ptr<Engine> make_fast9_engine() { return make_fast9_engine(fast9_kernel()); }

}  // namespace sudokupress::solve
