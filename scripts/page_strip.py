#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Joins page images (binary PPM, as `pdftoppm` writes them by default) side by side into one PNG
strip: the README's page thumbnails of each sample book (scripts/sample_thumbnails.sh).

    page_strip.py OUT.png PAGE.ppm...

Pages that are blank (no pixel darker than near-white) are left out; at most --max pages
(default 8) are kept, the first three and the rest evenly spaced. Standard library only.
"""
import struct
import sys
import zlib

GAP = 6
BACKGROUND = (208, 208, 208)


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos)
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise SystemExit(f"{path}: not an 8-bit binary PPM")
    w, h = int(fields[1]), int(fields[2])
    pixels = data[pos + 1:pos + 1 + w * h * 3]
    return w, h, pixels


def blank(pixels):
    return min(pixels) >= 245


def pick(pages, most):
    if len(pages) <= most:
        return pages
    head, rest = pages[:3], pages[3:]
    n = most - 3
    return head + [rest[round(i * (len(rest) - 1) / max(1, n - 1))] for i in range(n)]


def png(path, w, h, rows):
    def chunk(kind, body):
        c = struct.pack(">I", len(body)) + kind + body
        return c + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


def main(argv):
    most = 8
    if len(argv) > 2 and argv[1] == "--max":
        most, argv = int(argv[2]), [argv[0]] + argv[3:]
    if len(argv) < 3:
        raise SystemExit(__doc__)
    out, paths = argv[1], argv[2:]
    pages = [p for p in (read_ppm(path) for path in paths) if not blank(p[2])]
    pages = pick(pages, most)
    if not pages:
        raise SystemExit("page_strip: every page is blank")
    height = max(h for _, h, _ in pages) + 2 * GAP
    width = sum(w for w, _, _ in pages) + GAP * (len(pages) + 1)
    rows = [bytearray(BACKGROUND * width) for _ in range(height)]
    x = GAP
    for w, h, pixels in pages:
        for y in range(h):
            rows[GAP + y][3 * x:3 * (x + w)] = pixels[3 * w * y:3 * w * (y + 1)]
        x += w + GAP
    png(out, width, height, rows)


if __name__ == "__main__":
    main(sys.argv)
