# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the report scripts (tests/reports/*.sh): the binary ($1, default the release build),
# the shared data folder, this folder, and a scratch folder removed on exit.
bin=${1:-build/release/sudokupress}
data=${SUDOKUPRESS_SHARED:-../shared}/data
here=$(dirname "${BASH_SOURCE[0]}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -d "$data" ] || { echo "no shared data at $data (set SUDOKUPRESS_SHARED)" >&2; exit 77; }
