#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Spearman of the grader's score with serate's ER over se_calibration_serate2025.tsv.

Usage: calibration.py GRADE_TSV CALIBRATION_TSV
  GRADE_TSV        `sudokupress grade --profile P` of the calibration file's puzzles (same order)
  CALIBRATION_TSV  puzzle, ER, EP, ED, source (../shared/data/se_calibration_serate2025.tsv)
Prints rho overall, per source and inside the diabolical and top1465 parts, and the levels per
ER band.
"""
import sys
from collections import Counter, defaultdict

from spearman import spearman


def main():
    grades = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
    cal = [l.rstrip("\n").split("\t") for l in open(sys.argv[2]) if l.strip()]
    if len(grades) != len(cal):
        sys.exit(f"{len(grades)} grade lines, {len(cal)} calibration lines")
    by_source = defaultdict(lambda: ([], []))
    scores, ers = [], []
    bands = defaultdict(Counter)
    for g, c in zip(grades, cal):
        if g[0] != c[0]:
            sys.exit(f"puzzle mismatch: {g[0]} vs {c[0]}")
        s, er = float(g[3]), float(c[1])
        scores.append(s)
        ers.append(er)
        by_source[c[4]][0].append(s)
        by_source[c[4]][1].append(er)
        bands[f"{int(er)}.0-{int(er)}.9"][g[2]] += 1
    print(f"all\t{len(ers)}\trho={spearman(scores, ers):.3f}")
    for src in sorted(by_source):
        s, e = by_source[src]
        rho = spearman(s, e) if len(set(e)) > 1 else float("nan")
        print(f"{src}\t{len(e)}\trho={rho:.3f}")
    print("ER band\tgrades")
    for band in sorted(bands, key=lambda b: float(b.split("-")[0])):
        print(f"{band}\t" + ", ".join(f"{k} {v}" for k, v in sorted(bands[band].items())))


if __name__ == "__main__":
    main()
