#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's page thumbnails: every sample book (book/*/book.toml) built --print-ready (the
# children's books in colour, as their manifests say), its pages rendered small with pdftoppm
# and joined into one strip, examples/pages-<book>.png (scripts/page_strip.py; the first three
# pages and five more evenly spaced, blank pages left out; each strip well under 150 KB).
#   scripts/sample_thumbnails.sh [build/release/sudokupress] [book ...]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build/release/sudokupress}
shift || true
BOOKS=("$@")
if [ ${#BOOKS[@]} -eq 0 ]; then
  BOOKS=(sample large-print kids kids-3-5 kids-5-7 sample-de sample-ja)
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for name in "${BOOKS[@]}"; do
  "$BIN" book "book/$name/book.toml" -o "$TMP/$name.pdf" --print-ready -q
  mkdir -p "$TMP/$name"
  pdftoppm -scale-to 150 "$TMP/$name.pdf" "$TMP/$name/p"
  python3 scripts/page_strip.py "examples/pages-$name.png" "$TMP/$name"/p-*.ppm
  echo "thumbnails: examples/pages-$name.png" >&2
done
