#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Remakes tests/reports/table14-1.md's numbers: the `book` profile over Royle's 17-clue list,
# compared with the book's Table 14-1 (spec §3.2). Usage: tests/reports/table14-1.sh [BINARY]
# The book used the 49,151 puzzles of 2015: the file's first 49,151 lines (the last 7 were
# found later).
set -euo pipefail
bin=${1:-build/release/sudokupress}
data=${SUDOKUPRESS_SHARED:-../shared}/data/17clue_royle_49158.txt
head -n 49151 "$data" | "$bin" grade --profile book --format book | "$bin" stats - |
  python3 -c '
import sys
book = {"unique-loop": 87694, "naked-pair": 42152, "hidden-pair": 24085, "box-line": 24275,
        "pointing-line": 4266, "naked-triple": 14, "hidden-triple": 21, "lines-2": 484,
        "naked-quad": 0, "Y-wing": 2346, "rectangle": 4539, "XY-chain": 3860, "lines-3": 111,
        "lines-4": 6, "backtrack": 1918}
ours = {}
for line in sys.stdin:
    f = line.rstrip("\n").split("\t")
    if len(f) == 4 and f[1] in book:
        ours[f[1]] = int(f[2])
print("| code | strategy | book | ours | difference |")
print("|---:|---|---:|---:|---:|")
codes = {"unique-loop": 0, "naked-pair": 10, "hidden-pair": 11, "box-line": 12,
         "pointing-line": 13, "naked-triple": 20, "hidden-triple": 21, "lines-2": 22,
         "naked-quad": 23, "Y-wing": 24, "rectangle": 30, "XY-chain": 31, "lines-3": 32,
         "lines-4": 33, "backtrack": 40}
for name, b in book.items():
    o = ours.get(name, 0)
    d = "%+.1f%%" % (100.0 * (o - b) / b) if b else ("0" if o == 0 else "new")
    print("| %d | %s | %d | %d | %s |" % (codes[name], name, b, o, d))
tb, to = sum(book.values()), sum(ours.get(k, 0) for k in book)
print("| | total | %d | %d | %+.1f%% |" % (tb, to, 100.0 * (to - tb) / tb))
'
