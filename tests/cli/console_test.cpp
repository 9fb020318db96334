// SPDX-License-Identifier: GPL-3.0-or-later
// The progress line of long commands (issue 28): a bar, the count, the rate and the time left.
#include "cli/console.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sudokupress::cli {
namespace {

TEST(ConsoleTest, ProgressLineHasBarCountRateAndEta) {
  // 250 of 1000 in 10 s: 25/s, 750 left = 30 s.
  EXPECT_EQ(progress_line("generate", 250, 1000, 10.0, ""),
            "generate [#####---------------] 250/1000  25/s  ETA 0:30");
  EXPECT_EQ(progress_line("grade", 3, 7, 2.0, " (x)"),
            "grade [########------------] 3/7  1.5/s  ETA 0:03 (x)");
}

TEST(ConsoleTest, ProgressLineAtTheStartAndAtTheEnd) {
  // Nothing done yet: no rate, no ETA; all done: a full bar, the rate, no ETA.
  EXPECT_EQ(progress_line("book: pages", 0, 40, 0.0, ""),
            "book: pages [--------------------] 0/40");
  EXPECT_EQ(progress_line("book: pages", 40, 40, 8.0, ""),
            "book: pages [####################] 40/40  5/s");
}

TEST(ConsoleTest, ProgressLineLongEtaAndUnknownTotal) {
  // 1 of 10,000 in 2 s: 0.5/s, 9,999 left = 19,998 s = 5:33:18.
  EXPECT_EQ(progress_line("g", 1, 10000, 2.0, ""),
            "g [--------------------] 1/10000  0.5/s  ETA 5:33:18");
  // No total (a streamed input): count and rate only.
  EXPECT_EQ(progress_line("bank add", 1200, 0, 4.0, " read"), "bank add 1200  300/s read");
}

TEST(ConsoleTest, ProgressLineClampsCountsOutsideTheTotal) {
  EXPECT_EQ(progress_line("x", 12, 10, 1.0, "").substr(0, 24), "x [####################]");
  EXPECT_EQ(progress_line("x", -3, 10, 1.0, "").substr(0, 24), "x [--------------------]");
}

}  // namespace
}  // namespace sudokupress::cli
