// SPDX-License-Identifier: GPL-3.0-or-later
// The fast9 search for the build's own target (the portable x86-64 baseline in the release and
// Debian builds): the fallback kernel, and the only one off x86-64 (fast9_kernels.hpp).
#define SP_FAST9_NAMESPACE fast9_baseline
#define SP_FAST9_POPCNT 0
#define SP_FAST9_AVX2 0
#include "solve/fast9_search.hpp"
