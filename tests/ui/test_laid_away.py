"""The declarer's corner stays readable: the contract label (what a seat said, beside its name
plate) lies over neither its won-tricks pile nor the cards it laid away or buried, and each of
those cards shows its corner index (rank and suit), for every seat at 3, 4 and 5 players."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from stich.ui.card_pixmaps import CARD_ASPECT
from stich.ui.layout import (
    INDEX_W,
    PILE_STEPS,
    Placement,
    bubble_rect,
    buried_place,
    fan,
    pile_place,
    table_geom,
)
from stich.ui.snapshot import Snapshot

from .helpers import bots_window

INDEX_H = 0.3  # the index (rank over suit) reaches this far down, in card heights
LAID = 4  # at most (four-handed Sheepshead's picker buries four)


def _corners(p: Placement) -> list[tuple[float, float]]:
    w, h = p.width, p.width * CARD_ASPECT
    c, s = math.cos(math.radians(p.rot)), math.sin(math.radians(p.rot))
    return [(p.x + dx * c - dy * s, p.y + dx * s + dy * c)
            for dx in (-w / 2, w / 2) for dy in (-h / 2, h / 2)]


def _box(points: list[tuple[float, float]]) -> tuple[float, float, float, float]:
    xs, ys = zip(*points, strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def _meet(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _index_points(p: Placement) -> list[tuple[float, float]]:
    """The corners of a card's top-left index, on the table."""
    w, h = p.width, p.width * CARD_ASPECT
    c, s = math.cos(math.radians(p.rot)), math.sin(math.radians(p.rot))
    local = [(-w / 2 + dx, -h / 2 + dy) for dx in (0.0, w * INDEX_W) for dy in (0.0, h * INDEX_H)]
    return [(p.x + x * c - y * s, p.y + x * s + y * c) for x, y in local]


def _covers(p: Placement, point: tuple[float, float]) -> bool:
    w, h = p.width, p.width * CARD_ASPECT
    c, s = math.cos(math.radians(p.rot)), math.sin(math.radians(p.rot))
    dx, dy = point[0] - p.x, point[1] - p.y
    x, y = dx * c + dy * s, -dx * s + dy * c  # into the card's own frame
    return abs(x) < w / 2 and abs(y) < h / 2


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])  # the table below the status line
def test_the_contract_label_lies_clear_of_pile_and_laid_away_cards(players, size):
    for owner in range(players):
        geom = table_geom(*size, players, viewer=0)
        seat = geom.seats[owner]
        label = bubble_rect(geom, seat)
        pile = [pile_place(geom, seat, i) for i in range(4 * (PILE_STEPS + 1))]
        laid = [buried_place(geom, seat, i) for i in range(LAID)]
        for i, p in enumerate(pile):
            assert not _meet(label, _box(_corners(p))), f"{seat.side}: label over pile card {i}"
        for i, p in enumerate(laid):
            assert not _meet(label, _box(_corners(p))), f"{seat.side}: label over laid card {i}"


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])
def test_laid_away_cards_are_as_large_as_an_opponents_hand_cards(players, size):
    # they were drawn at the won-tricks pile's size (0.42 of a hand card), their indices
    # hard to read; now at the size of the skat and the blind in the middle
    for owner in range(players):
        geom = table_geom(*size, players, viewer=0)
        seat = geom.seats[owner]
        for i in range(LAID):
            assert buried_place(geom, seat, i).width >= geom.small_w, (seat.side, i)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])
def test_every_laid_away_card_shows_its_index(players, size):
    for owner in range(players):
        geom = table_geom(*size, players, viewer=0)
        seat = geom.seats[owner]
        laid = [buried_place(geom, seat, i) for i in range(LAID)]
        for i, p in enumerate(laid):
            above = [q for q in laid if q.z > p.z]
            hidden = [pt for pt in _index_points(p) for q in above if _covers(q, pt)]
            assert not hidden, f"{seat.side}: laid card {i}'s index is covered"


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])
def test_pile_and_laid_away_cards_lie_clear_of_every_plate_and_hand(players, size):
    geom = table_geom(*size, players, viewer=0)
    pw, ph = geom.plate_size
    others: list[tuple[str, tuple[float, float, float, float]]] = []
    for n, seat in enumerate(geom.seats):
        px, py = seat.plate
        others.append((f"{seat.side} plate", (px - pw / 2, py - ph / 2, px + pw / 2, py + ph / 2)))
        cards = fan(12 if n == 0 else 10, geom, seat, player=n == 0)
        others.append((f"{seat.side} hand", _box([c for p in cards for c in _corners(p)])))
    for seat in geom.seats:
        mine = [pile_place(geom, seat, i) for i in range(4 * (PILE_STEPS + 1))] \
            + [buried_place(geom, seat, i) for i in range(LAID)]
        for p in mine:
            box = _box(_corners(p))
            hit = [name for name, other in others if _meet(box, other)]
            assert not hit, f"{seat.side}: pile or laid card over {hit}"


def _card_rect(item) -> QRectF:
    w, h = item.width, item.height
    return item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_declarer_at_the_bottom_sees_label_pile_and_laid_cards_apart(qtbot, size):
    # Skat, seed 3 (as ``stich --autoplay skat --seed 3``): Felix, at the bottom, declares
    # Diamonds and lays the king and the nine of hearts away
    window = bots_window(qtbot, "skat", 3, 3, size=size)
    table = window.view.table
    seen: list[int] = []
    problems: list[str] = []

    def look(snap: Snapshot) -> None:
        owner = snap.extra_owner
        if owner != snap.viewer or snap.done or snap.phase != "play" or not snap.tricks:
            return
        plate = table.plates[owner]
        label = plate.mapRectToScene(plate.bubble_rect())
        if label.isEmpty():
            return
        laid = [table.items_by_key[("c", c)] for c in snap.extra]
        pile = [table.items_by_key[("c", c)] for t in snap.tricks if t.winner == owner
                for c in t.cards]
        seen.append(len(pile))
        for item in laid + pile:
            if label.intersects(_card_rect(item)):
                problems.append(f"label over {item.key} at {len(pile)} pile cards")
        for item in laid:
            if item.width < table.geom.small_w - 0.01:
                problems.append(f"{item.key} drawn {item.width:.0f} wide, a hand card "
                                f"{table.geom.small_w:.0f}")
            if not item.face_up:
                problems.append(f"{item.key} face down to its owner")
            w, h = item.width, item.height
            index = item.mapToScene(QRectF(-w / 2, -h / 2, w * INDEX_W, h * INDEX_H))
            for other in laid:
                if other.zValue() <= item.zValue():
                    continue
                if any(QRectF(-w / 2, -h / 2, w, h).contains(other.mapFromScene(QPointF(pt)))
                       for pt in index):
                    problems.append(f"{item.key}'s index under {other.key}")

    window.view.status_changed.connect(look)
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert seen, "the bottom seat laid no cards away: the test missed its case"
    assert len(snap_extra := done[0].extra) == 2, snap_extra
    assert not problems, problems[:5]


@pytest.mark.parametrize("game", ["klorsjavs", "sjavs"])
def test_cards_laid_away_in_an_exchange_lie_by_the_declarers_pile(qtbot, game):
    # the declarer exchanges with the cat (Klørsjavs) or the blind (3-handed Sjavs) without a
    # pick: its laid-away cards (which count for it) lay in the middle, where the cat lay
    window = bots_window(qtbot, game, 3, 3, size=(1280, 800))
    table = window.view.table
    far: list[str] = []
    seen: list[int] = []

    def look(snap: Snapshot) -> None:
        state = window.controller.state  # may be ahead of the picture; the exchange is not
        owner = next((a.seat for a in state.history() if a.type == "discard"), None)
        if snap.phase != "play" or snap.done or owner is None or table.geom is None:
            return
        plate = QPointF(*table.geom.seats[owner].plate)
        middle = QPointF(*table.geom.extra)
        keys = [("c", c) for c in snap.extra] + [("x", i) for i in range(snap.extra_count)]
        for key in keys:
            item = table.items_by_key.get(key)
            if item is None:
                continue
            seen.append(owner)
            to_plate = (item.pos() - plate).manhattanLength()
            if to_plate >= (item.pos() - middle).manhattanLength():
                far.append(f"{key} nearer the middle than seat {owner}'s plate")

    window.view.status_changed.connect(look)
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert seen, "nobody exchanged: the test missed its case"
    assert not far, far[:4]
