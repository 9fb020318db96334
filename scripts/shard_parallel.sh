#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sharded generation with GNU parallel, imported into a bank (README "Sharding").
#
#   scripts/shard_parallel.sh SUDOKUPRESS BANK.db OUTDIR SHARDS COUNT SEED [generate options...]
#
# Runs `generate --shard I/SHARDS -n COUNT --seed SEED ...` for I = 1..SHARDS under GNU parallel
# (one job per core on this host; set SP_PARALLEL_ARGS="--sshloginfile hosts.txt" to spread the
# jobs over machines that have the same binary at the same path and a shared OUTDIR), each shard
# writing OUTDIR/shard-I.tsv (temp file, then renamed: a failed job leaves no partial shard),
# then imports every shard with `bank add`. The shards together are exactly the unsharded
# batch (same seeds, same IDs).
set -euo pipefail
if [ $# -lt 6 ]; then
  sed -n '2,12p' "$0" >&2
  exit 64
fi
sp=$1 db=$2 out=$3 shards=$4 count=$5 seed=$6
shift 6
command -v parallel >/dev/null || { echo "shard_parallel: GNU parallel is not installed (Debian package 'parallel')" >&2; exit 1; }
mkdir -p "$out"
# shellcheck disable=SC2086
parallel --will-cite --halt now,fail=1 ${SP_PARALLEL_ARGS:-} \
  "$sp generate -q --shard {}/$shards -n $count --seed $seed --threads 1 $* > $out/.shard-{}.tmp && mv $out/.shard-{}.tmp $out/shard-{}.tsv" \
  ::: $(seq 1 "$shards")
files=()
for i in $(seq 1 "$shards"); do files+=("$out/shard-$i.tsv"); done
"$sp" bank add "$db" "${files[@]}"
