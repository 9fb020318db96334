#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The SE agreement report (tests/reports/se-agreement.md), in Markdown.

Usage: se_agreement.py CALIBRATION_TSV GRADE_JSON [COMMAND]
  CALIBRATION_TSV  puzzle, ER, EP, ED, source (serate 2025.10.8)
  GRADE_JSON       `sudokupress grade --format json` over the same puzzles, same order
"""
import json
import sys

from spearman import spearman


def band(er):
    lo = int(er * 2 + 1e-9) / 2
    return f"{lo:.1f}-{lo + 0.4:.1f}"


def shares(rows):
    n = len(rows)
    d = [abs(r["er"] - r["ER"]) for r in rows]
    pct = lambda k: f"{100.0 * k / n:.1f}%" if n else "-"
    return [str(n), pct(sum(x < 0.05 for x in d)), pct(sum(x < 0.15 for x in d)),
            pct(sum(x < 0.35 for x in d)), pct(sum(x < 0.55 for x in d))]


def table(title, key, rows):
    out = [f"### {title}", "", "| " + title.split()[-1] + " | puzzles | er = ER | within 0.1 |"
           " within 0.3 | within 0.5 |", "|---|---:|---:|---:|---:|---:|"]
    groups = {}
    for r in rows:
        groups.setdefault(key(r), []).append(r)
    for k in sorted(groups):
        out.append("| " + " | ".join([k] + shares(groups[k])) + " |")
    out.append("| **all** | " + " | ".join(shares(rows)) + " |")
    return out


def main():
    cal, graded = sys.argv[1], sys.argv[2]
    command = sys.argv[3] if len(sys.argv) > 3 else "sudokupress grade --format json"
    rows = []
    with open(cal) as c, open(graded) as g:
        for line, js in zip(c, g):
            f = line.rstrip("\n").split("\t")
            j = json.loads(js)
            rows.append({"ER": float(f[1]), "EP": float(f[2]), "ED": float(f[3]),
                         "source": f[4].replace(".txt", ""), "er": j["er"] or 0.0,
                         "ep": j["ep"] or 0.0, "ed": j["ed"] or 0.0, "score": j["score"],
                         "grade": j["grade"]})
    n = len(rows)
    out = ["# Sudoku Explainer agreement", "",
           "`er` (the sixth column of `sudokupress grade`, SE's rating reproduced by "
           "src/grade/se) against serate 2025.10.8's ER over "
           "`../shared/data/se_calibration_serate2025.tsv` "
           f"({n} puzzles). Made by `tests/reports/se-agreement.sh` (runs `{command}`).", ""]
    exact = sum(abs(r["er"] - r["ER"]) < 0.05 for r in rows)
    close = sum(abs(r["er"] - r["ER"]) < 0.35 for r in rows)
    ep = sum(abs(r["ep"] - r["EP"]) < 0.05 for r in rows)
    ed = sum(abs(r["ed"] - r["ED"]) < 0.05 for r in rows)
    out += ["## Summary", "",
            f"- er = ER: {exact} of {n} ({100.0 * exact / n:.1f}%); within 0.3: {close} "
            f"({100.0 * close / n:.1f}%)",
            f"- ep = EP: {ep} ({100.0 * ep / n:.1f}%); ed = ED: {ed} ({100.0 * ed / n:.1f}%)"]
    rho = spearman([r["er"] for r in rows], [r["ER"] for r in rows])
    out.append(f"- Spearman of er with ER: {rho:.4f}")
    for name, part in [("all", rows),
                       ("diabolical part", [r for r in rows if "diabolical" in r["source"]]),
                       ("top1465 part", [r for r in rows if "top1465" in r["source"]]),
                       ("ER 5.0-9.3", [r for r in rows if 5.0 <= r["ER"] <= 9.3])]:
        s = spearman([r["score"] for r in part], [r["ER"] for r in part])
        out.append(f"- Spearman of the default profile's score with ER, {name}: {s:.4f}")
    out += [""] + table("Per source", lambda r: r["source"], rows)
    out += [""] + table("Per ER band", lambda r: band(r["ER"]), rows)
    bands = sorted({band(r["ER"]) for r in rows})
    grades = []
    for r in rows:
        if r["grade"] not in grades:
            grades.append(r["grade"])
    order = ["Easy", "Medium", "Hard", "Fiendish", "Diabolical"]
    grades.sort(key=lambda x: order.index(x) if x in order else len(order))
    out += ["", "### Grade (default profile) against ER band", "",
            "| grade | " + " | ".join(bands) + " |", "|---|" + "---:|" * len(bands)]
    for gname in grades:
        counts = [sum(1 for r in rows if r["grade"] == gname and band(r["ER"]) == b)
                  for b in bands]
        out.append(f"| {gname} | " + " | ".join(str(c) for c in counts) + " |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
