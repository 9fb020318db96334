#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Command 1 of the README: install what is missing (Debian 12 packages), build Release, and run
# the main job (the sample output in out/).
set -euo pipefail
cd "$(dirname "$0")/.."

# Build tools and libraries; fonts come from Debian packages listed in fonts/packages.txt;
# tools the tests and benchmarks use (poppler-utils, qpdf, rsvg-convert, qqwing, ghostscript,
# xmllint from libxml2-utils; libgs-common holds the ICC profile of the PDF/X output intent).
# libxml2-dev: the icon sanitizer parses user icons with libxml2. libsqlite3-dev: the puzzle
# bank (src/bank). parallel: GNU parallel, the sharded-generation recipe and its CTest
# (scripts/slurm_test.sh installs slurm-wlm and munge itself, as root). nlohmann-json3-dev:
# f-puzzles JSON. chromium, chromium-driver, python3-selenium: the playable page's browser test.
# groff, mandoc, man-db: the man pages' lint and rendering tests; bash-completion, zsh, fish:
# the completion scripts' tests (tests/cli/docs_test.sh). dpkg-dev (dpkg-shlibdeps) and file:
# cpack's .deb finds its library dependencies; debootstrap: scripts/deb_test.sh installs the .deb
# in a clean Debian 12 chroot; lintian checks it there. clang-format: CTest repo.format checks the
# C++ files against .clang-format.
PACKAGES=(build-essential cmake ninja-build pkg-config
  libcairo2-dev libpango1.0-dev librsvg2-dev libcli11-dev libgtest-dev libtomlplusplus-dev libqpdf-dev libpoppler-cpp-dev libxml2-dev libsqlite3-dev
  poppler-utils libxml2-utils qpdf librsvg2-bin ghostscript libgs-common qqwing fontconfig parallel
  chromium chromium-driver python3-selenium nlohmann-json3-dev
  groff mandoc man-db bash-completion zsh fish dpkg-dev file debootstrap lintian clang-format)
if [ -f fonts/packages.txt ]; then
  while read -r pkg _; do
    case "$pkg" in ''|'#'*) ;; *) PACKAGES+=("$pkg") ;; esac
  done < fonts/packages.txt
fi
source scripts/apt_missing.sh
install_missing setup "${PACKAGES[@]}"

# The picture themes' icons (templates/themes/*.toml): npm installs the package pinned in
# third_party/icons/package-lock.json into third_party/icons/node_modules (git-ignored); the
# program never fetches anything at run time. npm is Debian's package where none is installed.
command -v npm >/dev/null || install_missing setup npm
scripts/icons_setup.sh

cmake --preset release ${SP_CMAKE_ARGS:-}
cmake --build --preset release -j "$(nproc)"
scripts/main_job.sh build/release/sudokupress
