"""The hint opens where it hides nothing of the table: no name plate, count badge, won pile,
card of the trick or of the player's hand, and not the last trick either (at 1024x700 it lay
over Clara's name in 5-handed Sheepshead and Ben's won pile in Schafkopf)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from stich.bots import make_bot
from stich.ui.main_window import MainWindow

from .helpers import make_window
from .test_last_trick_place import SIZES, TABLES, _mid_trick


@pytest.fixture(autouse=True)
def no_work_left_behind():
    """The hint thinks on a thread pool: let it finish before the next test."""
    yield
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(60000)


def _hint(qtbot, window: MainWindow) -> QRectF:
    aids = window.aids
    aids.hint_bot = lambda game: make_bot(game, "medium")
    assert aids.hint()
    qtbot.waitUntil(lambda: bool(aids.panel.options), timeout=60000)
    assert aids.panel.isVisible()
    return QRectF(aids.panel.geometry())


def _hidden_by(window: MainWindow, panel: QRectF) -> list[tuple[str, QRectF]]:
    """What of the table ``panel`` (in the view) lies over."""
    view, table = window.view, window.view.table
    things = [("plate", r) for r in table.plate_rects()] + \
        [("badge", r) for r in table.badge_rects()] + \
        [("card", r) for r in table.other_card_rects()] + \
        [("your card", table.items_by_key[("c", c)].sceneBoundingRect())
         for c in table.hand_cards()]
    out = [(what, view.view_rect(r)) for what, r in things]
    if view.last_trick.isVisible():
        out.append(("last trick", QRectF(view.last_trick.geometry())))
    out.append(("aids buttons", QRectF(window.aids.bar.geometry())))
    return [(what, r) for what, r in out if panel.intersects(r)]


@pytest.mark.parametrize(("game", "players", "size"), [
    ("sheepshead", 5, (1024, 700)),  # it lay over Clara's name plate
    ("schafkopf", 4, (1024, 700)),  # over Ben's won pile and its count badge
])
def test_the_hint_hides_no_plate_badge_or_pile(qtbot, game, players, size):
    window = make_window(qtbot, game, seed=3, players=players)
    window.resize(*size)
    _mid_trick(qtbot, window)
    panel = _hint(qtbot, window)
    assert _hidden_by(window, panel) == [], panel
    assert QRectF(window.view.viewport().rect()).contains(panel)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), TABLES)
@pytest.mark.parametrize("last_first", [True, False])
def test_the_hint_and_the_last_trick_keep_clear_of_the_table_and_each_other(
        qtbot, game, players, size, last_first):
    window = make_window(qtbot, game, seed=3, players=players)
    window.resize(*size)
    _mid_trick(qtbot, window)
    view = window.view
    if last_first:
        assert view.show_last_trick()
    _hint(qtbot, window)
    if not last_first:
        assert view.show_last_trick()
    panel = QRectF(window.aids.panel.geometry())
    assert _hidden_by(window, panel) == [], panel
    assert QRectF(view.viewport().rect()).contains(panel)
    # a larger window: it finds its place again
    window.resize(size[0] + 80, size[1] + 60)
    qtbot.waitUntil(lambda: view.viewport().width() >= size[0] + 60)
    panel = QRectF(window.aids.panel.geometry())
    assert _hidden_by(window, panel) == [], panel
