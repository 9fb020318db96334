#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file of the project is as .clang-format (Google, 100 columns) writes it (issue 30):
# clang-format --dry-run --Werror over src, tests, bench and fuzz. Skips (77) without clang-format.
# Usage: tests/format_check.sh SOURCE_DIR
set -u
cd "$1" || exit 1
command -v clang-format >/dev/null || { echo "skipped: clang-format is not installed"; exit 77; }
mapfile -t files < <(find src tests bench fuzz -type f \( -name '*.cpp' -o -name '*.hpp' \) \
  -not -path 'tests/cli/bad_inputs/*' -not -path 'fuzz/corpus/*' | sort)
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/sp_format_check.$$; then
  grep -o '^[^:]*:[0-9]*:[0-9]*: error: code should be clang-formatted' /tmp/sp_format_check.$$ |
    cut -d: -f1 | sort -u | sed 's/$/: not clang-formatted (run clang-format -i on it)/' >&2
  rm -f /tmp/sp_format_check.$$
  echo "FAIL: files not formatted by .clang-format" >&2
  exit 1
fi
rm -f /tmp/sp_format_check.$$
echo "ok: ${#files[@]} C++ files formatted"
