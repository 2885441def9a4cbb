"""The learning aids' buttons in the table's top-left corner leave the name plates readable:
in German at the smallest window "Hätte ich es besser machen können?" lay over the name of
the seat at the top."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF

from stich.ui.translations import switch_language

from .helpers import make_window, take_turn, wait_for_player


@pytest.fixture
def german():
    switch_language("de", remember=False)
    yield
    switch_language("en", remember=False)


def _plates(view) -> list[QRectF]:
    offset = view.viewport().mapTo(view, QPoint(0, 0))
    out = []
    for p in view.table.plates:
        w, h = p.size
        r = p.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))
        out.append(QRectF(view.mapFromScene(r).boundingRect()).translated(offset.x(),
                                                                         offset.y()))
    return out


def test_the_aids_buttons_leave_every_name_plate_in_view(qtbot, german):
    window = make_window(qtbot, "schafkopf", seed=1)
    window.resize(1024, 700)
    view = window.view
    bar = window.aids.bar
    looked = []
    for _ in range(200):
        wait_for_player(qtbot, window)
        buttons = [b for b in (bar.hint, bar.undo, bar.review) if b.isVisible()]
        for b in buttons:
            r = QRectF(b.geometry().translated(bar.pos()))
            hit = [p for p in _plates(view) if p.intersects(r)]
            assert not hit, (b.text(), r, hit)
            looked.append(b.text())
        if view.table.displayed.done:
            break
        take_turn(qtbot, window)
    assert "Hätte ich es besser machen können?" in looked, set(looked)
