"""Nothing on the table is cut off: the status line's turn text shows whole (in every language,
also in a picture taken the moment it changes, as ``--autoplay --screenshot`` does), and every
card lies inside the window, the cards a seat on the right buried included."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QFontMetrics

from stich.ui import translations
from stich.ui.card_pixmaps import CARD_ASPECT
from stich.ui.layout import buried_place, table_geom
from stich.ui.main_window import MainWindow
from stich.ui.snapshot import Snapshot

from .helpers import bots_window

SIZES = [(1280, 800), (1024, 700)]  # the usual window and the smallest one the app allows


@pytest.fixture
def back_to_english():
    yield
    translations.switch_language("en", remember=False)


def _bots_window(qtbot, size: tuple[int, int]) -> MainWindow:
    """Skat, seed 5, medium bots in every seat (as ``stich --autoplay skat --seed 5``)."""
    window = bots_window(qtbot, "skat", 3, 5, size=size)
    return window


def _play_hands(qtbot, window: MainWindow, hands: int) -> None:
    """Bots play ``hands`` hands; the next one is dealt once a hand's end is on screen."""
    done: list[Snapshot] = []

    def on_hand(snap: Snapshot) -> None:
        done.append(snap)
        if len(done) < hands:
            window.view.next_hand()

    window.view.hand_shown.connect(on_hand)
    qtbot.waitUntil(lambda: len(done) >= hands, timeout=60000)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_the_turn_text_shows_whole_the_moment_it_changes(qtbot, back_to_english, lang):
    translations.switch_language(lang, remember=False)
    window = _bots_window(qtbot, SIZES[-1])
    status = window.status_line
    cut: list[tuple[str, int, int]] = []
    texts: set[str] = set()

    def look(_snap: Snapshot) -> None:  # runs after the status line took the new texts
        label = status.turn
        need = QFontMetrics(label.font()).horizontalAdvance(label.text())
        texts.add(label.text())
        if label.width() < need:
            cut.append((label.text(), label.width(), need))
        assert status.sheet_button.geometry().right() < status.width()

    window.view.status_changed.connect(look)
    _play_hands(qtbot, window, 1)
    assert len(texts) >= 3, texts  # the three seats' turns at least
    assert status.turn.font().bold()
    assert not cut, f"turn texts cut (text, width, bold width): {cut}"


@pytest.mark.parametrize("size", SIZES)
def test_every_card_lies_inside_the_window(qtbot, size):
    # seed 5: Ben, on the right, declares hand 2 and lays two cards away
    window = _bots_window(qtbot, size)
    view, table = window.view, window.view.table
    outside: list[tuple[object, tuple[float, ...]]] = []
    buried_right: list[int] = []

    def look(snap: Snapshot) -> None:
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        for key, item in table.items_by_key.items():
            r = item.sceneBoundingRect()
            if not visible.contains(r):
                outside.append((key, r.getRect()))
        owner = snap.extra_owner
        if owner is not None and not snap.done and table.geom is not None \
                and table.geom.seats[owner].side == "right":
            buried_right.append(snap.serial)

    window.view.status_changed.connect(look)
    _play_hands(qtbot, window, 2)
    assert buried_right, "no seat on the right laid cards away: the test missed its case"
    assert not outside, f"cards outside the window: {outside[:5]}"


def _corners(p) -> list[tuple[float, float]]:
    w, h = p.width, p.width * CARD_ASPECT
    c, s = math.cos(math.radians(p.rot)), math.sin(math.radians(p.rot))
    return [(p.x + dx * c - dy * s, p.y + dx * s + dy * c)
            for dx in (-w / 2, w / 2) for dy in (-h / 2, h / 2)]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])  # the table below the status line
def test_buried_cards_lie_inside_the_table_and_clear_of_the_plate(players, size):
    w, h = size
    for owner in range(players):
        geom = table_geom(w, h, players, viewer=0)
        seat = geom.seats[owner]
        px, py = seat.plate
        pw, ph = geom.plate_size
        for i in range(2):
            p = buried_place(geom, seat, i)
            xs, ys = zip(*_corners(p), strict=True)
            assert min(xs) >= 0 and max(xs) <= w and min(ys) >= 0 and max(ys) <= h, \
                (seat.side, i, p)
            clear = (max(xs) < px - pw / 2 or min(xs) > px + pw / 2
                     or max(ys) < py - ph / 2 or min(ys) > py + ph / 2)
            assert clear, f"{seat.side}: buried card {i} under the plate"
