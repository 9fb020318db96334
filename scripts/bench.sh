#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the release preset with the bench target and runs sp_bench.
#   scripts/bench.sh                 every section
#   scripts/bench.sh solve           only the named sections (solve, ...)
#   scripts/bench.sh --max 0 solve   options are passed to sp_bench (--max N puzzles per set)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release ${SP_CMAKE_ARGS:-} >/dev/null
cmake --build --preset release --target sp_bench -j 2
exec build/release/bench/sp_bench "$@"
