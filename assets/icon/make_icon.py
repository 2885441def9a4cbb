#!/usr/bin/env python3
"""Draw Stich's application icon as SVG, and export it per OS.

Two cards fanned on a rounded square of table-green felt: a Bavarian Gras (leaf) card behind a
French heart card, the two faces of the Schafkopf family. Bold shapes only, so the icon still
reads at 16 px. Every shape is built here from numbers::

    python3 assets/icon/make_icon.py                 # rewrite assets/icon/stich.svg (stdlib only)
    python assets/icon/make_icon.py --export DIR     # render stich.svg to PNG, ICO, ICNS in DIR

The SVG is byte-identical on every run (``tests/packaging`` checks the committed copy). The
export needs PySide6 (QtSvg renders the SVG; no other tool): ``DIR/png/stich-<N>.png`` for
N in :data:`PNG_SIZES` (Linux' hicolor theme, the AppImage), ``DIR/stich.ico`` (Windows: the
executable and the installer) and ``DIR/stich.icns`` (macOS: the ``.app``). ICO and ICNS are
written here with PNG-compressed entries, which Windows Vista+ and macOS 10.7+ read.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG_PATH = HERE / "stich.svg"

SIZE = 256
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# ICNS element types holding PNG data, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)

FELT_TOP = "#2b8a57"
FELT_BOTTOM = "#17603a"
FELT_EDGE = "#0f4529"
CARD = "#fffdf7"
CARD_EDGE = "#5e5a52"
HEART = "#c8102e"
LEAF = "#3f7f3a"
LEAF_VEIN = "#2a5a27"

CARD_W, CARD_H, CARD_R = 112, 164, 14
PIVOT = (128, 238)  # both cards turn about a point below their bottom edges, like a held fan


def _card(angle: float, dx: float, symbol: str, sx: float = 0) -> str:
    x = SIZE / 2 - CARD_W / 2 + dx
    y = 44
    return (
        f'<g transform="rotate({angle:g} {PIVOT[0]} {PIVOT[1]})">'
        f'<rect x="{x + 3:g}" y="{y + 5:g}" width="{CARD_W}" height="{CARD_H}" rx="{CARD_R}" '
        f'fill="#000000" fill-opacity="0.28"/>'
        f'<rect x="{x:g}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="{CARD_R}" '
        f'fill="{CARD}" stroke="{CARD_EDGE}" stroke-width="3"/>'
        f'<g transform="translate({x + CARD_W / 2 + sx:g} {y + CARD_H / 2:g})">{symbol}</g>'
        "</g>"
    )


def _heart() -> str:
    return (f'<path d="M0 42 C-18 28 -44 10 -44 -12 C-44 -32 -28 -44 -14 -44 '
            f'C-5 -44 0 -38 0 -30 C0 -38 5 -44 14 -44 C28 -44 44 -32 44 -12 '
            f'C44 10 18 28 0 42 Z" fill="{HEART}"/>')


def _leaf() -> str:
    # The Bavarian Gras: a pointed leaf on a short stem, with a centre vein.
    return (f'<path d="M0 -50 C26 -30 32 0 0 34 C-32 0 -26 -30 0 -50 Z" fill="{LEAF}"/>'
            f'<path d="M0 -38 L0 50" stroke="{LEAF_VEIN}" stroke-width="6" '
            f'stroke-linecap="round" fill="none"/>')


def svg() -> str:
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">',
        "<title>Stich</title>",
        '<defs><linearGradient id="felt" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{FELT_TOP}"/><stop offset="1" stop-color="{FELT_BOTTOM}"/>'
        "</linearGradient></defs>",
        f'<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#felt)" '
        f'stroke="{FELT_EDGE}" stroke-width="4"/>',
        _card(-16, -10, _leaf(), sx=-12),
        _card(12, 12, _heart()),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def write_svg(path: Path = SVG_PATH) -> Path:
    path.write_text(svg(), encoding="utf-8", newline="\n")
    return path


# ---------------------------------------------------------------------------------------------
# Export (needs PySide6)

def render_png(svg_file: Path, size: int) -> bytes:
    """The icon at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_file))
    if not renderer.isValid():
        raise ValueError(f"{svg_file}: not an SVG that QtSvg can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not write a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are the given PNGs (size -> bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        blob = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICONDIRENTRY
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with a PNG element for every type in :data:`ICNS_TYPES`."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def export(out: Path, svg_file: Path = SVG_PATH) -> list[Path]:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    assert app is not None
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: render_png(svg_file, s) for s in sizes}
    (out / "png").mkdir(parents=True, exist_ok=True)
    written = []
    for s in PNG_SIZES:
        p = out / "png" / f"stich-{s}.png"
        p.write_bytes(pngs[s])
        written.append(p)
    ico = out / "stich.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out / "stich.icns"
    icns.write_bytes(icns_bytes(pngs))
    return [*written, ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--export", metavar="DIR", type=Path,
                        help="render stich.svg to PNGs, stich.ico and stich.icns in DIR "
                        "(needs PySide6)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if stich.svg differs from what this draws")
    args = parser.parse_args(argv)
    if args.check:
        same = SVG_PATH.is_file() and SVG_PATH.read_text(encoding="utf-8") == svg()
        print("stich.svg is up to date" if same else "stich.svg is stale: run make_icon.py")
        return 0 if same else 1
    if args.export:  # render the committed SVG; the source is left alone
        for p in export(args.export):
            print(p)
        return 0
    write_svg()
    return 0


if __name__ == "__main__":
    sys.exit(main())
