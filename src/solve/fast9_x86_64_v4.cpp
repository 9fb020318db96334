// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 search compiled for x86-64-v4's AVX-512 (F, BW, DQ, VL) on top of x86-64-v3's
// AVX2, BMI1, BMI2 and POPCNT, whatever the build's own target; fast9_solver.cpp calls it only
// on a CPU (and an operating system) that has them (fast9_kernels.hpp). As in the v3 file, the
// target region opens after the headers, <immintrin.h> included: only the search's own
// functions carry the target. GCC also prefers 256-bit vectors here (measured in
// fast9_solver.cpp: zmm code was 2-8 % slower); Clang's attribute is given the features only.
// The engine lists this kernel (tests, sp_bench) but does not choose it: no faster than v3.
#include "solve/fast9_kernels.hpp"

#if SP_FAST9_HAVE_V4

#include <immintrin.h>

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/bits.hpp"
#include "core/check.hpp"
#include "solve/engine.hpp"

#if defined(__clang__)
#pragma clang attribute push(                                                           \
    __attribute__((target("avx2,bmi,bmi2,popcnt,avx512f,avx512bw,avx512dq,avx512vl"))), \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target( \
    "avx2,bmi,bmi2,popcnt,avx512f,avx512bw,avx512dq,avx512vl,prefer-vector-width=256")
#endif

#define SP_FAST9_NAMESPACE fast9_x86_64_v4
#define SP_FAST9_POPCNT 1
#define SP_FAST9_AVX2 1
#define SP_FAST9_AVX512 1
#include "solve/fast9_search.hpp"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif
