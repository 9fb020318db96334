#!/usr/bin/env bash
# The main job (command 1 of the README ends with it): build the sample book,
# book/sample/book.toml, to out/sample-book.pdf with its report out/sample-book.tsv.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/release/sudokupress}
mkdir -p out
"$bin" book book/sample/book.toml -o out/sample-book.pdf --report out/sample-book.tsv
echo "main job: wrote out/sample-book.pdf and out/sample-book.tsv" >&2
