#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Agreement of `sudokupress grade`'s er column (Sudoku Explainer's rating, reproduced) with
# serate 2025.10.8 over ../shared/data/se_calibration_serate2025.tsv, and of the default
# profile's score. Writes the Markdown report to stdout (tests/reports/se-agreement.md).
# Usage: tests/reports/se-agreement.sh [BINARY] > tests/reports/se-agreement.md
set -euo pipefail
source "$(dirname "$0")/report_env.sh"
cal=$data/se_calibration_serate2025.tsv
cut -f1 "$cal" > "$tmp/puzzles.txt"
"$bin" grade --format json --threads "${THREADS:-0}" "$tmp/puzzles.txt" > "$tmp/grade.json"
python3 "$here/se_agreement.py" "$cal" "$tmp/grade.json" "$bin grade --format json"
