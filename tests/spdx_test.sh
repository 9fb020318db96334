#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file of the project says its licence in its first lines (issue 28): C++, the
# player script, shell and Python scripts, CMake files. Data (puzzles, templates, corpora) does
# not. Usage: tests/spdx_test.sh SOURCE_DIR
set -u
cd "$1" || exit 1
missing=0
while IFS= read -r f; do
  head -3 "$f" | grep -q "SPDX-License-Identifier: GPL-3.0-or-later" || {
    echo "no SPDX-License-Identifier line in $f" >&2
    missing=$((missing + 1))
  }
done < <(find src tests bench fuzz scripts cmake .ci -type f \( -name '*.cpp' -o -name '*.hpp' \
  -o -name '*.sh' -o -name '*.py' -o -name '*.js' -o -name '*.cmake' -o -name CMakeLists.txt \
  -o -name run \) -not -path 'tests/cli/bad_inputs/*' -not -path 'fuzz/corpus/*'; echo CMakeLists.txt)
[ $missing -eq 0 ] || { echo "FAIL: $missing files without the licence line" >&2; exit 1; }
echo "ok: every source file names its licence"
