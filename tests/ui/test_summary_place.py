"""The end-of-hand summary lies below the revealed blind, skat or cat (they lay half under
it, their lower halves showing through) and inside the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from stich.ui.controller import GameSetup, SeatSetup
from stich.ui.main_window import MainWindow
from stich.ui.snapshot import Snapshot


@pytest.mark.parametrize("game,players,size", [("skat", 3, (1280, 800)),
                                               ("skat", 4, (1024, 700)),
                                               ("sheepshead", 5, (1024, 700))])
def test_the_summary_leaves_the_set_aside_cards_in_view(qtbot, game, players, size):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    view = window.view
    view.table.set_speed("instant")
    seats = tuple(SeatSetup(human=False, level="medium") for _ in range(players))
    window.start(GameSetup(game=game, players=players, seats=seats, seed=3))
    done: list[Snapshot] = []
    view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert done[0].extra_count > 0
    snap = done[0]
    keys = [("c", c) for c in snap.extra] + [("x", i) for i in range(snap.extra_count)]
    extra = QRectF()
    for key in keys:
        item = view.table.items_by_key.get(key)
        if item is not None:
            extra = extra.united(QRectF(view.mapFromScene(item.sceneBoundingRect())
                                        .boundingRect()))
    panel = view.summary.geometry()
    assert view.summary.isVisible() and not extra.isEmpty()
    assert not extra.intersects(panel.toRectF()), (extra, panel)
    assert view.viewport().rect().contains(panel), (panel, view.viewport().rect())
