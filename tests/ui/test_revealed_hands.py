"""At the end of a hand every opponent's cards still held are turned up and opened wide enough
to read: the seat at the top (Skat with 4 at the table) opened its 10 cards at 1024x768 and
1280x800 over its own name plate's score and its won-tricks pile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from stich.ui.scene_layout import compute_layout
from stich.ui.snapshot import Snapshot

from .helpers import bots_window


def _rects(view, snap: Snapshot, zone: str) -> dict[int, list[QRectF]]:
    """Each seat's cards in ``zone`` ("hand", "pile") as drawn, in the scene."""
    out: dict[int, list[QRectF]] = {}
    for key, spot in compute_layout(snap, view.table.geom).items():
        item = view.table.items_by_key.get(key)
        if spot.zone[0] == zone and item is not None and item.isVisible():
            out.setdefault(spot.zone[1], []).append(item.sceneBoundingRect())
    return out


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)], ids=["1024x768", "1280x800"])
def test_revealed_hands_lie_clear_of_plates_and_piles(qtbot, size):
    # Skat with 4 at the table, seed 5: the first hands are passed in, 10 cards at the top
    window = bots_window(qtbot, "skat", 4, 5, size=size)
    view = window.view
    done: list[Snapshot] = []
    view.hand_shown.connect(done.append)
    tops = 0
    for hand in range(3):
        qtbot.waitUntil(lambda n=hand: len(done) > n, timeout=60000)
        snap = done[-1]
        hands, piles = _rects(view, snap, "hand"), _rects(view, snap, "pile")
        plates = view.table.plate_rects()
        for seat, cards in hands.items():
            if seat == snap.viewer:
                continue
            tops += view.table.geom.seats[seat].side == "top" and len(cards) > 5
            for card in cards:
                # a card's transparent rounded corner may touch; its face may not
                face = card.adjusted(3, 3, -3, -3)
                assert not [p for p in plates if p.intersects(face)], (hand, seat, card)
                assert not [p for p in piles.get(seat, []) if p.intersects(face)], \
                    (hand, seat, card)
        view.next_hand()
    assert tops, "no hand at the top was turned up"
