#!/usr/bin/env python3
"""Draws astar-studio's icon: a small grid map with walls, a start (blue), a
goal (red) and the path between them (yellow), on a dark rounded square.
One drawing, two outputs: `icon.py png SIZE OUT.png` (8-bit RGBA, drawn
at 4x and averaged down) and `icon.py svg OUT.svg`. Standard library only."""
import struct
import sys
import zlib

# The map, 8x8: '#' wall, '.' open, 'S' start, 'G' goal, '*' path.
MAP = [
    "S*......",
    ".*#####.",
    "..*...#.",
    "..*.#.#.",
    "...*#...",
    "####*##.",
    "....*...",
    ".....**G",
]
BACKGROUND = (30, 34, 42)
COLOURS = {".": (236, 236, 228), "#": (44, 48, 58), "S": (43, 120, 228),
           "G": (224, 48, 64), "*": (255, 204, 0)}
MARGIN, RADIUS = 0.08, 0.18  # of the icon's side


def cell_at(x, y):
    """The colour at (x, y) in [0, 1)^2, or None outside the rounded square."""
    r = RADIUS
    cx, cy = min(max(x, r), 1 - r), min(max(y, r), 1 - r)
    if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
        return None
    inner = 1 - 2 * MARGIN
    u, v = (x - MARGIN) / inner, (y - MARGIN) / inner
    if not (0 <= u < 1 and 0 <= v < 1):
        return BACKGROUND
    n = len(MAP)
    col, row = int(u * n), int(v * n)
    fu, fv = u * n - col, v * n - row
    if min(fu, fv, 1 - fu, 1 - fv) < 0.06:  # the grid's lines
        return BACKGROUND
    return COLOURS[MAP[row][col]]


def png(size, out):
    scale = 4
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(scale):
                for sx in range(scale):
                    c = cell_at((px + (sx + 0.5) / scale) / size,
                                (py + (sy + 0.5) / scale) / size)
                    if c is not None:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
            covered = acc[3] // 255
            if covered:
                row += bytes([acc[0] // covered, acc[1] // covered,
                              acc[2] // covered, acc[3] // (scale * scale)])
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body +
                struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    data = (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) +
            chunk(b"IEND", b""))
    with open(out, "wb") as f:
        f.write(data)


def svg(out):
    n, side = len(MAP), 256
    inner = side * (1 - 2 * MARGIN)
    step = inner / n
    gap = step * 0.06
    hexa = lambda c: "#%02x%02x%02x" % c
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
             'viewBox="0 0 %d %d">' % (side, side, side, side),
             '<rect width="%d" height="%d" rx="%g" fill="%s"/>'
             % (side, side, side * RADIUS, hexa(BACKGROUND))]
    for row in range(n):
        for col in range(n):
            parts.append('<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>'
                         % (side * MARGIN + col * step + gap,
                            side * MARGIN + row * step + gap,
                            step - 2 * gap, step - 2 * gap,
                            hexa(COLOURS[MAP[row][col]])))
    parts.append("</svg>\n")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "png":
        png(int(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "svg":
        svg(sys.argv[2])
    else:
        sys.exit("usage: icon.py png SIZE OUT.png | icon.py svg OUT.svg")
