#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The main job (command 1 of the README ends with it): build the sample book,
# book/sample/book.toml ([print] service = "kdp", 8.5x11 in), print-ready (PDF/X-1a, grayscale,
# checked by the KDP preflight) to out/sample-book.pdf, its cover (back, spine, front) to
# out/sample-cover.pdf and its report to out/sample-book.tsv.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/release/sudokupress}
mkdir -p out
"$bin" book book/sample/book.toml -o out/sample-book.pdf --print-ready \
  --cover out/sample-cover.pdf --report out/sample-book.tsv
echo "main job: wrote out/sample-book.pdf, out/sample-cover.pdf and out/sample-book.tsv" >&2
