#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sharded generation as a Slurm job array on a throw-away single-node Slurm (README "Sharding").
#
#   bash scripts/slurm_test.sh [SUDOKUPRESS]     (default build/release/sudokupress)
#
# Starts munged, slurmctld and slurmd as root with a minimal slurm.conf in a temp folder (own
# ports, own munge socket, nothing under /etc touched), submits `sbatch --array=1-4 --wait` whose
# task I runs `generate --shard I/4` into shard-I.tsv, imports the shards with `bank add`, and
# compares puzzles, IDs and the bank with a single-process run. Installs slurm-wlm and munge
# when missing (as scripts/setup.sh does). Exit 0 = equal, 1 = different or the job failed;
# when Slurm cannot start here (not root, no packages, a daemon that dies) it prints
# "SKIP: reason" and exits 0. Bounded: every wait has a timeout (about 2 minutes in all).
set -euo pipefail
cd "$(dirname "$0")/.."
sp=$(realpath "${1:-build/release/sudokupress}")
shards=4 count=40 seed=4242
skip() { echo "slurm_test: SKIP: $*"; exit 0; }

[ -x "$sp" ] || { echo "slurm_test: $sp is not built" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || skip "needs root to start munged, slurmctld and slurmd"
missing=()
for p in slurm-wlm munge; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "slurm_test: installing ${missing[*]}"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      --no-install-recommends "${missing[@]}"; } >/dev/null 2>&1 || skip "cannot install ${missing[*]}"
fi
for b in munged slurmctld slurmd sbatch sinfo; do
  command -v "$b" >/dev/null || skip "$b not found after installing slurm-wlm and munge"
done

tmp=$(mktemp -d /tmp/sp-slurm.XXXXXX)
chmod 755 "$tmp"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# munge: own key, socket and files.
mkdir -p "$tmp/munge" "$tmp/state" "$tmp/spool" "$tmp/out"
chmod 700 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge/munge.key"
socket="$tmp/munge/munge.socket"
munged --foreground --force --key-file="$tmp/munge/munge.key" --socket="$socket" \
  --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" \
  --seed-file="$tmp/munge/munged.seed" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || skip "munged did not start: $(tail -n 3 "$tmp/munge/munged.log" 2>/dev/null)"

host=$(hostname -s)
port=$((20000 + RANDOM % 20000))
cpus=$(nproc)
cat > "$tmp/slurm.conf" <<CONF
ClusterName=sptest
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=sp Nodes=ALL Default=YES MaxTime=10 State=UP
CONF
export SLURM_CONF="$tmp/slurm.conf"
slurmctld -D -i -f "$SLURM_CONF" >/dev/null 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >/dev/null 2>&1 &
pids+=($!)
ready=""
for _ in $(seq 60); do
  state=$(timeout 5 sinfo -h -o '%T' 2>/dev/null | head -n 1 || true)
  case "$state" in idle*|mixed*|allocated*) ready=1; break ;; esac
  sleep 0.5
done
[ -n "$ready" ] || skip "the single-node Slurm did not come up (node state '${state:-none}'): \
$(tail -n 2 "$tmp/slurmctld.log" 2>/dev/null) $(tail -n 2 "$tmp/slurmd.log" 2>/dev/null)"
echo "slurm_test: Slurm $(sinfo -V | awk '{print $2}') up on $host ($cpus CPUs)"

# The job array: task I writes shard I (temp file, then renamed).
cat > "$tmp/shard.sbatch" <<JOB
#!/bin/bash
#SBATCH --job-name=sp-shard
#SBATCH --array=1-$shards
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#SBATCH --output=$tmp/out/slurm-%A_%a.log
set -e
i=\$SLURM_ARRAY_TASK_ID
"$sp" generate -q --shard \$i/$shards -n $count --seed $seed --threads 1 > "$tmp/out/.shard-\$i.tmp"
mv "$tmp/out/.shard-\$i.tmp" "$tmp/out/shard-\$i.tsv"
JOB
timeout 120 sbatch --wait --chdir="$tmp" "$tmp/shard.sbatch" \
  || { echo "slurm_test: FAIL: the array job failed"; cat "$tmp"/out/*.log 2>/dev/null; exit 1; }

files=()
for i in $(seq 1 $shards); do files+=("$tmp/out/shard-$i.tsv"); done
"$sp" bank add -q "$tmp/sharded.db" "${files[@]}"
"$sp" generate -q -n $count --seed $seed --threads 1 > "$tmp/single.tsv"
cat "${files[@]}" | cmp - "$tmp/single.tsv" || { echo "slurm_test: FAIL: shards differ"; exit 1; }
"$sp" bank add -q "$tmp/single.db" "$tmp/single.tsv"
cmp <("$sp" bank query "$tmp/sharded.db" --format tsv) <("$sp" bank query "$tmp/single.db" --format tsv) \
  || { echo "slurm_test: FAIL: the banks differ"; exit 1; }
echo "slurm_test: ok: $shards array tasks = the single run ($count puzzles, same IDs, same bank)"
