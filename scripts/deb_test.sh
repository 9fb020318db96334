#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package end to end (CI stage "package"): cpack builds
# sudokupress_<version>_<arch>.deb from the release build, apt-get installs it, and the sample
# book is made from /usr/share/sudokupress/book/sample/book.toml by the user `nobody` with a
# bare environment (env -i PATH=/usr/bin:/bin HOME=/tmp/x) in an empty temporary folder, plain
# and --print-ready with its cover; pdfinfo checks the PDFs.
#
# Where (SP_DEB_TEST_MODE, default auto):
#   chroot  a clean Debian 12 made by `debootstrap --variant=minbase bookworm` (as root, with
#           the host's apt sources): apt resolves the package's Depends from the archive, so a
#           missing dependency fails here. About 1.5 minutes on the build machine.
#   host    this machine: apt-get install -y ./sudokupress_*.deb, then apt-get remove -y
#           sudokupress (only if it was not installed before), so the rest of CI is unaffected.
#   auto    chroot when root with debootstrap and the mirror answers within the time limit;
#           otherwise host, and it says why.
# SP_DEB_MIRROR: the Debian mirror for debootstrap (default http://deb.debian.org/debian).
# Usage: scripts/deb_test.sh [BUILD_DIR]   (default build/release; configured and built)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
mode=${SP_DEB_TEST_MODE:-auto}
mirror=${SP_DEB_MIRROR:-http://deb.debian.org/debian}
book=/usr/share/sudokupress/book/sample/book.toml
title="Sudoku from Easy to Diabolical"

t0=$(date +%s)
stamp() { echo "deb_test: [$(($(date +%s) - t0)) s] $*" >&2; }
fail() { echo "deb_test: FAILED: $*" >&2; exit 1; }
[ -f "$build/CPackConfig.cmake" ] || fail "$build is not configured (cmake --preset release)"
for tool in cpack dpkg-deb pdfinfo; do
  command -v "$tool" >/dev/null || fail "$tool is missing (bash scripts/setup.sh installs it)"
done

# ---- 1. the package ----
pkgdir=$build/package
rm -rf "$pkgdir"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$pkgdir" >"$build/cpack.log" 2>&1 ||
  { cat "$build/cpack.log" >&2; fail "cpack"; }
shopt -s nullglob
debs=("$pkgdir"/sudokupress_*.deb)
[ ${#debs[@]} -eq 1 ] || fail "expected one sudokupress_*.deb in $pkgdir, found ${#debs[@]}"
deb=$(realpath "${debs[0]}")
version=$(dpkg-deb -f "$deb" Version)
arch=$(dpkg-deb -f "$deb" Architecture)
[ "$(basename "$deb")" = "sudokupress_${version}_${arch}.deb" ] || fail "file name $(basename "$deb")"
[ "$arch" = "$(dpkg --print-architecture)" ] || fail "architecture $arch"
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/sudokupress ./usr/share/sudokupress/fonts/fonts.toml \
  ./usr/share/sudokupress/templates/magazine.toml ./usr/share/sudokupress/book/sample/book.toml \
  ./usr/share/man/man1/sudokupress.1.gz ./usr/share/man/man1/sudokupress-book.1.gz \
  ./usr/share/bash-completion/completions/sudokupress ./usr/share/zsh/vendor-completions/_sudokupress \
  ./usr/share/fish/vendor_completions.d/sudokupress.fish; do
  grep -q " $f\$" <<<"$contents" || fail "$f is not in the package"
done
for f in ./usr/share/doc/sudokupress/copyright ./usr/share/doc/sudokupress/changelog.gz; do
  grep -q " $f\$" <<<"$contents" || fail "$f is not in the package"
done
stamp "cpack: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"
echo "Depends: $(dpkg-deb -f "$deb" Depends)" >&2

# ---- 1b. lintian: no error and no warning (the accepted info-level tags are listed in
# packaging/lintian-accepted.txt with the reason for each) ----
if command -v lintian >/dev/null; then
  lint=$(lintian --no-cfg --display-level ">=info" --suppress-tags-from-file \
    packaging/lintian-accepted.txt "$deb" 2>&1 || true)
  [ -z "$lint" ] || echo "$lint" >&2
  if grep -qE "^[EW]: " <<<"$lint"; then fail "lintian reports errors or warnings"; fi
  stamp "lintian: no error, no warning, $(grep -c "^[IP]: " <<<"$lint" || true) notes besides the accepted"
else
  fail "lintian is missing (bash scripts/setup.sh installs it)"
fi

# ---- 2. where to install it ----
if [ "$mode" = auto ]; then
  if [ "$(id -u)" -ne 0 ]; then
    mode=host why="not root"
  elif ! command -v debootstrap >/dev/null; then
    mode=host why="debootstrap is not installed"
  else
    mode=chroot
  fi
  [ "$mode" = chroot ] || stamp "no chroot ($why): installing on this machine"
fi

# Runs the installed binary as `nobody` (when root) in an empty folder with a bare environment;
# $1: the chroot ("" = this machine).
run_books() {
  local root=$1 w=/tmp/sp-deb-test.$$ cmd=()
  rm -rf "$root$w" && mkdir -p "$root$w" && chmod 777 "$root$w"
  if [ -n "$root" ]; then
    cmd=(chroot --userspec=nobody:nogroup "$root")
  elif [ "$(id -u)" -eq 0 ]; then
    cmd=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  fi
  "${cmd[@]}" env -i PATH=/usr/bin:/bin HOME=/tmp/x sh -c "cd $w && id -un &&
      sudokupress --version &&
      sudokupress book $book -o x.pdf &&
      sudokupress book $book -o print.pdf --print-ready --cover cover.pdf" >&2 ||
    fail "the sample book from $book"
  # The issue's check: `man sudokupress-book` works (where man-db is installed).
  if "${cmd[@]}" env -i PATH=/usr/bin:/bin HOME=/tmp/x sh -c "command -v man" >/dev/null; then
    "${cmd[@]}" env -i PATH=/usr/bin:/bin HOME=/tmp/x sh -c "man -P cat sudokupress-book" \
      2>/dev/null | grep -q "sudokupress book" || fail "man sudokupress-book"
    stamp "man sudokupress-book: ok"
  fi
  for f in x.pdf print.pdf cover.pdf; do
    local info pages
    info=$(pdfinfo "$root$w/$f") || fail "pdfinfo $f"
    pages=$(awk '/^Pages:/ {print $2}' <<<"$info")
    [ "$f" = cover.pdf ] || grep -q "^Title: *$title\$" <<<"$info" || fail "$f: title"
    [ "${pages:-0}" -ge 1 ] || fail "$f: no pages"
    stamp "$f: $pages pages, $(stat -c %s "$root$w/$f") bytes"
  done
  rm -rf "$root$w"
}

if [ "$mode" = chroot ]; then
  root=$(mktemp -d "${TMPDIR:-/var/tmp}/sp-deb-chroot.XXXXXX")
  sys=$root/sys-root
  cleanup_chroot() {
    if mountpoint -q "$sys/proc"; then umount "$sys/proc" || umount -l "$sys/proc"; fi
    if mountpoint -q "$sys/proc"; then
      echo "deb_test: $sys/proc is still mounted; $root left in place" >&2
    else
      rm -rf --one-file-system "$root"
    fi
  }
  trap cleanup_chroot EXIT
  trap 'exit 143' TERM INT
  if timeout 240 debootstrap --variant=minbase bookworm "$sys" "$mirror" \
    >"$build/debootstrap.log" 2>&1; then
    stamp "debootstrap --variant=minbase bookworm: done"
  else
    tail -5 "$build/debootstrap.log" >&2
    stamp "debootstrap failed or took over 240 s: installing on this machine instead"
    cleanup_chroot
    trap - EXIT
    mode=host
  fi
fi

if [ "$mode" = chroot ]; then
  mount -t proc proc "$sys/proc"
  cp /etc/resolv.conf "$sys/etc/resolv.conf"
  # The host's apt sources (bookworm, -updates, -security), so the chroot sees the same archive.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$sys/etc/apt/sources.list.d/"
    : >"$sys/etc/apt/sources.list"
  fi
  cp "$deb" "$sys/tmp/"
  chroot "$sys" apt-get update -qq >"$build/chroot-apt.log" 2>&1 ||
    { cat "$build/chroot-apt.log" >&2; fail "apt-get update in the chroot"; }
  DEBIAN_FRONTEND=noninteractive chroot "$sys" apt-get install -y -qq --no-install-recommends \
    "/tmp/$(basename "$deb")" man-db >>"$build/chroot-apt.log" 2>&1 ||
    { tail -30 "$build/chroot-apt.log" >&2; fail "apt-get install ./$(basename "$deb") in the chroot"; }
  stamp "apt-get install in the chroot: $(chroot "$sys" dpkg-query -W -f='${Package} ${Version}' sudokupress)"
  [ ! -e "$sys$(realpath .)" ] || fail "the build tree is visible in the chroot"
  run_books "$sys"
  cleanup_chroot
  trap - EXIT
  stamp "chroot: ok (removed)"
  exit 0
fi

# ---- host ----
[ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null || fail "host install needs root or sudo"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
was_installed=no
dpkg-query -W -f='${Status}' sudokupress 2>/dev/null | grep -q "install ok installed" &&
  was_installed=yes
remove_pkg() {
  if [ "$was_installed" = no ]; then
    $SUDO apt-get remove -y -qq sudokupress >/dev/null 2>&1 || true
    stamp "apt-get remove -y sudokupress"
  fi
}
trap remove_pkg EXIT
trap 'exit 143' TERM INT
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$deb" \
  >"$build/host-apt.log" 2>&1 || { tail -30 "$build/host-apt.log" >&2; fail "apt-get install"; }
[ "$(command -v sudokupress)" = /usr/bin/sudokupress ] || fail "sudokupress is not /usr/bin/sudokupress"
stamp "apt-get install on this machine"
run_books ""
stamp "host: ok"
