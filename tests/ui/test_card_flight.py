"""Cards in flight stay inside the window: every animation of a whole hand is stepped through
(twenty points of each, at the speed's real durations) and every card's drawn area (what Qt
repaints for it) must lie inside the table, at the usual and the smallest window. The top
seat's cards used to reach up to 6 px above the window's top edge during the deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation

from stich.ui.controller import GameSetup, SeatSetup
from stich.ui.main_window import MainWindow
from stich.ui.snapshot import Snapshot


@pytest.mark.parametrize("game,size", [("sjavs", (1024, 700)), ("schafkopf", (1280, 800))])
def test_cards_in_flight_stay_inside_the_window(qtbot, game, size):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    view, table = window.view, window.view.table
    table.set_speed("fast")
    outside: dict[tuple[str, str], float] = {}
    steps: list[int] = []
    apply = table._apply

    def stepped(*args, **kwargs) -> None:
        apply(*args, **kwargs)
        group = table._anim
        if group is None or group.state() != QAbstractAnimation.State.Running:
            return
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        now, total = group.currentTime(), group.totalDuration()
        for t in [*range(0, total, max(1, total // 20)), total - 1]:  # the end would finish it
            group.setCurrentTime(t)
            steps.append(t)
            for key, item in table.items_by_key.items():
                r = item.sceneBoundingRect()
                for side, d in (("top", visible.top() - r.top()),
                                ("left", visible.left() - r.left()),
                                ("right", r.right() - visible.right()),
                                ("bottom", r.bottom() - visible.bottom())):
                    if d > 0.0:
                        where = (side, str(key[0]))
                        outside[where] = max(outside.get(where, 0.0), round(d, 1))
        group.setCurrentTime(now)

    table._apply = stepped  # type: ignore[method-assign]
    seats = tuple(SeatSetup(human=False, level="medium") for _ in range(4))
    # seed 2: the top seat deals, its cards fly from its own plate to its hand
    window.start(GameSetup(game=game, players=4, seats=seats, seed=2))
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=120000)
    assert len(steps) > 500, len(steps)  # the deal, the plays and the collections were seen
    assert not outside, f"cards outside the window (side, kind of card): px {outside}"
