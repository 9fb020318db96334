# A contact sheet of picture themes for examples/picture-themes.png: each theme's nine icons in
# colour, then in gray (the luminance rule of icon_sanitizer.hpp, 0.299 R + 0.587 G + 0.114 B,
# as an SVG filter; a theme's gray/ folder is used when it has one).
# Usage: python3 theme_sheet.py REPO_ROOT theme1,theme2,... OUT.svg
import sys, re, os
root = sys.argv[1]; themes = sys.argv[2].split(','); out = sys.argv[3]
S = 30
W = S * 19 + 74; H = S * len(themes) + 10
parts = [f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{W}" height="{H}" viewBox="0 0 {W} {H}"><rect width="{W}" height="{H}" fill="#fff"/>',
 '<filter id="g"><feColorMatrix type="matrix" values="0.299 0.587 0.114 0 0 0.299 0.587 0.114 0 0 0.299 0.587 0.114 0 0 0 0 0 1 0"/></filter>']
for r, t in enumerate(themes):
    y = 5 + r * S
    parts.append(f'<text x="2" y="{y+S/2}" font-size="10" font-family="DejaVu Sans">{t}</text>')
    for i in range(1, 10):
        for gray in (0, 1):
            d = os.path.join(root, 'templates/symbols', t)
            f = os.path.join(d, 'gray', f'{i}.svg') if gray and os.path.exists(os.path.join(d, 'gray')) else os.path.join(d, f'{i}.svg')
            s = open(f).read()
            body = s[s.index('>', s.index('<svg')) + 1: s.rindex('</svg>')]
            body = re.sub(r'<title>.*?</title>', '', body)
            x = 64 + (i - 1) * S + (gray * (9 * S + 10))
            flt = ' filter="url(#g)"' if gray else ''
            parts.append(f'<g{flt}><svg x="{x}" y="{y}" width="{S-6}" height="{S-6}" viewBox="0 0 100 100">{body}</svg></g>')
parts.append('</svg>')
open(out, 'w').write('\n'.join(parts))
