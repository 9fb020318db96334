#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Spearman rank correlation of `sudokupress grade` scores (full profile) with Sudoku Explainer
# ratings on the sudokuexchange sets, and with HoDoKu's score on top1465.
# Usage: tests/reports/spearman.sh [BINARY]     (numbers: tests/reports/spearman.md)
set -euo pipefail
source "$(dirname "$0")/report_env.sh"
all=() strat=()
for set in easy_selt1.5_500 medium_se1.5-2.4_500 hard1_se2.5-3.7_500 hard2_se3.8-4.9_500 diabolical_se; do
  src=$data/sudokuexchange_$set.txt
  "$bin" grade --profile full "$src" > "$tmp/$set.tsv"
  all+=("$tmp/$set.tsv:$src")
  head -n 500 "$src" > "$tmp/${set}_500.txt"
  head -n 500 "$tmp/$set.tsv" > "$tmp/${set}_500.tsv"
  strat+=("$tmp/${set}_500.tsv:$tmp/${set}_500.txt")
done
echo "== every puzzle of the five sets"
python3 "$here/spearman.py" "${all[@]}"
echo "== 500 puzzles of each set (stratified over the SE range)"
python3 "$here/spearman.py" "${strat[@]}" | tail -n 1
echo "== top1465 against HoDoKu 2.4.3's score"
"$bin" grade --profile full "$data/magictour_top1465.txt" > "$tmp/top.tsv"
python3 "$here/spearman.py" "$tmp/top.tsv:$data/magictour_top1465_hodoku243_grades.txt" | sed -n 1p
echo "== se_calibration_serate2025.tsv: human profile score against serate's ER"
cut -f1 "$data/se_calibration_serate2025.tsv" > "$tmp/cal.txt"
"$bin" grade --profile human "$tmp/cal.txt" > "$tmp/cal.tsv"
python3 "$here/calibration.py" "$tmp/cal.tsv" "$data/se_calibration_serate2025.tsv"
