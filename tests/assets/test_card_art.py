"""The generated card art: complete for every game's deck, valid for QtSvg, small, distinct,
and exactly what ``assets/cards/make_cards.py`` writes."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from stich.engine.cards import (
    DECK_24,
    DECK_32,
    DECK_KLOR_18,
    DECK_KLOR_20,
    FIVE,
    NUM_CARDS,
    card_str,
    rank_of,
)

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
FRENCH_PATTERNS = ("french", "french-4color")
GERMAN_PATTERNS = ("german",)
# Which face patterns each deck is shown in: Klørsjavs' decks hold 5s, so French faces only.
GAME_DECKS = {
    "32": (DECK_32, FRENCH_PATTERNS + GERMAN_PATTERNS),
    "24": (DECK_24, FRENCH_PATTERNS + GERMAN_PATTERNS),
    "klor20": (DECK_KLOR_20, FRENCH_PATTERNS),
    "klor18": (DECK_KLOR_18, FRENCH_PATTERNS),
}
MAX_BYTES = 60 * 1024


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_cards", CARDS / "make_cards.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def sprite(pattern: str, c: int) -> Path:
    face = "german" if pattern in GERMAN_PATTERNS else "french"
    return CARDS / pattern / f"{card_str(c, face)}.svg"


def manifest() -> dict:
    return json.loads((CARDS / "manifest.json").read_text(encoding="utf-8"))


def all_svgs() -> list[Path]:
    return sorted(CARDS.rglob("*.svg"))


def deck_files() -> dict[str, list[Path]]:
    m = manifest()
    return {name: [CARDS / d["dir"] / f for f in d["files"]] for name, d in m["decks"].items()}


# --- completeness ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAME_DECKS))
def test_every_card_of_every_game_has_a_sprite(game: str) -> None:
    deck, patterns = GAME_DECKS[game]
    for pattern in patterns:
        missing = [sprite(pattern, c).name for c in deck if not sprite(pattern, c).is_file()]
        assert not missing, f"{game} in {pattern}: no sprite for {missing}"


def test_german_pattern_has_no_five_and_french_has_all_36() -> None:
    for pattern in FRENCH_PATTERNS:
        assert len(list((CARDS / pattern).glob("*.svg"))) == NUM_CARDS
    # German packs read D (Dame) and B (Bube): every queen and jack of a French deck also
    # comes with those letters (CARDS.md §4), and no other card does
    from stich.ui.labels import INDEX_LETTERS  # what the app shows: the same letters

    assert INDEX_LETTERS == {"de": {"Q": "D", "J": "B"}}
    for pattern in FRENCH_PATTERNS:
        letters = manifest()["decks"][pattern]["index_letters"]
        assert {k: v["ranks"] for k, v in letters.items()} == INDEX_LETTERS
        own = {p.name for p in (CARDS / letters["de"]["dir"]).glob("*.svg")}
        assert own == {f"{r}{s}.svg" for r in "QJ" for s in "CSHD"}
    german = {p.name for p in (CARDS / "german").glob("*.svg")}
    expected = {f"{card_str(c, 'german')}.svg" for c in range(NUM_CARDS) if rank_of(c) != FIVE}
    assert german == expected


def test_manifest_lists_the_files_on_disk() -> None:
    m = manifest()
    assert m["card_size"] == {"width": 590, "height": 910}
    listed = {CARDS / d["dir"] / f for d in m["decks"].values() for f in d["files"]}
    listed |= {CARDS / v["dir"] / f for d in m["decks"].values()
               for v in d.get("index_letters", {}).values() for f in v["files"]}
    listed |= {CARDS / b for b in m["backs"].values()} | {CARDS / m["slot"]}
    assert listed == set(all_svgs())
    assert len(m["backs"]) >= 2
    assert m["default_back"] in m["backs"]


# --- files -------------------------------------------------------------------------------------

VIEWBOX = re.compile(r'viewBox="0 0 ([\d.]+) ([\d.]+)"')
FORBIDDEN = ("<text", "<clipPath", "<style", "style=", "<image", "@font-face", "<pattern",
             "<mask", "<symbol", "<script")


def test_svgs_are_small_share_one_aspect_and_use_the_safe_subset() -> None:
    aspects = set()
    for p in all_svgs():
        data = p.read_bytes()
        assert len(data) < MAX_BYTES, f"{p.relative_to(CARDS)} is {len(data)} bytes"
        text = data.decode("utf-8")
        vb = VIEWBOX.search(text)
        assert vb, p
        aspects.add(round(float(vb.group(2)) / float(vb.group(1)), 4))
        bad = [f for f in FORBIDDEN if f in text]
        assert not bad, f"{p.relative_to(CARDS)} uses {bad}"
        urls = set(re.findall(r"https?://[^\"]+", text))
        assert urls <= {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}, p
    assert len(aspects) == 1, aspects


def test_generator_rewrites_exactly_the_committed_files(tmp_path: Path) -> None:
    out = tmp_path / "cards"
    subprocess.run([sys.executable, str(CARDS / "make_cards.py"), "--out", str(out)],
                   check=True, capture_output=True)
    made = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    committed = {p.relative_to(CARDS): p.read_bytes() for p in all_svgs()}
    committed[Path("manifest.json")] = (CARDS / "manifest.json").read_bytes()
    assert set(made) == set(committed)
    changed = sorted(str(k) for k in made if made[k] != committed[k])
    assert not changed, f"stale generated files (run make_cards.py): {changed[:10]}"


def test_pips_keep_clear_of_the_indices_and_of_each_other() -> None:
    gen = load_generator()
    w, h = gen.W, gen.H
    zones = ((0, 0, 0.20 * w, 0.26 * h), (0.80 * w, 0.74 * h, w, h))

    def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    for layouts, k in ((gen.FR_LAYOUT, gen.FR_PIP_K), (gen.DE_LAYOUT, gen.DE_PIP_K)):
        half = 50 * k  # every suit sign fits a 100 x 100 box
        for rank, pips in layouts.items():
            boxes = [(x - half, y - half, x + half, y + half) for x, y in pips]
            for i, box in enumerate(boxes):
                assert not any(overlap(box, z) for z in zones), f"{rank}: pip {i} in an index"
                for j in range(i):
                    assert not overlap(box, boxes[j]), f"{rank}: pips {j} and {i} overlap"


# --- colour checks (CARDS.md §10, §13) ---------------------------------------------------------

MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
}


def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(hex_: str) -> tuple[float, float, float]:
    return tuple(_lin(int(hex_[i:i + 2], 16) / 255) for i in (1, 3, 5))  # type: ignore[return-value]


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(max(c, 0.0), 1.0) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _luminance(hex_: str) -> float:
    r, g, b = _rgb(hex_)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_four_colour_pips_stay_apart_for_colour_blind_players() -> None:
    gen = load_generator()
    pips = [fill for fill, _edge, _ink in gen.FR_COLOURS["french-4color"]]
    for name, m in MACHADO.items():
        labs = []
        for hex_ in pips:
            r, g, b = _rgb(hex_)
            labs.append(_lab(tuple(row[0] * r + row[1] * g + row[2] * b for row in m)))
        dist = min(
            sum((a - b) ** 2 for a, b in zip(labs[i], labs[j], strict=True)) ** 0.5
            for i in range(4) for j in range(i + 1, 4)
        )
        assert dist >= 25, f"{name}: 4-colour suits only {dist:.1f} apart (ΔE*76)"


def test_index_inks_have_readable_contrast() -> None:
    gen = load_generator()
    inks = [ink for deck in gen.FR_COLOURS.values() for _f, _e, ink in deck] + list(gen.DE_INK)
    face = _luminance(gen.FACE)
    for ink in inks:
        ratio = (face + 0.05) / (_luminance(ink) + 0.05)
        assert ratio >= 4.5, f"index ink {ink} has contrast {ratio:.2f}:1"


# --- rendering with QtSvg ----------------------------------------------------------------------

qt_core = pytest.importorskip("PySide6.QtCore")
qt_gui = pytest.importorskip("PySide6.QtGui")
qt_svg = pytest.importorskip("PySide6.QtSvg")


@pytest.fixture(scope="module")
def qt_app() -> Iterator[object]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    yield app


@pytest.fixture
def qt_messages() -> Iterator[list[str]]:
    messages: list[str] = []

    def handler(_mode: object, _context: object, message: str) -> None:
        messages.append(message)

    previous = qt_core.qInstallMessageHandler(handler)
    try:
        yield messages
    finally:
        qt_core.qInstallMessageHandler(previous)


def render(path: Path, height: int) -> object:
    renderer = qt_svg.QSvgRenderer(str(path))
    assert renderer.isValid(), path
    vb = renderer.viewBoxF()
    width = round(height * vb.width() / vb.height())
    img = qt_gui.QImage(width, height, qt_gui.QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = qt_gui.QPainter(img)
    painter.setRenderHint(qt_gui.QPainter.RenderHint.Antialiasing)
    renderer.render(painter, qt_core.QRectF(0, 0, width, height))
    painter.end()
    return img


def image_bytes(img: object) -> bytes:
    return bytes(img.constBits())[: img.sizeInBytes()]  # type: ignore[attr-defined]


def opaque_share(img: object) -> float:
    data = image_bytes(img)
    alpha = data[3::4]  # ARGB32 is B, G, R, A in memory on little-endian machines
    return sum(1 for a in alpha if a > 0) / len(alpha)


def test_every_svg_renders_cleanly_at_two_sizes(qt_app: object, qt_messages: list[str]) -> None:
    for p in all_svgs():
        for height in (80, 300):
            img = render(p, height)
            share = opaque_share(img)
            floor = 0.2 if p.name == "slot.svg" else 0.9
            assert share > floor, f"{p.relative_to(CARDS)} at {height}px: {share:.0%} drawn"
    assert qt_messages == [], qt_messages[:5]


@pytest.mark.parametrize("deck", FRENCH_PATTERNS)
def test_the_german_letters_change_the_index_and_nothing_else(qt_app: object, deck: str) -> None:
    # the same court, another letter in both corners: the picture differs only there
    for name in (f"{r}{s}.svg" for r in "QJ" for s in "CSHD"):
        a, b = render(CARDS / deck / name, 300), render(CARDS / f"{deck}-de" / name, 300)
        w, h = a.width(), a.height()  # type: ignore[attr-defined]
        differs = [(x, y) for y in range(0, h, 2) for x in range(0, w, 2)
                   if a.pixel(x, y) != b.pixel(x, y)]  # type: ignore[attr-defined]
        assert differs, f"{deck}-de/{name} looks like {deck}/{name}"
        corner = (0.2 * w, 0.16 * h)  # the index: rank letter over the mini pip
        for x, y in differs:
            near = (x < corner[0] and y < corner[1]) or \
                (x > w - corner[0] and y > h - corner[1])
            assert near, f"{deck}-de/{name} differs at {(x, y)}, outside the indices"


@pytest.mark.parametrize("deck", ["french", "french-4color", "german", "backs"])
def test_no_two_cards_of_a_deck_look_the_same(qt_app: object, deck: str) -> None:
    files = (list((CARDS / "backs").glob("*.svg")) if deck == "backs"
             else deck_files()[deck])
    seen: dict[str, Path] = {}
    for p in files:
        digest = hashlib.sha256(image_bytes(render(p, 160))).hexdigest()
        assert digest not in seen, f"{p.name} renders like {seen[digest].name}"
        seen[digest] = p
