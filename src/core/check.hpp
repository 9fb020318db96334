// SPDX-License-Identifier: GPL-3.0-or-later
// SP_CHECK(condition): an invariant of the code, not a test of the input (bad input gets a
// Status and a one-line error; an SP_CHECK that fails is a bug of ours). On in every build but
// the shipped Release one (CMake defines SP_CHECKS=1 for the dev, sanitizer and fuzz builds, so
// the test suite under ASan+UBSan and the fuzzers stop at the first broken invariant, naming it);
// in Release the condition is compiled (so it stays valid code) but never evaluated, which keeps
// the hot paths that hold these checks as fast as before.
#pragma once

namespace sudokupress::core {

// Prints "FILE:LINE: invariant failed: EXPRESSION" to stderr and aborts.
[[noreturn]] void check_failed(const char* expression, const char* file, int line);

#if defined(SP_CHECKS) && SP_CHECKS
inline constexpr bool kChecksOn = true;
#else
inline constexpr bool kChecksOn = false;
#endif

}  // namespace sudokupress::core

#if defined(SP_CHECKS) && SP_CHECKS
#define SP_CHECK(condition)           \
  ((condition) ? static_cast<void>(0) \
               : ::sudokupress::core::check_failed(#condition, __FILE__, __LINE__))
#else
#define SP_CHECK(condition) static_cast<void>(sizeof(static_cast<bool>(condition)))
#endif
