#!/usr/bin/env python3
"""Render the card SVGs into PNG contact sheets for the docs (PySide6 QtSvg, offscreen).

    QT_QPA_PLATFORM=offscreen python assets/cards/gallery.py [--cards DIR] [--out docs/img]

Writes, per pattern, ``cards-<pattern>.png`` (1x) and ``cards-<pattern>@2x.png`` (2x):
one row per suit, one column per rank, on a felt-green table. Also ``cards-backs`` (backs and
the empty slot), ``cards-small.png`` (every face at 80 px card height, the smallest size the
table should use, to check that indices stay readable) and ``cards-cvd.png`` (one card per suit
of each deck as seen with protanopia, deuteranopia, tritanopia and in greyscale, Machado 2009
matrices, to check that suits stay apart without colour).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FELT = QColor("#2f5d46")

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
CVD = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
    "grey": ((0.2126, 0.7152, 0.0722),) * 3,
}


def render(path: Path, height: int) -> QImage:
    """One card as an ARGB image ``height`` pixels tall."""
    r = QSvgRenderer(str(path))
    size = r.defaultSize()
    width = round(height * size.width() / size.height())
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, width, height))
    p.end()
    return img


def sheet(rows: list[list[Path | None]], height: int, gap: int) -> QImage:
    """Cards in a grid on felt; ``None`` leaves a cell empty."""
    cols = max(len(r) for r in rows)
    first = next(p for r in rows for p in r if p)
    cw = render(first, height).width()
    img = QImage(gap + cols * (cw + gap), gap + len(rows) * (height + gap),
                 QImage.Format.Format_RGB32)
    img.fill(FELT)
    p = QPainter(img)
    for j, row in enumerate(rows):
        for i, card in enumerate(row):
            if card is not None:
                p.drawImage(gap + i * (cw + gap), gap + j * (height + gap), render(card, height))
    p.end()
    return img


def simulate(img: QImage, matrix: tuple[tuple[float, float, float], ...]) -> QImage:
    """Colour-vision-deficiency simulation of an opaque image (slow but dependency-free)."""
    to_lin = [((c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4)
              for c in range(256)]

    def to_srgb(v: float) -> int:
        v = min(max(v, 0.0), 1.0)
        s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
        return round(s * 255)

    src = img.convertToFormat(QImage.Format.Format_RGB32)
    w, h, stride = src.width(), src.height(), src.bytesPerLine()
    data = bytearray(bytes(src.constBits())[: stride * h])  # B, G, R, A per pixel
    cache: dict[bytes, bytes] = {}
    for y in range(h):
        for i in range(y * stride, y * stride + 4 * w, 4):
            px = bytes(data[i:i + 3])
            q = cache.get(px)
            if q is None:
                b, g, r = (to_lin[c] for c in px)
                rr, gg, bb = (to_srgb(m[0] * r + m[1] * g + m[2] * b) for m in matrix)
                q = cache[px] = bytes((bb, gg, rr))
            data[i:i + 3] = q
    out = QImage(bytes(data), w, h, stride, QImage.Format.Format_RGB32)
    return out.copy()


def stack(images: list[QImage], gap: int) -> QImage:
    w = max(i.width() for i in images)
    h = sum(i.height() for i in images) + gap * (len(images) - 1)
    out = QImage(w, h, QImage.Format.Format_RGB32)
    out.fill(QColor("#1b2a22"))
    p = QPainter(out)
    y = 0
    for i in images:
        p.drawImage(0, y, i)
        y += i.height() + gap
    p.end()
    return out


def save(img: QImage, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    img.convertToFormat(QImage.Format.Format_RGB888).save(str(path), "PNG", 0)
    print(f"{path} {img.width()}x{img.height()} {path.stat().st_size // 1024} KB")


def deck_rows(cards: Path, deck: dict) -> list[list[Path | None]]:
    base = cards / deck["dir"]
    files = deck["files"]
    per = len(deck["ranks"])
    return [[base / f for f in files[i:i + per]] for i in range(0, len(files), per)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cards", type=Path, default=HERE)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    ap.add_argument("--height", type=int, default=120, help="card height in px at 1x")
    ap.add_argument("--no-cvd", action="store_true", help="skip the (slow) colour-vision sheet")
    args = ap.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    manifest = json.loads((args.cards / "manifest.json").read_text())
    for name, deck in manifest["decks"].items():
        rows = deck_rows(args.cards, deck)
        for scale, suffix in ((1, ""), (2, "@2x")):
            save(sheet(rows, args.height * scale, 8 * scale),
                 args.out / f"cards-{name}{suffix}.png")
    backs = [args.cards / b for b in manifest["backs"].values()] + [args.cards / manifest["slot"]]
    for scale, suffix in ((1, ""), (2, "@2x")):
        save(sheet([backs], args.height * scale, 8 * scale), args.out / f"cards-backs{suffix}.png")
    small = [r for deck in manifest["decks"].values() for r in deck_rows(args.cards, deck)]
    save(sheet(small, 80, 6), args.out / "cards-small.png")
    if not args.no_cvd:
        picks = []
        for deck in manifest["decks"].values():
            rows = deck_rows(args.cards, deck)
            picks.append([row[min(7, len(row) - 1)] for row in rows]
                         + [row[3] for row in rows])
        normal = sheet(picks, 96, 6)
        views = [normal] + [simulate(normal, m) for m in CVD.values()]
        save(stack(views, 4), args.out / "cards-cvd.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
