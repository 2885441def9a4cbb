#!/usr/bin/env python3
"""Draw Stich's playing cards as SVG: French, four-colour and Bavarian decks, backs and a slot.

Pure standard library. Every shape is built here from numbers (construction brief:
``CARDS.md`` in the project's shared design notes), so restyling a deck means editing this file
and running it again::

    python3 assets/cards/make_cards.py            # rewrite the committed files in place
    python3 assets/cards/make_cards.py --out DIR  # write the whole set somewhere else

Output (relative to the output directory): ``french/<rank><suit>.svg``,
``french-4color/<rank><suit>.svg``, ``german/<suit><rank>.svg``, ``backs/<name>.svg``,
``slot.svg`` and ``manifest.json``. The output is byte-identical on every run.

Only SVG Tiny features that QtSvg draws are used: ``path circle ellipse rect g use defs`` with
presentation attributes. No text, fonts, clip paths, CSS or images: the index letters are our own
stroke-drawn glyphs.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

W, H = 590, 910
CX, CY = W / 2, H / 2
ROT180 = f"rotate(180 {W // 2} {H // 2})"

# ---------------------------------------------------------------------------------------------
# Palette (CARDS.md §8, §10)

FACE = "#fffdf7"
EDGE = "#6b6b6b"
INK = "#1d1a16"
FR_RED = "#c8102e"
FR_BLACK = "#1a1a1a"

SKIN = "#f3cfa5"
SKIN_SHADE = "#e3b083"
CHEEK = "#f29b8f"
GOLD = "#e8b730"
GOLD_DARK = "#b07f12"
LINEN = "#f7f2e4"
BLUE = "#2f5fa7"
RED = "#c23b22"
GREEN = "#3f7f3a"
BROWN = "#7a4e22"
BOOTS = "#2b211b"
STEEL = "#c9ced6"
THRONE = "#7a2431"
GREY_HAIR = "#a7a29a"
WHITE_HAIR = "#ece8df"
BLOND = "#d9a441"
BLACK_HAIR = "#2e2621"
BROWN_HAIR = "#6b4423"
PARCHMENT = "#fbf6e9"

# Suit order everywhere: clubs/Eichel, spades/Gras, hearts/Herz, diamonds/Schellen (= 0..3).
FR_SUITS = "CSHD"
DE_SUITS = "EGHS"
FR_SUIT_NAMES = ("club", "spade", "heart", "diamond")
DE_SUIT_NAMES = ("eichel", "gras", "herz", "schellen")
FR_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "5")
DE_RANKS = ("A", "10", "K", "O", "U", "9", "8", "7")

# (pip fill, pip outline or None, index ink) per suit
FR_COLOURS = {
    "french": (
        (FR_BLACK, None, FR_BLACK),
        (FR_BLACK, None, FR_BLACK),
        (FR_RED, None, FR_RED),
        (FR_RED, None, FR_RED),
    ),
    "french-4color": (
        ("#1a1a1a", None, "#1a1a1a"),
        ("#009e73", None, "#00704f"),
        ("#c8102e", None, "#b00d28"),
        ("#e69f00", "#9c5a00", "#9c5a00"),
    ),
}
DE_INK = ("#3d260e", "#2e7a22", "#b3131b", "#a86400")

# ---------------------------------------------------------------------------------------------
# SVG text helpers


def n(v: float) -> str:
    """A number with at most one decimal, no trailing '.0', no '-0'."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


Pt = tuple[float, float]


def P(*items: str | Sequence[float]) -> str:
    """Path data: strings are commands, tuples are coordinate groups ('x,y')."""
    out: list[str] = []
    prev_num = False
    for it in items:
        if isinstance(it, str):
            out.append(it)
            prev_num = False
        else:
            s = ",".join(n(v) for v in it)
            if prev_num and not s.startswith("-"):
                out.append(" ")
            out.append(s)
            prev_num = True
    return "".join(out)


def attrs(kw: dict[str, object]) -> str:
    parts = []
    for k, v in kw.items():
        if v is None:
            continue
        name = "xlink:href" if k == "href" else k.rstrip("_").replace("_", "-")
        if isinstance(v, float | int) and not isinstance(v, bool):
            v = n(v)
        parts.append(f' {name}="{v}"')
    return "".join(parts)


def E(tag: str, *children: str, **kw: object) -> str:
    if children:
        return f"<{tag}{attrs(kw)}>{''.join(children)}</{tag}>"
    return f"<{tag}{attrs(kw)}/>"


def G(*children: str, **kw: object) -> str:
    kids = [c for c in children if c]
    if not kids:
        return ""
    if not kw:
        return "".join(kids)
    return E("g", *kids, **kw)


def path(d: str, **kw: object) -> str:
    return E("path", d=d, **kw)


def circle(x: float, y: float, r: float, **kw: object) -> str:
    return E("circle", cx=x, cy=y, r=r, **kw)


def ellipse(x: float, y: float, rx: float, ry: float, **kw: object) -> str:
    return E("ellipse", cx=x, cy=y, rx=rx, ry=ry, **kw)


def rect(x: float, y: float, w: float, h: float, **kw: object) -> str:
    return E("rect", x=x, y=y, width=w, height=h, **kw)


def line(a: Pt, b: Pt, **kw: object) -> str:
    return path(P("M", a, "L", b), **kw)


def tf(
    x: float = 0, y: float = 0, rot: float = 0, s: float | tuple[float, float] = 1
) -> str | None:
    parts = []
    if x or y:
        parts.append(f"translate({n(x)},{n(y)})")
    if rot:
        parts.append(f"rotate({n(rot)})")
    if isinstance(s, tuple):
        if s != (1, 1):
            parts.append(f"scale({n(s[0])},{n(s[1])})")
    elif s != 1:
        parts.append(f"scale({fmt_scale(s)})")
    return " ".join(parts) or None


def fmt_scale(s: float) -> str:
    t = f"{s:.3f}".rstrip("0").rstrip(".")
    return t or "0"


def stroke(colour: str = INK, width: float = 3, **kw: object) -> dict[str, object]:
    return {"fill": "none", "stroke": colour, "stroke_width": width, **kw}


def ROUND() -> dict[str, object]:
    return {"stroke_linecap": "round", "stroke_linejoin": "round"}


# --- path construction: polybeziers, mirroring ------------------------------------------------

Seg = tuple  # ("L", p) | ("C", c1, c2, p)


def poly_d(start: Pt, segs: Iterable[Seg], close: bool = True) -> str:
    items: list[str | Sequence[float]] = ["M", start]
    last = None
    for s in segs:
        if s[0] != last or s[0] == "C":
            items.append(s[0])
        items.extend(s[1:])
        last = s[0]
    if close:
        items.append("Z")
    return P(*items)


def reverse_segs(start: Pt, segs: Sequence[Seg]) -> tuple[Pt, list[Seg]]:
    pts = [start] + [s[-1] for s in segs]
    out: list[Seg] = []
    for i in range(len(segs) - 1, -1, -1):
        s = segs[i]
        if s[0] == "C":
            out.append(("C", s[2], s[1], pts[i]))
        else:
            out.append(("L", pts[i]))
    return pts[-1], out


def mirror_segs(cx: float, segs: Sequence[Seg]) -> list[Seg]:
    return [(s[0], *[(2 * cx - p[0], p[1]) for p in s[1:]]) for s in segs]


def sym_d(cx: float, start: Pt, segs: Sequence[Seg]) -> str:
    """Closed shape symmetric about x=cx. ``segs`` run from ``start`` down the right side
    to a point; the left side is the mirror, walked back. Points are relative to cx."""
    st = (cx + start[0], start[1])
    right = [(s[0], *[(cx + p[0], p[1]) for p in s[1:]]) for s in segs]
    end, back = reverse_segs(st, right)
    left = mirror_segs(cx, back)
    join = [("L", (2 * cx - end[0], end[1]))] if abs(end[0] - cx) > 1e-9 else []
    return poly_d(st, right + join + left)


def bez(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: float) -> Pt:
    u = 1 - t
    return (
        u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
        u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
    )


# ---------------------------------------------------------------------------------------------
# Document: one card = defs actually used + body


class Doc:
    def __init__(self) -> None:
        self.defs: dict[str, str] = {}
        self.body: list[str] = []

    def define(self, key: str, text: str) -> str:
        if key not in self.defs:
            self.defs[key] = text
        return key

    def add(self, *items: str) -> None:
        self.body.extend(i for i in items if i)

    def svg(self) -> str:
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            f' version="1.2" baseProfile="tiny" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        )
        defs = "<defs>" + "".join(self.defs.values()) + "</defs>" if self.defs else ""
        body = "\n".join(self.body)
        return f"{head}\n{defs}\n{body}\n</svg>\n"


def use(ref: str, transform: str | None = None, **kw: object) -> str:
    return E("use", href="#" + ref, transform=transform, **kw)


def card_base(doc: Doc, fill: str = FACE) -> None:
    doc.add(rect(3, 3, W - 6, H - 6, rx=32, fill=fill, stroke=EDGE, stroke_width=6))


# ---------------------------------------------------------------------------------------------
# Index glyphs (CARDS.md §4): centre lines in a 60 x 100 box, stroke 14, round caps

_E30 = "M30,7A22,43 0 1,0 30,93A22,43 0 1,0 30,7Z"
GLYPH: dict[str, tuple[str, float]] = {
    "A": ("M7,93L30,7L53,93M15,64L45,64", 60),
    "K": ("M9,7L9,93M51,7L10,60M25,43L52,93", 60),
    "Q": (_E30 + "M35,74L54,95", 60),
    "J": ("M47,7L47,70C47,86 38,93 28,93C17,93 10,86 9,74", 60),
    "O": (_E30, 60),
    "U": ("M9,7L9,65C9,83 18,93 30,93C42,93 51,83 51,65L51,7", 60),
    "D": ("M9,7L9,93L25,93C43,93 52,74 52,50C52,26 43,7 25,7Z", 60),
    "B": (
        "M9,7L9,93L31,93C45,93 52,84 52,71C52,58 44,50 31,50L9,50M29,50C41,50 48,41 48,29"
        "C48,16 41,7 29,7L9,7",
        60,
    ),
    "X": ("M9,7L51,93M51,7L9,93", 60),
    "1": ("M8,22L25,7L25,93", 36),
    "0": (_E30, 60),
    "5": (
        "M50,7L15,7L12,45C17,40 23,38 30,38C44,38 52,50 52,64C52,81 43,93 29,93C19,93 12,88 9,80",
        60,
    ),
    "7": ("M8,7L52,7L24,93", 60),
    "8": (
        "M30,48C18,48 11,40 11,28C11,16 19,7 30,7C41,7 49,16 49,28C49,40 42,48 30,48"
        "C16,48 8,58 8,71C8,84 17,93 30,93C43,93 52,84 52,71C52,58 44,48 30,48Z",
        60,
    ),
    "9": (
        "M51,36C51,52 42,62 30,62C17,62 9,52 9,36C9,20 18,7 30,7C43,7 51,20 51,36L51,60"
        "C51,80 42,93 28,93C19,93 13,89 10,82",
        60,
    ),
}


def glyph_run(text: str, cx: float, top: float, height: float, ink: str, width: float = 14,
              condense: float = 0.9) -> str:
    """Stroke glyphs for ``text`` centred on ``cx``; ``width`` in glyph units."""
    advs = [GLYPH[ch][1] for ch in text]
    total = sum(advs) + 4 * (len(text) - 1)
    k = height / 100
    sx = k * (condense if len(text) > 1 else 1)
    x = 0.0
    paths = []
    for ch, adv in zip(text, advs, strict=True):
        paths.append(path(GLYPH[ch][0], transform=tf(x, 0)))
        x += adv + 4
    return G(*paths, transform=f"translate({n(cx - total * sx / 2)},{n(top)}) scale"
             f"({fmt_scale(sx)},{fmt_scale(k)})", **stroke(ink, width), **ROUND())


# ---------------------------------------------------------------------------------------------
# Suit symbols (CARDS.md §5), each centred on (0,0), 100 units tall

FR_SYMBOL = {
    "heart": "M0,50C-18,32-50,12-50,-20C-50,-40-36,-50-24,-50C-12,-50-3,-42 0,-30C3,-42 12,-50 "
    "24,-50C36,-50 50,-40 50,-20C50,12 18,32 0,50Z",
    "diamond": "M0,-50Q14,-20 38,0Q14,20 0,50Q-14,20-38,0Q-14,-20 0,-50Z",
    "spade": "M0,-50C-16,-28-50,-10-50,14C-50,32-37,40-25,40C-14,40-6,34-3,28C-5,38-12,46-20,50"
    "L20,50C12,46 5,38 3,28C6,34 14,40 25,40C37,40 50,32 50,14C50,-10 16,-28 0,-50Z",
    "club": "M-3,19.6A24,24 0 1,1-21.8,-15.9A24,24 0 1,1 21.8,-15.9A24,24 0 1,1 3,19.6"
    "C4,34 10,44 20,50L-20,50C-10,44-4,34-3,19.6Z",
}


def fr_symbol_def(doc: Doc, suit: int) -> str:
    name = FR_SUIT_NAMES[suit]
    return doc.define("s-" + name, path(FR_SYMBOL[name], id="s-" + name))


def fr_pip(doc: Doc, deck: str, suit: int, x: float, y: float, k: float, rot: float = 0) -> str:
    ref = fr_symbol_def(doc, suit)
    fill, edge, _ink = FR_COLOURS[deck][suit]
    extra: dict[str, object] = {}
    if edge:
        extra = {"stroke": edge, "stroke_width": n(max(3.2 / k, 1.4)), "stroke_linejoin": "round"}
    return use(ref, tf(x, y, rot, k), fill=fill, **extra)


# --- Bavarian symbols, two-tone with outline --------------------------------------------------

HEART_RIGHT = "M0,-30C3,-42 12,-50 24,-50C36,-50 50,-40 50,-20C50,12 18,32 0,50Z"
LEAF = (
    "M0,-50C8,-40 34,-24 35,0C36,20 25,31 13,31C6,31 2,28 0,25C-2,28-6,31-13,31"
    "C-25,31-36,20-35,0C-34,-24-8,-40 0,-50Z"
)
LEAF_RIGHT = "M0,-50C8,-40 34,-24 35,0C36,20 25,31 13,31C6,31 2,28 0,25Z"
NUT = "M0,-50C16,-50 26,-30 26,-10L26,6L-26,6L-26,-10C-26,-30-16,-50 0,-50Z"
NUT_RIGHT = "M0,-50C16,-50 26,-30 26,-10L26,6L0,6Z"
CUP_START = (-31.0, -4.0)
CUP_BEZ = (
    ((-31, 18), (-17, 31), (0, 31)),
    ((17, 31), (31, 18), (31, -4)),
    ((20, -10), (-20, -10), (-31, -4)),
)
CUP = "M-31,-4C-31,18-17,31 0,31C17,31 31,18 31,-4C20,-10-20,-10-31,-4Z"
CUP_RIGHT = "M0,-8.5C12,-8.5 24,-7 31,-4C31,18 17,31 0,31Z"


def _cup_hatch() -> str:
    poly: list[Pt] = []
    p0: Pt = CUP_START
    for c1, c2, p3 in CUP_BEZ:
        for i in range(16):
            poly.append(bez(p0, c1, c2, p3, i / 16))
        p0 = p3
    items: list[str | Sequence[float]] = []
    for sign in (1, -1):
        for k in range(-60, 61, 11):
            # line y = sign*x + k, parametrised by x
            xs = []
            for i, a in enumerate(poly):
                b = poly[(i + 1) % len(poly)]
                fa = a[1] - sign * a[0] - k
                fb = b[1] - sign * b[0] - k
                if (fa < 0) != (fb < 0):
                    t = fa / (fa - fb)
                    xs.append(a[0] + t * (b[0] - a[0]))
            xs.sort()
            for j in range(0, len(xs) - 1, 2):
                x0, x1 = xs[j], xs[j + 1]
                dx = 1.5 / math.sqrt(2)
                x0, x1 = x0 + dx, x1 - dx
                if (x1 - x0) * math.sqrt(2) < 3:
                    continue
                items += ["M", (x0, sign * x0 + k), "L", (x1, sign * x1 + k)]
    return P(*items)


def de_symbol(name: str, detail: bool = True) -> str:
    """The Bavarian suit sign as a group body (own colours)."""
    o = stroke(INK, 3)
    if name == "herz":
        parts = [
            path(FR_SYMBOL["heart"], fill="#d8262b"),
            path(HEART_RIGHT, fill="#a8141a"),
            path(FR_SYMBOL["heart"], **o, stroke_linejoin="round"),
        ]
        if detail:
            parts.append(path("M-30,-30C-36,-22-36,-12-32,-4", **stroke("#f7a29a", 5),
                              stroke_linecap="round"))
    elif name == "gras":
        parts = [
            path("M0,25C1,35 4,43 11,49", **stroke("#2f5d1c", 6), stroke_linecap="round"),
            path(LEAF, fill="#7dbf4a"),
            path(LEAF_RIGHT, fill="#4f9a35"),
            path(LEAF, **o, stroke_linejoin="round"),
        ]
        if detail:
            parts.append(path(
                "M0,23L0,-40M0,-22L-18,-33M0,-22L18,-33M0,-5L-25,-17M0,-5L25,-17M0,12L-24,2"
                "M0,12L24,2", **stroke("#1f4a14", 2.5), stroke_linecap="round"))
    elif name == "eichel":
        parts = [
            path("M0,30C0,38 2,44 6,50", **stroke("#4a2e12", 6), stroke_linecap="round"),
            path(NUT, fill="#c8943f"),
            path(NUT_RIGHT, fill="#a06a28"),
            path(NUT, **o),
        ]
        if detail:
            parts.append(path("M-14,-38C-19,-30-20,-20-19,-12", **stroke("#e9c98a", 5),
                              stroke_linecap="round"))
        parts += [path(CUP, fill="#5a3714"), path(CUP_RIGHT, fill="#42270d")]
        if detail:
            parts.append(path(_cup_hatch(), **stroke("#24150a", 2.2), stroke_linecap="round"))
        parts += [path(CUP, **o), circle(0, -50, 3.5, fill="#4a2e12")]
    else:  # schellen
        parts = [
            circle(0, -41, 6.5, **stroke(INK, 4)),
            circle(0, 6, 42, fill="#f4c531"),
            path("M0,-36A42,42 0 0,1 0,48Z", fill="#d9a21b"),
            path("M-39.4,-8.5Q0,1 39.4,-8.5L41.9,3Q0,13-41.9,3Z", fill="#c0392b",
                 **{"stroke": INK, "stroke_width": 2}),
            circle(0, 6, 42, **o),
            path("M-20,25L20,25M0,25L0,47", **stroke(INK, 5), stroke_linecap="round"),
            circle(-21, 25, 5.5, fill=INK),
            circle(21, 25, 5.5, fill=INK),
        ]
        if detail:
            parts.append(ellipse(-17, -18, 9, 6, fill="#fff6cf", opacity=0.8))
    return "".join(parts)


def de_symbol_def(doc: Doc, suit: int) -> str:
    name = DE_SUIT_NAMES[suit]
    return doc.define("s-" + name, E("g", de_symbol(name), id="s-" + name))


def de_pip(doc: Doc, suit: int, x: float, y: float, k: float, rot: float = 0) -> str:
    return use(de_symbol_def(doc, suit), tf(x, y, rot, k))


# ---------------------------------------------------------------------------------------------
# Index (CARDS.md §4): rank glyph over a mini suit sign, top-left and rotated at bottom-right

IDX_X, IDX_TOP, IDX_PIP_Y, IDX_PIP_K = 64, 28, 196, 0.8


def add_index(doc: Doc, text: str, ink: str, mini_pip: str) -> None:
    body = glyph_run(text, IDX_X, IDX_TOP, 100, ink) + mini_pip
    doc.define("idx", E("g", body, id="idx"))
    doc.add(use("idx"), use("idx", ROT180))


# ---------------------------------------------------------------------------------------------
# Pip layouts (CARDS.md §6)

COL_L, COL_C, COL_R = 0.32 * W, 0.50 * W, 0.68 * W
ROW_T, ROW_U, ROW_M, ROW_D, ROW_B = (f * H for f in (0.19, 0.345, 0.50, 0.655, 0.81))
ROW_Q = tuple(f * H for f in (0.19, 0.3967, 0.6033, 0.81))
TEN_C = (0.2935 * H, 0.7065 * H)

_SIX = [(COL_L, ROW_T), (COL_R, ROW_T), (COL_L, ROW_M), (COL_R, ROW_M), (COL_L, ROW_B),
        (COL_R, ROW_B)]
_EIGHT_COLS = [(x, y) for x in (COL_L, COL_R) for y in ROW_Q]
FR_LAYOUT: dict[str, list[Pt]] = {
    "5": [(COL_L, ROW_T), (COL_R, ROW_T), (COL_C, ROW_M), (COL_L, ROW_B), (COL_R, ROW_B)],
    "7": [*_SIX, (COL_C, ROW_U)],
    "8": [*_SIX, (COL_C, ROW_U), (COL_C, ROW_D)],
    "9": [*_EIGHT_COLS, (COL_C, ROW_M)],
    "10": [*_EIGHT_COLS, (COL_C, TEN_C[0]), (COL_C, TEN_C[1])],
}
DE_LAYOUT: dict[str, list[Pt]] = {
    "7": [(COL_L, ROW_T), (COL_R, ROW_T), (COL_C, ROW_U), (COL_L, ROW_M), (COL_R, ROW_M),
          (COL_L, ROW_B), (COL_R, ROW_B)],
    "8": _EIGHT_COLS,
    "9": [*_EIGHT_COLS, (COL_C, ROW_M)],
    "10": [*_EIGHT_COLS, (COL_C, TEN_C[0]), (COL_C, TEN_C[1])],
}
FR_PIP_K = 0.9
DE_PIP_K = 0.95
DE_ROTATE_LOWER = False  # modern double-ended packs turn the lower pips; upright reads better


# ---------------------------------------------------------------------------------------------
# French and four-colour faces


def fr_card(deck: str, suit: int, rank: str) -> str:
    doc = Doc()
    card_base(doc)
    _fill, _edge, ink = FR_COLOURS[deck][suit]
    if rank in FR_LAYOUT:
        for x, y in FR_LAYOUT[rank]:
            doc.add(fr_pip(doc, deck, suit, x, y, FR_PIP_K, 180 if y > CY + 1 else 0))
    elif rank == "A":
        fr_ace(doc, deck, suit)
    else:
        fr_court(doc, deck, suit, rank)
    add_index(doc, rank, ink, fr_pip(doc, deck, suit, IDX_X, IDX_PIP_Y, IDX_PIP_K))
    return doc.svg()


def fr_ace(doc: Doc, deck: str, suit: int) -> None:
    fill = FR_COLOURS[deck][suit][0]
    if FR_SUIT_NAMES[suit] == "spade":
        r = 0.28 * W
        doc.add(circle(CX, CY, r, **stroke(fill, 4)), circle(CX, CY, r - 12, **stroke(fill, 1.5)))
        for a in range(0, 360, 45):
            t = math.radians(a)
            x, y = CX + math.sin(t) * (r - 6), CY - math.cos(t) * (r - 6)
            doc.add(use(fr_diamond_dot(doc), tf(x, y, a), fill=fill))
        doc.add(fr_pip(doc, deck, suit, CX, CY, 3.0))
    else:
        doc.add(fr_pip(doc, deck, suit, CX, CY, 2.6))


def fr_diamond_dot(doc: Doc) -> str:
    return doc.define("dot", path("M0,-9L7,0L0,9L-7,0Z", id="dot"))


# --- French double-headed courts (CARDS.md §8.1) -----------------------------------------------

FX0, FX1, FY0, FY1 = 0.215 * W, 0.785 * W, 0.075 * H, 0.925 * H
FW, FHH = FX1 - FX0, CY - FY0


def u(a: float) -> float:
    return FX0 + a * FW


def v(b: float) -> float:
    return FY0 + b * FHH


# (robe, trim, hair) per rank and suit C S H D
FR_COURT_COLOURS = {
    "K": ((GREEN, GOLD, BROWN_HAIR), (BLUE, GOLD, GREY_HAIR), (RED, GOLD, GREY_HAIR),
          (GOLD, RED, WHITE_HAIR)),
    "Q": ((GOLD, BLUE, BLOND), (GREEN, GOLD, BROWN_HAIR), (RED, GOLD, BLOND),
          (BLUE, RED, BLACK_HAIR)),
    "J": ((GREEN, GOLD, BLACK_HAIR), (RED, BLUE, BLACK_HAIR), (GOLD, GREEN, BROWN_HAIR),
          (BLUE, RED, BROWN_HAIR)),
}


def face(cx: float, cy: float, r: float, beard: str | None = None, lips: bool = False,
         look: float = 0) -> str:
    """A round face; ``beard`` is the beard colour, ``look`` shifts the eyes sideways."""
    ex = 0.36 * r
    parts = [
        circle(cx, cy, r, fill=SKIN, stroke=INK, stroke_width=3),
        circle(cx - 0.55 * r, cy + 0.3 * r, 0.16 * r, fill=CHEEK, opacity=0.55),
        circle(cx + 0.55 * r, cy + 0.3 * r, 0.16 * r, fill=CHEEK, opacity=0.55),
        ellipse(cx - ex + look, cy - 0.05 * r, 0.09 * r, 0.11 * r, fill=INK),
        ellipse(cx + ex + look, cy - 0.05 * r, 0.09 * r, 0.11 * r, fill=INK),
        path(P("M", (cx - ex - 0.16 * r, cy - 0.28 * r), "Q", (cx - ex, cy - 0.36 * r),
               (cx - ex + 0.16 * r, cy - 0.27 * r), "M", (cx + ex - 0.16 * r, cy - 0.27 * r),
               "Q", (cx + ex, cy - 0.36 * r), (cx + ex + 0.16 * r, cy - 0.28 * r)),
             **stroke(INK, 2.5), stroke_linecap="round"),
        path(P("M", (cx + 0.02 * r, cy + 0.02 * r), "L", (cx - 0.08 * r, cy + 0.3 * r),
               (cx + 0.08 * r, cy + 0.3 * r)), **stroke("#c98f66", 3.5), **ROUND()),
    ]
    if beard:
        parts.append(path(P(
            "M", (cx - 0.85 * r, cy + 0.2 * r), "C", (cx - 0.8 * r, cy + 1.3 * r),
            (cx - 0.3 * r, cy + 1.6 * r), (cx, cy + 1.75 * r), "C", (cx + 0.3 * r, cy + 1.6 * r),
            (cx + 0.8 * r, cy + 1.3 * r), (cx + 0.85 * r, cy + 0.2 * r), "C",
            (cx + 0.5 * r, cy + 0.75 * r), (cx - 0.5 * r, cy + 0.75 * r),
            (cx - 0.85 * r, cy + 0.2 * r), "Z"), fill=beard, stroke=INK, stroke_width=3,
            stroke_linejoin="round"))
        parts.append(path(P(
            "M", (cx - 0.42 * r, cy + 0.52 * r), "C", (cx - 0.25 * r, cy + 0.36 * r),
            (cx - 0.1 * r, cy + 0.38 * r), (cx, cy + 0.46 * r), "C", (cx + 0.1 * r, cy + 0.38 * r),
            (cx + 0.25 * r, cy + 0.36 * r), (cx + 0.42 * r, cy + 0.52 * r)),
            fill="none", stroke=INK if beard in (BLACK_HAIR, BROWN_HAIR) else beard,
            stroke_width=7, **ROUND()))
    else:
        col = "#c0463c" if lips else "#a0553f"
        parts.append(path(P("M", (cx - 0.2 * r, cy + 0.5 * r), "Q", (cx, cy + 0.62 * r),
                            (cx + 0.2 * r, cy + 0.5 * r)), **stroke(col, 4), **ROUND()))
    return "".join(parts)


def crown(cx: float, top: float, w: float, h: float, peaks: int = 5, arch: bool = False,
          gold: str = GOLD) -> str:
    """A crown: ``peaks`` points (3, 5, 7) or, with ``arch``, a closed arched crown."""
    x0, x1, base = cx - w / 2, cx + w / 2, top + h
    parts = []
    if arch:
        d = P("M", (x0, base), "L", (x0, top + 0.55 * h), "C", (x0, top + 0.05 * h),
              (x1, top + 0.05 * h), (x1, top + 0.55 * h), "L", (x1, base), "Z")
        parts.append(path(d, fill=THRONE, stroke=INK, stroke_width=3))
        parts.append(path(P("M", (cx, top + 0.12 * h), "L", (cx, top + 0.72 * h)),
                          **stroke(gold, 7)))
        parts.append(path(P("M", (x0 + 4, top + 0.55 * h), "C", (x0 + 4, top + 0.15 * h),
                            (x1 - 4, top + 0.15 * h), (x1 - 4, top + 0.55 * h)),
                          **stroke(gold, 6)))
        parts.append(circle(cx, top - 2, 0.1 * w, fill=gold, stroke=INK, stroke_width=2.5))
        parts.append(path(P("M", (cx, top - 2 - 0.1 * w - 12), "L", (cx, top - 2 - 0.1 * w)
                            , "M", (cx - 6, top - 8 - 0.1 * w), "L", (cx + 6, top - 8 - 0.1 * w)),
                          **stroke(gold, 4), stroke_linecap="round"))
    else:
        pts: list[Pt] = [(x0, base)]
        for i in range(peaks):
            px = x0 + w * i / (peaks - 1)
            edge = i in (0, peaks - 1)
            mid = i == peaks // 2
            py = top if mid else top + (0.35 if edge else 0.2) * h
            if i:
                pts.append((px - w / (peaks - 1) / 2, top + 0.62 * h))
            pts.append((px, py))
        pts.append((x1, base))
        parts.append(path(P("M", *pts[:1], "L", *pts[1:], "Z"), fill=gold, stroke=INK,
                          stroke_width=3, stroke_linejoin="round"))
        for px, py in pts[1:-1:2]:
            parts.append(circle(px, py, 0.045 * w + 1.5, fill=gold, stroke=INK, stroke_width=2))
    parts.append(rect(x0, top + 0.72 * h, w, 0.28 * h, fill=gold, stroke=INK, stroke_width=3))
    parts.append(path(P("M", (x0 + 3, top + 0.86 * h), "L", (x1 - 3, top + 0.86 * h)),
                      **stroke(GOLD_DARK, 2)))
    parts.append(circle(cx, top + 0.86 * h, 0.06 * w + 1, fill="#c8102e", stroke=INK,
                        stroke_width=2))
    for sx in (-1, 1):
        parts.append(circle(cx + sx * 0.3 * w, top + 0.86 * h, 0.045 * w + 1, fill=BLUE,
                            stroke=INK, stroke_width=2))
    return "".join(parts)


def arm(points: Sequence[Pt], colour: str, width: float = 30) -> str:
    """A sleeve as a stroked curve: dark outline under the colour."""
    d = P("M", points[0], "C", *points[1:])
    return path(d, **stroke(INK, width + 7), **ROUND()) + path(d, **stroke(colour, width),
                                                                 **ROUND())


def fr_court(doc: Doc, deck: str, suit: int, rank: str) -> None:
    robe, trim, hair = FR_COURT_COLOURS[rank][suit]
    pip_fill = FR_COLOURS[deck][suit][0]
    band = trim
    if deck == "french-4color" and suit in (1, 3):
        band = pip_fill
    half_id = doc.define("half", E("g", fr_half(doc, deck, suit, rank, robe, trim, band, hair),
                                   id="half"))
    doc.add(rect(FX0, FY0, FW, FY1 - FY0, fill=PARCHMENT, stroke=INK, stroke_width=4))
    doc.add(use(half_id), use(half_id, ROT180))
    doc.add(path(P("M", (FX0, CY), "L", (FX1, CY)), **stroke(INK, 4)))
    doc.add(rect(FX0, FY0, FW, FY1 - FY0, **stroke(INK, 4)))


FR_PROPS = {
    "K": ("orb", "sword", "sceptre", "axe"),
    "Q": ("rose", "lily", "tulip", "fan"),
    "J": ("arrow", "halberd", "torch", "spear"),
}


def pole(x: float, y0: float, y1: float, colour: str = BROWN, w: float = 7) -> str:
    return (line((x, y0), (x, y1), **stroke(INK, w + 5), stroke_linecap="round")
            + line((x, y0), (x, y1), **stroke(colour, w), stroke_linecap="round"))


def fr_prop(kind: str, hand: Pt, r: float, trim: str) -> str:
    """What a French court holds in the right hand (drawn under the hand)."""
    px, py = hand
    ol = {"stroke": INK, "stroke_width": 2.5, "stroke_linejoin": "round"}
    out: list[str] = []
    if kind == "sword":
        top, guard = v(0.1), v(0.76)
        out.append(path(P("M", (px - 7, guard), "L", (px - 7, top + 16), (px, top),
                          (px + 7, top + 16), (px + 7, guard), "Z"), fill=STEEL, **ol))
        out.append(line((px, top + 14), (px, guard - 4), **stroke("#8d96a3", 2.5)))
        out.append(rect(px - 6, guard, 12, py - guard + 0.4 * r, fill=BROWN, **ol))
        out.append(circle(px, py + 0.42 * r, 9, fill=GOLD, **ol))
        for w_, c_ in ((15, INK), (9, GOLD)):
            out.append(line((px - 30, guard), (px + 30, guard), **stroke(c_, w_),
                            stroke_linecap="round"))
    elif kind == "sceptre":
        top = v(0.2)
        out.append(pole(px, py + 0.4 * r, top, GOLD, 8))
        for y in (v(0.45), v(0.62)):
            out.append(ellipse(px, y, 10, 5, fill=GOLD, **ol))
        out.append(path(P("M", (px, top - 40), "C", (px + 10, top - 28), (px + 10, top - 14),
                          (px, top - 4), "C", (px - 10, top - 14), (px - 10, top - 28),
                          (px, top - 40), "Z"), fill=GOLD, **ol))
        for sx in (-1, 1):
            out.append(path(P("M", (px, top - 6), "C", (px + sx * 10, top - 30),
                              (px + sx * 30, top - 26), (px + sx * 22, top - 10), "C",
                              (px + sx * 18, top - 2), (px + sx * 8, top), (px, top - 6), "Z"),
                            fill=GOLD, **ol))
        out.append(ellipse(px, top, 16, 6, fill=GOLD, **ol))
    elif kind == "orb":
        oy = py - 0.3 * r - 26
        out.append(circle(px, oy, 27, fill=GOLD, **ol))
        out.append(path(P("M", (px - 27, oy), "Q", (px, oy + 10), (px + 27, oy)), **stroke(
            GOLD_DARK, 4)))
        out.append(line((px, oy - 27), (px, oy + 4), **stroke(GOLD_DARK, 4)))
        out.append(circle(px, oy + 8, 5, fill="#c8102e", stroke=INK, stroke_width=1.5))
        for w_, c_ in ((11, INK), (6, GOLD)):
            out.append(path(P("M", (px, oy - 27), "L", (px, oy - 56), "M", (px - 11, oy - 45),
                              "L", (px + 11, oy - 45)), **stroke(c_, w_), stroke_linecap="round"))
    elif kind == "axe":
        top = v(0.16)
        out.append(pole(px, py + 0.45 * r, top))
        out.append(path(P("M", (px + 2, top + 8), "C", (px + 30, top - 4), (px + 50, top + 4),
                          (px + 54, top + 10), "C", (px + 60, top + 30), (px + 56, top + 56),
                          (px + 50, top + 66), "C", (px + 40, top + 54), (px + 22, top + 46),
                          (px + 2, top + 46), "Z"), fill=STEEL, **ol))
        out.append(path(P("M", (px - 2, top + 14), "L", (px - 26, top + 26), (px - 2, top + 38),
                          "Z"), fill=STEEL, **ol))
        out.append(circle(px, top - 4, 6, fill=GOLD, **ol))
    elif kind in ("rose", "tulip", "lily"):
        top = v(0.42) if kind != "lily" else v(0.3)
        out.append(path(P("M", (px, py), "C", (px + 6, v(0.66)), (px - 4, v(0.52)),
                          (px, top)), **stroke(GREEN, 5), stroke_linecap="round"))
        for sx in (1, -1):
            y0 = v(0.6) if sx > 0 else v(0.52)
            out.append(path(P("M", (px, y0), "C", (px + sx * 20, y0 - 4), (px + sx * 26, y0),
                              (px + sx * 30, y0 - 8), "C", (px + sx * 18, y0 - 12),
                              (px + sx * 8, y0 - 10), (px, y0), "Z"), fill=GREEN,
                            stroke=INK, stroke_width=2))
        if kind == "rose":
            petal = "#e05a7a" if trim != RED else "#f4f1ea"
            for i in range(5):
                a = math.radians(i * 72)
                out.append(circle(px + 13 * math.sin(a), top - 13 * math.cos(a), 10,
                                  fill=petal, stroke=INK, stroke_width=2))
            out.append(circle(px, top, 7, fill=GOLD, stroke=INK, stroke_width=2))
        elif kind == "tulip":
            out.append(path(P("M", (px, top + 6), "C", (px - 20, top + 4), (px - 22, top - 18),
                              (px - 18, top - 34), "L", (px - 8, top - 20), (px, top - 36),
                              (px + 8, top - 20), (px + 18, top - 34), "C", (px + 22, top - 18),
                              (px + 20, top + 4), (px, top + 6), "Z"), fill="#f4f1ea"
                            if trim == RED else "#d63a4a", **ol))
        else:
            for a in (-50, 0, 50):
                out.append(path("M0,0C-9,-14-8,-30 0,-40C8,-30 9,-14 0,0Z",
                                transform=tf(px, top, a), fill="#f4f1ea", **ol))
            out.append(circle(px, top, 5, fill=GOLD, **ol))
    elif kind == "fan":
        fy = py - 0.2 * r
        rad = 62
        ribs = []
        pts = []
        for i in range(9):
            a = math.radians(-75 + i * 150 / 8)
            pts.append((px + rad * math.sin(a), fy - rad * math.cos(a)))
            ribs += ["M", (px, fy), "L", pts[-1]]
        outline = P("M", (px, fy), "L", pts[0], "A", (rad, rad), (0, 0, 1), pts[-1], "Z")
        out.append(path(outline, fill="#f4f1ea", **ol))
        out.append(path(P(*ribs), **stroke(trim if trim != GOLD else GOLD_DARK, 2.5)))
        out.append(path(P("M", pts[0], "A", (rad, rad), (0, 0, 1), pts[-1]),
                        **stroke(trim if trim != GOLD else GOLD_DARK, 8)))
        out.append(path(outline, **ol, fill="none"))
    elif kind == "arrow":
        top = v(0.1)
        out.append(pole(px, py + 0.5 * r, top + 20, BROWN, 5))
        out.append(path(P("M", (px, top - 14), "L", (px + 10, top + 16), (px, top + 10),
                          (px - 10, top + 16), "Z"), fill=STEEL, **ol))
        fy = py + 0.5 * r
        for sx in (-1, 1):
            out.append(path(P("M", (px, fy - 40), "L", (px + sx * 12, fy - 48), (px + sx * 12,
                                                                                  fy - 18),
                              (px, fy - 8), "Z"), fill=LINEN, **ol))
    elif kind == "torch":
        top = v(0.36)
        out.append(pole(px, py + 0.4 * r, top))
        out.append(path(P("M", (px - 13, top + 6), "L", (px + 13, top + 6), (px + 9, top + 26),
                          (px - 9, top + 26), "Z"), fill=GOLD, **ol))
        out.append(path(P("M", (px, top - 62), "C", (px + 8, top - 40), (px + 26, top - 28),
                          (px + 16, top - 4), "C", (px + 10, top + 8), (px - 10, top + 8),
                          (px - 16, top - 4), "C", (px - 24, top - 22), (px - 6, top - 30),
                          (px, top - 62), "Z"), fill="#f08a24", **ol))
        out.append(path(P("M", (px, top - 34), "C", (px + 6, top - 22), (px + 10, top - 14),
                          (px + 6, top - 4), "C", (px + 2, top + 2), (px - 6, top + 2),
                          (px - 7, top - 6), "C", (px - 8, top - 16), (px - 2, top - 20),
                          (px, top - 34), "Z"), fill="#ffd34d"))
    else:  # halberd, spear
        top = v(0.08)
        out.append(pole(px, v(0.99), top))
        out.append(path(P("M", (px, top - 30), "L", (px + 9, top), (px, top + 8),
                          (px - 9, top), "Z"), fill=STEEL, **ol))
        if kind == "halberd":
            out.append(path(P("M", (px + 3, top + 6), "C", (px + 40, top + 4),
                              (px + 44, top + 30), (px + 40, top + 52), "C", (px + 26, top + 40),
                              (px + 14, top + 38), (px + 3, top + 40), "Z"), fill=STEEL, **ol))
            out.append(path(P("M", (px - 3, top + 14), "L", (px - 22, top + 22),
                              (px - 3, top + 30), "Z"), fill=STEEL, **ol))
        else:
            out.append(path(P("M", (px, top + 8), "C", (px - 12, top + 14), (px - 14, top + 26),
                              (px - 6, top + 32), "L", (px + 6, top + 32), "C",
                              (px + 14, top + 26), (px + 12, top + 14), (px, top + 8), "Z"),
                            fill=trim, **ol))
    return "".join(out)


def fr_half(doc: Doc, deck: str, suit: int, rank: str, robe: str, trim: str, band: str,
            hair: str) -> str:
    hx, hy, r = CX, v(0.34), 0.155 * FW
    out: list[str] = []

    def off(a: float) -> float:
        return a * FW

    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    # hair behind the head
    if rank == "Q":
        out.append(path(sym_d(hx, (0, hy - 1.12 * r), [
            ("C", (0.75 * r, hy - 1.12 * r), (1.25 * r, hy - 0.6 * r), (1.25 * r, hy)),
            ("C", (1.25 * r, hy + 0.8 * r), (1.6 * r, hy + 1.3 * r), (1.55 * r, hy + 1.9 * r)),
            ("C", (1.1 * r, hy + 2.0 * r), (0.6 * r, hy + 1.6 * r), (0, hy + 1.5 * r)),
        ]), fill=hair, **ol))
    elif rank == "J":
        out.append(path(sym_d(hx, (0, hy - 1.1 * r), [
            ("C", (0.7 * r, hy - 1.1 * r), (1.12 * r, hy - 0.6 * r), (1.12 * r, hy)),
            ("C", (1.12 * r, hy + 0.45 * r), (1.05 * r, hy + 0.7 * r), (0.85 * r, hy + 0.8 * r)),
            ("L", (0, hy + 0.5 * r)),
        ]), fill=hair, **ol))
    # neck
    out.append(rect(hx - 0.36 * r, hy + 0.5 * r, 0.72 * r, v(0.52) - hy - 0.5 * r, fill=SKIN,
                    **ol))
    # torso
    torso = sym_d(hx, (0, v(0.5)), [
        ("L", (off(0.1), v(0.5))),
        ("C", (off(0.28), v(0.51)), (off(0.37), v(0.55)), (off(0.38), v(0.65))),
        ("L", (off(0.31), v(1))), ("L", (0, v(1))),
    ])
    out.append(path(torso, fill=robe, **ol))
    # stripes down the torso
    for sx in (-1, 1):
        for a0, a1 in ((0.22, 0.2), (0.3, 0.26)):
            out.append(line((hx + sx * off(a0), v(0.6)), (hx + sx * off(a1), v(1)),
                            **stroke(trim, 7)))
    # central band with three small pips
    out.append(path(P("M", (u(0.43), v(0.55)), "L", (u(0.57), v(0.55)), (u(0.6), v(1)),
                      (u(0.4), v(1)), "Z"), fill=band, **ol))
    pip_fill = FR_COLOURS[deck][suit][0]
    for b in (0.72, 0.83, 0.94):
        out.append(fr_pip(doc, deck, suit, hx, v(b), 0.3) if band != pip_fill
                   else use(fr_symbol_def(doc, suit), tf(hx, v(b), 0, 0.3), fill=LINEN))
    # yoke over the shoulders, scalloped
    yoke_segs: list[Seg] = [("L", (off(0.1), v(0.5))),
                            ("C", (off(0.24), v(0.505)), (off(0.33), v(0.53)), (off(0.36),
                                                                                v(0.58)))]
    xs = [0.36, 0.27, 0.18, 0.09, 0]
    for i in range(4):
        yoke_segs.append(("C", (off(xs[i]) - 0.02 * FW, v(0.66)), (off(xs[i + 1]) + 0.02 * FW,
                                                                    v(0.66)),
                          (off(xs[i + 1]), v(0.6 + 0.01 * i))))
    out.append(path(sym_d(hx, (0, v(0.5)), yoke_segs), fill=trim, **ol))
    # arms: prop arm on the right, the other hand on the chest
    hand: Pt = (u(0.8), v(0.84))
    lhand: Pt = (u(0.33), v(0.86))
    out.append(arm([(u(0.82), v(0.6)), (u(0.95), v(0.68)), (u(0.93), v(0.86)), hand], robe,
                   width=36))
    out.append(arm([(u(0.18), v(0.6)), (u(0.05), v(0.68)), (u(0.09), v(0.9)), lhand], robe,
                   width=36))
    for hxy in (hand, lhand):
        out.append(circle(hxy[0], hxy[1], 0.45 * r, fill=trim, **ol))
    # collar
    if rank == "J":
        out.append(path(sym_d(hx, (0, v(0.56)), [
            ("L", (0.3 * r, v(0.49))), ("L", (0.95 * r, v(0.5))), ("L", (0.8 * r, v(0.6))),
            ("L", (0, v(0.56)))]), fill=LINEN, **ol))
    elif rank == "K":
        out.append(path(sym_d(hx, (0, v(0.48)), [
            ("C", (0.8 * r, v(0.48)), (1.7 * r, v(0.5)), (2.0 * r, v(0.55))),
            ("C", (1.6 * r, v(0.62)), (0.8 * r, v(0.62)), (0, v(0.6)))]), fill=LINEN, **ol))
        for a in (-1.45, -0.75, 0, 0.75, 1.45):
            y0 = v(0.535) + (0.01 if abs(a) > 1 else 0) * FHH
            out.append(path(P("M", (hx + a * r, y0), "L", (hx + a * r, y0 + 12)),
                            **stroke(INK, 5), stroke_linecap="round"))
    else:
        cr = 0.22 * r
        for i in range(7):
            out.append(circle(hx + (i - 3) * cr * 1.55, v(0.51) + abs(i - 3) * 2.5, cr,
                              fill=LINEN, stroke=INK, stroke_width=2))
        out.append(path(P("M", (hx - 0.6 * r, v(0.56)), "Q", (hx, v(0.64)),
                          (hx + 0.6 * r, v(0.56))), **stroke(GOLD, 5), stroke_dasharray="0.1,8",
                        stroke_linecap="round"))
    # head, headgear
    if rank == "K":
        out.append(face(hx, hy, r, beard=hair))
        out.append(crown(hx, hy - 0.55 * r - 0.95 * r, 1.7 * r, 0.95 * r,
                         peaks=(5, 3, 7, 5)[suit], arch=suit == 3))
    elif rank == "Q":
        out.append(face(hx, hy, r, lips=True))
        out.append(path(sym_d(hx, (0, hy - 1.02 * r), [
            ("C", (0.6 * r, hy - 1.02 * r), (0.95 * r, hy - 0.7 * r), (0.98 * r, hy - 0.2 * r)),
            ("C", (0.6 * r, hy - 0.5 * r), (0.3 * r, hy - 0.62 * r), (0, hy - 0.62 * r)),
        ]), fill=hair, stroke=INK, stroke_width=2.5))
        out.append(crown(hx, hy - 0.72 * r - 0.75 * r, 1.4 * r, 0.75 * r, peaks=5))
    else:
        out.append(face(hx, hy, r, look=-0.06 * r))
        bx = hx - 0.1 * r
        out.append(path(P("M", (bx - 1.3 * r, hy - 0.45 * r), "C", (bx - 1.3 * r, hy - 1.55 * r),
                          (bx + 1.3 * r, hy - 1.55 * r), (bx + 1.3 * r, hy - 0.45 * r), "C",
                          (bx + 0.5 * r, hy - 0.62 * r), (bx - 0.5 * r, hy - 0.62 * r),
                          (bx - 1.3 * r, hy - 0.45 * r), "Z"), fill=trim, **ol))
        fx, fy = bx + 0.9 * r, hy - 1.0 * r
        out.append(path(P("M", (fx, fy), "C", (fx + 0.2 * r, fy - 0.9 * r),
                          (fx + 0.9 * r, fy - 1.2 * r), (fx + 1.1 * r, fy - 1.3 * r), "C",
                          (fx + 0.9 * r, fy - 0.8 * r), (fx + 0.5 * r, fy - 0.2 * r), (fx, fy),
                          "Z"), fill=LINEN, stroke=INK, stroke_width=2.5))
    # prop in the right hand, one per rank and suit
    out.append(fr_prop(FR_PROPS[rank][suit], hand, r, trim))
    for hxy in (hand, lhand):
        out.append(circle(hxy[0], hxy[1], 0.3 * r, fill=SKIN, stroke=INK, stroke_width=3))
    # suit sign by the head
    out.append(fr_pip(doc, deck, suit, u(0.16), v(0.20), 0.55))
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# Bavarian faces


def de_card(suit: int, rank: str) -> str:
    doc = Doc()
    card_base(doc)
    if rank in DE_LAYOUT:
        for x, y in DE_LAYOUT[rank]:
            doc.add(de_pip(doc, suit, x, y, DE_PIP_K, 180 if DE_ROTATE_LOWER and y > CY else 0))
        if rank == "10":
            de_ten_banner(doc, suit)
    elif rank == "A":
        de_sau(doc, suit)
    else:
        de_court(doc, suit, rank)
    add_index(doc, rank, DE_INK[suit], de_pip(doc, suit, IDX_X, IDX_PIP_Y, IDX_PIP_K))
    return doc.svg()


def de_ten_banner(doc: Doc, suit: int) -> None:
    cy, w, h, notch = 0.085 * H, 0.40 * W, 0.075 * H, 0.04 * W
    x0, x1, y0, y1 = CX - w / 2, CX + w / 2, cy - h / 2, cy + h / 2
    d = P("M", (x0 - notch, y0), "L", (x1 + notch, y0), (x1, cy), (x1 + notch, y1),
          (x0 - notch, y1), (x0, cy), "Z")
    doc.add(path(d, fill="#f3ead2", stroke=INK, stroke_width=3, stroke_linejoin="round"))
    doc.add(glyph_run("X", CX, cy - 0.055 * H / 2, 0.055 * H, DE_INK[suit], width=20))


def de_sau(doc: Doc, suit: int) -> None:  # replaced below
    pass


def de_court(doc: Doc, suit: int, rank: str) -> None:  # replaced below
    pass


# ---------------------------------------------------------------------------------------------
# Backs (CARDS.md §9), both invariant under a half turn

BACK_CREAM = "#f3ede0"
BACK_COLOURS = {"blue": "#1f3f77", "red": "#8e1b1b"}


def back_lattice(base: str) -> str:
    doc = Doc()
    card_base(doc, BACK_CREAM)
    m = 0.06 * W
    x0, y0, x1, y1 = m, m, W - m, H - m
    k_n = 8
    cw, ch = (x1 - x0) / k_n, (y1 - y0) / k_n
    doc.add(rect(x0, y0, x1 - x0, y1 - y0, fill=base))
    items: list[str | Sequence[float]] = []
    for k in range(1, 2 * k_n):
        if k <= k_n:
            items += ["M", (x0 + k * cw, y0), "L", (x0, y0 + k * ch)]
            items += ["M", (x1 - k * cw, y0), "L", (x1, y0 + k * ch)]
        else:
            j = k - k_n
            items += ["M", (x1, y0 + j * ch), "L", (x0 + j * cw, y1)]
            items += ["M", (x0, y0 + j * ch), "L", (x1 - j * cw, y1)]
    doc.add(path(P(*items), **stroke(BACK_CREAM, 5)))
    doc.define("dot", path("M0,-9L7,0L0,9L-7,0Z", id="dot", fill=GOLD))
    # gold studs in the middle of each lattice diamond (edge midpoints of the grid)
    for i in range(k_n + 1):
        for j in range(k_n + 1):
            for x, y in ((x0 + (i + 0.5) * cw, y0 + j * ch), (x0 + i * cw, y0 + (j + 0.5) * ch)):
                if x < x1 and y < y1 and x > x0 and y > y0:
                    doc.add(use("dot", tf(x, y)))
    doc.add(rect(x0, y0, x1 - x0, y1 - y0, **stroke(base, 10)))
    doc.add(rect(x0 - 14, y0 - 14, x1 - x0 + 28, y1 - y0 + 28, rx=16, **stroke(base, 3)))
    return doc.svg()


def back_rosette(base: str) -> str:
    doc = Doc()
    card_base(doc, BACK_CREAM)
    m = 0.06 * W
    x0, y0, x1, y1 = m, m, W - m, H - m
    doc.add(rect(x0, y0, x1 - x0, y1 - y0, rx=14, fill=base))
    spokes = P(*[it for a in range(0, 180, 45) for it in (
        "M", (22 * math.cos(math.radians(a)), 22 * math.sin(math.radians(a))),
        "L", (-22 * math.cos(math.radians(a)), -22 * math.sin(math.radians(a))))])
    doc.define("ros", E("g", circle(0, 0, 22), path(spokes), circle(0, 0, 11), id="ros",
                        **stroke(BACK_CREAM, 4)))
    doc.define("rdot", circle(0, 0, 7, fill=GOLD, id="rdot"))
    cols, rows = 5, 8
    cw, ch = (x1 - x0) / cols, (y1 - y0) / rows
    for i in range(cols):
        for j in range(rows):
            x, y = x0 + (i + 0.5) * cw, y0 + (j + 0.5) * ch
            doc.add(use("ros", tf(x, y)), use("rdot", tf(x, y)))
    # small diamonds between rosettes
    doc.define("dot", path("M0,-9L7,0L0,9L-7,0Z", id="dot", fill=BACK_CREAM))
    for i in range(1, cols):
        for j in range(1, rows):
            doc.add(use("dot", tf(x0 + i * cw, y0 + j * ch)))
    doc.add(rect(x0 + 10, y0 + 10, x1 - x0 - 20, y1 - y0 - 20, rx=8, **stroke(BACK_CREAM, 4)))
    doc.add(ellipse(CX, CY, 0.22 * W, 0.14 * H, fill=base, stroke=BACK_CREAM, stroke_width=8))
    doc.add(ellipse(CX, CY, 0.15 * W, 0.09 * H, **stroke(GOLD, 6)))
    # a four-petal star in the medallion, symmetric under a half turn
    petal = "M0,-62C16,-30 16,-14 0,0C-16,-14-16,-30 0,-62Z"
    doc.define("petal", path(petal, id="petal", fill=BACK_CREAM))
    for a in (0, 90, 180, 270):
        doc.add(use("petal", tf(CX, CY, a, (1, 1) if a % 180 == 0 else (0.9, 0.9))))
    doc.add(circle(CX, CY, 12, fill=GOLD, stroke=base, stroke_width=3))
    return doc.svg()


def slot_svg() -> str:
    doc = Doc()
    doc.add(rect(6, 6, W - 12, H - 12, rx=30, fill="#000000", fill_opacity=0.14,
                 stroke="#ffffff", stroke_opacity=0.55, stroke_width=8,
                 stroke_dasharray="36,22"))
    doc.add(rect(40, 40, W - 80, H - 80, rx=18, **stroke("#ffffff", 3), stroke_opacity=0.22))
    return doc.svg()


# ---------------------------------------------------------------------------------------------
# Output

BACKS: dict[str, Callable[[], str]] = {
    "blue": lambda: back_lattice(BACK_COLOURS["blue"]),
    "red": lambda: back_rosette(BACK_COLOURS["red"]),
    "blue-rosette": lambda: back_rosette(BACK_COLOURS["blue"]),
    "red-lattice": lambda: back_lattice(BACK_COLOURS["red"]),
}


def build() -> dict[str, str]:
    """Every output file: relative path -> text."""
    files: dict[str, str] = {}
    decks: dict[str, object] = {}
    for deck in ("french", "french-4color"):
        names = []
        for s in range(4):
            for r in FR_RANKS:
                name = f"{r}{FR_SUITS[s]}.svg"
                files[f"{deck}/{name}"] = fr_card(deck, s, r)
                names.append(name)
        decks[deck] = {
            "dir": deck,
            "name": "<rank><suit>.svg",
            "suits": list(FR_SUITS),
            "ranks": list(FR_RANKS),
            "files": names,
        }
    names = []
    for s in range(4):
        for r in DE_RANKS:
            name = f"{DE_SUITS[s]}{r}.svg"
            files[f"german/{name}"] = de_card(s, r)
            names.append(name)
    decks["german"] = {
        "dir": "german",
        "name": "<suit><rank>.svg",
        "suits": list(DE_SUITS),
        "ranks": list(DE_RANKS),
        "files": names,
    }
    for name, make in BACKS.items():
        files[f"backs/{name}.svg"] = make()
    files["slot.svg"] = slot_svg()
    manifest = {
        "generator": "make_cards.py",
        "license": "MIT (see README.md)",
        "card_size": {"width": W, "height": H},
        "decks": decks,
        "backs": {name: f"backs/{name}.svg" for name in BACKS},
        "default_back": "blue",
        "slot": "slot.svg",
    }
    files["manifest.json"] = json.dumps(manifest, indent=2) + "\n"
    return files


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent,
                    help="output directory (default: next to this script)")
    args = ap.parse_args(argv)
    files = build()
    for rel, text in files.items():
        p = args.out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
