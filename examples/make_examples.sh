#!/usr/bin/env bash
# Regenerates the previews in examples/ with the built binary (default build/dev/sudokupress).
# The samurai and 6x6 puzzles are illustrations: a solution with a symmetric clue pattern kept,
# not checked for uniqueness.
set -euo pipefail
cd "$(dirname "$0")"
bin=${1:-../build/dev/sudokupress}
export SOURCE_DATE_EPOCH=1700000000
tv12=503000609700000002048206170030607090000020000080503020057409260800000007406000308
echo "$tv12" | "$bin" render -o magazine-tv12.svg
echo "$tv12" | "$bin" render -o magazine-tv12.pdf
echo "$tv12" | "$bin" render -o magazine-tv12.png --dpi 72
echo "$tv12" | "$bin" render -o glyphs-book-solution.png --dpi 72 --symbols glyphs-book --solution
echo "$tv12" | "$bin" render -o candidates.png --dpi 96 --pencil-marks
echo "$tv12" | "$bin" render -o garden-shaded.png --dpi 72 --symbols garden --shade-clues
mask() {  # keeps the cells of a solution where an X-lattice pattern has a clue
  python3 -c '
import sys
line, cols = sys.argv[1], int(sys.argv[2])
print("".join(ch if ((i // cols + i % cols) % 4 == 0 or (i // cols - i % cols) % 4 == 0) else "." for i, ch in enumerate(line)))
' "$1" "$2"
}
samurai=$(python3 -c "print('.' * 369)" | { "$bin" solve 2>/dev/null || true; } | head -1)
# Mask on the canvas: expand the composite line to 21x21 positions first.
samurai_puzzle=$(python3 - "$samurai" <<'PY'
import sys
line = sys.argv[1]
grids = [(0, 0), (0, 12), (6, 6), (12, 0), (12, 12)]
cells = sorted({(r + dr, c + dc) for r, c in grids for dr in range(9) for dc in range(9)})
out = []
for (r, c), ch in zip(cells, line):
    keep = (r + c) % 4 == 0 or (r - c) % 4 == 0
    out.append(ch if keep else ".")
print("".join(out))
PY
)
echo "$samurai_puzzle" | "$bin" render -o samurai-shaded.png --dpi 110 --shade-clues
six=$(printf '%s\n' '......' '......' '......' '......' '......' '......' | { "$bin" solve --format line 2>/dev/null || true; } | head -1)
six_puzzle=$(mask "$six" 6)
echo "$six_puzzle" | "$bin" render -o kids6.png --dpi 40 --template kids-icons --variant 6x6
printf '1...\n..3.\n.2..\n...4\n' | "$bin" render -o kids4.png --dpi 40 --template kids-icons
printf '1...\n..3.\n.2..\n...4\n' | "$bin" render -o kids4.html --template kids-icons
echo "$tv12" | "$bin" render -o theme-sea-9x9.png --dpi 60 --symbols sea
echo "$tv12" | "$bin" render -o theme-sea-9x9-gray.png --dpi 60 --symbols sea --gray
themes=fruit,animals,vehicles,weather,space,sea,toys,food,sports,music,bugs,clothes,garden,shapes
python3 theme_sheet.py .. "$themes" /tmp/sp-theme-sheet.svg
rsvg-convert /tmp/sp-theme-sheet.svg -o picture-themes.png
rm -f /tmp/sp-theme-sheet.svg
echo "examples: done" >&2
