#!/usr/bin/env bash
# The main job: for now, solve the spec's test vectors and write them to out/.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/release/sudokupress}
mkdir -p out
grep -v '^#' tests/data/spec_vectors.txt | cut -d: -f1 > out/sample-puzzles.txt
"$bin" solve out/sample-puzzles.txt > out/sample-solutions.txt
"$bin" solve --count out/sample-puzzles.txt > out/sample-counts.tsv
echo "main job: wrote out/sample-solutions.txt and out/sample-counts.tsv" >&2
