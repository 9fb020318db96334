#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Command 2 of the README: build and run the whole test suite.
#   bash scripts/test.sh            preset release-tests: command 1's tree (build/release) with the
#                                   tests added, so the libraries command 1 compiled are reused and
#                                   only the tests are compiled (CI ran the dev preset's second
#                                   full build of src/ before; the tests check the binary users run)
#   bash scripts/test.sh dev        the development build (assertions on, -O2 -g)
#   bash scripts/test.sh asan       ASan + UBSan (assertions on). The preset leaves out what the
#                                   release suite runs and a sanitizer adds nothing to: tests of
#                                   docs and completions (cli.docs_*: cli.docs_accepted alone ran
#                                   266 s under ASan, 300 process start-ups), the browser and
#                                   raster tools (Chromium, rsvg-convert), cmake --install, the
#                                   repo.* source checks, and two SE rater tests that repeat
#                                   others' paths for 70 s and 33 s (CMakePresets.json, filter)
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-release-tests}
cmake --preset "$preset" ${SP_CMAKE_ARGS:-}
cmake --build --preset "$preset" -j "$(nproc)"
ctest --preset "$preset"
