#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CTest ShardParallel: 2 GNU parallel jobs of `generate --shard` give exactly the puzzles (and
# IDs) of a single run, and `bank add` of the shards holds the same set as a bank of the single
# run. Skips (exit 77) when GNU parallel is missing.
set -euo pipefail
sp=$1 root=$2
command -v parallel >/dev/null || { echo "SKIP: GNU parallel not installed (Debian 'parallel')"; exit 77; }
parallel --version 2>/dev/null | grep -q 'GNU parallel' || { echo "SKIP: 'parallel' is not GNU parallel (moreutils?)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$sp" generate -q -n 60 --seed 777 --threads 1 > "$tmp/single.tsv"
SP_PARALLEL_ARGS="-j 2" bash "$root/scripts/shard_parallel.sh" "$sp" "$tmp/sharded.db" "$tmp/shards" 2 60 777 \
  2> "$tmp/add.err" || { cat "$tmp/add.err"; exit 1; }
cat "$tmp/shards/shard-1.tsv" "$tmp/shards/shard-2.tsv" > "$tmp/joined.tsv"
cmp "$tmp/single.tsv" "$tmp/joined.tsv" || { echo "FAIL: shards differ from the single run"; exit 1; }
[ "$(wc -l < "$tmp/shards/shard-1.tsv")" -eq 30 ] || { echo "FAIL: shard 1 is not half"; exit 1; }
"$sp" bank add -q "$tmp/single.db" "$tmp/single.tsv"
"$sp" bank query "$tmp/sharded.db" --format line | sort > "$tmp/a"
"$sp" bank query "$tmp/single.db" --format line | sort > "$tmp/b"
cmp "$tmp/a" "$tmp/b" || { echo "FAIL: the banks differ"; exit 1; }
[ "$(wc -l < "$tmp/a")" -eq 60 ] || { echo "FAIL: expected 60 puzzles in the bank"; exit 1; }
echo "ok: 2 parallel shards = the single run (60 puzzles, same IDs, same bank)"
