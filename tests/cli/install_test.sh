#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# cmake --install into a temporary prefix, moved after the install (nothing may depend on the
# path it was installed to), then the installed binary run from another working directory with
# a clean environment (no SUDOKUPRESS_DATA_DIR): the build tree is not above it, and the working
# directory is a decoy data folder that must NOT be used (render/data_dir.hpp: the prefix wins).
# A book stored in the installed (read-only) share/sudokupress/book/ is built with a template,
# a symbol set, a cover template (names, from the data folder), a template and a puzzle file
# given as paths (relative to the book's folder), written elsewhere; nothing is written beside
# the book.
# Usage: install_test.sh CMAKE BUILD_DIR VERSION
set -euo pipefail
cmake_bin=$1 build=$2 version=$3

work=$(mktemp -d "${TMPDIR:-/tmp}/sp_install_test.XXXXXX")
cleanup() { chmod -R u+w "$work" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
fail() { echo "install_test: $*" >&2; exit 1; }

"$cmake_bin" --install "$build" --prefix "$work/stage" >"$work/install.log" ||
  { cat "$work/install.log" >&2; fail "cmake --install failed"; }
mv "$work/stage" "$work/moved"
prefix=$work/moved
bin=$prefix/bin/sudokupress
share=$prefix/share/sudokupress
[ -x "$bin" ] || fail "no $bin"
for f in fonts/fonts.toml templates/magazine.toml templates/covers/classic.toml \
  templates/symbols/kids6/1.svg book/sample/book.toml book/kids/book.toml \
  book/large-print/book.toml; do
  [ -f "$share/$f" ] || fail "not installed: share/sudokupress/$f"
done

# A template only the installed data has: using it proves which data folder was found.
cp "$share/templates/magazine.toml" "$share/templates/install-probe.toml"
# A small book in the installed tree.
mkdir -p "$share/book/install-test/look"
cp "$share/templates/kids-icons.toml" "$share/book/install-test/look/kids.toml"
printf '%s\n' \
  '503000609700000002048206170030607090000020000080503020057409260800000007406000308' \
  >"$share/book/install-test/puzzles.txt"
cat >"$share/book/install-test/book.toml" <<'EOF'
[book]
title = "Install test"
date = "2026-11-23"
seed = 5

[print]
service = "generic"

[page]
trim = "6x9in"
template = "install-probe"

[cover]
template = "classic"

[[section]]
heading = "From a file"
puzzles = "puzzles.txt"
per_page = 1

[[section]]
heading = "Pictures"
count = 2
size = 6
symbols = "kids6"
template = "look/kids.toml"
kids_level = "easy"
per_page = 2
EOF
chmod -R a-w "$share"
listing() { (cd "$share" && find . | LC_ALL=C sort); }
before=$(listing)

# The working directory: inside a decoy data folder without the probe template.
mkdir -p "$work/decoy/fonts" "$work/decoy/templates" "$work/decoy/sub" "$work/out" "$work/home"
cp "$share/fonts/fonts.toml" "$work/decoy/fonts/"
cd "$work/decoy/sub"
run() { env -i PATH=/usr/bin:/bin HOME="$work/home" "$@"; }

out=$(run "$bin" --version | head -1)
[ "$out" = "sudokupress $version" ] || fail "--version printed '$out'"

printf '%s\n' '503000609700000002048206170030607090000020000080503020057409260800000007406000308' \
  >"$work/p.txt"
run "$bin" render "$work/p.txt" -o "$work/out/p.svg" --template install-probe -q ||
  fail "render --template install-probe: the installed data folder was not used"
grep -q '<svg' "$work/out/p.svg" || fail "render wrote no SVG"

run "$bin" book "$share/book/install-test/book.toml" -o "$work/out/book.pdf" \
  --cover "$work/out/cover.pdf" -q || fail "book from the installed share folder failed"
for f in book.pdf cover.pdf; do
  [ -s "$work/out/$f" ] || fail "no $f"
  head -c 5 "$work/out/$f" | grep -q '%PDF-' || fail "$f is not a PDF"
done
if command -v pdfinfo >/dev/null; then
  pages=$(pdfinfo "$work/out/book.pdf" | awk '/^Pages:/ {print $2}')
  [ "${pages:-0}" -ge 2 ] || fail "book.pdf has ${pages:-no} pages"
fi
[ "$(listing)" = "$before" ] || fail "something was written into share/sudokupress"
[ -z "$(ls -A "$work/decoy/sub")" ] || fail "something was written into the working directory"

# Control: with the prefix's data moved away the probe is found nowhere (the decoy lacks it),
# so the render above can only have succeeded through the prefix.
chmod u+w "$prefix/share" && mv "$share" "$prefix/share/elsewhere"
if run "$bin" render "$work/p.txt" -o "$work/out/q.svg" --template install-probe -q \
  2>"$work/err.txt"; then
  fail "render found install-probe without the prefix's data"
fi
grep -q "install-probe" "$work/err.txt" || { cat "$work/err.txt" >&2; fail "unexpected error"; }
echo "install_test: installed, moved and ran from $work/decoy/sub: ok"
