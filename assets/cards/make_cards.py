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
# The index letters a French deck shows where they differ by language (CARDS.md §4): German
# packs read D (Dame) and B (Bube) for the queen and the jack. Each such card has a copy with
# those letters in ``<deck>-<language>/``; the other cards are the same in every language.
FR_INDEX_LETTERS = {"de": {"Q": "D", "J": "B"}}
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
    """The Bavarian suit sign as a group body (own colours); without ``detail`` (for the
    index) it drops hatching, veins and highlights and has a bolder outline."""
    o = stroke(INK, 3 if detail else 4.5)
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


def de_mini_def(doc: Doc, suit: int) -> str:
    key = "m-" + DE_SUIT_NAMES[suit]
    return doc.define(key, E("g", de_symbol(DE_SUIT_NAMES[suit], detail=False), id=key))


# ---------------------------------------------------------------------------------------------
# Index (CARDS.md §4): rank glyph over a mini suit sign, top-left and rotated at bottom-right

IDX_X, IDX_TOP, IDX_PIP_Y, IDX_PIP_K, IDX_STROKE = 64, 28, 200, 0.9, 15


def add_index(doc: Doc, text: str, ink: str, mini_pip: str) -> None:
    body = glyph_run(text, IDX_X, IDX_TOP, 100, ink, IDX_STROKE) + mini_pip
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
DE_PIP_K = 1.05
DE_ROTATE_LOWER = False  # modern double-ended packs turn the lower pips; upright reads better


# ---------------------------------------------------------------------------------------------
# French and four-colour faces


def fr_card(deck: str, suit: int, rank: str, letter: str | None = None) -> str:
    """A French face; ``letter``: the index's rank letter where it is not ``rank``'s own."""
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
    add_index(doc, letter or rank, ink, fr_pip(doc, deck, suit, IDX_X, IDX_PIP_Y, IDX_PIP_K))
    return doc.svg()


def fr_ace(doc: Doc, deck: str, suit: int) -> None:
    fill = FR_COLOURS[deck][suit][0]
    if FR_SUIT_NAMES[suit] == "spade":
        r = 0.3 * W
        doc.add(circle(CX, CY, r, **stroke(fill, 4)), circle(CX, CY, r - 12, **stroke(fill, 1.5)))
        for a in range(0, 360, 45):
            t = math.radians(a)
            x, y = CX + math.sin(t) * (r - 6), CY - math.cos(t) * (r - 6)
            doc.add(use(fr_diamond_dot(doc), tf(x, y, a), fill=fill))
        doc.add(fr_pip(doc, deck, suit, CX, CY + 6, 2.7))
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
    add_index(doc, rank, DE_INK[suit],
              use(de_mini_def(doc, suit), tf(IDX_X, IDX_PIP_Y, 0, IDX_PIP_K)))
    return doc.svg()


def de_ten_banner(doc: Doc, suit: int) -> None:
    cy, w, h, notch = 0.068 * H, 0.40 * W, 0.07 * H, 0.04 * W
    x0, x1, y0, y1 = CX - w / 2, CX + w / 2, cy - h / 2, cy + h / 2
    d = P("M", (x0 - notch, y0), "L", (x1 + notch, y0), (x1, cy), (x1 + notch, y1),
          (x0 - notch, y1), (x0, cy), "Z")
    doc.add(path(d, fill="#f3ead2", stroke=INK, stroke_width=3, stroke_linejoin="round"))
    xh = 0.058 * H
    doc.add(glyph_run("X", CX, cy - xh / 2, xh, DE_INK[suit], width=22))






# --- Bavarian Sau (Daus) and courts (CARDS.md §7, §8.2) ----------------------------------------

LOZENGE_BLUE = "#2f6db5"
DE_FRAME = 12
YELLOW = "#f0cf3c"


def de_frame(doc: Doc) -> None:
    i = DE_FRAME
    doc.add(rect(i, i, W - 2 * i, H - 2 * i, rx=18, fill=PARCHMENT, stroke=INK, stroke_width=3))


def lozenge_ribbon(x0: float, x1: float, cy: float, h: float, n_: int = 8) -> str:
    w = (x1 - x0) / n_
    out = []
    for sx, xe in ((-1, x0), (1, x1)):
        # swallow-tailed ends folded behind the ribbon
        tail = P("M", (xe - sx * 10, cy - h / 2 + 10), "L", (xe + sx * 28, cy - h / 2 + 10),
                 (xe + sx * 16, cy + 6), (xe + sx * 28, cy + h / 2 + 12),
                 (xe - sx * 10, cy + h / 2 + 12), "Z")
        out.append(path(tail, fill=LOZENGE_BLUE, stroke=INK, stroke_width=3,
                        stroke_linejoin="round"))
    out.append(rect(x0, cy - h / 2, x1 - x0, h, fill="#f7f7f7"))
    items: list[str | Sequence[float]] = []
    for i in range(n_):
        xc = x0 + (i + 0.5) * w
        items += ["M", (xc, cy - h / 2), "L", (xc + w / 2, cy), (xc, cy + h / 2),
                  (xc - w / 2, cy), "Z"]
    out.append(path(P(*items), fill=LOZENGE_BLUE))
    out.append(rect(x0, cy - h / 2, x1 - x0, h, **stroke(INK, 3)))
    return "".join(out)


def sow(x: float, y: float, k: float) -> str:
    pink, dark = "#f2a7a7", "#e58a8a"
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    body = [
        path("M-46,-4C-58,-12-62,-26-52,-30", **stroke(INK, 7), stroke_linecap="round"),
        path("M-46,-4C-58,-12-62,-26-52,-30", **stroke(pink, 3), stroke_linecap="round"),
    ]
    for lx in (-32, -14, 16, 32):
        body.append(line((lx, 14), (lx + (2 if lx > 0 else -2), 42), **stroke(INK, 12),
                         stroke_linecap="round"))
        body.append(line((lx, 14), (lx + (2 if lx > 0 else -2), 42), **stroke(pink, 7),
                         stroke_linecap="round"))
    body += [
        ellipse(0, 0, 50, 28, fill=pink, **ol),
        path("M-30,-10C-10,-20 10,-20 26,-12", **stroke("#fbd0d0", 5), stroke_linecap="round"),
        circle(44, -14, 20, fill=pink, **ol),
        path("M36,-30L40,-48L52,-30Z", fill=dark, **ol),
        ellipse(62, -10, 8, 10, fill=dark, **ol),
        circle(60, -12, 1.8, fill=INK), circle(65, -8, 1.8, fill=INK),
        circle(46, -20, 3, fill=INK),
    ]
    return G(*body, transform=tf(x, y, 0, k))


def de_sau(doc: Doc, suit: int) -> None:
    de_frame(doc)
    name = DE_SUIT_NAMES[suit]
    ref = de_symbol_def(doc, suit)
    (ax, ay), (bx, by) = (0.41 * W, 0.33 * H), (0.60 * W, 0.52 * H)
    k = 2.5
    # ornament: a garland arc behind the signs
    ex, ey, erx, ery = CX, 0.43 * H, 0.35 * W, 0.3 * H
    doc.add(ellipse(ex, ey, erx, ery, fill="#f5ebcf", stroke="#c9ae6a", stroke_width=10))
    doc.add(ellipse(ex, ey, erx - 16, ery - 16, **stroke(DE_INK[suit], 3),
                    stroke_dasharray="0.1,12", stroke_linecap="round"))
    # a little crown on top of the cartouche
    doc.add(crown(ex, ey - ery - 52, 84, 48, peaks=5))
    if name == "gras":
        # the two leaves share one stalk
        doc.add(path(P("M", (ax + 30, ay + 130), "C", (ax + 60, ay + 260), (bx - 10, by + 140),
                       (bx + 60, by + 170)), **stroke("#2f5d1c", 14), stroke_linecap="round"))
    if name == "eichel":
        # an oak twig joining the two stalks, with two leaves
        twig = P("M", (ax + 36, ay + 122), "C", (ax + 10, ay + 250), (bx - 150, by + 150),
                 (bx + 30, by + 124))
        doc.add(path(twig, **stroke("#4a2e12", 12), stroke_linecap="round"))
        for lx, ly, rot in ((ax + 20, ay + 205, 150), (bx - 110, by + 128, 60)):
            doc.add(path(OAK_LEAF, transform=tf(lx, ly, rot, 0.9), fill="#6f9a3a",
                         stroke=INK, stroke_width=3, stroke_linejoin="round"))
            doc.add(path("M0,-42L0,40", transform=tf(lx, ly, rot, 0.9),
                         **stroke("#3d5d1c", 3)))
    doc.add(use(ref, tf(bx, by, 12, k)))
    doc.add(use(ref, tf(ax, ay, -12, k)))
    if name == "herz":
        # Cupid's arrow through both hearts
        a0, a1 = (0.27 * W, 0.2 * H), (0.8 * W, 0.64 * H)
        doc.add(line(a0, a1, **stroke(INK, 11), stroke_linecap="round"))
        doc.add(line(a0, a1, **stroke(GOLD, 6), stroke_linecap="round"))
        ang = math.degrees(math.atan2(a1[1] - a0[1], a1[0] - a0[0]))
        doc.add(path("M0,0L-34,-15L-26,0L-34,15Z", transform=tf(*a1, ang), fill=STEEL,
                     stroke=INK, stroke_width=3, stroke_linejoin="round"))
        doc.add(path("M0,0L20,-16L50,-16L30,0L50,16L20,16Z", transform=tf(*a0, ang),
                     fill="#f4f1ea", stroke=INK, stroke_width=3, stroke_linejoin="round"))
    doc.add(lozenge_ribbon(0.255 * W, 0.745 * W, 0.76 * H, 0.06 * H, 7))
    if name == "schellen":
        doc.add(sow(0.47 * W, 0.855 * H, 1.15))
    else:
        # a laurel spray under the ribbon
        y0 = 0.85 * H
        for sx in (-1, 1):
            doc.add(path(P("M", (CX, y0), "Q", (CX + sx * 70, y0 + 22), (CX + sx * 140, y0 - 12)),
                         **stroke("#4d6b28", 5), stroke_linecap="round"))
            for i in range(5):
                t = (i + 0.6) / 5.6
                x = CX + sx * 140 * t
                y = y0 + 2 * (1 - t) * t * 22 - 12 * t * t
                for side in (-1, 1):
                    rot = (-20 if sx > 0 else 200) + side * 40 * sx
                    doc.add(path("M0,0C8,-9 22,-11 32,-6C22,1 10,3 0,0Z",
                                 transform=tf(x, y, rot), fill="#6f9a3a", stroke=INK,
                                 stroke_width=2))
        doc.add(circle(CX, y0, 11, fill=GOLD, stroke=INK, stroke_width=2.5))
        doc.add(circle(CX, y0, 4, fill="#c8102e"))


OAK_LEAF = ("M0,-44C8,-40 4,-32 12,-28C22,-26 14,-16 18,-10C26,-4 16,4 16,10C22,20 12,24 8,30"
            "C6,38 2,40 0,44C-2,40-6,38-8,30C-12,24-22,20-16,10C-16,4-26,-4-18,-10"
            "C-14,-16-22,-26-12,-28C-4,-32-8,-40 0,-44Z")

# court costumes: (coat, trim, headgear colour, hose, prop)
DE_OBER = (
    (GREEN, GOLD, BROWN, LINEN, "sword"),
    (GREEN, RED, BOOTS, LINEN, "drum"),
    (RED, GOLD, BLUE, LINEN, "halberd"),
    (GOLD, BLUE, RED, LINEN, "shield"),
)
DE_UNTER = (
    (BROWN, GREEN, GREEN, GREEN, "sabre"),
    (GREEN, YELLOW, RED, YELLOW, "flute"),
    (RED, BLUE, BLUE, BLUE, "staff"),
    (GOLD, RED, RED, RED, "lance"),
)
# König: (robe, panel, throne, beard)
DE_KING = (
    (BLUE, GOLD, THRONE, "#8c7b6b"),
    (GREEN, GOLD, "#5a2a4f", WHITE_HAIR),
    (RED, BLUE, "#27456e", GREY_HAIR),
    ("#5b3a86", GOLD, "#2f5a36", "#6b4a2e"),
)
# (hair, beard) of the Ober and the Unter's hair, per suit
DE_OBER_HAIR = ((BROWN_HAIR, "#8a5a2b"), (BLACK_HAIR, "#3b2f29"), ("#8c3b1e", "#a5522b"),
                ("#c9a04a", "#b58a3a"))
DE_UNTER_HAIR = ("#7a4a24", "#d9a441", BLACK_HAIR, "#a5522b")


def thick(points: Sequence[Pt], colour: str, width: float) -> str:
    """A stroked limb: outline under colour, round ends."""
    d = P("M", points[0], "C", *points[1:]) if len(points) == 4 else P("M", points[0], "L",
                                                                          *points[1:])
    return (path(d, **stroke(INK, width + 7), **ROUND())
            + path(d, **stroke(colour, width), **ROUND()))


def de_court(doc: Doc, suit: int, rank: str) -> None:
    de_frame(doc)
    if rank == "K":
        de_king(doc, suit)
    else:
        de_soldier(doc, suit, rank == "O")


def de_head(hx: float, hy: float, r: float, hair: str, beard: str | None) -> str:
    out = [circle(hx, hy - 0.1 * r, 1.08 * r, fill=hair, stroke=INK, stroke_width=3)]
    out.append(face(hx, hy, r, beard=beard))
    return "".join(out)


def de_soldier(doc: Doc, suit: int, ober: bool) -> None:
    coat, trim, hat, hose, prop = (DE_OBER if ober else DE_UNTER)[suit]
    r = 0.085 * W
    hx, hy = CX, 0.2 * H
    hem = (0.68 if ober else 0.58) * H
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    out: list[str] = []
    # ground
    out.append(ellipse(CX, 0.92 * H, 0.27 * W, 0.03 * H, fill="#d9e3bf", stroke="#a9b98a",
                       stroke_width=3))
    behind, front = de_soldier_prop(prop, ober, suit)
    out.append(behind)
    # legs and boots
    knee = 0.84 * H
    for sx in (-1, 1):
        lx = CX + sx * 0.05 * W
        out.append(path(P("M", (lx - 22, hem - 10), "L", (lx + 22, hem - 10), (lx + 18 + sx * 4,
                                                                                knee),
                          (lx - 18 + sx * 4, knee), "Z"), fill=hose, **ol))
        if not ober:
            out.append(line((lx + sx * 2, hem + 20), (lx + sx * 4, knee - 10),
                            **stroke(coat, 8)))
        bx = lx + sx * 4
        foot = 0.93 * H
        o_, i_ = bx + sx * 20, bx - sx * 20
        out.append(path(P("M", (i_, knee - 4), "L", (o_, knee - 4), (o_, foot - 26), "C",
                          (o_ + sx * 16, foot - 26), (bx + sx * 50, foot - 16),
                          (bx + sx * 50, foot), "L", (i_ - sx * 4, foot), "C",
                          (i_ - sx * 6, foot - 10), (i_ - sx * 2, foot - 20), (i_, foot - 26),
                          "Z"), fill=BOOTS, **ol))
        out.append(rect(bx - 23, knee - 10, 46, 14, rx=5, fill=trim, **ol))
    # coat with skirt
    top = 0.27 * H
    coat_d = sym_d(CX, (0, top - 6), [
        ("C", (0.06 * W, top - 6), (0.1 * W, top - 2), (0.12 * W, top + 8)),
        ("L", (0.13 * W, 0.47 * H)),
        ("L", (0.17 * W, hem)),
        ("L", (0, hem)),
    ])
    out.append(path(coat_d, fill=coat, **ol))
    # trim on the hem and front
    out.append(path(P("M", (CX - 0.168 * W, hem - 14), "L", (CX + 0.168 * W, hem - 14)),
                    **stroke(trim, 14)))
    out.append(line((CX - 0.172 * W, hem - 22), (CX + 0.172 * W, hem - 22), **stroke(INK, 2)))
    out.append(line((CX, top + 30), (CX, hem), **stroke(trim, 12)))
    out.append(line((CX, top + 30), (CX, hem), **stroke(INK, 2)))
    # slashed puffs on the chest
    for sx in (-1, 1):
        for i in range(3):
            y = top + 48 + i * 34
            out.append(ellipse(CX + sx * 0.07 * W, y, 14, 7, fill=trim, stroke=INK,
                               stroke_width=2))
    # belt with buckle
    out.append(line((CX - 0.132 * W, 0.46 * H), (CX + 0.132 * W, 0.46 * H), **stroke(INK, 16)))
    out.append(line((CX - 0.13 * W, 0.46 * H), (CX + 0.13 * W, 0.46 * H),
                    **stroke(BROWN, 10)))
    out.append(rect(CX - 11, 0.46 * H - 11, 22, 22, rx=3, fill=GOLD, **ol))
    for i in range(3):
        out.append(circle(CX, top + 40 + i * 34, 5, fill=GOLD, stroke=INK, stroke_width=1.5))
    # collar
    out.append(path(P("M", (CX - 0.09 * W, 0.275 * H), "L", (CX + 0.09 * W, 0.275 * H),
                      (CX, 0.33 * H), "Z"), fill=LINEN, **ol))
    # arms: symbol arm and prop arm
    if ober:
        sym_arm = [(0.59 * W, 0.29 * H), (0.70 * W, 0.27 * H), (0.70 * W, 0.24 * H),
                   (0.72 * W, 0.17 * H)]
        sym_hand, sym_at = (0.72 * W, 0.165 * H), (0.72 * W, 0.09 * H)
        prop_arm = [(0.41 * W, 0.29 * H), (0.33 * W, 0.33 * H), (0.29 * W, 0.4 * H),
                    (0.3 * W, 0.455 * H)]
        prop_hand = (0.3 * W, 0.455 * H)
    else:
        sym_arm = [(0.41 * W, 0.29 * H), (0.33 * W, 0.36 * H), (0.30 * W, 0.50 * H),
                   (0.29 * W, 0.60 * H)]
        sym_hand, sym_at = (0.29 * W, 0.61 * H), (0.27 * W, 0.70 * H)
        prop_arm = [(0.59 * W, 0.29 * H), (0.67 * W, 0.33 * H), (0.71 * W, 0.4 * H),
                    (0.7 * W, 0.455 * H)]
        prop_hand = (0.7 * W, 0.455 * H)
    for pts in (sym_arm, prop_arm):
        out.append(thick(pts, coat, 33))
        # slashes on the sleeve
        for t in (0.3, 0.6):
            x, y = bez(*pts, t)
            out.append(ellipse(x, y, 9, 5, fill=trim, stroke=INK, stroke_width=1.5))
        out.append(circle(*pts[0], 24, fill=trim, **ol))
        x0, y0 = pts[0]
        out.append(path(P("M", (x0 - 8, y0 - 19), "Q", (x0 - 12, y0), (x0 - 8, y0 + 19), "M",
                          (x0 + 8, y0 - 19), "Q", (x0 + 12, y0), (x0 + 8, y0 + 19)),
                        **stroke(coat, 5)))
    # head
    if ober:
        out.append(de_head(hx, hy, r, *DE_OBER_HAIR[suit]))
        out.append(ober_hat(hx, hy, r, hat))
    else:
        out.append(de_head(hx, hy, r, DE_UNTER_HAIR[suit], None))
        out.append(unter_cap(hx, hy, r, hat, trim))
    out.append(front)
    for hand in (sym_hand, prop_hand):
        out.append(circle(*hand, 0.3 * r + 2, fill=SKIN, **ol))
    out.append(use(de_symbol_def(doc, suit), tf(*sym_at, 0, 1.05)))
    doc.add(*out)


def ober_hat(hx: float, hy: float, r: float, colour: str) -> str:
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    by = hy - 0.75 * r
    plume = P("M", (hx - 0.3 * r, by - 0.8 * r), "C", (hx - 1.2 * r, by - 2.2 * r),
              (hx - 2.6 * r, by - 1.6 * r), (hx - 2.3 * r, by - 0.2 * r), "C",
              (hx - 2.0 * r, by - 1.2 * r), (hx - 1.2 * r, by - 1.3 * r),
              (hx - 0.1 * r, by - 0.4 * r), "Z")
    return "".join([
        path(plume, fill=LINEN, **ol),
        path(P("M", (hx - 1.0 * r, by - 1.4 * r), "C", (hx - 1.6 * r, by - 2.0 * r),
               (hx - 2.2 * r, by - 1.4 * r), (hx - 2.0 * r, by - 0.5 * r)),
             **stroke("#c23b22", 5), stroke_linecap="round"),
        path(P("M", (hx - 0.75 * r, by), "C", (hx - 0.75 * r, by - 1.2 * r),
               (hx + 0.75 * r, by - 1.2 * r), (hx + 0.75 * r, by), "Z"), fill=colour, **ol),
        path(P("M", (hx - 1.7 * r, by + 0.1 * r), "C", (hx - 0.8 * r, by - 0.45 * r),
               (hx + 0.8 * r, by - 0.45 * r), (hx + 1.7 * r, by + 0.1 * r), "C",
               (hx + 0.8 * r, by + 0.25 * r), (hx - 0.8 * r, by + 0.25 * r),
               (hx - 1.7 * r, by + 0.1 * r), "Z"), fill=colour, **ol),
        path(P("M", (hx - 0.74 * r, by - 0.25 * r), "C", (hx - 0.3 * r, by - 0.35 * r),
               (hx + 0.3 * r, by - 0.35 * r), (hx + 0.74 * r, by - 0.25 * r)),
             **stroke(GOLD, 6)),
    ])


def unter_cap(hx: float, hy: float, r: float, colour: str, trim: str) -> str:
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    by = hy - 0.5 * r
    return "".join([
        path(P("M", (hx - 1.05 * r, by), "C", (hx - 1.05 * r, by - 1.0 * r),
               (hx + 1.05 * r, by - 1.0 * r), (hx + 1.05 * r, by), "C",
               (hx + 0.5 * r, by - 0.12 * r), (hx - 0.5 * r, by - 0.12 * r),
               (hx - 1.05 * r, by), "Z"), fill=colour, **ol),
        path(P("M", (hx - 1.08 * r, by - 0.05 * r), "C", (hx - 0.5 * r, by - 0.18 * r),
               (hx + 0.5 * r, by - 0.18 * r), (hx + 1.08 * r, by - 0.05 * r)),
             **stroke(trim, 8)),
        path(P("M", (hx + 0.5 * r, by - 0.55 * r), "C", (hx + 0.9 * r, by - 1.1 * r),
               (hx + 1.4 * r, by - 1.2 * r), (hx + 1.7 * r, by - 1.0 * r), "C",
               (hx + 1.3 * r, by - 0.8 * r), (hx + 0.9 * r, by - 0.5 * r),
               (hx + 0.6 * r, by - 0.4 * r), "Z"), fill=trim, **ol),
    ])


def de_soldier_prop(prop: str, ober: bool, suit: int) -> tuple[str, str]:
    """(drawn behind the figure, drawn in front of it) for the prop hand."""
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    hx, hy = (0.3 * W, 0.455 * H) if ober else (0.7 * W, 0.455 * H)
    behind: list[str] = []
    front: list[str] = []
    if prop in ("halberd", "lance"):
        top, bot = 0.20 * H, 0.86 * H
        behind.append(pole(hx, bot, top))
        if prop == "halberd":
            front.append(path(P("M", (hx, top - 36), "L", (hx + 8, top), (hx - 8, top), "Z"),
                              fill=STEEL, **ol))
            front.append(path(P("M", (hx - 3, top + 4), "C", (hx - 40, top), (hx - 46, top + 34),
                                (hx - 40, top + 62), "C", (hx - 28, top + 48), (hx - 14, top + 46),
                                (hx - 3, top + 46), "Z"), fill=STEEL, **ol))
            front.append(path(P("M", (hx + 3, top + 12), "L", (hx + 26, top + 22),
                                (hx + 3, top + 32), "Z"), fill=STEEL, **ol))
        else:
            front.append(path(P("M", (hx, top - 60), "C", (hx + 12, top - 36), (hx + 12, top - 14),
                                (hx + 6, top), "L", (hx - 6, top), "C", (hx - 12, top - 14),
                                (hx - 12, top - 36), (hx, top - 60), "Z"), fill=STEEL, **ol))
            front.append(path(P("M", (hx - 4, top + 4), "L", (hx + 34, top + 16),
                                (hx - 4, top + 30), "Z"), fill=RED, **ol))
    elif prop == "staff":
        a, b = (0.86 * W, 0.16 * H), (0.42 * W, 0.88 * H)
        front.append(line(a, b, **stroke(INK, 15), stroke_linecap="round"))
        front.append(line(a, b, **stroke("#a0703a", 9), stroke_linecap="round"))
    elif prop == "flute":
        a, b = (0.55 * W, 0.245 * H), (0.78 * W, 0.48 * H)
        front.append(line(a, b, **stroke(INK, 15), stroke_linecap="round"))
        front.append(line(a, b, **stroke("#d8b57a", 9), stroke_linecap="round"))
        for t in (0.3, 0.42, 0.54):
            front.append(circle(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), 2.5,
                                fill=INK))
    elif prop == "sabre":
        # drawing his sword: the scabbard at the hip, the blade raised
        sc = P("M", (0.6 * W, 0.5 * H), "C", (0.68 * W, 0.58 * H), (0.74 * W, 0.66 * H),
               (0.8 * W, 0.76 * H))
        behind.append(path(sc, **stroke(INK, 20), stroke_linecap="round"))
        behind.append(path(sc, **stroke(BROWN, 13), stroke_linecap="round"))
        behind.append(circle(0.8 * W, 0.76 * H, 9, fill=GOLD, **ol))
        tip = (0.86 * W, 0.17 * H)
        ang = math.degrees(math.atan2(tip[1] - hy, tip[0] - hx)) + 90
        length = math.dist(tip, (hx, hy))
        front.append(path(P("M", (-8, -14), "L", (-8, -length + 30), (0, -length),
                            (8, -length + 30), (8, -14), "Z"), transform=tf(hx, hy, ang),
                          fill=STEEL, **ol))
        front.append(path(P("M", (0, -18), "L", (0, -length + 30)), transform=tf(hx, hy, ang),
                          **stroke("#8d96a3", 2.5)))
        for w_, c_ in ((13, INK), (8, GOLD)):
            front.append(path(P("M", (-26, -16), "L", (26, -16)), transform=tf(hx, hy, ang),
                              **stroke(c_, w_), stroke_linecap="round"))
    elif prop == "sword":
        # raised sword and a round shield (Munich)
        front.append(path(P("M", (hx + 4, hy - 8), "L", (hx - 38, 0.2 * H), (hx - 42, 0.16 * H),
                            (hx - 28, 0.18 * H), (hx + 12, hy - 4), "Z"), fill=STEEL, **ol))
        front.append(line((hx - 14, hy - 26), (hx + 22, hy + 6), **stroke(INK, 12),
                          stroke_linecap="round"))
        front.append(line((hx - 14, hy - 26), (hx + 22, hy + 6), **stroke(GOLD, 7),
                          stroke_linecap="round"))
        sx_, sy_ = 0.3 * W, 0.6 * H
        front.append(circle(sx_, sy_, 62, fill="#b8862e", **ol))
        front.append(circle(sx_, sy_, 50, fill=BLUE, **ol))
        front.append(path(P(*[it for a in range(0, 360, 45) for it in (
            "M", (sx_ + 16 * math.cos(math.radians(a)), sy_ + 16 * math.sin(math.radians(a))),
            "L", (sx_ + 46 * math.cos(math.radians(a)), sy_ + 46 * math.sin(math.radians(a))))]),
            **stroke(GOLD, 4)))
        front.append(circle(sx_, sy_, 14, fill=GOLD, **ol))
    elif prop == "drum":
        dx, dy = 0.3 * W, 0.6 * H
        front.append(path(P("M", (dx - 58, dy - 40), "L", (dx - 58, dy + 40), "C",
                            (dx - 58, dy + 60), (dx + 58, dy + 60), (dx + 58, dy + 40),
                            "L", (dx + 58, dy - 40), "Z"), fill=RED, **ol))
        zig = [("M", (dx - 56, dy - 30))]
        pts = []
        for i in range(7):
            pts.append((dx - 48 + i * 16, dy + (38 if i % 2 else -26)))
        front.append(path(P("M", (dx - 56, dy - 28), "L", *pts), **stroke(LINEN, 4), **ROUND()))
        del zig
        front.append(path(P("M", (dx - 58, dy + 40), "C", (dx - 58, dy + 60), (dx + 58, dy + 60),
                            (dx + 58, dy + 40)), **stroke(GOLD, 8)))
        front.append(ellipse(dx, dy - 40, 58, 18, fill="#f1e6c8", **ol))
        front.append(path(P("M", (dx - 58, dy - 40), "C", (dx - 58, dy - 20), (dx + 58, dy - 20),
                            (dx + 58, dy - 40)), **stroke(GOLD, 8)))
        for a, b in (((dx - 40, dy - 120), (dx + 4, dy - 46)), ((dx + 10, dy - 130),
                                                                (dx + 20, dy - 48))):
            front.append(line(a, b, **stroke(INK, 10), stroke_linecap="round"))
            front.append(line(a, b, **stroke("#d8b57a", 5), stroke_linecap="round"))
            front.append(circle(*a, 8, fill=LINEN, **ol))
    elif prop == "shield":
        sx_, sy_ = 0.3 * W, 0.57 * H
        d = P("M", (sx_ - 62, sy_ - 70), "L", (sx_ + 62, sy_ - 70), (sx_ + 62, sy_ + 10), "C",
              (sx_ + 62, sy_ + 55), (sx_ + 20, sy_ + 80), (sx_, sy_ + 92), "C",
              (sx_ - 20, sy_ + 80), (sx_ - 62, sy_ + 55), (sx_ - 62, sy_ + 10), "Z")
        front.append(path(d, fill=BLUE, **ol))
        front.append(path(d, **stroke(GOLD, 6), transform=None))
        mane = []
        for i in range(16):
            a = math.radians(i * 22.5)
            rr = 36 if i % 2 else 28
            mane.append((sx_ + rr * math.cos(a), sy_ + 4 + rr * math.sin(a)))
        front.append(path(P("M", mane[0], "L", *mane[1:], "Z"), fill="#c98a2a", **ol))
        front.append(circle(sx_, sy_ + 4, 22, fill=GOLD, **ol))
        front.append(circle(sx_ - 8, sy_, 2.5, fill=INK))
        front.append(circle(sx_ + 8, sy_, 2.5, fill=INK))
        front.append(path(P("M", (sx_ - 6, sy_ + 12), "Q", (sx_, sy_ + 18), (sx_ + 6, sy_ + 12)),
                          **stroke(INK, 2.5), stroke_linecap="round"))
    return "".join(behind), "".join(front)


def de_king(doc: Doc, suit: int) -> None:
    robe, panel, throne, beard = DE_KING[suit]
    r = 0.085 * W
    hx, hy = CX, 0.2 * H
    ol = {"stroke": INK, "stroke_width": 3, "stroke_linejoin": "round"}
    out: list[str] = []
    # throne
    out.append(path(P("M", (0.24 * W, 0.72 * H), "L", (0.24 * W, 0.2 * H), "C",
                      (0.24 * W, 0.1 * H), (0.76 * W, 0.1 * H), (0.76 * W, 0.2 * H), "L",
                      (0.76 * W, 0.72 * H), "Z"), fill=throne, **ol))
    out.append(path(P("M", (0.27 * W, 0.7 * H), "L", (0.27 * W, 0.21 * H), "C",
                      (0.27 * W, 0.13 * H), (0.73 * W, 0.13 * H), (0.73 * W, 0.21 * H), "L",
                      (0.73 * W, 0.7 * H)), **stroke(GOLD, 5)))
    for sx in (-1, 1):
        out.append(circle(CX + sx * 0.26 * W, 0.2 * H, 14, fill=GOLD, **ol))
    out.append(rect(0.2 * W, 0.62 * H, 0.6 * W, 0.1 * H, rx=6, fill=GOLD, **ol))
    out.append(line((0.2 * W + 6, 0.67 * H), (0.8 * W - 6, 0.67 * H), **stroke(GOLD_DARK, 3)))
    for sx in (-1, 1):
        out.append(rect(CX + sx * 0.27 * W - 14, 0.72 * H, 28, 0.14 * H, fill=throne, **ol))
    # footstool and shoes
    out.append(rect(0.32 * W, 0.86 * H, 0.36 * W, 0.05 * H, rx=6, fill=throne, **ol))
    for sx in (-1, 1):
        out.append(path(P("M", (CX + sx * 14, 0.86 * H), "C", (CX + sx * 14, 0.83 * H),
                          (CX + sx * 60, 0.83 * H), (CX + sx * 72, 0.86 * H), "Z"),
                        fill=BOOTS, **ol))
    # robe
    robe_d = sym_d(CX, (0, 0.265 * H), [
        ("C", (0.07 * W, 0.265 * H), (0.11 * W, 0.27 * H), (0.13 * W, 0.3 * H)),
        ("L", (0.25 * W, 0.74 * H)),
        ("C", (0.25 * W, 0.76 * H), (0.2 * W, 0.78 * H), (0.14 * W, 0.85 * H)),
        ("L", (0, 0.85 * H)),
    ])
    out.append(path(robe_d, fill=robe, **ol))
    out.append(path(P("M", (CX - 0.04 * W, 0.29 * H), "L", (CX + 0.04 * W, 0.29 * H),
                      (CX + 0.08 * W, 0.85 * H), (CX - 0.08 * W, 0.85 * H), "Z"),
                    fill=panel, **ol))
    for i in range(5):
        y = 0.36 * H + i * 0.1 * H
        out.append(path("M0,-12L9,0L0,12L-9,0Z", transform=tf(CX, y),
                        fill=robe, stroke=INK, stroke_width=2))
    # ermine hem
    out.append(path(P("M", (CX - 0.248 * W, 0.8 * H), "L", (CX + 0.248 * W, 0.8 * H)),
                    **stroke(INK, 26)))
    out.append(path(P("M", (CX - 0.245 * W, 0.8 * H), "L", (CX + 0.245 * W, 0.8 * H)),
                    **stroke(LINEN, 20)))
    for i in range(7):
        x = CX + (i - 3) * 0.07 * W
        out.append(line((x, 0.793 * H), (x, 0.808 * H), **stroke(INK, 5),
                        stroke_linecap="round"))
    # arms: one to the sceptre, one to the lap
    sce = (0.7 * W, 0.5 * H)
    lap = (0.36 * W, 0.56 * H)
    out.append(thick([(0.6 * W, 0.31 * H), (0.71 * W, 0.34 * H), (0.74 * W, 0.44 * H), sce],
                     robe, 36))
    out.append(thick([(0.4 * W, 0.31 * H), (0.29 * W, 0.36 * H), (0.28 * W, 0.5 * H), lap],
                     robe, 36))
    for h_ in (sce, lap):
        out.append(circle(*h_, 22, fill=LINEN, **ol))
    # ermine collar
    out.append(path(sym_d(CX, (0, 0.26 * H), [
        ("C", (0.08 * W, 0.26 * H), (0.15 * W, 0.27 * H), (0.17 * W, 0.31 * H)),
        ("C", (0.12 * W, 0.34 * H), (0.06 * W, 0.345 * H), (0, 0.345 * H)),
    ]), fill=LINEN, **ol))
    for x, y in ((-0.1, 0.3), (-0.04, 0.32), (0.04, 0.32), (0.1, 0.3)):
        out.append(line((CX + x * W, y * H), (CX + x * W, y * H + 14), **stroke(INK, 5),
                        stroke_linecap="round"))
    # head
    out.append(de_head(hx, hy, r, beard, beard))
    out.append(crown(hx, hy - 0.6 * r - 1.0 * r, 1.8 * r, 1.0 * r, peaks=(5, 3, 7, 5)[suit],
                     arch=suit == 3))
    # sceptre
    sx_ = sce[0]
    out.append(pole(sx_, 0.56 * H, 0.3 * H, GOLD, 9))
    out.append(circle(sx_, 0.3 * H - 10, 13, fill=GOLD, **ol))
    for w_, c_ in ((10, INK), (5, GOLD)):
        out.append(path(P("M", (sx_, 0.3 * H - 24), "L", (sx_, 0.3 * H - 50), "M",
                          (sx_ - 10, 0.3 * H - 40), "L", (sx_ + 10, 0.3 * H - 40)),
                        **stroke(c_, w_), stroke_linecap="round"))
    for h_ in (sce, lap):
        out.append(circle(*h_, 0.3 * r + 2, fill=SKIN, **ol))
    out.append(use(de_symbol_def(doc, suit), tf(0.35 * W, 0.5 * H, 0, 1.1)))
    doc.add(*out)


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
        letters: dict[str, object] = {}
        for lang, ranks in FR_INDEX_LETTERS.items():
            own = []
            for s in range(4):
                for r, letter in ranks.items():
                    name = f"{r}{FR_SUITS[s]}.svg"
                    files[f"{deck}-{lang}/{name}"] = fr_card(deck, s, r, letter)
                    own.append(name)
            letters[lang] = {"dir": f"{deck}-{lang}", "ranks": ranks, "files": own}
        decks[deck] = {
            "dir": deck,
            "face": "french",
            "name": "<rank><suit>.svg",
            "suits": list(FR_SUITS),
            "ranks": list(FR_RANKS),
            "files": names,
            # per language, the cards whose index letter differs and where they are
            "index_letters": letters,
        }
    names = []
    for s in range(4):
        for r in DE_RANKS:
            name = f"{DE_SUITS[s]}{r}.svg"
            files[f"german/{name}"] = de_card(s, r)
            names.append(name)
    decks["german"] = {
        "dir": "german",
        "face": "german",
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
