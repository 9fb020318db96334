#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes every parser (fuzz/fuzz_<name>.cpp) with libFuzzer under ASan+UBSan for a fixed time
# each: scripts/fuzz.sh [SECONDS [TARGET...]] (default 20 s, all targets). Installs Debian's
# clang and libclang-rt-14-dev (libFuzzer) when missing. Seeds come from fuzz/corpus/<name>
# (read only); new inputs go to build/fuzz/corpus/<name>; a crash is saved under
# build/fuzz/artifacts/ and fails the run (add the input to fuzz/corpus/<name> once fixed).
# Targets run side by side, one per core; each one's libFuzzer log is build/fuzz/logs/<name>.log.
# FUZZ_TIMEOUT (default 10) is libFuzzer's per-input limit in wall-clock seconds: on a shared
# machine under `nice -n 19` a 0.1 CPU s input took over 10 s of wall time and was reported as a
# timeout, so a loaded machine's nightly run raises it (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-20}
shift || true
targets=("$@")
# The default list (CI) leaves out `preflight`: its mixed build (a g++-compiled preflight_pdf
# object) builds and ran for 10 minutes in the nightly run (docs/fuzzing.md), but it makes 12
# inputs a second (poppler rasterises each one), so 20 s would test little; run it by name
# (`scripts/fuzz.sh 600 preflight`). Its corpus is replayed by CTest (fuzz_replay_preflight).
[ ${#targets[@]} -gt 0 ] || targets=(puzzle composite mask id manifest template symbols icon html bank writers)

source scripts/apt_missing.sh
install_missing fuzz clang libclang-rt-14-dev

cmake --preset fuzz
cmake --build --preset fuzz -j "$(nproc)" --target "${targets[@]/#/fuzz_}"
mkdir -p build/fuzz/artifacts build/fuzz/logs
# The nightly run's corpus (issue 26 item 8: 10 minutes per target, merged against fuzz/corpus
# with -merge=1, 6,676 inputs) is kept compressed in fuzz/nightly-corpus.tar.xz, out of the CTest
# replays: runs of 5 minutes or more start from it too (read only, like fuzz/corpus).
nightly=()
if [ "$secs" -ge 300 ] && [ -f fuzz/nightly-corpus.tar.xz ]; then
  rm -rf build/fuzz/nightly && mkdir -p build/fuzz/nightly
  tar -xJf fuzz/nightly-corpus.tar.xz -C build/fuzz/nightly
  nightly=(1)
fi
# One target per core at a time (each is one process): 10 targets of 20 s take 100 s on two
# cores, not 200.
fuzz_one() {
  local t=$1
  mkdir -p "build/fuzz/corpus/$t"
  build/fuzz/fuzz/fuzz_"$t" -max_total_time="$secs" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t-" \
    "build/fuzz/corpus/$t" "fuzz/corpus/$t" ${nightly:+"build/fuzz/nightly/fuzz/corpus/$t"} \
    >"build/fuzz/logs/$t.log" 2>&1 || true
}
jobs_max=$(nproc)
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait
failed=0
for t in "${targets[@]}"; do
  echo "== fuzz_$t: $secs s"
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+[[:space:]]+DONE|==[0-9]+==ERROR|SUMMARY)" \
    "build/fuzz/logs/$t.log" || true
  # libFuzzer also saves inputs slower than 10 s of wall time (slow-unit-*): on a shared
  # machine those are starvation more often than not (each one of a loaded run replayed in
  # under 1 s), so they are listed, not failures. Crashes, leaks, timeouts and OOMs fail.
  for f in build/fuzz/artifacts/"$t"-slow-unit-*; do
    [ -e "$f" ] && echo "fuzz_$t: slow input (replay it: build/fuzz/fuzz/fuzz_$t $f)"
  done
  if ls build/fuzz/artifacts/"$t"-{crash,leak,timeout,oom}-* >/dev/null 2>&1; then
    echo "fuzz_$t: found a crash: $(ls build/fuzz/artifacts/"$t"-{crash,leak,timeout,oom}-* 2>/dev/null)" >&2
    failed=1
  fi
done
exit $failed
