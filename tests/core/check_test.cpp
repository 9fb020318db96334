// SPDX-License-Identifier: GPL-3.0-or-later
// SP_CHECK (core/check.hpp): a broken invariant stops the program naming the file, the line
// and the condition in the dev, sanitizer and fuzz builds; the Release build never evaluates it.
#include "core/check.hpp"

#include <gtest/gtest.h>

namespace sudokupress::core {
namespace {

int evaluations = 0;

bool counted(bool value) {
  ++evaluations;
  return value;
}

TEST(CheckTest, HoldingInvariantsPass) {
  evaluations = 0;
  SP_CHECK(counted(true));
  SP_CHECK(1 + 1 == 2);
  EXPECT_EQ(evaluations, kChecksOn ? 1 : 0);
}

TEST(CheckTest, ReleaseNeverEvaluatesTheCondition) {
  evaluations = 0;
  if (kChecksOn) {
    SP_CHECK(counted(true));
    EXPECT_EQ(evaluations, 1);
  } else {
    SP_CHECK(counted(false));  // would abort if it were evaluated
    EXPECT_EQ(evaluations, 0);
  }
}

TEST(CheckDeathTest, ABrokenInvariantAbortsNamingIt) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(check_failed("cells == 81", "solve/x.cpp", 12),
               "solve/x.cpp:12: invariant failed: cells == 81");
  if (kChecksOn) {
    const int cells = 80;
    EXPECT_DEATH(SP_CHECK(cells == 81), "check_test.cpp:[0-9]+: invariant failed: cells == 81");
  }
}

}  // namespace
}  // namespace sudokupress::core
