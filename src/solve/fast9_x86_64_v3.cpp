// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 search compiled for x86-64-v3's AVX2, BMI1, BMI2 and POPCNT, whatever the build's
// own target; fast9_solver.cpp calls it only on a CPU that has them (fast9_kernels.hpp). The
// target region opens after the headers (see fast9_search.hpp): only the search's own
// functions carry the target; what they inline from the headers is compiled into them.
#include "solve/fast9_kernels.hpp"

#if SP_FAST9_HAVE_V3

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/bits.hpp"
#include "core/check.hpp"
#include "solve/engine.hpp"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt")
#endif

#define SP_FAST9_NAMESPACE fast9_x86_64_v3
#define SP_FAST9_POPCNT 1
#define SP_FAST9_AVX2 1
#include "solve/fast9_search.hpp"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif
