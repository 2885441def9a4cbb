"""How many cards another seat holds reads as a number on its face-down hand (counting the
backs of an overlapped fan is hard, and a player counts them to know what is left)."""

from __future__ import annotations

import pytest

from stich.ui.plate_item import CountBadge
from stich.ui.snapshot import Snapshot

from .helpers import bots_window


def _fan_box(table, seat: int) -> tuple[float, float, float, float]:
    rects = [item.sceneBoundingRect() for key, item in table.items_by_key.items()
             if key[0] == "h" and key[1] == seat]
    return (min(r.left() for r in rects), min(r.top() for r in rects),
            max(r.right() for r in rects), max(r.bottom() for r in rects))


@pytest.mark.parametrize("game,players,preset", [("sheepshead", 5, ""), ("schafkopf", 4, ""),
                                                 ("sjavs", 2, "")])
def test_every_other_seat_shows_how_many_cards_it_holds(qtbot, game, players, preset):
    window = bots_window(qtbot, game, players, 2, size=(1024, 700), preset=preset)
    table = window.view.table
    problems: list[str] = []
    looked: list[int] = []

    def look(snap: Snapshot) -> None:
        badges = [b for b in table.items() if isinstance(b, CountBadge) and b.isVisible()]
        for seat in range(players):
            count = snap.hand_counts[seat]
            if seat == snap.viewer or snap.hands[seat] or count == 0:
                continue
            x0, y0, x1, y1 = _fan_box(table, seat)
            on_fan = [b.text for b in badges if x0 <= b.scenePos().x() <= x1
                      and y0 <= b.scenePos().y() <= y1]
            if snap.done:
                continue
            looked.append(count)
            if on_fan != [str(count)]:
                problems.append(f"{snap.serial}: seat {seat} holds {count}, its hand shows "
                                f"{on_fan}")

    window.view.status_changed.connect(look)
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert looked and min(looked) <= 2 < max(looked), looked  # counts seen going down
    assert not problems, problems[:5]
