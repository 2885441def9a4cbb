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


def _in_view(view, rects) -> list[QRectF]:
    offset = view.viewport().mapTo(view, QPoint(0, 0))
    return [QRectF(view.mapFromScene(r).boundingRect()).translated(offset.x(), offset.y())
            for r in rects]


@pytest.mark.parametrize("game,players", [("schafkopf", 4), ("sjavs", 2), ("sheepshead", 5)])
def test_after_a_resize_the_aids_buttons_sit_where_a_fresh_table_puts_them(qtbot, german,
                                                                            game, players):
    # the buttons were placed on the view's resize event before the table was laid out at
    # the new size: by the plates of the size before, so at 1024x700 "Hätte ich es besser
    # machen können?" lay over the top seat's name until the next resize
    window = make_window(qtbot, game, seed=1, players=players)
    window.resize(1920, 1080)
    for _ in range(200):
        wait_for_player(qtbot, window, timeout=30000)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    view, bar = window.view, window.aids.bar
    assert bar.review.isVisible()
    fresh = {}
    for size in [(1024, 700), (1920, 1080), (1024, 700), (1280, 800), (1920, 1080)]:
        before = view.table.size_wh
        window.resize(*size)
        qtbot.waitUntil(lambda before=before: view.table.size_wh != before)
        r = QRectF(bar.geometry())
        table = view.table
        things = _in_view(view, table.plate_rects() + table.player_card_rects()
                          + table.other_card_rects())
        hit = [t for t in things if t.intersects(r)]
        assert not hit, (size, r, hit)
        # where a new window of that size puts them
        if size not in fresh:
            other = make_window(qtbot, game, seed=1, players=players)
            other.resize(*size)
            for _ in range(200):
                wait_for_player(qtbot, other, timeout=30000)
                if other.view.table.displayed.done:
                    break
                take_turn(qtbot, other)
            fresh[size] = other.aids.bar.pos()
            other.close()
        assert bar.pos() == fresh[size], (size, bar.pos(), fresh[size])
