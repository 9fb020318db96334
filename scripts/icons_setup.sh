#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the picture themes' icon package (third_party/icons: package.json pins the exact
# version, package-lock.json its integrity hash) with `npm ci`, unless that version is already
# there. Run by scripts/setup.sh (README, command 1).
set -euo pipefail
cd "$(dirname "$0")/../third_party/icons"
want=$(sed -n 's/.*"fluentui-emoji": *"\([^"]*\)".*/\1/p' package.json)
have=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' node_modules/fluentui-emoji/package.json \
  2>/dev/null || true)
if [ "$have" != "$want" ]; then
  echo "icons: installing fluentui-emoji $want (npm ci)" >&2
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi
