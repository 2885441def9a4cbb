"""Ways of drawing the felt into a full frame, timed in one process, with their pixels compared.

    .venv/bin/python bench/felt_paths.py [--scale 2] [--rounds 20] [--high-contrast]

The table's felt (``stich.ui.felt.paint_felt``: a radial vignette) covers every pixel of the
view, so every full render writes it. Today the view keeps it as an opaque picture of the
viewport's size and copies it (``TableView.drawBackground``); at 2x that is 3840x2160 pixels,
33 MB read and 33 MB written per render. This benchmark draws the same frame (1920x1080
logical pixels at ``--scale``) into an ``ARGB32_Premultiplied`` target, as the drawing
benchmark's render does, in each of these ways, and prints the median wall and CPU time and how
far each result is from the felt (the largest difference in any channel, and the share of
pixels that differ at all):

* ``copy``: the kept picture, copied (what the app does at 2x);
* ``half 2x2``: a picture of half the size drawn two by two without filtering (the app at 1x);
* ``tile 256``: a 256x256 corner of the felt as a tiled pixmap (a tile that stays in cache;
  not the felt, only the cost of such a draw);
* ``rows 16``: a 16-row band of the felt tiled down the frame (the cost of rows that stay in
  cache; not the felt either);
* ``solid``: one colour filled (Qt's ``qt_memfill``: written, nothing read; not the felt);
* ``vertical gradient``: a vertical ``QLinearGradient`` (one colour per scanline, Qt's fast
  path; not the felt: its radial centre and corners are lost);
* ``radial gradient``: ``paint_felt`` itself at paint time;
* ``colour regions``: the felt exactly, as one solid fill per colour clipped to that colour's
  region (runs of one colour: about 107 per scanline, 84 colours);
* ``column strips``: the felt approximated by vertical strips, each filled with a vertical
  gradient through the felt's colours in the strip's middle column (strips narrow enough
  that the felt changes by about one level across one);
* ``stadium, band B``: another felt (not today's): the same stops around a horizontal
  segment in the middle instead of a point, so that in a middle band of width B every
  scanline is one colour (a vertical gradient: Qt's fast path), beside it the radial ends
  copied from a picture; its difference from today's felt is the look it would change
  (``--save DIR`` writes both as PNGs).

Then the copy of the felt's left columns only (parts of scanlines), per pixel: what copying the
felt in pieces (bands, around the cards) would cost. Compare figures only within one run: the
machine is shared.
"""

from __future__ import annotations

import argparse
import array
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
W, H = 1920, 1080


def timed(fn: Callable[[], None], rounds: int) -> tuple[float, float]:
    fn()
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(rounds):
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - cpu_start) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def difference(a: Any, b: Any) -> tuple[int, float]:
    """The largest channel difference between two same-size 32-bit pictures, and the share of
    pixels that differ."""
    da, db = bytes(a.constBits()), bytes(b.constBits())
    if da == db:
        return 0, 0.0
    worst, differ = 0, 0
    for i in range(0, len(da), 4):
        if da[i:i + 3] != db[i:i + 3]:
            differ += 1
            worst = max(worst, *(abs(da[i + k] - db[i + k]) for k in range(3)))
    return worst, differ / (len(da) // 4)


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--scale", type=int, default=2, help="device pixels per logical pixel")
    p.add_argument("--rounds", type=int, default=20, help="timed draws per way (default 20)")
    p.add_argument("--high-contrast", action="store_true", help="the high-contrast felt")
    p.add_argument("--no-compare", action="store_true", help="times only (the comparison of "
                   "pixels runs in Python: a few seconds per way at 2x)")
    p.add_argument("--stadium", type=float, nargs="*", default=[0.125, 0.5],
                   help="middle-band widths (share of the frame) of the stadium felt")
    p.add_argument("--save", metavar="DIR", help="save the felt and the stadium felts as PNGs")
    args = p.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT / "desktop"))
    from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
    from PySide6.QtGui import (
        QBitmap,
        QBrush,
        QColor,
        QGuiApplication,
        QImage,
        QLinearGradient,
        QPainter,
        QPixmap,
        QRadialGradient,
        QRegion,
    )

    from stich.ui.felt import felt_colours, paint_felt

    _app = QGuiApplication(["felt"])
    s, hc = args.scale, args.high_contrast
    w, h = W * s, H * s
    target = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    target.fill(0)

    def picture(width: int, height: int, ratio: float) -> QImage:
        img = QImage(width, height, QImage.Format.Format_RGB32)
        painter = QPainter(img)
        painter.scale(ratio, ratio)
        paint_felt(painter, W, H, hc)
        painter.end()
        return img

    felt = picture(w, h, s)
    half = picture(w // 2, h // 2, s / 2)
    tile = QPixmap.fromImage(felt.copy(0, 0, 256, 256))
    rows = QPixmap.fromImage(felt.copy(0, h // 2, w, 16))
    base, edge = felt_colours(hc)
    vertical = QLinearGradient(0, 0, 0, h)
    vertical.setColorAt(0.0, base.lighter(112) if not hc else base)
    vertical.setColorAt(1.0, edge)

    # the felt's colours and, per colour, the region of its runs (made from the picture)
    colours = sorted(set(array.array("I", bytes(felt.constBits()))))
    regions = [(QColor.fromRgb(c), QRegion(QBitmap.fromImage(
        felt.createMaskFromColor(c, Qt.MaskMode.MaskOutColor)))) for c in colours]

    # column strips, each as wide as the felt takes to change by two levels where it changes
    # fastest (its outer zone: 54 levels of green over 0.45 of the radius), so that no pixel
    # is more than about one level from its strip's middle column
    radius = max(w, h) * 0.75
    width = max(8, round(2 / (54 / (0.45 * radius))))
    strips: list[tuple[QRect, QBrush]] = []
    for x in range(0, w, width):
        mid = min(w - 1, x + width // 2)
        g = QLinearGradient(0, 0, 0, h)
        for k in range(65):
            y = round(k * (h - 1) / 64)
            g.setColorAt(y / (h - 1), QColor.fromRgb(felt.pixel(mid, y)))
        strips.append((QRect(x, 0, min(width, w - x), h), QBrush(g)))

    # a different felt, for comparison: the vignette around a horizontal segment instead of a
    # point ("stadium"): in the middle band every scanline is one colour (a vertical gradient,
    # Qt's fast path), beside it the felt's radial ends, copied from a picture
    def stadium(band: float) -> tuple[QImage, Callable[[QPainter], None]]:
        half_band = round(w * band / 2)
        left, right = round(w / 2) - half_band, round(w / 2) + half_band
        cx, cy = w / 2, h * 0.42
        light = base.lighter(112) if not hc else base

        def radial(x: float) -> QRadialGradient:
            g = QRadialGradient(QPointF(x, cy), radius)
            g.setColorAt(0.0, light)
            g.setColorAt(0.55, base)
            g.setColorAt(1.0, edge)
            return g

        column = QLinearGradient(0, cy - radius, 0, cy + radius)
        for at, colour in ((0.0, edge), (0.225, base), (0.5, light), (0.775, base),
                           (1.0, edge)):
            column.setColorAt(at, colour)
        sides = QImage(w, h, QImage.Format.Format_RGB32)
        painter = QPainter(sides)
        painter.fillRect(QRect(0, 0, left, h), radial(cx - half_band))
        painter.fillRect(QRect(right, 0, w - right, h), radial(cx + half_band))
        painter.fillRect(QRect(left, 0, right - left, h), column)
        painter.end()
        column_brush = QBrush(column)

        def fill(q: QPainter) -> None:
            q.drawImage(QPoint(0, 0), sides, QRect(0, 0, left, h))
            q.fillRect(QRect(left, 0, right - left, h), column_brush)
            q.drawImage(QPoint(right, 0), sides, QRect(right, 0, w - right, h))

        return sides, fill

    def draw(fn: Callable[[QPainter], None]) -> Callable[[], None]:
        def go() -> None:
            painter = QPainter(target)
            fn(painter)
            painter.end()
        return go

    def regions_fill(painter: QPainter) -> None:
        for colour, region in regions:
            painter.setClipRegion(region)
            painter.fillRect(0, 0, w, h, colour)

    def strips_fill(painter: QPainter) -> None:
        for rect, brush in strips:
            painter.fillRect(rect, brush)

    ways: list[tuple[str, Callable[[QPainter], None], bool]] = [
        ("copy", lambda q: q.drawImage(0, 0, felt), True),
        ("half 2x2", lambda q: q.drawImage(QRectF(0, 0, w, h), half), True),
        ("tile 256", lambda q: q.drawTiledPixmap(0, 0, w, h, tile), False),
        ("rows 16", lambda q: q.drawTiledPixmap(0, 0, w, h, rows), False),
        ("solid", lambda q: q.fillRect(0, 0, w, h, base), False),
        ("vertical gradient", lambda q: q.fillRect(0, 0, w, h, vertical), True),
        ("radial gradient", lambda q: (q.scale(s, s), paint_felt(q, W, H, hc)), True),
        (f"colour regions ({len(regions)})", regions_fill, True),
        (f"column strips ({len(strips)})", strips_fill, True),
        ("copy, again", lambda q: q.drawImage(0, 0, felt), False),
    ]
    for band in args.stadium:
        picture_of, fill = stadium(band)
        ways.append((f"stadium, band {band:.0%}", fill, True))
        if args.save:
            picture_of.save(str(Path(args.save) / f"stadium_{round(band * 100)}_{s}x.png"))
    if args.save:
        felt.save(str(Path(args.save) / f"felt_{s}x.png"))
    print(f"The felt{' (high contrast)' if hc else ''} drawn into a {w}x{h} frame, ms:")
    print(f"  {'way':<24}{'median':>8}{'cpu med':>9}{'max diff':>10}{'pixels differ':>15}")
    reference = felt.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    for name, fn, compare in ways:
        wall, cpu = timed(draw(fn), args.rounds)
        diff = ""
        if compare and not args.no_compare:
            target.fill(0)
            draw(fn)()
            worst, share = difference(target, reference)
            diff = f"{worst:>10}{share:>15.1%}"
        print(f"  {name:<24}{wall:>8.2f}{cpu:>9.2f}{diff}")
    print("  (median and cpu med over the draws; max diff: levels in the worst channel against"
          " the felt, pixels differ: the share\n  of pixels not the felt's; ways without them"
          " draw something else at the same cost)")
    print("\nThe felt's left columns copied (part of each scanline), CPU per pixel:")
    for cols in (w // 8, w // 4, w * 7 // 16, w // 2, w * 3 // 4, w - 1, w):
        def part(q: QPainter, cols: int = cols) -> None:
            q.drawImage(QPoint(0, 0), felt, QRect(0, 0, cols, h))
        cpu = timed(draw(part), args.rounds)[1]
        print(f"  {cols:>5} columns ({cols * 4 / 1024:4.1f} KB a scanline): {cpu:6.2f} ms,"
              f" {cpu * 1e6 / (cols * h):5.3f} ns a pixel")


if __name__ == "__main__":
    main()
