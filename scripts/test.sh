#!/usr/bin/env bash
# Command 2 of the README: build and run the whole test suite (preset dev, or the one given).
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-dev}
cmake --preset "$preset" ${SP_CMAKE_ARGS:-}
cmake --build --preset "$preset" -j "$(nproc)"
ctest --preset "$preset"
