#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The cover gallery of docs/covers.md: every sample book's cover (one for each cover template:
# classic, large-print, kids, the German and Japanese samples and the age ladder's books),
# built with `sudokupress cover` and rendered to a small PNG thumbnail (pdftoppm; each well
# under 100 KB).
#   scripts/cover_gallery.sh [build/release/sudokupress]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build/release/sudokupress}
OUT=docs/covers
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
# book folder | cover template it gets by default | caption
BOOKS=(
  "sample|classic|The sample book (US letter, KDP): the adults' classic cover"
  "large-print|large-print|Large print (6x9 in, KDP): big type, big grid"
  "kids|kids|My First Picture Sudoku (US letter): bright, picture-led, a solved picture grid"
  "sample-de|classic|The German sample (A5, KDP): every string from templates/i18n/de.toml"
  "sample-ja|classic|The Japanese sample (B5, KDP): Noto Sans CJK JP, wrapped between characters"
  "kids-3-5|kids|Picture Sudoku for ages 3-5 (4x4, colour interior): the age badge on the front"
  "kids-5-7|kids|Picture Sudoku for ages 5-7 (6x6, colour interior): the children's ladder on the back"
)
{
  echo "# Cover gallery"
  echo
  echo "Every cover template (templates/covers/), each on the sample book that gets it by"
  echo "default (\`[cover] template\` picks another). Made by \`scripts/cover_gallery.sh\`:"
  echo "\`sudokupress cover book/<name>/book.toml\`, rendered with \`pdftoppm -r 24\`."
  echo "The back cover is on the left, the spine in the middle, the front on the right; the"
  echo "white box on the back is left empty for the service's barcode."
  echo
} > "$TMP/covers.md"
for entry in "${BOOKS[@]}"; do
  IFS='|' read -r name template caption <<< "$entry"
  "$BIN" cover "book/$name/book.toml" -o "$TMP/$name.pdf" >/dev/null
  pdftoppm -r 24 -png -singlefile "$TMP/$name.pdf" "$OUT/$name"
  {
    echo "## $name ($template)"
    echo
    echo "$caption."
    echo
    echo "![$name cover](covers/$name.png)"
    echo
  } >> "$TMP/covers.md"
done
mv "$TMP/covers.md" docs/covers.md
ls -l "$OUT"
