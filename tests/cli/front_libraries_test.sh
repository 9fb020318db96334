#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The front program (src/cli/app.hpp) loads no print library: its start-up is the engine's.
# Usage: front_libraries_test.sh BINARY
set -euo pipefail
bin=$1
command -v readelf >/dev/null || { echo "skipped: no readelf (binutils)"; exit 77; }
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "$bin needs: $(echo $needed)"
bad=$(echo "$needed" | grep -E 'cairo|pango|rsvg|poppler|qpdf|xml2|sqlite|glib|gobject|gio|fontconfig|freetype|harfbuzz|png|jpeg|tiff' || true)
if [ -n "$bad" ]; then
  echo "front_libraries_test: $bin loads print libraries: $(echo $bad)" >&2
  exit 1
fi
