#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Spearman rank correlation of the grader's score with Sudoku Explainer ratings.

Usage: spearman.py GRADE_TSV:RATINGS [...]
  GRADE_TSV  output of `sudokupress grade` (tsv: puzzle, level, grade, score, codes)
  RATINGS    the puzzle file it was made from: a number in the 2nd column (SE rating), or a
             file named *_se<lo>-<hi>_* / *_selt<hi>_* (SE bucket: its midpoint is used)
Prints rho per file and for all files together (average ranks for ties).
"""
import re
import sys


def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb) if va and vb else float("nan")


def ratings(path):
    m = re.search(r"_se(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)_", path)
    lt = re.search(r"_selt(\d+(?:\.\d+)?)_", path)
    out = []
    for line in open(path):
        f = line.rstrip("\n").split("\t")
        if len(f) > 1 and re.fullmatch(r"\d+(\.\d+)?", f[1]):
            out.append(float(f[1]))
        elif m:
            out.append((float(m.group(1)) + float(m.group(2))) / 2)
        elif lt:
            out.append(float(lt.group(1)) / 2)
        else:
            sys.exit(f"{path}: no SE rating column and no SE bucket in the name")
    return out


def main():
    all_s, all_r = [], []
    for arg in sys.argv[1:]:
        tsv, src = arg.split(":")
        scores = [float(l.split("\t")[3]) for l in open(tsv)]
        rs = ratings(src)
        if len(scores) != len(rs):
            sys.exit(f"{tsv}: {len(scores)} lines, {src}: {len(rs)}")
        name = src.split("/")[-1]
        if len(set(rs)) > 1:
            print(f"{name}\t{len(rs)}\trho={spearman(scores, rs):.3f}")
        else:
            print(f"{name}\t{len(rs)}\t(one SE bucket: no rank correlation inside it)")
        all_s += scores
        all_r += rs
    print(f"all\t{len(all_r)}\trho={spearman(all_s, all_r):.3f}")


if __name__ == "__main__":
    main()
